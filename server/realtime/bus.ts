import {
  type AppointmentEvent,
  shopAppointmentsTopic,
  staffAppointmentsTopic,
} from '../../src/contract/appointment.ts';

/**
 * The event bus behind the STOMP broker: topics to listeners, fanned out synchronously to this
 * process's subscribers. With several server instances on one PostgreSQL, `publish` also hands each
 * message to the relay (server/realtime/relay.ts), which sends it to the other instances, where it is
 * `deliver`ed to their subscribers; the topic map and the broker stay as they are.
 */

export type Listener = (body: string, topic: string) => void;

/** Sends a published message to the other server instances. */
export type Relay = (topic: string, body: string) => void;

export class EventBus {
  private readonly topics = new Map<string, Set<Listener>>();
  private relay: Relay | undefined;

  /** Sends every message published from now on to `relay` as well (undefined: to this process only). */
  relayTo(relay: Relay | undefined): void {
    this.relay = relay;
  }

  /** Calls `listener` for every message on `topic`; returns the function that stops it. */
  subscribe(topic: string, listener: Listener): () => void {
    let listeners = this.topics.get(topic);
    if (!listeners) {
      listeners = new Set();
      this.topics.set(topic, listeners);
    }
    listeners.add(listener);
    return () => {
      const set = this.topics.get(topic);
      if (!set) return;
      set.delete(listener);
      if (set.size === 0) this.topics.delete(topic);
    };
  }

  /**
   * Sends `body` (JSON-encoded unless already a string) to every listener of `topic`, here and on the
   * other instances; returns how many listeners of this process heard it.
   */
  publish(topic: string, body: unknown): number {
    const encoded = typeof body === 'string' ? body : JSON.stringify(body);
    this.relay?.(topic, encoded);
    return this.deliver(topic, encoded);
  }

  /** Delivers an encoded message to this process's listeners; a failing listener does not stop the others. */
  deliver(topic: string, body: string): number {
    const listeners = this.topics.get(topic);
    if (!listeners) return 0;
    for (const listener of [...listeners]) {
      try {
        listener(body, topic);
      } catch {
        // A listener is one connection: its failure is its own.
      }
    }
    return listeners.size;
  }

  listenerCount(topic: string): number {
    return this.topics.get(topic)?.size ?? 0;
  }
}

/**
 * What happened to a ticket: closed; its tip changed; its status changed (voided); money refunded on it;
 * its customer corrected. The app reloads on any of them.
 */
export type TicketEventType =
  | 'ticket-closed'
  | 'tip-changed'
  | 'status-changed'
  | 'refunded'
  | 'customer-changed';

/** What a staff member's income topic carries: enough for the app to reload the right figures. */
export interface StaffIncomeEvent {
  type: TicketEventType;
  billId: number;
  /** ISO 8601 instant of the change. */
  at: string;
}

export const STAFF_INCOME_PREFIX = '/topic/staff/income/';

export const staffIncomeTopic = (staffId: number): string => `${STAFF_INCOME_PREFIX}${staffId}`;

/** The staff id of a `/topic/staff/income/{staffId}` destination, or null for any other destination. */
export function staffIdOfIncomeTopic(destination: string): number | null {
  const match = /^\/topic\/staff\/income\/([1-9]\d{0,8})$/.exec(destination);
  return match ? Number(match[1]) : null;
}

export function publishStaffIncome(bus: EventBus, staffId: number, event: StaffIncomeEvent): number {
  return bus.publish(staffIncomeTopic(staffId), event);
}

/**
 * Who may follow a destination: a staff member's topic (income, appointments or gallery: the staff member, or a
 * manager of their salon) or a salon's appointment topic (its managers). Null for any other destination.
 */
export type TopicOwner = { kind: 'staff'; staffId: number } | { kind: 'shop'; shopId: number };

export function ownerOfTopic(destination: string): TopicOwner | null {
  const staffId = staffIdOfIncomeTopic(destination);
  if (staffId !== null) return { kind: 'staff', staffId };
  const gallery = /^\/topic\/staff\/gallery\/([1-9]\d{0,8})$/.exec(destination);
  if (gallery) return { kind: 'staff', staffId: Number(gallery[1]) };
  const match = /^\/topic\/(staff|shop)\/appointments\/([1-9]\d{0,8})$/.exec(destination);
  if (!match) return null;
  return match[1] === 'staff'
    ? { kind: 'staff', staffId: Number(match[2]) }
    : { kind: 'shop', shopId: Number(match[2]) };
}

/**
 * Tells that an appointment changed: its staff member(s) on `/topic/staff/appointments/{staffId}` (the
 * one it left too) and the salon's managers on `/topic/shop/appointments/{shopId}`. Call it after the
 * transaction has committed.
 */
export function publishAppointmentChange(
  bus: EventBus,
  shopId: number,
  staffIds: readonly (number | null)[],
  event: AppointmentEvent,
): void {
  for (const staffId of new Set(staffIds)) {
    if (staffId !== null) bus.publish(staffAppointmentsTopic(staffId), event);
  }
  bus.publish(shopAppointmentsTopic(shopId), event);
}
