import { createFileRoute, useRouterState } from '@tanstack/react-router';
import { AppointmentStaffScreen } from '../../features/appointments/components/appointment-staff-screen.tsx';
import { NotFound } from '../../ui/not-found.tsx';

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** Set by the calendar when the appointment's slot is disabled (past or outside hours). */
    disabled?: boolean;
  }
}

export const Route = createFileRoute('/_app/appointment-staff/$id')({
  staticData: { title: 'Appointment', back: true },
  component: AppointmentStaffPage,
});

function AppointmentStaffPage() {
  const { id } = Route.useParams();
  const disabled = useRouterState({ select: (s) => s.location.state.disabled === true });
  const numeric = Number(id);
  if (!Number.isInteger(numeric) || numeric <= 0) return <NotFound />;
  return <AppointmentStaffScreen id={numeric} disabled={disabled} />;
}
