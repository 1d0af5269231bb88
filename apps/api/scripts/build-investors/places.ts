interface Region {
  name: string;
  shortCode: string;
}
export interface CountryRegions {
  countryName: string;
  countryShortCode: string;
  regions: Region[];
}

/** Two-letter (or longer) region codes as full names, per country (country-region-data). */
export function regionNames(countries: CountryRegions[]) {
  const byCountry = new Map(countries.map((country) => [country.countryName, country]));
  return (country: string, code: string): string | null => {
    if (!code) return null;
    const regions = byCountry.get(country)?.regions ?? [];
    return regions.find((region) => region.shortCode.toUpperCase() === code.toUpperCase())?.name ?? null;
  };
}

/** "Pittsburgh, PA 15212" (US) or "Toronto, ON M5J 2T3, Canada": no street line in the source. */
export function hqAddress(parts: { city: string; state: string; zipcode: string; country: string }): string | null {
  // The source lost the leading zero of New England ZIP codes (Stamford, CT 6926).
  const zip = parts.country === 'United States' && /^\d{4}$/.test(parts.zipcode) ? `0${parts.zipcode}` : parts.zipcode;
  const region = [parts.state, zip].filter(Boolean).join(' ');
  const local = [parts.city, region].filter(Boolean);
  if (!local.length) return null;
  if (parts.country && parts.country !== 'United States') local.push(parts.country);
  return local.join(', ');
}

/** A website as a link: scheme added, trailing slash dropped. */
export function websiteUrl(website: string): string | null {
  const trimmed = website.trim();
  if (!trimmed) return null;
  return (/^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`).replace(/\/+$/, '');
}
