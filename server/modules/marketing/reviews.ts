import { type SQL, sql } from 'drizzle-orm';
import { maskPhoneLast4 } from '../../../src/contract/common.ts';
import {
  REVIEW_PAGE_SIZE,
  type ReviewItem,
  type ReviewsPage,
  type ReviewsQuery,
} from '../../../src/contract/marketing.ts';
import type { Executor } from '../../db/connect.ts';
import { text, whole } from '../../db/rows.ts';
import { customers, reviews, services, staff, ticketLines, tickets } from '../../db/schema.ts';
import { customerNameOf } from './marketing-math.ts';

/**
 * The salon's reviews (GET report/reviews): the rating summary of them all, and one page of those the
 * star filter and the name search keep, newest first or highest rated first, each with the ticket's
 * services and who did the first of them.
 */

/** `%text%` for ILIKE, its own %, _ and \ taken as written. */
export const containing = (search: string): string => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The customer's name a review is searched and shown by: the record's, else the ticket's. */
const nameOf = sql`coalesce(${customers.fullName}, ${tickets.customerName})`;

export async function reviewsPage(
  db: Executor,
  shopId: number,
  q: ReviewsQuery,
  timeZone: string,
): Promise<ReviewsPage> {
  const page = q.page ?? 1;
  const search = (q.search ?? '').trim();
  const filters: SQL[] = [sql`${reviews.shopId} = ${shopId}`];
  if (q.star !== undefined) filters.push(sql`${reviews.star} = ${q.star}`);
  if (search !== '') filters.push(sql`${nameOf} ilike ${containing(search)}`);
  const where = sql.join(filters, sql` and `);
  const order =
    q.sort === 'HIGHEST'
      ? sql`${reviews.star} desc, ${reviews.createdAt} desc, ${reviews.id} desc`
      : sql`${reviews.createdAt} desc, ${reviews.id} desc`;
  const from = sql`${reviews}
      join ${tickets} on ${tickets.id} = ${reviews.ticketId}
      left join ${customers} on ${customers.id} = ${reviews.customerId}`;

  const [summary, counted, rows] = await Promise.all([
    db.execute(sql`select count(*) as n, coalesce(sum(${reviews.star}), 0) as stars
                     from ${reviews} where ${reviews.shopId} = ${shopId}`),
    db.execute(sql`select count(*) as n from ${from} where ${where}`),
    db.execute(sql`
      select ${reviews.id} as id, ${reviews.star} as star, ${reviews.comment} as comment,
             ${reviews.ticketId} as ticket_id, ${nameOf} as name,
             coalesce(${customers.phone}, ${tickets.customerPhone}) as phone,
             to_char(${reviews.createdAt} at time zone ${timeZone}, 'MM-DD-YYYY') as created
        from ${from}
       where ${where}
       order by ${order}
       limit ${REVIEW_PAGE_SIZE} offset ${(page - 1) * REVIEW_PAGE_SIZE}`),
  ]);
  const ticketIds = rows.rows.map((r) => whole(r.ticket_id, 'a ticket id'));
  const lines =
    ticketIds.length === 0
      ? []
      : (
          await db.execute(sql`
            select ${ticketLines.ticketId} as ticket_id, ${ticketLines.id} as id, ${ticketLines.name} as name,
                   coalesce(${services.durationMin}, 0) as duration,
                   trim(${staff.firstName} || ' ' || ${staff.lastName}) as staff_name,
                   ${staff.avatarUrl} as avatar
              from ${ticketLines}
              left join ${services} on ${services.id} = ${ticketLines.serviceId}
              left join ${staff} on ${staff.id} = ${ticketLines.staffId}
             where ${ticketLines.ticketId} in (${sql.join(
               ticketIds.map((id) => sql`${id}`),
               sql`, `,
             )})
               and ${ticketLines.kind} = 'SERVICE'
             order by ${ticketLines.id}`)
        ).rows;

  const total = whole(summary.rows[0]?.n ?? 0, 'reviews');
  const starSum = whole(summary.rows[0]?.stars ?? 0, 'stars');
  return {
    average: total === 0 ? 0 : starSum / total,
    count: total,
    total: whole(counted.rows[0]?.n ?? 0, 'reviews found'),
    page,
    reviews: rows.rows.map((r): ReviewItem => {
      const ticketId = whole(r.ticket_id, 'a ticket id');
      const mine = lines.filter((l) => whole(l.ticket_id, 'a ticket id') === ticketId);
      const first = mine.find((l) => text(l.staff_name) !== '');
      return {
        id: whole(r.id, 'a review id'),
        customerName: customerNameOf(text(r.name)),
        phone: maskPhoneLast4(text(r.phone)),
        star: whole(r.star, 'a star'),
        createDate: text(r.created),
        staffName: first ? text(first.staff_name) : '',
        staffAvatar: first && typeof first.avatar === 'string' ? first.avatar : null,
        comment: text(r.comment),
        services: mine.map((l) => ({
          id: whole(l.id, 'a line id'),
          name: text(l.name),
          duration: whole(l.duration, 'a duration'),
        })),
      };
    }),
  };
}
