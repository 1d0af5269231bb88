import { runnerImport, type Plugin } from 'vite';

/** A domain's route table: `packages/domain/src/<domain>/routes.ts`. */
const ROUTE_TABLE = /[\\/]packages[\\/]domain[\\/]src[\\/][\w-]+[\\/]routes\.ts$/;

type Entry = { method: string; path: string };
const isEntry = (value: unknown): value is Entry =>
  typeof value === 'object' && value !== null && typeof (value as Entry).method === 'string' && typeof (value as Entry).path === 'string';

/** The module's source: each table's entries with their method and path only. */
function leanTables(module: Record<string, unknown>): string {
  return Object.entries(module)
    .map(([name, table]) => {
      const entries = Object.entries(table as Record<string, unknown>).filter(([, entry]) => isEntry(entry));
      const lean = Object.fromEntries(
        entries.map(([key, entry]) => [key, { method: (entry as Entry).method, path: (entry as Entry).path }]),
      );
      return `export const ${name} = ${JSON.stringify(lean)};`;
    })
    .join('\n');
}

/**
 * In a production build, each domain route table becomes its entries' methods and paths: the web app then ships
 * no request or reply schema (nor zod) for its calls, as before the route table (docs/decisions/route-table.md).
 * Development and tests keep the schemas, and `call` checks every reply against its schema there.
 */
export function leanRoutes(): Plugin {
  return {
    name: 'dealscout:lean-routes',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      if (!ROUTE_TABLE.test(id)) return undefined;
      const { module } = await runnerImport<Record<string, unknown>>(id);
      return leanTables(module);
    },
  };
}
