import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CatalogueCategory } from '../../../contract/booking.ts';
import {
  ANYONE_ID,
  type BookingMode,
  backStep,
  bookingRequestOf,
  clampGroup,
  couponToLookUp,
  type Draft,
  emptyDraft,
  formStepsOf,
  initialState,
  isPhoneValid,
  isWizardState,
  nextLabel,
  phoneInput,
  prefilled,
  reduce,
  slotOfQuery,
  stepsOf,
  stepTitle,
  type WizardAction,
  type WizardState,
} from './wizard.ts';

const MENU: CatalogueCategory[] = [
  {
    id: 1,
    name: 'Manicure',
    categoryName: 'Manicure',
    services: [
      {
        id: 11,
        catId: 1,
        name: 'Classic',
        serviceName: 'Classic',
        image: null,
        urlImage: null,
        price: 20,
        duration: 30,
      },
      {
        id: 12,
        catId: 1,
        name: 'Gel',
        serviceName: 'Gel',
        image: null,
        urlImage: null,
        price: 35,
        duration: 45,
      },
    ],
  },
];
const MAI = { id: 7, name: 'Mai Pham', avatar: null };

const run = (state: WizardState, ...actions: WizardAction[]) => actions.reduce(reduce, state);
/** A draft filled through every step, as a manager would. */
const filled = (mode: BookingMode): WizardState =>
  run(
    initialState(mode === 'technician' ? MAI : null),
    { type: 'phone', value: '(408) 555-0101' },
    { type: 'customer', match: { kind: 'new' } },
    { type: 'name', value: ' Nina ' },
    { type: 'next', mode },
    { type: 'toggleService', id: 12 },
    { type: 'toggleService', id: 11 },
    { type: 'next', mode },
    ...(mode === 'technician'
      ? []
      : [{ type: 'staff', staff: MAI } as const, { type: 'next', mode } as const]),
    { type: 'date', value: '2026-12-01' },
    { type: 'slot', value: '10:15 AM' },
    { type: 'next', mode },
  );

describe('which steps show for whom', () => {
  it('managers and the public page have five steps before Success; a technician has no Staff step', () => {
    expect(stepsOf('manager')).toEqual([
      'INFORMATION',
      'SERVICE',
      'DATE_STAFF',
      'TIME_SLOT',
      'REVIEW',
      'SUCCESS',
    ]);
    expect(stepsOf('online')).toEqual(stepsOf('manager'));
    expect(stepsOf('technician')).toEqual(['INFORMATION', 'SERVICE', 'TIME_SLOT', 'REVIEW', 'SUCCESS']);
    expect(stepTitle('manager', 'INFORMATION')).toBe('Step 1 of 5');
    expect(stepTitle('manager', 'REVIEW')).toBe('Step 5 of 5');
    expect(stepTitle('technician', 'TIME_SLOT')).toBe('Step 3 of 4');
  });

  it('a technician is their own staff, requested, from the start', () => {
    expect(initialState(MAI).draft).toMatchObject({ staff: MAI, requestStaff: true });
    const state = filled('technician');
    expect(state.step).toBe('REVIEW');
    expect(bookingRequestOf(state.draft, MENU, 'key')).toMatchObject({
      staffId: 7,
      requestStaff: 1,
      isAnybody: 0,
    });
  });
});

