/**
 * Spec part 1 §6: a session is valid only when the staff record, the staffid cookie and the manager flag
 * are all present. Pure, so it is unit-tested without a browser.
 */
export function isSessionValid(parts: {
  staffRecord: unknown;
  staffIdCookie?: string | undefined;
  isManagerCookie?: string | undefined;
}): boolean {
  return (
    parts.staffRecord !== undefined &&
    parts.staffRecord !== null &&
    typeof parts.staffIdCookie === 'string' &&
    /^\d+$/.test(parts.staffIdCookie) &&
    (parts.isManagerCookie === '0' || parts.isManagerCookie === '1')
  );
}
