-- Every statement that changes one of these tables notifies channel "table_changes" with the table's
-- name. Notifications are transactional: sent at commit, never for a rolled-back write. The server
-- listens and keeps in-process versions per table, so its caches (sessions, the sign-in directory,
-- reports) are dropped exactly when what they were read from changes, whichever process wrote.
CREATE OR REPLACE FUNCTION "notify_table_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('table_changes', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "shops_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shops" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
CREATE TRIGGER "shop_schedules_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shop_schedules" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
CREATE TRIGGER "staff_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "staff" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
CREATE TRIGGER "sessions_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
CREATE TRIGGER "customers_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "customers" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
CREATE TRIGGER "appointments_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "appointments" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
CREATE TRIGGER "tickets_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tickets" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
CREATE TRIGGER "ticket_lines_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ticket_lines" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
