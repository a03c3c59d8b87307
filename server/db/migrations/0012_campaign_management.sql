CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"message" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "status_changed_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "campaigns" SET "status_changed_at" = coalesce("reviewed_at", "created_at");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_company_idx" ON "notifications" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "notifications_company_unread_idx" ON "notifications" USING btree ("company_id","id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "campaigns_company_name_idx" ON "campaigns" USING btree ("company_id","name","id");--> statement-breakpoint
CREATE INDEX "campaigns_company_status_name_idx" ON "campaigns" USING btree ("company_id","status","name","id");--> statement-breakpoint
CREATE INDEX "contents_campaign_status_idx" ON "contents" USING btree ("campaign_id","status");--> statement-breakpoint
CREATE INDEX "contents_company_status_reviewed_idx" ON "contents" USING btree ("company_id","status","reviewed_at");--> statement-breakpoint
CREATE INDEX "ledger_transactions_company_kind_created_idx" ON "ledger_transactions" USING btree ("company_id","kind","created_at");