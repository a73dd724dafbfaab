CREATE TABLE "errand_delivery_codes" (
	"errand_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rider_actions" (
	"rider_id" uuid NOT NULL,
	"action_id" uuid NOT NULL,
	"request_hash" text NOT NULL,
	"errand_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rider_app_settings" (
	"partner_id" uuid PRIMARY KEY NOT NULL,
	"accept_seconds" integer DEFAULT 120 NOT NULL,
	"proof" text DEFAULT 'none' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rider_cash_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rider_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"errand_id" uuid,
	"note" text,
	"account_id" uuid,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rider_credentials" (
	"rider_id" uuid PRIMARY KEY NOT NULL,
	"pin_hash" text NOT NULL,
	"activated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rider_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rider_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"subscription" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rider_devices_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "rider_invitations" (
	"rider_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"code_hash" text NOT NULL,
	"phone" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"account_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rider_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "rider_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"rider_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text,
	"ip" text,
	CONSTRAINT "rider_sessions_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "rider_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"errand_id" uuid NOT NULL,
	"rider_id" uuid NOT NULL,
	"partner_id" uuid NOT NULL,
	"step" text NOT NULL,
	"proof" text DEFAULT 'none' NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"accept_by" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"arrived_at" timestamp with time zone,
	"picked_up_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"reason" text,
	"comment" text,
	"cash_collected" integer,
	"proof_photo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "errand_delivery_codes" ADD CONSTRAINT "errand_delivery_codes_errand_id_errands_id_fk" FOREIGN KEY ("errand_id") REFERENCES "public"."errands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_actions" ADD CONSTRAINT "rider_actions_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_app_settings" ADD CONSTRAINT "rider_app_settings_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_cash_entries" ADD CONSTRAINT "rider_cash_entries_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_cash_entries" ADD CONSTRAINT "rider_cash_entries_errand_id_errands_id_fk" FOREIGN KEY ("errand_id") REFERENCES "public"."errands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_cash_entries" ADD CONSTRAINT "rider_cash_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_credentials" ADD CONSTRAINT "rider_credentials_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_devices" ADD CONSTRAINT "rider_devices_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_invitations" ADD CONSTRAINT "rider_invitations_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_invitations" ADD CONSTRAINT "rider_invitations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_sessions" ADD CONSTRAINT "rider_sessions_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_tasks" ADD CONSTRAINT "rider_tasks_errand_id_errands_id_fk" FOREIGN KEY ("errand_id") REFERENCES "public"."errands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_tasks" ADD CONSTRAINT "rider_tasks_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_tasks" ADD CONSTRAINT "rider_tasks_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rider_actions_pk_idx" ON "rider_actions" USING btree ("rider_id","action_id");--> statement-breakpoint
CREATE INDEX "rider_cash_rider_idx" ON "rider_cash_entries" USING btree ("rider_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rider_cash_errand_idx" ON "rider_cash_entries" USING btree ("errand_id") WHERE "rider_cash_entries"."errand_id" is not null;--> statement-breakpoint
CREATE INDEX "rider_devices_rider_idx" ON "rider_devices" USING btree ("rider_id");--> statement-breakpoint
CREATE INDEX "rider_invitations_phone_idx" ON "rider_invitations" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "rider_sessions_rider_idx" ON "rider_sessions" USING btree ("rider_id");--> statement-breakpoint
CREATE INDEX "rider_tasks_rider_idx" ON "rider_tasks" USING btree ("rider_id","offered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rider_tasks_open_errand_idx" ON "rider_tasks" USING btree ("errand_id") WHERE "rider_tasks"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "rider_tasks_offer_deadline_idx" ON "rider_tasks" USING btree ("accept_by") WHERE "rider_tasks"."step" = 'offered';