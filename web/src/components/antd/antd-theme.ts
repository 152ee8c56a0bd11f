import type { CSSProperties } from 'react';
import type { ThemeConfig } from 'antd';
import { COLORS, type ColorName, FONTS, Z_INDEX } from '@/lib/theme';

// antd's theme, beside antd's provider: only the pages that load antd need it, not the shell, which
// reads the tokens of lib/theme.ts (issue 30: the home route's scripts).

export interface CustomTheme {
  /** A colour name from COLORS; anything else is a programming error and throws. */
  primaryColor: string;
}

const isColorName = (name: string): name is ColorName => Object.hasOwn(COLORS, name);

/**
 * Builds antd's theme around a primary colour from the brand set (spec section 8: a custom theme
 * whose primaryColor is not in the colour set raises an error).
 */
export function createTheme({ primaryColor }: CustomTheme): ThemeConfig {
  if (!isColorName(primaryColor)) {
    throw new Error(`Unknown theme primaryColor "${primaryColor}": use one of ${Object.keys(COLORS).join(', ')}.`);
  }
  const primary = COLORS[primaryColor];
  return {
    token: {
      colorPrimary: primary,
      colorInfo: primary,
      colorLink: primary,
      colorLinkHover: COLORS.lakbayBlueDeep,
      colorWarning: COLORS.sunriseOrange,
      colorError: COLORS.danger,
      colorText: COLORS.ink,
      colorTextSecondary: COLORS.inkMuted,
      // antd's default placeholder (25% black) is about 1.8:1 on white: too faint to read.
      colorTextPlaceholder: COLORS.placeholder,
      colorBorder: COLORS.line,
      colorBgLayout: COLORS.canvas,
      fontFamily: FONTS.body,
      fontSize: 16,
      borderRadius: 8,
      controlHeight: 40,
      controlHeightLG: 48,
    },
    components: {
      Button: { fontWeight: 700, primaryShadow: 'none', defaultShadow: 'none' },
      // Modals pass zIndex={Z_INDEX.modal}; popups inside a modal stack above it on their own.
      Select: { zIndexPopup: Z_INDEX.dropdown },
      Dropdown: { zIndexPopup: Z_INDEX.dropdown },
      // Toasts sit above modals so that an error raised from a modal is seen.
      Message: { zIndexPopup: Z_INDEX.modal + 1 },
      Notification: { zIndexPopup: Z_INDEX.modal + 1 },
    },
  };
}

export const antdTheme: ThemeConfig = createTheme({ primaryColor: 'lakbayBlue' });

/** Spec section 9: buttons are uppercase, applied to every antd Button through ConfigProvider. */
export const buttonConfig = {
  styles: { root: { textTransform: 'uppercase', letterSpacing: '0.04em' } },
} satisfies { styles: { root: CSSProperties } };
