import type { AdminCoachingResource, CoachingResourceInput } from '@lakbay/contracts';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { Bilingual } from '../components/bilingual';
import { NumberField, SwitchField } from '../components/fields';
import styles from '../components/content-admin.module.css';
import { CONTENT_ADMIN_NS } from '../i18n/register';
import { Errors, filInput, filLengthError, isHttpUrl, lengthError, orNull } from './form-values';
import type { FormSpec } from './form-spec';

export interface ResourceValues {
  title: string;
  body: string;
  linkUrl: string;
  linkLabel: string;
  position: number | null;
  published: boolean;
  /** The Filipino version (issue 29); empty texts show the English. */
  fil: { title: string; body: string; linkLabel: string };
}

export const resourceForm: FormSpec<ResourceValues, AdminCoachingResource> = {
  fields: ['title', 'body', 'linkUrl', 'linkLabel', 'position', 'published', 'fil', 'fil.title', 'fil.body', 'fil.linkLabel'],
  toValues: (resource) => ({
    title: resource?.title ?? '',
    body: resource?.body ?? '',
    linkUrl: resource?.linkUrl ?? '',
    linkLabel: resource?.linkLabel ?? '',
    position: resource?.position ?? null,
    published: resource?.published ?? false,
    fil: { title: resource?.fil?.title ?? '', body: resource?.fil?.body ?? '', linkLabel: resource?.fil?.linkLabel ?? '' },
  }),
  toInput: (values): CoachingResourceInput => ({
    title: values.title.trim(),
    body: values.body.trim(),
    linkUrl: orNull(values.linkUrl),
    linkLabel: orNull(values.linkLabel),
    ...(values.position !== null && values.position !== undefined ? { position: values.position } : {}),
    published: values.published,
    fil: filInput(values.fil),
  }),
  validate: (values, t) => {
    const link = values.linkUrl?.trim();
    return new Errors()
      .add('title', lengthError(t, t('form.title'), values.title, 2, 150))
      .add('body', lengthError(t, t('resource.body'), values.body, 1, 8000))
      .add('fil.title', filLengthError(t, t('form.title'), values.fil?.title, 2, 150))
      .add('fil.body', filLengthError(t, t('resource.body'), values.fil?.body, 1, 8000))
      .add('fil.linkLabel', filLengthError(t, t('resource.linkLabel'), values.fil?.linkLabel, 1, 80))
      .add('linkUrl', link && !/^\/(?!\/)\S*$/.test(link) && !isHttpUrl(link) && t('resource.errors.linkUrl'))
      .add('linkLabel', link && !values.linkLabel?.trim() && t('resource.errors.linkLabel'))
      .result();
  },
  Fields: ResourceFields,
};

function ResourceFields() {
  const { t } = useTranslation(CONTENT_ADMIN_NS);
  return (
    <>
      <Bilingual>
        <TextField name="title" label={t('form.title')} required maxChar={150} />
        <TextField name="fil.title" label={t('form.inFilipino', { label: t('form.title') })} maxChar={150} hint={t('form.filipinoHint')} />
      </Bilingual>
      <Bilingual>
        <TextareaField name="body" label={t('resource.body')} required maxChar={8000} hint={t('form.plainTextLists')} />
        <TextareaField
          name="fil.body"
          label={t('form.inFilipino', { label: t('resource.body') })}
          maxChar={8000}
          hint={t('form.plainTextLists')}
        />
      </Bilingual>
      <div className={styles.columns}>
        <TextField name="linkUrl" label={t('resource.linkUrl')} hint={t('resource.linkUrlHint')} maxChar={2000} />
        <TextField name="linkLabel" label={t('resource.linkLabel')} maxChar={80} />
        <TextField name="fil.linkLabel" label={t('form.inFilipino', { label: t('resource.linkLabel') })} maxChar={80} />
        <NumberField name="position" label={t('form.position')} min={0} max={100000} hint={t('form.positionHint')} />
      </div>
      <SwitchField name="published" label={t('form.published')} />
    </>
  );
}
