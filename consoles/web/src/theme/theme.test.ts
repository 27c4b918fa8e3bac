import { describe, expect, it } from 'vitest';
import { themeFor, typographyVariants } from './theme';

describe('fonts per interface language', () => {
  it('uses a Chinese sans-serif for every font variable in Chinese', () => {
    const theme = themeFor('zh-CN');
    expect(theme.typography.fontFamily).toBe('"Noto Sans CJK SC", sans-serif');
    for (const variant of typographyVariants) {
      expect(theme.typography[variant].fontFamily, variant).toBe('"Noto Sans CJK SC", sans-serif');
    }
  });

  it('names the Japanese Noto face first in Japanese', () => {
    const theme = themeFor('ja');
    for (const variant of typographyVariants) {
      expect(String(theme.typography[variant].fontFamily).startsWith('"Noto Sans CJK JP"'), variant).toBe(true);
    }
  });

  it('uses a system sans stack in English', () => {
    expect(String(themeFor('en').typography.fontFamily).startsWith('system-ui')).toBe(true);
  });

});
