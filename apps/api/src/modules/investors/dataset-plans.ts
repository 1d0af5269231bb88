import { isEmptyAdvanced, type DatasetSearch } from '@dealscout/domain';
import { genericPlanDatabase, type Database } from '../../db/client.js';

/**
 * A search box the indexes look up whatever it holds: three letters or digits in a row (the name's
 * trigram index finds nothing shorter, and then reads all of itself), and no excluded word ('-word':
 * the full-text index answers "not" by reading all of itself). Either is fine under a plan made for
 * the values, which reads the table instead.
 */
const indexedSearch = (search: string) => /[\p{L}\p{N}]{3}/u.test(search) && !/(^|\s)-\S/.test(search);

/**
 * Whether a search can run on a plan made once, without its values (a generic plan). Planning a search
 * over the eight investor partitions costs about 2 ms of the 10 a broad word takes on a million rows;
 * a statement on the generic-plan pool (db/client.ts) is planned once per connection.
 *
 * Only a ranked search whose sole conditions are words (the search box, as indexedSearch says; the
 * advanced keywords) and the tab qualifies: its plan reads the words' index, whatever the words, and
 * every other part of the statement is read through an index range given by the values (the name
 * prefix) or written in it (the tab, the limits). Filters and a company's fit keep plans made for their values: a rare state with a
 * common word, say, wants the state index first, which only the values tell.
 */
export function genericPlanFits(query: DatasetSearch): boolean {
  const { keywords, ...otherAdvanced } = query.advanced_search ?? {};
  const words = query.search ? indexedSearch(query.search) : Boolean(keywords?.length);
  return (
    words &&
    isEmptyAdvanced(otherAdvanced) &&
    query.state.length === 0 &&
    query.type.length === 0 &&
    !query.user_company_id &&
    query.sort.endsWith('score')
  );
}

/**
 * The database a search outside a transaction runs on: the generic-plan pool (db/client.ts) for a
 * search that fits it, on a PostgreSQL server; else `db`. (A trial user's search runs in the
 * transaction that spends it, on plans made for its values.)
 */
export function databaseFor(db: Database, query: DatasetSearch): Database {
  return (genericPlanFits(query) && genericPlanDatabase(db)) || db;
}
