ALTER TABLE "player_props" ADD COLUMN "prices" jsonb DEFAULT '[]'::jsonb NOT NULL;
