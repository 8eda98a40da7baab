import { createFileRoute } from '@tanstack/react-router';
import { ManagerAppointmentScreen } from '../../../features/appointments/manager/detail/manager-appointment-screen.tsx';
import { idParams } from '../../../lib/route-params.ts';

/** Spec part 2 §2: /appointment/{id}, the manager's appointment detail. */
export const Route = createFileRoute('/_app/_manager/appointment/$id')({
  params: idParams('id'),
  staticData: { title: 'Appointment', back: true, parent: '/appointments' },
  component: () => <ManagerAppointmentScreen id={Route.useParams().id} />,
});
