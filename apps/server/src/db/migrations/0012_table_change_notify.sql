-- Every instance keeps small in-process caches of rarely written tables (the signed-in user and
-- role, live sessions, the catalogue; decision 0030). Any change to them, by the app or by hand,
-- tells every instance on the realtime channel, which drops its copy of that table.
CREATE OR REPLACE FUNCTION pb_notify_table_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('pb_events', json_build_object('t', 'table', 'table', TG_TABLE_NAME)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION pb_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER roles_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "roles" FOR EACH STATEMENT EXECUTE FUNCTION pb_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "refresh_tokens" FOR EACH STATEMENT EXECUTE FUNCTION pb_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER panels_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "panels" FOR EACH STATEMENT EXECUTE FUNCTION pb_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER inverters_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "inverters" FOR EACH STATEMENT EXECUTE FUNCTION pb_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER installers_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "installers" FOR EACH STATEMENT EXECUTE FUNCTION pb_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER finance_options_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "finance_options" FOR EACH STATEMENT EXECUTE FUNCTION pb_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER incentives_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "incentives" FOR EACH STATEMENT EXECUTE FUNCTION pb_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER power_companies_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "power_companies" FOR EACH STATEMENT EXECUTE FUNCTION pb_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER site_settings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_settings" FOR EACH STATEMENT EXECUTE FUNCTION pb_notify_table_change();
