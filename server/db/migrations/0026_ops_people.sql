DROP INDEX "creators_in_apparel_idx";--> statement-breakpoint
DROP INDEX "creators_in_appliances_idx";--> statement-breakpoint
DROP INDEX "creators_in_baby_idx";--> statement-breakpoint
DROP INDEX "creators_in_beauty_idx";--> statement-breakpoint
DROP INDEX "creators_in_business_idx";--> statement-breakpoint
DROP INDEX "creators_in_ecommerce_idx";--> statement-breakpoint
DROP INDEX "creators_in_financial_idx";--> statement-breakpoint
DROP INDEX "creators_in_food_idx";--> statement-breakpoint
DROP INDEX "creators_in_games_idx";--> statement-breakpoint
DROP INDEX "creators_in_health_idx";--> statement-breakpoint
DROP INDEX "creators_in_home_idx";--> statement-breakpoint
DROP INDEX "creators_in_mature_idx";--> statement-breakpoint
DROP INDEX "creators_in_news_idx";--> statement-breakpoint
DROP INDEX "creators_in_other_idx";--> statement-breakpoint
CREATE INDEX "accounts_role_id_idx" ON "accounts" USING btree ("role","id");--> statement-breakpoint
CREATE INDEX "creators_suspended_idx" ON "creators" USING btree ("joined_at","id") WHERE "creators"."suspended_at" is not null;--> statement-breakpoint
CREATE INDEX "creators_in_apparel_idx" ON "creators" USING btree ("followers","id","tier","views","price_cents","engagement_bp","age","gender","ethnicity","country","joined_at","last_active_at","name","categories") WHERE "creators"."categories" @> '{apparel}'::text[] and "creators"."suspended_at" is null;--> statement-breakpoint
CREATE INDEX "creators_in_appliances_idx" ON "creators" USING btree ("followers","id","tier","views","price_cents","engagement_bp","age","gender","ethnicity","country","joined_at","last_active_at","name","categories") WHERE "creators"."categories" @> '{appliances}'::text[] and "creators"."suspended_at" is null;--> statement-breakpoint
CREATE INDEX "creators_in_baby_idx" ON "creators" USING btree ("followers","id","tier","views","price_cents","engagement_bp","age","gender","ethnicity","country","joined_at","last_active_at","name","categories") WHERE "creators"."categories" @> '{baby}'::text[] and "creators"."suspended_at" is null;--> statement-breakpoint
CREATE INDEX "creators_in_beauty_idx" ON "creators" USING btree ("followers","id","tier","views","price_cents","engagement_bp","age","gender","ethnicity","country","joined_at","last_active_at","name","categories") WHERE "creators"."categories" @> '{beauty}'::text[] and "creators"."suspended_at" is null;--> statement-breakpoint
CREATE INDEX "creators_in_business_idx" ON "creators" USING btree ("followers","id","tier","views","price_cents","engagement_bp","age","gender","ethnicity","country","joined_at","last_active_at","name","categories") WHERE "creators"."categories" @> '{business}'::text[] and "creators"."suspended_at" is null;--> statement-breakpoint
CREATE INDEX "creators_in_ecommerce_idx" ON "creators" USING btree ("followers","id","tier","views","price_cents","engagement_bp","age","gender","ethnicity","country","joined_at","last_active_at","name","categories") WHERE "creators"."categories" @> '{ecommerce}'::text[] and "creators"."suspended_at" is null;--> statement-breakpoint
CREATE INDEX "creators_in_financial_idx" ON "creators" USING btree ("followers","id","tier","views","price_cents","engagement_bp","age","gender","ethnicity","country","joined_at","last_active_at","name","categories") WHERE "creators"."categories" @> '{financial}'::text[] and "creators"."suspended_at" is null;--> statement-breakpoint
CREATE INDEX "creators_in_food_idx" ON "creators" USING btree ("followers","id","tier","views","price_cents","engagement_bp","age","gender","ethnicity","country","joined_at","last_active_at","name","categories") WHERE "creators"."categories" @> '{food}'::text[] and "creators"."suspended_at" is null;--> statement-breakpoint
CREATE INDEX "creators_in_games_idx" ON "creators" USING btree ("followers","id","tier","views","price_cents","engagement_bp","age","gender","ethnicity","country","joined_at","last_active_at","name","categories") WHERE "creators"."categories" @> '{games}'::text[] and "creators"."suspended_at" is null;--> statement-breakpoint
CREATE INDEX "creators_in_health_idx" ON "creators" USING btree ("followers","id","tier","views","price_cents","engagement_bp","age","gender","ethnicity","country","joined_at","last_active_at","name","categories") WHERE "creators"."categories" @> '{health}'::text[] and "creators"."suspended_at" is null;--> statement-breakpoint
CREATE INDEX "creators_in_home_idx" ON "creators" USING btree ("followers","id","tier","views","price_cents","engagement_bp","age","gender","ethnicity","country","joined_at","last_active_at","name","categories") WHERE "creators"."categories" @> '{home}'::text[] and "creators"."suspended_at" is null;--> statement-breakpoint
CREATE INDEX "creators_in_mature_idx" ON "creators" USING btree ("followers","id","tier","views","price_cents","engagement_bp","age","gender","ethnicity","country","joined_at","last_active_at","name","categories") WHERE "creators"."categories" @> '{mature}'::text[] and "creators"."suspended_at" is null;--> statement-breakpoint
CREATE INDEX "creators_in_news_idx" ON "creators" USING btree ("followers","id","tier","views","price_cents","engagement_bp","age","gender","ethnicity","country","joined_at","last_active_at","name","categories") WHERE "creators"."categories" @> '{news}'::text[] and "creators"."suspended_at" is null;--> statement-breakpoint
CREATE INDEX "creators_in_other_idx" ON "creators" USING btree ("followers","id","tier","views","price_cents","engagement_bp","age","gender","ethnicity","country","joined_at","last_active_at","name","categories") WHERE "creators"."categories" @> '{other}'::text[] and "creators"."suspended_at" is null;