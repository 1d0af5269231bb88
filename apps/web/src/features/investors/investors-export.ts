import {
  CRM_EXPORT_LIMIT,
  datasetSearchParams,
  INVESTOR_EXPORT_HEADERS,
  INVESTOR_FILE_BASE,
  investorRoutes,
  investorExportRow,
  pdfExportLimit,
  type DatasetSearchInput,
} from '@dealscout/domain';
import { call } from '../../platform/http';
import type { ExportSource } from '../exports/ExportButtons';
import { COMPANY_REPORT_HEADERS, companyReportCells, naicsText } from './investor-facts';

/** The search's first 100 investors (300 for professionals; spec part 2 §9) as the 'Investors' report and CSV. */
export function investorsExport(search: DatasetSearchInput, role: string, naicsName: (code: string) => string | undefined): ExportSource {
  const limit = pdfExportLimit(role);
  return {
    fileBase: INVESTOR_FILE_BASE,
    actions: { pdf: 'investor_pdf', csv: 'investor_csv' },
    crm: async () => {
      const { data } = await call(investorRoutes.search, { query: datasetSearchParams({ ...search, offset: 0, limit: CRM_EXPORT_LIMIT }) });
      return { source: 'investors', investor_ids: data.map((investor) => investor.id) };
    },
    load: async () => {
      const { data } = await call(investorRoutes.search, { query: datasetSearchParams({ ...search, offset: 0, limit }) });
      const naics = (code: string | null) => naicsText(code, naicsName);
      return {
        pdf: {
          title: 'Investors',
          headers: [...COMPANY_REPORT_HEADERS, 'NAICS Industry'],
          rows: data.map((investor) => [...companyReportCells(investor), naics(investor.naics_six_digit_industry)]),
        },
        csv: { headers: INVESTOR_EXPORT_HEADERS, rows: data.map((investor) => investorExportRow(investor, naics)) },
      };
    },
  };
}
