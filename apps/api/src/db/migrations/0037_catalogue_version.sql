ALTER TABLE "companies" ADD COLUMN "catalogue_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The intake's catalogue cache (decision 028): companies.catalogue_version moves in the transaction of every write
-- the intake prices from, so an insert that checks it under the company's row lock sees any such write, committed or
-- in flight. The company's own row: every column but last_order_number (the intake's own counter). A test checks the
-- list holds every other column (catalogue-version.test.ts).
CREATE FUNCTION companies_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.catalogue_version := OLD.catalogue_version + 1;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_catalogue_version BEFORE UPDATE OF
  id, partner_id, name, slug, description, category_id, phone, email, address, city, state, lat, lng, logo, cover,
  preparation_minutes, minimum_order, delivery_fee, currency, timezone, open, paused_until, status, schedules,
  special_dates, catalogue_version, alert_escalation_minutes, storefront_enabled, slot_minutes, slot_lead_minutes,
  slot_capacity, slot_days_ahead, created_at, updated_at
  ON companies FOR EACH ROW EXECUTE FUNCTION companies_catalogue_version();
--> statement-breakpoint
-- Products, promos and a zone's companies carry company_id: one bump per company per statement (an import of a
-- thousand products bumps once). A statement's transition tables hold its rows; an update may move a row.
CREATE FUNCTION catalogue_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE companies SET catalogue_version = catalogue_version + 1
    WHERE id IN (SELECT company_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE companies SET catalogue_version = catalogue_version + 1
    WHERE id IN (SELECT company_id FROM old_rows);
  ELSE
    UPDATE companies SET catalogue_version = catalogue_version + 1
    WHERE id IN (SELECT company_id FROM new_rows UNION SELECT company_id FROM old_rows);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_catalogue_inserted AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_rows_changed();
--> statement-breakpoint
CREATE TRIGGER products_catalogue_updated AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_rows_changed();
--> statement-breakpoint
CREATE TRIGGER products_catalogue_deleted AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_rows_changed();
--> statement-breakpoint
CREATE TRIGGER promos_catalogue_inserted AFTER INSERT ON promos REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_rows_changed();
--> statement-breakpoint
CREATE TRIGGER promos_catalogue_updated AFTER UPDATE ON promos REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_rows_changed();
--> statement-breakpoint
CREATE TRIGGER promos_catalogue_deleted AFTER DELETE ON promos REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_rows_changed();
--> statement-breakpoint
CREATE TRIGGER zone_companies_catalogue_inserted AFTER INSERT ON zone_companies REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_rows_changed();
--> statement-breakpoint
CREATE TRIGGER zone_companies_catalogue_updated AFTER UPDATE ON zone_companies
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_rows_changed();
--> statement-breakpoint
CREATE TRIGGER zone_companies_catalogue_deleted AFTER DELETE ON zone_companies REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_rows_changed();
--> statement-breakpoint
-- A zone prices the companies it is linked to. Its deletion cascades to zone_companies, whose trigger bumps them.
CREATE FUNCTION zones_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE companies SET catalogue_version = catalogue_version + 1
  WHERE id IN (SELECT company_id FROM zone_companies WHERE zone_id IN (SELECT id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER zones_catalogue_updated AFTER UPDATE ON zones REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION zones_catalogue_changed();
