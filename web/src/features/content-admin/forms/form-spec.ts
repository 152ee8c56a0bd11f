import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import type { CONTENT_ADMIN_NS } from '../i18n/register';

/** The editors' words (the contentAdmin namespace), in the interface's language. */
export type ContentAdminT = TFunction<typeof CONTENT_ADMIN_NS>;

/** What the generic editor needs to edit one kind of content. */
export interface FormSpec<Values extends object, Record> {
  /** Field names shown, dotted for nested ones, as the server names them in errors. */
  fields: readonly string[];
  toValues: (record?: Record) => Values;
  toInput: (values: Values) => object;
  /** Client-side errors under their field names, worded by t (given by the page: the language can change). */
  validate: (values: Values, t: ContentAdminT) => object;
  /** The fields; their labels, hints and choices come from the contentAdmin namespace. */
  Fields: ComponentType<{ record?: Record }>;
}
