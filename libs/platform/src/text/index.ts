export * from './slugify';
export * from './etag-match';
export * from './localize';
