import { fileNameOf } from '../leads/export-rows.js';
import type { Buyer } from './florence.js';
import { buyerMarkLabel } from './marks.js';

/** Buyer CSV columns (spec part 2 §3), in this order, then the user's mark (Good fit, Not a fit or empty). */
export const BUYER_EXPORT_HEADERS = ['Name', 'URL', 'Type', 'State', 'Country', 'Description', 'Reasons For Target', 'Feedback'] as const;

/** One buyer as a CSV row: the reasons for target are the engine's reasons (`ai_description`). */
export const buyerExportRow = (
  buyer: Pick<Buyer, 'company_name' | 'url' | 'type' | 'us_state_full' | 'country' | 'description' | 'ai_description' | 'mark'>,
): string[] => [
  buyer.company_name,
  buyer.url ?? '',
  buyer.type,
  buyer.us_state_full ?? '',
  buyer.country ?? '',
  buyer.description ?? '',
  buyer.ai_description,
  buyerMarkLabel(buyer.mark),
];

/** The buyer files' name without its extension: the company's and the list's ('Lakeside Eye Partners Buyers'). */
export const buyersFileBase = (companyName: string, counterparts: string) => `${fileNameOf(companyName)} ${counterparts}`;
