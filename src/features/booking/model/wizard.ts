/**
 * The booking wizard's rules (spec part 2 §2 "Booking wizard", §4, §5, §6, §9), pure: which steps show
 * for whom, when a step is complete, what Next says, where Back leads, what BOOK ANOTHER resets, the
 * phone and coupon thresholds, the group size, the query prefill and the booking request itself.
 */

import type { BookingRequest, CatalogueCategory, CouponInfo } from '../../../contract/booking.ts';
import { MAX_GROUP } from '../../../contract/booking.ts';
import {
  bookingTimeOf,
  calendarTimeOfBooking,
  displayStartOf,
  slotMinutes,
  slotOf,
} from '../../../lib/slots.ts';

/** The flow's step names (spec §2, as written). */
export const STEPS = ['INFORMATION', 'SERVICE', 'DATE_STAFF', 'TIME_SLOT', 'REVIEW', 'SUCCESS'] as const;
export type Step = (typeof STEPS)[number];
/** The steps that fill the draft, each a tab. */
export type FormStep = 'INFORMATION' | 'SERVICE' | 'DATE_STAFF' | 'TIME_SLOT';
export const TAB_LABELS: Record<FormStep, string> = {
  INFORMATION: 'Customer',
  SERVICE: 'Services',
  DATE_STAFF: 'Staff',
  TIME_SLOT: 'Time',
};

/**
 * Who books: a manager in the app (chooses the staff), a technician in the app (books for themselves:
 * no Staff step, always requested) or a customer on the salon's public page (chooses the staff).
 */
export type BookingMode = 'manager' | 'technician' | 'online';

/** Spec §5: fewer than 10 digits is invalid; the lookup fires from 10. Coupons are looked up from 6. */
export const PHONE_DIGITS = 10;
export const COUPON_MIN_LENGTH = 6;
/** Spec §9: search and typing pauses. */
export const SEARCH_DEBOUNCE_MS = 200;
export const NOTE_PAUSE_MS = 400;

/** Anyone (spec §3 "Staff picker item": id 0, the name Anyone). */
export const ANYONE_ID = 0;
export const ANYONE_NAME = 'Anyone';

export interface StaffChoice {
  /** 0 for Anyone. */
  id: number;
  name: string;
  avatar: string | null;
}

/** What the phone lookup said: a customer of the salon (the app: with the name), known (the public page), or new. */
export type CustomerMatch =
  | { kind: 'none' }
  | { kind: 'found'; id: number; name: string }
  | { kind: 'known' }
  | { kind: 'new' };

/** A booked appointment as the Success step shows it (the app's and the public page's answers share it). */
export interface BookedAppointment {
  /** MM-DD-YYYY hh:mm A */
  strStartDate: string;
  /** Salon wall clock, MM-DD-YYYY HH:mm:ss. */
  startTime: string;
  endTime: string;
  /** The staff member's name, or Anyone. */
  name: string;
  note: string;
  services: readonly { serviceName: string; price: number }[];
  /** A public booking's private link token (see, move or cancel it); none for the app's bookings. */
  manageToken?: string;
}

/** A day's free times asked for: the day, the staff member (null: anyone) and the services' total. */
export interface SlotAsk {
  day: string;
  staffId: number | null;
  duration: number;
}

/** Spec §3 "Booking draft". */
export interface Draft {
  phone: string;
  name: string;
  customer: CustomerMatch;
  couponCode: string;
  coupon: CouponInfo | null;
  serviceIds: number[];
  /** Null until chosen (technicians: themselves from the start). */
  staff: StaffChoice | null;
  requestStaff: boolean;
  /** YYYY-MM-DD. */
  date: string | null;
  /** "h:mm AM" as the slot engine writes it. */
  timeSlot: string | null;
  note: string;
  groupSize: number;
}

export interface WizardState {
  step: Step;
  draft: Draft;
  /** Review has been reached once: Next reads Review when everything is complete (spec §4). */
  reviewed: boolean;
}

/** The steps shown, in order (spec §4: technicians in the app have no Staff step). */
export function stepsOf(mode: BookingMode): Step[] {
  return STEPS.filter((s) => mode !== 'technician' || s !== 'DATE_STAFF');
}

export function formStepsOf(mode: BookingMode): FormStep[] {
  return stepsOf(mode).filter((s): s is FormStep => s !== 'REVIEW' && s !== 'SUCCESS');
}

