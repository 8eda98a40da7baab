import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The whole domain of both spec parts. Money is integer cents; instants are timestamptz;
 * business dates are computed in the salon's time zone (`shops.timezone`).
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const instant = (name: string) => timestamp(name, { withTimezone: true });

export const shops = pgTable('shops', {
  id: serial('id').primaryKey(),
  apiKey: text('api_key').notNull().unique(),
  companyName: text('company_name').notNull(),
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  address: text('address').notNull().default(''),
  city: text('city').notNull().default(''),
  state: text('state').notNull().default(''),
  zip: text('zip').notNull().default(''),
  timezone: text('timezone').notNull(),
  star: real('star').notNull().default(0),
  bannerUrl: text('banner_url'),
  facebookUrl: text('facebook_url'),
  instagramUrl: text('instagram_url'),
  googleUrl: text('google_url'),
  yelpUrl: text('yelp_url'),
  showPromotion: boolean('show_promotion').notNull().default(false),
  promotionUrls: jsonb('promotion_urls').$type<string[]>().notNull().default([]),
  /** Card fee percent charged on card payments (spec: cashDiscountCredit), in basis points. */
  cardFeeBps: integer('card_fee_bps').notNull().default(0),
  /** Sales tax on services and products, in basis points. */
  taxBps: integer('tax_bps').notNull().default(0),
  createdAt: createdAt(),
});

/** Weekly opening hours: one row per weekday (0 = Sunday … 6 = Saturday). */
export const shopSchedules = pgTable(
  'shop_schedules',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startTime: text('start_time').notNull().default('08:00'),
    endTime: text('end_time').notNull().default('21:00'),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.weekday] })],
);

/** One row per person per salon: a phone in two salons has two staff rows. */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    positionName: text('position_name').notNull().default('Technician'),
    /** Commission on service sales, in basis points (6000 = 60 %). */
    commissionBps: integer('commission_bps').notNull().default(6000),
    /** Part of the commission paid by check rather than cash, in basis points (salary report). */
    checkBps: integer('check_bps').notNull().default(0),
    /** Fee withheld from card tips, in basis points (salary report tipFee). */
    tipFeeBps: integer('tip_fee_bps').notNull().default(0),
    avatarUrl: text('avatar_url'),
    star: real('star').notNull().default(0),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_shop_phone').on(t.shopId, t.phone), index('staff_phone').on(t.phone)],
);

/** Clock-in and turn for a staff member on a business day (staff list daily figures). */
export const staffDays = pgTable(
  'staff_days',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    clockInAt: instant('clock_in_at'),
    clockOutAt: instant('clock_out_at'),
    turn: integer('turn').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.businessDate] })],
);

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull().default(''),
    /** Birthday as MM/DD (the year is not kept). */
    dob: text('dob'),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zip: text('zip').notNull().default(''),
    points: integer('points').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('customers_shop_phone').on(t.shopId, t.phone),
    index('customers_shop_name').on(t.shopId, t.fullName),
  ],
);

export const serviceCategories = pgTable('service_categories', {
  id: serial('id').primaryKey(),
  shopId: integer('shop_id')
    .notNull()
    .references(() => shops.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => serviceCategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    durationMin: integer('duration_min').notNull(),
    /** Supply fee charged to the technician per service, in cents. */
    supplyCents: integer('supply_cents').notNull().default(0),
    imageUrl: text('image_url'),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('services_shop').on(t.shopId)],
);

/** Appointment status codes (spec part 2 §4): 0 NEW, 1 CONFIRMED, 2 unnamed, 3 FINISHED, 4 CANCELED, 5 DELETED. */
export const appointments = pgTable(
  'appointments',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull().default(''),
    customerPhone: text('customer_phone').notNull().default(''),
    /** Null when the booking is for anybody and no staff has been given yet. */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    isAnybody: boolean('is_anybody').notNull().default(false),
    requestStaff: boolean('request_staff').notNull().default(false),
    status: smallint('status').notNull().default(0),
    /** 0 phone call; any other value is online (1 online booking page, 2 in-app booking). */
    sourceType: smallint('source_type').notNull().default(0),
    startAt: instant('start_at').notNull(),
    endAt: instant('end_at').notNull(),
    note: text('note').notNull().default(''),
    cancelReason: text('cancel_reason'),
    totalPeople: smallint('total_people').notNull().default(1),
    couponCode: text('coupon_code'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('appointments_shop_start').on(t.shopId, t.startAt),
    index('appointments_staff_start').on(t.staffId, t.startAt),
  ],
);

export const appointmentServices = pgTable(
  'appointment_services',
  {
    id: serial('id').primaryKey(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    serviceName: text('service_name').notNull(),
    priceCents: integer('price_cents').notNull(),
    durationMin: integer('duration_min').notNull(),
  },
  (t) => [index('appointment_services_appointment').on(t.appointmentId)],
);

export const blockHours = pgTable(
  'block_hours',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    startAt: instant('start_at').notNull(),
    endAt: instant('end_at').notNull(),
    reason: text('reason').notNull().default(''),
  },
  (t) => [index('block_hours_staff_start').on(t.staffId, t.startAt)],
);

/**
 * A ticket (bill). Amounts are denormalised totals of its lines, payments, tips and discounts,
 * kept in step by the service that writes them.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    billNumber: integer('bill_number').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** Snapshot of the name at checkout; WALL-IN for a walk-in without a record. */
    customerName: text('customer_name').notNull().default(''),
    customerPhone: text('customer_phone').notNull().default(''),
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    /** OPEN or CLOSED. */
    status: text('status').notNull().default('OPEN'),
    checkinAt: instant('checkin_at').notNull(),
    closedAt: instant('closed_at'),
    subTotalCents: integer('sub_total_cents').notNull().default(0),
    discountCents: integer('discount_cents').notNull().default(0),
    expressCents: integer('express_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    tipCents: integer('tip_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull().default(0),
    supplyCents: integer('supply_cents').notNull().default(0),
    /** Card fee percent at checkout (spec: cashDiscountCredit), in basis points. */
    cardFeeBps: integer('card_fee_bps').notNull().default(0),
    cardFeeCents: integer('card_fee_cents').notNull().default(0),
    voidedAt: instant('voided_at'),
    voidReason: text('void_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tickets_shop_bill').on(t.shopId, t.billNumber),
    index('tickets_shop_closed').on(t.shopId, t.closedAt),
    index('tickets_shop_checkin').on(t.shopId, t.checkinAt),
  ],
);

