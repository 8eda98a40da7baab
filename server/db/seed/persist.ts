/**
 * Inserts the in-memory data set (generate.ts) table by table, in batches, in a fixed order, so on an
 * empty database two runs with the same data give identical rows, ids included.
 */
import { getTableColumns, getTableName, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../connect.ts';
import {
  appointmentServices,
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
  shopSchedules,
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
import type { ShopM, TicketM } from './model.ts';

/** Rows per INSERT statement (each batch travels as one JSON parameter). */
const BATCH = 5000;

/**
 * Inserts rows as one JSON parameter per batch (`json_populate_recordset`), about twice as fast
 * as a multi-row VALUES list on PGlite, where building thousands of bind parameters dominates.
 * Rows keep the typed insert shape of `table`; columns left out of the rows get their defaults.
 * Returns the new ids in insertion order when `withIds` is set.
 */
async function bulkInsert<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: T['$inferInsert'][],
  withIds = false,
): Promise<number[]> {
  const first = rows[0];
  if (!first) return [];
  const columns: Record<string, PgColumn | undefined> = getTableColumns(table);
  const keys = Object.keys(first);
  const names = keys.map((k) => {
    const column = columns[k];
    if (!column) throw new Error(`seed: ${getTableName(table)} has no column ${k}`);
    return column.name;
  });
  const list = sql.join(
    names.map((n) => sql.identifier(n)),
    sql`, `,
  );
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += BATCH) {
    const payload = rows.slice(i, i + BATCH).map((row) => {
      const values: Record<string, unknown> = row;
      const out: Record<string, unknown> = {};
      keys.forEach((k, j) => {
        out[names[j] ?? k] = values[k];
      });
      return out;
    });
    const query = sql`insert into ${table} (${list}) select ${list}
      from json_populate_recordset(null::${table}, ${JSON.stringify(payload)}::json) with ordinality as r
      order by r.ordinality`;
    if (!withIds) {
      await tx.execute(query);
      continue;
    }
    const result = await tx.execute(sql`${query} returning id`);
    for (const r of result.rows) {
      const id = Number((r as { id: unknown }).id);
      if (!(id > (ids[ids.length - 1] ?? 0)))
        throw new Error('seed: ids did not come back in insertion order');
      ids.push(id);
    }
  }
  return ids;
}

/** Inserts `rows` and hands each new id to its model object. */
async function insertWithIds<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: T['$inferInsert'][],
  owners: { id: number }[],
): Promise<void> {
  const ids = await bulkInsert(tx, table, rows, true);
  if (ids.length !== owners.length)
    throw new Error(`seed: ${getTableName(table)} returned ${ids.length} ids`);
  ids.forEach((id, i) => {
    const owner = owners[i];
    if (owner) owner.id = id;
  });
}

const nullableId = (o: { id: number } | null): number | null => (o ? o.id : null);

/**
 * One step per group of tables (grouped as in server/db/schema/), in the order their foreign keys
 * need: a step hands the new ids to the model objects that later steps link to.
 */
export async function persist(tx: Tx, model: ShopM[]): Promise<void> {
  await persistShops(tx, model);
  await persistStaff(tx, model);
  await persistCatalogue(tx, model);
  await persistCustomers(tx, model);
  await persistAppointments(tx, model);
  await persistReassignments(tx, model);
  await persistTickets(tx, model);
  await persistCoupons(tx, model);
  await persistGallery(tx, model);
}

/** Shops and their weekly hours. */
async function persistShops(tx: Tx, model: ShopM[]): Promise<void> {
  await insertWithIds(
    tx,
    shops,
    model.map((s) => ({
      apiKey: s.apiKey,
      companyName: s.def.companyName,
      email: s.def.email,
      phone: s.def.phone,
      address: s.def.address,
      city: s.def.city,
      state: s.def.state,
      zip: s.def.zip,
      timezone: s.def.timezone,
      star: s.def.star,
      facebookUrl: s.def.facebookUrl,
      instagramUrl: s.def.instagramUrl,
      cardFeeBps: s.def.cardFeeBps,
      taxBps: s.def.taxBps,
      createdAt: s.createdAt,
    })),
    model,
  );
  await bulkInsert(
    tx,
    shopSchedules,
    model.flatMap((s) => s.def.schedule.map((d) => ({ shopId: s.id, ...d }))),
  );
}

/** Staff and their working days; avatars are served by the app at /media/avatar/{id}.svg. */
async function persistStaff(tx: Tx, model: ShopM[]): Promise<void> {
  const allStaff = model.flatMap((s) => s.staff.map((m) => ({ shop: s, m })));
  await insertWithIds(
    tx,
    staff,
    allStaff.map(({ shop, m }) => ({
      shopId: shop.id,
      phone: m.def.phone,
      firstName: m.def.firstName,
      lastName: m.def.lastName,
      positionName: m.def.positionName,
      commissionBps: m.def.commissionBps,
      checkBps: m.def.checkBps,
      tipFeeBps: m.def.tipFeeBps,
      star: m.def.star,
      sortOrder: m.sortOrder,
      createdAt: m.createdAt,
    })),
    allStaff.map(({ m }) => m),
  );
  await tx
    .update(staff)
    .set({ avatarUrl: sql`'/media/avatar/' || ${staff.id} || '.svg'` })
    .where(
      inArray(
        staff.id,
        allStaff.map(({ m }) => m.id),
      ),
    );
  await bulkInsert(
    tx,
    staffDays,
    model.flatMap((s) =>
      s.staffDays.map((d) => ({
        shopId: s.id,
        staffId: d.staff.id,
        businessDate: d.businessDate,
        clockInAt: d.clockInAt,
        clockOutAt: d.clockOutAt,
        turn: d.turn,
      })),
    ),
  );
}

