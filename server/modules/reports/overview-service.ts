import { type SQL, sql } from 'drizzle-orm';
import type { Overview } from '../../../src/contract/overview.ts';
import type { Db } from '../../db/connect.ts';
import { jsonRows, whole } from '../../db/rows.ts';
import { appointments, customers, ticketLines, tickets } from '../../db/schema.ts';
import {
  type BusinessDays,
  comparedPeriod,
  type PeriodRule,
  parsePeriod,
  previousPeriod,
} from '../../time/business-days.ts';
import {
  buildOverview,
  CLOSED_STATUS,
  type InstantRange,
  isLineKind,
  LINE_KINDS,
  type OverviewFigures,
  type RefundedTicket,
  refundRows,
  type SaleRow,
  UNCOUNTED_APPOINTMENT_STATUSES,
} from './overview-math.ts';

/**
 * The manager overview (GET /admin/overview). Every figure is aggregated in the database, in one
 * statement (one round trip), always restricted to the salon; overview-math.ts does the rest.
 * Formulas: docs/reports.md.
 *
 * Cost: the statement reads the salon's tickets of the period and of the previous period through
 * the (shop_id, closed_at) index, their lines through the ticket_id index, the appointments through
 * (shop_id, start_at), and the salon's customers through the (shop_id, phone) index. About 6–8 ms
 * for a month of a demo salon (~750 tickets a month, ~3,000 in all) on embedded PGlite.
 */

/** The overview's period: MM-DD-YYYY (as the spec writes it for this call), any length. */
export const OVERVIEW_PERIOD: PeriodRule = { format: 'MM-DD-YYYY', fields: ['startDate', 'endDate'] };

const list = (values: readonly (string | number)[]): SQL =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** Aggregates of the salon's period (and of the previous period's gross) in one statement. */
function figuresQuery(shopId: number, range: InstantRange, previous: InstantRange): SQL {
  const start = range.start.toISOString();
  const end = range.end.toISOString();
  const previousStart = previous.start.toISOString();
  const previousEnd = previous.end.toISOString();
  // `scoped`: the tickets that are sales (CLOSED, not voided) of both periods, in one index range
  // scan, each marked current or previous. `sales`: their lines summed by period, kind, service
  // name (other kinds: '') and whether the ticket came from an appointment. `refunded`: the few
  // tickets with refunds, with their lines, for what the refunds took back (overview-math.ts).
  return sql`
    with scoped as (
      select ${tickets.id} as id,
             ${tickets.customerId} as customer_id,
             (${tickets.appointmentId} is not null) as from_appointment,
             (${tickets.closedAt} >= ${start}::timestamptz) as current,
             ${tickets.totalCents} as total,
             ${tickets.refundedCents} as refunded
      from ${tickets}
      where ${tickets.shopId} = ${shopId}
        and ${tickets.status} = ${CLOSED_STATUS}
        and ${tickets.voidedAt} is null
        and ${tickets.closedAt} >= ${previousStart}::timestamptz
        and ${tickets.closedAt} < ${end}::timestamptz
        -- The compared days may stop before the period starts (a period still running).
        and (${tickets.closedAt} >= ${start}::timestamptz or ${tickets.closedAt} < ${previousEnd}::timestamptz)
    ),
    sales as (
      select scoped.current,
             ${ticketLines.kind} as kind,
             (case when ${ticketLines.kind} = 'SERVICE' then ${ticketLines.name} else '' end) as name,
             scoped.from_appointment,
             sum(${ticketLines.priceCents}) as cents
      from scoped
      join ${ticketLines} on ${ticketLines.ticketId} = scoped.id
      where ${ticketLines.kind} in (${list(LINE_KINDS)})
      group by 1, 2, 3, 4
    )
    select
      (select coalesce(json_agg(json_build_array(kind, name, from_appointment, cents)), '[]'::json)
         from sales where current) as sales,
      (select coalesce(sum(cents), 0) from sales where not current) as previous_gross,
      (select coalesce(json_agg(json_build_array(scoped.current, scoped.from_appointment, scoped.total,
                 scoped.refunded,
                 (select coalesce(json_agg(json_build_array(${ticketLines.kind}, ${ticketLines.name},
                            ${ticketLines.priceCents}) order by ${ticketLines.id}), '[]'::json)
                    from ${ticketLines}
                   where ${ticketLines.ticketId} = scoped.id
                     and ${ticketLines.kind} in (${list(LINE_KINDS)})))), '[]'::json)
         from scoped where scoped.refunded > 0) as refunded,
      (select count(distinct customer_id) + count(*) filter (where customer_id is null)
         from scoped where current) as customers,
      (select count(*) from ${appointments}
         where ${appointments.shopId} = ${shopId}
           and ${appointments.startAt} >= ${start}::timestamptz
           and ${appointments.startAt} < ${end}::timestamptz
           and ${appointments.status} not in (${list(UNCOUNTED_APPOINTMENT_STATUSES)})) as appointments,
      (select count(*) from ${customers}
         where ${customers.shopId} = ${shopId}
           and ${customers.createdAt} >= ${start}::timestamptz
           and ${customers.createdAt} < ${end}::timestamptz) as new_customers`;
}

