import type { PrinterConnection, SavedPrinter } from './printer-settings.ts';

/**
 * This device's thermal printer: the transport (loaded on first use), its state for the banner, and the queue of
 * tickets. A ticket that could not be written stays queued until "Reintentar" reconnects; nothing here ever
 * waits on, or blocks, the order's own actions (decision 050).
 */
export type PrinterStatus = 'idle' | 'connecting' | 'ready' | 'disconnected' | 'paper-out' | 'denied';

export type PrinterState = {
  status: PrinterStatus;
  /** The printer's name as the browser gave it. */
  name: string | null;
  /** Tickets waiting for the printer. */
  waiting: number;
};

type ThermalConnection = Exclude<PrinterConnection, 'browser'>;

export type PrintJob = { key: string; label: string; bytes: () => Promise<Uint8Array[]> };

type Transport = InstanceType<typeof import('@point-of-sale/webserial-receipt-printer').default>;

const loadTransport = async (kind: ThermalConnection): Promise<Transport> => {
  // Each transport is its own chunk, downloaded only by a device that uses it (decision 029).
  if (kind === 'usb') return new (await import('@point-of-sale/webusb-receipt-printer')).default();
  if (kind === 'serial') return new (await import('@point-of-sale/webserial-receipt-printer')).default();
  return new (await import('@point-of-sale/webbluetooth-receipt-printer')).default();
};

/** ESC/POS real-time status, "paper sensor" (DLE EOT 4): the answer's bits 5 and 6 say the roll is out. */
const PAPER_STATUS_REQUEST = new Uint8Array([0x10, 0x04, 0x04]);
const PAPER_OUT_BITS = 0x60;
/** How long a printer may take to answer the paper question; many never answer, and then we just print. */
const STATUS_WAIT_MS = 700;
/** How long after connect() returns its `connected` event may come (the libraries emit it on a timer). */
const CONNECTED_WAIT_MS = 1500;

let state: PrinterState = { status: 'idle', name: null, waiting: 0 };
const listeners = new Set<() => void>();
let transport: Transport | null = null;
let transportKind: ThermalConnection | null = null;
let onSaved: (printer: SavedPrinter) => void = () => undefined;
let statusReply: ((byte: number) => void) | null = null;
const queue: PrintJob[] = [];
let running = false;

const setState = (next: Partial<PrinterState>) => {
  state = { ...state, ...next, waiting: queue.length };
  for (const listener of listeners) listener();
};

export const printerState = () => state;
export const subscribePrinter = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const transportFor = async (kind: ThermalConnection) => {
  if (transport && transportKind === kind) return transport;
  const created = await loadTransport(kind);
  created.addEventListener('connected', (device) => {
    const name = [device.manufacturerName, device.productName].filter(Boolean).join(' ') || 'Impresora térmica';
    onSaved({
      type: device.type,
      vendorId: device.vendorId ?? null,
      productId: device.productId ?? null,
      serialNumber: device.serialNumber,
      id: device.id,
      name,
      codepageMapping: device.codepageMapping,
    });
    setState({ status: 'ready', name });
    if (device.type !== 'bluetooth') void created.listen().catch(() => undefined);
  });
  created.addEventListener('disconnected', () => setState({ status: 'disconnected' }));
  created.addEventListener('data', (data) => {
    const byte = data instanceof DataView ? data.getUint8(data.byteLength - 1) : data[data.length - 1];
    if (byte !== undefined) statusReply?.(byte);
  });
  transport = created;
  transportKind = kind;
  return created;
};

const waitForReady = () =>
  new Promise<boolean>((resolve) => {
    if (state.status === 'ready') return resolve(true);
    const stop = subscribePrinter(() => {
      if (state.status !== 'ready') return;
      stop();
      resolve(true);
    });
    window.setTimeout(() => {
      stop();
      resolve(state.status === 'ready');
    }, CONNECTED_WAIT_MS);
  });

/**
 * Connects: `ask` opens the browser's chooser (only from a press), otherwise the printer chosen before is found
 * again without asking. A chooser closed without a printer, or a permission the browser refuses, leaves 'denied'.
 */
export const connectPrinter = async (
  kind: ThermalConnection,
  { ask, saved, remember }: { ask: boolean; saved: SavedPrinter | null; remember: (printer: SavedPrinter) => void },
) => {
  onSaved = remember;
  setState({ status: 'connecting' });
  try {
    const printer = await transportFor(kind);
    if (ask) await printer.connect();
    else if (saved) await printer.reconnect(saved as never);
  } catch (error) {
    console.error('Printer connection failed', error);
  }
  const ready = await waitForReady();
  if (!ready) setState({ status: ask ? 'denied' : 'disconnected' });
  else void runQueue();
  return ready;
};

export const disconnectPrinter = async () => {
  queue.length = 0;
  const current = transport;
  transport = null;
  transportKind = null;
  await current?.disconnect().catch(() => undefined);
  setState({ status: 'idle', name: null });
};

/** Asks the printer whether it has paper: false only when it answered "out". */
const hasPaper = async (printer: Transport) => {
  if (transportKind === 'bluetooth') return true;
  const answer = new Promise<number | null>((resolve) => {
    const timer = window.setTimeout(() => resolve(null), STATUS_WAIT_MS);
    statusReply = (byte) => {
      window.clearTimeout(timer);
      resolve(byte);
    };
  });
  await printer.print(PAPER_STATUS_REQUEST);
  const byte = await answer;
  statusReply = null;
  return byte === null || (byte & PAPER_OUT_BITS) === 0;
};

const runQueue = async () => {
  if (running) return;
  running = true;
  try {
    while (queue.length > 0 && state.status === 'ready' && transport) {
      const job = queue[0]!;
      if (!(await hasPaper(transport))) {
        setState({ status: 'paper-out' });
        break;
      }
      let parts: Uint8Array[];
      try {
        parts = await job.bytes();
      } catch (error) {
        // A ticket that cannot be built is dropped (logged), never retried forever.
        console.error('Ticket could not be built', job.key, error);
        queue.shift();
        setState({});
        continue;
      }
      for (const part of parts) await transport.print(part);
      queue.shift();
      setState({});
    }
  } catch (error) {
    console.error('Printing failed', error);
    setState({ status: 'disconnected' });
  } finally {
    running = false;
  }
};

/** Queues tickets; they print now if the printer is ready, else when "Reintentar" brings it back. */
export const enqueuePrint = (job: PrintJob) => {
  if (!queue.some((queued) => queued.key === job.key)) queue.push(job);
  setState({});
  void runQueue();
};

/** The banner's "Reintentar": find the printer again (asking only if it cannot be found), then print what waits. */
export const retryPrinter = async (
  kind: ThermalConnection,
  saved: SavedPrinter | null,
  remember: (printer: SavedPrinter) => void,
) => {
  if (state.status === 'paper-out') {
    setState({ status: 'ready' });
    void runQueue();
    return true;
  }
  if (saved && (await connectPrinter(kind, { ask: false, saved, remember }))) return true;
  return connectPrinter(kind, { ask: true, saved, remember });
};