/** "Step N of M": the steps up to Review (5, or 4 without the Staff step); Success counts as the last. */
export function stepTitle(mode: BookingMode, step: Step): string {
  const counted = stepsOf(mode).filter((s) => s !== 'SUCCESS');
  const index = step === 'SUCCESS' ? counted.length - 1 : counted.indexOf(step);
  return `Step ${index + 1} of ${counted.length}`;
}

/** The phone as typed, digits only (spec §5), at most 10. */
export const phoneInput = (raw: string): string => raw.replace(/\D/g, '').slice(0, PHONE_DIGITS);
export const isPhoneValid = (phone: string): boolean => phone.length >= PHONE_DIGITS;
/** The coupon code as looked up: trimmed, from 6 characters. */
export const couponToLookUp = (code: string): string | null =>
  code.trim().length >= COUPON_MIN_LENGTH ? code.trim() : null;

/** Whether a step's required fields are there (spec §5). */
export function isStepComplete(step: FormStep, draft: Draft): boolean {
  switch (step) {
    case 'INFORMATION':
      // A customer the public page knows by phone may leave the name: the salon has it.
      return (
        isPhoneValid(draft.phone) &&
        draft.customer.kind !== 'none' &&
        (draft.name.trim() !== '' || draft.customer.kind === 'known')
      );
    case 'SERVICE':
      return draft.serviceIds.length > 0;
    case 'DATE_STAFF':
      return draft.staff !== null;
    case 'TIME_SLOT':
      return draft.date !== null && draft.timeSlot !== null;
  }
}

export const isComplete = (mode: BookingMode, draft: Draft): boolean =>
  formStepsOf(mode).every((s) => isStepComplete(s, draft));

/** A tab opens once its step is complete (spec §2), and the step showing is always its own tab. */
export const canOpen = (state: WizardState, step: FormStep): boolean =>
  state.step === step || isStepComplete(step, state.draft);

/** Next's label on a form step: Review once Review was reached and everything is complete. */
export function nextLabel(mode: BookingMode, state: WizardState): 'NEXT' | 'Review' {
  return state.reviewed && isComplete(mode, state.draft) ? 'Review' : 'NEXT';
}

/** Where Next leads from a form step: Review after the first pass (when complete), else the next step. */
export function nextStep(mode: BookingMode, state: WizardState): Step {
  if (nextLabel(mode, state) === 'Review') return 'REVIEW';
  const steps = stepsOf(mode);
  return steps[steps.indexOf(state.step) + 1] ?? 'REVIEW';
}

/** Where BACK leads: Review goes back to the last form step, a form step to the one before (null: leave). */
export function backStep(mode: BookingMode, step: Step): Step | null {
  const form = formStepsOf(mode);
  if (step === 'REVIEW') return form[form.length - 1] ?? null;
  if (step === 'SUCCESS') return null;
  const index = form.indexOf(step);
  return index > 0 ? (form[index - 1] ?? null) : null;
}

/** A fresh draft (spec §4: group size 1, request staff true); a technician is their own staff. */
export function emptyDraft(self: StaffChoice | null = null): Draft {
  return {
    phone: '',
    name: '',
    customer: { kind: 'none' },
    couponCode: '',
    coupon: null,
    serviceIds: [],
    staff: self,
    requestStaff: true,
    date: null,
    timeSlot: null,
    note: '',
    groupSize: 1,
  };
}

export const initialState = (self: StaffChoice | null = null, draft?: Draft): WizardState => ({
  step: 'INFORMATION',
  draft: draft ?? emptyDraft(self),
  reviewed: false,
});

/** Group? on sets 2, off sets 1 (spec §4); a size typed is kept to 2…7 (spec §5). */
export const groupSizeOf = (on: boolean): number => (on ? 2 : 1);
export const clampGroup = (size: number): number =>
  Math.min(MAX_GROUP, Math.max(2, Math.round(Number.isFinite(size) ? size : 2)));

/** A query's time slot (an underscore for the space, spec §2) as the slot engine writes it, or null. */
export function slotOfQuery(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const minutes = slotMinutes(raw.replace(/_/g, ' '));
  return Number.isNaN(minutes) ? null : slotOf(minutes);
}

