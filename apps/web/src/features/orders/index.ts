// What other features may use of orders: the live list machinery that fleets reuse for errands, the errand labels,
// the shift prompt and the order manager (decision 046).
export { getErrandChanges } from './api/get-changes.ts';
export { ShiftPrompt } from './components/shift-prompt.tsx';
export { useLiveList } from './hooks/use-live-list.ts';
export { useOrderManager } from './hooks/use-order-manager.tsx';
export { errandHeading } from './lib/errand-label.ts';
export { upsertById } from './lib/live-list.ts';
