import { describe, expect, it } from 'vitest';
import { FIXTURE_DAY, makeItem } from '../../tests/support/calendar-fixtures.ts';
import type { VerifiedSession } from '../contract/staff.ts';
import { asThePage, newPageState } from './as-the-page.ts';
import { drawStaffHome } from './staff-home.tsx';

const LA = 'America/Los_Angeles';
/** 2:30 PM in Los Angeles on FIXTURE_DAY (a Monday). */
const AT = Date.parse(`${FIXTURE_DAY}T14:30:00-07:00`);

const session = (id: number, firstName: string, salon: string): VerifiedSession => ({
  staff: {
    id,
    shopId: 1,
    firstName,
    lastName: 'Tester',
    phone: `555010${String(id).padStart(4, '0')}`,
    positionName: 'Technician',
    urlImage: '/media/avatar/7.svg',
    star: 4.5,
  },
  shop: {
    id: 1,
    companyName: salon,
    address: '1 Main St',
    city: 'Springfield',
    phone: '5550000000',
    star: 5,
    apiKey: 'key',
    timezone: LA,
  },
});

const draw = (
  who: VerifiedSession,
  items = [makeItem({ id: 1, staffId: who.staff.id, from: '10:00', to: '10:45' })],
) => drawStaffHome({ session: who, day: FIXTURE_DAY, items, schedule: [], at: AT });

describe('the staff home drawn by the server', () => {
  it('draws the frame, the greeting and the day, inert, with the marks of a day with appointments', async () => {
    const html = await draw(session(7, 'Mai', 'Luxe Nails'), [
      makeItem({ id: 1, staffId: 7, from: '10:00', to: '10:45', customerName: 'Savannah Pham' }),
      makeItem({ id: 2, staffId: 7, from: '13:00', to: '14:00', customerName: 'Madison Ortiz' }),
    ]);
    expect(html).toMatch(/^(<link [^>]*>)*(<!--\$-->)?<div inert="" data-server-drawn="calendar" /);
    for (const text of [
      'Luxe Nails',
      'Mai Tester',
      'Savannah Pham',
      'Madison Ortiz',
      'Appointment',
      'Commission',
    ])
      expect(html).toContain(text);
    // The salon's today at the server's instant, in the salon's zone.
    expect(html).toContain('Today, Mon 03-10-2025');
    // Scrolled where the app scrolls it (src/lib/kept-screen.ts puts it there).
    expect(html).toMatch(/data-kept-scroll-top="\d+"/);
  });

  it('marks nothing for a day without appointments', async () => {
    const html = await draw(session(7, 'Mai', 'Luxe Nails'), []);
    expect(html).toMatch(/^(<link [^>]*>)*(<!--\$-->)?<div inert="" data-server-drawn="" /);
  });

  it('writes what people typed as text, never as markup', async () => {
    const html = await draw(session(7, '<img src=x onerror=alert(1)>', 'Luxe Nails'), [
      makeItem({
        id: 1,
        staffId: 7,
        from: '10:00',
        to: '10:45',
        customerName: '</script><script>alert(1)</script>',
      }),
    ]);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it("draws each one's own: nothing of one drawing is in the next, and the page's globals are gone", async () => {
    const first = await draw(session(7, 'Mai', 'Luxe Nails'));
    const second = await draw(session(8, 'Kim', 'Polished Studio'));
    expect(first).toContain('Mai Tester');
    expect(second).toContain('Kim Tester');
    expect(second).toContain('Polished Studio');
    expect(second).not.toContain('Mai Tester');
    expect(second).not.toContain('Luxe Nails');
    expect(Object.getOwnPropertyDescriptor(globalThis, 'document')).toBeUndefined();
    expect(Object.getOwnPropertyDescriptor(globalThis, 'localStorage')).toBeUndefined();
  });
});

describe('asThePage', () => {
  it('answers cookies and storage from its state, as a browser would, and only while it runs', () => {
    const state = newPageState(AT);
    const seen = asThePage(state, () => {
      const page = globalThis as unknown as { document: { cookie: string }; localStorage: Storage };
      page.document.cookie = 'staffid=7; Max-Age=604800; Path=/; SameSite=Lax';
      page.document.cookie = 'apiKey=abc; Max-Age=604800; Path=/';
      page.document.cookie = 'apiKey=; Max-Age=0; Path=/';
      page.localStorage.setItem('staff', '{"id":7}');
      return { cookie: page.document.cookie, staff: page.localStorage.getItem('staff') };
    });
    expect(seen).toEqual({ cookie: 'staffid=7', staff: '{"id":7}' });
    expect(asThePage(state, () => Date.now())).toBe(AT);
    expect(Date.now()).not.toBe(AT);
    expect(state.storage.get('staff')).toBe('{"id":7}');
    expect('document' in globalThis).toBe(false);
  });

  it('gives the globals back when the drawing fails, and refuses one that is not synchronous', () => {
    expect(() =>
      asThePage(newPageState(AT), () => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect('localStorage' in globalThis).toBe(false);
    expect(() => asThePage(newPageState(AT), () => Promise.resolve(1))).toThrow('synchronously');
    expect('document' in globalThis).toBe(false);
  });
});
