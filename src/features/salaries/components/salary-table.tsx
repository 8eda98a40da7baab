import type { SalaryEmployee } from '../../../contract/salaries.ts';
import { formatMoney } from '../../../lib/format.ts';
import { SALARY_TEXT, totalsOf } from '../model/salaries.ts';
import styles from './salaries.module.css';

const COLUMNS = ['Sales', 'Commission', 'Tip', 'Disc.', 'Total', 'Cash', 'Check'] as const;

/**
 * The TODAY tab: a table of the staff shown, with a totals row of the same rows. A plain table (the kit's
 * table brings a scroll area the size of a screen's budget): wider than a phone, its region scrolls
 * sideways and takes the keyboard's focus to do so.
 */
export function SalaryTable({ employees }: { employees: readonly SalaryEmployee[] }) {
  const t = totalsOf(employees);
  const figures = (
    e: Pick<
      SalaryEmployee,
      'sales' | 'commissionValue' | 'tip' | 'discountValue' | 'total' | 'cash' | 'check'
    >,
  ) => [e.sales, e.commissionValue, e.tip, e.discountValue, e.total, e.cash, e.check];
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must take the keyboard's focus (WCAG 2.1.1).
    <section className={styles.scroll} tabIndex={0} aria-label="Salaries of the day">
      <table className={styles.table} data-testid="salary-table">
        <thead>
          <tr>
            <th scope="col">Staff</th>
            {COLUMNS.map((c) => (
              <th scope="col" key={c}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {employees.map((e) => (
            <tr key={e.staffId} data-testid="salary-row">
              <th scope="row">{e.staffName}</th>
              {figures(e).map((v, i) => (
                <td key={COLUMNS[i]}>{formatMoney(v)}</td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-testid="salary-totals">
            <th scope="row">{SALARY_TEXT.totals}</th>
            {figures(t).map((v, i) => (
              <td key={COLUMNS[i]}>{formatMoney(v)}</td>
            ))}
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
