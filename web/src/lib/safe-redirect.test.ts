import { describe, expect, it } from '@jest/globals';
import { resolvePostLoginPath, toSafeRedirectPath } from './safe-redirect';

const ORIGIN = 'https://lakbay.example';

describe('toSafeRedirectPath', () => {
  it.each([
    ['/careers', '/careers'],
    ['/coaches/ana-reyes/schedule?step=2#top', '/coaches/ana-reyes/schedule?step=2#top'],
    [`${ORIGIN}/sso/discourse?sso=abc&sig=def`, '/sso/discourse?sso=abc&sig=def'],
  ])('keeps the same-origin address %s', (raw, expected) => {
    expect(toSafeRedirectPath(raw, ORIGIN)).toBe(expected);
  });

  it.each([
    'https://evil.example/steal',
    'http://lakbay.example/downgraded',
    '//evil.example/protocol-relative',
    '/\\evil.example/backslash',
    'javascript:alert(document.cookie)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '',
    '   ',
    null,
  ])('refuses %p', (raw) => {
    expect(toSafeRedirectPath(raw, ORIGIN)).toBeNull();
  });
});

describe('resolvePostLoginPath', () => {
  const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

  it('follows an encoded __redirectTo', () => {
    expect(resolvePostLoginPath(at('/login', `?__redirectTo=${encodeURIComponent('/my/schedule?view=week')}`), ORIGIN)).toBe(
      '/my/schedule?view=week',
    );
  });

  it('goes home instead of an off-site __redirectTo', () => {
    expect(resolvePostLoginPath(at('/login', `?__redirectTo=${encodeURIComponent('https://evil.example')}`), ORIGIN)).toBe('/');
  });

  it('stays on the current address when there is no __redirectTo', () => {
    expect(resolvePostLoginPath(at('/careers/data-analyst', '?tab=skills', '#salary'), ORIGIN)).toBe(
      '/careers/data-analyst?tab=skills#salary',
    );
  });

  it('goes home from /login and the sign-up pages, and never to /logout', () => {
    expect(resolvePostLoginPath(at('/login'), ORIGIN)).toBe('/');
    expect(resolvePostLoginPath(at('/signup'), ORIGIN)).toBe('/');
    expect(resolvePostLoginPath(at('/signup-coach'), ORIGIN)).toBe('/');
    expect(resolvePostLoginPath(at('/login', '?__redirectTo=%2Flogout'), ORIGIN)).toBe('/');
  });
});
