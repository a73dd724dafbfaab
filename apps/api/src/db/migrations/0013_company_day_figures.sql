CREATE TABLE "company_day_figures" (
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"payment" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"sales" bigint DEFAULT 0 NOT NULL,
	"delivery_fees" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "company_day_figures_company_id_day_payment_pk" PRIMARY KEY("company_id","day","payment")
);
--> statement-breakpoint
ALTER TABLE "company_day_figures" ADD CONSTRAINT "company_day_figures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Adds (sign 1) or takes away (sign -1) orders from their company's day figures. A sale is an order in
-- saleStatuses of packages/shared/src/order-status.ts ('accepted', 'ready', 'on_the_way', 'delivered').
CREATE FUNCTION company_day_figures_apply(changes jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO company_day_figures AS f
    (company_id, day, payment, orders, delivered, cancelled, rejected, sold, sales, delivery_fees)
  SELECT x.company_id, (x.created_at AT TIME ZONE c.timezone)::date, x.payment,
    sum(x.sign),
    coalesce(sum(x.sign) FILTER (WHERE x.status = 'delivered'), 0),
    coalesce(sum(x.sign) FILTER (WHERE x.status = 'cancelled'), 0),
    coalesce(sum(x.sign) FILTER (WHERE x.status = 'rejected'), 0),
    coalesce(sum(x.sign) FILTER (WHERE x.status IN ('accepted', 'ready', 'on_the_way', 'delivered')), 0),
    coalesce(sum(x.sign * x.total) FILTER (WHERE x.status IN ('accepted', 'ready', 'on_the_way', 'delivered')), 0),
    coalesce(sum(x.sign * x.delivery_fee) FILTER (WHERE x.status IN ('accepted', 'ready', 'on_the_way', 'delivered')), 0)
  FROM jsonb_to_recordset(changes)
    AS x(company_id uuid, created_at timestamptz, payment text, status text, total int, delivery_fee int, sign int)
  JOIN companies c ON c.id = x.company_id
  GROUP BY 1, 2, 3
  ON CONFLICT (company_id, day, payment) DO UPDATE SET
    orders = f.orders + excluded.orders,
    delivered = f.delivered + excluded.delivered,
    cancelled = f.cancelled + excluded.cancelled,
    rejected = f.rejected + excluded.rejected,
    sold = f.sold + excluded.sold,
    sales = f.sales + excluded.sales,
    delivery_fees = f.delivery_fees + excluded.delivery_fees
$$;
--> statement-breakpoint
-- One statement-level trigger per operation (transition tables): a bulk insert is one upsert, and an
-- update that touches none of the summed columns changes nothing.
CREATE FUNCTION orders_day_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM company_day_figures_apply((SELECT jsonb_agg(jsonb_build_object('company_id', n.company_id,
      'created_at', n.created_at, 'payment', n.payment, 'status', n.status, 'total', n.total,
      'delivery_fee', n.delivery_fee, 'sign', 1)) FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM company_day_figures_apply((SELECT jsonb_agg(jsonb_build_object('company_id', o.company_id,
      'created_at', o.created_at, 'payment', o.payment, 'status', o.status, 'total', o.total,
      'delivery_fee', o.delivery_fee, 'sign', -1)) FROM old_rows o));
  ELSE
    PERFORM company_day_figures_apply((SELECT jsonb_agg(change) FROM (
      SELECT jsonb_build_object('company_id', o.company_id, 'created_at', o.created_at, 'payment', o.payment,
        'status', o.status, 'total', o.total, 'delivery_fee', o.delivery_fee, 'sign', -1) AS change
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.company_id, o.created_at, o.payment, o.status, o.total, o.delivery_fee)
        IS DISTINCT FROM (n.company_id, n.created_at, n.payment, n.status, n.total, n.delivery_fee)
      UNION ALL
      SELECT jsonb_build_object('company_id', n.company_id, 'created_at', n.created_at, 'payment', n.payment,
        'status', n.status, 'total', n.total, 'delivery_fee', n.delivery_fee, 'sign', 1)
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.company_id, o.created_at, o.payment, o.status, o.total, o.delivery_fee)
        IS DISTINCT FROM (n.company_id, n.created_at, n.payment, n.status, n.total, n.delivery_fee)
    ) changed));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_day_figures_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION orders_day_figures();
--> statement-breakpoint
CREATE TRIGGER orders_day_figures_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION orders_day_figures();
--> statement-breakpoint
CREATE TRIGGER orders_day_figures_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION orders_day_figures();
--> statement-breakpoint
-- A company's days are its own calendar: when its time zone changes, its figures are summed again.
CREATE FUNCTION companies_day_figures_rebuild() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM company_day_figures WHERE company_id = NEW.id;
  PERFORM company_day_figures_apply((SELECT jsonb_agg(jsonb_build_object('company_id', o.company_id,
    'created_at', o.created_at, 'payment', o.payment, 'status', o.status, 'total', o.total,
    'delivery_fee', o.delivery_fee, 'sign', 1)) FROM orders o WHERE o.company_id = NEW.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_day_figures_timezone AFTER UPDATE OF timezone ON companies
  FOR EACH ROW WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone) EXECUTE FUNCTION companies_day_figures_rebuild();
--> statement-breakpoint
INSERT INTO company_day_figures
  (company_id, day, payment, orders, delivered, cancelled, rejected, sold, sales, delivery_fees)
SELECT o.company_id, (o.created_at AT TIME ZONE c.timezone)::date, o.payment,
  count(*),
  count(*) FILTER (WHERE o.status = 'delivered'),
  count(*) FILTER (WHERE o.status = 'cancelled'),
  count(*) FILTER (WHERE o.status = 'rejected'),
  count(*) FILTER (WHERE o.status IN ('accepted', 'ready', 'on_the_way', 'delivered')),
  coalesce(sum(o.total) FILTER (WHERE o.status IN ('accepted', 'ready', 'on_the_way', 'delivered')), 0),
  coalesce(sum(o.delivery_fee) FILTER (WHERE o.status IN ('accepted', 'ready', 'on_the_way', 'delivered')), 0)
FROM orders o JOIN companies c ON c.id = o.company_id
GROUP BY 1, 2, 3;
