/** Routes other code needs by name. Route definitions live in app/router.tsx. */
export const PATHS = {
  home: '/',
  login: '/login',
  logout: '/logout',
  signup: '/signup',
  passwordReset: '/password-reset',
  myArea: '/my',
  terms: '/terms.html',
  privacy: '/privacy.html',
} as const;

/** Query parameter that carries where to go after logging in (spec section 2). */
export const REDIRECT_PARAM = '__redirectTo';

/** /my and everything below it: a 401 there ends at /logout instead of the login modal. */
export const isInMyArea = (pathname: string): boolean => pathname === PATHS.myArea || pathname.startsWith(`${PATHS.myArea}/`);
