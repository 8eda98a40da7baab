/** A ticket id from the URL: a positive whole number, else null (the screen shows Not found). */
export function ticketIdOf(param: string): number | null {
  if (!/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
