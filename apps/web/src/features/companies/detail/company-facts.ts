import {
  answerLabel,
  answerText,
  answerValues,
  ATTRIBUTE_KEYS,
  displayText,
  formatMoney,
  formatPercent,
  formatStat,
  NAICS_MASTER_KEY,
  NAICS_SUB_KEY,
  toAmount,
  type UserInput,
} from '@dealscout/domain';

export interface Fact {
  key: string;
  label: string;
  value: string;
}

// The questionnaire's own question types are not in the answers, so the key names tell money and percentages apart.
const PERCENT_KEY = /percent|pct|roi|margin|growth|rate/i;
const MONEY_KEY =
  /cost|price|amount|revenue|ebitda|expense|valuation|value|capital|budget|fund|invest|income|sales|cash|profit|raise|debt|equity/i;

// Importance scales (1 to 10) mention price or value in their keys but are not money.
const SCALE_KEY = /importance|care|scale|range|rating/i;

/** One answer value for display: money and percentage keys formatted, Yes/No for flags, text otherwise. */
export function formatAnswerValue(key: string, value: string | number | boolean): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const numeric = toAmount(value) !== null;
  if (SCALE_KEY.test(key)) return displayText(String(value));
  if (numeric && PERCENT_KEY.test(key)) return formatPercent(value);
  if (numeric && MONEY_KEY.test(key)) return formatMoney(value);
  return displayText(String(value));
}

const FIRST_GOAL = 'question-one';

/** The goals answer set (the first one), the first question first; unanswered questions are left out. */
export function goalFacts(userInput: UserInput): Fact[] {
  // PostgreSQL's jsonb does not keep key order, so the first question is put back in front.
  const entries = Object.entries(userInput[0] ?? {}).sort(([a], [b]) => Number(b === FIRST_GOAL) - Number(a === FIRST_GOAL));
  return entries.flatMap(([key, answer]) => {
    const values = answerValues(answer);
    if (values.length === 0) return [];
    return [{ key, label: answerLabel(key), value: values.map((value) => formatAnswerValue(key, value)).join(', ') }];
  });
}

/** A NAICS code's title, once the catalogue has loaded. */
export type NaicsTitle = (code: string) => string | undefined;

const NAICS_KEYS: ReadonlySet<string> = new Set([NAICS_MASTER_KEY, NAICS_SUB_KEY]);

/** The attributes the detail page lists, '-' for those not answered; NAICS codes with their titles ('62 Health Care...'). */
export function attributeFacts(userInput: UserInput, naicsTitle: NaicsTitle = () => undefined): Fact[] {
  return ATTRIBUTE_KEYS.map((key) => {
    const text = answerText(userInput, key);
    const title = text !== null && NAICS_KEYS.has(key) ? naicsTitle(text) : undefined;
    return { key, label: answerLabel(key), value: displayText(title ? `${text} ${title}` : text) };
  });
}

export const STAT_KEYS = [
  { key: 'ebitda_year_one', title: 'EBITDA' },
  { key: 'intrinsic_input', title: 'Intrinsic' },
  { key: 'extrinsic_input', title: 'Extrinsic' },
] as const;

/** The three stat tiles: thousands as 'k', millions as 'mm', '-' for none. */
export const statFacts = (userInput: UserInput): Fact[] =>
  STAT_KEYS.map(({ key, title }) => ({ key, label: title, value: formatStat(answerText(userInput, key)) }));
