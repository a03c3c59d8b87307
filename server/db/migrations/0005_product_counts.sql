CREATE TABLE "product_counts" (
	"company_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"category" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "product_counts_company_id_brand_id_category_pk" PRIMARY KEY("company_id","brand_id","category")
);
--> statement-breakpoint
ALTER TABLE "product_counts" ADD CONSTRAINT "product_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_counts" ADD CONSTRAINT "product_counts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written from here (drizzle-kit cannot express triggers).
-- Every product added, removed or moved to another brand or category moves its counter, in
-- the same transaction: a rolled-back change leaves the counts as they were, and concurrent
-- changes wait on the counter row's lock, so the counts stay exact.
CREATE FUNCTION "product_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "product_counts" SET "count" = "count" - 1
      WHERE "company_id" = OLD."company_id" AND "brand_id" = OLD."brand_id"
        AND "category" = OLD."category";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "product_counts" ("company_id", "brand_id", "category", "count")
      VALUES (NEW."company_id", NEW."brand_id", NEW."category", 1)
      ON CONFLICT ("company_id", "brand_id", "category")
      DO UPDATE SET "count" = "product_counts"."count" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_counts_follow" AFTER INSERT OR DELETE OR UPDATE OF "company_id", "brand_id", "category"
  ON "products" FOR EACH ROW EXECUTE FUNCTION "product_counts_follow"();--> statement-breakpoint
INSERT INTO "product_counts" ("company_id", "brand_id", "category", "count")
  SELECT "company_id", "brand_id", "category", count(*)::int FROM "products"
  GROUP BY "company_id", "brand_id", "category";
