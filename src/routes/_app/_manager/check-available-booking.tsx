import { createFileRoute } from '@tanstack/react-router';
import { CheckAvailableScreen } from '../../../features/appointments/manager/check-available/check-available-screen.tsx';

/** Spec part 2 §2: /check-available-booking, the availability check. */
export const Route = createFileRoute('/_app/_manager/check-available-booking')({
  staticData: { title: 'Check Available', back: true, parent: '/appointments' },
  component: CheckAvailableScreen,
});
