-- The language each account is told in (creators' notices), 'en' for every existing one;
-- and one row a day per daily job (its payload names the day), whoever schedules it.
ALTER TABLE "accounts" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_locale_known" CHECK ("accounts"."locale" in ('en', 'es'));--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_daily_once_idx" ON "jobs" USING btree ("kind",("payload" ->> 'day')) WHERE ("jobs"."payload" ->> 'day') is not null;
