export { useCustomerLookup } from './api/lookup-customer.ts';
