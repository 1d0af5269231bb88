const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

/** A website without a scheme gets https:// in front. */
export function withScheme(url: string | null | undefined): string {
  const trimmed = (url ?? '').trim();
  if (!trimmed) return '';
  return HAS_SCHEME.test(trimmed) ? trimmed : `https://${trimmed}`;
}
