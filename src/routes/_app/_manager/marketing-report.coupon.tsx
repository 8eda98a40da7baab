import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { REDEEM_SOURCES } from '../../../contract/search-values.ts';
import { CouponScreen } from '../../../features/marketing/components/coupon-screen.tsx';
import { REPORT_TABS } from '../../../lib/report-tabs.ts';

const searchSchema = z.object({
  tab: z.catch(z.optional(z.enum(REPORT_TABS)), undefined),
  source: z.catch(z.optional(z.enum(REDEEM_SOURCES)), undefined),
});

/** Spec part 2 §2 "Coupon report": the period's coupon figures; on Today, the Redeem History. */
export const Route = createFileRoute('/_app/_manager/marketing-report/coupon')({
  validateSearch: searchSchema,
  staticData: { title: 'Coupon', back: true, parent: '/marketing-report' },
  loaderDeps: ({ search }) => ({ tab: search.tab ?? 'TODAY', source: search.source }),
  loader: async ({ context: { queryClient, manager }, deps }) => {
    if (deps.tab === 'RANGE') return;
    const [{ shopDay, redeemHistory }, { periodFor }] = await Promise.all([
      import('../../../features/marketing/api/marketing.ts'),
      import('../../../lib/periods.ts'),
    ]);
    const shopId = manager.salon.id;
    await Promise.all([
      shopDay.prefetch(queryClient, { shopId, period: periodFor(deps.tab, manager.today) }),
      deps.tab === 'TODAY' &&
        redeemHistory.prefetch(queryClient, { shopId, day: manager.today, source: deps.source }),
    ]);
  },
  component: CouponPage,
});

function CouponPage() {
  const { tab, source } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CouponScreen
      tab={tab ?? 'TODAY'}
      onTabChange={(next) => void navigate({ search: (s) => ({ ...s, tab: next }), replace: true })}
      source={source}
      onSource={(next) => void navigate({ search: (s) => ({ ...s, source: next }), replace: true })}
    />
  );
}
