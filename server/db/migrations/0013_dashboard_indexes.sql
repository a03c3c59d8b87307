DROP INDEX "ledger_transactions_company_kind_created_idx";--> statement-breakpoint
CREATE INDEX "deals_company_status_changed_idx" ON "deals" USING btree ("company_id","status","status_changed_at","id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_company_kind_created_idx" ON "ledger_transactions" USING btree ("company_id","kind","created_at","amount_cents");