import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AppointmentDetail,
  type AppointmentListItem,
  type CalendarItem,
  type UpdateAppointmentRequest,
  updateAppointmentRequest,
} from '../../../contract/appointment.ts';
import {
  type Draft,
  type DraftLine,
  draftChanged,
  draftOf,
  draftProblem,
  totalMinutes,
  updateRequestOf,
} from '../manager/model/manager-draft.ts';
import {
  calendarWithStatus,
  calendarWithUpdate,
  type Directory,
  detailDeleted,
  detailWithStatus,
  detailWithUpdate,
  type ListAnswer,
  listWithout,
  listWithStatus,
  listWithUpdate,
  strStatusOf,
} from './manager-patches.ts';

const detail: AppointmentDetail = {
  id: 41,
  status: 0,
  strStartDate: '11-25-2026 09:00 AM',
  startTime: '11-25-2026 09:00:00',
  endTime: '11-25-2026 10:15:00',
  staffId: 3,
  name: 'Mai Pham',
  avatar: '/media/mai.png',
  note: 'Window seat',
  duration: 75,
  customerName: 'Anna Tran',
  customerPhone: '4085550134',
  requestStaff: false,
  sourceType: 0,
  services: [
    { id: 10, serviceName: 'Gel Manicure', price: 35, duration: 45, staffId: null },
    { id: 11, serviceName: 'Spa Pedicure', price: 40, duration: 30, staffId: null },
  ],
  shop: { apiKey: 'luxe-key' },
  reassignment: null,
};

const listItem = (id: number, staffId: number | null = 3): AppointmentListItem => ({
  id,
  appointmentId: id,
  customerId: 5,
  customerName: 'Anna Tran',
  customerPhone: '4085550134',
  phone: '4085550134',
  services: [
    { id: 10, serviceName: 'Gel Manicure', duration: 45 },
    { id: 11, serviceName: 'Spa Pedicure', duration: 30 },
  ],
  bookingType: 0,
  staffId,
  staffName: staffId === null ? 'Anyone' : 'Mai Pham',
  start_time: '11-25-2026 09:00:00',
  end_time: '11-25-2026 10:15:00',
  dateAppointment: '11-25-2026 09:00 AM',
  note: '',
  status: 0,
  strStatus: 'NEW',
  isAnybody: staffId === null,
  requestStaff: false,
});

const list: ListAnswer = { data: [listItem(40), listItem(41), listItem(42)] };

const calendarItem: CalendarItem = {
  id: 41,
  staffId: 3,
  type: 'apt',
  startTime: '11-25-2026 09:00:00',
  endTime: '11-25-2026 10:15:00',
  customerName: 'Anna Tran',
  confirm: false,
  requestStaff: false,
  sourceType: 0,
  status: 0,
  services: [{ serviceName: 'Gel Manicure' }, { serviceName: 'Spa Pedicure' }],
  note: '',
};

const names: Directory = {
  staff: (id) =>
    ({ 3: { name: 'Mai Pham', avatar: null }, 7: { name: 'Tony Vo', avatar: '/media/tony.png' } })[id],
  service: (id) =>
    ({
      10: { serviceName: 'Gel Manicure', price: 35, duration: 45 },
      11: { serviceName: 'Spa Pedicure', price: 40, duration: 30 },
    })[id],
};

describe('confirm and cancel, shown at once', () => {
  it('set the status in the detail; a cancel shows its reason as the note', () => {
    expect(detailWithStatus(detail, { appointmentId: 41, status: 1 })).toEqual({ ...detail, status: 1 });
    expect(detailWithStatus(detail, { appointmentId: 41, status: 4, reason: 'Sick' })).toEqual({
      ...detail,
      status: 4,
      note: 'Sick',
    });
    expect(detailWithStatus(detail, { appointmentId: 9, status: 1 })).toBe(detail);
  });

  it('set the status of that appointment only in a kept list, with its strStatus', () => {
    const next = listWithStatus(list, { appointmentId: 41, status: 4, reason: 'Busy' });
    expect(next.data.map((i) => [i.id, i.status, i.strStatus, i.note])).toEqual([
      [40, 0, 'NEW', ''],
      [41, 4, 'CANCEL', 'Busy'],
      [42, 0, 'NEW', ''],
    ]);
    expect(listWithStatus(list, { appointmentId: 41, status: 1 }).data[1]?.strStatus).toBe('CONFIRMED');
    // A list without it is the same answer.
    expect(listWithStatus(list, { appointmentId: 99, status: 1 })).toBe(list);
  });

  it('mark the staff calendar (confirmed shows its tick)', () => {
    expect(calendarWithStatus(calendarItem, 1)).toMatchObject({ status: 1, confirm: true });
    expect(calendarWithStatus({ ...calendarItem, confirm: true }, 4)).toMatchObject({
      status: 4,
      confirm: false,
    });
  });

  it('names every status as the list does', () => {
    expect([0, 1, 2, 3, 4].map(strStatusOf)).toEqual([
      'NEW',
      'CONFIRMED',
      'IN_SERVICE',
      'FINISHED',
      'CANCEL',
    ]);
  });
});

