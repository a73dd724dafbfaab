export * from './accounts.ts';
export * from './catalogue.ts';
export * from './companies.ts';
export * from './orders.ts';
export * from './partners.ts';
export * from './providers.ts';
