-- The staff income report (server/modules/income) also reads tips, discounts and reviews: announce
-- their writes on "table_changes" too (function from migration 0001), so its cache stays exact.
CREATE TRIGGER "ticket_tips_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ticket_tips" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
CREATE TRIGGER "ticket_discounts_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ticket_discounts" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
CREATE TRIGGER "reviews_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
