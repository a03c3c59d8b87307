CREATE TABLE "content_licences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_licences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"creator_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"deal_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"files" jsonb NOT NULL,
	"usage_rights" text NOT NULL,
	"raw_footage" boolean NOT NULL,
	"extra_hooks" integer NOT NULL,
	"starts_at" timestamp (3) with time zone NOT NULL,
	"paid_ads_ends_at" timestamp (3) with time zone,
	"extends_licence_id" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_licences_usage_rights_known" CHECK ("content_licences"."usage_rights" in ('organic', 'paid_ads_3m', 'paid_ads_6m', 'paid_ads_12m', 'perpetual')),
	CONSTRAINT "content_licences_extra_hooks_range" CHECK ("content_licences"."extra_hooks" between 0 and 3)
);
--> statement-breakpoint
ALTER TABLE "content_files" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "content_licences" ADD CONSTRAINT "content_licences_company_id_accounts_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_licences" ADD CONSTRAINT "content_licences_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_licences" ADD CONSTRAINT "content_licences_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_licences" ADD CONSTRAINT "content_licences_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_licences" ADD CONSTRAINT "content_licences_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_licences" ADD CONSTRAINT "content_licences_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_licences" ADD CONSTRAINT "content_licences_extends_licence_id_content_licences_id_fk" FOREIGN KEY ("extends_licence_id") REFERENCES "public"."content_licences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_licences_company_created_idx" ON "content_licences" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "content_licences_content_idx" ON "content_licences" USING btree ("content_id","id");--> statement-breakpoint
CREATE INDEX "content_licences_deal_idx" ON "content_licences" USING btree ("deal_id","id");--> statement-breakpoint
ALTER TABLE "content_files" ADD CONSTRAINT "content_files_sha256_hex" CHECK ("content_files"."sha256" is null or "content_files"."sha256" ~ '^[0-9a-f]{64}$');--> statement-breakpoint
-- Hand-written: a licence is written once, like a ledger entry (docs/product.md#licences).
-- What was licensed never changes afterwards, whatever the code does: an extension is a new
-- record, and editing or removing one (a row, also when a cascade asks, or all) is refused.
CREATE FUNCTION "content_licences_written_once"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'content licences are written once: % refused', TG_OP
    USING ERRCODE = 'check_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER "content_licences_no_update" BEFORE UPDATE ON "content_licences"
  FOR EACH ROW EXECUTE FUNCTION "content_licences_written_once"();--> statement-breakpoint
CREATE TRIGGER "content_licences_no_delete" BEFORE DELETE ON "content_licences"
  FOR EACH ROW EXECUTE FUNCTION "content_licences_written_once"();--> statement-breakpoint
CREATE TRIGGER "content_licences_no_truncate" BEFORE TRUNCATE ON "content_licences"
  FOR EACH STATEMENT EXECUTE FUNCTION "content_licences_written_once"();
