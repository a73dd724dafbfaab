-- Coupon uses (decision 051): a use's company is copied from its order in the order's own insert statement, and the
-- order's key to companies already holds it (a company with orders cannot be deleted), so its own key only cost
-- every use a foreign-key check inside the intake's statement (issue 25's bench).
ALTER TABLE "coupon_uses" DROP CONSTRAINT "coupon_uses_company_id_companies_id_fk";
