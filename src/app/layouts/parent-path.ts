/**
 * Where the back arrow leads when there is no screen of the app to go back to (a screen opened from a
 * link, a new tab or a bookmark): the route's declared parent, else the path without its last part
 * (`/ticketDetailV2/12/adjust-tip` → `/ticketDetailV2/12`), else home. Never out of the app.
 */
export function parentPath(pathname: string, parent?: string): string {
  if (parent) return parent;
  const parts = pathname.split('/').filter(Boolean);
  return parts.length > 1 ? `/${parts.slice(0, -1).join('/')}` : '/';
}
