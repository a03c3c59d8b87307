CREATE TABLE "licence_expiry_notices" (
	"licence_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "content_licences_extends_once_idx" ON "content_licences" USING btree ("extends_licence_id");--> statement-breakpoint
CREATE INDEX "content_licences_ads_end_idx" ON "content_licences" USING btree ("company_id","paid_ads_ends_at") WHERE "content_licences"."paid_ads_ends_at" is not null and "content_licences"."usage_rights" <> 'organic';