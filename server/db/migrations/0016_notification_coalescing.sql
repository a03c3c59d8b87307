ALTER TABLE "notifications" ADD COLUMN "coalesce_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_company_coalesce_unread_idx" ON "notifications" USING btree ("company_id","coalesce_key") WHERE "notifications"."read_at" is null and "notifications"."coalesce_key" is not null;