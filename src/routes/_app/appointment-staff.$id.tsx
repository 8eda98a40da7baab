import { createFileRoute, useRouterState } from '@tanstack/react-router';
import { AppointmentStaffScreen } from '../../features/appointments/staff/appointment-staff-screen.tsx';
import { idParams } from '../../lib/route-params.ts';

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** Set by the calendar when the appointment's slot is disabled (past or outside hours). */
    disabled?: boolean;
  }
}

export const Route = createFileRoute('/_app/appointment-staff/$id')({
  params: idParams('id'),
  staticData: { title: 'Appointment', back: true },
  component: AppointmentStaffPage,
});

function AppointmentStaffPage() {
  const disabled = useRouterState({ select: (s) => s.location.state.disabled === true });
  return <AppointmentStaffScreen id={Route.useParams().id} disabled={disabled} />;
}