/** Service categories and services. */
async function persistCatalogue(tx: Tx, model: ShopM[]): Promise<void> {
  const allCategories = model.flatMap((s) => s.categories.map((c) => ({ shop: s, c })));
  await insertWithIds(
    tx,
    serviceCategories,
    allCategories.map(({ shop, c }) => ({ shopId: shop.id, name: c.name, sortOrder: c.sortOrder })),
    allCategories.map(({ c }) => c),
  );
  const allServices = model.flatMap((s) => s.services.map((sv) => ({ shop: s, sv })));
  await insertWithIds(
    tx,
    services,
    allServices.map(({ shop, sv }) => ({
      shopId: shop.id,
      categoryId: sv.category.id,
      name: sv.def.name,
      priceCents: sv.def.priceCents,
      durationMin: sv.def.durationMin,
      supplyCents: sv.def.supplyCents,
      sortOrder: sv.sortOrder,
    })),
    allServices.map(({ sv }) => sv),
  );
}

async function persistCustomers(tx: Tx, model: ShopM[]): Promise<void> {
  const allCustomers = model.flatMap((s) => s.customers.map((c) => ({ shop: s, c })));
  await insertWithIds(
    tx,
    customers,
    allCustomers.map(({ shop, c }) => ({
      shopId: shop.id,
      fullName: c.fullName,
      phone: c.phone,
      email: c.email,
      dob: c.dob,
      address: c.address,
      city: c.city,
      state: c.state,
      zip: c.zip,
      points: c.points,
      createdAt: c.createdAt,
    })),
    allCustomers.map(({ c }) => c),
  );
}

/**
 * Appointments with their services, and block hours. The appointments are the salon's history as
 * imported: the no-double-booking rule (migration 0006) checks the writes made from now on, not this
 * load (the demo day keeps an overlapping pair to show how the calendar draws one).
 */
async function persistAppointments(tx: Tx, model: ShopM[]): Promise<void> {
  const allAppts = model.flatMap((s) => s.appointments.map((a) => ({ shop: s, a })));
  await tx.execute(sql`alter table "appointments" disable trigger "appointments_no_double_booking"`);
  await insertWithIds(
    tx,
    appointments,
    allAppts.map(({ shop, a }) => ({
      shopId: shop.id,
      customerId: nullableId(a.customer),
      customerName: a.customerName,
      customerPhone: a.customerPhone,
      staffId: nullableId(a.staff),
      isAnybody: a.isAnybody,
      requestStaff: a.requestStaff,
      status: a.status,
      sourceType: a.sourceType,
      startAt: a.startAt,
      endAt: a.endAt,
      note: a.note,
      cancelReason: a.cancelReason,
      couponCode: a.couponCode,
      createdAt: a.createdAt,
      updatedAt: a.updatedAt,
    })),
    allAppts.map(({ a }) => a),
  );
  await tx.execute(sql`alter table "appointments" enable trigger "appointments_no_double_booking"`);
  await bulkInsert(
    tx,
    appointmentServices,
    allAppts.flatMap(({ a }) =>
      a.services.map((sv) => ({
        appointmentId: a.id,
        serviceId: sv.service.id,
        staffId: nullableId(sv.staff),
        serviceName: sv.service.def.name,
        priceCents: sv.service.def.priceCents,
        durationMin: sv.service.def.durationMin,
      })),
    ),
  );
  await bulkInsert(
    tx,
    blockHours,
    model.flatMap((s) =>
      s.blocks.map((b) => ({
        shopId: s.id,
        staffId: b.staff.id,
        startAt: b.startAt,
        endAt: b.endAt,
        reason: b.reason,
      })),
    ),
  );
}

/** Requests to move an appointment to another technician. */
async function persistReassignments(tx: Tx, model: ShopM[]): Promise<void> {
  await bulkInsert(
    tx,
    reassignmentRequests,
    model.flatMap((s) =>
      s.reassignments.map((r) => ({
        shopId: s.id,
        appointmentId: r.appt.id,
        staffIdFrom: r.from.id,
        staffIdTo: r.to.id,
        assignedStaffId: nullableId(r.assigned),
        reason: r.reason,
        note: r.note,
        status: r.status,
        createdAt: r.createdAt,
        resolvedAt: r.resolvedAt,
      })),
    ),
  );
}

