CREATE TABLE "fleet_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"invited_by" uuid,
	"responded_by" uuid,
	"responded_at" timestamp with time zone,
	"ended_by" uuid,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deliveries_providers" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "deliveries_providers" ADD COLUMN "logo" text;--> statement-breakpoint
ALTER TABLE "deliveries_providers" ADD COLUMN "code" text DEFAULT upper(substr(md5(random()::text), 1, 6));--> statement-breakpoint
ALTER TABLE "fleet_links" ADD CONSTRAINT "fleet_links_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_links" ADD CONSTRAINT "fleet_links_provider_id_deliveries_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."deliveries_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_links" ADD CONSTRAINT "fleet_links_invited_by_accounts_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_links" ADD CONSTRAINT "fleet_links_responded_by_accounts_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_links" ADD CONSTRAINT "fleet_links_ended_by_accounts_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fleet_links_open_pair" ON "fleet_links" USING btree ("partner_id","provider_id") WHERE status in ('pending', 'active');--> statement-breakpoint
CREATE INDEX "fleet_links_provider_idx" ON "fleet_links" USING btree ("provider_id");--> statement-breakpoint
ALTER TABLE "deliveries_providers" ADD CONSTRAINT "deliveries_providers_code_unique" UNIQUE("code");