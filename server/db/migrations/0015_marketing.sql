-- A coupon redemption names its salon (the coupon's), so that its writes are announced per salon and day
-- like a ticket's and a salon's redemptions of a period are read by the (shop_id, created_at) index (the
-- marketing report's coupon figures are kept per business day: server/db/changes.ts, DayCache).
ALTER TABLE "coupon_redemptions" ADD COLUMN "shop_id" integer;--> statement-breakpoint
UPDATE "coupon_redemptions" r SET "shop_id" = c."shop_id" FROM "coupons" c WHERE c."id" = r."coupon_id";--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ALTER COLUMN "shop_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_redemptions_shop_created" ON "coupon_redemptions" USING btree ("shop_id","created_at");--> statement-breakpoint
-- The coupons and their redemptions are watched as the tickets are: a write announces
-- "<table>:<salon id>" (migration 0004's function) and, for a redemption,
-- "coupon_redemptions:<salon id>@<UTC day>" of when it was made (migration 0007's).
CREATE TRIGGER "coupons_inserts" AFTER INSERT ON "coupons" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('r.shop_id');
--> statement-breakpoint
CREATE TRIGGER "coupons_updates" AFTER UPDATE ON "coupons" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('r.shop_id');
--> statement-breakpoint
CREATE TRIGGER "coupons_deletes" AFTER DELETE ON "coupons" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('r.shop_id');
--> statement-breakpoint
CREATE TRIGGER "coupons_truncates" AFTER TRUNCATE ON "coupons" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
CREATE TRIGGER "coupon_redemptions_inserts" AFTER INSERT ON "coupon_redemptions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('r.shop_id');
--> statement-breakpoint
CREATE TRIGGER "coupon_redemptions_updates" AFTER UPDATE ON "coupon_redemptions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('r.shop_id');
--> statement-breakpoint
CREATE TRIGGER "coupon_redemptions_deletes" AFTER DELETE ON "coupon_redemptions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('r.shop_id');
--> statement-breakpoint
CREATE TRIGGER "coupon_redemptions_truncates" AFTER TRUNCATE ON "coupon_redemptions" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
CREATE TRIGGER "coupon_redemptions_day_inserts" AFTER INSERT ON "coupon_redemptions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_day_change"('r.shop_id', 'r.created_at');
--> statement-breakpoint
CREATE TRIGGER "coupon_redemptions_day_updates" AFTER UPDATE ON "coupon_redemptions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_day_change"('r.shop_id', 'r.created_at');
--> statement-breakpoint
CREATE TRIGGER "coupon_redemptions_day_deletes" AFTER DELETE ON "coupon_redemptions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_day_change"('r.shop_id', 'r.created_at');
