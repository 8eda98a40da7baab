import { AppointmentStatus, PROLONG_STEP_MINUTES } from '../../../contract/appointment.ts';

/** Spec part 2 §4: status codes. Code 2 has no name in the spec; salons know it as "In service". */
export function statusLabel(status: number): string {
  switch (status) {
    case AppointmentStatus.NEW:
      return 'New';
    case AppointmentStatus.CONFIRMED:
      return 'Confirmed';
    case AppointmentStatus.UNNAMED:
      return 'In service';
    case AppointmentStatus.FINISHED:
      return 'Finished';
    case AppointmentStatus.CANCELED:
      return 'Canceled';
    case AppointmentStatus.DELETED:
      return 'Deleted';
    default:
      return `Status ${status}`;
  }
}

export function statusColor(status: number): string {
  return (
    ({ 0: 'gray', 1: 'teal', 2: 'violet', 3: 'blue', 4: 'red', 5: 'dark' } as Record<number, string>)[
      status
    ] ?? 'gray'
  );
}

/** Shown duration: a zero-length appointment counts as 15 minutes. */
export function shownDuration(minutes: number): number {
  return Math.max(PROLONG_STEP_MINUTES, minutes);
}

/** Spec: −15 is disabled at 15 minutes or less. */
export function canShorten(minutes: number): boolean {
  return minutes > PROLONG_STEP_MINUTES;
}

/** Only open appointments can be lengthened or handed over. */
export function canChange(status: number): boolean {
  return (
    status === AppointmentStatus.NEW ||
    status === AppointmentStatus.CONFIRMED ||
    status === AppointmentStatus.UNNAMED
  );
}

/** The one way durations are written: "45 min", "1 h", "1 h 15 min". */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h ? `${h} h${m ? ` ${m} min` : ''}` : `${m} min`;
}

/** The Assign To form: OTHER needs a note; a manager must be chosen. */
/** The longest note the server takes (contract: assignRequest.note). */
export const ASSIGN_NOTE_MAX = 500;

/** The field of the Assign To form a problem belongs to (its message shows under that field). */
export type AssignField = 'reason' | 'note' | 'manager';

export function assignProblem(input: {
  type: string | null;
  staffIdTo: number | null;
  note: string;
}): { field: AssignField; message: string } | null {
  if (!input.type) return { field: 'reason', message: 'Choose a reason.' };
  if (input.type === 'OTHER' && input.note.trim() === '')
    return { field: 'note', message: 'Tell the manager why.' };
  if (input.staffIdTo === null) return { field: 'manager', message: 'Choose a manager.' };
  return null;
}
