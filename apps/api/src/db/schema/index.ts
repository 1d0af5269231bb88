export * from './platform.js';
export * from './public.js';
export * from './accounts.js';
export * from './companies.js';
export * from './notes.js';
export * from './documents.js';
export * from './investors.js';
export * from './analytics.js';
