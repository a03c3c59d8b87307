-- A creator's own profile: social handles, date of birth, an intro video and a private
-- shipping address; gender and ethnicity become optional (self-declared).
CREATE TABLE "creator_addresses" (
	"creator_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"line1" text NOT NULL,
	"line2" text,
	"city" text NOT NULL,
	"region" text NOT NULL,
	"postal_code" text NOT NULL,
	"country" text NOT NULL,
	"phone" text NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "creators" ALTER COLUMN "gender" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "creators" ALTER COLUMN "ethnicity" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
-- Hand-written: creators from before dates of birth knew only their age. Each gets the day
-- half a year past the birthday that gives that age today (as birthDayForAge does), so the
-- age and the bracket companies see stay what they were.
UPDATE "creators"
SET "date_of_birth" = (current_date - make_interval(years => "age"))::date - 182;--> statement-breakpoint
ALTER TABLE "creators" ALTER COLUMN "date_of_birth" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "intro_video_id" text;--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "instagram_handle" text;--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "instagram_followers" integer;--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "instagram_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "tiktok_handle" text;--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "tiktok_followers" integer;--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "tiktok_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "youtube_handle" text;--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "youtube_followers" integer;--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "youtube_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_addresses" ADD CONSTRAINT "creator_addresses_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creators" ADD CONSTRAINT "creators_instagram_whole" CHECK (("instagram_handle" is null) = ("instagram_followers" is null) and coalesce("instagram_followers", 0) >= 0);--> statement-breakpoint
ALTER TABLE "creators" ADD CONSTRAINT "creators_tiktok_whole" CHECK (("tiktok_handle" is null) = ("tiktok_followers" is null) and coalesce("tiktok_followers", 0) >= 0);--> statement-breakpoint
ALTER TABLE "creators" ADD CONSTRAINT "creators_youtube_whole" CHECK (("youtube_handle" is null) = ("youtube_followers" is null) and coalesce("youtube_followers", 0) >= 0);