CREATE TABLE "odds_polls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"league" text NOT NULL,
	"kind" text DEFAULT 'odds' NOT NULL,
	"bands" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text NOT NULL,
	"http_status" integer,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"events" integer,
	"quotes" integer,
	"repriced" integer,
	"credits_last" integer,
	"credits_used" integer,
	"credits_remaining" integer,
	"retry_after_until" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE INDEX "odds_polls_league_started_idx" ON "odds_polls" USING btree ("league","started_at");--> statement-breakpoint
CREATE INDEX "odds_snapshots_latest_idx" ON "odds_snapshots" USING btree ("game_id","book_key","market","side","fetched_at");