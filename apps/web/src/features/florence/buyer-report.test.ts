import { csvText, type Buyer } from '@dealscout/domain';
import { describe, expect, it } from 'vitest';
import { buyerReport } from './buyer-report';

const buyer = (fields: Partial<Buyer>): Buyer => ({
  id: 'b1',
  rank: 1,
  score: 80,
  company_name: 'Acme Vision',
  type: 'corporation',
  us_state_full: 'Ohio',
  country: 'United States',
  url: 'https://acme.example.com',
  description: 'Eye clinics.',
  hq_address: null,
  ai_description: 'Acme Vision runs eye clinics in Ohio.',
  financial_synergies: '-',
  operating_synergies: '-',
  misc_synergies: '-',
  factors: [],
  mark: null,
  moved: null,
  ...fields,
});

describe('buyer exports', () => {
  it('writes the CSV with the spec columns, in order, then the marks; a cell a spreadsheet would run is text', () => {
    const { csv } = buyerReport('Lakeside Buyers', [
      buyer({ mark: 'good' }),
      buyer({
        company_name: 'Birch, "North" Holdings',
        type: 'private equity',
        url: null,
        us_state_full: null,
        country: null,
        description: '=HYPERLINK("http://evil.example")',
        ai_description: 'Fits on size;\nand on place.',
        mark: 'bad',
      }),
    ]);
    expect(csvText(csv.headers, csv.rows).split('\r\n')).toEqual([
      'Name,URL,Type,State,Country,Description,Reasons For Target,Feedback',
      'Acme Vision,https://acme.example.com,corporation,Ohio,United States,Eye clinics.,Acme Vision runs eye clinics in Ohio.,Good fit',
      `"Birch, ""North"" Holdings",,private equity,,,"'=HYPERLINK(""http://evil.example"")","Fits on size;\nand on place.",Not a fit`,
    ]);
  });

  it('titles the PDF and gives each buyer its type, place, website, reasons and mark', () => {
    const { pdf } = buyerReport('Lakeside Eye Partners Buyers', [
      buyer({}),
      buyer({ type: 'venture capital', url: null, us_state_full: null, mark: 'good' }),
    ]);
    expect(pdf.title).toBe('Lakeside Eye Partners Buyers');
    expect(pdf.headers).toEqual(['Name', 'Type', 'Location', 'Website', 'Reasons For Target', 'Feedback']);
    expect(pdf.rows).toEqual([
      ['Acme Vision', 'Corporation', 'Ohio, United States', 'https://acme.example.com', 'Acme Vision runs eye clinics in Ohio.', ''],
      ['Acme Vision', 'Venture Capital', 'United States', '-', 'Acme Vision runs eye clinics in Ohio.', 'Good fit'],
    ]);
  });
});
