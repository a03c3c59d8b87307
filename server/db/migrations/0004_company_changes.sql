-- Every change to a company row (its account data, its e-mail, its password, its removal) is
-- announced with its id, at commit, so that each server drops the row it keeps in memory
-- for the account (server/auth/sessionCache.ts, server/auth/sessionRevocations.ts).
CREATE FUNCTION "companies_announce_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('companies_changed', OLD.id::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "companies_changed" AFTER UPDATE OR DELETE ON "companies"
  FOR EACH ROW EXECUTE FUNCTION "companies_announce_change"();
