import type { AdminFaq, FaqInput } from '@lakbay/contracts';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { NumberField, SwitchField } from '../components/fields';
import styles from '../components/content-admin.module.css';
import { CONTENT_ADMIN_NS } from '../i18n/register';
import { Errors, lengthError, orNull } from './form-values';
import type { FormSpec } from './form-spec';

export interface FaqValues {
  question: string;
  answer: string;
  topic: string;
  slug: string;
  position: number | null;
  published: boolean;
}

export const faqForm: FormSpec<FaqValues, AdminFaq> = {
  fields: ['question', 'answer', 'topic', 'slug', 'position', 'published'],
  toValues: (faq) => ({
    question: faq?.question ?? '',
    answer: faq?.answer ?? '',
    topic: faq?.topic ?? '',
    slug: faq?.slug ?? '',
    position: faq?.position ?? null,
    published: faq?.published ?? false,
  }),
  toInput: (values): FaqInput => ({
    question: values.question.trim(),
    answer: values.answer.trim(),
    ...(values.topic.trim() ? { topic: values.topic.trim() } : {}),
    slug: orNull(values.slug),
    ...(values.position !== null && values.position !== undefined ? { position: values.position } : {}),
    published: values.published,
  }),
  validate: (values, t) =>
    new Errors()
      .add('question', lengthError(t, t('faq.question'), values.question, 3, 300))
      .add('answer', lengthError(t, t('faq.answer'), values.answer, 1, 8000))
      .add('slug', values.slug?.trim() && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(values.slug.trim()) && t('form.errors.slug'))
      .result(),
  Fields: FaqFields,
};

function FaqFields() {
  const { t } = useTranslation(CONTENT_ADMIN_NS);
  return (
    <>
      <TextField name="question" label={t('faq.question')} required maxChar={300} />
      <TextareaField name="answer" label={t('faq.answer')} required maxChar={8000} hint={t('form.plainTextLists')} />
      <div className={styles.columns}>
        <TextField name="topic" label={t('faq.topic')} maxChar={80} hint={t('faq.topicHint')} />
        <NumberField name="position" label={t('form.position')} min={0} max={100000} hint={t('form.positionHint')} />
        <TextField name="slug" label={t('faq.slug')} maxChar={80} hint={t('faq.slugHint')} />
      </div>
      <SwitchField name="published" label={t('form.published')} />
    </>
  );
}
