CREATE TABLE "bets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"license_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"market" text NOT NULL,
	"side" text NOT NULL,
	"line" real,
	"price" integer NOT NULL,
	"book" text NOT NULL,
	"stake" double precision NOT NULL,
	"unit_size" double precision,
	"kickoff_at_placement" timestamp with time zone NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"result" text,
	"void_reason" text,
	"profit" double precision,
	"home_score" integer,
	"away_score" integer,
	"graded_at" timestamp with time zone,
	"closing_fair_line" real,
	"closing_fair_price" integer,
	"clv" double precision,
	"closing_at" timestamp with time zone,
	"clv_checked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bets_license_placed_idx" ON "bets" USING btree ("license_id","placed_at");--> statement-breakpoint
CREATE INDEX "bets_game_idx" ON "bets" USING btree ("game_id");