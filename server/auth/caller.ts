import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/connect.ts';
import { staff } from '../db/schema.ts';
import { forbidden } from '../errors.ts';
import type { SessionContext } from './sessions.ts';

/**
 * Who is asking: the parts of the session the rules need. It always comes from the server's session,
 * never from what a request claims; `isManager` means an Admin of the session's salon.
 */
export type Caller = Pick<SessionContext, 'staffId' | 'shopId' | 'isManager' | 'timezone' | 'apiKey'>;

/**
 * The rule "own data, or a manager of this salon": a staff member may read or act on the data of
 * `staffId` only when it is their own (an appointment of nobody's, `null`, is not); a manager on anyone's.
 * Otherwise 403 with `refusal`. Whether `staffId` is staff of the salon at all is each call's own
 * question, answered by its query: a manager naming someone else gets 404, 403 or an empty list, as
 * the call documents (see `isStaffOfSalon`).
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

/** A customer's phone as the caller may see it: all digits for managers, the last 4 for staff. */
export const customerPhoneFor = (caller: Caller, phone: string): string =>
  caller.isManager ? phone : phone.replace(/\D/g, '').slice(-4);
