import { generatePath } from 'react-router';
import { pages } from '../../platform/paths';

/** The new-lead form, with the list the table shows chosen already. */
export const leadCreatePath = (list: string) => `${pages.leadsManagerCreate}?list=${encodeURIComponent(list)}`;
export const leadEditPath = (id: string) => generatePath(pages.leadsManagerEdit, { id });
