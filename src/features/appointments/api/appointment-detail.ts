import { appointmentEndpoints as endpoints } from '../../../contract/endpoints/appointments.ts';
import { call } from '../../../lib/http.ts';
import { useCacheFirst } from '../../../offline/hooks.ts';
import { readAppointment, storeAppointment } from '../../../offline/stores.ts';
import { appointmentKeys } from './appointment-keys.ts';

/** An appointment from this device first, refreshed from the server; kept for offline use once seen. */
export function useAppointmentDetail(id: number) {
  return useCacheFirst({
    queryKey: appointmentKeys.detail(id),
    read: (db) => readAppointment(db, id),
    syncedAt: async (db) => (await readAppointment(db, id))?.syncedAt,
    refresh: async (db, signal) => {
      const detail = await call(endpoints.appointmentById, { params: { id }, signal });
      await storeAppointment(db, detail);
    },
    deps: [id],
  });
}
