-- The change announcements (migrations 0004 and 0007) without dynamic SQL. "notify_salon_change" and
-- "notify_day_change" build their query from the trigger's arguments and run it with EXECUTE, so
-- Postgres parses and plans it again at every statement that writes a watched table: on the embedded
-- database about 2 ms a statement, most of a write's cost (docs/benchmarks.md, "The mix met"). Each trigger
-- that calls one of them now calls a function of its own table with the same query written in it, which
-- PL/pgSQL plans once and keeps. The announcements are the same, word for word.
--
-- "compile_change_triggers"() does it for every such trigger there is, and may be called again: a later
-- migration that adds a watched table with the generic functions calls it after.
CREATE FUNCTION "compile_change_triggers"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  t record;
  args text[];
  fn text;
  rows_of text;
  touched text;
  payload text;
  on_insert text;
  on_delete text;
  on_update text;
  definition text;
BEGIN
  FOR t IN
    SELECT tg.oid, tg.tgname, c.relname AS tbl, p.proname AS kind, tg.tgargs
      FROM pg_trigger tg
      JOIN pg_class c ON c.oid = tg.tgrelid
      JOIN pg_proc p ON p.oid = tg.tgfoid
     WHERE NOT tg.tgisinternal AND p.proname IN ('notify_salon_change', 'notify_day_change')
     ORDER BY c.relname, tg.tgname
  LOOP
    -- The trigger's arguments: the salon of a row "r" (and for days, the instant that puts it in a day).
    args := string_to_array(encode(t.tgargs, 'escape'), '\000');
    fn := t.kind || '_of_' || t.tbl;
    IF t.kind = 'notify_salon_change' THEN
      rows_of := format('SELECT %s AS salon FROM %%s r', args[1]);
      touched := 'SELECT DISTINCT salon FROM (%s) s';
      on_update := format(touched, format(rows_of, 'new_rows') || ' UNION ' || format(rows_of, 'old_rows'));
      payload := $p$TG_TABLE_NAME || coalesce(':' || announced.salon, '')$p$;
    ELSE
      rows_of := format('SELECT %s AS salon, %s AS instant FROM %%s r', args[1], args[2]);
      touched := $q$SELECT DISTINCT salon, CASE WHEN count(*) OVER (PARTITION BY salon) > 31 THEN '*' ELSE day::text END AS day
                      FROM (SELECT DISTINCT salon, floor(extract(epoch FROM instant) / 86400)::integer AS day
                              FROM (%s) touched
                             WHERE salon IS NOT NULL AND instant IS NOT NULL) d$q$;
      on_update := format(touched, format(rows_of, 'new_rows') || ' UNION ALL ' || format(rows_of, 'old_rows'));
      payload := $p$TG_TABLE_NAME || ':' || announced.salon || '@' || announced.day$p$;
    END IF;
    on_insert := format(touched, format(rows_of, 'new_rows'));
    on_delete := format(touched, format(rows_of, 'old_rows'));
    EXECUTE format($f$
      CREATE OR REPLACE FUNCTION %1$I() RETURNS trigger LANGUAGE plpgsql AS $body$
      DECLARE
        announced record;
      BEGIN
        IF TG_OP = 'INSERT' THEN
          FOR announced IN %2$s LOOP PERFORM pg_notify('table_changes', %5$s); END LOOP;
        ELSIF TG_OP = 'DELETE' THEN
          FOR announced IN %3$s LOOP PERFORM pg_notify('table_changes', %5$s); END LOOP;
        ELSE
          FOR announced IN %4$s LOOP PERFORM pg_notify('table_changes', %5$s); END LOOP;
        END IF;
        RETURN NULL;
      END;
      $body$ $f$, fn, on_insert, on_delete, on_update, payload);
    -- The same trigger (name, events, transition tables), calling its table's own function.
    definition := regexp_replace(pg_get_triggerdef(t.oid), 'EXECUTE FUNCTION .*$', format('EXECUTE FUNCTION %I()', fn));
    EXECUTE format('DROP TRIGGER %I ON %I', t.tgname, t.tbl);
    EXECUTE definition;
  END LOOP;
END;
$$;
--> statement-breakpoint
SELECT "compile_change_triggers"();
