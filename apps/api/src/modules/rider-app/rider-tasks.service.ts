import { createHash } from 'node:crypto';
import type { riderTaskActionBodySchema } from '@backoffice/shared';
import {
  type DeclineReason,
  declineReasonLabels,
  declineReasons,
  type FailReason,
  failReasonLabels,
  failReasons,
  type RiderWorkState,
  riderMessages,
} from '@backoffice/shared';
import { and, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  type ErrandReturned,
  errandStatusHistory,
  errands,
  riderActions,
  riderCashEntries,
  riders,
  riderTasks,
} from '../../db/schema/index.ts';
import { AppError, badRequest, conflict, notFound } from '../../errors.ts';
import type { ErrandRow } from '../errands/errand.dto.ts';
import { recordDeliveredErrand } from '../ledger/ledger.writer.ts';
import { assertCodeNotLocked, countWrongCode } from './delivery-code-limit.ts';
import type { RiderRow } from './rider-session.ts';
import { amountToCollectOf, toRiderTaskDto } from './rider-task.dto.ts';
import {
  cashInHandOf,
  deliveryCodeOf,
  findOpenTask,
  findRiderTask,
  listRiderTasks,
  type RiderTaskRow,
  syncRiderTasks,
  type Tx,
} from './rider-tasks.queries.ts';

type ActionBody = z.output<typeof riderTaskActionBodySchema>;

const OPEN_STEPS = ['offered', 'accepted', 'arrived', 'picked_up'];

/** The start of the rider's shift day: 14 h back covers one shift (the session's length). */
const shiftWindowStart = () => new Date(Date.now() - 14 * 3_600_000);

/** en base / disponible / ocupado from the shift flag and the tasks (see riderWorkStates). */
export const riderWorkState = async (db: Pick<Db, 'select'>, rider: RiderRow): Promise<RiderWorkState> => {
  if (!rider.onShift) return 'off_shift';
  const rows = await db
    .select({ step: riderTasks.step, deliveredAt: riderTasks.deliveredAt })
    .from(riderTasks)
    .where(
      and(
        eq(riderTasks.riderId, rider.id),
        or(isNull(riderTasks.closedAt), gte(riderTasks.deliveredAt, rider.updatedAt)),
      ),
    );
  if (rows.some((row) => ['accepted', 'arrived', 'picked_up'].includes(row.step))) return 'ocupado';
  // The shift flag's last change (rider.updatedAt) stands for the start of the shift.
  return rows.some((row) => row.deliveredAt) ? 'disponible' : 'en_base';
};

export const riderTaskList = async (db: Db, rider: RiderRow) => {
  await syncRiderTasks(db, rider.id);
  const rows = await listRiderTasks(db, rider.id, shiftWindowStart());
  return {
    items: rows.map(toRiderTaskDto),
    state: await riderWorkState(db, rider),
    onShift: rider.onShift,
    cashInHand: await cashInHandOf(db, rider.id),
  };
};

export const riderTask = async (db: Db, riderId: string, errandId: string) => {
  await syncRiderTasks(db, riderId);
  const row = await findRiderTask(db, riderId, errandId);
  if (!row) throw notFound('No encontramos esa tarea.');
  return toRiderTaskDto(row);
};

const invalidStep = (step: string, action: string) =>
  conflict('invalid_step', `No puedes marcar «${action}» ahora: la tarea está en «${stepLabel(step)}».`, {
    step,
    action,
  });
const stepLabel = (step: string) =>
  ({
    offered: 'por aceptar',
    accepted: 'aceptada',
    arrived: 'en el comercio',
    picked_up: 'recogida',
    delivered: 'entregada',
    declined: 'rechazada',
    expired: 'vencida',
    failed: 'no entregada',
    withdrawn: 'retirada',
  })[step] ?? step;

const taskTaken = () =>
  conflict('task_taken', 'Esta tarea ya no es tuya: el despacho la asignó a otro repartidor o la cerró.');

