import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { AdminStaffItem, StaffDaily, StaffDailyItem } from '../../../src/contract/manager-reports.ts';
import { fromCents } from '../../../src/contract/money.ts';
import { computeEveryDay, type DaySource } from '../../db/changes.ts';
import type { Executor } from '../../db/connect.ts';
import { jsonRows, whole } from '../../db/rows.ts';
import { appointments, staff, staffDays, ticketLines, tickets, ticketTips } from '../../db/schema.ts';
import { type BusinessDays, type PeriodRule, parsePeriod } from '../../time/business-days.ts';
import { formatIn } from '../../time/calendar-day.ts';
import { CLOSED_STATUS, UNCOUNTED_APPOINTMENT_STATUSES } from './overview-math.ts';
import { boundsArray, dayBounds } from './summary-service.ts';

/**
 * The staff list's daily figures (GET /report/reportStaffDaily?date) and the staff list itself (GET
 * /admin/staff). A day's figures of every staff member are read in one statement and kept per day by the
 * route (DayCache) until a write touches that day's tickets, tips, appointments or working days. A staff
 * member's sales, tips and supply are their part of the day's tickets exactly as their Commission tab
 * counts it (docs/reports.md, "Staff income"), so the rows add up to the salon's day in the summary
 * report. Formulas: docs/reports.md, "Staff daily figures".
 */

/** The tables a day's figures are read from. */
export const STAFF_DAY_TABLES = [
  'tickets',
  'ticket_lines',
  'ticket_tips',
  'appointments',
  'staff_days',
] as const;

/** One staff member's figures of a day (cents; the clock-in as an instant). */
export interface StaffDayFigures {
  salesCents: number;
  tipCents: number;
  supplyCents: number;
  appointments: number;
  turn: number;
  /** Epoch ms, or null when they did not clock in. */
  clockInMs: number | null;
}

/** A business day's figures by staff id (a staff member who did nothing that day has no entry). */
export type StaffDay = ReadonlyMap<number, StaffDayFigures>;

const noFigures = (): StaffDayFigures => ({
  salesCents: 0,
  tipCents: 0,
  supplyCents: 0,
  appointments: 0,
  turn: 0,
  clockInMs: null,
});

/** One day, YYYY-MM-DD (the field named `date`). */
const STAFF_DAY_RULE: PeriodRule = { format: 'YYYY-MM-DD', fields: ['date', 'date'] };

/**
 * The statement: per day of `span` and staff member, their SERVICE lines' prices and supply fees on the
 * day's sales (tickets CLOSED that day, not voided), their tips on them, their appointments starting that
 * day (not canceled nor deleted), and their working day (clock-in, turns).
 */
function staffDayStatement(shopId: number, span: BusinessDays): SQL {
  const bounds = boundsArray(dayBounds(span));
  const start = span.start.toISOString();
  const end = span.end.toISOString();
  return sql`
    with scoped as materialized (
      select ${tickets.id} as id, width_bucket(${tickets.closedAt}, ${bounds}) as day
      from ${tickets}
      where ${tickets.shopId} = ${shopId}
        and ${tickets.status} = ${CLOSED_STATUS}
        and ${tickets.voidedAt} is null
        and ${tickets.closedAt} >= ${start}::timestamptz
        and ${tickets.closedAt} < ${end}::timestamptz
    ),
    ids as materialized (select coalesce(array_agg(id), '{}') as ids from scoped)
    select
      (select coalesce(json_agg(json_build_array(day, staff_id, sales, supply)), '[]'::json)
         from (select s.day, ${ticketLines.staffId} as staff_id,
                      sum(${ticketLines.priceCents}) as sales, sum(${ticketLines.supplyCents}) as supply
                 from ${ticketLines}
                 join scoped s on s.id = ${ticketLines.ticketId}, ids
                where ${ticketLines.ticketId} = any(ids.ids)
                  and ${ticketLines.kind} = 'SERVICE'
                  and ${ticketLines.staffId} is not null
                group by 1, 2) l) as sales,
      (select coalesce(json_agg(json_build_array(day, staff_id, tip)), '[]'::json)
         from (select s.day, ${ticketTips.staffId} as staff_id, sum(${ticketTips.amountCents}) as tip
                 from ${ticketTips}
                 join scoped s on s.id = ${ticketTips.ticketId}, ids
                where ${ticketTips.ticketId} = any(ids.ids)
                group by 1, 2) t) as tips,
      (select coalesce(json_agg(json_build_array(day, staff_id, n)), '[]'::json)
         from (select width_bucket(${appointments.startAt}, ${bounds}) as day,
                      ${appointments.staffId} as staff_id, count(*) as n
                 from ${appointments}
                where ${appointments.shopId} = ${shopId}
                  and ${appointments.staffId} is not null
                  and ${appointments.startAt} >= ${start}::timestamptz
                  and ${appointments.startAt} < ${end}::timestamptz
                  and ${appointments.status} not in (${sql.join(
                    UNCOUNTED_APPOINTMENT_STATUSES.map((s) => sql`${s}`),
                    sql`, `,
                  )})
                group by 1, 2) a) as appointments,
      (select coalesce(json_agg(json_build_array(
                 ${staffDays.businessDate}::text, ${staffDays.staffId}, ${staffDays.turn},
                 floor(extract(epoch from ${staffDays.clockInAt}) * 1000)::bigint)), '[]'::json)
         from ${staffDays}
        where ${staffDays.shopId} = ${shopId}
          and ${staffDays.businessDate} >= ${span.from}
          and ${staffDays.businessDate} <= ${span.to}) as worked`;
}

