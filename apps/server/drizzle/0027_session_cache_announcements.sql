-- Every change that could alter a session an instance keeps in its cache is announced to every instance (decision 160):
-- 's:<token hash>' for a session ended or changed (the old row's hash: a password change gives the session a new one),
-- 'u:<user id>' for a user, their roles or two-factor state, 'a:<agent id>' for an agent. Sent at commit, in commit order.
CREATE FUNCTION "announce_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    changed := NEW;
  ELSE
    changed := OLD;
  END IF;
  PERFORM pg_notify('panel_session_cache', TG_ARGV[0] || ':' || (to_jsonb(changed) ->> TG_ARGV[1]));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_announce_change" AFTER UPDATE OR DELETE ON "sessions"
FOR EACH ROW EXECUTE FUNCTION "announce_session_change"('s', 'token_hash');--> statement-breakpoint
CREATE TRIGGER "users_announce_change" AFTER UPDATE OR DELETE ON "users"
FOR EACH ROW EXECUTE FUNCTION "announce_session_change"('u', 'id');--> statement-breakpoint
CREATE TRIGGER "agents_announce_change" AFTER UPDATE OR DELETE ON "agents"
FOR EACH ROW EXECUTE FUNCTION "announce_session_change"('a', 'id');--> statement-breakpoint
CREATE TRIGGER "user_roles_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "user_roles"
FOR EACH ROW EXECUTE FUNCTION "announce_session_change"('u', 'user_id');--> statement-breakpoint
CREATE TRIGGER "two_factor_secrets_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "two_factor_secrets"
FOR EACH ROW EXECUTE FUNCTION "announce_session_change"('u', 'user_id');
