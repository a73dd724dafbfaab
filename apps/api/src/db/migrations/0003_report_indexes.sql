DROP INDEX "errands_partner_created_idx";--> statement-breakpoint
DROP INDEX "orders_company_created_idx";--> statement-breakpoint
CREATE INDEX "errand_status_history_errand_idx" ON "errand_status_history" USING btree ("errand_id");--> statement-breakpoint
CREATE INDEX "errands_partner_created_id_idx" ON "errands" USING btree ("partner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_company_created_number_idx" ON "orders" USING btree ("company_id","created_at","number");--> statement-breakpoint
CREATE INDEX "orders_company_status_created_idx" ON "orders" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "rejections_order_idx" ON "rejections" USING btree ("order_id");