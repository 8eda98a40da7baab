-- No double booking, enforced by the database: a write that would make an active appointment (any status
-- but canceled 4 and deleted 5) overlap another active appointment of the same staff member is refused
-- with exclusion_violation (23P01) and a sentence naming the staff member and the appointment in the way,
-- at the salon's wall-clock time. Times are half-open ([start, end)): back-to-back appointments are fine;
-- a zero-length booking holds 15 minutes, as the slot engine and the calendars count it. Writers of one staff member's appointments take turns (an
-- advisory lock held until their transaction ends), so the check sees every committed booking whatever
-- the concurrency, on PGlite and on PostgreSQL alike. Rows written before this rule (imports) are left as
-- they are; a write that moves, lengthens, reassigns or reactivates an appointment is checked, and may
-- keep an overlap the appointment already had but never make a new one.
CREATE FUNCTION "refuse_double_booking"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  clash record;
  tz text;
  who text;
BEGIN
  IF NEW."staff_id" IS NULL OR NEW."status" IN (4, 5) THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD."staff_id" IS NOT DISTINCT FROM NEW."staff_id" AND OLD."start_at" = NEW."start_at"
     AND OLD."end_at" = NEW."end_at" AND OLD."status" NOT IN (4, 5) THEN
    RETURN NEW;
  END IF;
  PERFORM pg_advisory_xact_lock(20061, NEW."staff_id");
  SELECT a."id", a."start_at", a."end_at", a."customer_name" INTO clash FROM "appointments" a
   WHERE a."staff_id" = NEW."staff_id" AND a."id" <> NEW."id" AND a."status" NOT IN (4, 5)
     AND a."start_at" < greatest(NEW."end_at", NEW."start_at" + interval '15 minutes')
     AND greatest(a."end_at", a."start_at" + interval '15 minutes') > NEW."start_at"
     -- An overlap the row already had before this write (imported data) is not a new double booking.
     -- (coalesce: on an insert, or from no staff member, OLD's values are null and nothing is excused)
     AND NOT coalesce(TG_OP = 'UPDATE' AND OLD."staff_id" = NEW."staff_id" AND OLD."status" NOT IN (4, 5)
       AND a."start_at" < greatest(OLD."end_at", OLD."start_at" + interval '15 minutes')
       AND greatest(a."end_at", a."start_at" + interval '15 minutes') > OLD."start_at", false)
   ORDER BY a."start_at" LIMIT 1;
  IF FOUND THEN
    SELECT s."timezone" INTO tz FROM "shops" s WHERE s."id" = NEW."shop_id";
    SELECT trim(st."first_name" || ' ' || st."last_name") INTO who FROM "staff" st WHERE st."id" = NEW."staff_id";
    RAISE EXCEPTION USING
      ERRCODE = 'exclusion_violation',
      CONSTRAINT = 'appointments_no_double_booking',
      MESSAGE = format('%s already has an appointment from %s to %s%s.', coalesce(who, 'This staff member'),
        to_char(clash."start_at" AT TIME ZONE coalesce(tz, 'UTC'), 'FMHH12:MI AM'),
        to_char(clash."end_at" AT TIME ZONE coalesce(tz, 'UTC'), 'FMHH12:MI AM on MM-DD-YYYY'),
        CASE WHEN clash."customer_name" <> '' THEN ' (' || clash."customer_name" || ')' ELSE '' END);
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "appointments_no_double_booking" BEFORE INSERT OR UPDATE OF "staff_id", "start_at", "end_at", "status" ON "appointments" FOR EACH ROW EXECUTE FUNCTION "refuse_double_booking"();
