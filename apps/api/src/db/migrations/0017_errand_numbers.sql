-- Errands get a short number per company like orders (per partner for errands of no company); the
-- existing ones are numbered in the order they arrived.
ALTER TABLE "errands" ADD COLUMN "number" integer;--> statement-breakpoint
UPDATE "errands" e SET "number" = n.number FROM (
  SELECT id, row_number() OVER (
    PARTITION BY coalesce(company_id, partner_id), company_id IS NULL ORDER BY created_at, id
  ) AS number FROM "errands"
) n WHERE e.id = n.id;--> statement-breakpoint
ALTER TABLE "errands" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "errands_company_number_idx" ON "errands" USING btree ("company_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "errands_partner_number_idx" ON "errands" USING btree ("partner_id","number") WHERE company_id is null;
