/** The in-memory demo data set. `id` fields are 0 until the rows are inserted. */
import type { ServiceDef } from './catalogue.ts';
import type { CouponDef, SalonDef, StaffDef } from './salons.ts';
import type { LocalDay } from './time.ts';

export interface ShopM {
  id: number;
  index: number;
  def: SalonDef;
  apiKey: string;
  createdAt: Date;
  today: LocalDay;
  staff: StaffM[];
  categories: CategoryM[];
  services: ServiceM[];
  customers: CustomerM[];
  coupons: CouponM[];
  appointments: ApptM[];
  tickets: TicketM[];
  blocks: BlockM[];
  gallery: GalleryM[];
  reassignments: ReassignM[];
  staffDays: StaffDayM[];
  redemptions: RedemptionM[];
}

export interface StaffM {
  id: number;
  def: StaffDef;
  sortOrder: number;
  createdAt: Date;
  isAdmin: boolean;
}

export interface CategoryM {
  id: number;
  name: string;
  sortOrder: number;
}

export interface ServiceM {
  id: number;
  category: CategoryM;
  def: ServiceDef;
  sortOrder: number;
}

export interface CustomerM {
  id: number;
  fullName: string;
  phone: string;
  email: string;
  dob: string | null;
  address: string;
  city: string;
  state: string;
  zip: string;
  points: number;
  createdAt: Date;
}

export interface CouponM {
  id: number;
  def: CouponDef;
  endDate: string;
}

export interface ApptServiceM {
  service: ServiceM;
  staff: StaffM | null;
}

export interface ApptM {
  id: number;
  customer: CustomerM | null;
  customerName: string;
  customerPhone: string;
  staff: StaffM | null;
  isAnybody: boolean;
  requestStaff: boolean;
  /** 0 NEW, 1 CONFIRMED, 2 unnamed (in service), 3 FINISHED, 4 CANCELED, 5 DELETED */
  status: number;
  sourceType: number;
  startAt: Date;
  endAt: Date;
  note: string;
  cancelReason: string | null;
  couponCode: string | null;
  createdAt: Date;
  updatedAt: Date;
  services: ApptServiceM[];
}

export type LineKind = 'SERVICE' | 'PRODUCT' | 'GIFT_CARD';

export interface LineM {
  kind: LineKind;
  staff: StaffM | null;
  service: ServiceM | null;
  name: string;
  priceCents: number;
  supplyCents: number;
  expressCents: number;
}

export interface TipM {
  staff: StaffM;
  amountCents: number;
}

export interface DiscountM {
  source: 'OWNER' | 'STAFF';
  staff: StaffM | null;
  amountCents: number;
  couponCode: string | null;
}

export type PaymentMethod = 'CREDIT_CARD' | 'CASH' | 'GIFT_CARD' | 'CHECK_OTHER' | 'POINT';

export interface PaymentM {
  method: PaymentMethod;
  amountCents: number;
  last4: string | null;
}

export interface RefundM {
  amountCents: number;
  reason: string;
  createdAt: Date;
}

export interface ReviewM {
  star: number;
  comment: string;
  createdAt: Date;
}

export interface TicketM {
  id: number;
  /** The salon-local business date (not stored on the ticket row). */
  businessDate: string;
  billNumber: number;
  customer: CustomerM | null;
  customerName: string;
  customerPhone: string;
  appt: ApptM | null;
  status: 'OPEN' | 'CLOSED';
  checkinAt: Date;
  closedAt: Date | null;
  lines: LineM[];
  tips: TipM[];
  discounts: DiscountM[];
  payments: PaymentM[];
  refunds: RefundM[];
  review: ReviewM | null;
  voidedAt: Date | null;
  voidReason: string | null;
  subTotalCents: number;
  discountCents: number;
  expressCents: number;
  taxCents: number;
  tipCents: number;
  totalCents: number;
  supplyCents: number;
  cardFeeBps: number;
  cardFeeCents: number;
}

export interface BlockM {
  staff: StaffM;
  startAt: Date;
  endAt: Date;
  reason: string;
}

export interface GalleryM {
  staff: StaffM;
  url: string;
  mimeType: string;
  sizeBytes: number;
  status: 'PENDING' | 'APPROVED';
  createdAt: Date;
  approvedAt: Date | null;
}

export interface ReassignM {
  appt: ApptM;
  from: StaffM;
  to: StaffM;
  assigned: StaffM | null;
  reason: string;
  note: string;
  status: 'PENDING' | 'DONE';
  createdAt: Date;
  resolvedAt: Date | null;
}

export interface StaffDayM {
  staff: StaffM;
  businessDate: string;
  clockInAt: Date | null;
  clockOutAt: Date | null;
  turn: number;
}

export interface RedemptionM {
  coupon: CouponM;
  customer: CustomerM | null;
  ticket: TicketM | null;
  appt: ApptM | null;
  source: 'TICKET' | 'APPOINTMENT' | 'MARKETING' | 'REVIEW';
  amountCents: number;
  discountCents: number;
  createdAt: Date;
}
