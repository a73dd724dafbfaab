export { useCustomerLookup } from './api/lookup-customer.ts';
export { OrderCustomerLink } from './components/order-customer-link.tsx';
