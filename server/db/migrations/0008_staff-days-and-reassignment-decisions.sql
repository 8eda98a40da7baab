-- A reassignment request records who decided it and, when declined, why.
ALTER TABLE "reassignment_requests" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "reassignment_requests" ADD COLUMN "decided_by" integer;--> statement-breakpoint
-- A working day names its salon (the reports read a salon's days by it), filled from the staff row.
ALTER TABLE "staff_days" ADD COLUMN "shop_id" integer;--> statement-breakpoint
UPDATE "staff_days" SET "shop_id" = s."shop_id" FROM "staff" s WHERE s."id" = "staff_days"."staff_id";--> statement-breakpoint
ALTER TABLE "staff_days" ALTER COLUMN "shop_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reassignment_requests" ADD CONSTRAINT "reassignment_requests_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_days" ADD CONSTRAINT "staff_days_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_days_shop_date" ON "staff_days" USING btree ("shop_id","business_date");
--> statement-breakpoint
-- A staff member's working day (clock-in, clock-out, turns; written by the salon's check-in desk) is
-- announced like the other tables: per salon (migration 0004's notify_salon_change) and per day (migration 0007's notify_day_change), its day being its business date taken as the
-- UTC day of that date, which every business day of that date overlaps in any zone.
CREATE TRIGGER "staff_days_inserts" AFTER INSERT ON "staff_days" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('r.shop_id');
--> statement-breakpoint
CREATE TRIGGER "staff_days_updates" AFTER UPDATE ON "staff_days" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('r.shop_id');
--> statement-breakpoint
CREATE TRIGGER "staff_days_deletes" AFTER DELETE ON "staff_days" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('r.shop_id');
--> statement-breakpoint
CREATE TRIGGER "staff_days_truncates" AFTER TRUNCATE ON "staff_days" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
CREATE TRIGGER "staff_days_day_inserts" AFTER INSERT ON "staff_days" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_day_change"('r.shop_id', '(r.business_date::timestamp AT TIME ZONE ''UTC'')');
--> statement-breakpoint
CREATE TRIGGER "staff_days_day_updates" AFTER UPDATE ON "staff_days" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_day_change"('r.shop_id', '(r.business_date::timestamp AT TIME ZONE ''UTC'')');
--> statement-breakpoint
CREATE TRIGGER "staff_days_day_deletes" AFTER DELETE ON "staff_days" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_day_change"('r.shop_id', '(r.business_date::timestamp AT TIME ZONE ''UTC'')');
--> statement-breakpoint
-- The payments of a ticket are in its closing day's figures (the summary report's payment split, the
-- tickets by staff), as its lines and tips are (migration 0007).
CREATE TRIGGER "ticket_payments_day_inserts" AFTER INSERT ON "ticket_payments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_day_change"('(SELECT t.shop_id FROM tickets t WHERE t.id = r.ticket_id)', '(SELECT t.closed_at FROM tickets t WHERE t.id = r.ticket_id)');
--> statement-breakpoint
CREATE TRIGGER "ticket_payments_day_updates" AFTER UPDATE ON "ticket_payments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_day_change"('(SELECT t.shop_id FROM tickets t WHERE t.id = r.ticket_id)', '(SELECT t.closed_at FROM tickets t WHERE t.id = r.ticket_id)');
--> statement-breakpoint
CREATE TRIGGER "ticket_payments_day_deletes" AFTER DELETE ON "ticket_payments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_day_change"('(SELECT t.shop_id FROM tickets t WHERE t.id = r.ticket_id)', '(SELECT t.closed_at FROM tickets t WHERE t.id = r.ticket_id)');
--> statement-breakpoint
-- Reassignment requests are announced per salon, so a kept answer that reads them stays exact.
CREATE TRIGGER "reassignment_requests_inserts" AFTER INSERT ON "reassignment_requests" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('r.shop_id');
--> statement-breakpoint
CREATE TRIGGER "reassignment_requests_updates" AFTER UPDATE ON "reassignment_requests" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('r.shop_id');
--> statement-breakpoint
CREATE TRIGGER "reassignment_requests_deletes" AFTER DELETE ON "reassignment_requests" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('r.shop_id');
--> statement-breakpoint
CREATE TRIGGER "reassignment_requests_truncates" AFTER TRUNCATE ON "reassignment_requests" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
