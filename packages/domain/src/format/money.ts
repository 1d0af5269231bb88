type Amount = number | string | null | undefined;

/** Parses an amount as the questionnaire stores it ("1500000", "$1,500,000", 1500000). */
export function toAmount(value: Amount): number | null {
  if (value === null || value === undefined) return null;
  const number = typeof value === 'number' ? value : Number(String(value).replace(/[$,\s]/g, ''));
  return Number.isFinite(number) && String(value).trim() !== '' ? number : null;
}

/** Two decimals unless the number is whole: 2 -> "2", 2.5 -> "2.50". */
function decimals(value: number): string {
  return Number.isInteger(value)
    ? value.toLocaleString('en-US')
    : value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

function signed(value: number, body: (abs: number) => string): string {
  return value < 0 ? `-${body(-value)}` : body(value);
}

/** Money as the spec shows it: "$1.50mm" from one million, "$950,000" below, "-" for zero or none. */
export function formatMoney(value: Amount): string {
  const amount = toAmount(value);
  if (!amount) return '-';
  return signed(amount, (abs) => (abs >= 1_000_000 ? `$${decimals(abs / 1_000_000)}mm` : `$${decimals(abs)}`));
}

/** Stat tiles: thousands as "k", millions as "mm", zero or none "-". */
export function formatStat(value: Amount): string {
  const amount = toAmount(value);
  if (!amount) return '-';
  return signed(amount, (abs) => {
    if (abs >= 1_000_000) return `$${decimals(abs / 1_000_000)}mm`;
    if (abs >= 1_000) return `$${decimals(abs / 1_000)}k`;
    return `$${decimals(abs)}`;
  });
}

/** A percentage answer: "12.5%", "-" for none. */
export function formatPercent(value: Amount): string {
  const amount = toAmount(value);
  return amount === null ? '-' : `${decimals(amount)}%`;
}

/** Dollars as a reader writes them: $41M, $7.2M, $1.3B, $950K (reasons, deal amounts). */
export function compactMoney(dollars: number): string {
  const [scale, suffix] = dollars >= 1e9 ? [1e9, 'B'] : dollars >= 1e6 ? [1e6, 'M'] : [1e3, 'K'];
  const value = dollars / scale;
  return `$${value >= 10 ? Math.round(value) : Math.round(value * 10) / 10}${suffix}`;
}
