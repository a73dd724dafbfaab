CREATE TABLE "rider_latest_positions" (
	"rider_id" uuid PRIMARY KEY NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"accuracy" double precision NOT NULL,
	"speed" double precision,
	"heading" double precision,
	"at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rider_position_settings" (
	"partner_id" uuid PRIMARY KEY NOT NULL,
	"trail_days" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rider_trail_points" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rider_id" uuid NOT NULL,
	"errand_id" uuid NOT NULL,
	"partner_id" uuid NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"accuracy" double precision NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rider_latest_positions" ADD CONSTRAINT "rider_latest_positions_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_position_settings" ADD CONSTRAINT "rider_position_settings_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_trail_points" ADD CONSTRAINT "rider_trail_points_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_trail_points" ADD CONSTRAINT "rider_trail_points_errand_id_errands_id_fk" FOREIGN KEY ("errand_id") REFERENCES "public"."errands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_trail_points" ADD CONSTRAINT "rider_trail_points_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rider_trail_points_errand_at_idx" ON "rider_trail_points" USING btree ("errand_id","at");--> statement-breakpoint
CREATE INDEX "rider_trail_points_partner_at_idx" ON "rider_trail_points" USING btree ("partner_id","at");