/** The prefill of the query (spec §2: `time_slot`, `staff_id`; `date` from Check Available). */
export interface Prefill {
  staffId: number | null;
  timeSlot: string | null;
  date: string | null;
}

/**
 * Applies the query's prefill to a fresh draft: the staff member once known (requested, as chosen by
 * name), the time and its day (today when none is given; a day gone by is ignored).
 */
export function prefilled(
  draft: Draft,
  prefill: Prefill,
  today: string,
  staff: readonly StaffChoice[] | undefined,
): Draft {
  const chosen = prefill.staffId === null ? undefined : staff?.find((s) => s.id === prefill.staffId);
  const date = prefill.date !== null && prefill.date >= today ? prefill.date : today;
  return {
    ...draft,
    ...(chosen ? { staff: chosen, requestStaff: true } : {}),
    ...(prefill.timeSlot ? { date, timeSlot: prefill.timeSlot } : {}),
  };
}

/** The chosen services in the menu's order, with their names, prices and durations. */
export function chosenServices(
  draft: Draft,
  catalogue: readonly CatalogueCategory[] | undefined,
): { id: number; name: string; price: number; duration: number }[] {
  const chosen = new Set(draft.serviceIds);
  return (catalogue ?? []).flatMap((c) =>
    c.services
      .filter((s) => chosen.has(s.id))
      .map((s) => ({ id: s.id, name: s.name, price: s.price, duration: s.duration })),
  );
}

/** Spec §4: the end is the start plus the services' durations, in minutes. */
export const durationOf = (services: readonly { duration: number }[]): number =>
  services.reduce((sum, s) => sum + Math.max(0, s.duration), 0);

/** The start and end as the booking request writes them (MM/DD/YYYY HH:mm), or null without a time. */
export function bookingTimes(
  draft: Draft,
  durationMinutes: number,
): { startTime: string; endTime: string } | null {
  if (draft.date === null || draft.timeSlot === null) return null;
  const start = slotMinutes(draft.timeSlot);
  if (Number.isNaN(start)) return null;
  return {
    startTime: bookingTimeOf(draft.date, start),
    endTime: bookingTimeOf(draft.date, start + durationMinutes),
  };
}

/** The booking request of spec §3 from a complete draft (null when a part is missing). */
export function bookingRequestOf(
  draft: Draft,
  catalogue: readonly CatalogueCategory[] | undefined,
  apiKey: string,
): BookingRequest | null {
  const times = bookingTimes(draft, durationOf(chosenServices(draft, catalogue)));
  if (!times || draft.staff === null || draft.serviceIds.length === 0) return null;
  const anybody = draft.staff.id === ANYONE_ID;
  const customerId = draft.customer.kind === 'found' ? draft.customer.id : null;
  return {
    id: null,
    customerId,
    customerName: draft.name.trim(),
    phone: draft.phone,
    bookingType: 1,
    serviceIds: [...draft.serviceIds],
    staffId: anybody ? null : draft.staff.id,
    totalPeople: draft.groupSize,
    startTime: times.startTime,
    endTime: times.endTime,
    note: draft.note.trim(),
    isAnybody: anybody ? 1 : 0,
    apiKey,
    requestStaff: !anybody && draft.requestStaff ? 1 : 0,
    // A code not checked yet (no connection then) goes as typed: the server checks it.
    couponCode: draft.coupon?.couponCode ?? couponToLookUp(draft.couponCode),
  };
}

/** Everything the wizard does to its state. */
export type WizardAction =
  | { type: 'phone'; value: string }
  | { type: 'customer'; match: CustomerMatch }
  | { type: 'name'; value: string }
  | { type: 'couponCode'; value: string }
  | { type: 'coupon'; coupon: CouponInfo | null }
  | { type: 'toggleService'; id: number }
  | { type: 'staff'; staff: StaffChoice }
  | { type: 'requestStaff'; value: boolean }
  | { type: 'date'; value: string }
  | { type: 'slot'; value: string }
  | { type: 'note'; value: string }
  | { type: 'group'; on: boolean }
  | { type: 'groupSize'; value: number }
  | { type: 'goTo'; step: Step }
  | { type: 'next'; mode: BookingMode }
  | { type: 'back'; mode: BookingMode }
  | { type: 'booked' }
  | { type: 'reset'; self: StaffChoice | null };

