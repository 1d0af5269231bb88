import { counterpartsOf, type UserInput } from '@dealscout/domain';

export interface CounterpartLabels {
  /** 'Targets', 'Buyers' or 'Investors'. */
  plural: string;
  /** 'target', 'buyer' or 'investor', inside sentences. */
  singular: string;
}

const SINGULAR = { Targets: 'target', Buyers: 'buyer', Investors: 'investor' } as const;

/** What the page calls the companies Florence found, after the company's first answer: Acquire, Sell, or else. */
export function counterpartLabels(userInput: UserInput): CounterpartLabels {
  const plural = counterpartsOf(userInput);
  return { plural, singular: SINGULAR[plural] };
}
