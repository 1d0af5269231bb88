import { leadListMessages, leadMessages, communicationTypeMessages } from '@dealscout/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { communicationTypes, leadLists, leads } from '../../db/schema/index.js';
import { fieldError, notFound } from '../../platform/errors.js';
import { isUuid } from '../../platform/ids.js';
import { type CompanyScope, visibleChild } from '../companies/index.js';

export type LeadRow = typeof leads.$inferSelect;
export type LeadListRow = typeof leadLists.$inferSelect;
export type CommunicationTypeRow = typeof communicationTypes.$inferSelect;

/**
 * Serializes the writes that check a company's names and duplicates (two lists called the same, two
 * leads of one site) within the request's transaction.
 */
export async function lockCompanyLeads(db: Pick<Database, 'execute'>, companyId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`leads:${companyId}`}))`);
}

const firstRow = async <Row>(rows: Promise<Row[]>) => (await rows)[0];

/** A lead whose company the actor sees; anything else is 'Lead not found'. */
export function visibleLead(scope: CompanyScope, id: string): Promise<LeadRow> {
  const missing = () => notFound(leadMessages.notFound);
  if (!isUuid(id)) return Promise.reject(missing());
  return visibleChild(scope, () => firstRow(scope.db.select().from(leads).where(eq(leads.id, id))), missing);
}

/** A list whose company the actor sees; anything else is 'List not found'. */
export function visibleLeadList(scope: CompanyScope, id: string): Promise<LeadListRow> {
  const missing = () => notFound(leadListMessages.notFound);
  if (!isUuid(id)) return Promise.reject(missing());
  return visibleChild(scope, () => firstRow(scope.db.select().from(leadLists).where(eq(leadLists.id, id))), missing);
}

/** A communication type whose company the actor sees; anything else is 'Type not found'. */
export function visibleType(scope: CompanyScope, id: string): Promise<CommunicationTypeRow> {
  const missing = () => notFound(communicationTypeMessages.notFound);
  if (!isUuid(id)) return Promise.reject(missing());
  return visibleChild(scope, () => firstRow(scope.db.select().from(communicationTypes).where(eq(communicationTypes.id, id))), missing);
}

/** The list a lead names, in the lead's company: null for General; another company's or an unknown list is refused. */
export async function listOfCompany(db: Database, companyId: string, list: string | null): Promise<string | null> {
  if (list === null || list === '' || list === 'default' || list === 'null') return null;
  if (!isUuid(list)) throw fieldError('list', leadMessages.listNotFound);
  const row = await firstRow(db.select().from(leadLists).where(eq(leadLists.id, list)));
  if (!row || row.companyId !== companyId) throw fieldError('list', leadMessages.listNotFound);
  return row.id;
}

/** The communication type a lead's status names, in the lead's company. */
export async function typeOfCompany(db: Database, companyId: string, status: string): Promise<CommunicationTypeRow> {
  if (!isUuid(status)) throw fieldError('status', leadMessages.statusNotFound);
  const row = await firstRow(db.select().from(communicationTypes).where(eq(communicationTypes.id, status)));
  if (!row || row.companyId !== companyId) throw fieldError('status', leadMessages.statusNotFound);
  return row;
}
