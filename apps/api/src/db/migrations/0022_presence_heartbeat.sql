-- Presence is kept alive by one heartbeat row per API process instead of rewriting every company's row every 20 s (decision 032).
CREATE TABLE "live_processes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_presence" ADD COLUMN "process_id" uuid;