CREATE TABLE "storefront_tokens" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storefront_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "storefront_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "storefront_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Readable slugs for the existing rows: companies from their name, partners from their city ("Tacos El Güero" →
-- tacos-el-guero, Guadalajara → guadalajara); a repeated one gets the start of the row's id.
WITH base AS (
	SELECT "id", trim(both '-' from left(regexp_replace(lower(translate("name", 'ÁÉÍÓÚÜÑáéíóúüñ', 'AEIOUUNaeiouun')), '[^a-z0-9]+', '-', 'g'), 50)) AS slug
	FROM "companies"
), ranked AS (
	SELECT "id", CASE WHEN length(slug) < 3 THEN 'comercio-' || slug ELSE slug END AS slug,
		row_number() OVER (PARTITION BY slug ORDER BY "id") AS n
	FROM base
)
UPDATE "companies" SET "slug" = trim(both '-' from CASE WHEN ranked.n = 1 THEN ranked.slug ELSE ranked.slug || '-' || left(ranked."id"::text, 8) END)
FROM ranked WHERE ranked."id" = "companies"."id";--> statement-breakpoint
WITH base AS (
	SELECT "id", trim(both '-' from left(regexp_replace(lower(translate("city", 'ÁÉÍÓÚÜÑáéíóúüñ', 'AEIOUUNaeiouun')), '[^a-z0-9]+', '-', 'g'), 50)) AS slug
	FROM "partners"
), ranked AS (
	SELECT "id", CASE WHEN length(slug) < 3 THEN 'ciudad-' || slug ELSE slug END AS slug,
		row_number() OVER (PARTITION BY slug ORDER BY "id") AS n
	FROM base
)
UPDATE "partners" SET "slug" = trim(both '-' from CASE WHEN ranked.n = 1 THEN ranked.slug ELSE ranked.slug || '-' || left(ranked."id"::text, 8) END)
FROM ranked WHERE ranked."id" = "partners"."id";--> statement-breakpoint
ALTER TABLE "companies" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "storefront_tokens" ADD CONSTRAINT "storefront_tokens_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_slug_unique" UNIQUE("slug");--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_slug_unique" UNIQUE("slug");
