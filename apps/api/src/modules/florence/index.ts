/** What florence offers to the other modules: they import it from here, never from its files. */
export { listBuyers } from './buyers.service.js';
