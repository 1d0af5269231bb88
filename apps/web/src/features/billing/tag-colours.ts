/** Solid tag colours dark enough for white 12 px text (WCAG AA 4.5:1); antd's light presets are not. */
export const billingTagColour = {
  good: '#1f6f2b',
  warning: '#874d00',
  bad: '#a8071a',
  neutral: 'default',
} as const;
