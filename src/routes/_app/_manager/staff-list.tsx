import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { StaffListScreen } from '../../../features/staff-reports/components/staff-list-screen.tsx';
import { staffListDate } from '../../../features/staff-reports/model/staff-daily.ts';

/** Today by default; yesterday the alternative (spec part 1 §2). */
const searchSchema = z.object({ when: z.catch(z.optional(z.enum(['TODAY', 'YESTERDAY'])), undefined) });

export const Route = createFileRoute('/_app/_manager/staff-list')({
  validateSearch: searchSchema,
  staticData: { title: 'Staff List' },
  loaderDeps: ({ search }) => ({ when: search.when ?? 'TODAY' }),
  loader: async ({ context: { queryClient, manager }, deps }) => {
    const { staffDaily } = await import('../../../features/staff-reports/api/staff-daily.ts');
    const day = staffListDate(deps.when, manager.today);
    await staffDaily.prefetch(queryClient, { shopId: manager.salon.id, day });
  },
  component: StaffListPage,
});

function StaffListPage() {
  const { when } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <StaffListScreen
      when={when ?? 'TODAY'}
      onWhen={(next) => void navigate({ search: { when: next }, replace: true })}
    />
  );
}
