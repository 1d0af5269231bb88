import { LEAD_EXPORT_HEADERS, leadExportRow, leadsFileBase, LEADS_LIMIT_MAX, type Company } from '@dealscout/domain';
import type { ExportSource } from '../exports/ExportButtons';
import { fetchLeadsForExport } from './api';

/** The leads of the table's filter (every page, up to 200) as the '{company} Leads' report and CSV. */
export function leadsExport(company: Company, role: string, filter: { list: string; search: string }): ExportSource {
  return {
    fileBase: leadsFileBase(role, company.company_name),
    companyId: company.id,
    actions: { pdf: 'leads_pdf', csv: 'leads_csv' },
    crm: async () => ({ source: 'leads', user_company_id: company.id, list: filter.list, search: filter.search || undefined }),
    load: async () => {
      const { leads } = await fetchLeadsForExport(company.id, filter, LEADS_LIMIT_MAX);
      const rows = leads.map(leadExportRow);
      return {
        pdf: {
          title: `${company.company_name} Leads`,
          headers: [...LEAD_EXPORT_HEADERS],
          rows,
          statusColumn: LEAD_EXPORT_HEADERS.indexOf('Status'),
        },
        csv: { headers: LEAD_EXPORT_HEADERS, rows },
      };
    },
  };
}
