import { Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { memo, useEffect, useMemo, useState } from 'react';
import { formatPhone } from '../../../lib/format.ts';
import { useManager } from '../../../lib/signed-in.ts';
import { useKept } from '../../../offline/kept.ts';
import { FigureTile } from '../../../ui/figure-tile.tsx';
import { KeptView } from '../../../ui/kept-view.tsx';
import { customerSearch, customerSummary } from '../api/customers.ts';
import { exportCustomers } from '../api/export-customers.ts';
import { type Column, GROUP_TILES } from '../model/groups.ts';
import { CustomerList, ExportButton, NO_CUSTOMERS } from './customer-parts.tsx';

/** Spec §9: the search is sent 200 ms after the last key. */
export const SEARCH_DEBOUNCE_MS = 200;

const COUNT_OF = {
  LOYALTY: 'totalLoyalty',
  NO_VISIT: 'totalNotReturn',
  BEST_RETURN: 'totalReturn',
  BIRTHDAY: 'totalBirthdayMonthly',
} as const;

/** The search table's columns: every customer, the phone whole (the manager looks people up by it). */
const SEARCH_COLUMNS: Column[] = [
  { title: 'Name', cell: (r) => r.customerName },
  { title: 'Phone', cell: (r) => formatPhone(r.customerPhone) },
  { title: 'Last Visit', cell: (r) => r.lastTimeVisit ?? '' },
];

/**
 * The statistic tiles and the group tiles, with their own read: a page turn or a key typed in the
 * search does not draw them again.
 */
const CustomerFigures = memo(function CustomerFigures({ shopId }: { shopId: number }) {
  const summary = useKept(customerSummary, { shopId });
  return (
    <KeptView read={summary} what="customer figures" header={<Text fw={700}>Customers</Text>}>
      {(data) => (
        <Stack gap="sm">
          <SimpleGrid cols={3} spacing="xs" data-testid="statistic-tiles">
            <FigureTile label="Customers" value={String(data.totalCustomer)} />
            <FigureTile label="Appointment" value={String(data.totalAppointment)} />
            <FigureTile label="Walk-In" value={String(data.totalWalkIn)} />
          </SimpleGrid>
          <SimpleGrid cols={2} spacing="xs" data-testid="group-tiles">
            {GROUP_TILES.map((t) => (
              <FigureTile
                key={t.group}
                label={t.label}
                value={String(data[COUNT_OF[t.group]])}
                link={(props) => <Link to="/customer-group/$group" params={{ group: t.group }} {...props} />}
              />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </KeptView>
  );
});

/** How many customers the search found (drawn again only when that changes, not per page). */
const CustomerCount = memo(function CustomerCount({ total }: { total: number }) {
  return (
    <Text size="sm" c="dimmed" data-testid="customer-count">
      {total === 1 ? '1 customer' : `${total} customers`}
    </Text>
  );
});

/** The search box (drawn again only as its text changes, not per page). */
const SearchBox = memo(function SearchBox({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextInput
      type="search"
      label="Search"
      placeholder="Name or phone"
      value={value}
      maxLength={100}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
});

/**
 * /customers and /customer-report (spec part 2 §2): the statistic tiles, the group tiles (each opening
 * its group), and every customer in a table of 10 a page, narrowed by the search box (trimmed, sent
 * 200 ms after the last key). The search and the page are in the URL.
 */
export function CustomersScreen({
  search,
  page,
  onSearch,
  onPage,
}: {
  search: string;
  page: number;
  onSearch: (search: string) => void;
  onPage: (page: number) => void;
}) {
  const { salon, today } = useManager();
  const list = useKept(customerSearch, { shopId: salon.id, keyWord: search, page }, { standIn: true });
  const [typed, setTyped] = useState(search);
  useEffect(() => {
    const next = typed.trim();
    if (next === search) return;
    const timer = setTimeout(() => onSearch(next), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, search, onSearch]);

  // The same element from answer to answer: the line it is in is not drawn again at each page.
  const exportHeader = useMemo(
    () => (
      <Group gap="xs" wrap="nowrap">
        <ExportButton
          run={() =>
            exportCustomers(
              { type: 'ALL', ...(search ? { keySearch: search } : {}) },
              search ? `search ${search}` : 'all',
              today,
            )
          }
        />
      </Group>
    ),
    [search, today],
  );

  return (
    <Stack gap="md">
      <CustomerFigures shopId={salon.id} />
      <SearchBox value={typed} onChange={setTyped} />
      <KeptView
        read={list}
        what="customers"
        header={exportHeader}
        empty={{ when: (data) => data.total === 0, text: NO_CUSTOMERS }}
      >
        {(data) => (
          <>
            <CustomerCount total={data.total} />
            <CustomerList data={data} columns={SEARCH_COLUMNS} page={page} onPage={onPage} />
          </>
        )}
      </KeptView>
    </Stack>
  );
}