describe('moving through the steps', () => {
  it('Next does nothing until the step is complete (phone and name, a service, a staff member, a time)', () => {
    const mode = 'manager';
    let s = initialState();
    s = run(s, { type: 'next', mode });
    expect(s.step).toBe('INFORMATION');
    s = run(
      s,
      { type: 'phone', value: '408555010' },
      { type: 'customer', match: { kind: 'new' } },
      { type: 'name', value: 'A' },
    );
    expect(run(s, { type: 'next', mode }).step).toBe('INFORMATION');
    s = run(
      s,
      { type: 'phone', value: '4085550101' },
      { type: 'customer', match: { kind: 'new' } },
      { type: 'name', value: 'A' },
    );
    s = run(s, { type: 'next', mode });
    expect(s.step).toBe('SERVICE');
    expect(run(s, { type: 'next', mode }).step).toBe('SERVICE');
  });

  it('Next reads Review after the first pass, and editing a step from Review comes straight back', () => {
    const mode = 'manager';
    const reviewed = filled(mode);
    expect(reviewed.step).toBe('REVIEW');
    const editing = run(reviewed, { type: 'goTo', step: 'INFORMATION' });
    expect(nextLabel(mode, editing)).toBe('Review');
    expect(run(editing, { type: 'next', mode }).step).toBe('REVIEW');
    // Before Review was reached Next is Next, whatever is filled.
    const firstPass = { ...editing, reviewed: false };
    expect(nextLabel(mode, firstPass)).toBe('NEXT');
    expect(run(firstPass, { type: 'next', mode }).step).toBe('SERVICE');
  });

  it('BACK from Review returns to the last step; from the first it leaves', () => {
    expect(backStep('manager', 'REVIEW')).toBe('TIME_SLOT');
    expect(backStep('technician', 'TIME_SLOT')).toBe('SERVICE');
    expect(backStep('manager', 'INFORMATION')).toBeNull();
    expect(formStepsOf('online')).toHaveLength(4);
  });

  it('BOOK ANOTHER resets everything: group 1, request staff true, step 1', () => {
    const done = run(filled('manager'), { type: 'group', on: true }, { type: 'booked' });
    expect(done.step).toBe('SUCCESS');
    const again = run(done, { type: 'reset', self: null });
    expect(again).toEqual(initialState());
    expect(again.draft).toMatchObject({ groupSize: 1, requestStaff: true, serviceIds: [], phone: '' });
    expect(run(done, { type: 'reset', self: MAI }).draft.staff).toEqual(MAI);
  });
});

describe('the customer step', () => {
  it('keeps the digits of the phone only, at most 10; 10 are needed', () => {
    expect(phoneInput('(408) 555-01x01')).toBe('4085550101');
    expect(phoneInput('1 408 555 0101 9')).toBe('1408555010');
    expect(isPhoneValid('408555010')).toBe(false);
    expect(isPhoneValid('4085550101')).toBe(true);
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const digits = phoneInput(raw);
        return /^\d{0,10}$/.test(digits) && phoneInput(digits) === digits;
      }),
    );
  });

  it('locks the name of a customer found, clears it for a new one, and unlocks it for another phone', () => {
    let s = run(initialState(), { type: 'phone', value: '4085550101' }, { type: 'name', value: 'Typed' });
    s = run(s, { type: 'customer', match: { kind: 'found', id: 3, name: 'Lena' } });
    expect(s.draft.name).toBe('Lena');
    expect(run(s, { type: 'name', value: 'Other' }).draft.name).toBe('Lena');
    s = run(s, { type: 'phone', value: '4085550102' });
    expect(s.draft).toMatchObject({ name: '', customer: { kind: 'none' } });
    s = run(s, { type: 'name', value: 'Typed' }, { type: 'customer', match: { kind: 'new' } });
    expect(s.draft.name).toBe('');
  });

  it('a phone the public page knows may leave the name empty', () => {
    const s = run(
      initialState(),
      { type: 'phone', value: '4085550101' },
      { type: 'customer', match: { kind: 'known' } },
    );
    expect(run(s, { type: 'next', mode: 'online' }).step).toBe('SERVICE');
  });

  it('looks a coupon up from 6 characters, trimmed', () => {
    expect(couponToLookUp('WELC1')).toBeNull();
    expect(couponToLookUp('  WELC1 ')).toBeNull();
    expect(couponToLookUp(' WELCOME10 ')).toBe('WELCOME10');
  });
});

describe('the group', () => {
  it('Group? on is 2, off is 1; a size typed stays within 2 to 7', () => {
    let s = run(initialState(), { type: 'group', on: true });
    expect(s.draft.groupSize).toBe(2);
    s = run(s, { type: 'groupSize', value: 12 });
    expect(s.draft.groupSize).toBe(7);
    s = run(s, { type: 'groupSize', value: 0 });
    expect(s.draft.groupSize).toBe(2);
    expect(run(s, { type: 'group', on: false }).draft.groupSize).toBe(1);
    // Off, a size means nothing.
    expect(run(initialState(), { type: 'groupSize', value: 5 }).draft.groupSize).toBe(1);
    fc.assert(fc.property(fc.double(), (n) => clampGroup(n) >= 2 && clampGroup(n) <= 7));
  });
});

