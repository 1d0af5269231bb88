import { z } from 'zod';

export const versionUpdateMessages = {
  none: 'No release notes yet',
} as const;

/** GET /api/version-update: the release notes shown once per version in the patch-notes modal. */
export const versionUpdateSchema = z.object({
  version_number: z.string(),
  version_date: z.string(),
  updates: z.array(z.string()),
  bugs: z.array(z.string()),
});

export type VersionUpdate = z.infer<typeof versionUpdateSchema>;
