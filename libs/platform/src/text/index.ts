export * from './slugify';
export * from './etag-match';
