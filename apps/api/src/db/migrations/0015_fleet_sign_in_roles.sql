-- Fleets have sign-ins with roles (decision 022): the one sign-in each fleet had so far is its admin.
UPDATE "accounts" SET "role" = 'admin' WHERE "type" = 'deliveries-provider' AND "role" IS NULL;
