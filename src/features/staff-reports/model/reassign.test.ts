import { describe, expect, it } from 'vitest';
import { reasonText, requestTimeText } from './reassign.ts';

describe('a reassignment request in words', () => {
  it('writes the appointment’s day once with 12-hour times', () => {
    expect(requestTimeText('11-25-2026 09:00:00', '11-25-2026 10:15:00')).toBe(
      '11-25-2026 9:00 AM – 10:15 AM',
    );
    expect(requestTimeText('11-25-2026 23:30:00', '11-26-2026 00:15:00')).toBe(
      '11-25-2026 11:30 PM – 11-26-2026 12:15 AM',
    );
  });

  it('names the reason', () => {
    expect(reasonText('CUSTOMER_REQUEST')).toBe('Customer request');
    expect(reasonText('Something else')).toBe('Something else');
  });
});
