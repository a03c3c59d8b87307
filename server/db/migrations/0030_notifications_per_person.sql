-- Each person of a team has their own bell: a notification is stored for the person it
-- reaches. Every notification so far was its company's one person's (or a creator's own).
ALTER TABLE "notifications" ADD COLUMN "recipient_id" integer;--> statement-breakpoint
UPDATE "notifications" SET "recipient_id" = "company_id";--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "recipient_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_id_accounts_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX "notifications_company_idx";--> statement-breakpoint
DROP INDEX "notifications_company_unread_idx";--> statement-breakpoint
DROP INDEX "notifications_company_coalesce_unread_idx";--> statement-breakpoint
CREATE INDEX "notifications_recipient_idx" ON "notifications" USING btree ("company_id","recipient_id","id");--> statement-breakpoint
CREATE INDEX "notifications_recipient_unread_idx" ON "notifications" USING btree ("company_id","recipient_id","id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_recipient_coalesce_unread_idx" ON "notifications" USING btree ("company_id","recipient_id","coalesce_key") WHERE "notifications"."read_at" is null and "notifications"."coalesce_key" is not null;--> statement-breakpoint
-- The kinds of notification each person muted in each company: none so far.
ALTER TABLE "company_members" ADD COLUMN "muted_kinds" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_muted_kinds_known" CHECK ("company_members"."muted_kinds" <@ array['applications', 'deals', 'messages', 'campaigns']::text[]);
