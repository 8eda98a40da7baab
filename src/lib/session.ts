import { ADMIN_POSITION, type VerifiedSession } from '../contract/staff.ts';
import { nowMs } from './clock.ts';
import { cookieString, deleteCookie, readCookie, writeCookie } from './cookies.ts';
import { isSessionValid } from './session-rule.ts';
import { clearStorage, readJson, writeJson } from './storage.ts';

/** Spec: the readable cookies and local storage entries of a signed-in user (UI state only). */
export const COOKIE_DAYS = 7;
const COOKIES = ['staffid', 'staffPhone', 'isManager', 'apiKey'] as const;
const KEYS = { staff: 'staff', staffInfo: 'staffInfo', salonInfo: 'salonInfo' } as const;

export interface StaffRecord {
  id: number;
  shopId: number;
  phone: string;
  positionName: string;
}
export interface StaffInfo {
  firstName: string;
  lastName: string;
  urlImage: string | null;
  star: number;
  shopId: number;
}
export interface SalonInfo {
  id: number;
  companyName: string;
  address: string;
  city: string;
  phone: string;
  star: number;
  timezone: string;
}

export interface ClientSession {
  staffId: number;
  shopId: number;
  phone: string;
  isManager: boolean;
  apiKey: string;
  staff: StaffRecord;
  staffInfo: StaffInfo | undefined;
  salonInfo: SalonInfo | undefined;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isStaffRecord = (v: unknown): v is StaffRecord =>
  isObject(v) &&
  typeof v.id === 'number' &&
  typeof v.shopId === 'number' &&
  typeof v.positionName === 'string';
const isStaffInfo = (v: unknown): v is StaffInfo => isObject(v) && typeof v.firstName === 'string';
const isSalonInfo = (v: unknown): v is SalonInfo =>
  isObject(v) && typeof v.companyName === 'string' && typeof v.timezone === 'string';

/** The last answer, reused for a moment: a screen reads the session many times while it draws. */
let lastRead: { at: number; session: ClientSession | null } | undefined;
const REUSE_MS = 1000;
// Another tab signing in or out shows at once (cookies alone change within the reuse time).
globalThis.addEventListener?.('storage', () => {
  lastRead = undefined;
});

/**
 * The signed-in user, or null when the stored parts do not make a valid session. Sign-in, salon switch
 * and logout go through this module and start afresh; a change made elsewhere shows within a second.
 */
export function readSession(): ClientSession | null {
  const now = nowMs();
  if (lastRead && now - lastRead.at < REUSE_MS) return lastRead.session;
  const session = parseSession();
  lastRead = { at: now, session };
  return session;
}

function parseSession(): ClientSession | null {
  const cookies = cookieString();
  const staff = readJson(KEYS.staff, isStaffRecord);
  const staffIdCookie = readCookie('staffid', cookies);
  const isManagerCookie = readCookie('isManager', cookies);
  if (!staff || !isSessionValid({ staffRecord: staff, staffIdCookie, isManagerCookie })) return null;
  return {
    staffId: Number(staffIdCookie),
    shopId: staff.shopId,
    phone: readCookie('staffPhone', cookies) ?? staff.phone,
    isManager: isManagerCookie === '1',
    apiKey: readCookie('apiKey', cookies) ?? '',
    staff,
    staffInfo: readJson(KEYS.staffInfo, isStaffInfo),
    salonInfo: readJson(KEYS.salonInfo, isSalonInfo),
  };
}

/** Drops the reused answer: the next read parses the cookies and storage again. */
export function forgetSessionRead(): void {
  lastRead = undefined;
}

export function readApiKey(): string | undefined {
  return readCookie('apiKey');
}

/** Stores what the spec keeps after sign-in or a salon switch. */
export function saveSession({ staff, shop }: VerifiedSession): ClientSession {
  const isManager = staff.positionName === ADMIN_POSITION;
  writeCookie('staffid', String(staff.id), COOKIE_DAYS);
  writeCookie('staffPhone', staff.phone, COOKIE_DAYS);
  writeCookie('isManager', isManager ? '1' : '0', COOKIE_DAYS);
  writeCookie('apiKey', shop.apiKey, COOKIE_DAYS);
  writeJson(KEYS.staff, {
    id: staff.id,
    shopId: staff.shopId,
    phone: staff.phone,
    positionName: staff.positionName,
  });
  writeJson(KEYS.staffInfo, {
    firstName: staff.firstName,
    lastName: staff.lastName,
    urlImage: staff.urlImage,
    star: staff.star,
    shopId: staff.shopId,
  });
  writeJson(KEYS.salonInfo, {
    id: shop.id,
    companyName: shop.companyName,
    address: shop.address,
    city: shop.city,
    phone: shop.phone,
    star: shop.star,
    timezone: shop.timezone,
  });
  lastRead = undefined;
  const session = readSession();
  if (!session) throw new Error('The browser refused to store the session (cookies or storage are blocked).');
  return session;
}

/** Removes the readable cookies and every local storage entry (spec: Logout clears everything). */
export function clearSession(): void {
  for (const name of COOKIES) deleteCookie(name);
  clearStorage();
  lastRead = undefined;
}