/** The phone's time of the tap, when believable (last 24 h, at most a minute ahead); else now. */
const actionTime = (at: string | undefined, now: Date) => {
  if (!at) return now;
  const time = new Date(at);
  const delta = now.getTime() - time.getTime();
  return delta > 86_400_000 || delta < -60_000 ? now : time;
};

const hashBody = (body: ActionBody) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        body.task,
        body.action,
        body.at ?? null,
        body.reason ?? null,
        body.comment ?? null,
        body.proofCode ?? null,
        body.proofPhoto ?? null,
        body.cashCollected ?? null,
      ]),
    )
    .digest('base64url');

/** The mark a returned errand carries on the dispatcher's list until moved again, with the rider's name then. */
const returnedMark = (riderId: string, kind: ErrandReturned['kind'], reason: string | null, now: Date) =>
  sql`jsonb_build_object('kind', ${kind}::text, 'reason', ${reason}::text, 'at', ${now.toISOString()}::text,
    'riderName', (select ${riders.name} from ${riders} where ${riders.id} = ${riderId}))`;

/**
 * Moves the errand for the rider (only while it is still theirs), with its history line; back to pending it
 * loses the rider and carries why (`returned`).
 */
const moveErrandFor = async (
  tx: Tx,
  errand: ErrandRow,
  riderId: string,
  to: 'pending' | 'on_the_way' | 'delivered',
  manager: string,
  now: Date,
  returned?: { kind: ErrandReturned['kind']; reason: string | null },
) => {
  const from = errand.status;
  const [updated] = await tx
    .update(errands)
    .set({
      status: to,
      version: sql`${errands.version} + 1`,
      updatedAt: now,
      ...(to === 'pending' ? { riderId: null } : {}),
      ...(returned ? { returned: returnedMark(riderId, returned.kind, returned.reason, now) } : {}),
    })
    .where(
      and(eq(errands.id, errand.id), eq(errands.riderId, riderId), inArray(errands.status, ['assigned', 'on_the_way'])),
    )
    .returning();
  if (!updated) throw taskTaken();
  await tx
    .insert(errandStatusHistory)
    .values({ errandId: errand.id, fromStatus: from, toStatus: to, manager, at: now });
  if (to === 'delivered') await recordDeliveredErrand(tx, updated, now);
  return updated;
};

const closeStep = async (tx: Tx, task: RiderTaskRow, from: string, set: Partial<RiderTaskRow>) => {
  const [updated] = await tx
    .update(riderTasks)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(riderTasks.id, task.id), eq(riderTasks.step, from), isNull(riderTasks.closedAt)))
    .returning();
  if (!updated) throw taskTaken();
  return updated;
};

export type ActionOutcome = { errand: ErrandRow | null; replay: boolean };

/**
 * One step of the rider (decision 042): checked against the task's step, applied with the errand in one
 * transaction, and remembered by its action id so that a resend answers the same and changes nothing.
 */
export const takeAction = async (db: Db, rider: RiderRow, body: ActionBody): Promise<ActionOutcome> => {
  const requestHash = hashBody(body);
  const [earlier] = await db
    .select()
    .from(riderActions)
    .where(and(eq(riderActions.riderId, rider.id), eq(riderActions.actionId, body.actionId)));
  if (earlier) {
    if (earlier.requestHash !== requestHash)
      throw conflict('action_id_reused', 'Esta acción ya se envió con otros datos.');
    return { errand: null, replay: true };
  }
  await syncRiderTasks(db, rider.id);
  if (body.action === 'delivered') await assertCodeNotLocked(db, rider.id, body.task);
  const now = new Date();
  const at = actionTime(body.at, now);
  const manager = `Repartidor ${rider.name}`;
  try {
    return await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(riderActions)
        .values({ riderId: rider.id, actionId: body.actionId, requestHash, errandId: body.task })
        .onConflictDoNothing()
        .returning();
      if (inserted.length === 0) throw new ReplayRace();
      // Serialises the rider's actions on this errand with the dispatcher's changes and the offer sweep.
      await tx.execute(sql`select id from errands where id = ${body.task} for update`);
      const row = await findOpenTask(tx, rider.id, body.task);
      if (!row) {
        const closed = await findRiderTask(tx, rider.id, body.task);
        if (!closed) throw notFound('No encontramos esa tarea.');
        throw body.action === 'accept' && closed.task.step === 'expired'
          ? conflict('offer_expired', 'Se acabó el tiempo para aceptar; la tarea volvió al despacho.')
          : closed.task.step === 'withdrawn'
            ? taskTaken()
            : invalidStep(closed.task.step, body.action);
      }
      const { task, errand } = row;
      const errandAfter = await applyStep(tx, { task, errand, row, body, at, now, manager, riderId: rider.id });
      return { errand: errandAfter, replay: false };
    });
  } catch (error) {
    if (error instanceof ReplayRace) return takeAction(db, rider, body);
    // A wrong delivery code counts outside the rolled-back transaction (decision 055).
    if (error instanceof AppError && error.code === 'proof_code_wrong')
      throw (await countWrongCode(db, rider.id, rider.name, body.task)) ?? error;
    throw error;
  }
};

