import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { lazy, memo, Suspense, useMemo, useState } from 'react';
import type { CustomerFilter, CustomerListType } from '../../../contract/customers.ts';
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
  const columns = useMemo(() => groupColumns(group), [group]);
  const showsFiltered = isFiltered(values) && filtering;
  // The same element from answer to answer: the line it is in is not drawn again at each page.
  const filteredBadge = useMemo(
    () =>
      showsFiltered ? (
        <Badge variant="light" c="dark.7">
          Filtered
        </Badge>
      ) : undefined,
    [showsFiltered],
  );

  return (
    <Stack gap="md">
      <GroupActions
        filtering={filtering}
        filtered={isFiltered(values)}
        onFilter={setSheet}
        type={type}
        filter={filter}
        title={title}
        today={today}
      />
      <KeptView read={read} what="customers" header={filteredBadge}>
        {(data) => (
          <>
            <GroupTotals customers={data.total} spent={data.totalSpendAmount} points={data.totalPoint} />
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

/** The Filter and Export CSV buttons (drawn again only when what they act on changes, not per page). */
const GroupActions = memo(function GroupActions({
  filtering,
  filtered,
  onFilter,
  type,
  filter,
  title,
  today,
}: {
  filtering: boolean;
  filtered: boolean;
  onFilter: (open: boolean) => void;
  type: CustomerListType;
  filter: CustomerFilter;
  title: string;
  today: string;
}) {
  return (
    <Group justify="flex-end" wrap="nowrap">
      <Group gap="xs" wrap="nowrap">
        {filtering && (
          <Button
            variant={filtered ? 'filled' : 'default'}
            size="xs"
            onClick={() => onFilter(true)}
            data-testid="open-filter"
          >
            {filtered ? 'Filter (on)' : 'Filter'}
          </Button>
        )}
        <ExportButton run={() => exportCustomers({ type, filter }, title, today)} />
      </Group>
    </Group>
  );
});

/** The group's header: its customers, spent and points (drawn again only when they change, not per page). */
const GroupTotals = memo(function GroupTotals({
  customers,
  spent,
  points,
}: {
  customers: number;
  spent: number;
  points: number;
}) {
  return (
    <Paper withBorder p="sm" radius="md" data-testid="group-totals">
      <Total label="Total customers" value={customers.toLocaleString('en-US')} />
      <Total label="Total spent" value={formatMoney(spent)} />
      <Total label="Total points" value={points.toLocaleString('en-US')} />
    </Paper>
  );
});

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
