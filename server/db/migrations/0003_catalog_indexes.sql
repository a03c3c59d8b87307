DROP INDEX "products_company_category_idx";--> statement-breakpoint
DROP INDEX "brands_company_created_idx";--> statement-breakpoint
DROP INDEX "products_company_created_idx";--> statement-breakpoint
DROP INDEX "products_brand_created_idx";--> statement-breakpoint
CREATE INDEX "products_company_category_created_idx" ON "products" USING btree ("company_id","category","created_at","id");--> statement-breakpoint
CREATE INDEX "products_company_name_idx" ON "products" USING btree ("company_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "products_company_price_idx" ON "products" USING btree ("company_id","price_cents","id");--> statement-breakpoint
CREATE INDEX "brands_company_created_idx" ON "brands" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "products_company_created_idx" ON "products" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "products_brand_created_idx" ON "products" USING btree ("brand_id","created_at","id");--> statement-breakpoint
-- Hand-written from here (drizzle-kit cannot express these).
-- The product name search (ilike '%…%') uses a trigram index where the engine has pg_trgm
-- (PGlite loads it as an extension, PostgreSQL ships it in contrib). Without it the
-- migration still applies and the search reads the company's rows through its other
-- indexes; server/db/statistics.ts creates the index at a later start once it can.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available: product name search runs without its index';
END
$$;--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);
  END IF;
END
$$;--> statement-breakpoint
-- Every change to a session row (a revocation, an early expiry, a removal, also by cascade
-- from its company) is announced with the company id, at commit, so that each server drops
-- that company's cached sessions (server/auth/sessionRevocations.ts).
CREATE FUNCTION "sessions_announce_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sessions_changed', OLD.company_id::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_changed" AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "sessions_announce_change"();
