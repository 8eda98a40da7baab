import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Alert, Checkbox, Group, Paper, SegmentedControl, Stack, Tabs, Text } from '@mantine/core';
import { type Dispatch, useEffect, useState } from 'react';
import type { CatalogueCategory } from '../../../contract/booking.ts';
import { displayDay } from '../../../lib/day.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useOnline } from '../../../offline/connectivity.ts';
import type { KeptRead } from '../../../offline/kept.ts';
import { KeptView } from '../../../ui/kept-view.tsx';
import { DayPicker } from '../../../ui/pickers.tsx';
import { SlotGroups } from '../../../ui/slot-groups.tsx';
import { StaffPickerList } from '../../../ui/staff-picker-dialog.tsx';
import type { BookingSource } from '../api/booking-source.ts';
import { slotAskOf } from '../model/times.ts';
import {
  ANYONE_ID,
  ANYONE_NAME,
  chosenServices,
  type Draft,
  durationOf,
  type WizardAction,
} from '../model/wizard.ts';

/** What every step is drawn from. */
export type StepProps = { draft: Draft; dispatch: Dispatch<WizardAction>; source: BookingSource };

/** Services (spec §2): the salon's categories as tabs, services chosen several at a time, at least one. */
export function ServicesStep({ draft, dispatch, source }: StepProps) {
  const catalogue = source.useCatalogue();
  return (
    <KeptView
      read={catalogue}
      what="services"
      header={false}
      empty={{ when: (c) => c.every((cat) => cat.services.length === 0), text: 'Empty service' }}
    >
      {(categories) => <ServiceTabs categories={categories} draft={draft} dispatch={dispatch} />}
    </KeptView>
  );
}

function ServiceTabs({
  categories,
  draft,
  dispatch,
}: {
  categories: readonly CatalogueCategory[];
  draft: Draft;
  dispatch: Dispatch<WizardAction>;
}) {
  const shown = categories.filter((c) => c.services.length > 0);
  const [tab, setTab] = useState<string | null>(String(shown[0]?.id ?? ''));
  const chosen = chosenServices(draft, categories);
  return (
    <Stack gap="sm">
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {shown.map((c) => {
            const count = c.services.filter((s) => draft.serviceIds.includes(s.id)).length;
            return (
              <Tabs.Tab key={c.id} value={String(c.id)} style={{ whiteSpace: 'nowrap' }}>
                {count > 0 ? `${c.categoryName} (${count})` : c.categoryName}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {shown.map((c) => (
          <Tabs.Panel key={c.id} value={String(c.id)} pt="sm">
            <Stack gap={6} data-testid="booking-services">
              {c.services.map((s) => (
                <Paper key={s.id} withBorder p="sm" radius="md">
                  <Checkbox
                    checked={draft.serviceIds.includes(s.id)}
                    onChange={() => dispatch({ type: 'toggleService', id: s.id })}
                    label={
                      <Group justify="space-between" wrap="nowrap" gap="xs">
                        <Text size="sm">{s.serviceName}</Text>
                        <Text size="sm" fw={600}>
                          {formatMoney(s.price)}
                        </Text>
                      </Group>
                    }
                    description={`${s.duration} min`}
                    styles={{ body: { width: '100%' }, labelWrapper: { flex: 1 } }}
                  />
                </Paper>
              ))}
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
      <Text size="sm" c="dimmed" role="status" data-testid="booking-services-total">
        {chosen.length === 0
          ? 'Choose at least one service.'
          : `${chosen.length} chosen · ${durationOf(chosen)} min · ${formatMoney(chosen.reduce((sum, s) => sum + s.price, 0))}`}
      </Text>
    </Stack>
  );
}

const REQUEST = 'Request Staff';
const ANYBODY = 'Anybody';

/**
 * Staff (managers and the public page, spec §2): the search "Staff Name", Request Staff or Anybody, and
 * the list with Anyone first. Request Staff books the person chosen as the customer's request; Anybody
 * lets the salon move it to another free staff member (the request flag off).
 */
export function StaffStep({ draft, dispatch, source }: StepProps) {
  const staff = source.useStaff(true);
  const anyone = draft.staff?.id === ANYONE_ID;
  return (
    <Stack gap="sm">
      <SegmentedControl
        fullWidth
        data={[REQUEST, ANYBODY]}
        value={draft.requestStaff && !anyone ? REQUEST : ANYBODY}
        disabled={anyone}
        onChange={(v) => dispatch({ type: 'requestStaff', value: v === REQUEST })}
        aria-label="Request Staff or Anybody"
      />
      <KeptView read={staff} what="staff" header={false}>
        {(list) => (
          <StaffPickerList
            title="Staff"
            firstRow={ANYONE_NAME}
            staff={list}
            selected={draft.staff === null ? undefined : anyone ? null : draft.staff.id}
            onPick={(id) => {
              const found = id === null ? undefined : list.find((s) => s.id === id);
              dispatch({
                type: 'staff',
                staff: found ?? { id: ANYONE_ID, name: ANYONE_NAME, avatar: null },
              });
            }}
          />
        )}
      </KeptView>
    </Stack>
  );
}

/**
 * Time (spec §2, §5): a day (none before today) and its free times, Morning (AM) and Afternoon (PM),
 * from the slot engine for the staff chosen and the services' total; "No Data" when there is none.
 */
export function TimeStep({ draft, dispatch, source }: StepProps) {
  const catalogue = source.useCatalogue();
  useEffect(() => {
    if (draft.date === null || draft.date < source.today) dispatch({ type: 'date', value: source.today });
  }, [draft.date, source.today, dispatch]);
  const ask = slotAskOf(draft, catalogue.data, source.today);
  const day = ask.day;
  const slots = source.useSlots(catalogue.data ? ask : null);
  const offered = slots.data?.timeSlots;
  const online = useOnline();
  const gone = draft.timeSlot !== null && offered !== undefined && !offered.includes(draft.timeSlot);
  return (
    <Stack gap="md">
      <DayPicker
        label="Date"
        value={day}
        minDate={source.today}
        onChange={(d) => dispatch({ type: 'date', value: d })}
      />
      {!online && source.mode === 'technician' && (
        <Text size="sm" c="dimmed" role="status" data-testid="device-slots-note">
          Offline: your free times are worked out on this phone from your day as last seen.
        </Text>
      )}
      {gone && (
        <Alert color="orange" variant="light" role="status" data-testid="booking-slot-gone">
          {`${draft.timeSlot} is not free on ${displayDay(day)} for these services. Choose another time.`}
        </Alert>
      )}
      <DaySlots read={slots} draft={draft} dispatch={dispatch} headingOrder={3} />
    </Stack>
  );
}

/** A day's free times to choose from, the chosen one pressed (the Time step, and Review after a lost race). */
export function DaySlots({
  read,
  draft,
  dispatch,
  headingOrder,
}: {
  read: KeptRead<{ timeSlots: string[] }>;
  draft: Draft;
  dispatch: Dispatch<WizardAction>;
  headingOrder: 3 | 4;
}) {
  return (
    <KeptView read={read} what="day's free times" header={false}>
      {(data) => (
        <SlotGroups
          slots={data.timeSlots}
          chosen={draft.timeSlot ?? undefined}
          onChoose={(slot) => dispatch({ type: 'slot', value: slot })}
          headingOrder={headingOrder}
        />
      )}
    </KeptView>
  );
}
