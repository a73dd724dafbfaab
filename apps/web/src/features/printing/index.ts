// What other parts use of printing (decision 050): the layout's runtime and banner, the reprint buttons of the
// order and errand screens, and the settings page (loaded by the route table on use).
export { PrintErrandButton } from './components/print-errand-button.tsx';
export { PrintOrderButtons } from './components/print-order-buttons.tsx';
export { PrinterBanner } from './components/printer-banner.tsx';
export { PrinterRuntime } from './components/printer-runtime.tsx';
