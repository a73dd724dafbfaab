import { SOCKET_READY, type SocketReadyPayload } from '@backoffice/shared';
import { useLiveEvent } from '../../lib/live-socket.tsx';

/**
 * Runs each time the live socket has joined its rooms, on the first connection and after every drop: a change
 * saved between the last read and that moment sent its event to nobody, so callers re-read then.
 */
export const useSocketReady = (onReady: (ready: SocketReadyPayload | undefined) => void) =>
  useLiveEvent<SocketReadyPayload | undefined>(SOCKET_READY, onReady);
