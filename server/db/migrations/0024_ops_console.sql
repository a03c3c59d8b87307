CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"operator_id" integer,
	"operator_label" text NOT NULL,
	"action" text NOT NULL,
	"record_type" text NOT NULL,
	"record_id" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "audit_log_who" CHECK (("audit_log"."operator_id" is null) = ("audit_log"."operator_label" = 'cli'))
);
--> statement-breakpoint
CREATE TABLE "operator_factors" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"totp_secret" text NOT NULL,
	"confirmed_at" timestamp (3) with time zone,
	"last_step" bigint,
	"recovery_code_hashes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_links" DROP CONSTRAINT "account_links_purpose_known";--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_role_known";--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_role_known";--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "suspended_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "handles_checked_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "creator_payouts" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "creator_payouts" ADD COLUMN "resolved_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_operator_id_accounts_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_factors" ADD CONSTRAINT "operator_factors_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_operator_idx" ON "audit_log" USING btree ("operator_label","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_record_idx" ON "audit_log" USING btree ("record_type","record_id","created_at","id");--> statement-breakpoint
CREATE INDEX "creator_payouts_unresolved_idx" ON "creator_payouts" USING btree ("settled_at","id") WHERE "creator_payouts"."status" = 'failed' and "creator_payouts"."resolution" is null;--> statement-breakpoint
ALTER TABLE "account_links" ADD CONSTRAINT "account_links_purpose_known" CHECK ("account_links"."purpose" in ('reset_password', 'change_email', 'operator_setup'));--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_role_known" CHECK ("accounts"."role" in ('company', 'creator', 'operator'));--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_role_known" CHECK ("sessions"."role" in ('company', 'creator', 'operator'));--> statement-breakpoint
ALTER TABLE "creator_payouts" ADD CONSTRAINT "creator_payouts_resolution_known" CHECK ("creator_payouts"."resolution" is null or ("creator_payouts"."resolution" in ('retried', 'dismissed') and "creator_payouts"."status" = 'failed' and "creator_payouts"."resolved_at" is not null));--> statement-breakpoint
-- Hand-written: the audit log is append-only. Its rows are never changed nor removed, by
-- any code or any role of the app's database user.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update" BEFORE UPDATE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_delete" BEFORE DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
