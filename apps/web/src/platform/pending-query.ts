/**
 * The address a query update builds on (useQueryParams). React Router renders a navigation in a
 * transition: until it commits, other renders still show an older address, the one before our updates
 * or one of our earlier updates (each navigation may commit on its own). Neither may make the next update
 * build on it, or a debounced search that lands then would drop the tab just picked. Any other address
 * (back, forward, a link) replaces ours once it renders.
 */
export class PendingQuery {
  #params: URLSearchParams;
  /** The address the updates in `#written` (in order, not yet all rendered) were made from. */
  #from: string;
  #written: string[] = [];

  constructor(params: URLSearchParams) {
    this.#params = params;
    this.#from = params.toString();
  }

  /** A render committed showing `params`. */
  rendered(params: URLSearchParams) {
    const shown = params.toString();
    const written = this.#written;
    const waiting = written.length > 0 && shown !== written.at(-1) && (shown === this.#from || written.includes(shown));
    if (waiting) return;
    this.#params = params;
    this.#from = shown;
    this.#written = [];
  }

  /** The query `change` makes of the address as it is now, which the next update builds on. */
  update(change: (current: URLSearchParams) => URLSearchParams): URLSearchParams {
    const query = change(new URLSearchParams(this.#params));
    this.#params = query;
    this.#written.push(query.toString());
    return query;
  }
}
