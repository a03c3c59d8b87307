CREATE TABLE "cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"gateway_card_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"full_name" text NOT NULL,
	"address_name" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"country" text NOT NULL,
	"zip" text NOT NULL,
	"tax_id" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cards_brand_known" CHECK ("cards"."brand" in ('visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb', 'unionpay', 'unknown')),
	CONSTRAINT "cards_last4_digits" CHECK ("cards"."last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "cards_exp_month_range" CHECK ("cards"."exp_month" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "gateway_customers" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"number" integer NOT NULL,
	"transaction_id" integer NOT NULL,
	"description" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"total_cents" integer NOT NULL,
	"method" text NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"billing" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_method_known" CHECK ("invoices"."method" in ('card', 'wallet')),
	CONSTRAINT "invoices_total_positive" CHECK ("invoices"."total_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "bank_transfer_information" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_transfer_information_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"account_number" text NOT NULL,
	"routing_number" text NOT NULL,
	"account_type" text NOT NULL,
	"bank_address" text NOT NULL,
	"recipient_name" text NOT NULL,
	"purpose_of_payment" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transaction_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"account" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"balance_after_cents" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_account_known" CHECK ("ledger_entries"."account" in ('wallet', 'card_clearing', 'bank_clearing', 'platform_revenue', 'card_fees', 'campaign_escrow', 'creator_payouts', 'refunds')),
	CONSTRAINT "ledger_entries_amount_not_zero" CHECK ("ledger_entries"."amount_cents" <> 0),
	CONSTRAINT "ledger_entries_wallet_balance" CHECK (("ledger_entries"."account" = 'wallet') = ("ledger_entries"."balance_after_cents" is not null)),
	CONSTRAINT "ledger_entries_balance_not_negative" CHECK ("ledger_entries"."balance_after_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"description" jsonb NOT NULL,
	"amount_cents" integer NOT NULL,
	"method" text NOT NULL,
	"card_id" integer,
	"gateway_charge_id" text,
	"refund_of" integer,
	"purpose" jsonb,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_kind_known" CHECK ("ledger_transactions"."kind" in ('top_up_card', 'top_up_bank', 'payment', 'refund')),
	CONSTRAINT "ledger_transactions_method_known" CHECK ("ledger_transactions"."method" in ('card', 'wallet', 'bank_transfer')),
	CONSTRAINT "ledger_transactions_amount_positive" CHECK ("ledger_transactions"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"card_id" integer,
	"failure_code" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"invoice_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"behaviour" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"customer_id" text NOT NULL,
	"card_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"failure_code" text,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_gateway_charges_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"charge_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_gateway_refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"behaviour" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "card_id" integer;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_customers" ADD CONSTRAINT "gateway_customers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfer_information" ADD CONSTRAINT "bank_transfer_information_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_refund_of_ledger_transactions_id_fk" FOREIGN KEY ("refund_of") REFERENCES "public"."ledger_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_gateway_cards" ADD CONSTRAINT "sandbox_gateway_cards_customer_id_sandbox_gateway_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."sandbox_gateway_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_gateway_refunds" ADD CONSTRAINT "sandbox_gateway_refunds_charge_id_sandbox_gateway_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."sandbox_gateway_charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cards_company_created_idx" ON "cards" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "cards_one_default_per_company" ON "cards" USING btree ("company_id") WHERE "cards"."is_default";--> statement-breakpoint
CREATE INDEX "invoices_company_created_idx" ON "invoices" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_company_number_unique" ON "invoices" USING btree ("company_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_transaction_unique" ON "invoices" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transfer_information_company_unique" ON "bank_transfer_information" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transfer_information_reference_unique" ON "bank_transfer_information" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_wallet_idx" ON "ledger_entries" USING btree ("company_id","created_at","id") WHERE "ledger_entries"."account" = 'wallet';--> statement-breakpoint
CREATE INDEX "ledger_entries_wallet_kind_idx" ON "ledger_entries" USING btree ("company_id","kind","created_at","id") WHERE "ledger_entries"."account" = 'wallet';--> statement-breakpoint
CREATE INDEX "ledger_entries_wallet_last_idx" ON "ledger_entries" USING btree ("company_id","id") WHERE "ledger_entries"."account" = 'wallet';--> statement-breakpoint
CREATE INDEX "ledger_entries_company_account_idx" ON "ledger_entries" USING btree ("company_id","account");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_company_key_unique" ON "ledger_transactions" USING btree ("company_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_transactions_refund_of_idx" ON "ledger_transactions" USING btree ("refund_of");--> statement-breakpoint
CREATE INDEX "payment_attempts_company_created_idx" ON "payment_attempts" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "sandbox_gateway_cards_customer_idx" ON "sandbox_gateway_cards" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_card_id_idx" ON "campaigns" USING btree ("card_id");--> statement-breakpoint
-- Hand-written: the ledger's two guarantees, kept by the database whatever the code does.
-- 1. Double entry: the entries of a transaction sum to zero. Checked at commit (a deferred
--    constraint trigger), once all the transaction's entries are written.
CREATE FUNCTION "ledger_transaction_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total bigint;
BEGIN
  SELECT coalesce(sum("amount_cents"), 0) INTO total
    FROM "ledger_entries" WHERE "transaction_id" = NEW."transaction_id";
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance (sum %)', NEW."transaction_id", total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_balanced"
  AFTER INSERT ON "ledger_entries"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "ledger_transaction_balanced"();--> statement-breakpoint
-- 2. Entries are written once: a correction is a new transaction, never an edit.
CREATE FUNCTION "ledger_entries_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries cannot be changed' USING ERRCODE = 'check_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_update"
  BEFORE UPDATE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_entries_immutable"();
