/**
 * The rider's app (decision 042): the API the phone app at `/r` calls, and the partner/fleet side of it.
 *
 * Rider session: cookie `bo_rider` (httpOnly, SameSite=Lax), separate from the staff cookie `bo_session`, so a
 * rider session reaches no staff route (401) and a staff session no rider route (401). Writes carry
 * `X-App-Id: rider-pwa` (or `backoffice-web`) like every cookie-authenticated write (contract section 2).
 * The session lasts one shift: RIDER_SESSION_HOURS (14 h) from sign-in, not sliding; the partner or fleet may end it.
 *
 * Rider routes (all under /api; every answer's errors are the usual `{error: {code, message}}`):
 *   POST /api/r/auth/invitation  {token} | {phone, code}          → 200 RiderInvitationCheck (404 invitation_invalid)
 *   POST /api/r/auth/activate    {token} | {phone, code}, {pin}   → 200 RiderSession + cookie (first use: sets the PIN)
 *   POST /api/r/auth/login       {phone, pin}                     → 200 RiderSession + cookie (401 invalid_credentials, 429)
 *   GET  /api/r/auth/me                                           → 200 RiderSession | 401
 *   POST /api/r/auth/logout                                       → 204
 *   PUT  /api/r/shift            {onShift}                        → 200 RiderSession (state recomputed)
 *   GET  /api/r/tasks                                             → 200 RiderTaskList (own open tasks + today's closed)
 *   GET  /api/r/tasks/task?ID=                                    → 200 RiderTask (404 when not the rider's)
 *   POST /api/r/tasks/action     RiderTaskActionBody              → 200 RiderTask (409 invalid_step / task_taken /
 *                                                                   offer_expired / action_id_reused; 400 proof_*)
 *   PUT  /api/r/devices          {device: PushSubscription JSON}  → 204 (Web Push of new offers to this phone)
 *   DELETE /api/r/devices        {endpoint}                       → 204
 *   POST /api/r/uploads/proof    multipart "file" (JPEG/PNG/WebP)  → 201 {url}  (photo proof, then send it in `delivered`)
 * Live: a rider's socket (Socket.IO with the `bo_rider` cookie) is in the room `rider:{riderId}` and hears
 *   `rider:task` (payload RiderTaskNudge `{task: errandId}`) whenever one of its tasks is offered, changed or taken
 *   away: the phone then reads GET /api/r/tasks again. Web Push (PUT /api/r/devices) carries `{type: 'rider:task', id}`.
 *
 * Partner / fleet routes (staff session; the rider must be one the caller manages, else 404):
 *   POST   /api/riders/invitation?ID=    → 201 RiderInvitation (a new one replaces the previous; link + code + wa.me)
 *   GET    /api/riders/app-access?ID=    → 200 RiderAppAccess (PIN set, open sessions, pending invitation)
 *   DELETE /api/riders/app-session?ID=   → 204 ("Cerrar sesión del repartidor": ends every session of the rider)
 *   GET    /api/riders/cash              → 200 {items: RiderCash[]} (cash in hand today of every rider the caller manages)
 *   POST   /api/riders/cash-handover     RiderCashHandoverBody → 201 RiderCashHandover (the "corte"; ledger line)
 *   GET    /api/riders/app-settings      → 200 RiderAppSettings (partner only)
 *   PUT    /api/riders/app-settings      RiderAppSettings      → 200 RiderAppSettings (partner admin)
 */
import { z } from 'zod';
import { idSchema } from './ids.ts';
import { errandStatuses } from './order-status.ts';
import { proofKinds } from './proof-kinds.ts';
import {
  RIDER_INVITATION_CODE,
  RIDER_PIN,
  RIDER_PROOF_CODE,
  riderMessages,
  riderPhoneDigits,
} from './rider-app-rules.ts';
import { failReasons } from './rider-words.ts';

