import { RIDER_PWA_APP_ID } from '@backoffice/shared/app-id';
import type {
  RiderActivateBody,
  RiderInvitationCheck,
  RiderInvitationProof,
  RiderLoginBody,
  RiderSession,
  RiderTask,
  RiderTaskActionBody,
  RiderTaskList,
} from '@backoffice/shared/rider-app';
import type { RiderPositionBatch, RiderPositionBatchResult } from '@backoffice/shared/rider-positions';
import { apiRequest } from '../../lib/api-client.ts';

/**
 * The rider's calls of packages/shared/src/rider-app.ts and rider-positions.ts. Paths are written here rather than
 * read from `riderAppPaths`: importing the contract's values would bring the schema library into this light page.
 */
const headers = { 'X-App-Id': RIDER_PWA_APP_ID };

export const getSession = (signal?: AbortSignal) =>
  apiRequest<RiderSession>('/r/auth/me', { signal, headers, quietStatuses: [401] });

export const checkInvitation = (proof: RiderInvitationProof) =>
  apiRequest<RiderInvitationCheck>('/r/auth/invitation', {
    method: 'POST',
    body: proof,
    headers,
    quietStatuses: [400, 404, 429],
  });

export const activate = (body: RiderActivateBody) =>
  apiRequest<RiderSession>('/r/auth/activate', { method: 'POST', body, headers, quietStatuses: [400, 404, 429] });

export const signIn = (body: RiderLoginBody) =>
  apiRequest<RiderSession>('/r/auth/login', { method: 'POST', body, headers, quietStatuses: [400, 401, 429] });

export const signOut = () => apiRequest<void>('/r/auth/logout', { method: 'POST', headers, quietStatuses: [401] });

export const setShift = (onShift: boolean) =>
  apiRequest<RiderSession>('/r/shift', { method: 'PUT', body: { onShift }, headers, quietStatuses: [401, 409] });

export const getTasks = (signal?: AbortSignal) =>
  apiRequest<RiderTaskList>('/r/tasks', { signal, headers, quietStatuses: [401] });

export const postAction = (body: RiderTaskActionBody) =>
  apiRequest<RiderTask>('/r/tasks/action', { method: 'POST', body, headers, quietStatuses: [0, 400, 404, 409, 429] });

export const uploadProof = (photo: Blob) => {
  const form = new FormData();
  form.append('file', photo, 'entrega.jpg');
  return apiRequest<{ url: string }>('/r/uploads/proof', {
    method: 'POST',
    body: form,
    headers,
    quietStatuses: [400, 413, 415, 429],
  });
};

export const registerDevice = (device: PushSubscriptionJSON) =>
  apiRequest<void>('/r/devices', { method: 'PUT', body: { device }, headers, quietStatuses: [400, 401] });

export const postPositions = (body: RiderPositionBatch) =>
  apiRequest<RiderPositionBatchResult>('/r/positions', {
    method: 'POST',
    body,
    headers,
    quietStatuses: [400, 401, 409, 429],
  });
