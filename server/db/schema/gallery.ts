import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.ts';
import { salonOf } from './shops.ts';
import { staffMemberOf } from './staff.ts';

/** Photos and videos uploaded by staff: PENDING until a manager approves them. */
export const galleryItems = pgTable(
  'gallery_items',
  {
    id: serial('id').primaryKey(),
    shopId: salonOf(),
    staffId: staffMemberOf(),
    url: text('url').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    status: text('status').notNull().default('PENDING'),
    createdAt: createdAt(),
    approvedAt: instant('approved_at'),
  },
  (t) => [index('gallery_shop_status').on(t.shopId, t.status)],
);