/** Tickets, then everything hanging off them: lines, tips, discounts, payments, refunds and reviews. */
async function persistTickets(tx: Tx, model: ShopM[]): Promise<void> {
  const allTickets = model.flatMap((s) => s.tickets.map((t) => ({ shop: s, t })));
  await insertWithIds(
    tx,
    tickets,
    allTickets.map(({ shop, t }) => ({
      shopId: shop.id,
      billNumber: t.billNumber,
      customerId: nullableId(t.customer),
      customerName: t.customerName,
      customerPhone: t.customerPhone,
      appointmentId: nullableId(t.appt),
      status: t.status,
      checkinAt: t.checkinAt,
      closedAt: t.closedAt,
      subTotalCents: t.subTotalCents,
      discountCents: t.discountCents,
      expressCents: t.expressCents,
      taxCents: t.taxCents,
      tipCents: t.tipCents,
      totalCents: t.totalCents,
      supplyCents: t.supplyCents,
      cardFeeBps: t.cardFeeBps,
      cardFeeCents: t.cardFeeCents,
      voidedAt: t.voidedAt,
      voidReason: t.voidReason,
      refundedCents: t.refunds.reduce((sum, r) => sum + r.amountCents, 0),
      createdAt: t.checkinAt,
    })),
    allTickets.map(({ t }) => t),
  );
  const ts = allTickets.map(({ t }) => t);
  await persistTicketParts(tx, ts);
  await bulkInsert(
    tx,
    reviews,
    allTickets.flatMap(({ shop, t }) =>
      t.review
        ? [
            {
              shopId: shop.id,
              ticketId: t.id,
              customerId: nullableId(t.customer),
              star: t.review.star,
              comment: t.review.comment,
              createdAt: t.review.createdAt,
            },
          ]
        : [],
    ),
  );
}

/** A ticket's lines, tips, discounts, payments and refunds (the tickets have their ids). */
async function persistTicketParts(tx: Tx, ts: TicketM[]): Promise<void> {
  await bulkInsert(
    tx,
    ticketLines,
    ts.flatMap((t) =>
      t.lines.map((l) => ({
        ticketId: t.id,
        kind: l.kind,
        staffId: nullableId(l.staff),
        serviceId: nullableId(l.service),
        name: l.name,
        priceCents: l.priceCents,
        supplyCents: l.supplyCents,
        expressCents: l.expressCents,
      })),
    ),
  );
  await bulkInsert(
    tx,
    ticketTips,
    ts.flatMap((t) =>
      t.tips.map((x) => ({ ticketId: t.id, staffId: x.staff.id, amountCents: x.amountCents })),
    ),
  );
  await bulkInsert(
    tx,
    ticketDiscounts,
    ts.flatMap((t) =>
      t.discounts.map((x) => ({
        ticketId: t.id,
        source: x.source,
        staffId: nullableId(x.staff),
        amountCents: x.amountCents,
        couponCode: x.couponCode,
      })),
    ),
  );
  await bulkInsert(
    tx,
    ticketPayments,
    ts.flatMap((t) =>
      t.payments.map((p) => ({
        ticketId: t.id,
        method: p.method,
        amountCents: p.amountCents,
        last4: p.last4,
      })),
    ),
  );
  await bulkInsert(
    tx,
    ticketRefunds,
    ts.flatMap((t) =>
      t.refunds.map((r) => ({
        ticketId: t.id,
        amountCents: r.amountCents,
        reason: r.reason,
        createdAt: r.createdAt,
      })),
    ),
  );
}

/** Coupons and their redemptions (which name the tickets and appointments they were used on). */
async function persistCoupons(tx: Tx, model: ShopM[]): Promise<void> {
  const allCoupons = model.flatMap((s) => s.coupons.map((c) => ({ shop: s, c })));
  await insertWithIds(
    tx,
    coupons,
    allCoupons.map(({ shop, c }) => ({
      shopId: shop.id,
      code: c.def.code,
      name: c.def.name,
      discountType: c.def.discountType,
      discountValue: c.def.discountValue,
      description: c.def.description,
      endDate: c.endDate,
    })),
    allCoupons.map(({ c }) => c),
  );
  await bulkInsert(
    tx,
    couponRedemptions,
    model.flatMap((s) =>
      s.redemptions.map((r) => ({
        shopId: s.id,
        couponId: r.coupon.id,
        customerId: nullableId(r.customer),
        ticketId: nullableId(r.ticket),
        appointmentId: nullableId(r.appt),
        source: r.source,
        amountCents: r.amountCents,
        discountCents: r.discountCents,
        createdAt: r.createdAt,
      })),
    ),
  );
}

async function persistGallery(tx: Tx, model: ShopM[]): Promise<void> {
  await bulkInsert(
    tx,
    galleryItems,
    model.flatMap((s) =>
      s.gallery.map((g) => ({
        shopId: s.id,
        staffId: g.staff.id,
        url: g.url,
        mimeType: g.mimeType,
        sizeBytes: g.sizeBytes,
        status: g.status,
        createdAt: g.createdAt,
        approvedAt: g.approvedAt,
      })),
    ),
  );
}
