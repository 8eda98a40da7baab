/**
 * The in-memory demo data set. `id` fields are 0 until the rows are inserted. Where an object mirrors a
 * table its fields are that table's row types (drizzle's `$inferSelect`), so a column's type is written
 * once; links to other objects stand in for foreign keys until the ids exist (persist.ts).
 */
import type { InferSelectModel } from 'drizzle-orm';
import type {
  appointments,
  blockHours,
  couponRedemptions,
  coupons,
  customers,
  galleryItems,
  reassignmentRequests,
  reviews,
  serviceCategories,
  services,
  shops,
  staff,
  staffDays,
  ticketDiscounts,
  ticketLines,
  ticketPayments,
  ticketRefunds,
  tickets,
  ticketTips,
} from '../schema.ts';
import type { ServiceDef } from './catalogue.ts';
import type { CouponDef, SalonDef, StaffDef } from './salons.ts';
import type { LocalDay } from './time.ts';

export interface ShopM extends Pick<InferSelectModel<typeof shops>, 'id' | 'apiKey' | 'createdAt'> {
  index: number;
  def: SalonDef;
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

export interface StaffM extends Pick<InferSelectModel<typeof staff>, 'id' | 'sortOrder' | 'createdAt'> {
  def: StaffDef;
  isAdmin: boolean;
}

export type CategoryM = Pick<InferSelectModel<typeof serviceCategories>, 'id' | 'name' | 'sortOrder'>;

export interface ServiceM extends Pick<InferSelectModel<typeof services>, 'id' | 'sortOrder'> {
  category: CategoryM;
  def: ServiceDef;
}

export type CustomerM = Pick<
  InferSelectModel<typeof customers>,
  | 'id'
  | 'fullName'
  | 'phone'
  | 'email'
  | 'dob'
  | 'address'
  | 'city'
  | 'state'
  | 'zip'
  | 'points'
  | 'createdAt'
>;

export interface CouponM extends Pick<InferSelectModel<typeof coupons>, 'id'> {
  def: CouponDef;
  /** YYYY-MM-DD */
  endDate: string;
}

export interface ApptServiceM {
  service: ServiceM;
  staff: StaffM | null;
}

export interface ApptM
  extends Pick<
    InferSelectModel<typeof appointments>,
    | 'id'
    | 'customerName'
    | 'customerPhone'
    | 'isAnybody'
    | 'requestStaff'
    | 'status'
    | 'sourceType'
    | 'startAt'
    | 'endAt'
    | 'note'
    | 'cancelReason'
    | 'couponCode'
    | 'createdAt'
    | 'updatedAt'
  > {
  customer: CustomerM | null;
  staff: StaffM | null;
  services: ApptServiceM[];
}

export type LineKind = 'SERVICE' | 'PRODUCT' | 'GIFT_CARD';

export interface LineM
  extends Pick<InferSelectModel<typeof ticketLines>, 'name' | 'priceCents' | 'supplyCents' | 'expressCents'> {
  kind: LineKind;
  staff: StaffM | null;
  service: ServiceM | null;
}

export interface TipM extends Pick<InferSelectModel<typeof ticketTips>, 'amountCents'> {
  staff: StaffM;
}

export interface DiscountM
  extends Pick<InferSelectModel<typeof ticketDiscounts>, 'amountCents' | 'couponCode'> {
  source: 'OWNER' | 'STAFF';
  staff: StaffM | null;
}

export type PaymentMethod = 'CREDIT_CARD' | 'CASH' | 'GIFT_CARD' | 'CHECK_OTHER' | 'POINT';

export interface PaymentM extends Pick<InferSelectModel<typeof ticketPayments>, 'amountCents' | 'last4'> {
  method: PaymentMethod;
}

export type RefundM = Pick<InferSelectModel<typeof ticketRefunds>, 'amountCents' | 'reason' | 'createdAt'>;

export type ReviewM = Pick<InferSelectModel<typeof reviews>, 'star' | 'comment' | 'createdAt'>;

export interface TicketM
  extends Pick<
    InferSelectModel<typeof tickets>,
    | 'id'
    | 'billNumber'
    | 'customerName'
    | 'customerPhone'
    | 'checkinAt'
    | 'closedAt'
    | 'voidedAt'
    | 'voidReason'
    | 'subTotalCents'
    | 'discountCents'
    | 'expressCents'
    | 'taxCents'
    | 'tipCents'
    | 'totalCents'
    | 'supplyCents'
    | 'cardFeeBps'
    | 'cardFeeCents'
  > {
  /** The salon-local business date (not stored on the ticket row). */
  businessDate: string;
  customer: CustomerM | null;
  appt: ApptM | null;
  status: 'OPEN' | 'CLOSED';
  lines: LineM[];
  tips: TipM[];
  discounts: DiscountM[];
  payments: PaymentM[];
  refunds: RefundM[];
  review: ReviewM | null;
}

export interface BlockM extends Pick<InferSelectModel<typeof blockHours>, 'startAt' | 'endAt' | 'reason'> {
  staff: StaffM;
}

export interface GalleryM
  extends Pick<
    InferSelectModel<typeof galleryItems>,
    'url' | 'mimeType' | 'sizeBytes' | 'createdAt' | 'approvedAt'
  > {
  staff: StaffM;
  status: 'PENDING' | 'APPROVED';
}

export interface ReassignM
  extends Pick<
    InferSelectModel<typeof reassignmentRequests>,
    'reason' | 'note' | 'createdAt' | 'resolvedAt'
  > {
  appt: ApptM;
  from: StaffM;
  to: StaffM;
  assigned: StaffM | null;
  status: 'PENDING' | 'DONE';
}

export interface StaffDayM
  extends Pick<InferSelectModel<typeof staffDays>, 'businessDate' | 'clockInAt' | 'clockOutAt' | 'turn'> {
  staff: StaffM;
}

export interface RedemptionM
  extends Pick<InferSelectModel<typeof couponRedemptions>, 'amountCents' | 'discountCents' | 'createdAt'> {
  coupon: CouponM;
  customer: CustomerM | null;
  ticket: TicketM | null;
  appt: ApptM | null;
  source: 'TICKET' | 'APPOINTMENT' | 'MARKETING' | 'REVIEW';
}
