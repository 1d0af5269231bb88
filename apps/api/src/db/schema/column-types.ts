import { customType } from 'drizzle-orm/pg-core';

/** Bytes, read and written as a Buffer (drizzle has no bytea column of its own). */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });
