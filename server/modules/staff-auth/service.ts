import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { ErrorCode } from '../../../src/contract/envelope.ts';
import type { SignInRecord, VerifiedSession } from '../../../src/contract/staff.ts';
import { createSession } from '../../auth/sessions.ts';
import { hashOtp, newOtpCode, otpMatches } from '../../auth/tokens.ts';
import type { Db } from '../../db/connect.ts';
import { prepared } from '../../db/prepared.ts';
import { otpCodes, shops, staff } from '../../db/schema.ts';
import { forbidden, invalid, notFound, tooMany } from '../../errors.ts';

export const OTP_TTL_MS = 5 * 60 * 1000;
export const OTP_MAX_TRIES = 5;

const signInQuery = (db: Db) =>
  db
    .select({
      id: staff.id,
      shopId: shops.id,
      companyName: shops.companyName,
      apiKey: shops.apiKey,
      positionName: staff.positionName,
    })
    .from(staff)
    .innerJoin(shops, eq(shops.id, staff.shopId))
    .where(and(eq(staff.phone, sql.placeholder('phone')), eq(staff.active, true)))
    .orderBy(asc(shops.companyName), asc(shops.id))
    .prepare('sign_in_records');

/** Every salon the phone belongs to, one record per salon. */
export async function signInRecords(db: Db, phone: string): Promise<SignInRecord[]> {
  return prepared(db, 'sign_in_records', signInQuery).execute({ phone });
}

async function staffInShop(db: Db, phone: string, shopId: number) {
  const [row] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.phone, phone), eq(staff.shopId, shopId), eq(staff.active, true)))
    .limit(1);
  return row;
}

/** Makes a new code for the staff member of `phone` in `shopId`; earlier unused codes stop working. */
export async function issueOtp(
  db: Db,
  phone: string,
  shopId: number,
  now: Date,
): Promise<{ staffId: number; code: string }> {
  const member = await staffInShop(db, phone, shopId);
  if (!member) throw notFound('Your phone number does not exists');
  const code = newOtpCode();
  await db.transaction(async (tx) => {
    await tx
      .update(otpCodes)
      .set({ usedAt: now })
      .where(and(eq(otpCodes.staffId, member.id), isNull(otpCodes.usedAt)));
    await tx.insert(otpCodes).values({
      staffId: member.id,
      codeHash: hashOtp(code),
      expiresAt: new Date(now.getTime() + OTP_TTL_MS),
      createdAt: now,
    });
  });
  return { staffId: member.id, code };
}

const tooManyWrongCodes = () => tooMany('Too many wrong codes. Request a new code.', ErrorCode.tooManyTries);
const codeUsed = () => invalid('This code was already used. Request a new code.', ErrorCode.codeExpired);

/** Checks a code; on success it is spent and a new session is made. Returns the session token. */
export async function verifyOtp(
  db: Db,
  input: { staffId: number; verifyCode: string; shopId: number },
  now: Date,
): Promise<{ token: string; session: VerifiedSession }> {
  const [member] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.id, input.staffId), eq(staff.shopId, input.shopId), eq(staff.active, true)))
    .limit(1);
  if (!member) throw invalid('Your verification code is incorrect', ErrorCode.wrongCode);
  const [otp] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.staffId, member.id), isNull(otpCodes.usedAt)))
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1);
  if (!otp) throw invalid('There is no active code. Request a new code.', ErrorCode.codeExpired);
  if (otp.attempts >= OTP_MAX_TRIES) throw tooManyWrongCodes();
  if (otp.expiresAt.getTime() <= now.getTime()) {
    throw invalid('This code has expired. Request a new code.', ErrorCode.codeExpired);
  }
  // The try is counted before the code is compared, in one statement that also checks the count: of
  // any number of concurrent tries, at most OTP_MAX_TRIES are ever compared, whatever the database.
  const [counted] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, otp.id), isNull(otpCodes.usedAt), lt(otpCodes.attempts, OTP_MAX_TRIES)))
    .returning({ codeHash: otpCodes.codeHash });
  if (!counted) throw (await isSpent(db, otp.id)) ? codeUsed() : tooManyWrongCodes();
  if (!otpMatches(input.verifyCode, counted.codeHash)) {
    throw invalid('Your verification code is incorrect', ErrorCode.wrongCode);
  }
  const spent = await db
    .update(otpCodes)
    .set({ usedAt: now })
    .where(and(eq(otpCodes.id, otp.id), isNull(otpCodes.usedAt)))
    .returning({ id: otpCodes.id });
  // A concurrent request spent the same code first.
  if (spent.length === 0) throw codeUsed();
  const token = await createSession(db, member.id, input.shopId, now);
  return { token, session: await loadVerifiedSession(db, member.id) };
}

async function isSpent(db: Db, otpId: number): Promise<boolean> {
  const [row] = await db
    .select({ usedAt: otpCodes.usedAt })
    .from(otpCodes)
    .where(eq(otpCodes.id, otpId))
    .limit(1);
  return row?.usedAt != null;
}

/** Moves the caller's session to another salon of the same phone. */
export async function switchSalon(
  db: Db,
  phone: string,
  shopId: number,
  now: Date,
): Promise<{ token: string; session: VerifiedSession }> {
  const member = await staffInShop(db, phone, shopId);
  if (!member) throw forbidden('You are not a member of that salon.');
  const token = await createSession(db, member.id, shopId, now);
  return { token, session: await loadVerifiedSession(db, member.id) };
}

export async function loadVerifiedSession(db: Db, staffId: number): Promise<VerifiedSession> {
  const [row] = await db
    .select({ staff, shop: shops })
    .from(staff)
    .innerJoin(shops, eq(shops.id, staff.shopId))
    .where(eq(staff.id, staffId))
    .limit(1);
  if (!row) throw new Error('Staff record vanished');
  return {
    staff: {
      id: row.staff.id,
      shopId: row.staff.shopId,
      firstName: row.staff.firstName,
      lastName: row.staff.lastName,
      phone: row.staff.phone,
      positionName: row.staff.positionName,
      urlImage: row.staff.avatarUrl,
      star: row.staff.star,
    },
    shop: {
      id: row.shop.id,
      companyName: row.shop.companyName,
      address: row.shop.address,
      city: row.shop.city,
      phone: row.shop.phone,
      star: row.shop.star,
      apiKey: row.shop.apiKey,
      timezone: row.shop.timezone,
    },
  };
}
