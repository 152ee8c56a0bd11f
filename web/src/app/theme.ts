import type { CSSProperties } from 'react';
import type { ThemeConfig } from 'antd';

/** Brand colours (spec section 9: primary blue, secondary orange) and the neutrals around them. */
export const COLORS = {
  /** Primary "Lakbay blue": buttons, links, focus. White text on it has 6.4:1 contrast. */
  lakbayBlue: '#1B5FAA',
  /** Pressed and hover shade of the primary. */
  lakbayBlueDeep: '#134577',
  /** Tint for quiet brand surfaces (page background washes, badges). */
  lakbayBlueMist: '#EAF2FB',
  /** Secondary "sunrise orange": accents and highlights, never body text on white. */
  sunriseOrange: '#F28C28',
  /** Orange dark enough for text on white (4.8:1). */
  sunriseOrangeText: '#B35A00',
  /** Body text. */
  ink: '#1B2330',
  /** Secondary text, 7:1 on white. */
  inkMuted: '#4E5969',
  surface: '#FFFFFF',
  canvas: '#F6F8FB',
  line: '#DDE3EA',
  danger: '#C62828',
} as const;

/** Spacing scale of spec section 9, in pixels. */
export const SPACE = {
  none: 0,
  xxs: 4,
  xs: 8,
  sm: 16,
  md: 32,
  lg: 64,
} as const;

export const FONTS = {
  body: "'Manrope', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  display: "'Poppins', 'Manrope', system-ui, -apple-system, 'Segoe UI', sans-serif",
} as const;

/** Spec section 9: mobile up to 767 px, desktop from 768 px. */
export const BREAKPOINTS = { desktopMin: 768 } as const;

export const antdTheme: ThemeConfig = {
  token: {
    colorPrimary: COLORS.lakbayBlue,
    colorInfo: COLORS.lakbayBlue,
    colorLink: COLORS.lakbayBlue,
    colorLinkHover: COLORS.lakbayBlueDeep,
    colorWarning: COLORS.sunriseOrange,
    colorError: COLORS.danger,
    colorText: COLORS.ink,
    colorTextSecondary: COLORS.inkMuted,
    colorBorder: COLORS.line,
    colorBgLayout: COLORS.canvas,
    fontFamily: FONTS.body,
    fontSize: 16,
    borderRadius: 8,
    controlHeight: 40,
    controlHeightLG: 48,
  },
  components: {
    Button: { fontWeight: 700, primaryShadow: 'none' },
    Layout: {
      headerBg: COLORS.surface,
      headerHeight: 64,
      headerPadding: `0 ${SPACE.sm}px`,
      bodyBg: COLORS.canvas,
      footerBg: COLORS.surface,
    },
  },
};

/** Spec section 9: buttons are uppercase, applied to every antd Button through ConfigProvider. */
export const buttonConfig = {
  styles: { root: { textTransform: 'uppercase', letterSpacing: '0.04em' } },
} satisfies { styles: { root: CSSProperties } };

/**
 * The same tokens as CSS custom properties, so that plain CSS modules read one source of truth
 * instead of copying hex values.
 */
export const cssVariables: Record<`--lakbay-${string}`, string> = {
  '--lakbay-blue': COLORS.lakbayBlue,
  '--lakbay-blue-deep': COLORS.lakbayBlueDeep,
  '--lakbay-blue-mist': COLORS.lakbayBlueMist,
  '--lakbay-orange': COLORS.sunriseOrange,
  '--lakbay-orange-text': COLORS.sunriseOrangeText,
  '--lakbay-ink': COLORS.ink,
  '--lakbay-ink-muted': COLORS.inkMuted,
  '--lakbay-surface': COLORS.surface,
  '--lakbay-canvas': COLORS.canvas,
  '--lakbay-line': COLORS.line,
  '--lakbay-danger': COLORS.danger,
  '--lakbay-font-body': FONTS.body,
  '--lakbay-font-display': FONTS.display,
  '--lakbay-space-xxs': `${SPACE.xxs}px`,
  '--lakbay-space-xs': `${SPACE.xs}px`,
  '--lakbay-space-sm': `${SPACE.sm}px`,
  '--lakbay-space-md': `${SPACE.md}px`,
  '--lakbay-space-lg': `${SPACE.lg}px`,
};

/**
 * Puts the variables on <html>: antd renders modals and toasts into <body>, outside the app's
 * root element, and they must see the same tokens.
 */
export function applyThemeVariables(root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(cssVariables)) {
    root.style.setProperty(name, value);
  }
}
