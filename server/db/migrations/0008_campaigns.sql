-- Campaigns get everything the wizard enters, their cost lines and payment, and their
-- review; jobs hold scheduled work. No campaign could be created before this migration,
-- so the table is empty and its new NOT NULL columns need no default.
CREATE TABLE "jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"run_at" timestamp (3) with time zone NOT NULL,
	"done_at" timestamp (3) with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "campaigns_company_created_idx";--> statement-breakpoint
ALTER TABLE "campaign_products" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "type" text NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "delivery_type" text NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "taxes_shipping_compensation_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "number_of_deals" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "creator_tier" text NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "creator_category" text NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "must_have_tags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "content_brief" text NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "content_format" text NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "video_duration" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "resource_links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "ages" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "genders" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "ethnicities" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "revision_rounds" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "payment_method" text NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "cost_lines" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "total_cents" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "payment_transaction_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "reviewed_at" timestamp (3) with time zone;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at","id") WHERE "jobs"."done_at" is null;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_payment_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("payment_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_company_newest_idx" ON "campaigns" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "campaigns_company_status_newest_idx" ON "campaigns" USING btree ("company_id","status","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_payment_unique" ON "campaigns" USING btree ("payment_transaction_id");--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_status_known" CHECK ("campaigns"."status" in ('pending_admin_approval', 'active', 'rejected', 'paused', 'deactivated', 'completed'));--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_type_known" CHECK ("campaigns"."type" in ('ugc_image', 'ugc_video', 'social_media', 'product_package'));--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_delivery_known" CHECK ("campaigns"."delivery_type" in ('refund', 'shipping'));--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_tier_known" CHECK ("campaigns"."creator_tier" in ('basic', 'pro'));--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_format_known" CHECK ("campaigns"."content_format" in ('portrait', 'landscape', 'square'));--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_payment_method_known" CHECK ("campaigns"."payment_method" in ('wallet', 'card'));--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_deals_positive" CHECK ("campaigns"."number_of_deals" > 0);--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_total_positive" CHECK ("campaigns"."total_cents" > 0);