import type { AdminCoachingResource, CoachingResourceInput } from '@lakbay/contracts';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { NumberField, SwitchField } from '../components/fields';
import styles from '../components/content-admin.module.css';
import { Errors, isHttpUrl, lengthError, orNull } from './form-values';
import type { FormSpec } from './form-spec';

export interface ResourceValues {
  title: string;
  body: string;
  linkUrl: string;
  linkLabel: string;
  position: number | null;
  published: boolean;
}

export const resourceForm: FormSpec<ResourceValues, AdminCoachingResource> = {
  fields: ['title', 'body', 'linkUrl', 'linkLabel', 'position', 'published'],
  toValues: (resource) => ({
    title: resource?.title ?? '',
    body: resource?.body ?? '',
    linkUrl: resource?.linkUrl ?? '',
    linkLabel: resource?.linkLabel ?? '',
    position: resource?.position ?? null,
    published: resource?.published ?? false,
  }),
  toInput: (values): CoachingResourceInput => ({
    title: values.title.trim(),
    body: values.body.trim(),
    linkUrl: orNull(values.linkUrl),
    linkLabel: orNull(values.linkLabel),
    ...(values.position !== null && values.position !== undefined ? { position: values.position } : {}),
    published: values.published,
  }),
  validate: (values) => {
    const link = values.linkUrl?.trim();
    return new Errors()
      .add('title', lengthError('Title', values.title, 2, 150))
      .add('body', lengthError('Body', values.body, 1, 8000))
      .add(
        'linkUrl',
        link &&
          !/^\/(?!\/)\S*$/.test(link) &&
          !isHttpUrl(link) &&
          'Link must be a web address starting with http:// or https://, or a page path starting with /.',
      )
      .add('linkLabel', link && !values.linkLabel?.trim() && 'Give the link a label.')
      .result();
  },
  Fields: () => (
    <>
      <TextField name="title" label="Title" required maxChar={150} />
      <TextareaField
        name="body"
        label="Body"
        required
        maxChar={8000}
        hint="Plain text: blank lines between paragraphs; lines starting with '- ' or '1. ' make lists."
      />
      <div className={styles.columns}>
        <TextField name="linkUrl" label="Link" hint="A web address, or a page of Lakbay such as /my/profile/edit." maxChar={2000} />
        <TextField name="linkLabel" label="Link label" maxChar={80} />
        <NumberField name="position" label="Position" min={0} max={100000} hint="Lower comes first." />
      </div>
      <SwitchField name="published" label="Published" />
    </>
  ),
};
