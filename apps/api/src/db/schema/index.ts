export * from './platform.js';
export * from './public.js';
export * from './accounts.js';
export * from './companies.js';
