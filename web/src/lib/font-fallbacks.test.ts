import { fallbackFamily, fontFallbackCss } from './font-fallbacks';
import { FONTS } from './theme';

/** The fallback faces as written: family, weights, local sources and size adjustment. */
function faces(css: string) {
  return [...css.matchAll(/@font-face \{([^}]*)\}/g)].map(([, body = '']) => ({
    family: /font-family: "([^"]+)"/.exec(body)?.[1],
    weight: /font-weight: ([^;]+);/.exec(body)?.[1],
    sources: [...body.matchAll(/local\('([^']+)'\)/g)].map((m) => m[1]),
    sizeAdjust: Number(/size-adjust: ([\d.]+)%/.exec(body)?.[1]),
    ascent: Number(/ascent-override: ([\d.]+)%/.exec(body)?.[1]),
  }));
}

describe('web font fallbacks', () => {
  const all = faces(fontFallbackCss());

  it('gives Manrope and Poppins a regular and a bold face on Arial (and its look-alikes) and on Roboto', () => {
    expect(all.map((f) => `${f.family} ${f.weight}`)).toEqual([
      'Manrope Fallback: Arial 100 500',
      'Manrope Fallback: Arial 600 900',
      'Manrope Fallback: Roboto 100 500',
      'Manrope Fallback: Roboto 600 900',
      'Poppins Fallback: Arial 100 500',
      'Poppins Fallback: Arial 600 900',
      'Poppins Fallback: Roboto 100 500',
      'Poppins Fallback: Roboto 600 900',
    ]);
    // Linux has Arial's metrics as Liberation Sans (the CI's Chromium draws with it), ChromeOS as Arimo.
    expect(all[0]?.sources).toEqual(expect.arrayContaining(['Arial', 'Liberation Sans', 'Arimo']));
    expect(all[1]?.sources).toEqual(expect.arrayContaining(['Arial Bold', 'Liberation Sans Bold']));
    expect(all[2]?.sources).toContain('Roboto');
  });

  it('sizes each fallback like its web font: Poppins is wider than Manrope, both wider than Arial', () => {
    const size = (family: string) => all.find((f) => f.family === family)?.sizeAdjust ?? Number.NaN;
    expect(size('Manrope Fallback: Arial')).toBeGreaterThan(100);
    expect(size('Poppins Fallback: Arial')).toBeGreaterThan(size('Manrope Fallback: Arial'));
    for (const face of all) {
      expect(face.sizeAdjust).toBeGreaterThan(95);
      expect(face.sizeAdjust).toBeLessThan(120);
      expect(face.ascent).toBeGreaterThan(80);
    }
  });

  it('lists every fallback family in the font stacks, right after its web font', () => {
    const stack = (fonts: string) => fonts.split(',').map((family) => family.trim().replace(/^'|'$/g, ''));
    expect(stack(FONTS.body).slice(0, 3)).toEqual(['Manrope', fallbackFamily('Manrope', 'Arial'), fallbackFamily('Manrope', 'Roboto')]);
    expect(stack(FONTS.display).slice(0, 3)).toEqual(['Poppins', fallbackFamily('Poppins', 'Arial'), fallbackFamily('Poppins', 'Roboto')]);
    const families = new Set(all.map((f) => f.family));
    expect([...families].every((family) => stack(FONTS.body).includes(family ?? '') || stack(FONTS.display).includes(family ?? ''))).toBe(
      true,
    );
  });
});
