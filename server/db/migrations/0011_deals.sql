CREATE TABLE "content_files" (
	"id" text PRIMARY KEY NOT NULL,
	"content_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"position" integer NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_files_type_known" CHECK ("content_files"."content_type" in ('image/png', 'image/jpeg', 'image/gif', 'image/webp', 'video/mp4', 'video/webm')),
	CONSTRAINT "content_files_size_positive" CHECK ("content_files"."size" > 0)
);
--> statement-breakpoint
CREATE TABLE "contents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"deal_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"creator_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"round" integer NOT NULL,
	"feedback" text,
	"time_comments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp (3) with time zone,
	CONSTRAINT "contents_kind_known" CHECK ("contents"."kind" in ('image', 'video')),
	CONSTRAINT "contents_status_known" CHECK ("contents"."status" in ('created', 'pending_approval', 'accepted', 'bought', 'denied')),
	CONSTRAINT "contents_round_positive" CHECK ("contents"."round" >= 1)
);
--> statement-breakpoint
CREATE TABLE "deal_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deal_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"deal_id" integer NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"status" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deal_events_action_known" CHECK ("deal_events"."action" in ('ship', 'report_purchase', 'confirm_receipt', 'upload_content', 'approve_content', 'reject_content', 'accept_content', 'request_revision', 'complete', 'wait_for_publish', 'report_post', 'cancel', 'finish')),
	CONSTRAINT "deal_events_actor_known" CHECK ("deal_events"."actor" in ('company', 'creator', 'admin', 'system')),
	CONSTRAINT "deal_events_status_known" CHECK ("deal_events"."status" in ('creator_accepted', 'purchased_sent', 'product_received', 'creator_upload_content', 'content_approved_by_admin', 'company_accepts_content', 'creator_waiting_for_publish_date', 'completed', 'finished', 'canceled'))
);
--> statement-breakpoint
CREATE TABLE "deal_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deal_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"deal_id" integer NOT NULL,
	"author" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deal_messages_author_known" CHECK ("deal_messages"."author" in ('company', 'creator'))
);
--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_kind_known";--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_method_known";--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "order_number" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "post_url" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "has_content" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "revisions_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "reimbursement_transaction_id" integer;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "payout_transaction_id" integer;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "refund_transaction_id" integer;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "canceled_by" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "status_changed_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "last_message_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "company_read_message_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "creator_read_message_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "content_files" ADD CONSTRAINT "content_files_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_files" ADD CONSTRAINT "content_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_events" ADD CONSTRAINT "deal_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_events" ADD CONSTRAINT "deal_events_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_messages" ADD CONSTRAINT "deal_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_messages" ADD CONSTRAINT "deal_messages_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_files_content_position_unique" ON "content_files" USING btree ("content_id","position");--> statement-breakpoint
CREATE INDEX "contents_deal_idx" ON "contents" USING btree ("deal_id","id");--> statement-breakpoint
CREATE INDEX "contents_company_newest_idx" ON "contents" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "contents_company_status_newest_idx" ON "contents" USING btree ("company_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "contents_company_campaign_newest_idx" ON "contents" USING btree ("company_id","campaign_id","created_at","id");--> statement-breakpoint
CREATE INDEX "contents_company_brand_newest_idx" ON "contents" USING btree ("company_id","brand_id","created_at","id");--> statement-breakpoint
CREATE INDEX "deal_events_deal_idx" ON "deal_events" USING btree ("deal_id","id");--> statement-breakpoint
CREATE INDEX "deal_messages_deal_newest_idx" ON "deal_messages" USING btree ("deal_id","created_at","id");--> statement-breakpoint
CREATE INDEX "deal_messages_deal_author_idx" ON "deal_messages" USING btree ("deal_id","author","id");--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_reimbursement_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("reimbursement_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_payout_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("payout_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_refund_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("refund_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deals_company_updated_idx" ON "deals" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "deals_company_campaign_updated_idx" ON "deals" USING btree ("company_id","campaign_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "deals_company_status_updated_idx" ON "deals" USING btree ("company_id","status","updated_at","id");--> statement-breakpoint
CREATE INDEX "deals_creator_updated_idx" ON "deals" USING btree ("creator_id","updated_at","id");--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_carrier_known" CHECK ("deals"."carrier" is null or "deals"."carrier" in ('usps', 'ups', 'fedex', 'dhl', 'other'));--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_canceled_by_known" CHECK ("deals"."canceled_by" is null or "deals"."canceled_by" in ('company', 'creator', 'admin', 'system'));--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_revisions_used_range" CHECK ("deals"."revisions_used" between 0 and 3);--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_kind_known" CHECK ("ledger_transactions"."kind" in ('top_up_card', 'top_up_bank', 'payment', 'refund', 'payout', 'platform_fee'));--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_method_known" CHECK ("ledger_transactions"."method" in ('card', 'wallet', 'bank_transfer', 'escrow'));