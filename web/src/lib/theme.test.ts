import { describe, expect, it } from '@jest/globals';
import { antdTheme, createTheme } from '@/components/antd/antd-theme';
import { BREAKPOINTS, CAREER_CATEGORY_COLORS, COLORS, SOCIAL_COLORS, SPACE, Z_INDEX } from './theme';

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('createTheme', () => {
  it('builds antd tokens around a primary colour from the brand set', () => {
    const theme = createTheme({ primaryColor: 'sunriseOrange' });
    expect(theme.token?.colorPrimary).toBe(COLORS.sunriseOrange);
    expect(theme.token?.fontFamily).toMatch(/^'Manrope'/);
  });

  it.each(['#ff0000', 'purple', 'toString', ''])('throws for a primaryColor outside the colour set: %p', (primaryColor) => {
    expect(() => createTheme({ primaryColor })).toThrow(/Unknown theme primaryColor/);
  });

  it('gives input placeholders at least 4.5:1 contrast on white and on the canvas (antd default: 1.8:1)', () => {
    const placeholder = antdTheme.token?.colorTextPlaceholder ?? '';
    expect(contrast(placeholder, COLORS.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(placeholder, COLORS.canvas)).toBeGreaterThanOrEqual(4.5);
  });

  it('themes the app in Lakbay blue', () => {
    expect(antdTheme.token?.colorPrimary).toBe(COLORS.lakbayBlue);
  });
});

describe('theme constants (spec sections 3 and 9)', () => {
  it('has the eleven career categories and the six social colours', () => {
    expect(Object.keys(CAREER_CATEGORY_COLORS)).toEqual([
      'Marketing & Branding',
      'Design',
      'Community Development',
      'Data',
      'Brand Management',
      'Business',
      'Operations',
      'Multimedia',
      'Research',
      'Math & Logic',
      'Sales',
    ]);
    expect(Object.keys(SOCIAL_COLORS)).toEqual(['facebook', 'discord', 'instagram', 'medium', 'youtube', 'tiktok']);
  });

  it('uses the spacing scale, breakpoints and stacking order of the spec', () => {
    expect(Object.values(SPACE)).toEqual([0, 4, 8, 16, 32, 64]);
    expect(BREAKPOINTS).toMatchObject({ mobileMax: 767, desktopMin: 768, navCollapse: 1050, fullLogo: 1170 });
    expect(Z_INDEX).toEqual({
      dashboardNavDesktop: 99,
      dashboardNavMobile: 999,
      reviewDropdown: 9998,
      dropdown: 9999,
      navbar: 9999,
      modal: 99999,
      cookieBanner: 99999,
    });
  });
});
