// The split methods' control loads with the tip screens only.
import '@mantine/core/styles/SegmentedControl.css';
import {
  Alert,
  Button,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import type { BillDetail } from '../../../contract/income.ts';
import { toCents } from '../../../contract/money.ts';
import { formatMoney } from '../../../lib/format.ts';
import { editMoneyInput, moneyInputText, moneyLimit } from '../../../lib/money-input.ts';
import { SPLIT_METHOD_LABELS } from '../../../lib/tickets.ts';
import {
  preTipCents,
  type SplitChoice,
  splitMismatch,
  splitShares,
  TIP_PRESETS,
  tipPreset,
} from '../../../lib/tips.ts';
import { MoneyInput } from '../../../ui/money-input.tsx';
import { useSingleFlight } from '../../../ui/use-single-flight.ts';
import { useSaveTip } from '../api/tip-change.ts';
import { WithTicket } from './ticket-parts.tsx';

/** Back to the ticket after a save: the entry before (the detail), or the detail itself on a deep link. */
function useBackToTicket(ticketId: number) {
  const router = useRouter();
  const navigate = useNavigate();
  return () => {
    if (router.history.canGoBack()) router.history.back();
    else
      void navigate({
        to: '/ticketDetailV2/$ticketId',
        params: { ticketId },
        replace: true,
      });
  };
}

/** A voided (or open) ticket's tip is not changed: the server refuses it, the screen says so first. */
function Closed({ bill, children }: { bill: BillDetail; children: ReactNode }) {
  if (bill.status === 'CLOSED') return children;
  return (
    <Alert color="red" variant="light" title="The tip cannot be changed" data-testid="tip-refused">
      {bill.status === 'VOID' ? 'This ticket is voided.' : 'This ticket is still open.'}
    </Alert>
  );
}

/**
 * /ticketDetailV2/:ticketId/adjust-tip, "Add Tip" (spec part 1 §4): No Tip, 15 %, 20 %, 25 % of the
 * ticket total or a typed amount; Done saves it to the only staff member, Continue splits it.
 */
export function AdjustTipScreen({ ticketId }: { ticketId: number }) {
  return <WithTicket ticketId={ticketId}>{(bill) => <AdjustTip bill={bill} />}</WithTicket>;
}

function AdjustTip({ bill }: { bill: BillDetail }) {
  // Null: the field is empty (or refused): no amount to save, which is not a tip of $0.00.
  const [cents, setCents] = useState<number | null>(() => toCents(bill.tip));
  const saveTip = useSaveTip();
  const back = useBackToTicket(bill.billId);
  const navigate = useNavigate();
  const base = preTipCents(toCents(bill.total), toCents(bill.tip));
  const staff = bill.tipShares;
  const several = staff.length > 1;
  const done = useSingleFlight(async () => {
    const only = staff[0];
    if (!only || cents === null) return;
    const ok = await saveTip({
      billId: bill.billId,
      billNumber: bill.billNumber,
      totalCents: cents,
      shares: [{ staffId: only.staffId, cents }],
      method: 'SINGLE',
    });
    if (ok) back();
  });
  const options = [
    { label: 'No Tip', cents: 0 },
    ...TIP_PRESETS.map((p) => ({ label: `${p}%`, cents: tipPreset(base, p) })),
  ];
  return (
    <Closed bill={bill}>
      <Stack gap="md">
        <Card withBorder padding="md">
          <Text fw={700}>{`Ticket #${bill.billNumber}`}</Text>
          <Text size="sm" c="dimmed">
            {`Ticket total ${formatMoney(base / 100)} before tip · tip now ${formatMoney(bill.tip)}`}
          </Text>
        </Card>
        <SimpleGrid cols={2} spacing="sm" role="group" aria-label="Tip options">
          {options.map((o) => (
            <Button
              key={o.label}
              variant={cents === o.cents ? 'filled' : 'default'}
              aria-pressed={cents === o.cents}
              h="auto"
              py="xs"
              onClick={() => setCents(o.cents)}
            >
              <Stack gap={0} align="center">
                <span>{o.label}</span>
                <Text span size="xs">
                  {formatMoney(o.cents / 100)}
                </Text>
              </Stack>
            </Button>
          ))}
        </SimpleGrid>
        <MoneyInput label="Tip amount" value={cents} onChange={setCents} limit={moneyLimit('The tip')} />
        {cents === null && (
          <Text size="sm" c="dimmed" data-testid="tip-empty">
            Enter a tip, or choose No Tip.
          </Text>
        )}
        {staff.length === 0 ? (
          <Alert color="yellow" variant="light">
            No staff member on this ticket to give the tip to.
          </Alert>
        ) : several ? (
          <Button
            size="md"
            disabled={cents === null}
            onClick={() =>
              cents !== null &&
              void navigate({
                to: '/ticketDetailV2/$ticketId/split-tip',
                params: { ticketId: bill.billId },
                search: { amount: cents / 100 },
                replace: true,
              })
            }
          >
            Continue
          </Button>
        ) : (
          <Button size="md" loading={done.busy} disabled={cents === null} onClick={() => void done.run()}>
            Done
          </Button>
        )}
      </Stack>
    </Closed>
  );
}

const METHODS = (['PERCENT', 'EVEN', 'MANUAL'] as const).map((value) => ({
  value,
  label: SPLIT_METHOD_LABELS[value],
}));

/**
 * /ticketDetailV2/:ticketId/split-tip?amount=, "Split Tip" (spec part 1 §4, §5): Percent, Even or
 * Manual shares of the total tip (100 when no amount is given); saving needs them to add up within
 * 0.02, else the spec's alert.
 */
export function SplitTipScreen({ ticketId, amountCents }: { ticketId: number; amountCents: number }) {
  return (
    <WithTicket ticketId={ticketId}>
      {(bill) => <SplitTip bill={bill} amountCents={amountCents} />}
    </WithTicket>
  );
}

function SplitTip({ bill, amountCents }: { bill: BillDetail; amountCents: number }) {
  // Null: the total field is empty (or refused): nothing to split or save.
  const [total, setTotal] = useState<number | null>(amountCents);
  const [method, setMethod] = useState<SplitChoice>('PERCENT');
  const [manual, setManual] = useState<Record<number, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const saveTip = useSaveTip();
  const back = useBackToTicket(bill.billId);
  const shares = splitShares(
    method,
    total ?? 0,
    bill.tipShares.map((s) => ({ staffId: s.staffId, serviceCents: toCents(s.serviceAmount) })),
    manual,
  );

  const choose = (next: SplitChoice) => {
    // Manual starts from the amounts shown, to be adjusted.
    if (next === 'MANUAL' && method !== 'MANUAL') {
      setManual(
        Object.fromEntries(bill.tipShares.map((s, i) => [s.staffId, moneyInputText(shares[i] ?? 0)])),
      );
    }
    setMethod(next);
    setProblem(null);
  };

  // A manual share refused (past the bound): its field says why, and nothing is saved.
  const refusedShare =
    method === 'MANUAL' &&
    bill.tipShares.some((t) => editMoneyInput(manual[t.staffId] ?? '', SHARE_LIMIT).error);
  const save = useSingleFlight(async () => {
    if (total === null || refusedShare) return;
    const mismatch = splitMismatch(total, shares);
    setProblem(mismatch);
    if (mismatch) return;
    const ok = await saveTip({
      billId: bill.billId,
      billNumber: bill.billNumber,
      totalCents: total,
      shares: bill.tipShares.map((s, i) => ({ staffId: s.staffId, cents: shares[i] ?? 0 })),
      method,
    });
    if (ok) back();
  });

  const assigned = shares.reduce((a, b) => a + b, 0);
  return (
    <Closed bill={bill}>
      <Stack gap="md">
        <Text fw={700}>{`Ticket #${bill.billNumber}`}</Text>
        <MoneyInput
          label="Total tip"
          value={total}
          limit={moneyLimit('The tip')}
          onChange={(cents) => {
            setTotal(cents);
            setProblem(null);
          }}
        />
        <SegmentedControl
          fullWidth
          aria-label="Split method"
          value={method}
          onChange={(v) => choose(v as SplitChoice)}
          data={METHODS}
        />
        <Card withBorder padding="md">
          <Stack gap="sm">
            {bill.tipShares.map((s, i) => (
              <Group key={s.staffId} justify="space-between" wrap="nowrap" data-testid="split-row">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} lineClamp={1}>
                    {s.name}
                  </Text>
                  <Text size="xs" c="dimmed">{`Services ${formatMoney(s.serviceAmount)}`}</Text>
                </Stack>
                {method === 'MANUAL' ? (
                  <ManualShare
                    name={s.name}
                    text={manual[s.staffId] ?? ''}
                    onText={(text) => {
                      setManual((m) => ({ ...m, [s.staffId]: text }));
                      setProblem(null);
                    }}
                  />
                ) : (
                  <Text fw={600} data-testid="split-amount">
                    {formatMoney((shares[i] ?? 0) / 100)}
                  </Text>
                )}
              </Group>
            ))}
            <Group
              justify="space-between"
              pt="xs"
              style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
            >
              <Text size="sm">Assigned</Text>
              <Text size="sm" fw={700} data-testid="split-assigned">
                {`${formatMoney(assigned / 100)} of ${formatMoney((total ?? 0) / 100)}`}
              </Text>
            </Group>
          </Stack>
        </Card>
        {problem && (
          <Alert color="red" variant="light" role="alert" data-testid="split-mismatch">
            {problem}
          </Alert>
        )}
        <Button
          size="md"
          loading={save.busy}
          disabled={total === null || refusedShare}
          onClick={() => void save.run()}
        >
          Save
        </Button>
      </Stack>
    </Closed>
  );
}

/** A person's share is a single tip: at most the contract's bound. */
const SHARE_LIMIT = moneyLimit('A tip share');

/**
 * A manual share (spec part 1 §5: digits and one point; what is not a number counts as 0): what is left
 * out of what was typed is said under it, and a share past the bound is refused there.
 */
function ManualShare({ name, text, onText }: { name: string; text: string; onText: (text: string) => void }) {
  const [note, setNote] = useState<string | null>(null);
  const edit = editMoneyInput(text, SHARE_LIMIT);
  return (
    <TextInput
      w={140}
      aria-label={`Tip for ${name}`}
      inputMode="decimal"
      autoComplete="off"
      leftSection="$"
      placeholder="0.00"
      value={text}
      error={edit.error}
      description={edit.error ? undefined : (note ?? undefined)}
      onChange={(e) => {
        const next = editMoneyInput(e.currentTarget.value, SHARE_LIMIT);
        setNote(next.note);
        onText(next.text);
      }}
    />
  );
}
