-- company_day_figures kept by row triggers that upsert straight from the changed row: the statement
-- triggers of 0013 built JSON from transition tables, which cost an intake about a millisecond of
-- CPU on the embedded database. An update that changes none of the summed columns fires nothing.
DROP TRIGGER orders_day_figures_insert ON orders;
--> statement-breakpoint
DROP TRIGGER orders_day_figures_update ON orders;
--> statement-breakpoint
DROP TRIGGER orders_day_figures_delete ON orders;
--> statement-breakpoint
DROP FUNCTION orders_day_figures();
--> statement-breakpoint
-- A sale is an order in saleStatuses of packages/shared/src/order-status.ts ('accepted', 'ready', 'on_the_way', 'delivered').
CREATE FUNCTION company_day_figures_add(order_company uuid, placed_at timestamptz, order_payment text,
  order_status text, order_total int, order_fee int, sign int) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  sale int := CASE WHEN order_status IN ('accepted', 'ready', 'on_the_way', 'delivered') THEN sign ELSE 0 END;
BEGIN
  INSERT INTO company_day_figures AS f
    (company_id, day, payment, orders, delivered, cancelled, rejected, sold, sales, delivery_fees)
  SELECT order_company, (placed_at AT TIME ZONE c.timezone)::date, order_payment, sign,
    CASE WHEN order_status = 'delivered' THEN sign ELSE 0 END,
    CASE WHEN order_status = 'cancelled' THEN sign ELSE 0 END,
    CASE WHEN order_status = 'rejected' THEN sign ELSE 0 END,
    sale, sale * order_total, sale * order_fee
  FROM companies c WHERE c.id = order_company
  ON CONFLICT (company_id, day, payment) DO UPDATE SET
    orders = f.orders + excluded.orders,
    delivered = f.delivered + excluded.delivered,
    cancelled = f.cancelled + excluded.cancelled,
    rejected = f.rejected + excluded.rejected,
    sold = f.sold + excluded.sold,
    sales = f.sales + excluded.sales,
    delivery_fees = f.delivery_fees + excluded.delivery_fees;
END $$;
--> statement-breakpoint
CREATE FUNCTION orders_day_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM company_day_figures_add(OLD.company_id, OLD.created_at, OLD.payment, OLD.status, OLD.total, OLD.delivery_fee, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM company_day_figures_add(NEW.company_id, NEW.created_at, NEW.payment, NEW.status, NEW.total, NEW.delivery_fee, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_day_figures_insert AFTER INSERT ON orders FOR EACH ROW EXECUTE FUNCTION orders_day_figures();
--> statement-breakpoint
CREATE TRIGGER orders_day_figures_update AFTER UPDATE ON orders FOR EACH ROW
  WHEN ((OLD.company_id, OLD.created_at, OLD.payment, OLD.status, OLD.total, OLD.delivery_fee)
    IS DISTINCT FROM (NEW.company_id, NEW.created_at, NEW.payment, NEW.status, NEW.total, NEW.delivery_fee))
  EXECUTE FUNCTION orders_day_figures();
--> statement-breakpoint
CREATE TRIGGER orders_day_figures_delete AFTER DELETE ON orders FOR EACH ROW EXECUTE FUNCTION orders_day_figures();
