CREATE TABLE "partner_secrets" (
	"partner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sealed" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_secrets_partner_id_name_pk" PRIMARY KEY("partner_id","name")
);
--> statement-breakpoint
ALTER TABLE "partner_secrets" ADD CONSTRAINT "partner_secrets_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;