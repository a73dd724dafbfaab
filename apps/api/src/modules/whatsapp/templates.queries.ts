import { type WhatsappMessageEvent, type WhatsappTemplate, whatsappMessageEvents } from '@backoffice/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { whatsappTemplates } from '../../db/schema/index.ts';
import { defaultTemplates } from './templates.ts';

type Reader = Pick<Db, 'select'>;

export const listTemplates = async (db: Reader, partnerId: string): Promise<WhatsappTemplate[]> => {
  const rows = await db.select().from(whatsappTemplates).where(eq(whatsappTemplates.partnerId, partnerId));
  return whatsappMessageEvents.map((event) => {
    const row = rows.find((candidate) => candidate.event === event);
    return {
      event,
      body: row?.body ?? defaultTemplates[event],
      enabled: row?.enabled ?? true,
      isDefault: !row || row.body === defaultTemplates[event],
    };
  });
};

export const findTemplate = async (db: Reader, partnerId: string, event: WhatsappMessageEvent) => {
  const [row] = await db
    .select()
    .from(whatsappTemplates)
    .where(and(eq(whatsappTemplates.partnerId, partnerId), eq(whatsappTemplates.event, event)));
  return { body: row?.body ?? defaultTemplates[event], enabled: row?.enabled ?? true };
};

export const saveTemplate = (db: Db, partnerId: string, event: WhatsappMessageEvent, body: string, enabled: boolean) =>
  db
    .insert(whatsappTemplates)
    .values({ partnerId, event, body, enabled })
    .onConflictDoUpdate({
      target: [whatsappTemplates.partnerId, whatsappTemplates.event],
      set: { body, enabled, updatedAt: sql`now()` },
    });