describe('the query prefill', () => {
  it('reads the time slot with an underscore for the space', () => {
    expect(slotOfQuery('10:15_AM')).toBe('10:15 AM');
    expect(slotOfQuery('1:00_pm')).toBe('1:00 PM');
    expect(slotOfQuery('13:00_PM')).toBeNull();
    expect(slotOfQuery(undefined)).toBeNull();
  });

  it('fills the staff member (requested) and the time on its day, today when none or gone by', () => {
    const draft = prefilled(
      emptyDraft(),
      { staffId: 7, timeSlot: '10:15 AM', date: '2026-12-02' },
      '2026-11-27',
      [MAI],
    );
    expect(draft).toMatchObject({ staff: MAI, requestStaff: true, date: '2026-12-02', timeSlot: '10:15 AM' });
    expect(
      prefilled(emptyDraft(), { staffId: null, timeSlot: '9:00 AM', date: '2026-11-01' }, '2026-11-27', []),
    ).toMatchObject({
      staff: null,
      date: '2026-11-27',
    });
    expect(
      prefilled(emptyDraft(), { staffId: 99, timeSlot: null, date: null }, '2026-11-27', [MAI]).staff,
    ).toBeNull();
  });

  it('a new day or staff member asks for the time again; the same keeps it', () => {
    const s = filled('manager');
    expect(run(s, { type: 'date', value: '2026-12-02' }).draft.timeSlot).toBeNull();
    expect(run(s, { type: 'date', value: '2026-12-01' }).draft.timeSlot).toBe('10:15 AM');
    expect(
      run(s, { type: 'staff', staff: { id: ANYONE_ID, name: 'Anyone', avatar: null } }).draft.timeSlot,
    ).toBeNull();
  });
});

describe('the booking request', () => {
  it('ends at the start plus the services, carries the flags as 1 or 0, Anyone as no staff', () => {
    const s = filled('manager');
    expect(bookingRequestOf(s.draft, MENU, 'key-1')).toEqual({
      id: null,
      customerId: null,
      customerName: 'Nina',
      phone: '4085550101',
      bookingType: 1,
      serviceIds: [12, 11],
      staffId: 7,
      totalPeople: 1,
      startTime: '12/01/2026 10:15',
      endTime: '12/01/2026 11:30',
      note: '',
      isAnybody: 0,
      apiKey: 'key-1',
      requestStaff: 1,
      couponCode: null,
    });
    const anyone = run(
      s,
      { type: 'staff', staff: { id: ANYONE_ID, name: 'Anyone', avatar: null } },
      { type: 'slot', value: '11:45 PM' },
    );
    expect(bookingRequestOf(anyone.draft, MENU, 'k')).toMatchObject({
      staffId: null,
      isAnybody: 1,
      requestStaff: 0,
      startTime: '12/01/2026 23:45',
      endTime: '12/02/2026 01:00',
    });
    const found = run(
      s,
      { type: 'phone', value: '4085550109' },
      { type: 'customer', match: { kind: 'found', id: 5, name: 'Lena' } },
    );
    expect(bookingRequestOf(found.draft, MENU, 'k')).toMatchObject({ customerId: 5, customerName: 'Lena' });
    expect(bookingRequestOf(emptyDraft(), MENU, 'k')).toBeNull();
  });

  it('sends a coupon found, or one typed but not checked yet', () => {
    const s = run(filled('manager'), { type: 'couponCode', value: 'WELCOME10' });
    expect(bookingRequestOf(s.draft, MENU, 'k')?.couponCode).toBe('WELCOME10');
    expect(
      bookingRequestOf(run(s, { type: 'couponCode', value: 'ABC' }).draft, MENU, 'k')?.couponCode,
    ).toBeNull();
  });
});

describe('a kept draft', () => {
  it('is taken back only when it is a wizard state', () => {
    const s = filled('manager');
    expect(isWizardState(JSON.parse(JSON.stringify(s)))).toBe(true);
    expect(isWizardState({ ...s, step: 'ELSEWHERE' })).toBe(false);
    expect(isWizardState({ ...s, draft: { ...s.draft, serviceIds: ['x'] } as unknown as Draft })).toBe(false);
    expect(isWizardState(null)).toBe(false);
  });
});
