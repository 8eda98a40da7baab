import { Button, Divider, Input, Modal, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
// The dialog's own styles, loaded with it.
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import { useState } from 'react';
import type { PayChange, PaySettings, StaffPay, TipsTo } from '../../../contract/salaries.ts';
import { clockText, formatPercent } from '../../../lib/format.ts';
import { useManager } from '../../../lib/signed-in.ts';
import { useKept } from '../../../offline/kept.ts';
import { KeptView } from '../../../ui/kept-view.tsx';
import { TOAST_TEXT, toast } from '../../../ui/toast.tsx';
import { useSingleFlight } from '../../../ui/use-single-flight.ts';
import { staffPay, usePayUpdate } from '../api/salaries.ts';
import { describePayChange, payProblem } from '../model/pay-settings.ts';

/**
 * A staff member's pay settings (commission, check part, card fee on tips, where tips go), changed by
 * the manager, with the history of changes. Save is sent at once (never queued), disabled in flight;
 * the report is asked again once saved.
 */
export default function PaySettingsDialog({
  staffId,
  staffName,
  onClose,
}: {
  staffId: number;
  staffName: string;
  onClose: () => void;
}) {
  const { salon } = useManager();
  const read = useKept(staffPay, { shopId: salon.id, staffId });
  return (
    <Modal opened onClose={onClose} title={`${staffName}: pay settings`} centered>
      <KeptView read={read} what="pay settings" header={false}>
        {(data) => <PayForm key={data.history[0]?.id ?? 0} data={data} shopId={salon.id} onSaved={onClose} />}
      </KeptView>
    </Modal>
  );
}

function PayForm({ data, shopId, onSaved }: { data: StaffPay; shopId: number; onSaved: () => void }) {
  const [draft, setDraft] = useState<PaySettings>(data.settings);
  // One key per set of values: a double tap or a retry of the same values saves once.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const save = usePayUpdate(shopId, data.staffId);
  const edit = (change: Partial<PaySettings>) => {
    setDraft({ ...draft, ...change });
    setKey(crypto.randomUUID());
  };
  const problem = payProblem(draft);
  const submit = useSingleFlight(async () => {
    try {
      await save.mutateAsync({ settings: draft, key });
      toast.success(TOAST_TEXT.updated);
      onSaved();
    } catch (err) {
      toast.failure(err);
    }
  });
  const percentField = (label: string, field: 'commissionPercent' | 'checkPercent' | 'tipFeePercent') => (
    <NumberInput
      label={label}
      value={draft[field]}
      min={0}
      max={100}
      decimalScale={2}
      suffix=" %"
      onChange={(v) => edit({ [field]: typeof v === 'number' ? v : Number.NaN })}
    />
  );
  return (
    <Stack gap="sm">
      {percentField('Commission', 'commissionPercent')}
      {percentField('Paid by check (share of commission)', 'checkPercent')}
      {percentField('Card fee on card tips', 'tipFeePercent')}
      <Stack gap={4}>
        <Input.Label id="tips-to-label">Tips paid with</Input.Label>
        <SegmentedControl
          aria-labelledby="tips-to-label"
          value={draft.tipsTo}
          onChange={(v) => edit({ tipsTo: v as TipsTo })}
          data={[
            { value: 'CASH', label: 'Cash' },
            { value: 'CHECK', label: 'Check' },
          ]}
        />
      </Stack>
      {problem && (
        <Text size="sm" c="red.8">
          {problem}
        </Text>
      )}
      <Button
        onClick={() => void submit.run()}
        disabled={problem !== null || submit.busy}
        loading={submit.busy}
      >
        Save
      </Button>
      <Divider label="History" labelPosition="left" />
      {data.history.length === 0 ? (
        <Text size="sm" c="dimmed">
          No changes yet
        </Text>
      ) : (
        <Stack gap="xs" data-testid="pay-history">
          {data.history.map((c: PayChange) => (
            <Text size="sm" key={c.id}>
              {`${clockText(c.at)} · ${c.by}: ${describePayChange(c)}`}
            </Text>
          ))}
        </Stack>
      )}
      <Text size="xs" c="dimmed">
        {`Now: commission ${formatPercent(data.settings.commissionPercent)}, check ${formatPercent(
          data.settings.checkPercent,
        )}, card fee on tips ${formatPercent(data.settings.tipFeePercent)}`}
      </Text>
    </Stack>
  );
}
