import { describe, expect, it } from 'vitest';
import { icsOf } from './ics.ts';

const event = {
  uid: 'b-1@chairside',
  start: '11-27-2026 10:15:00',
  end: '11-27-2026 11:30:00',
  zone: 'America/Los_Angeles',
  summary: 'Appointment at Luxe Nails & Spa',
  description: 'With Mai Pham\nGel Manicure $35.00, extra; care',
  location: '123 Main St, San Jose',
  now: Date.UTC(2026, 10, 27, 12, 0, 0),
};

describe('Add to calendar', () => {
  it('writes one event per appointment, escaped and folded, with CRLF line ends', () => {
    const text = icsOf([event, { ...event, uid: 'b-2@chairside', end: event.start }]);
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(text).toContain('DTSTART:20261127T181500Z');
    expect(text).toContain('DTEND:20261127T193000Z');
    // A zero-length one holds 15 minutes.
    expect(text).toContain('DTEND:20261127T183000Z');
    expect(text).toContain('DTSTAMP:20261127T120000Z');
    expect(text).toContain('DESCRIPTION:With Mai Pham\\nGel Manicure $35.00\\, extra\\; care');
    for (const line of text.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const long = icsOf([{ ...event, description: 'é'.repeat(100) }]);
    const unfolded = long.replace(/\r\n /g, '');
    expect(unfolded).toContain(`DESCRIPTION:${'é'.repeat(100)}`);
  });
});
