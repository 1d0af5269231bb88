import { buyersFileBase, pdfExportLimit, type Company } from '@dealscout/domain';
import type { ExportSource } from '../exports/ExportButtons';
import { fetchBuyersForExport, type BuyersView } from './api';
import { buyerReport } from './buyer-report';

/**
 * The company's recommended buyers under the page's search and filters, every page: the first 300 (100
 * unless professional, as the investor PDF) to PDF and CSV; the server reads the first 200 for the CRM itself.
 */
export function buyersExport(company: Company, role: string, view: BuyersView, counterparts: string): ExportSource {
  return {
    fileBase: buyersFileBase(company.company_name, counterparts),
    companyId: company.id,
    actions: { pdf: 'buyer_pdf', csv: 'buyer_csv' },
    crm: async () => ({
      source: 'buyers',
      user_company_id: company.id,
      search: view.search || undefined,
      state: view.state,
      type: view.type,
    }),
    load: async () => {
      const { data } = await fetchBuyersForExport(company.id, view, pdfExportLimit(role));
      return buyerReport(`${company.company_name} ${counterparts}`, data);
    },
  };
}