/** A sold item on a ticket: a service done by a technician, a product or a gift card. */
export const ticketLines = pgTable(
  'ticket_lines',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    /** SERVICE, PRODUCT or GIFT_CARD. */
    kind: text('kind').notNull().default('SERVICE'),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    supplyCents: integer('supply_cents').notNull().default(0),
    /** Express (rush) surcharge on this line, in cents. */
    expressCents: integer('express_cents').notNull().default(0),
  },
  (t) => [index('ticket_lines_ticket').on(t.ticketId), index('ticket_lines_staff').on(t.staffId)],
);

/** CREDIT_CARD, CASH, GIFT_CARD, CHECK_OTHER or POINT. */
export const ticketPayments = pgTable(
  'ticket_payments',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    amountCents: integer('amount_cents').notNull(),
    last4: text('last4'),
  },
  (t) => [index('ticket_payments_ticket').on(t.ticketId)],
);

/** A technician's share of a ticket's tip. */
export const ticketTips = pgTable(
  'ticket_tips',
  {
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ticketId, t.staffId] })],
);

/** A discount on a ticket, paid by the owner or by a staff member (salary report: Owner disc / Staff disc). */
export const ticketDiscounts = pgTable(
  'ticket_discounts',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    /** OWNER or STAFF. */
    source: text('source').notNull(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    couponCode: text('coupon_code'),
  },
  (t) => [index('ticket_discounts_ticket').on(t.ticketId)],
);

export const ticketRefunds = pgTable(
  'ticket_refunds',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_refunds_ticket').on(t.ticketId)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    ticketId: integer('ticket_id')
      .notNull()
      .unique()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    star: smallint('star').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('reviews_shop_created').on(t.shopId, t.createdAt)],
);

/** Photos and videos uploaded by staff: PENDING until a manager approves them. */
export const galleryItems = pgTable(
  'gallery_items',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    status: text('status').notNull().default('PENDING'),
    createdAt: createdAt(),
    approvedAt: instant('approved_at'),
  },
  (t) => [index('gallery_shop_status').on(t.shopId, t.status)],
);

/** A staff member asks to hand an appointment to someone else (manager's /reassignTickets). */
export const reassignmentRequests = pgTable(
  'reassignment_requests',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    staffIdFrom: integer('staff_id_from')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    /** The Admin the request was sent to. */
    staffIdTo: integer('staff_id_to').references(() => staff.id, { onDelete: 'set null' }),
    /** The staff the manager finally gave the appointment to. */
    assignedStaffId: integer('assigned_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    /** PENDING or DONE. */
    status: text('status').notNull().default('PENDING'),
    createdAt: createdAt(),
    resolvedAt: instant('resolved_at'),
  },
  (t) => [index('reassign_shop_status').on(t.shopId, t.status)],
);

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** 1 percent, otherwise dollars. */
    discountType: smallint('discount_type').notNull(),
    /** Percent or cents, by discountType. */
    discountValue: integer('discount_value').notNull(),
    description: text('description').notNull().default(''),
    endDate: date('end_date', { mode: 'string' }),
  },
  (t) => [uniqueIndex('coupons_shop_code').on(t.shopId, t.code)],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    ticketId: integer('ticket_id').references(() => tickets.id, { onDelete: 'set null' }),
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    /** TICKET, APPOINTMENT, MARKETING or REVIEW. */
    source: text('source').notNull(),
    amountCents: integer('amount_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('coupon_redemptions_coupon').on(t.couponId)],
);

/** One-time sign-in codes: stored hashed, single use, short-lived, limited tries. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('otp_codes_staff').on(t.staffId, t.createdAt)],
);

/** Sessions: the cookie holds a random token; only its hash is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('sessions_staff').on(t.staffId)],
);

/** The first answer to a mutating request with an Idempotency-Key, replayed for repeats. */
export const idempotencyRecords = pgTable(
  'idempotency_records',
  {
    /** Who sent it: the session's staff id, or an IP for public calls. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);