class ReplayRace extends Error {}

type StepInput = {
  task: RiderTaskRow;
  errand: ErrandRow;
  row: NonNullable<Awaited<ReturnType<typeof findOpenTask>>>;
  body: ActionBody;
  at: Date;
  now: Date;
  manager: string;
  riderId: string;
};

const reasonOf = <R extends string>(reason: string | undefined, allowed: readonly R[], labels: Record<R, string>) => {
  if (!reason || !(allowed as readonly string[]).includes(reason))
    throw badRequest(`Elige un motivo: ${allowed.map((value) => labels[value]).join(', ')}.`, [
      { field: 'body.reason', message: 'Motivo requerido' },
    ]);
  return reason as R;
};

const applyStep = async (tx: Tx, input: StepInput): Promise<ErrandRow | null> => {
  const { task, errand, body, at, now, manager, riderId } = input;
  switch (body.action) {
    case 'accept': {
      if (task.step !== 'offered') throw invalidStep(task.step, 'Aceptar');
      if (task.acceptBy && task.acceptBy.getTime() < now.getTime()) {
        throw conflict('offer_expired', 'Se acabó el tiempo para aceptar; la tarea volvió al despacho.');
      }
      await closeStep(tx, task, 'offered', { step: 'accepted', acceptedAt: at, acceptBy: null });
      return null;
    }
    case 'decline': {
      if (task.step !== 'offered') throw invalidStep(task.step, 'Rechazar');
      const reason = reasonOf<DeclineReason>(body.reason, declineReasons, declineReasonLabels);
      await closeStep(tx, task, 'offered', {
        step: 'declined',
        reason,
        comment: body.comment ?? null,
        closedAt: now,
        acceptBy: null,
      });
      return moveErrandFor(
        tx,
        errand,
        riderId,
        'pending',
        `${manager}: rechazó (${declineReasonLabels[reason]})`,
        now,
        { kind: 'declined', reason },
      );
    }
    case 'arrived': {
      if (task.step !== 'accepted') throw invalidStep(task.step, 'Llegué');
      await closeStep(tx, task, 'accepted', { step: 'arrived', arrivedAt: at });
      return null;
    }
    case 'picked_up': {
      if (task.step !== 'arrived') throw invalidStep(task.step, 'Recogido');
      await closeStep(tx, task, 'arrived', { step: 'picked_up', pickedUpAt: at });
      return errand.status === 'assigned' ? moveErrandFor(tx, errand, riderId, 'on_the_way', manager, now) : null;
    }
    case 'delivered': {
      if (task.step !== 'picked_up') throw invalidStep(task.step, 'Entregado');
      await checkProof(tx, task, body);
      const amount = amountToCollectOf(input.row);
      if (amount > 0 && body.cashCollected === undefined)
        throw badRequest(riderMessages.cash, [{ field: 'body.cashCollected', message: 'Requerido' }], 'cash_required');
      const cash = amount > 0 ? (body.cashCollected ?? 0) : null;
      await closeStep(tx, task, 'picked_up', {
        step: 'delivered',
        deliveredAt: at,
        closedAt: now,
        cashCollected: cash,
        proofPhoto: task.proof === 'photo' ? (body.proofPhoto ?? null) : null,
      });
      if (cash && cash > 0)
        await tx
          .insert(riderCashEntries)
          .values({ riderId, kind: 'collection', amount: cash, errandId: errand.id, occurredAt: at })
          .onConflictDoNothing();
      const moved =
        errand.status === 'assigned' ? await moveErrandFor(tx, errand, riderId, 'on_the_way', manager, now) : errand;
      return moveErrandFor(tx, moved, riderId, 'delivered', manager, now);
    }
    case 'failed': {
      if (!['accepted', 'arrived', 'picked_up'].includes(task.step))
        throw invalidStep(task.step, 'No se pudo entregar');
      const reason = reasonOf<FailReason>(body.reason, failReasons, failReasonLabels);
      await closeStep(tx, task, task.step, {
        step: 'failed',
        failedAt: at,
        closedAt: now,
        reason,
        comment: body.comment ?? null,
      });
      return moveErrandFor(
        tx,
        errand,
        riderId,
        'pending',
        `${manager}: no se pudo entregar (${failReasonLabels[reason]})`,
        now,
        { kind: 'failed', reason },
      );
    }
  }
};

