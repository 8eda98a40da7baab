-- Changes of the tables the reports read day by day are also announced per day: besides
-- "<table>:<salon id>" (migration 0004), a write notifies "table_changes" with
-- "<table>:<salon id>@<day>" for each salon and UTC calendar day (days since 1970-01-01) of the rows it
-- touched, old and new: a ticket's day is when it closed, a child row's the day its ticket closed, an
-- appointment's when it starts, a customer's when the record was made. A statement touching more than
-- 31 days of one salon announces "<table>:<salon id>@*" (every day of the salon). Rows without that
-- instant (an open ticket) are in no day's figures and announce no day; rows whose salon cannot be found
-- are announced by migration 0004's triggers with the bare table name, as is TRUNCATE. The server keeps
-- a report's figures per business day and computes again only the days announced
-- (server/db/changes.ts, DayCache).
CREATE FUNCTION "notify_day_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  salon_of text := TG_ARGV[0];
  instant_of text := TG_ARGV[1];
  touched text;
  r record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    touched := format('SELECT %s AS salon, %s AS instant FROM new_rows r', salon_of, instant_of);
  ELSIF TG_OP = 'DELETE' THEN
    touched := format('SELECT %s AS salon, %s AS instant FROM old_rows r', salon_of, instant_of);
  ELSE
    touched := format('SELECT %1$s AS salon, %2$s AS instant FROM new_rows r UNION ALL SELECT %1$s, %2$s FROM old_rows r',
                      salon_of, instant_of);
  END IF;
  FOR r IN EXECUTE
    'SELECT DISTINCT salon, CASE WHEN count(*) OVER (PARTITION BY salon) > 31 THEN ''*'' ELSE day::text END AS day
       FROM (SELECT DISTINCT salon, floor(extract(epoch FROM instant) / 86400)::integer AS day
               FROM (' || touched || ') t
              WHERE salon IS NOT NULL AND instant IS NOT NULL) d'
  LOOP
    PERFORM pg_notify('table_changes', TG_TABLE_NAME || ':' || r.salon || '@' || r.day);
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Each table's rows, the salon they belong to and the instant that puts them in a day: three triggers
-- each (insert, update, delete), named "<table>_day_<operation>s".
DO $$
DECLARE
  w record;
  parent_salon constant text := '(SELECT t.shop_id FROM tickets t WHERE t.id = r.ticket_id)';
  parent_closed constant text := '(SELECT t.closed_at FROM tickets t WHERE t.id = r.ticket_id)';
BEGIN
  FOR w IN SELECT * FROM (VALUES
    ('tickets', 'r.shop_id', 'r.closed_at'),
    ('ticket_lines', parent_salon, parent_closed),
    ('ticket_tips', parent_salon, parent_closed),
    ('ticket_discounts', parent_salon, parent_closed),
    ('reviews', parent_salon, parent_closed),
    ('appointments', 'r.shop_id', 'r.start_at'),
    ('customers', 'r.shop_id', 'r.created_at')
  ) AS watched(tbl, salon, instant)
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
                   'FOR EACH STATEMENT EXECUTE FUNCTION "notify_day_change"(%L, %L)',
                   w.tbl || '_day_inserts', w.tbl, w.salon, w.instant);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows '
                   'FOR EACH STATEMENT EXECUTE FUNCTION "notify_day_change"(%L, %L)',
                   w.tbl || '_day_updates', w.tbl, w.salon, w.instant);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
                   'FOR EACH STATEMENT EXECUTE FUNCTION "notify_day_change"(%L, %L)',
                   w.tbl || '_day_deletes', w.tbl, w.salon, w.instant);
  END LOOP;
END;
$$;
