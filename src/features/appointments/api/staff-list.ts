import { endpoints } from '../../../contract/endpoints.ts';
import type { StaffListItem } from '../../../contract/shop.ts';
import { ADMIN_POSITION } from '../../../contract/staff.ts';
import { call } from '../../../lib/http.ts';
import { useCacheFirst } from '../../../offline/hooks.ts';
import { readSnapshot, storeSnapshot } from '../../../offline/stores.ts';
import { appointmentKeys } from './appointment-keys.ts';

const KEY = 'staffList';

/** The salon's staff, cached for offline use. */
export function useStaffList() {
  return useCacheFirst({
    queryKey: appointmentKeys.staffList(),
    read: async (db) => (await readSnapshot<StaffListItem[]>(db, KEY))?.value,
    syncedAt: async (db) => (await readSnapshot(db, KEY))?.syncedAt,
    refresh: async (db, signal) => storeSnapshot(db, KEY, await call(endpoints.staffList, { signal })),
    deps: [],
  });
}

/** Spec: only Admins are listed in Assign To. */
export function managersOf(staff: StaffListItem[] | undefined, exceptId?: number): StaffListItem[] {
  return (staff ?? []).filter((s) => s.positionName === ADMIN_POSITION && s.id !== exceptId);
}
