import { shopEndpoints as endpoints } from '../../../contract/endpoints/shop.ts';
import type { StaffListItem } from '../../../contract/shop.ts';
import { ADMIN_POSITION } from '../../../contract/staff.ts';
import { call } from '../../../lib/http.ts';
import type { ScopeDb } from '../../../offline/db.ts';
import { cacheRefreshQuery, refreshRecord, useCachedRecord } from '../../../offline/hooks.ts';
import { appointmentKeys } from './appointment-keys.ts';
import { staffLists } from './appointment-records.ts';

const fetchStaffList = (signal: AbortSignal) => call(endpoints.staffList, { signal });

/** The salon's staff, cached for offline use. */
export function useStaffList() {
  return useCachedRecord(staffLists, 'current', appointmentKeys.staffList(), fetchStaffList);
}

/** The refresh of the salon's staff, for the manager's warm-up (the owner calendar's columns offline). */
export function staffListRefreshQuery(db: ScopeDb) {
  return cacheRefreshQuery(db, appointmentKeys.staffList(), refreshRecord(staffLists, fetchStaffList));
}

/** Spec: only Admins are listed in Assign To. */
export function managersOf(staff: StaffListItem[] | undefined, exceptId?: number): StaffListItem[] {
  return (staff ?? []).filter((s) => s.positionName === ADMIN_POSITION && s.id !== exceptId);
}
