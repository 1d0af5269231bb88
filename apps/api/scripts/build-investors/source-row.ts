/** One listing as the build reads it (file 1's columns; the Nasdaq file's are mapped onto them). */
export interface SourceRow {
  /** The source file (its short name in the build report) and the line the row starts on. */
  source: string;
  line: number;
  symbol: string;
  name: string;
  instrument_type: string;
  summary: string;
  sector: string;
  industry_group: string;
  industry: string;
  country: string;
  state: string;
  city: string;
  zipcode: string;
  website: string;
  market_cap: string;
  composite_figi: string;
  delisted: string;
  /** The Nasdaq file's own (Yahoo) industry, which may carry a finer NAICS code than the GICS industry. */
  yahoo_industry?: string;
  /** Set where the build moved the row to another industry (misfilings.ts): its code and role there. */
  refiled?: { naics: string; role: string };
}
