import { TZDate } from '@date-fns/tz';
import { type SQL, sql } from 'drizzle-orm';
import type { Overview } from '../../../src/contract/overview.ts';
import { computeEveryDay, type DaySource } from '../../db/changes.ts';
import type { Db } from '../../db/connect.ts';
import { jsonRows, whole } from '../../db/rows.ts';
import { appointments, customers, ticketLines, tickets } from '../../db/schema.ts';
import {
  type BusinessDays,
  businessDays,
  comparedPeriod,
  dayIn,
  type PeriodRule,
  parsePeriod,
  previousPeriod,
} from '../../time/business-days.ts';
import { startOfDayIn, wallClockInstant } from '../../time/calendar-day.ts';
import {
  buildOverview,
  CLOSED_STATUS,
  isLineKind,
  LINE_KINDS,
  type OverviewFigures,
  refundRows,
  type SaleRow,
  UNCOUNTED_APPOINTMENT_STATUSES,
} from './overview-math.ts';

/**
 * The manager overview (GET /admin/overview), put together from the salon's figures of each business
 * day of the period and of the days it is compared with. A day's figures are aggregated in the database,
 * several days in one statement (one round trip), always restricted to the salon; overview-math.ts does
 * the rest. The route keeps each day's figures until a write touches that day (server/db/changes.ts,
 * DayCache), so a ticket closed today computes today again, not the whole period. Formulas:
 * docs/reports.md.
 *
 * Cost: the statement reads the salon's tickets of the days through the (shop_id, closed_at) index,
 * their lines through the ticket_id index, the appointments through (shop_id, start_at), and the
 * salon's customers through the (shop_id, phone) index. About 6–8 ms for a month of a demo salon
 * (~750 tickets a month, ~3,000 in all) on embedded PGlite; a day about 1 ms.
 */

/** The overview's period: MM-DD-YYYY (as the spec writes it for this call), any length. */
export const OVERVIEW_PERIOD: PeriodRule = { format: 'MM-DD-YYYY', fields: ['startDate', 'endDate'] };

const list = (values: readonly (string | number)[]): SQL =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * The longest period whose days are kept one by one; a longer one (years, asked rarely) is added up in
 * the database as one span, so that it costs one statement, not one entry per day.
 */
export const MAX_KEPT_DAYS = 400;

/** One business day of the salon (or a longer span), as the overview counts it. */
export interface OverviewDay {
  /** The day's sales (tickets closed that day), summed by kind, name and origin, less refunds. */
  sales: readonly SaleRow[];
  /** The distinct customer records of the day's sales. */
  customerIds: readonly number[];
  /** The day's sales without a customer record (each one walk-in customer). */
  anonymousTickets: number;
  /** Appointments starting that day, not CANCELED (4) nor DELETED (5). */
  appointments: number;
  /** Customer records created that day. */
  newCustomers: number;
}

/**
 * The statement: each figure of the spans between consecutive `bounds` (a day's first instant and the
 * next day's, for days), per span. A row's span is its bucket among the bounds (`width_bucket`: 1 for
 * the first span). `scoped`: the tickets that are sales (CLOSED, not
 * voided) of the days, in one index range scan. `sales`: their lines summed by day, kind, service name
 * (other kinds: '') and whether the ticket came from an appointment. `refunded`: the few tickets with
 * refunds, with their lines, for what the refunds took back (overview-math.ts).
 */
