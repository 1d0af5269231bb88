import { z } from 'zod';

/** `{ message }`: what a call that only confirms returns. */
export const messageSchema = z.object({ message: z.string() });
export type MessageReply = z.infer<typeof messageSchema>;

/** `{ error }`: the spec's plain error body, for routes that document an error reply. */
export const errorReplySchema = z.object({ error: z.string() });

/** GET /api/health. */
export const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['up', 'down']) });
export type Health = z.infer<typeof healthSchema>;
