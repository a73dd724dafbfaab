import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories } from '../../db/schema/index.ts';

export const listCategories = (db: Db) =>
  db.select().from(categories).orderBy(asc(categories.position), asc(categories.name));
