/** One appointment (41, Anna Tran with Mai Pham on 11-25-2026 at 9:00 AM) as each kept shape has it. */
import type { AppointmentDetail, AppointmentListItem, CalendarItem } from '../../src/contract/appointment.ts';

export const annaDetail: AppointmentDetail = {
  id: 41,
  status: 0,
  strStartDate: '11-25-2026 09:00 AM',
  startTime: '11-25-2026 09:00:00',
  endTime: '11-25-2026 09:45:00',
  staffId: 3,
  name: 'Mai Pham',
  avatar: null,
  note: '',
  duration: 45,
  customerName: 'Anna Tran',
  customerPhone: '4085550134',
  requestStaff: false,
  sourceType: 0,
  services: [{ id: 10, serviceName: 'Gel Manicure', price: 35, duration: 45, staffId: null }],
  shop: { apiKey: 'luxe-key' },
  reassignment: null,
};

export const annaItem: CalendarItem = {
  id: 41,
  staffId: 3,
  type: 'apt',
  startTime: annaDetail.startTime,
  endTime: annaDetail.endTime,
  customerName: 'Anna Tran',
  confirm: false,
  requestStaff: false,
  sourceType: 0,
  status: 0,
  services: [{ serviceName: 'Gel Manicure' }],
  note: '',
};

/** The appointment (or another id on the same terms) as a row of the manager's list. */
export const annaRow = (id = 41): AppointmentListItem => ({
  id,
  appointmentId: id,
  customerId: null,
  customerName: 'Anna Tran',
  customerPhone: '',
  phone: '',
  services: [{ id: 10, serviceName: 'Gel Manicure', duration: 45 }],
  bookingType: 0,
  staffId: 3,
  staffName: 'Mai Pham',
  start_time: annaDetail.startTime,
  end_time: annaDetail.endTime,
  dateAppointment: annaDetail.strStartDate,
  note: '',
  status: 0,
  strStatus: 'NEW',
  isAnybody: false,
  requestStaff: false,
});
