import { idParams } from '../shared/params.js';
import { routeGroup } from '../shared/route.js';
import { datasetSearchSchema } from './dataset-search.js';
import { datasetReplySchema, investorDetailSchema } from './investor.js';
import { savedSearchCreateSchema, savedSearchListSchema, savedSearchSchema, savedSearchUpdateSchema } from './saved-search.js';
import { similarCompaniesSchema } from './similar.js';

const route = routeGroup({ tags: ['investors'], access: 'user' });
const params = idParams('id');

/** Investor search, detail and similar companies (spec part 2 §7): every role may search; a trial user spends searches. */
export const investorRoutes = {
  search: route({ method: 'GET', path: '/dataset', query: datasetSearchSchema, reply: datasetReplySchema }),
  detail: route({ method: 'GET', path: '/investor/:id', params, reply: investorDetailSchema }),
  /** The dataset is shared by every user, as the detail: reading an investor's peers spends no search. */
  similar: route({ method: 'GET', path: '/investor/:id/similar', params, reply: similarCompaniesSchema }),
};

const savedSearch = routeGroup({ tags: ['saved searches'], access: 'user' });

/** Saved investor searches and their alerts (issue 27): shared with the organization like companies. */
export const savedSearchRoutes = {
  list: savedSearch({ method: 'GET', path: '/saved-searches', reply: savedSearchListSchema }),
  get: savedSearch({ method: 'GET', path: '/saved-searches/:id', params, reply: savedSearchSchema }),
  create: savedSearch({ method: 'POST', path: '/saved-searches', body: savedSearchCreateSchema, reply: savedSearchSchema, status: 201 }),
  update: savedSearch({ method: 'PATCH', path: '/saved-searches/:id', params, body: savedSearchUpdateSchema, reply: savedSearchSchema }),
  remove: savedSearch({ method: 'DELETE', path: '/saved-searches/:id', params, status: 204 }),
};
