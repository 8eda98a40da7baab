import { defineManagerScreen } from '../../lib/screens.ts';

/**
 * My account, in the manager's menu too (not in the spec's list): the manager's own photos, and the
 * salon switch for a phone with several salons.
 */
export const accountScreen = defineManagerScreen({ label: 'My account', to: '/staff-information' });
