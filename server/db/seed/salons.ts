/** The two demo salons, their staff and coupons. The four demo phones are the README's sign-in numbers. */
import type { InferSelectModel } from 'drizzle-orm';
import type { coupons, shopSchedules, shops, staff } from '../schema.ts';

/** A weekday's opening hours, as a `shop_schedules` row has them (0 = Sunday … 6 = Saturday). */
export type ScheduleDef = Omit<InferSelectModel<typeof shopSchedules>, 'shopId'>;

export interface StaffDef
  extends Pick<
    InferSelectModel<typeof staff>,
    'phone' | 'firstName' | 'lastName' | 'positionName' | 'commissionBps' | 'checkBps' | 'tipFeeBps' | 'star'
  > {
  /** Weekday the person is off (never applied to today, when everyone works). */
  dayOff: number;
  /** Share of walk-in work relative to other staff. */
  workload: number;
}

export interface CouponDef
  extends Pick<InferSelectModel<typeof coupons>, 'code' | 'name' | 'discountValue' | 'description'> {
  /** 1 percent, 0 dollars (`discountValue` is then percent or cents). */
  discountType: 0 | 1;
  /** Days after today when the coupon ends. */
  endsInDays: number;
}

export interface SalonDef
  extends Pick<
    InferSelectModel<typeof shops>,
    | 'companyName'
    | 'email'
    | 'phone'
    | 'address'
    | 'city'
    | 'state'
    | 'zip'
    | 'timezone'
    | 'star'
    | 'cardFeeBps'
    | 'taxBps'
    | 'facebookUrl'
    | 'instagramUrl'
  > {
  /** Days between the salon's creation and today. */
  ageDays: number;
  signature: string;
  priceFactor: number;
  areaCodes: readonly string[];
  zips: readonly string[];
  schedule: readonly ScheduleDef[];
  staff: readonly StaffDef[];
  coupons: readonly CouponDef[];
}

export const DEMO_PHONES = {
  twoSalons: '5550100001',
  technician1: '5550100002',
  admin2: '5550100003',
  technician2: '5550100004',
} as const;

const day = (weekday: number, startTime: string, endTime: string, enabled = true): ScheduleDef => ({
  weekday,
  startTime,
  endTime,
  enabled,
});

const person = (
  phone: string,
  firstName: string,
  lastName: string,
  positionName: string,
  commissionBps: number,
  checkBps: number,
  tipFeeBps: number,
  star: number,
  dayOff: number,
  workload = 1,
): StaffDef => ({
  phone,
  firstName,
  lastName,
  positionName,
  commissionBps,
  checkBps,
  tipFeeBps,
  star,
  dayOff,
  workload,
});

