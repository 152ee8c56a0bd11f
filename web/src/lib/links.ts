/**
 * Addresses outside the SPA, in one place. They are the organisation's own accounts and must be
 * confirmed (or changed) before launch: nothing else in the code repeats them.
 */
export const EXTERNAL_LINKS = {
  /** The community forum (Discourse, with single sign-on through /sso/discourse). */
  forum: 'https://forum.lakbay.ph',
  facebook: 'https://www.facebook.com/lakbay.ph',
  instagram: 'https://www.instagram.com/lakbay.ph',
  medium: 'https://medium.com/@lakbay.ph',
  youtube: 'https://www.youtube.com/@lakbayph',
  tiktok: 'https://www.tiktok.com/@lakbay.ph',
} as const;

/** The team's contact address, shown on the error page and in the privacy notice. */
export const CONTACT_EMAIL = 'hello@lakbay.ph';
