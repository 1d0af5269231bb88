/** What discovery offers to the other modules: they import it from here, never from its files. */
export { describedMatches } from './description-search.js';
