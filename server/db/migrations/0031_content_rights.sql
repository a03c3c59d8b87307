ALTER TABLE "campaigns" ADD COLUMN "usage_rights" text DEFAULT 'organic' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "raw_footage" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "extra_hooks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_usage_rights_known" CHECK ("campaigns"."usage_rights" in ('organic', 'paid_ads_3m', 'paid_ads_6m', 'paid_ads_12m', 'perpetual'));--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_extra_hooks_range" CHECK ("campaigns"."extra_hooks" between 0 and 3);