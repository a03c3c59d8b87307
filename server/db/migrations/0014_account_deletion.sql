ALTER TABLE "invoices" DROP CONSTRAINT "invoices_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_transaction_id_ledger_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_refund_of_ledger_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "payment_attempts" DROP CONSTRAINT "payment_attempts_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "wallets" DROP CONSTRAINT "wallets_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "sandbox_gateway_refunds" DROP CONSTRAINT "sandbox_gateway_refunds_charge_id_sandbox_gateway_charges_id_fk";
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_refund_of_ledger_transactions_id_fk" FOREIGN KEY ("refund_of") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_gateway_refunds" ADD CONSTRAINT "sandbox_gateway_refunds_charge_id_sandbox_gateway_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."sandbox_gateway_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Hand-written: money records are kept for good (docs/product.md#account-data). Bookkeeping
-- must be able to trace every cent, whoever asks: the database refuses to delete them, one
-- row (DELETE, also when a cascade asks) or all (TRUNCATE), as it refuses to edit a ledger entry.
CREATE FUNCTION "money_records_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are money records and cannot be deleted', TG_TABLE_NAME
    USING ERRCODE = 'check_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_delete" BEFORE DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "money_records_kept"();--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_truncate" BEFORE TRUNCATE ON "ledger_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "money_records_kept"();--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_no_delete" BEFORE DELETE ON "ledger_transactions"
  FOR EACH ROW EXECUTE FUNCTION "money_records_kept"();--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_no_truncate" BEFORE TRUNCATE ON "ledger_transactions"
  FOR EACH STATEMENT EXECUTE FUNCTION "money_records_kept"();--> statement-breakpoint
CREATE TRIGGER "invoices_no_delete" BEFORE DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION "money_records_kept"();--> statement-breakpoint
CREATE TRIGGER "invoices_no_truncate" BEFORE TRUNCATE ON "invoices"
  FOR EACH STATEMENT EXECUTE FUNCTION "money_records_kept"();--> statement-breakpoint
CREATE TRIGGER "payment_attempts_no_delete" BEFORE DELETE ON "payment_attempts"
  FOR EACH ROW EXECUTE FUNCTION "money_records_kept"();--> statement-breakpoint
CREATE TRIGGER "payment_attempts_no_truncate" BEFORE TRUNCATE ON "payment_attempts"
  FOR EACH STATEMENT EXECUTE FUNCTION "money_records_kept"();--> statement-breakpoint
CREATE TRIGGER "sandbox_gateway_charges_no_delete" BEFORE DELETE ON "sandbox_gateway_charges"
  FOR EACH ROW EXECUTE FUNCTION "money_records_kept"();--> statement-breakpoint
CREATE TRIGGER "sandbox_gateway_charges_no_truncate" BEFORE TRUNCATE ON "sandbox_gateway_charges"
  FOR EACH STATEMENT EXECUTE FUNCTION "money_records_kept"();--> statement-breakpoint
CREATE TRIGGER "sandbox_gateway_refunds_no_delete" BEFORE DELETE ON "sandbox_gateway_refunds"
  FOR EACH ROW EXECUTE FUNCTION "money_records_kept"();--> statement-breakpoint
CREATE TRIGGER "sandbox_gateway_refunds_no_truncate" BEFORE TRUNCATE ON "sandbox_gateway_refunds"
  FOR EACH STATEMENT EXECUTE FUNCTION "money_records_kept"();
