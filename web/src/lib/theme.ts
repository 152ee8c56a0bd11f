/** Brand colours (spec section 9: primary blue, secondary orange) and the neutrals around them. */
export const COLORS = {
  /** Primary "Lakbay blue": buttons, links, focus. White text on it has 6.4:1 contrast. */
  lakbayBlue: '#1B5FAA',
  /** Pressed and hover shade of the primary. */
  lakbayBlueDeep: '#134577',
  /** Tint for quiet brand surfaces (page background washes, badges). */
  lakbayBlueMist: '#EAF2FB',
  /** Secondary "sunrise orange": accents, highlights and secondary buttons (with ink text, 7:1). */
  sunriseOrange: '#F28C28',
  /** Orange dark enough for text on white (4.8:1). */
  sunriseOrangeText: '#B35A00',
  /** Body text. */
  ink: '#1B2330',
  /** Secondary text, 7:1 on white. */
  inkMuted: '#4E5969',
  /** Input placeholders: lighter than text yet readable, 5.2:1 on white and 4.9:1 on the canvas. */
  placeholder: '#646E7E',
  surface: '#FFFFFF',
  canvas: '#F6F8FB',
  line: '#DDE3EA',
  danger: '#C62828',
  /** Disabled buttons: background and text (text 4.6:1 on it, informative only). */
  disabledBg: '#E4E8EE',
  disabledText: '#5F6B7A',
} as const;

export type ColorName = keyof typeof COLORS;

/**
 * The eleven career categories of spec section 3 and their colours (tags, cards, charts). Each
 * is dark enough for white text (at least 4.5:1).
 */
export const CAREER_CATEGORY_COLORS = {
  'Marketing & Branding': '#B8336A',
  Design: '#7B3FBF',
  'Community Development': '#2E7D32',
  Data: '#1565C0',
  'Brand Management': '#AD1457',
  Business: '#37474F',
  Operations: '#5D4037',
  Multimedia: '#C2410C',
  Research: '#00695C',
  'Math & Logic': '#3949AB',
  Sales: '#B45309',
} as const;

export type CareerCategory = keyof typeof CAREER_CATEGORY_COLORS;

/** Social link colours of spec section 3 (each network's own brand colour). */
export const SOCIAL_COLORS = {
  facebook: '#1877F2',
  discord: '#5865F2',
  instagram: '#E4405F',
  medium: '#000000',
  youtube: '#FF0000',
  tiktok: '#000000',
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

/**
 * The font stacks. After each web font, its fallback families (lib/font-fallbacks.ts: a local
 * Arial or Roboto sized and spaced like it), drawn until it arrives, so its arrival moves nothing.
 */
export const FONTS = {
  body: "'Manrope', 'Manrope Fallback: Arial', 'Manrope Fallback: Roboto', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  display: "'Poppins', 'Poppins Fallback: Arial', 'Poppins Fallback: Roboto', 'Manrope', system-ui, -apple-system, 'Segoe UI', sans-serif",
} as const;

/**
 * Spec section 9 breakpoints, in px. CSS media queries cannot read variables, so the CSS modules
 * repeat these numbers; search for the name to find them.
 */
export const BREAKPOINTS = {
  /** Phones: up to 767 px. */
  mobileMax: 767,
  /** Tablets and up: from 768 px. */
  desktopMin: 768,
  /** Below this width the navigation collapses into a menu toggle. */
  navCollapse: 1050,
  /** From this width the header shows the full logo instead of the icon (1050 + 120). */
  fullLogo: 1170,
} as const;

/** Stacking order of spec section 9. */
export const Z_INDEX = {
  dashboardNavDesktop: 99,
  dashboardNavMobile: 999,
  reviewDropdown: 9998,
  dropdown: 9999,
  navbar: 9999,
  modal: 99999,
  cookieBanner: 99999,
} as const;

/** Spec section 9: textareas are 200 px tall. */
export const TEXTAREA_HEIGHT = 200;

/** Spec section 9: the default avatar size. */
export const AVATAR_SIZE = 64;

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
  '--lakbay-disabled-bg': COLORS.disabledBg,
  '--lakbay-disabled-text': COLORS.disabledText,
  '--lakbay-font-body': FONTS.body,
  '--lakbay-font-display': FONTS.display,
  '--lakbay-space-xxs': `${SPACE.xxs}px`,
  '--lakbay-space-xs': `${SPACE.xs}px`,
  '--lakbay-space-sm': `${SPACE.sm}px`,
  '--lakbay-space-md': `${SPACE.md}px`,
  '--lakbay-space-lg': `${SPACE.lg}px`,
  '--lakbay-z-navbar': String(Z_INDEX.navbar),
  '--lakbay-z-dropdown': String(Z_INDEX.dropdown),
  '--lakbay-z-review-dropdown': String(Z_INDEX.reviewDropdown),
  '--lakbay-z-dashboard-nav-mobile': String(Z_INDEX.dashboardNavMobile),
  '--lakbay-z-dashboard-nav-desktop': String(Z_INDEX.dashboardNavDesktop),
  '--lakbay-z-modal': String(Z_INDEX.modal),
  '--lakbay-z-cookie-banner': String(Z_INDEX.cookieBanner),
  '--lakbay-textarea-height': `${TEXTAREA_HEIGHT}px`,
  '--lakbay-nav-height': '64px',
};
