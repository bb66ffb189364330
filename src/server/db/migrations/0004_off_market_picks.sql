ALTER TABLE "picks" ADD COLUMN "off_market" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "picks" ADD COLUMN "off_market_reason" text;