// Build-time only (vite.config.ts and its test), never in the app's bundle: font metrics from capsize.
import { createFontStack } from '@capsizecss/core';
import { entireMetricsCollection as metricsOf } from '@capsizecss/metrics/entireMetricsCollection';

type Metrics = Parameters<typeof createFontStack>[0][number];

/**
 * Local fonts drawn in place of Manrope and Poppins until those arrive, resized and with their
 * line metrics overridden (size-adjust, ascent-, descent- and line-gap-override, computed by capsize
 * from the fonts' metrics) so that a line of the fallback takes about the space of the web font's:
 * a page the server drew paints before its fonts are applied, and with plain system fonts the
 * text was laid out again when they were (issue 30: up to 0.5 of the screen moved on a first visit
 * to /coaches at 1280 px). Arial (Windows, macOS; Linux and ChromeOS have fonts with Arial's
 * metrics under other names, listed with it), then Roboto (Android, most of our students' phones).
 * Each with its regular and its bold local face, so that bold text is not drawn as a widened regular.
 */
const FALLBACKS: { regular: Metrics; bold: Metrics; regularNames: string[]; boldNames: string[] }[] = [
  {
    regular: metricsOf.arial,
    bold: metricsOf.arial.variants['700'],
    regularNames: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Arimo-Regular'],
    boldNames: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold', 'Arimo-Bold'],
  },
  {
    regular: metricsOf.roboto,
    bold: metricsOf.roboto.variants['700'],
    regularNames: ['Roboto Regular', 'Roboto-Regular', 'Roboto'],
    boldNames: ['Roboto Bold', 'Roboto-Bold'],
  },
];

/**
 * The web fonts whose fallbacks are drawn (the families of lib/theme.ts's FONTS), and the weights
 * the interface sets (400, and 600 to 800). Each weight of a web font is wider than the one below
 * it, and a local bold is wider than its regular by more than that, so each weight gets a face of
 * its own, sized from that weight's metrics: one bold face sized from the regulars drew a Koach's
 * semibold field tags 4-5% wider than Manrope, wrapped them onto a line of their own and moved the
 * cards below by 0.04 of a phone's screen when the font arrived (a CI run of issue 30).
 */
function weightsOf(font: typeof metricsOf.manrope | typeof metricsOf.poppins) {
  return {
    family: font.familyName,
    weights: [
      { range: '100 549', metrics: font as Metrics, bold: false },
      { range: '550 649', metrics: font.variants['600'], bold: true },
      { range: '650 749', metrics: font.variants['700'], bold: true },
      { range: '750 900', metrics: font.variants['800'], bold: true },
    ],
  };
}
const WEB_FONTS = [weightsOf(metricsOf.manrope), weightsOf(metricsOf.poppins)];

/** The name of a web font's fallback family on one local font, as lib/theme.ts's FONTS lists it. */
export const fallbackFamily = (webFont: string, local: string): string => `${webFont} Fallback: ${local}`;

/** The @font-face rules of every fallback family: a regular face (weights up to 500) and a bold one. */
export function fontFallbackCss(): string {
  const rules: string[] = [];
  for (const font of WEB_FONTS) {
    for (const local of FALLBACKS) {
      for (const { range, metrics, bold } of font.weights) {
        const { fontFaces } = createFontStack([metrics, bold ? local.bold : local.regular], {
          fontFaceFormat: 'styleObject',
          fontFaceProperties: { fontWeight: range },
        });
        for (const face of fontFaces) {
          const { '@font-face': descriptors } = face;
          rules.push(
            [
              '@font-face {',
              `  font-family: "${fallbackFamily(font.family, local.regular.familyName)}";`,
              `  src: ${(bold ? local.boldNames : local.regularNames).map((name) => `local('${name}')`).join(', ')};`,
              `  font-weight: ${range};`,
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
