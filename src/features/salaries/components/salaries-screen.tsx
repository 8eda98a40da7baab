import { Button, Group, Input, SegmentedControl, SimpleGrid, Stack, TextInput } from '@mantine/core';
// The sort picker's styles, loaded with this screen.
import '@mantine/core/styles/SegmentedControl.css';
import { useDebouncedValue } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { SalaryEmployee, SalarySort } from '../../../contract/salaries.ts';
import { choosePeriod, initialChoice } from '../../../lib/periods.ts';
import type { ReportTab } from '../../../lib/report-tabs.ts';
import { useManager } from '../../../lib/signed-in.ts';
import { useKept } from '../../../offline/kept.ts';
import { EmptyNotice } from '../../../ui/empty-notice.tsx';
import { KeptView } from '../../../ui/kept-view.tsx';
import { PeriodLabel, ReportPeriod } from '../../../ui/report-period.tsx';
import { STAFF_SEARCH_DEBOUNCE_MS } from '../../../ui/staff-search.ts';
import { staffSalary } from '../api/salaries.ts';
import {
  isEmptyReport,
  isSalarySort,
  SALARY_LIMITS,
  SALARY_TEXT,
  SORT_OPTIONS,
  visibleEmployees,
} from '../model/salaries.ts';
import { type Printing, PrintSheet } from './print-sheet.tsx';
import { SalaryCard } from './salary-card.tsx';
import { SalaryTable } from './salary-table.tsx';

const PaySettingsDialog = lazy(() => import('./pay-settings-dialog.tsx'));

/**
 * /employee-salaries (spec part 2 "Employee Salaries"): the tabs TODAY, WEEKLY, MONTHLY and RANGE (each
 * loads its current period; Range has its From and To), a staff-name search and the sort; TODAY is a
 * table with a totals row, the other tabs a card per staff member with their pay settings and pay slip.
 */
export function SalariesScreen({
  tab,
  sort,
  onTabChange,
  onSortChange,
}: {
  tab: ReportTab;
  sort: SalarySort;
  onTabChange: (tab: ReportTab) => void;
  onSortChange: (sort: SalarySort) => void;
}) {
  const { salon, today } = useManager();
  const [choice, setChoice] = useState(() => initialChoice(today));
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text, STAFF_SEARCH_DEBOUNCE_MS);
  const [editing, setEditing] = useState<SalaryEmployee | null>(null);
  const [printing, setPrinting] = useState<Printing | null>(null);
  const { period } = choosePeriod(tab, choice, today, SALARY_LIMITS);
  // A new sort asks again for the same period (spec "Reports and pickers"); the last answer stays shown.
  const read = useKept(staffSalary, period && { shopId: salon.id, period, sort }, { standIn: true });

  // The sheet is drawn first, then the browser's print dialog opens on it; it goes once printed.
  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(null);
    window.addEventListener('afterprint', done);
    const frame = requestAnimationFrame(() => window.print());
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('afterprint', done);
    };
  }, [printing]);

  return (
    <Stack gap="md">
      <ReportPeriod
        tab={tab}
        onTabChange={onTabChange}
        today={today}
        choice={choice}
        onChoiceChange={setChoice}
        limits={SALARY_LIMITS}
      />
      <Group align="flex-end" gap="sm">
        <TextInput
          style={{ flex: '1 1 160px' }}
          label="Search"
          placeholder={SALARY_TEXT.search}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <Stack gap={4}>
          <Input.Label id="salary-sort-label">{SALARY_TEXT.sort}</Input.Label>
          <SegmentedControl
            aria-labelledby="salary-sort-label"
            data={SORT_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
            value={sort}
            onChange={(v) => isSalarySort(v) && onSortChange(v)}
          />
        </Stack>{' '}
      </Group>
      {period && (
        <KeptView
          read={read}
          what="salaries"
          header={<PeriodLabel period={period} />}
          empty={{ when: isEmptyReport, text: SALARY_TEXT.noData }}
        >
          {(data) => {
            const shown = visibleEmployees(data.employees, search, sort);
            return (
              <>
                <Button variant="default" onClick={() => setPrinting({ kind: 'payroll' })}>
                  {SALARY_TEXT.printPayroll}
                </Button>
                {shown.length === 0 ? (
                  <EmptyNotice text={SALARY_TEXT.noneFound} />
                ) : tab === 'TODAY' ? (
                  <SalaryTable employees={shown} />
                ) : (
                  <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                    {shown.map((e) => (
                      <SalaryCard
                        key={e.staffId}
                        e={e}
                        onSettings={() => setEditing(e)}
                        onPrint={() => setPrinting({ kind: 'slip', staffId: e.staffId })}
                      />
                    ))}
                  </SimpleGrid>
                )}
                <PrintSheet printing={printing} report={data} salonName={salon.name} period={period} />
              </>
            );
          }}
        </KeptView>
      )}
      {editing && (
        <Suspense fallback={null}>
          <PaySettingsDialog
            staffId={editing.staffId}
            staffName={editing.staffName}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
