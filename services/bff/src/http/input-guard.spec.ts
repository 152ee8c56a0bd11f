import { MAX_JSON_DEPTH, badStrings, hasBadCharacters, jsonDepth, parseJsonBody } from './input-guard';

describe('input guard', () => {
  describe('parseJsonBody', () => {
    it('parses ordinary JSON', () => {
      expect(parseJsonBody('{"email":"a@x.ph","tags":[1,{"b":"}"}]}')).toEqual({ email: 'a@x.ph', tags: [1, { b: '}' }] });
    });

    it('refuses nesting deeper than the limit with a 400, without parsing it', () => {
      const deep = `${'{"a":'.repeat(10000)}1${'}'.repeat(10000)}`;
      expect(() => parseJsonBody(deep)).toThrow(expect.objectContaining({ status: 400, code: 'VALIDATION_FAILED' }));
      expect(jsonDepth(`${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`)).toBe(MAX_JSON_DEPTH);
    });

    it('does not count brackets inside strings', () => {
      expect(jsonDepth('{"a":"[[[[{{{{\\"[["}')).toBe(1);
    });

    it('refuses __proto__ and constructor keys, and broken JSON, with a 400', () => {
      expect(() => parseJsonBody('{"__proto__":{"isAdmin":true}}')).toThrow(expect.objectContaining({ status: 400 }));
      expect(() => parseJsonBody('{"a":[{"constructor":{"prototype":{}}}]}')).toThrow(expect.objectContaining({ status: 400 }));
      expect(() => parseJsonBody('{"email":')).toThrow(expect.objectContaining({ status: 400 }));
    });
  });

  describe('badStrings', () => {
    it('finds NUL and lone surrogates in values and keys, naming the field', () => {
      expect(hasBadCharacters('a\u0000b')).toBe(true);
      expect(hasBadCharacters('a\ud800b')).toBe(true);
      expect(hasBadCharacters('a\udc00')).toBe(true);
      expect(hasBadCharacters('emoji 😀 ok')).toBe(false);
      expect(badStrings({ profile: { bio: 'x\u0000' }, tags: ['ok', '\ud83d'] }, '')).toEqual([
        { property: 'profile.bio', constraints: [expect.stringContaining('must not contain NUL')] },
        { property: 'tags[1]', constraints: [expect.stringContaining('must not contain NUL')] },
      ]);
    });
  });
});
