import { appointmentEndpoints as endpoints } from '../../../contract/endpoints/appointments.ts';
import { call } from '../../../lib/http.ts';
import { useCacheFirst } from '../../../offline/hooks.ts';
import { appointmentKeys } from './appointment-keys.ts';
import { readAppointment, storeAppointment } from './appointment-records.ts';

/** An appointment from this device first, refreshed from the server; kept for offline use once seen. */
export function useAppointmentDetail(id: number) {
  return useCacheFirst({
    queryKey: appointmentKeys.detail(id),
    read: async (db) => (await readAppointment(db, id))?.data,
    syncedAt: async (db) => (await readAppointment(db, id))?.syncedAt,
    refresh: async (db, signal) => {
      const detail = await call(endpoints.appointmentById, { params: { id }, signal });
      await storeAppointment(db, detail);
    },
    deps: [id],
  });
}
