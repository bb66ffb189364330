CREATE TYPE "public"."league" AS ENUM('nfl', 'cfb');--> statement-breakpoint
ALTER TABLE "games" ALTER COLUMN "league" SET DATA TYPE "public"."league" USING "league"::"public"."league";--> statement-breakpoint
ALTER TABLE "picks" ALTER COLUMN "league" SET DATA TYPE "public"."league" USING "league"::"public"."league";--> statement-breakpoint
ALTER TABLE "team_season_ratings" ALTER COLUMN "league" SET DATA TYPE "public"."league" USING "league"::"public"."league";