import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { BillDetail } from '../../../contract/income.ts';
import { fromCents, toCents } from '../../../contract/money.ts';
import { REASON_MAX } from '../../../contract/tickets.ts';
import { formatMoney, isCompletePhone, maskPhone, phoneDigitsOf } from '../../../lib/format.ts';
import { refundLimit } from '../../../lib/money-input.ts';
import { REFUND_PERCENTS, refundPreset } from '../../../lib/tips.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { MoneyInput } from '../../../ui/money-input.tsx';
import { NeedsConnection } from '../../../ui/needs-connection.tsx';
import { ReasonDialog } from '../../../ui/reason-dialog.tsx';
import { TOAST_TEXT, toast } from '../../../ui/toast.tsx';
import type { useTicketActions } from '../api/ticket-actions.ts';

type Actions = ReturnType<typeof useTicketActions>;

interface DialogProps {
  opened: boolean;
  onClose: () => void;
  bill: BillDetail;
  actions: Actions;
}

/**
 * Why a ticket is voided, as salons say it (the spec's quick reasons, Busy, Forgot, Sick, are a
 * cancellation's, not a void's).
 */
export const VOID_REASONS = ['Rung up by mistake', 'Duplicate ticket', 'Customer left', 'Others'] as const;

/** Void: the reason dialog, then the ticket is voided (once; the server refuses a second void). */
export function VoidDialog({ opened, onClose, bill, actions }: DialogProps) {
  return (
    <ReasonDialog
      opened={opened}
      onClose={onClose}
      title="Void Ticket"
      confirmLabel="Void"
      danger
      quickReasons={VOID_REASONS}
      message={
        <Stack gap="xs">
          <Text>{`Void ticket #${bill.billNumber} of ${formatMoney(bill.total)}? It then counts in no report and no one's income.`}</Text>
          <NeedsConnection />
        </Stack>
      }
      onConfirm={async (reason) => {
        await actions.voidBill({ reason });
        toast.success(TOAST_TEXT.success);
      }}
    />
  );
}

/**
 * Refund (part 2 §5, §9): an amount with at most 2 decimals, capped at what is left to refund, the
 * percentage buttons of the ticket total, an optional reason; Confirm waits for more than $0.00.
 */
export function RefundDialog({ opened, onClose, bill, actions }: DialogProps) {
  // Null: nothing typed yet, or more than is left (the field says so).
  const [cents, setCents] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  // Empty each time it opens (during render, so the first frame shown is already empty).
  const [wasOpen, setWasOpen] = useState(opened);
  if (opened !== wasOpen) {
    setWasOpen(opened);
    if (opened) {
      setCents(null);
      setReason('');
    }
  }
  const refundable = toCents(bill.refundable);
  const total = toCents(bill.total);
  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      title="Refund Ticket"
      confirmLabel="Confirm"
      danger
      confirmDisabled={cents === null || cents <= 0}
      onConfirm={async () => {
        if (cents === null) return;
        await actions.refundBill({ amount: fromCents(cents), reason: reason.trim() });
        toast.success(TOAST_TEXT.success);
      }}
      message={
        <Text size="sm" data-testid="refund-left">
          {`Ticket #${bill.billNumber}: ${formatMoney(bill.total)}, refunded so far ${formatMoney(bill.refunded)}, left to refund ${formatMoney(bill.refundable)}.`}
        </Text>
      }
    >
      <NeedsConnection />
      <Group gap="xs" role="group" aria-label="Refund percentage">
        {REFUND_PERCENTS.map((p) => {
          const amount = refundPreset(total, p, refundable);
          return (
            <Button
              key={p}
              size="xs"
              radius="xl"
              variant={cents === amount && amount > 0 ? 'filled' : 'light'}
              aria-pressed={cents === amount && amount > 0}
              onClick={() => setCents(amount)}
            >
              {`${p}%`}
            </Button>
          );
        })}
      </Group>
      <MoneyInput
        label="Refund amount"
        value={cents}
        onChange={setCents}
        limit={refundLimit(refundable)}
        data-autofocus
      />
      <Textarea
        label="Reason"
        placeholder="Please enter reason"
        autosize
        minRows={2}
        maxRows={4}
        maxLength={REASON_MAX}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
      />
    </ConfirmDialog>
  );
}

/** Spec §5's phone rule, for the customer's phone (empty: a walk-in). */
function phoneProblem(masked: string): string | null {
  if (phoneDigitsOf(masked) === '') return null;
  return isCompletePhone(masked) ? null : 'Please enter the correct format';
}

/**
 * Update (docs/decisions.md, "Ticket Update"): the manager corrects who the customer was; the server
 * links the ticket to the salon's customer with that phone.
 */
export function UpdateDialog({ opened, onClose, bill, actions }: DialogProps) {
  const stored = bill.customer.name.trim().toUpperCase() === 'WALL-IN' ? '' : bill.customer.name;
  const [name, setName] = useState(stored);
  const [phone, setPhone] = useState(maskPhone(bill.customer.phone));
  const [touched, setTouched] = useState(false);
  const [wasOpen, setWasOpen] = useState(opened);
  if (opened !== wasOpen) {
    setWasOpen(opened);
    if (opened) {
      setName(stored);
      setPhone(maskPhone(bill.customer.phone));
      setTouched(false);
    }
  }
  const nameProblem = name.trim() === '' ? 'Your input is required' : null;
  const phoneError = phoneProblem(phone);
  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      title="Update Ticket"
      confirmLabel="Save"
      confirmDisabled={nameProblem !== null || phoneError !== null}
      onConfirm={async () => {
        await actions.updateBill({ customerName: name.trim(), customerPhone: phoneDigitsOf(phone) });
        toast.success(TOAST_TEXT.updated);
      }}
      message={<Text size="sm">{`Correct the customer of ticket #${bill.billNumber}.`}</Text>}
    >
      <NeedsConnection />
      <TextInput
        label="Customer name"
        value={name}
        maxLength={100}
        onChange={(e) => {
          setName(e.currentTarget.value);
          setTouched(true);
        }}
        error={touched ? nameProblem : null}
        data-autofocus
      />
      <TextInput
        label="Customer phone"
        type="tel"
        inputMode="tel"
        placeholder="(999) 999-9999"
        value={phone}
        onChange={(e) => {
          setPhone(maskPhone(e.currentTarget.value));
          setTouched(true);
        }}
        error={touched ? phoneError : null}
      />
    </ConfirmDialog>
  );
}

export type TicketDialog = 'void' | 'refund' | 'update' | null;

/** The ticket's three dialogs, loaded with the first tap on an action (ticket-screen's budget). */
export function TicketActionDialogs({
  dialog,
  onClose,
  bill,
  actions,
}: {
  dialog: TicketDialog;
  onClose: () => void;
  bill: BillDetail;
  actions: Actions;
}) {
  return (
    <>
      <VoidDialog opened={dialog === 'void'} onClose={onClose} bill={bill} actions={actions} />
      <RefundDialog opened={dialog === 'refund'} onClose={onClose} bill={bill} actions={actions} />
      <UpdateDialog opened={dialog === 'update'} onClose={onClose} bill={bill} actions={actions} />
    </>
  );
}
