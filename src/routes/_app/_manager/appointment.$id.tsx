import { createFileRoute } from '@tanstack/react-router';
import { ManagerAppointmentScreen } from '../../../features/appointments/components/manager-detail/manager-appointment-screen.tsx';
import { NotFound } from '../../../ui/not-found.tsx';

/** Spec part 2 §2: /appointment/{id}, the manager's appointment detail. */
export const Route = createFileRoute('/_app/_manager/appointment/$id')({
  staticData: { title: 'Appointment', back: true },
  component: ManagerAppointmentPage,
});

function ManagerAppointmentPage() {
  const numeric = Number(Route.useParams().id);
  if (!Number.isInteger(numeric) || numeric <= 0 || numeric > 2_147_483_647) return <NotFound />;
  return <ManagerAppointmentScreen id={numeric} />;
}
