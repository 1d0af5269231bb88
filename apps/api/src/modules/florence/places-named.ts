import { COUNTRY_STATES } from '@dealscout/domain';

const PLACES = [...Object.keys(COUNTRY_STATES), ...Object.values(COUNTRY_STATES).flat()].sort((a, b) => b.length - a.length);
const escaped = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Longest names first, so "New South Wales" is one place and not "Wales" too. */
const PLACE_PATTERN = new RegExp(`(?<![\\p{L}\\p{N}])(?:${PLACES.map(escaped).join('|')})(?![\\p{L}\\p{N}])`, 'gu');

/** The countries and their states or regions (those the product knows) that a text names. */
export const placesNamed = (text: string) => new Set(text.match(PLACE_PATTERN) ?? []);
