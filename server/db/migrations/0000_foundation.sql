CREATE TABLE "companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"first_name" text,
	"last_name" text,
	"email" text NOT NULL,
	"role" text DEFAULT 'company' NOT NULL,
	"has_verified_email" boolean DEFAULT false NOT NULL,
	"onboard_position" integer DEFAULT 0 NOT NULL,
	"phone" text,
	"company_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"profile_picture_image" text,
	"password_hash" text,
	CONSTRAINT "companies_email_lower_case" CHECK ("companies"."email" = lower("companies"."email"))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_email_unique" ON "companies" USING btree ("email");--> statement-breakpoint
CREATE INDEX "sessions_company_id_idx" ON "sessions" USING btree ("company_id");