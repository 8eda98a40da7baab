/** Listed appointments and block hours for the model's tests and the owner-calendar benchmark. */
import type { AppointmentListItem, BlockHour } from '../../src/contract/appointment.ts';
import { formatCalendarTime, parseHourMinute } from '../../src/ui/calendar/calendar-time.ts';

export interface ListSpec {
  id: number;
  /** YYYY-MM-DD. */
  day: string;
  /** 'HH:mm'. */
  from: string;
  to: string;
  staffId?: number | null;
  staffName?: string;
  status?: number;
  requestStaff?: boolean;
  customerName?: string;
}

export function listItem(spec: ListSpec): AppointmentListItem {
  const start = formatCalendarTime(spec.day, parseHourMinute(spec.from));
  const end = formatCalendarTime(spec.day, parseHourMinute(spec.to));
  const staffId = spec.staffId === undefined ? 1 : spec.staffId;
  return {
    id: spec.id,
    appointmentId: spec.id,
    customerId: null,
    customerName: spec.customerName ?? `Customer ${spec.id}`,
    customerPhone: '4085550134',
    phone: '4085550134',
    services: [{ id: 1, serviceName: 'Gel Manicure', duration: 45 }],
    bookingType: 0,
    staffId,
    staffName: spec.staffName ?? (staffId === null ? 'Anyone' : `Staff ${staffId}`),
    start_time: start,
    end_time: end,
    dateAppointment: '',
    note: '',
    status: spec.status ?? 0,
    strStatus: 'NEW',
    isAnybody: staffId === null,
    requestStaff: spec.requestStaff ?? false,
  };
}

export function blockHourOf(spec: {
  id: number;
  staffId: number;
  day: string;
  from: string;
  to: string;
}): BlockHour {
  return {
    id: spec.id,
    staffId: spec.staffId,
    startTime: formatCalendarTime(spec.day, parseHourMinute(spec.from)),
    endTime: formatCalendarTime(spec.day, parseHourMinute(spec.to)),
    reason: 'Lunch',
  };
}
