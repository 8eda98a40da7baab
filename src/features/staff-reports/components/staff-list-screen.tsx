import { Stack, Tabs, Text } from '@mantine/core';
import { dayTitle } from '../../../lib/day.ts';
import { useManager } from '../../../lib/signed-in.ts';
import { useKept } from '../../../offline/kept.ts';
import { KeptView } from '../../../ui/kept-view.tsx';
import { staffDaily } from '../api/staff-daily.ts';
import {
  isStaffListDay,
  STAFF_LIST_DAY_LABELS,
  STAFF_LIST_DAYS,
  type StaffListDay,
  staffListDate,
} from '../model/staff-daily.ts';
import { StaffDailyCard } from './staff-daily-card.tsx';

/**
 * /staff-list (spec part 1 §2, part 2 "Staff list with daily figures"): every staff member with their
 * figures of today, or of yesterday; a staff member opens their tickets of that day.
 */
export function StaffListScreen({
  when,
  onWhen,
}: {
  when: StaffListDay;
  onWhen: (when: StaffListDay) => void;
}) {
  const { salon, today } = useManager();
  const day = staffListDate(when, today);
  const read = useKept(staffDaily, { shopId: salon.id, day }, { standIn: true });
  return (
    <Stack gap="md">
      <Tabs value={when} onChange={(v) => isStaffListDay(v) && onWhen(v)}>
        <Tabs.List grow>
          {STAFF_LIST_DAYS.map((d) => (
            <Tabs.Tab key={d} value={d}>
              {STAFF_LIST_DAY_LABELS[d]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <KeptView
        read={read}
        what="staff list"
        header={
          <Text fw={700} data-testid="staff-list-day">
            {dayTitle(day, today)}
          </Text>
        }
        empty={{ when: (data) => data.rows.length === 0, text: 'No data' }}
      >
        {(data) => (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {data.rows.map((row) => (
              <li key={row.id}>
                <StaffDailyCard
                  row={row}
                  day={data.day}
                  salesLabel={when === 'TODAY' ? 'Sales today' : 'Sales yesterday'}
                />
              </li>
            ))}
          </Stack>
        )}
      </KeptView>
    </Stack>
  );
}
