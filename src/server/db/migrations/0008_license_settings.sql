CREATE TABLE "license_settings" (
	"license_id" uuid PRIMARY KEY NOT NULL,
	"staking_rule" text DEFAULT 'quarter-kelly' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "license_settings" ADD CONSTRAINT "license_settings_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;