CREATE TABLE "ticket_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"staff_id" integer,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"before_cents" integer,
	"after_cents" integer,
	"method" text,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_changes" ADD CONSTRAINT "ticket_changes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_changes" ADD CONSTRAINT "ticket_changes_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_changes" ADD CONSTRAINT "ticket_changes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_changes_ticket" ON "ticket_changes" USING btree ("ticket_id");--> statement-breakpoint
-- The refunded total of each ticket, kept on the ticket from now on (the refund call writes both).
UPDATE "tickets" SET "refunded_cents" = r.cents FROM (SELECT "ticket_id", sum("amount_cents")::integer AS cents FROM "ticket_refunds" GROUP BY "ticket_id") r WHERE r."ticket_id" = "tickets"."id";
--> statement-breakpoint
-- Writes to the new history table and to the ticket tools' other tables (refunds, payments) are announced
-- per salon like the other tables (notify_salon_change, migration 0004), so a cache that reads them stays
-- exact.
CREATE TRIGGER "ticket_changes_inserts" AFTER INSERT ON "ticket_changes" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('r.shop_id');
--> statement-breakpoint
CREATE TRIGGER "ticket_changes_updates" AFTER UPDATE ON "ticket_changes" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('r.shop_id');
--> statement-breakpoint
CREATE TRIGGER "ticket_changes_deletes" AFTER DELETE ON "ticket_changes" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('r.shop_id');
--> statement-breakpoint
CREATE TRIGGER "ticket_changes_truncates" AFTER TRUNCATE ON "ticket_changes" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
CREATE TRIGGER "ticket_refunds_inserts" AFTER INSERT ON "ticket_refunds" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('(SELECT t.shop_id FROM tickets t WHERE t.id = r.ticket_id)');
--> statement-breakpoint
CREATE TRIGGER "ticket_refunds_updates" AFTER UPDATE ON "ticket_refunds" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('(SELECT t.shop_id FROM tickets t WHERE t.id = r.ticket_id)');
--> statement-breakpoint
CREATE TRIGGER "ticket_refunds_deletes" AFTER DELETE ON "ticket_refunds" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('(SELECT t.shop_id FROM tickets t WHERE t.id = r.ticket_id)');
--> statement-breakpoint
CREATE TRIGGER "ticket_refunds_truncates" AFTER TRUNCATE ON "ticket_refunds" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
CREATE TRIGGER "ticket_payments_inserts" AFTER INSERT ON "ticket_payments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('(SELECT t.shop_id FROM tickets t WHERE t.id = r.ticket_id)');
--> statement-breakpoint
CREATE TRIGGER "ticket_payments_updates" AFTER UPDATE ON "ticket_payments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('(SELECT t.shop_id FROM tickets t WHERE t.id = r.ticket_id)');
--> statement-breakpoint
CREATE TRIGGER "ticket_payments_deletes" AFTER DELETE ON "ticket_payments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('(SELECT t.shop_id FROM tickets t WHERE t.id = r.ticket_id)');
--> statement-breakpoint
CREATE TRIGGER "ticket_payments_truncates" AFTER TRUNCATE ON "ticket_payments" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