describe('delete, shown at once', () => {
  it('marks the detail deleted and removes the appointment from a kept list', () => {
    expect(detailDeleted(detail, 41).status).toBe(5);
    expect(detailDeleted(detail, 40)).toBe(detail);
    expect(listWithout(list, 41).data.map((i) => i.id)).toEqual([40, 42]);
    expect(listWithout(list, 99)).toBe(list);
  });

  it('removes exactly that appointment from any list', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 200 }), { maxLength: 20 }),
        fc.integer({ min: 1, max: 200 }),
        (ids, gone) => {
          const answer = { data: ids.map((id) => listItem(id)) };
          const next = listWithout(answer, gone);
          expect(next.data.map((i) => i.id)).toEqual(ids.filter((id) => id !== gone));
        },
      ),
    );
  });
});

const [manicure, pedicure] = draftOf(detail).lines as [DraftLine, DraftLine];
const firstItem = {
  staffId: 7,
  serviceIds: [11],
  startTime: '11/26/2026 13:30',
  endTime: '11/26/2026 14:00',
};

const update = (over: Partial<UpdateAppointmentRequest> = {}): UpdateAppointmentRequest => ({
  id: 41,
  items: [firstItem],
  bookingType: 0,
  note: 'Window seat',
  isAnybody: 0,
  apiKey: 'luxe-key',
  ...over,
});

describe('update, shown at once', () => {
  it('moves the detail to its new time and staff, with the services kept', () => {
    const next = detailWithUpdate(detail, update(), names);
    expect(next).toMatchObject({
      staffId: 7,
      name: 'Tony Vo',
      avatar: '/media/tony.png',
      startTime: '11-26-2026 13:30:00',
      endTime: '11-26-2026 14:00:00',
      strStartDate: '11-26-2026 01:30 PM',
      duration: 30,
      // Each service says who does it: the item's staff member.
      services: [{ id: 11, serviceName: 'Spa Pedicure', price: 40, duration: 30, staffId: 7 }],
    });
    expect(detailWithUpdate(detail, update({ id: 9 }), names)).toBe(detail);
  });

  it('spans every staff member’s item and writes Anyone for no staff', () => {
    const next = detailWithUpdate(
      detail,
      update({
        isAnybody: 1,
        items: [
          { staffId: null, serviceIds: [10], startTime: '11/25/2026 09:00', endTime: '11/25/2026 09:45' },
          { staffId: 7, serviceIds: [11], startTime: '11/25/2026 09:00', endTime: '11/25/2026 09:30' },
        ],
      }),
      names,
    );
    expect(next).toMatchObject({ staffId: null, name: 'Anyone', avatar: null, duration: 45 });
    expect(next.services.map((s) => s.id)).toEqual([10, 11]);
  });

  it('moves the appointment in a kept list, other appointments untouched', () => {
    const next = listWithUpdate(list, update(), names);
    expect(next.data[0]).toBe(list.data[0]);
    expect(next.data[2]).toBe(list.data[2]);
    expect(next.data[1]).toMatchObject({
      staffId: 7,
      staffName: 'Tony Vo',
      isAnybody: false,
      start_time: '11-26-2026 13:30:00',
      end_time: '11-26-2026 14:00:00',
      dateAppointment: '11-26-2026 01:30 PM',
      services: [{ id: 11, serviceName: 'Spa Pedicure', duration: 30 }],
    });
    expect(listWithUpdate(list, update({ id: 99 }), names)).toBe(list);
  });

  it('keeps a staff name it cannot know rather than guessing', () => {
    const unknown: Directory = { staff: () => undefined, service: () => undefined };
    const next = listWithUpdate(list, update(), unknown);
    expect(next.data[1]).toMatchObject({ staffId: 7, staffName: 'Mai Pham' });
  });

  it('moves the staff calendar record to its new staff member and time', () => {
    const next = calendarWithUpdate(calendarItem, update(), names);
    expect(next).toMatchObject({
      staffId: 7,
      startTime: '11-26-2026 13:30:00',
      endTime: '11-26-2026 14:00:00',
      services: [{ serviceName: 'Spa Pedicure' }],
    });
    // Anyone: the record stays with its staff member until the server says who.
    const anyone = update({ isAnybody: 1, items: [{ ...firstItem, staffId: null }] });
    expect(calendarWithUpdate(calendarItem, anyone, names).staffId).toBe(3);
  });
});

