/**
 * Calendar days as YYYY-MM-DD, free of time zones, with small helpers (no date library on the
 * screens that must load fast).
 */
const toUtc = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1);
};
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function shiftDay(day: string, days: number): string {
  return fromUtc(toUtc(day) + days * 86_400_000);
}

/** Date formats are costly to build: each is made on first use and kept. */
function lazyFormat(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => {
    format ??= new Intl.DateTimeFormat(locale, options);
    return format;
  };
}

const dayTitleFormat = lazyFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "Today, Sat, Nov 21" / "Tue, Nov 24". */
export function dayTitle(day: string, today: string): string {
  const names: Record<string, string> = {
    [today]: 'Today',
    [shiftDay(today, -1)]: 'Yesterday',
    [shiftDay(today, 1)]: 'Tomorrow',
  };
  const date = dayTitleFormat().format(new Date(toUtc(day)));
  return names[day] ? `${names[day]}, ${date}` : date;
}

const timeFormat = lazyFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const dateTimeFormat = lazyFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "10:42 AM" today, "Nov 21, 10:42 AM" otherwise (the device's clock). */
export function formatMoment(ms: number, now: number = Date.now()): string {
  const a = new Date(ms);
  const b = new Date(now);
  const sameDay =
    a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
  return (sameDay ? timeFormat : dateTimeFormat)().format(a);
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's day (YYYY-MM-DD) in a time zone; the device's zone when the name is unknown. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
    try {
      format = new Intl.DateTimeFormat('en-CA', { ...options, timeZone });
    } catch {
      format = new Intl.DateTimeFormat('en-CA', options);
    }
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}
