import type { SeedContext } from './context.ts';
import type { CouponDef } from './salons.ts';
import { addDays } from './time.ts';

/** The salon's coupons, ending some days after today. */
export function addCoupons(ctx: SeedContext): void {
  ctx.shop.coupons = ctx.def.coupons.map((cd) => ({
    id: 0,
    def: cd,
    endDate: addDays(ctx.today, cd.endsInDays).iso,
  }));
}

/** A coupon's discount on `amount` cents: a percentage or a fixed amount, never more than half. */
export const couponDiscount = (cd: CouponDef, amount: number): number =>
  Math.min(
    Math.floor(amount / 2),
    cd.discountType === 1 ? Math.round((amount * cd.discountValue) / 100) : cd.discountValue,
  );
