-- A storefront order may have several tracking tokens: an idempotent repeat answers a fresh one (decision 025).
ALTER TABLE "storefront_tokens" DROP CONSTRAINT "storefront_tokens_token_hash_unique";--> statement-breakpoint
ALTER TABLE "storefront_tokens" DROP CONSTRAINT "storefront_tokens_pkey";--> statement-breakpoint
ALTER TABLE "storefront_tokens" ADD PRIMARY KEY ("token_hash");--> statement-breakpoint
CREATE INDEX "storefront_tokens_order_idx" ON "storefront_tokens" USING btree ("order_id");
