import type { Investor } from './investor.js';

/**
 * An investor's deal-size preferences (EBITDA, revenue, EV, typical equity cheque) when the data does
 * not give them: no open dataset discloses them, so the shipped rows never do; an operator's import can.
 */
export const NOT_DISCLOSED = 'Not disclosed';

/** Whether the data gives any of an investor's deal-size preferences. */
export const disclosesPreferences = (
  investor: Pick<Investor, 'preferred_ebitda' | 'preferred_revenue' | 'preferred_ev' | 'typical_equity_investments'>,
) =>
  investor.preferred_ebitda !== null ||
  investor.preferred_revenue !== null ||
  investor.preferred_ev !== null ||
  investor.typical_equity_investments !== null;

/** A preference in millions as a CSV cell: the number, or 'Not disclosed'. */
export const preferenceCell = (millions: number | null) => (millions === null ? NOT_DISCLOSED : String(millions));
