CREATE TABLE "creator_payouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "creator_payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"creator_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"account_last4" text NOT NULL,
	"gateway_bank_account_id" text NOT NULL,
	"gateway_payout_id" text,
	"failure_code" text,
	"transaction_id" integer NOT NULL,
	"settled_transaction_id" integer,
	"next_check_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp (3) with time zone,
	CONSTRAINT "creator_payouts_status_known" CHECK ("creator_payouts"."status" in ('in_flight', 'paid', 'failed')),
	CONSTRAINT "creator_payouts_amount_positive" CHECK ("creator_payouts"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"creator_id" integer NOT NULL,
	"holder_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"last4" text NOT NULL,
	"gateway_customer_id" text NOT NULL,
	"gateway_bank_account_id" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_bank_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"bank_name" text NOT NULL,
	"last4" text NOT NULL,
	"behaviour" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_bank_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"bank_name" text NOT NULL,
	"last4" text NOT NULL,
	"behaviour" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"bank_account_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"behaviour" text NOT NULL,
	"failure_code" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp (3) with time zone,
	CONSTRAINT "sandbox_gateway_payouts_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_account_known";--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_kind_known";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "creator_id" integer;--> statement-breakpoint
-- Hand-written: the creator of every fee and reimbursement written before this column, from
-- the deal the transaction names. Entries are never edited otherwise: the guard is lifted
-- for this one backfill only, inside the migration's transaction.
ALTER TABLE "ledger_entries" DISABLE TRIGGER "ledger_entries_no_update";--> statement-breakpoint
UPDATE "ledger_entries" AS e SET "creator_id" = d."creator_id"
  FROM "ledger_transactions" AS t, "deals" AS d
  WHERE e."transaction_id" = t."id" AND e."account" = 'creator_payouts'
    AND d."id" = (t."purpose"->>'deal_id')::int;--> statement-breakpoint
ALTER TABLE "ledger_entries" ENABLE TRIGGER "ledger_entries_no_update";--> statement-breakpoint
ALTER TABLE "creator_payouts" ADD CONSTRAINT "creator_payouts_creator_id_accounts_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_payouts" ADD CONSTRAINT "creator_payouts_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_payouts" ADD CONSTRAINT "creator_payouts_settled_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("settled_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_creator_id_accounts_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_gateway_bank_accounts" ADD CONSTRAINT "sandbox_gateway_bank_accounts_customer_id_sandbox_gateway_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."sandbox_gateway_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "creator_payouts_creator_key_unique" ON "creator_payouts" USING btree ("creator_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "creator_payouts_one_in_flight" ON "creator_payouts" USING btree ("creator_id") WHERE "creator_payouts"."status" = 'in_flight';--> statement-breakpoint
CREATE INDEX "creator_payouts_creator_created_idx" ON "creator_payouts" USING btree ("creator_id","created_at","id");--> statement-breakpoint
CREATE INDEX "creator_payouts_due_idx" ON "creator_payouts" USING btree ("next_check_at") WHERE "creator_payouts"."status" = 'in_flight';--> statement-breakpoint
CREATE INDEX "creator_payouts_failed_idx" ON "creator_payouts" USING btree ("settled_at") WHERE "creator_payouts"."status" = 'failed';--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_creator_unique" ON "payout_accounts" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "sandbox_gateway_bank_accounts_customer_idx" ON "sandbox_gateway_bank_accounts" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_creator_id_accounts_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_creator_account_idx" ON "ledger_entries" USING btree ("creator_id","account","created_at","id") WHERE "ledger_entries"."creator_id" is not null;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_creator_named" CHECK ("ledger_entries"."account" not in ('creator_payouts', 'payouts_in_flight') or "ledger_entries"."creator_id" is not null);--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_known" CHECK ("ledger_entries"."account" in ('wallet', 'card_clearing', 'bank_clearing', 'platform_revenue', 'card_fees', 'campaign_escrow', 'creator_payouts', 'refunds', 'payouts_in_flight'));--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_kind_known" CHECK ("ledger_transactions"."kind" in ('top_up_card', 'top_up_bank', 'payment', 'refund', 'payout', 'platform_fee', 'withdrawal', 'creator_payout', 'creator_payout_paid', 'creator_payout_failed'));--> statement-breakpoint
-- Hand-written: a payout is a money record, kept for good like the ledger it explains.
CREATE TRIGGER "creator_payouts_no_delete" BEFORE DELETE ON "creator_payouts"
  FOR EACH ROW EXECUTE FUNCTION "money_records_kept"();--> statement-breakpoint
CREATE TRIGGER "creator_payouts_no_truncate" BEFORE TRUNCATE ON "creator_payouts"
  FOR EACH STATEMENT EXECUTE FUNCTION "money_records_kept"();
