import { shopEndpoints as endpoints } from '../../../contract/endpoints/shop.ts';
import type { StaffListItem } from '../../../contract/shop.ts';
import { ADMIN_POSITION } from '../../../contract/staff.ts';
import { call } from '../../../lib/http.ts';
import { useCachedRecord } from '../../../offline/hooks.ts';
import { appointmentKeys } from './appointment-keys.ts';
import { staffLists } from './appointment-records.ts';

/** The salon's staff, cached for offline use. */
export function useStaffList() {
  return useCachedRecord(staffLists, 'current', appointmentKeys.staffList(), (signal) =>
    call(endpoints.staffList, { signal }),
  );
}

/** Spec: only Admins are listed in Assign To. */
export function managersOf(staff: StaffListItem[] | undefined, exceptId?: number): StaffListItem[] {
  return (staff ?? []).filter((s) => s.positionName === ADMIN_POSITION && s.id !== exceptId);
}
