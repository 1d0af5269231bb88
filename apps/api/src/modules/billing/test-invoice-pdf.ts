import { formatBillingDate, formatUsd } from '@dealscout/domain';

/** PDF text strings escape backslashes and parentheses; the invoice's text is ASCII. */
const pdfText = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');

/**
 * The test mode's invoice as a one-page PDF (A4, Helvetica): what Stripe's invoice_pdf link gives in
 * live mode. Built by hand: a page, a font and one content stream, with the cross-reference table.
 */
export function testInvoicePdf(invoice: { number: string; issuedAt: Date; amountCents: number; status: string; email: string }): Buffer {
  const lines = [
    ['Dealscout', 22],
    ['Invoice (test mode: no card was charged)', 12],
    [`Invoice number: ${invoice.number}`, 12],
    [`Date: ${formatBillingDate(Math.floor(invoice.issuedAt.getTime() / 1000))}`, 12],
    [`Billed to: ${invoice.email}`, 12],
    ['Professional plan', 12],
    [`Amount: ${formatUsd(invoice.amountCents)} USD`, 12],
    [`Status: ${invoice.status.charAt(0).toUpperCase()}${invoice.status.slice(1)}`, 12],
  ] as const;
  const content = lines.map(([text, size], index) => `BT /F1 ${size} Tf 56 ${780 - index * 28} Td (${pdfText(text)}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
