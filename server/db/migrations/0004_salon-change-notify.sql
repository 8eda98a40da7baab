-- Changes are announced per salon: a write to a watched table notifies "table_changes" with
-- "<table>:<salon id>" for each salon whose rows it touched (read from the statement's transition
-- tables; child rows find their salon through their parent), so the server drops only that salon's
-- cached answers (server/db/changes.ts). A row whose salon cannot be found (its parent deleted in the
-- same statement) and TRUNCATE announce the bare table name: every salon's answers go. The staff day
-- is now cached too, so block_hours and appointment_services are watched as well.
CREATE OR REPLACE FUNCTION "notify_salon_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  salon_of text := TG_ARGV[0];
  salons text;
  salon integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    salons := format('SELECT %s AS salon FROM new_rows r', salon_of);
  ELSIF TG_OP = 'DELETE' THEN
    salons := format('SELECT %s AS salon FROM old_rows r', salon_of);
  ELSE
    salons := format('SELECT %1$s AS salon FROM new_rows r UNION SELECT %1$s FROM old_rows r', salon_of);
  END IF;
  FOR salon IN EXECUTE 'SELECT DISTINCT salon FROM (' || salons || ') s' LOOP
    IF salon IS NULL THEN
      PERFORM pg_notify('table_changes', TG_TABLE_NAME);
    ELSE
      PERFORM pg_notify('table_changes', TG_TABLE_NAME || ':' || salon);
    END IF;
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "shops_changes" ON "shops";
--> statement-breakpoint
CREATE TRIGGER "shops_inserts" AFTER INSERT ON "shops" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('r.id');
--> statement-breakpoint
CREATE TRIGGER "shops_updates" AFTER UPDATE ON "shops" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('r.id');
--> statement-breakpoint
CREATE TRIGGER "shops_deletes" AFTER DELETE ON "shops" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('r.id');
--> statement-breakpoint
CREATE TRIGGER "shops_truncates" AFTER TRUNCATE ON "shops" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "shop_schedules_changes" ON "shop_schedules";
--> statement-breakpoint
CREATE TRIGGER "shop_schedules_inserts" AFTER INSERT ON "shop_schedules" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('r.shop_id');
--> statement-breakpoint
CREATE TRIGGER "shop_schedules_updates" AFTER UPDATE ON "shop_schedules" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('r.shop_id');
--> statement-breakpoint
CREATE TRIGGER "shop_schedules_deletes" AFTER DELETE ON "shop_schedules" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('r.shop_id');
--> statement-breakpoint
CREATE TRIGGER "shop_schedules_truncates" AFTER TRUNCATE ON "shop_schedules" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "staff_changes" ON "staff";
--> statement-breakpoint
CREATE TRIGGER "staff_inserts" AFTER INSERT ON "staff" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('r.shop_id');
--> statement-breakpoint
CREATE TRIGGER "staff_updates" AFTER UPDATE ON "staff" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('r.shop_id');
--> statement-breakpoint
CREATE TRIGGER "staff_deletes" AFTER DELETE ON "staff" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('r.shop_id');
--> statement-breakpoint
CREATE TRIGGER "staff_truncates" AFTER TRUNCATE ON "staff" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "sessions_changes" ON "sessions";
--> statement-breakpoint
CREATE TRIGGER "sessions_inserts" AFTER INSERT ON "sessions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('r.shop_id');
--> statement-breakpoint
CREATE TRIGGER "sessions_updates" AFTER UPDATE ON "sessions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('r.shop_id');
--> statement-breakpoint
CREATE TRIGGER "sessions_deletes" AFTER DELETE ON "sessions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('r.shop_id');
--> statement-breakpoint
CREATE TRIGGER "sessions_truncates" AFTER TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "customers_changes" ON "customers";
--> statement-breakpoint
CREATE TRIGGER "customers_inserts" AFTER INSERT ON "customers" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('r.shop_id');
--> statement-breakpoint
CREATE TRIGGER "customers_updates" AFTER UPDATE ON "customers" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('r.shop_id');
--> statement-breakpoint
CREATE TRIGGER "customers_deletes" AFTER DELETE ON "customers" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('r.shop_id');
--> statement-breakpoint
CREATE TRIGGER "customers_truncates" AFTER TRUNCATE ON "customers" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "appointments_changes" ON "appointments";
--> statement-breakpoint
CREATE TRIGGER "appointments_inserts" AFTER INSERT ON "appointments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('r.shop_id');
--> statement-breakpoint
CREATE TRIGGER "appointments_updates" AFTER UPDATE ON "appointments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('r.shop_id');
--> statement-breakpoint
CREATE TRIGGER "appointments_deletes" AFTER DELETE ON "appointments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('r.shop_id');
--> statement-breakpoint
CREATE TRIGGER "appointments_truncates" AFTER TRUNCATE ON "appointments" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
CREATE TRIGGER "appointment_services_inserts" AFTER INSERT ON "appointment_services" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('(SELECT a.shop_id FROM appointments a WHERE a.id = r.appointment_id)');
--> statement-breakpoint
CREATE TRIGGER "appointment_services_updates" AFTER UPDATE ON "appointment_services" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('(SELECT a.shop_id FROM appointments a WHERE a.id = r.appointment_id)');
--> statement-breakpoint
CREATE TRIGGER "appointment_services_deletes" AFTER DELETE ON "appointment_services" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('(SELECT a.shop_id FROM appointments a WHERE a.id = r.appointment_id)');
--> statement-breakpoint
CREATE TRIGGER "appointment_services_truncates" AFTER TRUNCATE ON "appointment_services" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
CREATE TRIGGER "block_hours_inserts" AFTER INSERT ON "block_hours" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('r.shop_id');
--> statement-breakpoint
CREATE TRIGGER "block_hours_updates" AFTER UPDATE ON "block_hours" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('r.shop_id');
--> statement-breakpoint
CREATE TRIGGER "block_hours_deletes" AFTER DELETE ON "block_hours" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('r.shop_id');
--> statement-breakpoint
CREATE TRIGGER "block_hours_truncates" AFTER TRUNCATE ON "block_hours" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "tickets_changes" ON "tickets";
--> statement-breakpoint
CREATE TRIGGER "tickets_inserts" AFTER INSERT ON "tickets" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('r.shop_id');
--> statement-breakpoint
CREATE TRIGGER "tickets_updates" AFTER UPDATE ON "tickets" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('r.shop_id');
--> statement-breakpoint
CREATE TRIGGER "tickets_deletes" AFTER DELETE ON "tickets" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('r.shop_id');
--> statement-breakpoint
CREATE TRIGGER "tickets_truncates" AFTER TRUNCATE ON "tickets" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "ticket_lines_changes" ON "ticket_lines";
--> statement-breakpoint
CREATE TRIGGER "ticket_lines_inserts" AFTER INSERT ON "ticket_lines" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('(SELECT t.shop_id FROM tickets t WHERE t.id = r.ticket_id)');
--> statement-breakpoint
CREATE TRIGGER "ticket_lines_updates" AFTER UPDATE ON "ticket_lines" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('(SELECT t.shop_id FROM tickets t WHERE t.id = r.ticket_id)');
--> statement-breakpoint
CREATE TRIGGER "ticket_lines_deletes" AFTER DELETE ON "ticket_lines" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('(SELECT t.shop_id FROM tickets t WHERE t.id = r.ticket_id)');
--> statement-breakpoint
CREATE TRIGGER "ticket_lines_truncates" AFTER TRUNCATE ON "ticket_lines" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "ticket_tips_changes" ON "ticket_tips";
--> statement-breakpoint
CREATE TRIGGER "ticket_tips_inserts" AFTER INSERT ON "ticket_tips" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('(SELECT t.shop_id FROM tickets t WHERE t.id = r.ticket_id)');
--> statement-breakpoint
CREATE TRIGGER "ticket_tips_updates" AFTER UPDATE ON "ticket_tips" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('(SELECT t.shop_id FROM tickets t WHERE t.id = r.ticket_id)');
--> statement-breakpoint
CREATE TRIGGER "ticket_tips_deletes" AFTER DELETE ON "ticket_tips" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('(SELECT t.shop_id FROM tickets t WHERE t.id = r.ticket_id)');
--> statement-breakpoint
CREATE TRIGGER "ticket_tips_truncates" AFTER TRUNCATE ON "ticket_tips" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "ticket_discounts_changes" ON "ticket_discounts";
--> statement-breakpoint
CREATE TRIGGER "ticket_discounts_inserts" AFTER INSERT ON "ticket_discounts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('(SELECT t.shop_id FROM tickets t WHERE t.id = r.ticket_id)');
--> statement-breakpoint
CREATE TRIGGER "ticket_discounts_updates" AFTER UPDATE ON "ticket_discounts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('(SELECT t.shop_id FROM tickets t WHERE t.id = r.ticket_id)');
--> statement-breakpoint
CREATE TRIGGER "ticket_discounts_deletes" AFTER DELETE ON "ticket_discounts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('(SELECT t.shop_id FROM tickets t WHERE t.id = r.ticket_id)');
--> statement-breakpoint
CREATE TRIGGER "ticket_discounts_truncates" AFTER TRUNCATE ON "ticket_discounts" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "reviews_changes" ON "reviews";
--> statement-breakpoint
CREATE TRIGGER "reviews_inserts" AFTER INSERT ON "reviews" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('(SELECT t.shop_id FROM tickets t WHERE t.id = r.ticket_id)');
--> statement-breakpoint
CREATE TRIGGER "reviews_updates" AFTER UPDATE ON "reviews" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('(SELECT t.shop_id FROM tickets t WHERE t.id = r.ticket_id)');
--> statement-breakpoint
CREATE TRIGGER "reviews_deletes" AFTER DELETE ON "reviews" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_salon_change"('(SELECT t.shop_id FROM tickets t WHERE t.id = r.ticket_id)');
--> statement-breakpoint
CREATE TRIGGER "reviews_truncates" AFTER TRUNCATE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
