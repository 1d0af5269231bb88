// Loaded by SignUpForm at the first check of a field (see lazyZodRule).
export { registerSchema } from '@dealscout/domain';
