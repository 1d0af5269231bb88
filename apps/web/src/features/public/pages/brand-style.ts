import type { CSSProperties } from 'react';
import { brand } from '../../../app/theme';

/** Hands the brand colours to public-pages.css as custom properties, so the stylesheet has no copies of them. */
export const brandStyle = {
  '--ds-primary': brand.primary,
  '--ds-accent': brand.accent,
  '--ds-ink': brand.ink,
  '--ds-muted': brand.muted,
  '--ds-surface': brand.surface,
} as CSSProperties;
