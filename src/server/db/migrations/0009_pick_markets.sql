ALTER TABLE "picks" ALTER COLUMN "line" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "picks" ADD COLUMN "market" text DEFAULT 'spread' NOT NULL;