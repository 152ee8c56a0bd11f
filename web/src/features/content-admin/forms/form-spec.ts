import type { ComponentType } from 'react';

/** What the generic editor needs to edit one kind of content. */
export interface FormSpec<Values extends object, Record> {
  /** Field names shown, dotted for nested ones, as the server names them in errors. */
  fields: readonly string[];
  toValues: (record?: Record) => Values;
  toInput: (values: Values) => object;
  validate: (values: Values) => object;
  Fields: ComponentType<{ record?: Record }>;
}
