import type { AdminFaq, FaqInput } from '@lakbay/contracts';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { Bilingual } from '../components/bilingual';
import { NumberField, SwitchField } from '../components/fields';
import styles from '../components/content-admin.module.css';
import { CONTENT_ADMIN_NS } from '../i18n/register';
import { Errors, filInput, filLengthError, lengthError, orNull } from './form-values';
import type { FormSpec } from './form-spec';

export interface FaqValues {
  question: string;
  answer: string;
  topic: string;
  slug: string;
  position: number | null;
  published: boolean;
  /** The Filipino version (issue 29); empty texts show the English. */
  fil: { question: string; answer: string; topic: string };
}

export const faqForm: FormSpec<FaqValues, AdminFaq> = {
  fields: ['question', 'answer', 'topic', 'slug', 'position', 'published', 'fil', 'fil.question', 'fil.answer', 'fil.topic'],
  toValues: (faq) => ({
    question: faq?.question ?? '',
    answer: faq?.answer ?? '',
    topic: faq?.topic ?? '',
    slug: faq?.slug ?? '',
    position: faq?.position ?? null,
    published: faq?.published ?? false,
    fil: { question: faq?.fil?.question ?? '', answer: faq?.fil?.answer ?? '', topic: faq?.fil?.topic ?? '' },
  }),
  toInput: (values): FaqInput => ({
    question: values.question.trim(),
    answer: values.answer.trim(),
    ...(values.topic.trim() ? { topic: values.topic.trim() } : {}),
    slug: orNull(values.slug),
    ...(values.position !== null && values.position !== undefined ? { position: values.position } : {}),
    published: values.published,
    fil: filInput(values.fil),
  }),
  validate: (values, t) =>
    new Errors()
      .add('question', lengthError(t, t('faq.question'), values.question, 3, 300))
      .add('answer', lengthError(t, t('faq.answer'), values.answer, 1, 8000))
      .add('fil.question', filLengthError(t, t('faq.question'), values.fil?.question, 3, 300))
      .add('fil.answer', filLengthError(t, t('faq.answer'), values.fil?.answer, 1, 8000))
      .add('fil.topic', filLengthError(t, t('faq.topic'), values.fil?.topic, 1, 80))
      .add('slug', values.slug?.trim() && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(values.slug.trim()) && t('form.errors.slug'))
      .result(),
  Fields: FaqFields,
};

function FaqFields() {
  const { t } = useTranslation(CONTENT_ADMIN_NS);
  return (
    <>
      <Bilingual>
        <TextField name="question" label={t('faq.question')} required maxChar={300} />
        <TextField
          name="fil.question"
          label={t('form.inFilipino', { label: t('faq.question') })}
          maxChar={300}
          hint={t('form.filipinoHint')}
        />
      </Bilingual>
      <Bilingual>
        <TextareaField name="answer" label={t('faq.answer')} required maxChar={8000} hint={t('form.plainTextLists')} />
        <TextareaField
          name="fil.answer"
          label={t('form.inFilipino', { label: t('faq.answer') })}
          maxChar={8000}
          hint={t('form.plainTextLists')}
        />
      </Bilingual>
      <Bilingual>
        <TextField name="topic" label={t('faq.topic')} maxChar={80} hint={t('faq.topicHint')} />
        <TextField name="fil.topic" label={t('form.inFilipino', { label: t('faq.topic') })} maxChar={80} />
      </Bilingual>
      <div className={styles.columns}>
        <NumberField name="position" label={t('form.position')} min={0} max={100000} hint={t('form.positionHint')} />
        <TextField name="slug" label={t('faq.slug')} maxChar={80} hint={t('faq.slugHint')} />
      </div>
      <SwitchField name="published" label={t('form.published')} />
    </>
  );
}
