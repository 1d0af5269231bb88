export * from './platform.js';
export * from './public.js';
