-- Orders for later (decision 054): an order for later that is rejected or cancelled gives its place in the slot
-- back, whichever call or process ends it, in the same transaction as its status change.
CREATE FUNCTION orders_slot_release() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE order_slots SET taken = taken - 1
  WHERE company_id = NEW.company_id AND starts_at = NEW.scheduled_for AND taken > 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_slot_release AFTER UPDATE OF status ON orders FOR EACH ROW
  WHEN (NEW.scheduled_for IS NOT NULL AND NEW.status IN ('rejected', 'cancelled')
    AND OLD.status NOT IN ('rejected', 'cancelled'))
  EXECUTE FUNCTION orders_slot_release();
