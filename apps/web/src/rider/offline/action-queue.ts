/**
 * The rider's actions ("Llegué", "Recogido", "Entregado", accept, decline, failed delivery…) go through this queue:
 * written to the phone's storage BEFORE anything is sent, then sent one at a time in the order they were taken,
 * each with its client action id so that the server applies a repeat only once. A network failure (or a 5xx, or a
 * 429) stops the sending and keeps the action for the next try; any other refusal (409: the dispatcher cancelled the
 * task meanwhile) drops it and is reported, since sending it again can never succeed. A reload reads the queue back
 * from storage, so a taken action is never lost (decision 049).
 */

export type QueuedAction = {
  /** Client action id: the server's idempotency key for this action. */
  id: string;
  kind: string;
  task: string;
  body: Record<string, unknown>;
  /** When the rider took the action (device clock, ISO 8601): the server keeps it as the step's time. */
  takenAt: string;
};

/** What a refused action leaves for the screen to say. */
export type RefusedAction = { action: QueuedAction; message: string };

export type QueueState = {
  pending: readonly QueuedAction[];
  refused: readonly RefusedAction[];
  sending: boolean;
  /** Waiting actions the phone's storage had no room for (a full storage, photos): kept only while the app is open. */
  unsaved: number;
};

/** The slice of `window.localStorage` the queue needs (a Map-backed stand-in in the tests). */
export type KeyValueStorage = {
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
};

/** An error of the API client: status 0 means no connection. */
type SendError = { status?: number; message?: string };

export const isRetryable = (error: unknown) => {
  const status = (error as SendError | null)?.status;
  return typeof status !== 'number' || status === 0 || status === 429 || status >= 500;
};

const MAX_REFUSED_SHOWN = 5;

const readList = (storage: KeyValueStorage, key: string): QueuedAction[] => {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (item): item is QueuedAction =>
            typeof item === 'object' && item !== null && typeof item.id === 'string' && typeof item.kind === 'string',
        )
      : [];
  } catch {
    return [];
  }
};

export type ActionQueue = ReturnType<typeof createActionQueue>;

export const createActionQueue = ({
  storage,
  key,
  send,
}: {
  storage: KeyValueStorage;
  /** Storage key; one per signed-in rider so that two riders on one phone never send each other's actions. */
  key: string;
  send: (action: QueuedAction) => Promise<unknown>;
}) => {
  // Actions the storage refused (its quota is full, a delivery photo is large): kept in memory and sent like the
  // others, and said on screen, instead of lost while the rider believes the step was taken.
  let unsaved: QueuedAction[] = [];
  /** What waits: the storage's list (another tab may have written to it) and, after it, what it had no room for. */
  const load = () => {
    const stored = readList(storage, key);
    const ids = new Set(stored.map((item) => item.id));
    return [...stored, ...unsaved.filter((item) => !ids.has(item.id))];
  };
  let pending = load();
  let refused: RefusedAction[] = [];
  let sending = false;
  let running: Promise<void> | null = null;
  let state: QueueState = { pending, refused, sending, unsaved: 0 };
  const listeners = new Set<() => void>();
  const sentListeners = new Set<(action: QueuedAction, answer: unknown) => void>();

  const publish = () => {
    state = { pending, refused, sending, unsaved: unsaved.length };
    for (const listener of listeners) listener();
  };
  const persist = () => {
    // The longest run of the oldest actions that fits is kept on the phone, the newer rest in memory until sent: so
    // the storage never holds an action already sent nor misses an older one, and the order stays as taken.
    for (let kept = pending.length; kept >= 0; kept--) {
      try {
        storage.setItem(key, JSON.stringify(pending.slice(0, kept)));
        unsaved = pending.slice(kept);
        return;
      } catch {
        // Full: try with one action fewer.
      }
    }
    unsaved = [...pending];
  };

  /** Sends the waiting actions in order; resolves when the queue is empty or a retryable failure stopped it. */
  const flush = (): Promise<void> => {
    // One sender at a time: a second call waits for the running one, which reads every action added meanwhile.
    running ??= sendAll().finally(() => {
      running = null;
    });
    return running;
  };

  const sendAll = async () => {
    sending = true;
    publish();
    try {
      // Read back every round: another tab of the same rider may have written to the queue.
      pending = load();
      while (pending.length > 0) {
        const head = pending[0] as QueuedAction;
        let answer: unknown;
        try {
          answer = await send(head);
        } catch (error) {
          if (isRetryable(error)) return;
          const message = (error as SendError).message ?? 'El servidor no aceptó esta acción.';
          refused = [...refused, { action: head, message }].slice(-MAX_REFUSED_SHOWN);
        }
        unsaved = unsaved.filter((action) => action.id !== head.id);
        pending = load().filter((action) => action.id !== head.id);
        persist();
        publish();
        if (answer !== undefined) for (const listener of sentListeners) listener(head, answer);
      }
    } finally {
      sending = false;
      publish();
    }
  };

  return {
    /** Keeps the action on the phone first, then tries to send everything waiting. */
    enqueue: (action: QueuedAction) => {
      pending = [...load().filter((item) => item.id !== action.id), action];
      persist();
      publish();
      return flush();
    },
    flush,
    dismissRefused: () => {
      refused = [];
      publish();
    },
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Called with the server's answer to each action it accepted (the task as it now is). */
    onSent: (listener: (action: QueuedAction, answer: unknown) => void) => {
      sentListeners.add(listener);
      return () => sentListeners.delete(listener);
    },
  };
};

/** "1 acción por enviar", "3 acciones por enviar". */
export const pendingLabel = (count: number) => (count === 1 ? '1 acción por enviar' : `${count} acciones por enviar`);

/** Said while actions wait only in the open app: closing it would lose them. */
export const unsavedLabel = (count: number) =>
  `El teléfono no tiene espacio para guardar ${count === 1 ? '1 acción' : `${count} acciones`}: no cierres la app hasta que se envíe${count === 1 ? '' : 'n'}. Libera espacio en el teléfono.`;
