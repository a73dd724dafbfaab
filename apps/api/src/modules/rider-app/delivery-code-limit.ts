import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { errandStatusHistory, errands, riderTasks } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { ErrandRow } from '../errands/errand.dto.ts';

/** Wrong 4-digit codes in a row on one task before tries are refused (decision 055). */
export const CODE_TRIES = 5;
/** How long tries are refused after the last wrong code. */
export const CODE_LOCK_MINUTES = 10;

/** 429 on a locked task; `errand` is set when this very try locked it (the dispatcher is told then). */
export class CodeLockedError extends AppError {
  constructor(
    lockedUntil: Date,
    readonly errand: ErrandRow | null = null,
  ) {
    const seconds = Math.max(1, Math.ceil((lockedUntil.getTime() - Date.now()) / 1000));
    super(
      429,
      'proof_code_locked',
      `Demasiados códigos incorrectos. Espera ${Math.ceil(seconds / 60)} min para intentar de nuevo o llama al despacho.`,
      { lockedUntil: lockedUntil.toISOString(), tries: CODE_TRIES },
      { 'retry-after': String(seconds) },
    );
  }
}

/** Refuses a delivery try while the rider's open task on the errand is locked. */
export const assertCodeNotLocked = async (db: Pick<Db, 'select'>, riderId: string, errandId: string) => {
  const [task] = await db
    .select({ lockedUntil: riderTasks.codeLockedUntil })
    .from(riderTasks)
    .where(and(eq(riderTasks.riderId, riderId), eq(riderTasks.errandId, errandId), isNull(riderTasks.closedAt)));
  if (task?.lockedUntil && task.lockedUntil.getTime() > Date.now()) throw new CodeLockedError(task.lockedUntil);
};

/**
 * Counts a wrong code (outside the refused action's rolled-back transaction). At CODE_TRIES the task is locked
 * for CODE_LOCK_MINUTES, the count starts again, and the errand gets a history line for the dispatcher; returns
 * the 429 to answer then, else null (answer the wrong code's 400).
 */
export const countWrongCode = async (db: Db, riderId: string, riderName: string, errandId: string) =>
  db.transaction(async (tx) => {
    const [task] = await tx
      .update(riderTasks)
      .set({
        codeFailures: sql`case when ${riderTasks.codeFailures} + 1 >= ${CODE_TRIES} then 0
          else ${riderTasks.codeFailures} + 1 end`,
        codeLockedUntil: sql`case when ${riderTasks.codeFailures} + 1 >= ${CODE_TRIES}
          then now() + make_interval(mins => ${CODE_LOCK_MINUTES}) else ${riderTasks.codeLockedUntil} end`,
        updatedAt: new Date(),
      })
      .where(and(eq(riderTasks.riderId, riderId), eq(riderTasks.errandId, errandId), isNull(riderTasks.closedAt)))
      .returning({ failures: riderTasks.codeFailures, lockedUntil: riderTasks.codeLockedUntil });
    if (!task?.lockedUntil || task.failures !== 0) return null;
    const [errand] = await tx.select().from(errands).where(eq(errands.id, errandId));
    if (!errand) return null;
    await tx.insert(errandStatusHistory).values({
      errandId,
      fromStatus: errand.status,
      toStatus: errand.status,
      manager: `Repartidor ${riderName}: ${CODE_TRIES} códigos de entrega incorrectos, entrega bloqueada ${CODE_LOCK_MINUTES} min`,
      at: new Date(),
    });
    return new CodeLockedError(task.lockedUntil, errand);
  });
