ALTER TABLE "zones" ADD COLUMN "postal_codes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "zones" ADD COLUMN "colonias" jsonb DEFAULT '[]'::jsonb NOT NULL;