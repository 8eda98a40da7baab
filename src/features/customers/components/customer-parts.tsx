import { Table } from '@mantine/core';
import { createContext, memo, use } from 'react';
// The customer tables' styles, loaded with the customer screens.
import '@mantine/core/styles/Table.css';
import { CUSTOMER_PAGE_SIZE, type CustomerPage, type CustomerRow } from '../../../contract/customers.ts';
import { Pager } from '../../../ui/pager.tsx';
import { usePathLinkClick } from '../../../ui/path-link.tsx';
import type { Column } from '../model/groups.ts';

/** Spec part 2 §8: the empty text of a list. */
export const NO_CUSTOMERS = 'No data';

/**
 * A row of the table as plain elements with the table's classes (striped, a line under each row,
 * highlighted on hover, as `Table.Tr`/`Table.Td` draw them): a page turn draws 10 new rows, and
 * Mantine's per-cell components cost most of that draw on a slow phone.
 */
const ROW = {
  className: Table.classes.tr,
  'data-with-row-border': true,
  'data-striped': 'odd',
  'data-hover': true,
} as const;
const NUMERIC_CELL = { textAlign: 'right', whiteSpace: 'nowrap' } as const;
const PLAIN_CELL = { whiteSpace: 'nowrap' } as const;

/**
 * The shown page's rows, for the table body alone: a page turn hands the new rows down through this
 * context, so the table's frame (its scroll container, head and body, Mantine components) is not drawn
 * again, only the rows.
 */
const RowsContext = createContext<readonly CustomerRow[]>([]);

const CustomerRows = memo(function CustomerRows({ columns }: { columns: readonly Column[] }) {
  const rows = use(RowsContext);
  const open = usePathLinkClick();
  // Keyed by place: a new page writes its text into the same rows rather than making new ones.
  return rows.map((row, place) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the rows hold no state; reusing them is the point.
    <tr key={place} {...ROW} data-testid="customer-row">
      {columns.map((c, i) => (
        <td
          key={c.title}
          className={Table.classes.td}
          style={
            i === 0 ? (c.numeric ? { textAlign: 'right' } : undefined) : c.numeric ? NUMERIC_CELL : PLAIN_CELL
          }
        >
          {i === 0 ? (
            <a href={`/customer/${row.customerId}`} onClick={open}>
              {c.cell(row)}
            </a>
          ) : (
            c.cell(row)
          )}
        </td>
      ))}
    </tr>
  ));
});

/** The table's frame: drawn when its columns change, not at each page turn. */
const TableFrame = memo(function TableFrame({ columns }: { columns: readonly Column[] }) {
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
          <CustomerRows columns={columns} />
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
});

/** A page of customers as a table; each name opens the customer. */
export const CustomerTable = memo(function CustomerTable({
  rows,
  columns,
}: {
  rows: readonly CustomerRow[];
  columns: readonly Column[];
}) {
  return (
    <RowsContext value={rows}>
      <TableFrame columns={columns} />
    </RowsContext>
  );
});

/** Export CSV: the whole list as a file (needs the connection); says how many customers it holds. */
export { ExportButton } from '../../../ui/export-button.tsx';

/** A page of a list: its table and the pager (10 a page). */
export const CustomerList = memo(function CustomerList({
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
});
