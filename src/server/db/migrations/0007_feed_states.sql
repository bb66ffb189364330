CREATE TABLE "feed_states" (
	"feed" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"etag" text,
	"last_modified" text,
	"status" text NOT NULL,
	"error" text,
	"rows" integer,
	"checked_at" timestamp with time zone NOT NULL,
	"changed_at" timestamp with time zone
);
