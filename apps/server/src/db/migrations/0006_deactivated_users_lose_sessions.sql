-- Deactivating a user ends their sessions: without this, reactivating them would revive every token they held.
-- A trigger, so it holds for every way the flag changes (the admin screen, a script, an SQL console).
CREATE FUNCTION "users_deactivated_delete_sessions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "sessions" WHERE "user_id" = NEW."id";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_deactivated_delete_sessions"
  AFTER UPDATE OF "active" ON "users"
  FOR EACH ROW
  WHEN (OLD."active" AND NOT NEW."active")
  EXECUTE FUNCTION "users_deactivated_delete_sessions"();
