import { describe, expect, it } from 'vitest';
import {
  createActionQueue,
  type KeyValueStorage,
  pendingLabel,
  type QueuedAction,
  unsavedLabel,
} from './action-queue.ts';

const memoryStorage = (): KeyValueStorage & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
};

const action = (id: string, kind = 'arrived'): QueuedAction => ({
  id,
  kind,
  task: 'task-1',
  body: {},
  takenAt: '2026-11-25T20:00:00.000Z',
});

const offline = () => Object.assign(new Error('sin red'), { status: 0 });

describe('the offline action queue', () => {
  it('sends the actions in the order they were taken, one at a time', async () => {
    const sent: string[] = [];
    let inFlight = 0;
    const queue = createActionQueue({
      storage: memoryStorage(),
      key: 'q',
      send: async (item) => {
        inFlight += 1;
        expect(inFlight).toBe(1);
        await Promise.resolve();
        sent.push(item.id);
        inFlight -= 1;
      },
    });
    void queue.enqueue(action('a'));
    void queue.enqueue(action('b'));
    await queue.enqueue(action('c'));
    await queue.flush();
    expect(sent).toEqual(['a', 'b', 'c']);
    expect(queue.getState().pending).toHaveLength(0);
  });

  it('keeps what could not be sent without a connection, in order, and sends it when asked again', async () => {
    const storage = memoryStorage();
    let online = false;
    const sent: string[] = [];
    const queue = createActionQueue({
      storage,
      key: 'q',
      send: async (item) => {
        if (!online) throw offline();
        sent.push(item.id);
      },
    });
    await queue.enqueue(action('a'));
    await queue.enqueue(action('b'));
    expect(queue.getState().pending.map((item) => item.id)).toEqual(['a', 'b']);
    expect(pendingLabel(queue.getState().pending.length)).toBe('2 acciones por enviar');
    online = true;
    await queue.flush();
    expect(sent).toEqual(['a', 'b']);
    expect(queue.getState().pending).toHaveLength(0);
  });

  it('survives a reload: a new queue on the same storage finds the waiting actions', async () => {
    const storage = memoryStorage();
    const first = createActionQueue({ storage, key: 'rider-1', send: () => Promise.reject(offline()) });
    await first.enqueue(action('a', 'picked_up'));
    await first.enqueue(action('b', 'delivered'));
    const sent: QueuedAction[] = [];
    const afterReload = createActionQueue({ storage, key: 'rider-1', send: async (item) => void sent.push(item) });
    expect(afterReload.getState().pending.map((item) => item.kind)).toEqual(['picked_up', 'delivered']);
    await afterReload.flush();
    expect(sent.map((item) => item.id)).toEqual(['a', 'b']);
    // Another rider's queue on the same phone is a different key.
    expect(createActionQueue({ storage, key: 'rider-2', send: async () => {} }).getState().pending).toHaveLength(0);
  });

  it('retries a server error or a 429 later, and drops a refusal (409) with its message', async () => {
    const failures: Record<string, { status: number; message: string }> = {
      a: { status: 503, message: 'Servicio no disponible' },
    };
    const sent: string[] = [];
    const queue = createActionQueue({
      storage: memoryStorage(),
      key: 'q',
      send: async (item) => {
        const failure = failures[item.id];
        if (failure) throw Object.assign(new Error(failure.message), failure);
        sent.push(item.id);
      },
    });
    await queue.enqueue(action('a'));
    expect(queue.getState().pending).toHaveLength(1);
    failures.a = { status: 429, message: 'Demasiadas' };
    await queue.flush();
    expect(queue.getState().pending).toHaveLength(1);
    failures.a = { status: 409, message: 'La tarea fue cancelada.' };
    await queue.enqueue(action('b'));
    expect(sent).toEqual(['b']);
    expect(queue.getState().pending).toHaveLength(0);
    expect(queue.getState().refused.map((item) => [item.action.id, item.message])).toEqual([
      ['a', 'La tarea fue cancelada.'],
    ]);
    queue.dismissRefused();
    expect(queue.getState().refused).toHaveLength(0);
  });

  it('never sends one action twice when it is enqueued again with the same id', async () => {
    const sent: string[] = [];
    const queue = createActionQueue({
      storage: memoryStorage(),
      key: 'q',
      send: async (item) => void sent.push(item.id),
    });
    const first = queue.enqueue(action('a'));
    const again = queue.enqueue(action('a'));
    await Promise.all([first, again]);
    expect(sent).toEqual(['a']);
  });

  it('ignores a damaged storage entry instead of breaking the app', () => {
    const storage = memoryStorage();
    storage.setItem('q', '{not json');
    expect(createActionQueue({ storage, key: 'q', send: async () => {} }).getState().pending).toHaveLength(0);
    storage.setItem('q', JSON.stringify([{ id: 1 }, action('ok')]));
    expect(createActionQueue({ storage, key: 'q', send: async () => {} }).getState().pending).toHaveLength(1);
  });

  it('tells who listens the server answer of each accepted action', async () => {
    const queue = createActionQueue({ storage: memoryStorage(), key: 'q', send: async (item) => ({ echo: item.id }) });
    const answers: unknown[] = [];
    queue.onSent((_, answer) => answers.push(answer));
    await queue.enqueue(action('a'));
    expect(answers).toEqual([{ echo: 'a' }]);
    expect(pendingLabel(1)).toBe('1 acción por enviar');
  });

  it('keeps an action the full storage refused in memory, says so, and sends it', async () => {
    const storage = memoryStorage();
    // A storage with room for one small action only, as a phone's full quota refuses a delivery photo.
    const small: KeyValueStorage = {
      getItem: storage.getItem,
      setItem: (key, value) => {
        if (value.length > 200) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        storage.setItem(key, value);
      },
    };
    let online = false;
    const sent: string[] = [];
    const queue = createActionQueue({
      storage: small,
      key: 'q',
      send: async (item) => {
        if (!online) throw offline();
        sent.push(item.id);
      },
    });
    await queue.enqueue(action('arrived'));
    await queue.enqueue({ ...action('photo', 'deliver'), body: { photo: 'x'.repeat(5_000) } });
    expect(queue.getState().pending.map((item) => item.id)).toEqual(['arrived', 'photo']);
    expect(queue.getState().unsaved).toBe(1);
    online = true;
    await queue.flush();
    expect(sent).toEqual(['arrived', 'photo']);
    expect(queue.getState()).toMatchObject({ pending: [], unsaved: 0 });
    expect(JSON.parse(storage.data.get('q') ?? 'null')).toEqual([]);
  });

  it('says how many actions wait only in the open app', () => {
    expect(unsavedLabel(1)).toBe(
      'El teléfono no tiene espacio para guardar 1 acción: no cierres la app hasta que se envíe. Libera espacio en el teléfono.',
    );
    expect(unsavedLabel(2)).toContain('2 acciones: no cierres la app hasta que se envíen.');
  });
});
