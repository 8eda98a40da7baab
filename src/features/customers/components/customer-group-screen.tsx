import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useMemo, useState } from 'react';
import { formatMoney } from '../../../lib/format.ts';
import { useManager } from '../../../lib/signed-in.ts';
import { useKept } from '../../../offline/kept.ts';
import { EmptyNotice } from '../../../ui/empty-notice.tsx';
import { KeptView } from '../../../ui/kept-view.tsx';
import { useScreenTitle } from '../../../ui/screen-title.tsx';
import { customerGroup } from '../api/customers.ts';
import { exportCustomers } from '../api/export-customers.ts';
import {
  groupColumns,
  groupFilter,
  groupTitle,
  hasFilterSheet,
  isFiltered,
  listTypeOf,
  type SliderValues,
} from '../model/groups.ts';
import { readKeptFilter, writeKeptFilter } from '../model/kept-filter.ts';
import { CustomerList, ExportButton, NO_CUSTOMERS } from './customer-parts.tsx';

/** The sheet (sliders) loads on the first tap. */
const FilterSheet = lazy(() => import('./filter-sheet.tsx').then((m) => ({ default: m.FilterSheet })));

/** The filter of a group, kept on this phone between visits. */
function useKeptFilter(shopId: number, group: string) {
  const [values, setValues] = useState<SliderValues>(() => readKeptFilter(shopId, group));
  const set = (next: SliderValues) => {
    setValues(next);
    writeKeptFilter(shopId, group, next);
  };
  return [values, set] as const;
}

/**
 * /customer-group/{group} (spec part 2 §2): the group's customers, 10 a page, with its columns, the phones
 * masked to the last 4 digits, the header's totals (customers, spent, points) and, except for Birthday,
 * the filter sheet; the filter is kept on this phone between visits.
 */
export function CustomerGroupScreen({
  group,
  page,
  onPage,
}: {
  group: string;
  page: number;
  onPage: (page: number) => void;
}) {
  const { salon, today } = useManager();
  const title = groupTitle(group);
  useScreenTitle(title);
  const [values, setValues] = useKeptFilter(salon.id, group);
  const [sheet, setSheet] = useState(false);
  const filtering = hasFilterSheet(group);
  const filter = useMemo(() => groupFilter(group, values, today), [group, values, today]);
  const type = listTypeOf(group);
  const read = useKept(customerGroup, { shopId: salon.id, type, filter, page }, { standIn: true });
  const columns = groupColumns(group);

  return (
    <Stack gap="md">
      <Group justify="flex-end" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          {filtering && (
            <Button
              variant={isFiltered(values) ? 'filled' : 'default'}
              size="xs"
              onClick={() => setSheet(true)}
              data-testid="open-filter"
            >
              {isFiltered(values) ? 'Filter (on)' : 'Filter'}
            </Button>
          )}
          <ExportButton run={() => exportCustomers({ type, filter }, title, today)} />
        </Group>
      </Group>
      <KeptView
        read={read}
        what="customers"
        header={
          isFiltered(values) && filtering ? (
            <Badge variant="light" c="dark.7">
              Filtered
            </Badge>
          ) : undefined
        }
      >
        {(data) => (
          <>
            <Paper withBorder p="sm" radius="md" data-testid="group-totals">
              <Total label="Total customers" value={data.total.toLocaleString('en-US')} />
              <Total label="Total spent" value={formatMoney(data.totalSpendAmount)} />
              <Total label="Total points" value={data.totalPoint.toLocaleString('en-US')} />
            </Paper>
            {data.total === 0 ? (
              <EmptyNotice text={NO_CUSTOMERS} />
            ) : (
              <CustomerList data={data} columns={columns} page={page} onPage={onPage} />
            )}
          </>
        )}
      </KeptView>
      {sheet && (
        <Suspense fallback={null}>
          <FilterSheet
            opened={sheet}
            values={values}
            onChange={(next) => {
              setValues(next);
              onPage(1);
            }}
            onClose={() => setSheet(false)}
          />
        </Suspense>
      )}
    </Stack>
  );
}

/** A line of the group's header: what it counts and its figure. */
function Total({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </Group>
  );
}
