import { z } from 'zod';
import { ERROR_CODES } from './error-codes.js';

/** `{ message }`: what a call that only confirms returns. */
export const messageSchema = z.object({ message: z.string() });
export type MessageReply = z.infer<typeof messageSchema>;

/**
 * `{ error, code }`: every error reply (shared/error-body.ts), with the field errors where there are
 * some; the message is for people, the code for the client's decisions.
 */
export const errorReplySchema = z.looseObject({ error: z.string(), code: z.enum(ERROR_CODES) });

/** GET /api/health. */
export const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['up', 'down']) });
export type Health = z.infer<typeof healthSchema>;
