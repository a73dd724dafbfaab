-- Best sellers per company, local day and product (company_product_day_figures, kept by triggers like
-- company_day_figures), and the status index carries the number so a deep page of a status is walked in the index.
CREATE TABLE "company_product_day_figures" (
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"product" text NOT NULL,
	"name" text NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"sales" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "company_product_day_figures_company_id_day_product_pk" PRIMARY KEY("company_id","day","product")
);
--> statement-breakpoint
DROP INDEX "orders_company_status_created_idx";--> statement-breakpoint
ALTER TABLE "company_product_day_figures" ADD CONSTRAINT "company_product_day_figures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_company_status_created_idx" ON "orders" USING btree ("company_id","status","created_at","number");
--> statement-breakpoint
-- Adds (sign 1) or takes away (sign -1) the lines of one sale from its company's product figures of its
-- local day. Lines of the same product are summed first: one upsert may not touch a row twice.
CREATE FUNCTION company_product_day_figures_add(order_company uuid, placed_at timestamptz, lines jsonb, sign int)
  RETURNS void LANGUAGE sql AS $$
  INSERT INTO company_product_day_figures AS f (company_id, day, product, name, quantity, sales)
  SELECT order_company, (placed_at AT TIME ZONE c.timezone)::date, line->>'product', max(line->>'name'),
    sign * sum((line->>'quantity')::int),
    sign * sum((line->>'quantity')::bigint * (line->>'unitPrice')::bigint)
  FROM companies c, jsonb_array_elements(lines) AS line
  WHERE c.id = order_company
  GROUP BY 1, 2, 3
  ON CONFLICT (company_id, day, product) DO UPDATE SET
    name = greatest(f.name, excluded.name),
    quantity = f.quantity + excluded.quantity,
    sales = f.sales + excluded.sales
$$;
--> statement-breakpoint
-- A sale is an order in saleStatuses of packages/shared/src/order-status.ts ('accepted', 'ready', 'on_the_way', 'delivered').
CREATE FUNCTION orders_product_day_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status IN ('accepted', 'ready', 'on_the_way', 'delivered') THEN
    PERFORM company_product_day_figures_add(OLD.company_id, OLD.created_at, OLD.products, -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status IN ('accepted', 'ready', 'on_the_way', 'delivered') THEN
    PERFORM company_product_day_figures_add(NEW.company_id, NEW.created_at, NEW.products, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Fired only when a sale's lines are added or taken away: an intake of a pending order, or an update
-- from one sale status to another, costs nothing here.
CREATE TRIGGER orders_product_day_figures_insert AFTER INSERT ON orders FOR EACH ROW
  WHEN (NEW.status IN ('accepted', 'ready', 'on_the_way', 'delivered'))
  EXECUTE FUNCTION orders_product_day_figures();
--> statement-breakpoint
CREATE TRIGGER orders_product_day_figures_update AFTER UPDATE ON orders FOR EACH ROW
  WHEN ((OLD.status IN ('accepted', 'ready', 'on_the_way', 'delivered'))
      IS DISTINCT FROM (NEW.status IN ('accepted', 'ready', 'on_the_way', 'delivered'))
    OR (NEW.status IN ('accepted', 'ready', 'on_the_way', 'delivered')
      AND (OLD.company_id, OLD.created_at, OLD.products) IS DISTINCT FROM (NEW.company_id, NEW.created_at, NEW.products)))
  EXECUTE FUNCTION orders_product_day_figures();
--> statement-breakpoint
CREATE TRIGGER orders_product_day_figures_delete AFTER DELETE ON orders FOR EACH ROW
  WHEN (OLD.status IN ('accepted', 'ready', 'on_the_way', 'delivered'))
  EXECUTE FUNCTION orders_product_day_figures();
--> statement-breakpoint
-- A company's days are its own calendar: when its time zone changes, its product figures are summed again.
CREATE FUNCTION companies_product_day_figures_rebuild() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM company_product_day_figures WHERE company_id = NEW.id;
  INSERT INTO company_product_day_figures (company_id, day, product, name, quantity, sales)
  SELECT o.company_id, (o.created_at AT TIME ZONE NEW.timezone)::date, line->>'product', max(line->>'name'),
    sum((line->>'quantity')::int), sum((line->>'quantity')::bigint * (line->>'unitPrice')::bigint)
  FROM orders o, jsonb_array_elements(o.products) AS line
  WHERE o.company_id = NEW.id AND o.status IN ('accepted', 'ready', 'on_the_way', 'delivered')
  GROUP BY 1, 2, 3;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_product_day_figures_timezone AFTER UPDATE OF timezone ON companies
  FOR EACH ROW WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone) EXECUTE FUNCTION companies_product_day_figures_rebuild();
--> statement-breakpoint
INSERT INTO company_product_day_figures (company_id, day, product, name, quantity, sales)
SELECT o.company_id, (o.created_at AT TIME ZONE c.timezone)::date, line->>'product', max(line->>'name'),
  sum((line->>'quantity')::int), sum((line->>'quantity')::bigint * (line->>'unitPrice')::bigint)
FROM orders o JOIN companies c ON c.id = o.company_id, jsonb_array_elements(o.products) AS line
WHERE o.status IN ('accepted', 'ready', 'on_the_way', 'delivered')
GROUP BY 1, 2, 3;
