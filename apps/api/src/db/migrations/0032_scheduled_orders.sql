CREATE TABLE "order_slots" (
	"company_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "order_slots_company_id_starts_at_pk" PRIMARY KEY("company_id","starts_at"),
	CONSTRAINT "order_slots_within_capacity" CHECK ("order_slots"."taken" <= "order_slots"."capacity")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "slot_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "slot_lead_minutes" integer DEFAULT 45 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "slot_capacity" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "slot_days_ahead" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "due_announced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_slots" ADD CONSTRAINT "order_slots_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_due_sweep_idx" ON "orders" USING btree ("due_at") WHERE "orders"."due_at" is not null and "orders"."due_announced_at" is null;