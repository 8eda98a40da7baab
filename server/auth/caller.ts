import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/connect.ts';
import { staff } from '../db/schema.ts';
import { forbidden, notFound } from '../errors.ts';
import type { SessionContext } from './sessions.ts';

/**
 * Who is asking: the parts of the session the rules need. It always comes from the server's session,
 * never from what a request claims; `isManager` means an Admin of the session's salon.
 */
export type Caller = Pick<SessionContext, 'staffId' | 'shopId' | 'isManager' | 'timezone' | 'apiKey'>;

/**
 * The rule "own data, or a manager of this salon": a staff member may read or act on the data of
 * `staffId` only when it is their own (an appointment of nobody's, `null`, is not); a manager on anyone's.
 * Otherwise 403 with `refusal`. Whether `staffId` is staff of the salon at all is `assertStaffOfSalon`'s
 * question (404), asked by every call that reads a staff member's data by id.
 */
export function assertSelfOrManager(caller: Caller, staffId: number | null, refusal: string): void {
  if (!caller.isManager && staffId !== caller.staffId) throw forbidden(refusal);
}

/** True when `staffId` is a staff member of the salon `shopId` (an active one, with `activeOnly`). */
export async function isStaffOfSalon(
  db: Executor,
  shopId: number,
  staffId: number,
  activeOnly = false,
): Promise<boolean> {
  const [member] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(
      and(eq(staff.id, staffId), eq(staff.shopId, shopId), activeOnly ? eq(staff.active, true) : undefined),
    )
    .limit(1);
  return member !== undefined;
}

export const NO_SUCH_STAFF = 'There is no such staff member in this salon.';

/**
 * 404 unless `staffId` names the caller or a staff member of the caller's salon (active or not: their
 * past appointments and income are still theirs). Every call that reads by a staff id a request names
 * asks it, so another salon's staff member is answered as any unknown id is, never with an empty list
 * that would look like a staff member without data. Nothing to check without an id.
 */
export async function assertStaffOfSalon(
  db: Executor,
  caller: Caller,
  staffId: number | null | undefined,
): Promise<void> {
  if (staffId === undefined || staffId === null || staffId === caller.staffId) return;
  if (!(await isStaffOfSalon(db, caller.shopId, staffId))) throw notFound(NO_SUCH_STAFF);
}

/** A customer's phone as the caller may see it: all digits for managers, the last 4 for staff. */
export const customerPhoneFor = (caller: Caller, phone: string): string =>
  caller.isManager ? phone : phone.replace(/\D/g, '').slice(-4);
