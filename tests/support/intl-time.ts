/**
 * A zone's wall clock at an instant, read with Intl: tests check the server's and the seed's date code
 * (date-fns, zone offsets) against it, so it must not share their code.
 */
export interface IntlWallClock {
  /** YYYY-MM-DD */
  day: string;
  /** HH:mm (24-hour) */
  hm: string;
  /** MM-DD-YYYY HH:mm:ss, the spec's calendar time */
  calendar: string;
}

const formats = new Map<string, Intl.DateTimeFormat>();

export function intlWallClock(instant: Date, timeZone: string): IntlWallClock {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  const p = Object.fromEntries(format.formatToParts(instant).map((x) => [x.type, x.value]));
  return {
    day: `${p.year}-${p.month}-${p.day}`,
    hm: `${p.hour}:${p.minute}`,
    calendar: `${p.month}-${p.day}-${p.year} ${p.hour}:${p.minute}:${p.second}`,
  };
}
