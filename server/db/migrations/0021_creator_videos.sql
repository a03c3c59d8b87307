-- Creators' intro videos: their own uploads (not deal content, which belongs to a deal),
-- at most 60 s, with the duration read from the file; and the intro video a creator may
-- send with an application, which stays with it (set null if the upload is removed).
CREATE TABLE "creator_videos" (
	"id" text PRIMARY KEY NOT NULL,
	"creator_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creator_videos_type_known" CHECK ("creator_videos"."content_type" in ('video/mp4', 'video/webm')),
	CONSTRAINT "creator_videos_size_positive" CHECK ("creator_videos"."size" > 0),
	CONSTRAINT "creator_videos_duration_positive" CHECK ("creator_videos"."duration_ms" >= 0)
);
--> statement-breakpoint
ALTER TABLE "campaign_applications" ADD COLUMN "intro_video_id" text;--> statement-breakpoint
ALTER TABLE "creator_videos" ADD CONSTRAINT "creator_videos_creator_id_accounts_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creator_videos_creator_idx" ON "creator_videos" USING btree ("creator_id","created_at");--> statement-breakpoint
ALTER TABLE "campaign_applications" ADD CONSTRAINT "campaign_applications_intro_video_id_creator_videos_id_fk" FOREIGN KEY ("intro_video_id") REFERENCES "public"."creator_videos"("id") ON DELETE set null ON UPDATE no action;