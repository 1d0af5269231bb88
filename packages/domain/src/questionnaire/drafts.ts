import { z } from 'zod';
import { userInputSchema } from './answers.js';

/** POST /api/company-draft/{id}: the answers so far, checked for shape only (a draft may be half done). */
export const draftWriteSchema = z.object({ user_input: userInputSchema });
export type DraftWrite = z.infer<typeof draftWriteSchema>;

/** GET /api/company-draft/{id}: the caller's own draft when there is one, else the submitted answers. */
export const draftReplySchema = z.object({ draft: z.boolean(), data: z.object({ user_input: userInputSchema }) });
export type DraftReply = z.infer<typeof draftReplySchema>;
