import { describe, expect, it } from 'vitest';
import { theme, themeFor } from './theme';

describe('themeFor', () => {
  it("turns antd's motion off for a person who asks for reduced motion, and keeps the brand's tokens", () => {
    const reduced = themeFor({ reducedMotion: true });
    expect(reduced.token?.motion).toBe(false);
    expect(reduced.token?.colorPrimary).toBe(theme.token?.colorPrimary);
    expect(reduced.components).toBe(theme.components);
  });

  it('leaves the theme as it is otherwise', () => {
    expect(themeFor({ reducedMotion: false })).toBe(theme);
    expect(theme.token?.motion).toBeUndefined();
  });
});
