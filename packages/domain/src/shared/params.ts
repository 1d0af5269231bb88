import { z } from 'zod';

/** A path or query id: bounded text (ids are checked to be UUIDs by the service, so an unknown one is a 404). */
export const idParam = z.string().max(64);

/** `{ id }`, `{ companyId }`...: path parameters that are ids. */
export const idParams = <const K extends string>(...names: K[]) =>
  z.object(Object.fromEntries(names.map((name) => [name, idParam])) as Record<K, typeof idParam>);
