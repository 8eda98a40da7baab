import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ClosedTicketsScreen } from '../../../features/tickets/components/closed-tickets-screen.tsx';
import { rememberDay, rememberedDay } from '../../../features/tickets/model/remembered-day.ts';
// Light imports only: a route's config (not its component) loads with the app's start.
import { isIsoDay, todayIn } from '../../../lib/day.ts';
import { readSession } from '../../../lib/session.ts';
import { deviceTimeZone } from '../../../lib/time-zone.ts';

const searchSchema = z.object({
  day: z.catch(z.optional(z.string()), undefined),
  page: z.catch(z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000))), undefined),
});

/** The salon's today and the day shown: the URL's, else the remembered one; never after today. */
function dayOf(search: { day?: string | undefined }): { day: string; today: string } {
  const session = readSession();
  const today = todayIn(session?.salonInfo?.timezone ?? deviceTimeZone());
  const asked = search.day;
  if (asked && isIsoDay(asked) && asked <= today) return { day: asked, today };
  return { day: rememberedDay(session?.shopId ?? 0, today), today };
}

export const Route = createFileRoute('/_app/_manager/tickets')({
  validateSearch: searchSchema,
  staticData: { title: 'Closed Tickets' },
  loaderDeps: ({ search }) => ({ day: dayOf(search).day, page: search.page ?? 1 }),
  // The page from the device (or the network) before the screen draws.
  loader: async ({ context, deps }) => {
    const session = readSession();
    if (!session) return;
    const { prefetchClosedTickets } = await import('../../../features/tickets/api/closed-tickets.ts');
    await prefetchClosedTickets(context.queryClient, session.shopId, deps.day, deps.page);
  },
  component: ClosedTicketsPage,
});

function ClosedTicketsPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { day, today } = dayOf(search);
  const shopId = readSession()?.shopId ?? 0;
  return (
    <ClosedTicketsScreen
      day={day}
      page={search.page ?? 1}
      today={today}
      onDay={(next) => {
        rememberDay(shopId, next, today);
        void navigate({ search: { day: next, page: 1 } });
      }}
      onPage={(page) => void navigate({ search: { day, page } })}
    />
  );
}