function spansQuery(shopId: number, instants: readonly Date[]): SQL {
  const start = instants[0]?.toISOString();
  const end = instants.at(-1)?.toISOString();
  const bounds = sql`${`{${instants.map((i) => i.toISOString()).join(',')}}`}::timestamptz[]`;
  return sql`
    with scoped as (
      select ${tickets.id} as id,
             ${tickets.customerId} as customer_id,
             (${tickets.appointmentId} is not null) as from_appointment,
             width_bucket(${tickets.closedAt}, ${bounds}) as day,
             ${tickets.totalCents} as total,
             ${tickets.refundedCents} as refunded
      from ${tickets}
      where ${tickets.shopId} = ${shopId}
        and ${tickets.status} = ${CLOSED_STATUS}
        and ${tickets.voidedAt} is null
        and ${tickets.closedAt} >= ${start}::timestamptz
        and ${tickets.closedAt} < ${end}::timestamptz
    ),
    sales as (
      select scoped.day,
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
      (select coalesce(json_agg(json_build_array(day, kind, name, from_appointment, cents)), '[]'::json)
         from sales) as sales,
      (select coalesce(json_agg(json_build_array(scoped.day, scoped.from_appointment, scoped.total,
                 scoped.refunded,
                 (select coalesce(json_agg(json_build_array(${ticketLines.kind}, ${ticketLines.name},
                            ${ticketLines.priceCents}) order by ${ticketLines.id}), '[]'::json)
                    from ${ticketLines}
                   where ${ticketLines.ticketId} = scoped.id
                     and ${ticketLines.kind} in (${list(LINE_KINDS)})))), '[]'::json)
         from scoped where scoped.refunded > 0) as refunded,
      (select coalesce(json_agg(json_build_array(day, ids, anonymous)), '[]'::json)
         from (select day,
                      coalesce(array_agg(distinct customer_id) filter (where customer_id is not null), '{}') as ids,
                      count(*) filter (where customer_id is null) as anonymous
                 from scoped group by day) c) as customers,
      (select coalesce(json_agg(json_build_array(day, n)), '[]'::json)
         from (select width_bucket(${appointments.startAt}, ${bounds}) as day, count(*) as n
                 from ${appointments}
                where ${appointments.shopId} = ${shopId}
                  and ${appointments.startAt} >= ${start}::timestamptz
                  and ${appointments.startAt} < ${end}::timestamptz
                  and ${appointments.status} not in (${list(UNCOUNTED_APPOINTMENT_STATUSES)})
                group by 1) a) as appointments,
      (select coalesce(json_agg(json_build_array(day, n)), '[]'::json)
         from (select width_bucket(${customers.createdAt}, ${bounds}) as day, count(*) as n
                 from ${customers}
                where ${customers.shopId} = ${shopId}
                  and ${customers.createdAt} >= ${start}::timestamptz
                  and ${customers.createdAt} < ${end}::timestamptz
                group by 1) n) as new_customers`;
}

/**
 * The figures of each span between consecutive `bounds` (ascending instants, at least two), in one
 * statement.
 */
export async function loadOverviewSpans(
  db: Db,
  shopId: number,
  bounds: readonly Date[],
): Promise<OverviewDay[]> {
  if (bounds.length < 2) throw new Error('overview: a span needs two bounds');
  const result = await db.execute(spansQuery(shopId, bounds));
  const row = result.rows[0];
  if (!row) throw new Error('overview: the figures query returned no row');
  const days = Array.from({ length: bounds.length - 1 }, () => ({
    sales: [] as SaleRow[],
    customerIds: [] as number[],
    anonymousTickets: 0,
    appointments: 0,
    newCustomers: 0,
  }));
  const dayOf = (bucket: unknown) => {
    const day = days[whole(bucket, 'a span bucket') - 1];
    if (!day) throw new Error('overview: a row outside its spans');
    return day;
  };
  for (const [day, kind, name, fromAppointment, cents] of jsonRows(row.sales, 'sales')) {
    if (
      typeof kind !== 'string' ||
      !isLineKind(kind) ||
      typeof name !== 'string' ||
      typeof fromAppointment !== 'boolean'
    ) {
      throw new Error('overview: malformed sales row');
    }
    dayOf(day).sales.push({ kind, name, fromAppointment, amountCents: whole(cents, 'a sales amount') });
  }
  // Refunds take their part back from the sums of the lines (docs/reports.md, "Refunds").
  for (const [day, fromAppointment, total, refunded, lines] of jsonRows(row.refunded, 'refunded tickets')) {
    if (typeof fromAppointment !== 'boolean') throw new Error('overview: malformed refunded ticket');
    const sold = jsonRows(lines, 'refunded lines').map(([kind, name, price]) => {
      if (typeof kind !== 'string' || !isLineKind(kind) || typeof name !== 'string') {
        throw new Error('overview: malformed refunded line');
      }
      return { kind, name, priceCents: whole(price, 'a price') };
    });
    dayOf(day).sales.push(
      ...refundRows({
        fromAppointment,
        totalCents: whole(total, 'a total'),
        refundedCents: whole(refunded, 'a refunded amount'),
        lines: sold,
      }),
    );
  }
  for (const [day, ids, anonymous] of jsonRows(row.customers, 'customers')) {
    if (!Array.isArray(ids)) throw new Error('overview: malformed customers');
    const figures = dayOf(day);
    figures.customerIds = ids.map((id: unknown) => whole(id, 'a customer id'));
    figures.anonymousTickets = whole(anonymous, 'the walk-in count');
  }
  for (const [day, n] of jsonRows(row.appointments, 'appointments')) {
    dayOf(day).appointments = whole(n, 'the appointment count');
  }
  for (const [day, n] of jsonRows(row.new_customers, 'new customers')) {
    dayOf(day).newCustomers = whole(n, 'the new customer count');
  }
  return days;
}

/** The figures of each business day of `span` (in day order), in one statement. */
export const loadOverviewDays = (db: Db, shopId: number, span: BusinessDays): Promise<OverviewDay[]> =>
  loadOverviewSpans(
    db,
    shopId,
    Array.from({ length: span.days + 1 }, (_, i) => startOfDayIn(span.first + i, span.timeZone)),
  );

