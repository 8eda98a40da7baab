import type { CustomerRow } from '../../../contract/customers.ts';
import { formatPhone } from '../../../lib/format.ts';

/**
 * A list of customers as a CSV file, what a salon takes to its SMS or mail tool (RFC 4180: a header row,
 * commas, CRLF, a cell with a comma, quote or line break in double quotes). A cell a spreadsheet would
 * read as a formula (=, +, -, @ first) starts with an apostrophe.
 */
export const CSV_HEADER = ['Name', 'Phone', 'Email', 'Birthday', 'Spent', 'Points', 'Last visit', 'Created'];

function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function customersCsv(rows: readonly CustomerRow[]): string {
  const lines = [
    CSV_HEADER,
    ...rows.map((r) => [
      r.customerName,
      formatPhone(r.customerPhone),
      r.email,
      r.dob ?? '',
      r.amountSpend.toFixed(2),
      String(r.point),
      r.lastTimeVisit ?? '',
      r.createdDate,
    ]),
  ];
  return `${lines.map((l) => l.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** The file's name: what the list is and the day, in words a folder sorts ("customers-loyalty-group-2026-11-27.csv"). */
export function csvFileName(what: string, today: string): string {
  const slug = what
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `customers-${slug || 'list'}-${today}.csv`;
}
