import { SOCKET_READY, socketReconnection, socketTransports } from '@backoffice/shared/events';
import type {
  RiderTask,
  RiderTaskAction,
  RiderTaskList,
  riderTaskEvent as TaskEvent,
} from '@backoffice/shared/rider-app';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { Socket } from 'socket.io-client';
import { ApiError } from '../../lib/api-client.ts';
import { ringNewTask } from '../lib/alert.ts';
import { getTasks, postAction, uploadProof } from '../lib/api.ts';
import { navigate } from '../lib/router.ts';
import { useRiderSession } from '../lib/session.tsx';
import { dataUrlToBlob } from '../lib/shrink-image.ts';
import { withPending } from '../lib/task-steps.ts';
import { newActionId } from '../offline/action-id.ts';
import { createActionQueue, type QueuedAction, type QueueState } from '../offline/action-queue.ts';
import { type GpsState, usePositionSender } from '../positions/use-position-sender.ts';

// The contract's event name, typed against it (importing the value would bring the schema library in). Its payload
// is only a nudge (RiderTaskNudge): the list is read again.
const RIDER_TASK_EVENT: typeof TaskEvent = 'rider:task';
/** While actions wait, the queue is tried again this often (and at once when the phone says it is back online). */
const RETRY_MS = 15_000;

export type TasksState =
  | { status: 'loading' }
  | { status: 'error'; error: ApiError }
  | { status: 'ready'; list: RiderTaskList; fromCache: boolean };
export type LiveState = 'connecting' | 'online' | 'offline';

type RiderData = {
  tasks: TasksState;
  /** The tasks as the rider sees them: the server's with the waiting actions applied. */
  shownTasks: RiderTask[];
  queue: QueueState;
  live: LiveState;
  online: boolean;
  /** The position watch: on while on shift only. */
  gps: GpsState;
  reload: () => void;
  takeAction: (task: RiderTask, kind: RiderTaskAction, body?: Record<string, unknown>) => void;
  dismissRefused: () => void;
  applyList: (list: RiderTaskList) => void;
};

const RiderDataContext = createContext<RiderData | null>(null);

/** Sends one queued action: a photo waiting in the action is uploaded first, then the step itself. */
const sendAction = async (action: QueuedAction) => {
  const { photoData, ...body } = action.body;
  const proofPhoto = typeof photoData === 'string' ? (await uploadProof(dataUrlToBlob(photoData))).url : undefined;
  return postAction({
    task: action.task,
    action: action.kind as RiderTaskAction,
    actionId: action.id,
    at: action.takenAt,
    ...body,
    ...(proofPhoto ? { proofPhoto } : {}),
  });
};

const readCachedList = (key: string): RiderTaskList | null => {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null') as RiderTaskList | null;
  } catch {
    return null;
  }
};

const upsert = (list: RiderTaskList, task: RiderTask): RiderTaskList => {
  const exists = list.items.some((item) => item.id === task.id);
  return {
    ...list,
    items: exists ? list.items.map((item) => (item.id === task.id ? task : item)) : [task, ...list.items],
  };
};

/**
 * Everything the rider's screens share once signed in: the task list (kept on the phone for a reload offline),
 * the live socket's nudge to read it again when a task is offered or changed (a new offer rings), and the offline
 * action queue.
 */
