// Build-time only (vite.config.ts and its test), never in the app's bundle: font metrics from capsize.
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import manrope from '@capsizecss/metrics/manrope';
import poppins from '@capsizecss/metrics/poppins';
import roboto from '@capsizecss/metrics/roboto';

type Metrics = typeof arial;

/**
 * Local fonts drawn in place of Manrope and Poppins until those arrive, resized and with their
 * line metrics overridden (size-adjust, ascent-, descent- and line-gap-override, computed by capsize
 * from the fonts' metrics) so that a line of the fallback takes about the space of the web font's:
 * a page the server drew paints before its fonts are applied, and with plain system fonts the
 * text was laid out again when they were (issue 30: up to 0.5 of the screen moved on a first visit
 * to /coaches at 1280 px). Arial (Windows, macOS; Linux and ChromeOS have fonts with Arial's
 * metrics under other names, listed with it), then Roboto (Android, most of our students' phones).
 * Each in a regular and a bold face, so that bold text is not drawn as a widened regular.
 */
const FALLBACKS: { metrics: Metrics; regular: string[]; bold: string[] }[] = [
  {
    metrics: arial,
    regular: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Arimo-Regular'],
    bold: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold', 'Arimo-Bold'],
  },
  {
    metrics: roboto,
    regular: ['Roboto Regular', 'Roboto-Regular', 'Roboto'],
    bold: ['Roboto Bold', 'Roboto-Bold'],
  },
];

/** The web fonts whose fallbacks are drawn (the families of lib/theme.ts's FONTS). */
const WEB_FONTS: Metrics[] = [manrope, poppins];

/** The name of a web font's fallback family on one local font, as lib/theme.ts's FONTS lists it. */
export const fallbackFamily = (webFont: string, local: string): string => `${webFont} Fallback: ${local}`;

/** The @font-face rules of every fallback family: a regular face (weights up to 500) and a bold one. */
export function fontFallbackCss(): string {
  const rules: string[] = [];
  for (const font of WEB_FONTS) {
    for (const { metrics, regular, bold } of FALLBACKS) {
      for (const [weight, names] of [
        ['100 500', regular],
        ['600 900', bold],
      ] as const) {
        const { fontFaces } = createFontStack([font, metrics], {
          fontFaceFormat: 'styleObject',
          fontFaceProperties: { fontWeight: weight },
        });
        for (const face of fontFaces) {
          const { '@font-face': descriptors } = face;
          rules.push(
            [
              '@font-face {',
              `  font-family: "${fallbackFamily(font.familyName, metrics.familyName)}";`,
              `  src: ${names.map((name) => `local('${name}')`).join(', ')};`,
              `  font-weight: ${weight};`,
              ...(['ascentOverride', 'descentOverride', 'lineGapOverride', 'sizeAdjust'] as const)
                .filter((key) => descriptors[key] !== undefined)
                .map((key) => `  ${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${descriptors[key]};`),
              '}',
            ].join('\n'),
          );
        }
      }
    }
  }
  return `${rules.join('\n')}\n`;
}