export { RIDER_PWA_APP_ID as RIDER_APP_ID } from './app-id.ts';
export const RIDER_SESSION_COOKIE = 'bo_rider';
/** A rider session lasts one long shift from sign-in (decision 042). */
export const RIDER_SESSION_HOURS = 14;
/** An invitation (link and code) is valid this long. */
export const RIDER_INVITATION_MINUTES = 60;
export const riderTaskEvent = 'rider:task';
export type RiderTaskNudge = { task: string };
export const riderRoom = (riderId: string) => `rider:${riderId}`;

export const riderAppPaths = {
  invitationCheck: '/r/auth/invitation',
  activate: '/r/auth/activate',
  login: '/r/auth/login',
  me: '/r/auth/me',
  logout: '/r/auth/logout',
  shift: '/r/shift',
  tasks: '/r/tasks',
  task: '/r/tasks/task',
  action: '/r/tasks/action',
  devices: '/r/devices',
  proofUpload: '/r/uploads/proof',
  invite: '/riders/invitation',
  access: '/riders/app-access',
  endSession: '/riders/app-session',
  cash: '/riders/cash',
  handover: '/riders/cash-handover',
  settings: '/riders/app-settings',
} as const;

/** The rider's phone as typed: 10 digits of a Mexican mobile (spaces, dashes and +52 are dropped). */
export const riderPhoneField = z
  .string({ error: riderMessages.phoneMissing })
  .trim()
  .max(30, { error: 'Celular: como máximo 30 caracteres' })
  .transform(riderPhoneDigits)
  .pipe(z.string().regex(/^\d{10}$/, { error: riderMessages.phone }));

export const riderPinField = z
  .string({ error: riderMessages.pinMissing })
  .regex(RIDER_PIN, { error: riderMessages.pin });

export const riderInvitationCodeField = z
  .string({ error: riderMessages.codeMissing })
  .trim()
  .regex(RIDER_INVITATION_CODE, { error: riderMessages.code });

/** How the rider proves an invitation: the link's token, or the phone and the 6-digit code. */
export const riderInvitationProofSchema = z.union([
  z.object({ token: z.string().min(20).max(100) }),
  z.object({ phone: riderPhoneField, code: riderInvitationCodeField }),
]);
export type RiderInvitationProof = z.input<typeof riderInvitationProofSchema>;

export const riderInvitationCheckSchema = z.object({
  riderName: z.string(),
  businessName: z.string(),
  /** The rider already has a PIN: activating replaces it. */
  hasPin: z.boolean(),
  expiresAt: z.string(),
});
export type RiderInvitationCheck = z.infer<typeof riderInvitationCheckSchema>;

export const riderActivateBodySchema = z.intersection(riderInvitationProofSchema, z.object({ pin: riderPinField }));
export type RiderActivateBody = z.input<typeof riderActivateBodySchema>;

export const riderLoginBodySchema = z.object({ phone: riderPhoneField, pin: riderPinField });
export type RiderLoginBody = z.input<typeof riderLoginBodySchema>;

/**
 * Derived from shift and tasks: off_shift; en_base (on shift, no task, nothing delivered since the shift began);
 * disponible (on shift, no task in hand, delivered at least once this shift); ocupado (an accepted task not closed).
 */
export const riderWorkStates = ['off_shift', 'en_base', 'disponible', 'ocupado'] as const;
export type RiderWorkState = (typeof riderWorkStates)[number];
export const riderWorkStateLabels: Record<RiderWorkState, string> = {
  off_shift: 'Fuera de turno',
  en_base: 'En base',
  disponible: 'Disponible',
  ocupado: 'Ocupado',
};

export const riderSessionSchema = z.object({
  type: z.literal('rider'),
  rider: z.object({
    id: z.string(),
    name: z.string(),
    phone: z.string(),
    vehicle: z.string(),
    onShift: z.boolean(),
    state: z.enum(riderWorkStates),
  }),
  business: z.object({ id: z.string(), type: z.enum(['partner', 'deliveries-provider']), name: z.string() }),
  /** Cash collected and not yet handed over today, in cents. */
  cashInHand: z.number().int(),
  expiresAt: z.string(),
});
export type RiderSession = z.infer<typeof riderSessionSchema>;

export const riderShiftBodySchema = z.object({ onShift: z.boolean({ error: 'Indica si empiezas o terminas turno' }) });

