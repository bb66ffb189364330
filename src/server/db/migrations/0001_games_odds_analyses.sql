CREATE TABLE "analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"model_version" text NOT NULL,
	"inputs" jsonb NOT NULL,
	"output" jsonb NOT NULL,
	"explanation" jsonb,
	"explanation_source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_key" text NOT NULL,
	"league" text NOT NULL,
	"season" integer NOT NULL,
	"week" integer NOT NULL,
	"season_type" text DEFAULT 'regular' NOT NULL,
	"kickoff" timestamp with time zone NOT NULL,
	"home_team_id" text NOT NULL,
	"away_team_id" text NOT NULL,
	"neutral_site" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"home_score" integer,
	"away_score" integer,
	"source" text NOT NULL,
	"closing_home_line" real,
	"closing_total" real,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"error" text,
	"locked_by" text,
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "odds_snapshots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_id" uuid NOT NULL,
	"book_key" text NOT NULL,
	"book_title" text NOT NULL,
	"market" text NOT NULL,
	"side" text NOT NULL,
	"point" real,
	"price" integer NOT NULL,
	"simulated" boolean DEFAULT false NOT NULL,
	"source_updated_at" timestamp with time zone,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_season_ratings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"league" text NOT NULL,
	"season" integer NOT NULL,
	"team_id" text NOT NULL,
	"source" text NOT NULL,
	"rating" real,
	"offense" real,
	"defense" real,
	"stats" jsonb
);
--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "odds_snapshots" ADD CONSTRAINT "odds_snapshots_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "analyses_game_version_idx" ON "analyses" USING btree ("game_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "games_game_key_idx" ON "games" USING btree ("game_key");--> statement-breakpoint
CREATE INDEX "games_league_kickoff_idx" ON "games" USING btree ("league","kickoff");--> statement-breakpoint
CREATE INDEX "games_status_kickoff_idx" ON "games" USING btree ("status","kickoff");--> statement-breakpoint
CREATE INDEX "jobs_status_created_idx" ON "jobs" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "odds_snapshots_game_fetched_idx" ON "odds_snapshots" USING btree ("game_id","fetched_at");--> statement-breakpoint
CREATE UNIQUE INDEX "team_season_ratings_key_idx" ON "team_season_ratings" USING btree ("league","season","team_id","source");--> statement-breakpoint
-- Odds snapshots are append-only: the database itself refuses to rewrite price history.
CREATE OR REPLACE FUNCTION betlens_refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER odds_snapshots_append_only BEFORE UPDATE OR DELETE ON "odds_snapshots"
  FOR EACH ROW EXECUTE FUNCTION betlens_refuse_change();
