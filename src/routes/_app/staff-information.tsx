import { createFileRoute } from '@tanstack/react-router';
import { StaffInformationScreen } from '../../features/account/components/staff-information-screen.tsx';
import { LogoutButton } from '../../features/auth/components/logout-button.tsx';

export const Route = createFileRoute('/_app/staff-information')({
  staticData: { title: 'My account', back: true },
  component: () => <StaffInformationScreen logout={<LogoutButton />} />,
});
