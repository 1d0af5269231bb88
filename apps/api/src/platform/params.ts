import { z } from 'zod';

/** A path or query id: bounded text (ids are checked to be UUIDs by the service, so an unknown one is a 404). */
export const idParam = z.string().max(64);
