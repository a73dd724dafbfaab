DROP INDEX "ledger_payment_idx";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_checkout_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_amount" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_currency" text;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_payment_kind_idx" ON "ledger_entries" USING btree ("payment_id","kind") WHERE "ledger_entries"."payment_id" is not null;--> statement-breakpoint
UPDATE "payments" SET "status" = 'failed', "updated_at" = now() WHERE "status" = 'pending' AND "method" = 'online' AND "id" NOT IN (SELECT DISTINCT ON ("company_id") "id" FROM "payments" WHERE "status" = 'pending' AND "method" = 'online' ORDER BY "company_id", "created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_pending_checkout_idx" ON "payments" USING btree ("company_id") WHERE "payments"."status" = 'pending' and "payments"."method" = 'online';