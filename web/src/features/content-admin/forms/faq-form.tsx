import type { AdminFaq, FaqInput } from '@lakbay/contracts';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { NumberField, SwitchField } from '../components/fields';
import styles from '../components/content-admin.module.css';
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
  validate: (values) =>
    new Errors()
      .add('question', lengthError('Question', values.question, 3, 300))
      .add('answer', lengthError('Answer', values.answer, 1, 8000))
      .add(
        'slug',
        values.slug?.trim() &&
          !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(values.slug.trim()) &&
          'Slug may use lower-case letters, digits and single hyphens only.',
      )
      .result(),
  Fields: () => (
    <>
      <TextField name="question" label="Question" required maxChar={300} />
      <TextareaField
        name="answer"
        label="Answer"
        required
        maxChar={8000}
        hint="Plain text: blank lines between paragraphs; lines starting with '- ' or '1. ' make lists."
      />
      <div className={styles.columns}>
        <TextField name="topic" label="Topic" maxChar={80} hint="Questions are grouped by topic." />
        <NumberField name="position" label="Position" min={0} max={100000} hint="Lower comes first." />
        <TextField name="slug" label="Key" maxChar={80} hint="Only for a question a page links to, e.g. add-availability." />
      </div>
      <SwitchField name="published" label="Published" />
    </>
  ),
};
