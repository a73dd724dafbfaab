// The three printer transports ship JavaScript without types; this is the part of their API we use (their READMEs).
type ReceiptPrinterDevice = {
  type: 'usb' | 'serial' | 'bluetooth';
  vendorId?: number | null;
  productId?: number | null;
  serialNumber?: string;
  id?: string;
  productName?: string;
  manufacturerName?: string;
  language: string | null;
  codepageMapping: string | null;
};

type ReceiptPrinterEvents = {
  connected: (device: ReceiptPrinterDevice) => void;
  disconnected: () => void;
  data: (data: DataView | Uint8Array) => void;
};

declare class ReceiptPrinterTransport {
  constructor(options?: Record<string, unknown>);
  connect(): Promise<void>;
  reconnect(device: ReceiptPrinterDevice): Promise<void>;
  disconnect(): Promise<void>;
  listen(): Promise<boolean | undefined>;
  print(data: Uint8Array): Promise<void>;
  addEventListener<K extends keyof ReceiptPrinterEvents>(event: K, listener: ReceiptPrinterEvents[K]): void;
}

declare module '@point-of-sale/webusb-receipt-printer' {
  export default ReceiptPrinterTransport;
}
declare module '@point-of-sale/webserial-receipt-printer' {
  export default ReceiptPrinterTransport;
}
declare module '@point-of-sale/webbluetooth-receipt-printer' {
  export default ReceiptPrinterTransport;
}