/** Each business day's figures of `span` (in day order), in one statement. */
export async function loadStaffDays(db: Executor, shopId: number, span: BusinessDays): Promise<StaffDay[]> {
  const result = await db.execute(staffDayStatement(shopId, span));
  const row = result.rows[0];
  if (!row) throw new Error('staff daily: the statement returned no row');
  const days = Array.from({ length: span.days }, () => new Map<number, StaffDayFigures>());
  const figuresOf = (index: number, staffId: unknown) => {
    const day = days[index];
    if (!day) throw new Error('staff daily: a row outside its days');
    const id = whole(staffId, 'a staff id');
    let figures = day.get(id);
    if (!figures) {
      figures = noFigures();
      day.set(id, figures);
    }
    return figures;
  };
  const bucket = (b: unknown) => whole(b, 'a day bucket') - 1;
  for (const [day, staffId, sales, supply] of jsonRows(row.sales, 'staff sales')) {
    const f = figuresOf(bucket(day), staffId);
    f.salesCents += whole(sales, 'sales');
    f.supplyCents += whole(supply, 'supply');
  }
  for (const [day, staffId, tip] of jsonRows(row.tips, 'staff tips')) {
    figuresOf(bucket(day), staffId).tipCents += whole(tip, 'a tip');
  }
  for (const [day, staffId, n] of jsonRows(row.appointments, 'staff appointments')) {
    figuresOf(bucket(day), staffId).appointments += whole(n, 'an appointment count');
  }
  const firstIso = span.from;
  for (const [date, staffId, turn, clockIn] of jsonRows(row.worked, 'working days')) {
    if (typeof date !== 'string') throw new Error('staff daily: malformed working day');
    const index = Math.round(
      (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${firstIso}T00:00:00Z`)) / 86_400_000,
    );
    const f = figuresOf(index, staffId);
    f.turn = whole(turn, 'a turn');
    f.clockInMs = clockIn === null || clockIn === undefined ? null : whole(clockIn, 'a clock-in');
  }
  return days;
}

/** A staff member of the salon as the reports read them (active or not). */
export interface SalonMember extends AdminStaffItem {
  active: boolean;
}

/** Every staff member of the salon (active or not), in the salon's order. */
export async function salonMembers(db: Executor, shopId: number): Promise<SalonMember[]> {
  return db
    .select({
      id: staff.id,
      firstName: staff.firstName,
      lastName: staff.lastName,
      phone: staff.phone,
      urlImage: staff.avatarUrl,
      positionName: staff.positionName,
      star: staff.star,
      active: staff.active,
    })
    .from(staff)
    .where(eq(staff.shopId, shopId))
    .orderBy(asc(staff.sortOrder), asc(staff.id));
}

/** GET /admin/staff: the salon's active staff, in the salon's order. */
export const adminStaff = (members: readonly SalonMember[]): AdminStaffItem[] =>
  members.filter((m) => m.active).map(({ active: _, ...item }) => item);

/** Clock-in time as the list shows it: hh:mm AM/PM in the salon's zone. */
export const clockInTimeIn = (instant: Date, timeZone: string): string =>
  formatIn(instant, timeZone, 'hh:mm a');

/** A staff member's row of a day: their figures, or zeros. */
export function staffDailyItem(
  member: AdminStaffItem,
  figures: StaffDayFigures | undefined,
  timeZone: string,
): StaffDailyItem {
  const f = figures ?? noFigures();
  return {
    id: member.id,
    firstName: member.firstName,
    urlImage: member.urlImage,
    phone: member.phone,
    clockInTimeCheck: f.clockInMs === null ? null : clockInTimeIn(new Date(f.clockInMs), timeZone),
    turn: f.turn,
    totalAppointment: f.appointments,
    totalSaleService: fromCents(f.salesCents),
    totalTip: fromCents(f.tipCents),
    totalSaleToday: fromCents(f.salesCents + f.tipCents),
    totalSupply: fromCents(f.supplyCents),
  };
}

/**
 * The staff daily figures of salon `shopId` for the business day `date` (YYYY-MM-DD): one row per
 * active staff member of `members` (in their order), zeros for one without figures. A bad date is
 * refused (DomainError `invalid`).
 */
export async function staffDaily(
  db: Executor,
  shopId: number,
  date: string,
  timeZone: string,
  members: readonly AdminStaffItem[],
  days: DaySource<StaffDay> = computeEveryDay,
): Promise<StaffDaily> {
  const period = parsePeriod(STAFF_DAY_RULE, date, date, timeZone);
  const [day] = await days(period, (span) => loadStaffDays(db, shopId, span));
  return { date: period.from, staff: members.map((m) => staffDailyItem(m, day?.get(m.id), timeZone)) };
}
