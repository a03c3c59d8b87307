-- The table of every account, a brand's or a creator's (its `role` says which), is named
-- for what it holds. A rename keeps every row, id and reference; foreign keys follow it.
ALTER TABLE "companies" RENAME TO "accounts";--> statement-breakpoint
ALTER INDEX "companies_email_unique" RENAME TO "accounts_email_unique";--> statement-breakpoint
ALTER TABLE "accounts" RENAME CONSTRAINT "companies_email_lower_case" TO "accounts_email_lower_case";--> statement-breakpoint
ALTER TABLE "accounts" RENAME CONSTRAINT "companies_role_known" TO "accounts_role_known";--> statement-breakpoint
ALTER TABLE "accounts" RENAME CONSTRAINT "companies_pkey" TO "accounts_pkey";--> statement-breakpoint
ALTER SEQUENCE "companies_id_seq" RENAME TO "accounts_id_seq";--> statement-breakpoint
ALTER TABLE "account_links" RENAME CONSTRAINT "account_links_company_id_companies_id_fk" TO "account_links_company_id_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "sessions" RENAME CONSTRAINT "sessions_company_id_companies_id_fk" TO "sessions_company_id_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "verification_codes" RENAME CONSTRAINT "verification_codes_company_id_companies_id_fk" TO "verification_codes_company_id_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "cards" RENAME CONSTRAINT "cards_company_id_companies_id_fk" TO "cards_company_id_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "gateway_customers" RENAME CONSTRAINT "gateway_customers_company_id_companies_id_fk" TO "gateway_customers_company_id_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "invoices" RENAME CONSTRAINT "invoices_company_id_companies_id_fk" TO "invoices_company_id_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "brands" RENAME CONSTRAINT "brands_company_id_companies_id_fk" TO "brands_company_id_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "campaigns" RENAME CONSTRAINT "campaigns_company_id_companies_id_fk" TO "campaigns_company_id_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "creators" RENAME CONSTRAINT "creators_id_companies_id_fk" TO "creators_id_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "content_files" RENAME CONSTRAINT "content_files_company_id_companies_id_fk" TO "content_files_company_id_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "contents" RENAME CONSTRAINT "contents_company_id_companies_id_fk" TO "contents_company_id_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "deal_events" RENAME CONSTRAINT "deal_events_company_id_companies_id_fk" TO "deal_events_company_id_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "deal_messages" RENAME CONSTRAINT "deal_messages_company_id_companies_id_fk" TO "deal_messages_company_id_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "deals" RENAME CONSTRAINT "deals_company_id_companies_id_fk" TO "deals_company_id_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "images" RENAME CONSTRAINT "images_company_id_companies_id_fk" TO "images_company_id_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "product_counts" RENAME CONSTRAINT "product_counts_company_id_companies_id_fk" TO "product_counts_company_id_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "products" RENAME CONSTRAINT "products_company_id_companies_id_fk" TO "products_company_id_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "bank_transfer_information" RENAME CONSTRAINT "bank_transfer_information_company_id_companies_id_fk" TO "bank_transfer_information_company_id_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "ledger_entries" RENAME CONSTRAINT "ledger_entries_company_id_companies_id_fk" TO "ledger_entries_company_id_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "ledger_transactions" RENAME CONSTRAINT "ledger_transactions_company_id_companies_id_fk" TO "ledger_transactions_company_id_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "payment_attempts" RENAME CONSTRAINT "payment_attempts_company_id_companies_id_fk" TO "payment_attempts_company_id_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "wallets" RENAME CONSTRAINT "wallets_company_id_companies_id_fk" TO "wallets_company_id_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "notifications" RENAME CONSTRAINT "notifications_company_id_companies_id_fk" TO "notifications_company_id_accounts_id_fk";
