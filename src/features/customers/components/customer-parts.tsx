import { Button, Table } from '@mantine/core';
import { Link } from '@tanstack/react-router';
// The customer tables' styles, loaded with the customer screens.
import '@mantine/core/styles/Table.css';
import { CUSTOMER_PAGE_SIZE, type CustomerPage, type CustomerRow } from '../../../contract/customers.ts';
import { Pager } from '../../../ui/pager.tsx';
import { toast } from '../../../ui/toast.tsx';
import { useSingleFlight } from '../../../ui/use-single-flight.ts';
import type { Column } from '../model/groups.ts';

/** Spec part 2 §8: the empty text of a list. */
export const NO_CUSTOMERS = 'No data';

/** A page of customers as a table; each name opens the customer. */
export function CustomerTable({
  rows,
  columns,
}: {
  rows: readonly CustomerRow[];
  columns: readonly Column[];
}) {
  return (
    <Table.ScrollContainer minWidth={340} type="native">
      <Table
        striped
        highlightOnHover
        verticalSpacing="xs"
        horizontalSpacing="xs"
        fz="sm"
        data-testid="customer-table"
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.title} ta={c.numeric ? 'right' : undefined}>
                {c.title}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.customerId} data-testid="customer-row">
              {columns.map((c, i) => (
                <Table.Td
                  key={c.title}
                  ta={c.numeric ? 'right' : undefined}
                  style={i === 0 ? undefined : { whiteSpace: 'nowrap' }}
                >
                  {i === 0 ? (
                    <Link to="/customer/$id" params={{ id: row.customerId }}>
                      {c.cell(row)}
                    </Link>
                  ) : (
                    c.cell(row)
                  )}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Export CSV: the whole list as a file (needs the connection); says how many customers it holds. */
export function ExportButton({ run }: { run: () => Promise<number> }) {
  const { run: exportList, busy } = useSingleFlight(async () => {
    try {
      const n = await run();
      toast.success(n === 1 ? '1 customer exported' : `${n} customers exported`);
    } catch (err) {
      toast.failure(err);
    }
  });
  return (
    <Button variant="default" size="xs" loading={busy} disabled={busy} onClick={() => void exportList()}>
      Export CSV
    </Button>
  );
}

/** A page of a list: its table and the pager (10 a page). */
export function CustomerList({
  data,
  columns,
  page,
  onPage,
}: {
  data: CustomerPage;
  columns: readonly Column[];
  page: number;
  onPage: (page: number) => void;
}) {
  return (
    <>
      <CustomerTable rows={data.customers} columns={columns} />
      <Pager
        page={page}
        totalPages={Math.ceil(data.total / CUSTOMER_PAGE_SIZE)}
        onPage={onPage}
        label="Customer pages"
      />
    </>
  );
}