function parseSales(value: unknown): SaleRow[] {
  return jsonRows(value, 'sales').map(([kind, name, fromAppointment, cents]): SaleRow => {
    if (
      typeof kind !== 'string' ||
      !isLineKind(kind) ||
      typeof name !== 'string' ||
      typeof fromAppointment !== 'boolean'
    ) {
      throw new Error('overview: malformed sales row');
    }
    return { kind, name, fromAppointment, amountCents: whole(cents, 'a sales amount') };
  });
}

/** The refunded tickets of the period (`current`) and of the compared days. */
function parseRefunded(value: unknown): { current: boolean; ticket: RefundedTicket }[] {
  return jsonRows(value, 'refunded tickets').map(([current, fromAppointment, total, refunded, lines]) => {
    if (typeof current !== 'boolean' || typeof fromAppointment !== 'boolean') {
      throw new Error('overview: malformed refunded ticket');
    }
    const sold = jsonRows(lines, 'refunded lines').map(([kind, name, price]) => {
      if (typeof kind !== 'string' || !isLineKind(kind) || typeof name !== 'string') {
        throw new Error('overview: malformed refunded line');
      }
      return { kind, name, priceCents: whole(price, 'a price') };
    });
    return {
      current,
      ticket: {
        fromAppointment,
        totalCents: whole(total, 'a total'),
        refundedCents: whole(refunded, 'a refunded amount'),
        lines: sold,
      },
    };
  });
}

/**
 * The figures of `range` and the gross of `previous` (which ends by the time `range` starts), in one
 * statement. Not coalesced: see `getOverview`.
 */
export async function loadOverviewFigures(
  db: Db,
  shopId: number,
  range: InstantRange,
  previous: InstantRange,
): Promise<OverviewFigures> {
  if (previous.end.getTime() > range.start.getTime() || previous.start.getTime() > previous.end.getTime()) {
    throw new Error('overview: the compared period must end by the time the period starts');
  }
  const result = await db.execute(figuresQuery(shopId, range, previous));
  const row = result.rows[0];
  if (!row) throw new Error('overview: the figures query returned no row');
  // Refunds take their part back from the sums of the lines (docs/reports.md, "Refunds").
  const refunds = parseRefunded(row.refunded).map((r) => ({
    current: r.current,
    rows: refundRows(r.ticket),
  }));
  const previousBack = refunds
    .filter((r) => !r.current)
    .flatMap((r) => r.rows)
    .reduce((sum, r) => sum + r.amountCents, 0);
  return {
    sales: [...parseSales(row.sales), ...refunds.filter((r) => r.current).flatMap((r) => r.rows)],
    totalCustomer: whole(row.customers, 'the customer count'),
    totalAppointment: whole(row.appointments, 'the appointment count'),
    totalNewCustomer: whole(row.new_customers, 'the new customer count'),
    previousGrossCents: whole(row.previous_gross, 'the previous gross') + previousBack,
  };
}

/** The period of an overview request (400 for a bad one: DomainError `invalid`). */
const overviewPeriod = (q: { startDate: string; endDate: string }, timeZone: string): BusinessDays =>
  parsePeriod(OVERVIEW_PERIOD, q.startDate, q.endDate, timeZone);

/**
 * The overview of the salon `shopId` for the inclusive business days `q.startDate` … `q.endDate`
 * (MM-DD-YYYY) in the salon's `timeZone`, its growth compared like with like when the period is still
 * running on `today` (a day number; docs/reports.md). A bad period is refused (DomainError `invalid`).
 */
export async function getOverview(
  db: Db,
  shopId: number,
  q: { startDate: string; endDate: string },
  timeZone: string,
  today?: number,
): Promise<Overview> {
  const period = overviewPeriod(q, timeZone);
  const compared = today === undefined ? previousPeriod(period) : comparedPeriod(period, today);
  return buildOverview(await loadOverviewFigures(db, shopId, period, compared));
}
