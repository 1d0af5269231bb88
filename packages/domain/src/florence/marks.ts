import { z } from 'zod';

/**
 * A user's verdict on one buyer of a company's list: 'good' (Good fit) or 'bad' (Not a fit). One mark per
 * buyer and company, shared by everyone who sees the company; a buyer marked Not a fit leaves the list
 * until its mark is cleared.
 */
export const BUYER_MARKS = ['good', 'bad'] as const;
export type BuyerMark = (typeof BUYER_MARKS)[number];

export const BUYER_MARK_LABELS: Record<BuyerMark, string> = { good: 'Good fit', bad: 'Not a fit' };

export const buyerMarkMessages = {
  mark: 'Mark must be good or bad',
  buyerNotFound: 'Buyer not found',
  hidden: 'hidden must be true or false',
  marked: 'Mark saved',
  cleared: 'Mark cleared',
} as const;

/** PUT /api/company-buyers/{companyId}/marks/{buyerId}. */
export const buyerMarkSchema = z.object({ mark: z.enum(BUYER_MARKS, { error: buyerMarkMessages.mark }) }).strict();
export type BuyerMarkInput = z.infer<typeof buyerMarkSchema>;

export const buyerMarkReplySchema = z.object({ message: z.string(), buyer: z.string(), mark: z.enum(BUYER_MARKS).nullable() });
export type BuyerMarkReply = z.infer<typeof buyerMarkReplySchema>;

/** What a buyer of the list carries of the marks: its own, and why the marks moved it (null when they did not). */
export const buyerMarkShape = {
  mark: z.enum(BUYER_MARKS).nullable(),
  /** 'Ranked higher: close to Henry Schein, which you marked a good fit'. */
  moved: z.string().nullable(),
};

/** The list reply's count of buyers marked Not a fit (under its search and filters): 'Hidden: 3, show'. */
export const buyersHiddenShape = { hidden: z.number().int() };

/** The buyer export's column of the marks: the label, or nothing. */
export const buyerMarkLabel = (mark: BuyerMark | null | undefined) => (mark ? BUYER_MARK_LABELS[mark] : '');