export { type ProofKind, proofKindLabels, proofKinds } from './proof-kinds.ts';

export {
  type DeclineReason,
  declineReasonLabels,
  declineReasons,
  type FailReason,
  failReasonLabels,
  failReasons,
} from './rider-words.ts';

/**
 * The rider's steps of a task, in order: offered → accepted → arrived ("Llegué") → picked_up ("Recogido", errand
 * on_the_way) → delivered ("Entregado"). declined, expired and failed hand the errand back to the dispatcher.
 */
export const riderTaskSteps = [
  'offered',
  'accepted',
  'arrived',
  'picked_up',
  'delivered',
  'declined',
  'expired',
  'failed',
  'withdrawn',
] as const;
export type RiderTaskStep = (typeof riderTaskSteps)[number];

export const riderTaskActions = ['accept', 'decline', 'arrived', 'picked_up', 'delivered', 'failed'] as const;
export type RiderTaskAction = (typeof riderTaskActions)[number];
export const riderTaskActionLabels: Record<RiderTaskAction, string> = {
  accept: 'Aceptar',
  decline: 'Rechazar',
  arrived: 'Llegué',
  picked_up: 'Recogido',
  delivered: 'Entregado',
  failed: 'No se pudo entregar',
};

const taskPlaceSchema = z.object({
  name: z.string().nullable(),
  address: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  phone: z.string().nullable(),
});

export const riderTaskSchema = z.object({
  /** The errand's id. */
  id: z.string(),
  number: z.number().int(),
  errandStatus: z.enum(errandStatuses),
  step: z.enum(riderTaskSteps),
  companyName: z.string().nullable(),
  order: z.string().nullable(),
  pickup: taskPlaceSchema,
  dropoff: taskPlaceSchema,
  customer: z.object({ name: z.string(), phone: z.string().nullable() }).nullable(),
  notes: z.string().nullable(),
  /** Cash to collect at the door (cents); 0 when already paid. */
  amountToCollect: z.number().int(),
  /** Change to carry: for the smallest usual bill (50, 100, 200, 500, 1000 pesos) covering the amount. */
  changeToCarry: z.number().int(),
  proof: z.enum(proofKinds),
  offeredAt: z.string(),
  /** Accept before this time, or the task goes back to the dispatcher. Null once answered. */
  acceptBy: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  arrivedAt: z.string().nullable(),
  pickedUpAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  failedAt: z.string().nullable(),
  failReason: z.enum(failReasons).nullable(),
  cashCollected: z.number().int().nullable(),
  proofPhoto: z.string().nullable(),
});
export type RiderTask = z.infer<typeof riderTaskSchema>;

export const riderTaskListSchema = z.object({
  items: z.array(riderTaskSchema),
  state: z.enum(riderWorkStates),
  onShift: z.boolean(),
  cashInHand: z.number().int(),
});
export type RiderTaskList = z.infer<typeof riderTaskListSchema>;

export const riderTaskQuerySchema = z.object({ ID: idSchema });

/**
 * One step the rider takes. `actionId` is made on the phone (a uuid) when the rider taps: resending the same
 * action (offline queue) answers the same task and changes nothing; the same id with another body is 409.
 * `at` is the phone's time of the tap (kept when within the last 24 h and not in the future, else the server's).
 */
