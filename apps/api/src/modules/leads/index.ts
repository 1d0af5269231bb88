/** What leads offers to the other modules: they import it from here, never from its files. */
export { requireLeadsManager } from './leads-manager-access.js';
export { listLeads } from './leads.service.js';
