import { customType, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Uploaded images (already re-encoded to WebP), in the database so that every process serves them and a
 * backup of the database carries them (decision 017).
 */
export const uploadedImages = pgTable('uploaded_images', {
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
  createdAt: createdAt(),
});
