import { BUYER_EXPORT_HEADERS, buyerExportRow, buyerMarkLabel, type Buyer } from '@dealscout/domain';
import type { ExportSource } from '../exports/ExportButtons';
import { COMPANY_REPORT_HEADERS, companyReportCells } from '../investors/investor-facts';

type ExportFiles = Awaited<ReturnType<ExportSource['load']>>;

/** Recommended buyers as the PDF report (titled, numbered, with the reasons and the marks) and the CSV (the spec's columns and the marks). */
export function buyerReport(title: string, buyers: Buyer[]): ExportFiles {
  return {
    pdf: {
      title,
      headers: [...COMPANY_REPORT_HEADERS, 'Reasons For Target', 'Feedback'],
      rows: buyers.map((buyer) => [...companyReportCells(buyer), buyer.ai_description, buyerMarkLabel(buyer.mark)]),
    },
    csv: { headers: BUYER_EXPORT_HEADERS, rows: buyers.map(buyerExportRow) },
  };
}
