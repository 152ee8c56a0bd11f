/** One plain e-mail: a greeting, the lines, a sign-off (shared with the other services). */
export { plainMail as mail } from '@lakbay/platform';
