CREATE TABLE "bases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zone_companies" (
	"zone_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	CONSTRAINT "zone_companies_zone_id_company_id_pk" PRIMARY KEY("zone_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "zones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT '#f05112' NOT NULL,
	"delivery_fee" integer DEFAULT 0 NOT NULL,
	"minimum_order" integer DEFAULT 0 NOT NULL,
	"minutes" integer DEFAULT 30 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"geometry" jsonb NOT NULL,
	"area" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "riders" ADD COLUMN "plate" text;--> statement-breakpoint
ALTER TABLE "riders" ADD COLUMN "photo" text;--> statement-breakpoint
ALTER TABLE "riders" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "riders" ADD COLUMN "base_id" uuid;--> statement-breakpoint
ALTER TABLE "riders" ADD COLUMN "on_shift" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "riders" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bases" ADD CONSTRAINT "bases_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zone_companies" ADD CONSTRAINT "zone_companies_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zone_companies" ADD CONSTRAINT "zone_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zones" ADD CONSTRAINT "zones_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bases_partner_idx" ON "bases" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "zone_companies_company_idx" ON "zone_companies" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "zones_partner_idx" ON "zones" USING btree ("partner_id");--> statement-breakpoint
ALTER TABLE "riders" ADD CONSTRAINT "riders_base_id_bases_id_fk" FOREIGN KEY ("base_id") REFERENCES "public"."bases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "riders_partner_idx" ON "riders" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "riders_provider_idx" ON "riders" USING btree ("provider_id");