let deviceZone: string | undefined;

/** The device's own time zone (for a salon whose zone is not on this phone yet). */
export function deviceTimeZone(): string {
  deviceZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return deviceZone;
}
