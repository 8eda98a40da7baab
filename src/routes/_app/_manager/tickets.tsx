import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ClosedTicketsScreen } from '../../../features/tickets/components/closed-tickets-screen.tsx';
// Light imports only: a route's config (not its component) loads with the app's start.
import { rememberDay, rememberedDay } from '../../../features/tickets/model/remembered-day.ts';
import { daySearch, pageSearch } from '../../../lib/route-params.ts';
import { type SignedIn, useManager } from '../../../lib/signed-in.ts';

const searchSchema = z.object({
  day: daySearch,
  page: pageSearch,
});

/** The day shown: the URL's, else the remembered one; never after today. */
const dayOf = (asked: string | undefined, { salon, today }: SignedIn) =>
  asked && asked <= today ? asked : rememberedDay(salon.id, today);

export const Route = createFileRoute('/_app/_manager/tickets')({
  validateSearch: searchSchema,
  staticData: { title: 'Closed Tickets' },
  loaderDeps: ({ search }) => ({ day: search.day, page: search.page ?? 1 }),
  loader: async ({ context: { queryClient, manager }, deps }) => {
    const { closedTickets } = await import('../../../features/tickets/api/closed-tickets.ts');
    const day = dayOf(deps.day, manager);
    await closedTickets.prefetch(queryClient, { shopId: manager.salon.id, day, page: deps.page });
  },
  component: ClosedTicketsPage,
});

function ClosedTicketsPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const manager = useManager();
  const day = dayOf(search.day, manager);
  return (
    <ClosedTicketsScreen
      day={day}
      page={search.page ?? 1}
      onDay={(next) => {
        rememberDay(manager.salon.id, next, manager.today);
        void navigate({ search: { day: next, page: 1 } });
      }}
      onPage={(page) => void navigate({ search: { day, page } })}
    />
  );
}
