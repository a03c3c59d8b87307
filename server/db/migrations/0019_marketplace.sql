-- The creators' marketplace: invitations a creator declined, and the indexes of its lists
-- (active campaigns newest first, of every type or of one; a creator's applications and
-- invitations newest first, which replace the plain creator_id indexes).
DROP INDEX "campaign_applications_creator_idx";--> statement-breakpoint
DROP INDEX "campaign_invitations_creator_idx";--> statement-breakpoint
ALTER TABLE "campaign_invitations" ADD COLUMN "declined_at" timestamp (3) with time zone;--> statement-breakpoint
CREATE INDEX "campaigns_status_newest_idx" ON "campaigns" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "campaigns_status_type_newest_idx" ON "campaigns" USING btree ("status","type","created_at","id");--> statement-breakpoint
CREATE INDEX "campaign_applications_creator_newest_idx" ON "campaign_applications" USING btree ("creator_id","created_at","campaign_id");--> statement-breakpoint
CREATE INDEX "campaign_invitations_creator_newest_idx" ON "campaign_invitations" USING btree ("creator_id","created_at","campaign_id");