-- Refund delivery: what the creator reports of the purchase beside the order number, the
-- order total (USD cents, 1 to $10,000) and the receipt photo (the creator's own image upload;
-- set null should the image go).
ALTER TABLE "deals" ADD COLUMN "order_total_cents" integer;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "receipt_image_id" text;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_receipt_image_id_images_id_fk" FOREIGN KEY ("receipt_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_order_total_range" CHECK ("deals"."order_total_cents" is null or "deals"."order_total_cents" between 1 and 1000000);