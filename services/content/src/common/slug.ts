// The platform's one slug function, kept at this path for the content service's imports.
export { slugify } from '@lakbay/platform';
