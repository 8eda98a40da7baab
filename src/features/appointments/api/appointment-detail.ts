import type { AppointmentDetail } from '../../../contract/appointment.ts';
import { appointmentEndpoints as endpoints } from '../../../contract/endpoints/appointments.ts';
import { call } from '../../../lib/http.ts';
import { useSignedIn } from '../../../lib/signed-in.ts';
import { wallClockDay } from '../../../lib/wall-clock.ts';
import { useCacheFirst } from '../../../offline/hooks.ts';
import type { KeptRead } from '../../../offline/kept.ts';
import { appointmentKeys } from './appointment-keys.ts';
import { pruneAppointments, readAppointment, storeAppointment } from './appointment-records.ts';

/**
 * An appointment from this device first, refreshed from the server; kept for offline use once seen
 * (a record: offline changes of both details act on it, the service worker too), and the appointments
 * of days far from today and from this one forgotten as the calendar forgets its days.
 */
export function useAppointmentDetail(id: number): KeptRead<AppointmentDetail> {
  const { today } = useSignedIn();
  return useCacheFirst({
    queryKey: appointmentKeys.detail(id),
    read: async (db) => (await readAppointment(db, id))?.data,
    syncedAt: async (db) => (await readAppointment(db, id))?.syncedAt,
    refresh: async (db, signal) => {
      const detail = await call(endpoints.appointmentById, { params: { id }, signal });
      await storeAppointment(db, detail);
      await pruneAppointments(db, { today, chosen: wallClockDay(detail.startTime) });
    },
    deps: [id],
  });
}
