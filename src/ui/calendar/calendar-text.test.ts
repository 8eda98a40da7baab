import { describe, expect, it } from 'vitest';
import { makeItem } from '../../../tests/support/calendar-fixtures.ts';
import type { PlacedItem } from './calendar-layout.ts';
import {
  appointmentLabel,
  blockReason,
  displayCustomerName,
  hiddenText,
  outsideText,
  serviceNames,
  timeRangeText,
} from './calendar-text.ts';

const placed = (
  overrides: Partial<PlacedItem> = {},
  item = makeItem({ id: 1, from: '10:00', to: '10:45' }),
) => ({
  item,
  start: 600,
  end: 645,
  visibleStart: 600,
  visibleEnd: 645,
  disabled: false,
  ...overrides,
});

describe('calendar text', () => {
  it('shows Walk-In for an empty name or the old placeholders', () => {
    expect(displayCustomerName('')).toBe('Walk-In');
    expect(displayCustomerName('   ')).toBe('Walk-In');
    expect(displayCustomerName('WALL-IN')).toBe('Walk-In');
    expect(displayCustomerName('walk in')).toBe('Walk-In');
    expect(displayCustomerName(' Anna Tran ')).toBe('Anna Tran');
    expect(displayCustomerName('Wallace')).toBe('Wallace');
  });

  it('writes the drawn time range', () => {
    // No-break spaces: a range breaks after its dash only.
    expect(timeRangeText({ start: 600, end: 645 })).toBe('10:00–10:45\u00a0AM');
    expect(timeRangeText({ start: 705, end: 780 })).toBe('11:45\u00a0AM–1:00\u00a0PM');
    expect(timeRangeText({ start: 1230, end: 1290 })).toBe('8:30–9:30\u00a0PM');
  });

  it('labels an appointment card for screen readers', () => {
    const anna = makeItem({
      id: 1,
      from: '10:00',
      to: '10:45',
      customerName: 'Anna Tran',
      confirm: true,
      services: ['Gel Manicure'],
    });
    expect(appointmentLabel(placed({}, anna))).toBe(
      'Anna Tran, 10:00 AM to 10:45 AM, Gel Manicure, confirmed, phone booking',
    );
    const online = {
      ...anna,
      customerName: '',
      confirm: false,
      requestStaff: true,
      sourceType: 2,
      services: [],
    };
    expect(appointmentLabel(placed({ disabled: true }, online))).toBe(
      'Walk-In, 10:00 AM to 10:45 AM, requested, online booking, past or closed',
    );
  });

  it('joins services and names block reasons and counts', () => {
    expect(
      serviceNames(makeItem({ id: 1, from: '10:00', to: '11:00', services: ['Pedicure', ' ', 'Paraffin'] })),
    ).toBe('Pedicure, Paraffin');
    expect(
      blockReason(makeItem({ id: 1, from: '10:00', to: '11:00', type: 'block-hour', note: ' Lunch ' })),
    ).toBe('Lunch');
    expect(blockReason(makeItem({ id: 1, from: '10:00', to: '11:00', type: 'block-hour', note: '' }))).toBe(
      'Blocked',
    );
    expect(hiddenText({ hiddenCount: 0 })).toBe('');
    expect(hiddenText({ hiddenCount: 1 })).toBe('1 appointment hidden');
    expect(hiddenText({ hiddenCount: 3 })).toBe('3 appointments hidden');
    expect(outsideText(0)).toBe('');
    expect(outsideText(2)).toBe('2 more appointments outside the calendar hours');
  });
});
