export * from './auth.ts';
export * from './brand.ts';
export * from './errors.ts';
export * from './events.ts';
export * from './order-status.ts';
export * from './pagination.ts';
