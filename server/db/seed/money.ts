import { at, sum } from './base.ts';
import { GIFT_CARDS } from './catalogue.ts';
import type { SeedContext } from './context.ts';
import { couponDiscount } from './coupons.ts';
import type { CouponM, CustomerM, PaymentM, StaffM, TicketM } from './model.ts';
import { REFUND_REASONS, REVIEW_COMMENTS, VOID_REASONS } from './names.ts';
import { addMinutes, minDate } from './time.ts';

/**
 * Bill numbers in check-in order, then each ticket's money: discounts, tips, tax, total, payments that
 * cover it, and for closed tickets the odd void, refund and review. Tax is charged on products only
 * (taxCents = round(products × taxBps / 10000)); discounts apply to services only, so they never change
 * the tax; totalCents = subTotal + express − discount + tax + tip.
 */
export function settleTickets(ctx: SeedContext): void {
  ctx.shop.tickets.sort((a, b) => a.checkinAt.getTime() - b.checkinAt.getTime());
  ctx.shop.tickets.forEach((t, i) => {
    t.billNumber = 1001 + i;
    settle(ctx, t);
  });
}

/**
 * Where a coupon used at checkout reached the customer: most are typed at the desk, some came with the
 * salon's marketing (an email or a text) and some as thanks for a review. Taken in turn (no random draw,
 * so the rest of the seed stays as it was).
 */
const CHECKOUT_SOURCES = ['TICKET', 'MARKETING', 'TICKET', 'REVIEW', 'TICKET'] as const;
export const checkoutSource = (n: number): (typeof CHECKOUT_SOURCES)[number] =>
  CHECKOUT_SOURCES[n % CHECKOUT_SOURCES.length] ?? 'TICKET';

function settle(ctx: SeedContext, t: TicketM): void {
  const { rng, now, def, shop } = ctx;
  const lines = t.lines;
  const serviceSub = sum(lines.filter((l) => l.kind === 'SERVICE').map((l) => l.priceCents));
  const productSub = sum(lines.filter((l) => l.kind === 'PRODUCT').map((l) => l.priceCents));
  t.subTotalCents = sum(lines.map((l) => l.priceCents));
  t.expressCents = sum(lines.map((l) => l.expressCents));
  t.supplyCents = sum(lines.map((l) => l.supplyCents));
  const techs: StaffM[] = [];
  for (const l of lines) if (l.staff && !techs.includes(l.staff)) techs.push(l.staff);
  const closedAt = t.closedAt;
  if (closedAt) {
    const r = rng.next();
    const cap = Math.floor(serviceSub / 2);
    if (r < 0.03 && t.customer && cap > 0) {
      const coupon: CouponM = rng.pick(shop.coupons);
      const amount = couponDiscount(coupon.def, serviceSub);
      t.discounts.push({ source: 'OWNER', staff: null, amountCents: amount, couponCode: coupon.def.code });
      shop.redemptions.push({
        coupon,
        customer: t.customer,
        ticket: t,
        appt: t.appt,
        source: checkoutSource(shop.redemptions.length),
        amountCents: serviceSub,
        discountCents: amount,
        createdAt: closedAt,
      });
    } else if (r < 0.12 && cap > 0) {
      const amount = Math.min(cap, rng.pick([500, 1000, Math.max(100, Math.round(serviceSub / 1000) * 100)]));
      const byStaff = rng.chance(0.4) && techs.length > 0;
      t.discounts.push({
        source: byStaff ? 'STAFF' : 'OWNER',
        staff: byStaff ? at(techs, 0) : null,
        amountCents: amount,
        couponCode: null,
      });
    }
    if (rng.chance(0.85)) {
      for (const member of techs) {
        const base = sum(lines.filter((l) => l.staff === member).map((l) => l.priceCents + l.expressCents));
        const tip = Math.round((base * rng.int(10, 25)) / 100 / 50) * 50;
        if (tip > 0) t.tips.push({ staff: member, amountCents: tip });
      }
    }
  }
  t.discountCents = sum(t.discounts.map((x) => x.amountCents));
  t.tipCents = sum(t.tips.map((x) => x.amountCents));
  t.taxCents = Math.round((productSub * def.taxBps) / 10000);
  t.totalCents = t.subTotalCents + t.expressCents - t.discountCents + t.taxCents + t.tipCents;
  if (!closedAt) return;
  t.payments = payments(ctx, t.totalCents, t.customer !== null);
  const card = sum(t.payments.filter((p) => p.method === 'CREDIT_CARD').map((p) => p.amountCents));
  t.cardFeeCents = Math.round((card * def.cardFeeBps) / 10000);
  if (rng.chance(0.01)) {
    t.voidedAt = minDate(now, addMinutes(closedAt, rng.int(2, 30)));
    t.voidReason = rng.pick(VOID_REASONS);
    return;
  }
  if (rng.chance(0.008)) {
    const amount = rng.chance(0.5) ? serviceSub - t.discountCents : Math.round(serviceSub / 200) * 100;
    if (amount > 0) {
      t.refunds.push({
        amountCents: amount,
        reason: rng.pick(REFUND_REASONS),
        createdAt: minDate(now, addMinutes(closedAt, rng.int(1, 3) * 1440 + rng.int(0, 300))),
      });
    }
  }
  if (rng.chance(0.4)) {
    const r = rng.next();
    const star = r < 0.58 ? 5 : r < 0.84 ? 4 : r < 0.93 ? 3 : r < 0.97 ? 2 : 1;
    t.review = {
      star,
      comment: rng.chance(0.2) ? '' : rng.pick(at(REVIEW_COMMENTS, star - 1)),
      createdAt: minDate(now, addMinutes(closedAt, rng.int(20, 36 * 60))),
    };
  }
}

