import { sql } from 'drizzle-orm';
import { MAX_STAFF_REVIEWS, type StaffReview } from '../../../src/contract/manager-reports.ts';
import type { Executor } from '../../db/connect.ts';
import { jsonRows, text, whole } from '../../db/rows.ts';
import { reviews, staff, ticketLines, tickets } from '../../db/schema.ts';
import { formatIn } from '../../time/calendar-day.ts';

/**
 * GET admin/getListReviewStaff: the customers' reviews of the salon's tickets, once per staff member with
 * a SERVICE line on the reviewed ticket (a review of a ticket two technicians worked on is each one's
 * feedback), newest first, the latest MAX_STAFF_REVIEWS rows. The star (1 to 5) is the smiley level.
 */
export async function staffReviews(db: Executor, shopId: number, timeZone: string): Promise<StaffReview[]> {
  const result = await db.execute(sql`
    select coalesce(json_agg(json_build_array(
             x.review_id, x.staff_id, x.staff_name, x.avatar, x.star, x.comment, x.customer_name,
             x.ticket_id, x.bill_number, x.created_ms) order by x.created_ms desc, x.review_id desc, x.staff_id),
             '[]'::json) as rows
    from (
      select r.id as review_id, s.id as staff_id, trim(s.first_name || ' ' || s.last_name) as staff_name,
             s.avatar_url as avatar, r.star, r.comment, t.customer_name, t.id as ticket_id, t.bill_number,
             floor(extract(epoch from r.created_at) * 1000)::bigint as created_ms
      from ${reviews} r
      join ${tickets} t on t.id = r.ticket_id
      join lateral (select distinct l.staff_id from ${ticketLines} l
                     where l.ticket_id = r.ticket_id and l.kind = 'SERVICE' and l.staff_id is not null) l on true
      join ${staff} s on s.id = l.staff_id
      where r.shop_id = ${shopId} and r.star between 1 and 5
      order by r.created_at desc, r.id desc, s.id
      limit ${MAX_STAFF_REVIEWS}
    ) x`);
  return jsonRows(result.rows[0]?.rows ?? '[]', 'reviews').map(
    ([
      reviewId,
      staffId,
      staffName,
      avatar,
      star,
      comment,
      customerName,
      ticketId,
      billNumber,
      createdMs,
    ]) => ({
      reviewId: whole(reviewId, 'a review id'),
      staffId: whole(staffId, 'a staff id'),
      staffName: text(staffName),
      avatar: typeof avatar === 'string' ? avatar : null,
      feedBack: whole(star, 'a star'),
      comment: text(comment),
      customerName: text(customerName),
      billId: whole(ticketId, 'a ticket id'),
      billNumber: whole(billNumber, 'a bill number'),
      createDate: formatIn(new Date(whole(createdMs, 'a review time')), timeZone, 'MM-dd-yyyy hh:mm a'),
    }),
  );
}
