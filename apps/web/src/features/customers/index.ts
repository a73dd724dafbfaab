export { useCustomerLookup } from './api/lookup-customer.ts';
export { BookCustomerHint } from './components/book-customer-hint.tsx';
export { OrderCustomerLink } from './components/order-customer-link.tsx';
