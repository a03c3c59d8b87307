-- Creators (accounts with role creator and a public profile), their applications and
-- invitations, and deals; sessions remember the role they were opened for, and a campaign
-- counts the deals holding its slots.
CREATE TABLE "campaign_applications" (
	"campaign_id" integer NOT NULL,
	"creator_id" integer NOT NULL,
	"pitch" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_applications_campaign_id_creator_id_pk" PRIMARY KEY("campaign_id","creator_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_invitations" (
	"campaign_id" integer NOT NULL,
	"creator_id" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_invitations_campaign_id_creator_id_pk" PRIMARY KEY("campaign_id","creator_id")
);
--> statement-breakpoint
CREATE TABLE "creators" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"avatar_url" text NOT NULL,
	"tier" text NOT NULL,
	"categories" text[] NOT NULL,
	"followers" integer NOT NULL,
	"views" integer NOT NULL,
	"engagement_bp" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"age" integer NOT NULL,
	"gender" text NOT NULL,
	"ethnicity" text NOT NULL,
	"country" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"portfolio" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"joined_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_active_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creators_tier_known" CHECK ("creators"."tier" in ('basic', 'pro')),
	CONSTRAINT "creators_counts_positive" CHECK ("creators"."followers" >= 0 and "creators"."views" >= 0),
	CONSTRAINT "creators_engagement_range" CHECK ("creators"."engagement_bp" between 0 and 10000),
	CONSTRAINT "creators_price_positive" CHECK ("creators"."price_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"creator_id" integer NOT NULL,
	"status" text DEFAULT 'creator_accepted' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deals_status_known" CHECK ("deals"."status" in ('creator_accepted', 'purchased_sent', 'product_received', 'creator_upload_content', 'content_approved_by_admin', 'company_accepts_content', 'creator_waiting_for_publish_date', 'completed', 'finished', 'canceled'))
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "role" text DEFAULT 'company' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "deals_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_applications" ADD CONSTRAINT "campaign_applications_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_applications" ADD CONSTRAINT "campaign_applications_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_invitations" ADD CONSTRAINT "campaign_invitations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_invitations" ADD CONSTRAINT "campaign_invitations_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creators" ADD CONSTRAINT "creators_id_companies_id_fk" FOREIGN KEY ("id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_applications_newest_idx" ON "campaign_applications" USING btree ("campaign_id","created_at","creator_id");--> statement-breakpoint
CREATE INDEX "campaign_applications_creator_idx" ON "campaign_applications" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "campaign_invitations_creator_idx" ON "campaign_invitations" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "creators_followers_idx" ON "creators" USING btree ("followers","id");--> statement-breakpoint
CREATE INDEX "creators_views_idx" ON "creators" USING btree ("views","id");--> statement-breakpoint
CREATE INDEX "creators_joined_idx" ON "creators" USING btree ("joined_at","id");--> statement-breakpoint
CREATE INDEX "creators_active_idx" ON "creators" USING btree ("last_active_at","id");--> statement-breakpoint
CREATE INDEX "creators_price_idx" ON "creators" USING btree ("price_cents","id");--> statement-breakpoint
CREATE INDEX "creators_tier_idx" ON "creators" USING btree ("tier","id");--> statement-breakpoint
CREATE UNIQUE INDEX "deals_campaign_creator_unique" ON "deals" USING btree ("campaign_id","creator_id");--> statement-breakpoint
CREATE INDEX "deals_company_newest_idx" ON "deals" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "deals_creator_idx" ON "deals" USING btree ("creator_id");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_role_known" CHECK ("companies"."role" in ('company', 'creator'));--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_role_known" CHECK ("sessions"."role" in ('company', 'creator'));--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_deals_count_range" CHECK ("campaigns"."deals_count" between 0 and "campaigns"."number_of_deals");