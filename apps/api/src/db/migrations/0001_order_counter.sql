ALTER TABLE "companies" ADD COLUMN "last_order_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "companies" SET "last_order_number" = "numbered"."max_number" FROM (SELECT "company_id", max("number") AS "max_number" FROM "orders" GROUP BY "company_id") AS "numbered" WHERE "numbered"."company_id" = "companies"."id";
