/** What taxonomy offers to the other modules: they import it from here, never from its files. */
export { naicsCatalogue, naicsWithTitle } from './naics.service.js';