const checkProof = async (tx: Tx, task: RiderTaskRow, body: ActionBody) => {
  if (task.proof === 'photo' && !body.proofPhoto)
    throw badRequest(
      riderMessages.proofPhoto,
      [{ field: 'body.proofPhoto', message: 'Requerida' }],
      'proof_photo_required',
    );
  if (task.proof === 'code') {
    if (!body.proofCode)
      throw badRequest(
        riderMessages.proofCodeMissing,
        [{ field: 'body.proofCode', message: 'Requerido' }],
        'proof_code_required',
      );
    const code = await deliveryCodeOf(tx, task.errandId);
    if (code !== body.proofCode)
      throw badRequest(
        'El código no coincide. Pídele al cliente el código de su página de seguimiento.',
        [{ field: 'body.proofCode', message: 'Código incorrecto' }],
        'proof_code_wrong',
      );
  }
};

/**
 * The offer sweep (background-jobs.ts): offers past their deadline expire and their errands go back to the
 * dispatcher (pending, no rider), each in its own transaction. Returns the errands that changed.
 */
export const expireOffers = async (db: Db) => {
  const offered = await syncRiderTasks(db);
  const due = await db
    .select({ id: riderTasks.id, errandId: riderTasks.errandId, riderId: riderTasks.riderId })
    .from(riderTasks)
    .where(and(eq(riderTasks.step, 'offered'), isNull(riderTasks.closedAt), sql`${riderTasks.acceptBy} < now()`))
    .limit(200);
  const changed: { errand: ErrandRow; riderId: string }[] = [];
  for (const offer of due) {
    const errand = await db
      .transaction(async (tx) => {
        await tx.execute(sql`select id from errands where id = ${offer.errandId} for update`);
        const [closed] = await tx
          .update(riderTasks)
          .set({ step: 'expired', closedAt: new Date(), acceptBy: null, updatedAt: new Date() })
          .where(and(eq(riderTasks.id, offer.id), eq(riderTasks.step, 'offered'), isNull(riderTasks.closedAt)))
          .returning();
        if (!closed) return null;
        const [row] = await tx.select().from(errands).where(eq(errands.id, offer.errandId));
        if (!row || row.riderId !== offer.riderId || row.status !== 'assigned') return null;
        return moveErrandFor(
          tx,
          row,
          offer.riderId,
          'pending',
          'Sin respuesta del repartidor: volvió al despacho',
          new Date(),
          { kind: 'expired', reason: null },
        );
      })
      .catch((error: unknown) => {
        if (error instanceof AppError) return null;
        throw error;
      });
    if (errand) changed.push({ errand, riderId: offer.riderId });
  }
  return { changed, offered };
};

export { OPEN_STEPS };
