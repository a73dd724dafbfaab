-- Coupon uses (decision 051): the report reads a company's uses by coupon, through (coupon_id, phone), so a coupon
-- order's insert writes one index entry for its use instead of two.
DROP INDEX "coupon_uses_company_at_idx";
