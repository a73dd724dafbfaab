-- Orders for later (decision 054): the figures count an order on its delivery day, the local date of its slot
-- (scheduled_for), and an order for as soon as possible on the day it was placed, as before. scheduled_for is
-- set at intake and never changes, so the update triggers' conditions stay as they are.
CREATE OR REPLACE FUNCTION orders_day_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM company_day_figures_add(OLD.company_id, coalesce(OLD.scheduled_for, OLD.created_at), OLD.payment,
      OLD.status, OLD.total, OLD.delivery_fee, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM company_day_figures_add(NEW.company_id, coalesce(NEW.scheduled_for, NEW.created_at), NEW.payment,
      NEW.status, NEW.total, NEW.delivery_fee, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_product_day_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status IN ('accepted', 'ready', 'on_the_way', 'delivered') THEN
    PERFORM company_product_day_figures_add(OLD.company_id, coalesce(OLD.scheduled_for, OLD.created_at), OLD.products, -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status IN ('accepted', 'ready', 'on_the_way', 'delivered') THEN
    PERFORM company_product_day_figures_add(NEW.company_id, coalesce(NEW.scheduled_for, NEW.created_at), NEW.products, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION companies_day_figures_rebuild() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM company_day_figures WHERE company_id = NEW.id;
  PERFORM company_day_figures_apply((SELECT jsonb_agg(jsonb_build_object('company_id', o.company_id,
    'created_at', coalesce(o.scheduled_for, o.created_at), 'payment', o.payment, 'status', o.status,
    'total', o.total, 'delivery_fee', o.delivery_fee, 'sign', 1)) FROM orders o WHERE o.company_id = NEW.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION companies_product_day_figures_rebuild() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM company_product_day_figures WHERE company_id = NEW.id;
  INSERT INTO company_product_day_figures (company_id, day, product, name, quantity, sales)
  SELECT o.company_id, (coalesce(o.scheduled_for, o.created_at) AT TIME ZONE NEW.timezone)::date, line->>'product',
    max(line->>'name'), sum((line->>'quantity')::int), sum((line->>'quantity')::bigint * (line->>'unitPrice')::bigint)
  FROM orders o, jsonb_array_elements(o.products) AS line
  WHERE o.company_id = NEW.id AND o.status IN ('accepted', 'ready', 'on_the_way', 'delivered')
  GROUP BY 1, 2, 3;
  RETURN NULL;
END $$;