export const SALONS: readonly SalonDef[] = [
  {
    companyName: 'Luxe Nails & Spa',
    email: 'hello@luxenailsspa.example',
    phone: '4085550142',
    address: '1875 Stevens Creek Blvd, Suite 110',
    city: 'San Jose',
    state: 'CA',
    zip: '95128',
    timezone: 'America/Los_Angeles',
    star: 4.6,
    cardFeeBps: 300,
    taxBps: 938,
    ageDays: 1100,
    signature: 'Luxe Signature',
    priceFactor: 1,
    areaCodes: ['408', '669', '650'],
    zips: ['95128', '95117', '95129', '95126', '95008', '95050'],
    facebookUrl: 'https://www.facebook.com/luxenailsspa.example',
    instagramUrl: 'https://www.instagram.com/luxenailsspa.example',
    schedule: [
      day(0, '10:00', '17:00'),
      day(1, '09:30', '19:30'),
      day(2, '09:30', '19:30'),
      day(3, '09:30', '19:30'),
      day(4, '09:30', '19:30'),
      day(5, '09:30', '19:30'),
      day(6, '09:00', '19:00'),
    ],
    staff: [
      person(DEMO_PHONES.twoSalons, 'Kim', 'Nguyen', 'Admin', 7000, 6000, 0, 4.9, 1, 0.6),
      person(DEMO_PHONES.technician1, 'Mai', 'Pham', 'Technician', 6000, 5000, 300, 4.7, 3),
      person('5550101003', 'Lily', 'Tran', 'Senior Technician', 6500, 6000, 300, 4.8, 2),
      person('5550101004', 'Tina', 'Le', 'Nail Tech', 5500, 4000, 300, 4.4, 4),
      person('5550101005', 'Vicky', 'Ho', 'Technician', 6000, 5000, 300, 4.6, 1),
      person('5550101006', 'Anna', 'Dang', 'Nail Tech', 5000, 0, 500, 3.9, 5, 0.8),
      person('5550101007', 'Jenny', 'Vu', 'Technician', 6000, 7000, 300, 4.5, 0),
      person('5550101008', 'Kevin', 'Bui', 'Nail Tech', 5500, 5000, 0, 4.2, 2),
      person('5550101009', 'Sophia', 'Lam', 'Technician', 6500, 6000, 300, 5.0, 3),
      person('5550101010', 'Henry', 'Do', 'Nail Tech', 5000, 3000, 500, 3.8, 4, 0.8),
    ],
    coupons: [
      {
        code: 'WELCOME10',
        name: 'Welcome 10% off',
        discountType: 1,
        discountValue: 10,
        description: '10% off your first visit',
        endsInDays: 180,
      },
      {
        code: 'GLOWUP15',
        name: 'Glow Up 15%',
        discountType: 1,
        discountValue: 15,
        description: '15% off any pedicure',
        endsInDays: 45,
      },
      {
        code: 'TAKE5OFF',
        name: '$5 off',
        discountType: 0,
        discountValue: 500,
        description: '$5 off services over $30',
        endsInDays: 90,
      },
      {
        code: 'BDAYTREAT20',
        name: 'Birthday treat',
        discountType: 1,
        discountValue: 20,
        description: '20% off in your birthday month',
        endsInDays: 365,
      },
    ],
  },
  {
    companyName: 'Polished Studio',
    email: 'book@polishedstudio.example',
    phone: '5125550187',
    address: '2400 S Congress Ave, Unit 5',
    city: 'Austin',
    state: 'TX',
    zip: '78704',
    timezone: 'America/Chicago',
    star: 4.8,
    cardFeeBps: 350,
    taxBps: 825,
    ageDays: 720,
    signature: 'Polished Signature',
    priceFactor: 1.1,
    areaCodes: ['512', '737'],
    zips: ['78704', '78745', '78701', '78703', '78741', '78748'],
    facebookUrl: 'https://www.facebook.com/polishedstudio.example',
    instagramUrl: 'https://www.instagram.com/polishedstudio.example',
    schedule: [
      day(0, '11:00', '17:00'),
      day(1, '09:00', '19:00', false),
      day(2, '09:00', '19:00'),
      day(3, '09:00', '19:00'),
      day(4, '09:00', '19:00'),
      day(5, '09:00', '19:00'),
      day(6, '09:00', '18:00'),
    ],
    staff: [
      person(DEMO_PHONES.admin2, 'Helen', 'Truong', 'Admin', 7000, 6000, 0, 4.8, 0, 0.6),
      person(DEMO_PHONES.twoSalons, 'Kim', 'Nguyen', 'Technician', 6000, 5000, 300, 4.9, 2, 0.5),
      person(DEMO_PHONES.technician2, 'Tony', 'Vo', 'Technician', 6000, 5000, 300, 4.6, 3),
      person('5550102004', 'Amy', 'Huynh', 'Senior Technician', 6500, 6000, 300, 4.9, 4),
      person('5550102005', 'Linda', 'Phan', 'Nail Tech', 5500, 4000, 300, 4.3, 5),
      person('5550102006', 'Cathy', 'Ngo', 'Technician', 6000, 5000, 300, 4.5, 6),
      person('5550102007', 'Daisy', 'Luong', 'Nail Tech', 5000, 0, 500, 4.0, 0, 0.8),
      person('5550102008', 'Peter', 'Dinh', 'Technician', 6000, 6000, 300, 4.4, 2),
      person('5550102009', 'Nancy', 'Mai', 'Nail Tech', 5500, 5000, 300, 4.1, 3),
      person('5550102010', 'Jenny', 'Cao', 'Technician', 6500, 7000, 0, 4.7, 4),
    ],
    coupons: [
      {
        code: 'POLISH10',
        name: 'Polished 10% off',
        discountType: 1,
        discountValue: 10,
        description: '10% off any service',
        endsInDays: 120,
      },
      {
        code: 'SAVE10NOW',
        name: '$10 off',
        discountType: 0,
        discountValue: 1000,
        description: '$10 off a full set',
        endsInDays: 60,
      },
      {
        code: 'TEXAS15',
        name: 'Texas 15%',
        discountType: 1,
        discountValue: 15,
        description: '15% off gel services',
        endsInDays: 30,
      },
      {
        code: 'FRIEND5OFF',
        name: 'Refer a friend',
        discountType: 0,
        discountValue: 500,
        description: '$5 off for you and a friend',
        endsInDays: 240,
      },
      {
        code: 'BDAYGLOW20',
        name: 'Birthday glow',
        discountType: 1,
        discountValue: 20,
        description: '20% off in your birthday month',
        endsInDays: 365,
      },
    ],
  },
];
