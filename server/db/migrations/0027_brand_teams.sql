CREATE TABLE "company_members" (
	"company_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_active_at" timestamp with time zone,
	CONSTRAINT "company_members_company_id_account_id_pk" PRIMARY KEY("company_id","account_id"),
	CONSTRAINT "company_members_role_known" CHECK ("company_members"."role" in ('owner', 'admin', 'member'))
);
--> statement-breakpoint
CREATE TABLE "team_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "team_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "team_invitations_role_invitable" CHECK ("team_invitations"."role" in ('admin', 'member')),
	CONSTRAINT "team_invitations_email_lower_case" CHECK ("team_invitations"."email" = lower("team_invitations"."email"))
);
--> statement-breakpoint
-- Every session so far is its account's own: a company's sessions were its one person's.
ALTER TABLE "sessions" ADD COLUMN "account_id" integer;--> statement-breakpoint
UPDATE "sessions" SET "account_id" = "company_id";--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "team_role" text;--> statement-breakpoint
UPDATE "sessions" SET "team_role" = 'owner' WHERE "role" = 'company';--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_accounts_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_company_id_accounts_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_invited_by_accounts_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_members_account_idx" ON "company_members" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_members_one_owner" ON "company_members" USING btree ("company_id") WHERE "company_members"."role" = 'owner';--> statement-breakpoint
CREATE UNIQUE INDEX "team_invitations_token_hash_unique" ON "team_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "team_invitations_pending_unique" ON "team_invitations" USING btree ("company_id","email") WHERE "team_invitations"."accepted_at" is null and "team_invitations"."revoked_at" is null;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_account_id_idx" ON "sessions" USING btree ("account_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_team_role_known" CHECK ("sessions"."team_role" is null or "sessions"."team_role" in ('owner', 'admin', 'member'));--> statement-breakpoint
-- Each company so far was one person: that person becomes its owner. A deleted company
-- has no people left.
INSERT INTO "company_members" ("company_id", "account_id", "role", "joined_at")
  SELECT "id", "id", 'owner', "created_at" FROM "accounts"
  WHERE "role" = 'company' AND "deleted_at" IS NULL;