/** The overview's figures from the days of the period and of the days it is compared with. */
export function combineOverviewDays(
  period: readonly OverviewDay[],
  compared: readonly OverviewDay[],
): OverviewFigures {
  const customers = new Set<number>();
  let anonymous = 0;
  let appointmentCount = 0;
  let newCustomers = 0;
  for (const day of period) {
    for (const id of day.customerIds) customers.add(id);
    anonymous += day.anonymousTickets;
    appointmentCount += day.appointments;
    newCustomers += day.newCustomers;
  }
  let previousGrossCents = 0;
  for (const day of compared) for (const row of day.sales) previousGrossCents += row.amountCents;
  return {
    sales: period.flatMap((day) => day.sales),
    totalCustomer: customers.size + anonymous,
    totalAppointment: appointmentCount,
    totalNewCustomer: newCustomers,
    previousGrossCents,
  };
}

/** The period of an overview request (400 for a bad one: DomainError `invalid`). */
const overviewPeriod = (q: { startDate: string; endDate: string }, timeZone: string): BusinessDays =>
  parsePeriod(OVERVIEW_PERIOD, q.startDate, q.endDate, timeZone);

/**
 * The overview of the salon `shopId` for the inclusive business days `q.startDate` … `q.endDate`
 * (MM-DD-YYYY) in the salon's `timeZone`, its days taken from `days` (a period longer than
 * MAX_KEPT_DAYS is added up as one span). A bad period is refused (DomainError `invalid`).
 *
 * Its growth, when the period is still running at `now`, is like with like (docs/reports.md): its days
 * so far against the same days before (`comparedPeriod`), the last of those only up to the time of day
 * it is now, so a morning is compared with the morning before and not with a whole day. That part of
 * a day is taken from `soFar` for the minute of the day it is (kept until its day changes, like a
 * whole day: a dashboard asked again within the minute does not read the tickets again).
 */
export async function getOverview(
  db: Db,
  shopId: number,
  q: { startDate: string; endDate: string },
  timeZone: string,
  now?: Date,
  days: DaySource<OverviewDay> = computeEveryDay,
  soFar: (minuteOfDay: number) => DaySource<OverviewDay> = () => computeEveryDay,
): Promise<Overview> {
  const period = overviewPeriod(q, timeZone);
  const today = now === undefined ? undefined : dayIn(now, timeZone);
  const compared = today === undefined ? previousPeriod(period) : comparedPeriod(period, today);
  if (compared.last >= period.first) {
    throw new Error('overview: the compared days must end before the period starts');
  }
  const load = (span: BusinessDays) => loadOverviewDays(db, shopId, span);
  const figures = (p: BusinessDays) =>
    p.days > MAX_KEPT_DAYS ? loadOverviewSpans(db, shopId, [p.start, p.end]) : days(p, load);
  const running = now !== undefined && today !== undefined && today >= period.first && today <= period.last;
  const [periodDays, comparedDays] = await Promise.all([
    figures(period),
    running ? comparedSoFar(db, shopId, compared, now, figures, soFar) : figures(compared),
  ]);
  return buildOverview(combineOverviewDays(periodDays, comparedDays));
}

/**
 * The compared days of a running period: the whole days before its last (kept days), and its last day
 * from its start up to the wall-clock time it is now in the salon's zone (one span, kept per minute of
 * the day by `soFar`: it moves with the clock).
 */
async function comparedSoFar(
  db: Db,
  shopId: number,
  compared: BusinessDays,
  now: Date,
  figures: (p: BusinessDays) => Promise<readonly OverviewDay[]>,
  soFar: (minuteOfDay: number) => DaySource<OverviewDay>,
): Promise<readonly OverviewDay[]> {
  const timeZone = compared.timeZone;
  const minutes = wallMinutesOf(now, timeZone);
  const lastStart = startOfDayIn(compared.last, timeZone);
  // The same time of day on the compared last day (a wall-clock time, so a daylight-saving day too).
  const cutoff = new Date(
    Math.min(wallClockInstant(compared.last, minutes, timeZone).getTime(), compared.end.getTime()),
  );
  const whole =
    compared.last > compared.first
      ? figures(businessDays(compared.first, compared.last - 1, timeZone))
      : Promise.resolve<readonly OverviewDay[]>([]);
  const part =
    cutoff > lastStart
      ? soFar(minutes)(businessDays(compared.last, compared.last, timeZone), () =>
          loadOverviewSpans(db, shopId, [lastStart, cutoff]),
        )
      : Promise.resolve<readonly OverviewDay[]>([]);
  const [before, today] = await Promise.all([whole, part]);
  return [...before, ...today];
}

/** Minutes since midnight of an instant on the wall clock of a zone. */
function wallMinutesOf(instant: Date, timeZone: string): number {
  const t = new TZDate(instant.getTime(), timeZone);
  return t.getHours() * 60 + t.getMinutes();
}
