CREATE TABLE "game_curation" (
	"game_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"contextual_factors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contextual_notes" text,
	"injury_adjustment" real,
	"neutral_site" boolean,
	"reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pick_grades" (
	"pick_id" uuid PRIMARY KEY NOT NULL,
	"result" text NOT NULL,
	"home_score" integer NOT NULL,
	"away_score" integer NOT NULL,
	"closing_line" real,
	"closing_price" integer,
	"clv" real,
	"units_won" real NOT NULL,
	"graded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "picks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"analysis_id" uuid NOT NULL,
	"analysis_version" integer NOT NULL,
	"league" text NOT NULL,
	"season" integer NOT NULL,
	"kickoff" timestamp with time zone NOT NULL,
	"side" text NOT NULL,
	"team" text NOT NULL,
	"line" real NOT NULL,
	"price" integer NOT NULL,
	"book_key" text NOT NULL,
	"book_title" text NOT NULL,
	"simulated" boolean NOT NULL,
	"units" real NOT NULL,
	"edge" real NOT NULL,
	"bet_string" text NOT NULL,
	"payload" jsonb NOT NULL,
	"reason" text NOT NULL,
	"published_by" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_props" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"source_key" text,
	"game_id" uuid,
	"full_text" text,
	"player" text,
	"team" text,
	"position" text,
	"prop_type" text,
	"line" real,
	"notes" text,
	"prop_insight" text,
	"expires_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"body" text NOT NULL,
	"kind" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"provider_id" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"license_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"opted_in_for_picks" boolean DEFAULT true NOT NULL,
	"opted_in_for_line_movements" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stopped_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "game_curation" ADD CONSTRAINT "game_curation_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_grades" ADD CONSTRAINT "pick_grades_pick_id_picks_id_fk" FOREIGN KEY ("pick_id") REFERENCES "public"."picks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picks" ADD CONSTRAINT "picks_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picks" ADD CONSTRAINT "picks_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_props" ADD CONSTRAINT "player_props_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_subscriptions" ADD CONSTRAINT "sms_subscriptions_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "picks_game_version_idx" ON "picks" USING btree ("game_id","version");--> statement-breakpoint
CREATE INDEX "picks_kickoff_idx" ON "picks" USING btree ("kickoff");--> statement-breakpoint
CREATE UNIQUE INDEX "player_props_source_key_idx" ON "player_props" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "player_props_expires_idx" ON "player_props" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_outbox_dedupe_idx" ON "sms_outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "sms_outbox_status_created_idx" ON "sms_outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_created_idx" ON "sms_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_subscriptions_license_phone_idx" ON "sms_subscriptions" USING btree ("license_id","phone");--> statement-breakpoint
CREATE INDEX "sms_subscriptions_phone_idx" ON "sms_subscriptions" USING btree ("phone");--> statement-breakpoint
-- Published picks and their grades are the track record: the database refuses to rewrite them.
CREATE TRIGGER picks_append_only BEFORE UPDATE OR DELETE ON "picks"
  FOR EACH ROW EXECUTE FUNCTION betlens_refuse_change();
--> statement-breakpoint
CREATE TRIGGER pick_grades_append_only BEFORE UPDATE OR DELETE ON "pick_grades"
  FOR EACH ROW EXECUTE FUNCTION betlens_refuse_change();
