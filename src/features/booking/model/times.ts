/**
 * The wizard's times as its later steps use them (a module of their own: the page's first load, the
 * Customer step, carries neither): the free times a draft asks for, and a booked start in words.
 */

import type { CatalogueCategory } from '../../../contract/booking.ts';
import { ANYONE_ID, chosenServices, type Draft, durationOf, type SlotAsk } from './wizard.ts';

/**
 * The free times the draft asks for: its day (today until one is chosen), its staff member (null for
 * Anyone or none yet) and the services' total.
 */
export function slotAskOf(
  draft: Draft,
  catalogue: readonly CatalogueCategory[] | undefined,
  today: string,
): SlotAsk {
  return {
    day: draft.date ?? today,
    staffId: draft.staff === null || draft.staff.id === ANYONE_ID ? null : draft.staff.id,
    duration: durationOf(chosenServices(draft, catalogue)),
  };
}

/** A booked start (MM-DD-YYYY hh:mm A) as the customer reads it: "12-02-2026 at 10:15 AM". */
export function whenText(strStartDate: string): string {
  const [day, time, half] = strStartDate.split(' ');
  return `${day} at ${time?.replace(/^0/, '') ?? ''} ${half ?? ''}`.trim();
}
