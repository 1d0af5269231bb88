import { statusColour, type StatusColour } from '@dealscout/domain';
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';

/** A report: a title, the table's headers and rows, numbered; `statusColumn` is coloured by lead status. */
export interface TableReport {
  title: string;
  headers: string[];
  rows: string[][];
  statusColumn?: number;
}

// The PDF's status colours (spec part 1 §4): communicating blue, contacted pink, every other purple.
const STATUS_RGB: Record<StatusColour, [number, number, number]> = {
  blue: [22, 100, 220],
  pink: [200, 30, 120],
  purple: [110, 50, 190],
};

/** Builds an A4 report: the title, the date, and a numbered table that runs over as many pages as it needs. */
export function tablePdf(report: TableReport, date: string): ArrayBuffer {
  const doc = new jsPDF({ format: 'a4', unit: 'pt', orientation: 'landscape' });
  doc.setProperties({ title: report.title, creator: 'Dealscout' });
  doc.setFontSize(18);
  doc.text(report.title, 40, 48);
  doc.setFontSize(10);
  doc.setTextColor(90);
  doc.text(`${report.rows.length} ${report.rows.length === 1 ? 'entry' : 'entries'} - ${date}`, 40, 66);
  const status = report.statusColumn === undefined ? -1 : report.statusColumn + 1;
  autoTable(doc, {
    startY: 80,
    head: [['#', ...report.headers]],
    body: report.rows.map((row, index) => [String(index + 1), ...row]),
    styles: { fontSize: 8, cellPadding: 4, overflow: 'linebreak' },
    headStyles: { fillColor: [15, 76, 92] },
    columnStyles: { 0: { cellWidth: 28 } },
    margin: { left: 40, right: 40 },
    didParseCell: (cell) => {
      if (cell.section === 'body' && cell.column.index === status) {
        cell.cell.styles.textColor = STATUS_RGB[statusColour(String(cell.cell.raw))];
        cell.cell.styles.fontStyle = 'bold';
      }
    },
  });
  return doc.output('arraybuffer');
}
