import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { CATALOGUES, SAME_IN_FILIPINO, leaves } from '@/testing/catalogues';

/** {{name}} placeholders and <tag> markers a translation must keep. */
const markers = (text: string): string[] => [...text.matchAll(/\{\{\s*\w+\s*\}\}|<\/?\w+>/g)].map((m) => m[0].replace(/\s/g, '')).sort();

// HTML's void elements: react-i18next's Trans parses a text as HTML, so <link>text</link> comes out
// as an empty element (a link with no name on the profile page did).
const VOID_ELEMENTS = ['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'];

describe.each(CATALOGUES)('the %s catalogue', (_namespace, en, fil) => {
  const english = leaves(en);
  const filipino = leaves(fil);

  it('has the same keys in Filipino as in English', () => {
    expect([...filipino.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('has no empty text, and keeps every placeholder and tag of the English', () => {
    for (const [key, text] of filipino) {
      expect(`${key}: ${text.trim() ? 'ok' : 'empty'}`).toBe(`${key}: ok`);
      expect(`${key}: ${markers(text).join(' ')}`).toBe(`${key}: ${markers(english.get(key) ?? '').join(' ')}`);
    }
  });

  it('names no Trans tag after a void HTML element, which would drop the text inside it', () => {
    for (const [key, text] of [...english, ...filipino]) {
      const voids = [...text.matchAll(/<(\w+)>/g)].map((m) => m[1]).filter((tag) => VOID_ELEMENTS.includes(tag ?? ''));
      expect(`${key}: ${voids.join(' ')}`).toBe(`${key}: `);
    }
  });
});

/** Only placeholders, markers, names, numbers and punctuation: nothing to translate. */
const nothingToTranslate = (text: string): boolean => {
  let rest = text.replace(/\{\{\s*\w+\s*\}\}|<\/?\w+>/g, ' ');
  for (const same of SAME_IN_FILIPINO) {
    rest = rest.replaceAll(same, ' ');
  }
  return !/\p{L}/u.test(rest);
};

describe('the Filipino catalogues', () => {
  it('translate every English text but names and the words used as they are', () => {
    const untranslated: string[] = [];
    for (const [namespace, en, fil] of CATALOGUES) {
      const filipino = leaves(fil);
      for (const [key, english] of leaves(en)) {
        const text = filipino.get(key);
        if (text === undefined || (text.trim() === english.trim() && !nothingToTranslate(english))) {
          untranslated.push(`${namespace}:${key} ${JSON.stringify(english)}`);
        }
      }
    }
    expect(untranslated).toEqual([]);
  });

  it('lists every catalogue the app has', () => {
    // One entry in CATALOGUES per *.fil.ts under web/src: a new namespace cannot skip these checks.
    const files = readdirSync(join(process.cwd(), 'web/src'), { recursive: true }).filter((file) => String(file).endsWith('.fil.ts'));
    expect(CATALOGUES).toHaveLength(files.length);
  });
});
