/**
 * Calendar items for tests and the layout benchmark (bench/calendar-layout.ts). Not imported by the app.
 */
import { mulberry32 } from '../../server/db/seed/random.ts';
import type { CalendarItem } from '../../src/contract/appointment.ts';
import { formatCalendarTime, type IsoDay, parseHourMinute } from '../../src/ui/calendar/calendar-time.ts';

export interface ItemSpec {
  id: number;
  staffId?: number;
  type?: CalendarItem['type'];
  day?: IsoDay;
  /** 'HH:mm' on `day`. */
  from: string;
  to: string;
  customerName?: string;
  confirm?: boolean;
  requestStaff?: boolean;
  sourceType?: number;
  services?: string[];
  note?: string;
}

export const FIXTURE_DAY = '2025-03-10'; // a Monday

/** One calendar item on `day` (default FIXTURE_DAY) from 'HH:mm' to 'HH:mm'. */
export function makeItem(spec: ItemSpec): CalendarItem {
  const day = spec.day ?? FIXTURE_DAY;
  return {
    id: spec.id,
    staffId: spec.staffId ?? 1,
    type: spec.type ?? 'apt',
    startTime: formatCalendarTime(day, parseHourMinute(spec.from)),
    endTime: formatCalendarTime(day, parseHourMinute(spec.to)),
    customerName: spec.customerName ?? `Customer ${spec.id}`,
    confirm: spec.confirm ?? false,
    requestStaff: spec.requestStaff ?? false,
    sourceType: spec.sourceType ?? 0,
    status: spec.confirm ? 1 : 0,
    services: (spec.services ?? ['Gel Manicure']).map((serviceName) => ({ serviceName })),
    note: spec.note ?? '',
  };
}

/**
 * A busy day for one staff member: `appointments` appointments and `blocks` block hours starting on
 * 5-minute marks between 8:30 and 21:25, 15 to 60 minutes long (one in ten zero-length), ids from
 * `firstId`. Dense on purpose: with 60 appointments most of them overlap something.
 */
export function busyDay(
  seed: number,
  { staffId = 1, appointments = 60, blocks = 10, day = FIXTURE_DAY, firstId = 1 } = {},
): CalendarItem[] {
  const random = mulberry32(seed);
  const items: CalendarItem[] = [];
  for (let i = 0; i < appointments + blocks; i++) {
    const type = i < appointments ? 'apt' : 'block-hour';
    const start = 8 * 60 + 30 + Math.floor(random() * 156) * 5;
    const length = random() < 0.1 ? 0 : (1 + Math.floor(random() * 4)) * 15;
    const id = firstId + i;
    items.push({
      id,
      staffId,
      type,
      startTime: formatCalendarTime(day, start),
      endTime: formatCalendarTime(day, start + length),
      customerName: type === 'apt' ? `Customer ${id}` : '',
      confirm: random() < 0.5,
      requestStaff: random() < 0.3,
      sourceType: random() < 0.5 ? 0 : 1,
      status: 0,
      services: type === 'apt' ? [{ serviceName: 'Gel Manicure' }, { serviceName: 'Pedicure' }] : [],
      note: type === 'apt' ? '' : 'Lunch',
    });
  }
  return items;
}
