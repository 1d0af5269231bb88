import type { ThemeConfig } from 'antd';

/** Dealscout's colours: deep teal for trust, amber for the one call to action that matters. */
export const brand = {
  primary: '#0f4c5c',
  accent: '#f2a541',
  ink: '#10212b',
  muted: '#5b6b75',
  surface: '#f5f8f9',
} as const;

export const theme: ThemeConfig = {
  token: {
    colorPrimary: brand.primary,
    colorLink: brand.primary,
    colorTextBase: brand.ink,
    borderRadius: 8,
    fontFamily: "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', siderBg: '#ffffff', bodyBg: brand.surface },
    Menu: { itemSelectedBg: '#e2eef1', itemSelectedColor: brand.primary, itemHoverBg: '#f0f6f7' },
  },
};