/** The wizard's state after an action (the component's reducer). */
export function reduce(state: WizardState, action: WizardAction): WizardState {
  const draft = state.draft;
  const edit = (patch: Partial<Draft>): WizardState => ({ ...state, draft: { ...draft, ...patch } });
  switch (action.type) {
    case 'phone': {
      const phone = phoneInput(action.value);
      if (phone === draft.phone) return state;
      // Another phone is another customer: the lookup answers again (a locked name is unlocked).
      const wasFound = draft.customer.kind === 'found';
      return edit({ phone, customer: { kind: 'none' }, ...(wasFound ? { name: '' } : {}) });
    }
    case 'customer': {
      const { match } = action;
      if (match.kind === 'found') return edit({ customer: match, name: match.name });
      // A failed lookup clears the name (spec §5); the screen puts the cursor there.
      if (match.kind === 'new') return edit({ customer: match, name: '' });
      return edit({ customer: match });
    }
    case 'name':
      return draft.customer.kind === 'found' ? state : edit({ name: action.value.slice(0, 100) });
    case 'couponCode':
      return edit({ couponCode: action.value.slice(0, 50), coupon: null });
    case 'coupon':
      return edit({ coupon: action.coupon });
    case 'toggleService': {
      const has = draft.serviceIds.includes(action.id);
      return edit({
        serviceIds: has ? draft.serviceIds.filter((s) => s !== action.id) : [...draft.serviceIds, action.id],
      });
    }
    case 'staff': {
      // Another staff member has other free times: the time is chosen again (a first choice keeps the
      // time a link filled in).
      const changed = draft.staff !== null && draft.staff.id !== action.staff.id;
      return edit({ staff: action.staff, ...(changed ? { timeSlot: null } : {}) });
    }
    case 'requestStaff':
      return edit({ requestStaff: action.value });
    case 'date':
      return action.value === draft.date ? state : edit({ date: action.value, timeSlot: null });
    case 'slot':
      return edit({ timeSlot: action.value });
    case 'note':
      return edit({ note: action.value.slice(0, 500) });
    case 'group':
      return edit({ groupSize: groupSizeOf(action.on) });
    case 'groupSize':
      return draft.groupSize === 1 ? state : edit({ groupSize: clampGroup(action.value) });
    case 'goTo':
      return { ...state, step: action.step, reviewed: state.reviewed || action.step === 'REVIEW' };
    case 'next': {
      if (state.step === 'REVIEW' || state.step === 'SUCCESS') return state;
      if (!isStepComplete(state.step, draft)) return state;
      const step = nextStep(action.mode, state);
      return { ...state, step, reviewed: state.reviewed || step === 'REVIEW' };
    }
    case 'back': {
      const step = backStep(action.mode, state.step);
      return step === null ? state : { ...state, step };
    }
    case 'booked':
      return { ...state, step: 'SUCCESS' };
    case 'reset':
      return initialState(action.self);
  }
}

/** The booking as the wizard shows it on Success when the phone keeps it (no answer of the server yet). */
export function previewOf(
  request: BookingRequest,
  draft: Draft,
  catalogue: readonly CatalogueCategory[] | undefined,
): BookedAppointment {
  const startTime = calendarTimeOfBooking(request.startTime);
  return {
    strStartDate: displayStartOf(startTime),
    startTime,
    endTime: calendarTimeOfBooking(request.endTime ?? request.startTime),
    name: draft.staff?.name ?? '',
    note: request.note ?? '',
    services: chosenServices(draft, catalogue).map((s) => ({ serviceName: s.name, price: s.price })),
  };
}

/** Whether a stored value is a wizard state this build can continue (a draft kept across a reload). */
export function isWizardState(value: unknown): value is WizardState {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<WizardState>;
  const d = v.draft as Partial<Draft> | undefined;
  return (
    typeof v.step === 'string' &&
    (STEPS as readonly string[]).includes(v.step) &&
    typeof v.reviewed === 'boolean' &&
    typeof d === 'object' &&
    d !== null &&
    typeof d.phone === 'string' &&
    typeof d.name === 'string' &&
    typeof d.customer === 'object' &&
    typeof d.couponCode === 'string' &&
    Array.isArray(d.serviceIds) &&
    d.serviceIds.every((s) => Number.isInteger(s)) &&
    typeof d.requestStaff === 'boolean' &&
    typeof d.note === 'string' &&
    typeof d.groupSize === 'number'
  );
}