/** How a closed ticket of `total` cents was paid: mostly one card or cash payment, sometimes split. */
function payments(ctx: SeedContext, total: number, hasCustomer: boolean): PaymentM[] {
  const { rng } = ctx;
  const card = (amount: number): PaymentM => ({
    method: 'CREDIT_CARD',
    amountCents: amount,
    last4: rng.digits(4),
  });
  const other = (method: PaymentM['method'], amount: number): PaymentM => ({
    method,
    amountCents: amount,
    last4: null,
  });
  const r = rng.next();
  if (r < 0.58) return [card(total)];
  if (r < 0.86) return [other('CASH', total)];
  if (r < 0.93 && total > 2000) {
    const cash = 1000 * rng.int(1, Math.floor((total - 1) / 1000));
    return [other('CASH', cash), card(total - cash)];
  }
  if (r < 0.96) {
    const gift = Math.min(total, rng.pick(GIFT_CARDS));
    return gift < total ? [other('GIFT_CARD', gift), card(total - gift)] : [other('GIFT_CARD', gift)];
  }
  if (r < 0.985 && hasCustomer && total > 1500) {
    const pts = rng.pick([500, 1000]);
    return [other('POINT', pts), rng.chance(0.5) ? card(total - pts) : other('CASH', total - pts)];
  }
  if (r >= 0.985) return [other('CHECK_OTHER', total)];
  return [card(total)];
}

/** Customers' points: one per dollar of services, less points paid with; a few for those with none. */
export function addCustomerPoints(ctx: SeedContext): void {
  const spent = new Map<CustomerM, number>();
  for (const t of ctx.shop.tickets) {
    if (!t.customer || t.status !== 'CLOSED' || t.voidedAt) continue;
    const pts = sum(t.payments.filter((p) => p.method === 'POINT').map((p) => p.amountCents));
    spent.set(t.customer, (spent.get(t.customer) ?? 0) + Math.floor(t.subTotalCents / 100) - pts / 5);
  }
  for (const c of ctx.shop.customers) c.points = Math.max(0, spent.get(c) ?? ctx.rng.int(0, 40));
}
