import { RIDER_PWA_APP_ID } from '@backoffice/shared/app-id';
import type {
  RiderActivateBody,
  RiderInvitationProof,
  RiderLoginBody,
  RiderTaskActionBody,
} from '@backoffice/shared/rider-app';
import type { RiderPositionBatch } from '@backoffice/shared/rider-positions';
import { api } from '../../lib/api.ts';

/**
 * The rider's calls of packages/shared/src/rider-app.ts and rider-positions.ts, through the typed client (decision
 * 059): paths, bodies and answers come from the API's OpenAPI document. Paths are written here rather than read from
 * `riderAppPaths`: importing the contract's values would bring the schema library into this light page.
 */
const headers = { 'X-App-Id': RIDER_PWA_APP_ID };

export const getSession = (signal?: AbortSignal) =>
  api.GET('/api/r/auth/me', { signal, headers, quietStatuses: [401] });

export const checkInvitation = (proof: RiderInvitationProof) =>
  api.POST('/api/r/auth/invitation', { body: proof, headers, quietStatuses: [400, 404, 429] });

export const activate = (body: RiderActivateBody) =>
  api.POST('/api/r/auth/activate', { body, headers, quietStatuses: [400, 404, 429] });

export const signIn = (body: RiderLoginBody) =>
  api.POST('/api/r/auth/login', { body, headers, quietStatuses: [400, 401, 429] });

export const signOut = () => api.POST('/api/r/auth/logout', { headers, quietStatuses: [401] });

export const setShift = (onShift: boolean) =>
  api.PUT('/api/r/shift', { body: { onShift }, headers, quietStatuses: [401, 409] });

export const getTasks = (signal?: AbortSignal) => api.GET('/api/r/tasks', { signal, headers, quietStatuses: [401] });

export const postAction = (body: RiderTaskActionBody) =>
  api.POST('/api/r/tasks/action', { body, headers, quietStatuses: [0, 400, 404, 409, 429] });

/** The photo goes as `entrega.jpg`: a Blob from the camera has no name of its own. */
const proofForm = ({ file }: { file: Blob }) => {
  const form = new FormData();
  form.append('file', file, 'entrega.jpg');
  return form;
};

export const uploadProof = (photo: Blob) =>
  api.POST('/api/r/uploads/proof', {
    body: { file: photo },
    bodySerializer: proofForm,
    headers,
    quietStatuses: [400, 413, 415, 429],
  });

export const registerDevice = (device: PushSubscriptionJSON) =>
  api.PUT('/api/r/devices', { body: { device }, headers, quietStatuses: [400, 401] });

export const postPositions = (body: RiderPositionBatch) =>
  api.POST('/api/r/positions', { body, headers, quietStatuses: [400, 401, 409, 429] });