describe('the manager’s draft and its update request', () => {
  it('starts as the appointment is and sends it unchanged', () => {
    const draft = draftOf(detail);
    expect(draft).toMatchObject({ day: '2026-11-25', startMinutes: 540, staffId: 3 });
    expect(draftChanged(draft, detail)).toBe(false);
    expect(totalMinutes(draft.lines)).toBe(75);
    expect(updateRequestOf(41, draft, 'luxe-key')).toEqual({
      id: 41,
      items: [
        { staffId: 3, serviceIds: [10, 11], startTime: '11/25/2026 09:00', endTime: '11/25/2026 10:15' },
      ],
      bookingType: 0,
      note: 'Window seat',
      isAnybody: 0,
      apiKey: 'luxe-key',
    });
  });

  it('sends one item per staff member, the appointment’s own first, side by side from the start', () => {
    const base = draftOf(detail);
    const draft: Draft = {
      ...base,
      startMinutes: 600,
      lines: [{ ...manicure, staffId: 7 }, pedicure],
    };
    expect(draftChanged(draft, detail)).toBe(true);
    expect(updateRequestOf(41, draft, 'k').items).toEqual([
      { staffId: 3, serviceIds: [11], startTime: '11/25/2026 10:00', endTime: '11/25/2026 10:30' },
      { staffId: 7, serviceIds: [10], startTime: '11/25/2026 10:00', endTime: '11/25/2026 10:45' },
    ]);
  });

  it('Anyone is isAnybody 1 with no staff id; removed services are not sent', () => {
    const base = draftOf(detail);
    const draft: Draft = { ...base, staffId: null, lines: [pedicure] };
    const body = updateRequestOf(41, draft, 'k');
    expect(body.isAnybody).toBe(1);
    expect(body.items).toEqual([
      { staffId: null, serviceIds: [11], startTime: '11/25/2026 09:00', endTime: '11/25/2026 09:30' },
    ]);
    expect(draftChanged(draft, detail)).toBe(true);
    expect(draftProblem({ ...base, lines: [] })).toBe('Choose at least one service');
    expect(draftProblem(base)).toBeNull();
  });

  it('always makes a request the contract takes, whatever the assignments', () => {
    const line = fc.record({
      serviceId: fc.integer({ min: 1, max: 50 }),
      serviceName: fc.constant('S'),
      price: fc.constant(10),
      duration: fc.integer({ min: 0, max: 12 }).map((n) => n * 15),
      staffId: fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined }),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
        fc.integer({ min: 0, max: 23 * 60 }),
        (lines, staffId, startMinutes) => {
          const body = updateRequestOf(
            41,
            { day: '2026-11-25', startMinutes, staffId, lines, note: '' },
            'k',
          );
          expect(updateAppointmentRequest.safeParse(body).success).toBe(true);
          // Every service sent once, by the staff member it was given to.
          expect(body.items.flatMap((i) => i.serviceIds).sort()).toEqual(
            lines.map((l) => l.serviceId).sort(),
          );
          expect(new Set(body.items.map((i) => i.staffId)).size).toBe(body.items.length);
          expect(body.isAnybody).toBe(body.items[0]?.staffId === null ? 1 : 0);
        },
      ),
    );
  });
});
