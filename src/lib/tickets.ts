/** How a ticket is written for people, the same in the staff's history and on every ticket screen. */

/** Spec §5: WALL-IN shows as Walk-In; a missing name as Unknown. */
export function customerLabel(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') return 'Unknown';
  return trimmed.toUpperCase() === 'WALL-IN' ? 'Walk-In' : trimmed;
}

/**
 * 'MM/DD/YYYY hh:mm:ss AM' (lists) or 'MM/DD/YYYY HH:mm:ss' (the ticket detail's 24-hour time) →
 * date 'MM-DD-YYYY' and time 'hh:mm AM': dates MM-DD-YYYY and 12-hour times everywhere.
 */
export function splitTicketTime(create: string): { date: string; time: string } {
  const m = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{1,2}):(\d{2})(?::\d{2})?\s*([AP]M)?$/i.exec(create.trim());
  if (!m) return { date: create, time: '' };
  const [, mo, d, y, h = '0', mi, ampm] = m;
  if (ampm) return { date: `${mo}-${d}-${y}`, time: `${h.padStart(2, '0')}:${mi} ${ampm.toUpperCase()}` };
  const hour = Number(h);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return {
    date: `${mo}-${d}-${y}`,
    time: `${String(twelve).padStart(2, '0')}:${mi} ${hour < 12 ? 'AM' : 'PM'}`,
  };
}

/** Spec: rating labels for the smiley scale 1 to 5. */
export const RATING_LABELS = ['Terrible', 'Bad', 'Okay', 'Good', 'Great'] as const;
export const RATING_FACES = ['😠', '🙁', '😐', '🙂', '😄'] as const;

export function ratingLabel(star: number): string {
  return RATING_LABELS[Math.min(5, Math.max(1, Math.round(star))) - 1] ?? 'Okay';
}
