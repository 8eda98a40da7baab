import { type SQL, sql } from 'drizzle-orm';
import { maskPhoneLast4 } from '../../../src/contract/common.ts';
import {
  MAX_REDEEM_HISTORY,
  REDEEM_SOURCES,
  type RedeemHistory,
  type RedeemHistoryQuery,
  type RedeemSource,
} from '../../../src/contract/marketing.ts';
import type { Executor } from '../../db/connect.ts';
import { text, whole } from '../../db/rows.ts';
import { couponRedemptions, coupons, customers } from '../../db/schema.ts';
import { businessDays, parseDay } from '../../time/business-days.ts';
import { customerNameOf } from './marketing-math.ts';

const isSource = (value: string): value is RedeemSource =>
  (REDEEM_SOURCES as readonly string[]).includes(value);

/** A business day's coupon redemptions of the salon (GET report/redeem-history), newest first. */
export async function redeemHistory(
  db: Executor,
  shopId: number,
  q: RedeemHistoryQuery,
  timeZone: string,
): Promise<RedeemHistory> {
  const day = parseDay(q.date, 'MM-DD-YYYY', 'date');
  const span = businessDays(day, day, timeZone);
  const filters: SQL[] = [
    sql`${couponRedemptions.shopId} = ${shopId}`,
    sql`${couponRedemptions.createdAt} >= ${span.start.toISOString()}::timestamptz`,
    sql`${couponRedemptions.createdAt} < ${span.end.toISOString()}::timestamptz`,
  ];
  if (q.source) filters.push(sql`${couponRedemptions.source} = ${q.source}`);
  const result = await db.execute(sql`
    select ${couponRedemptions.id} as id, ${couponRedemptions.source} as source,
           ${couponRedemptions.amountCents} as amount, ${couponRedemptions.discountCents} as discount,
           to_char(${couponRedemptions.createdAt} at time zone ${timeZone}, 'MM-DD-YYYY HH12:MI AM') as created,
           ${coupons.code} as code, ${coupons.name} as coupon, ${customers.fullName} as name,
           ${customers.phone} as phone, count(*) over () as total
      from ${couponRedemptions}
      join ${coupons} on ${coupons.id} = ${couponRedemptions.couponId}
      left join ${customers} on ${customers.id} = ${couponRedemptions.customerId}
     where ${sql.join(filters, sql` and `)}
     order by ${couponRedemptions.createdAt} desc, ${couponRedemptions.id} desc
     limit ${MAX_REDEEM_HISTORY}`);
  return {
    date: q.date,
    total: whole(result.rows[0]?.total ?? 0, 'redemptions'),
    items: result.rows.map((r) => {
      const source = text(r.source);
      return {
        id: whole(r.id, 'a redemption id'),
        customerName: customerNameOf(text(r.name)),
        phone: maskPhoneLast4(text(r.phone)),
        createDate: text(r.created),
        content: `${text(r.code)} · ${text(r.coupon)}`,
        amount: whole(r.amount, 'an amount') / 100,
        discount: whole(r.discount, 'a discount') / 100,
        source: isSource(source) ? source : 'TICKET',
      };
    }),
  };
}
