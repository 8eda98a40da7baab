import { type AppointmentDetail, appointmentDetail, PROLONG_STEP_MINUTES } from '../contract/appointment.ts';
import { addWallClockMinutes, wallClockMinutes } from '../lib/wall-clock.ts';
import type { CachedCalendarItem, OutboxEntry, ScopeDb } from './db.ts';

/**
 * Every kind of offline change: how it shows in the cached data before the server has it (pure
 * functions on cached rows, so a fresh server copy can be re-based on the changes still queued) and
 * how the server's answer is written back.
 */
interface MutationKind {
  onCalendarItem?: (item: CachedCalendarItem, entry: OutboxEntry) => CachedCalendarItem;
  onAppointment?: (detail: AppointmentDetail, entry: OutboxEntry) => AppointmentDetail;
  reconcile?: (db: ScopeDb, entry: OutboxEntry, payload: unknown) => Promise<void>;
}

export const appointmentEntity = (id: number) => `appointment:${id}`;
export const calendarKey = (type: 'apt' | 'block-hour', id: number) => `${type}:${id}`;

const prolongDelta = (entry: OutboxEntry) =>
  (entry.body as { status?: string } | undefined)?.status === 'MINUS'
    ? -PROLONG_STEP_MINUTES
    : PROLONG_STEP_MINUTES;

/** A zero-length appointment is drawn as 15 minutes; +15 makes it 15 long, as the server does. */
function prolongedEnd(startTime: string, endTime: string, delta: number): string {
  const length = wallClockMinutes(endTime) - wallClockMinutes(startTime);
  return addWallClockMinutes(startTime, Math.max(0, length) + delta);
}

async function storeDetail(db: ScopeDb, detail: AppointmentDetail): Promise<void> {
  await db.appointments.put({ ...detail, syncedAt: Date.now() });
  const key = calendarKey('apt', detail.id);
  const item = await db.calendarItems.get(key);
  if (item) await db.calendarItems.put({ ...item, startTime: detail.startTime, endTime: detail.endTime });
}

export const MUTATIONS: Record<string, MutationKind> = {
  'appointment.prolong': {
    onCalendarItem: (item, entry) => ({
      ...item,
      endTime: prolongedEnd(item.startTime, item.endTime, prolongDelta(entry)),
    }),
    onAppointment: (detail, entry) => {
      const endTime = prolongedEnd(detail.startTime, detail.endTime, prolongDelta(entry));
      return { ...detail, endTime, duration: wallClockMinutes(endTime) - wallClockMinutes(detail.startTime) };
    },
    reconcile: async (db, _entry, payload) => {
      const parsed = appointmentDetail.safeParse(payload);
      if (parsed.success) await storeDetail(db, parsed.data);
    },
  },
  // The manager decides on a reassignment; nothing changes on this device until then.
  'appointment.assign': {},
};

const entityOfItem = (item: CachedCalendarItem) => (item.type === 'apt' ? appointmentEntity(item.id) : '');

/** Changes still to be sent (refused ones no longer show: the server said no). */
async function pendingByEntity(db: ScopeDb): Promise<Map<string, OutboxEntry[]>> {
  const byEntity = new Map<string, OutboxEntry[]>();
  const pending = await db.outbox.where('state').equals('pending').sortBy('seq');
  for (const e of pending) byEntity.set(e.entity, [...(byEntity.get(e.entity) ?? []), e]);
  return byEntity;
}

/** Server copies of calendar items with the queued changes on top. */
export async function rebaseCalendarItems(
  db: ScopeDb,
  items: CachedCalendarItem[],
): Promise<CachedCalendarItem[]> {
  const pending = await pendingByEntity(db);
  if (pending.size === 0) return items;
  return items.map((item) =>
    (pending.get(entityOfItem(item)) ?? []).reduce(
      (acc, entry) => MUTATIONS[entry.kind]?.onCalendarItem?.(acc, entry) ?? acc,
      item,
    ),
  );
}

export async function rebaseAppointment(db: ScopeDb, detail: AppointmentDetail): Promise<AppointmentDetail> {
  const pending = (await pendingByEntity(db)).get(appointmentEntity(detail.id)) ?? [];
  return pending.reduce((acc, entry) => MUTATIONS[entry.kind]?.onAppointment?.(acc, entry) ?? acc, detail);
}

/** Shows a new change in the cached rows of its entity (inside the enqueue transaction). */
export async function applyOptimistic(db: ScopeDb, entry: OutboxEntry): Promise<void> {
  const kind = MUTATIONS[entry.kind];
  if (!kind) throw new Error(`Unknown change kind ${entry.kind}`);
  const match = /^appointment:(\d+)$/.exec(entry.entity);
  if (!match) return;
  const id = Number(match[1]);
  const detail = await db.appointments.get(id);
  if (detail && kind.onAppointment)
    await db.appointments.put({ ...detail, ...kind.onAppointment(detail, entry) });
  const item = await db.calendarItems.get(calendarKey('apt', id));
  if (item && kind.onCalendarItem) await db.calendarItems.put(kind.onCalendarItem(item, entry));
}

export async function reconcileMutation(db: ScopeDb, entry: OutboxEntry, payload: unknown): Promise<void> {
  await MUTATIONS[entry.kind]?.reconcile?.(db, entry, payload);
}