export const RiderDataProvider = ({ children }: { children: ReactNode }) => {
  const { session, setSession, patchSession } = useRiderSession();
  const riderId = session.rider.id;
  const cacheKey = `rider:tasks:${riderId}`;
  const [queue] = useState(() =>
    createActionQueue({ storage: localStorage, key: `rider:queue:${riderId}`, send: sendAction }),
  );
  const queueState = useSyncExternalStore(queue.subscribe, queue.getState);
  const [tasks, setTasks] = useState<TasksState>(() => {
    const cached = readCachedList(cacheKey);
    return cached ? { status: 'ready', list: cached, fromCache: true } : { status: 'loading' };
  });
  const [live, setLive] = useState<LiveState>('connecting');
  const [online, setOnline] = useState(() => navigator.onLine);
  const known = useRef(new Map<string, RiderTask['step']>());
  const loaded = useRef(false);
  const gps = usePositionSender(session.rider.onShift);

  const applyList = useCallback(
    (list: RiderTaskList) => {
      localStorage.setItem(cacheKey, JSON.stringify(list));
      // A task offered since the last reading rings (not the offers already there when the app opened).
      const ring = list.items.some(
        (task) => task.step === 'offered' && loaded.current && known.current.get(task.id) !== 'offered',
      );
      loaded.current = true;
      for (const task of list.items) known.current.set(task.id, task.step);
      if (ring) ringNewTask();
      setTasks({ status: 'ready', list, fromCache: false });
      patchSession({ cashInHand: list.cashInHand, rider: { onShift: list.onShift, state: list.state } });
    },
    [cacheKey, patchSession],
  );

  const onError = useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) {
        setSession(null);
        return;
      }
      setTasks((current) => (current.status === 'ready' ? current : { status: 'error', error: error as ApiError }));
    },
    [setSession],
  );

  const reload = useCallback(() => {
    getTasks().then(applyList, onError);
  }, [applyList, onError]);

  /** The server's answer to one action: that task as it now is. */
  const receiveTask = useCallback(
    (task: RiderTask) => {
      known.current.set(task.id, task.step);
      setTasks((current) => {
        if (current.status !== 'ready') return current;
        const list = upsert(current.list, task);
        localStorage.setItem(cacheKey, JSON.stringify(list));
        return { ...current, list };
      });
    },
    [cacheKey],
  );

  // The first load, and the queue's answers (each the task as the server now has it).
  useEffect(() => {
    reload();
    void queue.flush();
    const stop = queue.onSent((_, answer) => {
      if (answer && typeof answer === 'object' && 'id' in answer) receiveTask(answer as RiderTask);
    });
    return () => {
      stop();
    };
  }, [queue, reload, receiveTask]);

  // The live socket: offers and changes as they happen; after each (re)connection everything is read again.
  useEffect(() => {
    let socket: Socket | null = null;
    let cancelled = false;
    void import('socket.io-client').then(({ io }) => {
      if (cancelled) return;
      const live = io({ path: '/socket.io', withCredentials: true, ...socketReconnection, ...socketTransports });
      socket = live;
      live.on('connect', () => {
        setLive('online');
        void queue.flush();
      });
      // Read again once the server has joined the socket's rooms (after the connection): read at `connect`, an offer
      // made between that read and the join would reach neither.
      live.on(SOCKET_READY, () => reload());
      live.on('disconnect', (reason) => {
        setLive('offline');
        if (reason === 'io server disconnect')
          window.setTimeout(() => live.connect(), socketReconnection.reconnectionDelay);
      });
      live.on('connect_error', () => setLive('offline'));
      // A nudge ({task: id}) when a task is offered, changed or taken away: read the list again.
      live.on(RIDER_TASK_EVENT, () => reload());
    });
    return () => {
      cancelled = true;
      socket?.removeAllListeners();
      socket?.disconnect();
    };
  }, [queue, reload]);

  // The phone's own idea of the network, a retry timer while actions wait, and the service worker's messages.
  useEffect(() => {
    const back = () => {
      setOnline(true);
      void queue.flush().then(reload);
    };
    const gone = () => setOnline(false);
    window.addEventListener('online', back);
    window.addEventListener('offline', gone);
    const timer = window.setInterval(() => {
      if (queue.getState().pending.length > 0) void queue.flush();
    }, RETRY_MS);
    const fromWorker = (event: MessageEvent) => {
      const data = event.data as { kind?: string; url?: string } | null;
      if (data?.kind === 'push') reload();
      if (data?.kind === 'open' && typeof data.url === 'string' && data.url.startsWith('/r')) navigate(data.url);
    };
    navigator.serviceWorker?.addEventListener('message', fromWorker);
    return () => {
      window.removeEventListener('online', back);
      window.removeEventListener('offline', gone);
      window.clearInterval(timer);
      navigator.serviceWorker?.removeEventListener('message', fromWorker);
    };
  }, [queue, reload]);

  const takeAction = useCallback<RiderData['takeAction']>(
    (task, kind, body = {}) => {
      void queue.enqueue({ id: newActionId(), kind, task: task.id, body, takenAt: new Date().toISOString() });
    },
    [queue],
  );

  const shownTasks = useMemo(
    () => (tasks.status === 'ready' ? tasks.list.items.map((task) => withPending(task, queueState.pending)) : []),
    [tasks, queueState.pending],
  );

  const value: RiderData = {
    tasks,
    shownTasks,
    queue: queueState,
    live,
    online,
    gps,
    reload,
    takeAction,
    dismissRefused: queue.dismissRefused,
    applyList,
  };
  return <RiderDataContext.Provider value={value}>{children}</RiderDataContext.Provider>;
};

export const useRiderData = () => {
  const value = useContext(RiderDataContext);
  if (!value) throw new Error('useRiderData outside RiderDataProvider');
  return value;
};
