import { PATHS, REDIRECT_PARAM } from './paths';

export interface LocationLike {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * Turns an untrusted redirect target into a same-origin path, or null. Resolving through URL
 * catches every spelling of another site: absolute URLs, protocol-relative "//host", backslash
 * tricks ("/\\host") and non-http schemes such as "javascript:", whose origin is never ours.
 */
export function toSafeRedirectPath(raw: string | null | undefined, origin: string = window.location.origin): string | null {
  const value = raw?.trim();
  if (!value) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    return null;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

// Landing on these right after logging in would undo the login or loop back to a logged-out form.
const NOT_AFTER_LOGIN = new Set<string>([PATHS.login, PATHS.logout, PATHS.signup, PATHS.signupCoach]);

/**
 * Where a successful login goes (spec section 2): the __redirectTo target when it is safe,
 * otherwise the current address, or home when the current address is the login page itself.
 */
export function resolvePostLoginPath(location: LocationLike, origin: string = window.location.origin): string {
  const target = toSafeRedirectPath(new URLSearchParams(location.search).get(REDIRECT_PARAM), origin);
  if (target) {
    return NOT_AFTER_LOGIN.has(new URL(target, origin).pathname) ? PATHS.home : target;
  }
  if (NOT_AFTER_LOGIN.has(location.pathname)) {
    return PATHS.home;
  }
  return `${location.pathname}${location.search}${location.hash}`;
}