export const riderTaskActionBodySchema = z.object({
  task: idSchema,
  action: z.enum(riderTaskActions, { error: 'Acción no válida' }),
  actionId: z.uuid({ error: 'Identificador de acción no válido' }),
  at: z.iso.datetime({ offset: true }).optional(),
  /** decline: one of declineReasons; failed: one of failReasons. */
  reason: z.string().max(40).optional(),
  comment: z.string().trim().max(300).optional(),
  /** delivered with proof "code": the 4 digits the customer says. */
  proofCode: z.string().regex(RIDER_PROOF_CODE, { error: riderMessages.proofCode }).optional(),
  /** delivered with proof "photo": the url answered by POST /api/r/uploads/proof. */
  proofPhoto: z
    .string()
    .regex(/^\/api\/uploads\//, { error: 'Sube la foto primero' })
    .max(200)
    .optional(),
  /** delivered: the cash received (cents), when the task had an amount to collect. */
  cashCollected: z.number().int().min(0).max(100_000_000).optional(),
});
export type RiderTaskActionBody = z.input<typeof riderTaskActionBodySchema>;

export const riderDeviceBodySchema = z.object({ device: z.unknown() });
export const riderDeviceRemoveBodySchema = z.object({ endpoint: z.url().max(2000) });

/* Partner / fleet side */

export const riderInvitationSchema = z.object({
  rider: z.string(),
  /** The one-time link (PUBLIC_URL based) that opens the rider's app and signs in after choosing a PIN. */
  link: z.string(),
  code: z.string(),
  phone: z.string(),
  expiresAt: z.string(),
  /** wa.me link with the message ready to send. */
  whatsappUrl: z.string(),
  message: z.string(),
});
export type RiderInvitation = z.infer<typeof riderInvitationSchema>;

export const riderAppAccessSchema = z.object({
  rider: z.string(),
  hasPin: z.boolean(),
  openSessions: z.number().int(),
  lastSignInAt: z.string().nullable(),
  invitationExpiresAt: z.string().nullable(),
});
export type RiderAppAccess = z.infer<typeof riderAppAccessSchema>;

export const riderCashSchema = z.object({
  rider: z.string(),
  name: z.string(),
  /** Cash collected today (cents, company day of the partner: Mexico City time). */
  collectedToday: z.number().int(),
  handedOverToday: z.number().int(),
  /** Collected and not yet handed over (all days). */
  cashInHand: z.number().int(),
  lastHandoverAt: z.string().nullable(),
  /** False for a fleet's rider seen by a partner: the fleet records its cortes. */
  canHandOver: z.boolean(),
});
export type RiderCash = z.infer<typeof riderCashSchema>;
export const riderCashListSchema = z.object({ items: z.array(riderCashSchema) });

export const riderCashHandoverBodySchema = z.object({
  rider: idSchema,
  amount: z
    .number({ error: 'Escribe el monto en centavos' })
    .int({ error: 'Usa un número entero de centavos' })
    .min(1, { error: 'El monto debe ser mayor que cero' })
    .max(100_000_000, { error: 'El monto es demasiado grande' }),
  note: z.string().trim().max(300, { error: 'Nota: como máximo 300 caracteres' }).optional(),
});
export type RiderCashHandoverBody = z.input<typeof riderCashHandoverBodySchema>;

export const riderCashHandoverSchema = z.object({
  id: z.string(),
  rider: z.string(),
  amount: z.number().int(),
  cashInHand: z.number().int(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type RiderCashHandover = z.infer<typeof riderCashHandoverSchema>;

export const riderAppSettingsSchema = z.object({
  /** Seconds a rider has to accept an offered task (30 s to 30 min). */
  acceptSeconds: z
    .number({ error: 'Escribe los segundos' })
    .int()
    .min(30, { error: 'Como mínimo 30 segundos' })
    .max(1800, { error: 'Como máximo 30 minutos' }),
  proof: z.enum(proofKinds, { error: 'Elige el comprobante de entrega' }),
  /**
   * Offer each new errand to the first suggested rider, then the next when the offer expires or is declined;
   * after the last it stays with the dispatcher (decision 055). Off by default; left as is when not sent.
   */
  autoAssign: z.boolean().optional(),
});
export type RiderAppSettings = z.infer<typeof riderAppSettingsSchema>;
export const DEFAULT_RIDER_APP_SETTINGS = {
  acceptSeconds: 120,
  proof: 'none',
  autoAssign: false,
} as const satisfies RiderAppSettings;

/** The change to carry for a cash amount: up to the smallest usual bill that covers it (cents). */
export const changeToCarry = (amount: number) => {
  if (amount <= 0) return 0;
  const bill = [5_000, 10_000, 20_000, 50_000, 100_000].find((value) => value >= amount);
  return bill ? bill - amount : 0;
};
