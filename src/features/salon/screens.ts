import { defineManagerScreen } from '../../lib/screens.ts';

/** Salon Information: the salon's profile, edited by its managers (not a report of today: no warm-up). */
export const salonInformationScreen = defineManagerScreen({
  label: 'Salon Information',
  to: '/salon-information',
});
