-- Coupon uses (decision 051): a use's coupon and order are written by the order's own insert statement, which holds
-- the coupon's row locked and inserts the order, so their keys only re-checked rows it holds, and nothing deletes
-- coupons (archived) or orders; the surrogate id's index was read by nothing. Each use now writes its row and the two
-- indexes its reads use (issue 25's bench).
ALTER TABLE "coupon_uses" DROP CONSTRAINT "coupon_uses_coupon_id_coupons_id_fk";
--> statement-breakpoint
ALTER TABLE "coupon_uses" DROP CONSTRAINT "coupon_uses_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "coupon_uses" DROP COLUMN "id";
