CREATE TABLE "errand_auto_assign" (
	"errand_id" uuid PRIMARY KEY NOT NULL,
	"partner_id" uuid NOT NULL,
	"tried" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exhausted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rider_app_settings" ADD COLUMN "auto_assign_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rider_tasks" ADD COLUMN "code_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rider_tasks" ADD COLUMN "code_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "errand_auto_assign" ADD CONSTRAINT "errand_auto_assign_errand_id_errands_id_fk" FOREIGN KEY ("errand_id") REFERENCES "public"."errands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "errand_auto_assign" ADD CONSTRAINT "errand_auto_assign_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "errands_rider_status_idx" ON "errands" USING btree ("rider_id","status");--> statement-breakpoint
CREATE INDEX "errands_open_idx" ON "errands" USING btree ("partner_id","status") WHERE status in ('pending', 'assigned', 'on_the_way');