// The content-admin feature's public surface: which kinds of content admins edit, and their names.
export { CONTENT_KINDS, KIND_LABELS, type ContentKind } from './kinds';
