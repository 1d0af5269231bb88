/** What companies offers to the other modules: they import it from here, never from its files. */
export { assertCreator, type CompanyRow, type CompanyScope, visibleChild, visibleCompany, visibleTo } from './company-access.js';
export { presentCompany } from './present-company.js';
