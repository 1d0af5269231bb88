import type { InvestorDeal } from '@dealscout/domain';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Mar 18, 2024" from 2024-03-18 (read as a calendar date, never shifted by a time zone); "Undated" for none. */
export function dealDateLabel(date: string | null): string {
  const parts = date ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(date) : null;
  if (!parts) return date ?? 'Undated';
  return `${MONTHS[Number(parts[2]) - 1]} ${Number(parts[3])}, ${parts[1]}`;
}

/** What the counterpart does: its description, else its categories, with its NAICS code; null when the data says nothing. */
export function dealWork(deal: Pick<InvestorDeal, 'description' | 'counterpart_categories' | 'counterpart_naics'>): string | null {
  const what = deal.description?.trim() || deal.counterpart_categories.join(', ');
  const naics = deal.counterpart_naics ? `NAICS ${deal.counterpart_naics}` : '';
  return [what, naics].filter(Boolean).join(' · ') || null;
}
