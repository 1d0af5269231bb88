import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * The statements of the generic-plan pool (db/client.ts) go to PostgreSQL as named prepared
 * statements: each connection parses and plans a statement once and runs it again with other values.
 * At most NAMED_TEXTS_MAX texts per process are named, so a connection holds at most that many
 * prepared statements (a search's, with its plan over the eight investor partitions, takes 0.7 MB),
 * whatever shapes of search people send; a text past them runs unnamed (planned on every run). The
 * shapes a word search takes (tab, number of keywords, order) are a dozen or two.
 */
export const NAMED_TEXTS_MAX = 24;

export class StatementNames {
  private readonly names = new Map<string, string>();

  /** The name `text` runs under, or undefined past NAMED_TEXTS_MAX texts. */
  nameOf(text: string): string | undefined {
    const named = this.names.get(text);
    if (named || this.names.size >= NAMED_TEXTS_MAX) return named;
    // Named by content: the same text has the same name on every connection, and no two texts share one.
    const name = `ds_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
    this.names.set(text, name);
    return name;
  }
}

interface QueryConfig {
  text: string;
  name?: string;
  values?: unknown[];
}

const isQueryConfig = (value: unknown): value is QueryConfig =>
  typeof value === 'object' && value !== null && typeof (value as QueryConfig).text === 'string';

/**
 * A node-postgres client that names its parameterised statements. One without parameters stays
 * unnamed: it goes by the simple protocol, which also carries several commands in one text.
 */
export function namingClient(names: StatementNames): typeof pg.Client {
  return class NamingClient extends pg.Client {
    // Every overload of pg's query: the arguments pass through unchanged but for the name.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    override query(...args: any[]): any {
      const [config, values] = args as [unknown, unknown];
      const parameters = Array.isArray(values) ? values : isQueryConfig(config) ? config.values : undefined;
      if (isQueryConfig(config) && !config.name && parameters?.length) {
        const name = names.nameOf(config.text);
        if (name) args[0] = { ...config, name };
      }
      return (super.query as (...all: unknown[]) => unknown)(...args);
    }
  };
}
