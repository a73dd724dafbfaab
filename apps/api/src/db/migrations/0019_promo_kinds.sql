ALTER TABLE "promos" ADD COLUMN "kind" text DEFAULT 'fixed' NOT NULL;--> statement-breakpoint
ALTER TABLE "promos" ADD COLUMN "percent" integer;