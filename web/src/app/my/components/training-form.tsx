import { TRAINING_LANGUAGES, TRAINING_LIMITS } from '@lakbay/contracts';
import { Button, Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';
import { useField, useForm, useFormState } from 'react-final-form';
import { AppForm } from '@/components/form/app-form';
import { Bilingual } from '@/components/form/bilingual';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import type { Validator } from '@/components/form/validators';
import { MY_NS } from '../i18n/register';
import { BLANK_QUESTION, LIMITS, type TrainingValues, isWholeWithin } from '../model/training-values';
import styles from './trainings.module.css';

const FIELDS = [
  'fil',
  'title',
  'description',
  'durationMinutes',
  'bufferBeforeMinutes',
  'bufferAfterMinutes',
  'languages',
  'questions',
] as const satisfies readonly (keyof TrainingValues)[];

const LANGUAGE_OPTIONS = TRAINING_LANGUAGES.map((language) => ({ value: language, label: language }));

const whole =
  ([min, max]: readonly [number, number], sentence: string): Validator =>
  (value) =>
    isWholeWithin(value, min, max) ? undefined : sentence;

export interface TrainingFormProps {
  /** The training being edited (its title), or undefined for a new one. */
  editing?: { title: string; slug: string };
  initialValues: TrainingValues;
  onSubmit: (values: TrainingValues) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Create or edit a training: title, description, duration, buffers, languages and up to 5
 * questions; the texts in English and in Filipino side by side (issue 29).
 */
export function TrainingForm({ editing, initialValues, onSubmit, onClose }: TrainingFormProps) {
  const { t } = useTranslation(MY_NS);
  const inFilipino = (label: string) => t('trainings.inFilipino', { label });
  const heading = editing ? t('trainings.formEdit', { title: editing.title }) : t('trainings.formNew');
  return (
    <section className={styles.formPanel} aria-label={heading}>
      <h2 className={styles.formTitle}>{heading}</h2>
      {editing && <p className={styles.muted}>{t('trainings.slugNote', { slug: editing.slug })}</p>}
      <AppForm<TrainingValues> label={heading} fields={FIELDS} initialValues={initialValues} onSubmit={onSubmit}>
        <Bilingual>
          <TextField
            name="title"
            label={t('trainings.fieldTitle')}
            required
            maxChar={TRAINING_LIMITS.titleMax}
            validate={(value) => ((value ?? '').trim().length >= TRAINING_LIMITS.titleMin ? undefined : t('trainings.titleRule'))}
          />
          <TextField
            name="fil.title"
            label={inFilipino(t('trainings.fieldTitle'))}
            hint={t('trainings.filipinoHint')}
            maxChar={TRAINING_LIMITS.titleMax}
            validate={(value) => {
              const length = (value ?? '').trim().length;
              return length === 0 || length >= TRAINING_LIMITS.titleMin ? undefined : t('trainings.filTitleRule');
            }}
          />
        </Bilingual>
        <Bilingual>
          <TextareaField name="description" label={t('trainings.fieldDescription')} maxChar={TRAINING_LIMITS.descriptionMax} />
          <TextareaField
            name="fil.description"
            label={inFilipino(t('trainings.fieldDescription'))}
            maxChar={TRAINING_LIMITS.descriptionMax}
          />
        </Bilingual>
        <div className={styles.numbers}>
          <TextField
            name="durationMinutes"
            label={t('trainings.fieldDuration')}
            required
            maxChar={3}
            validate={whole(LIMITS.duration, t('trainings.durationRule'))}
          />
          <TextField
            name="bufferBeforeMinutes"
            label={t('trainings.fieldBefore')}
            required
            maxChar={2}
            validate={whole(LIMITS.buffer, t('trainings.bufferRule'))}
          />
          <TextField
            name="bufferAfterMinutes"
            label={t('trainings.fieldAfter')}
            required
            maxChar={2}
            validate={whole(LIMITS.buffer, t('trainings.bufferRule'))}
          />
        </div>
        <p className={styles.muted}>{t('trainings.buffersHint')}</p>
        <SelectField<string>
          name="languages"
          label={t('trainings.fieldLanguages')}
          options={LANGUAGE_OPTIONS}
          multiple
          required
          validate={(value) => (Array.isArray(value) && value.length > 0 ? undefined : t('trainings.pickLanguage'))}
        />
        <QuestionsEditor />
        <div className={styles.formActions}>
          <SubmitButton>{editing ? t('trainings.save') : t('trainings.create')}</SubmitButton>
          <Button onClick={onClose}>{t('trainings.close')}</Button>
        </div>
      </AppForm>
    </section>
  );
}

/** The questions: each a label, a required flag and the longest answer; added and removed in place. */
function QuestionsEditor() {
  const { t } = useTranslation(MY_NS);
  const form = useForm<TrainingValues>();
  const { values } = useFormState<TrainingValues>({ subscription: { values: true } });
  const questions = values.questions ?? [];
  return (
    <fieldset className={styles.questions}>
      <legend className={styles.legend}>{t('trainings.questionsLegend')}</legend>
      <p className={styles.muted}>{t('trainings.questionsHint')}</p>
      {questions.map((question, index) => (
        // Index keys: a question has no id until it is saved, and removing one re-registers the rest.
        <div
          key={`${index}-${question.id ?? 'new'}`}
          className={styles.question}
          role="group"
          aria-label={t('trainings.question', { n: index + 1 })}
        >
          <Bilingual>
            <TextField
              name={`questions[${index}].label`}
              label={t('trainings.question', { n: index + 1 })}
              required
              maxChar={TRAINING_LIMITS.questionLabelMax}
              validate={(value) => ((value ?? '').trim() ? undefined : t('trainings.questionRequired'))}
            />
            <TextField
              name={`questions[${index}].fil.label`}
              label={t('trainings.inFilipino', { label: t('trainings.question', { n: index + 1 }) })}
              maxChar={TRAINING_LIMITS.questionLabelMax}
            />
          </Bilingual>
          <div className={styles.questionRow}>
            <RequiredBox name={`questions[${index}].required`} label={t('trainings.required')} />
            <TextField
              name={`questions[${index}].maxLength`}
              label={t('trainings.maxLength')}
              required
              maxChar={4}
              validate={whole(LIMITS.answer, t('trainings.maxLengthRule'))}
            />
            <Button
              danger
              type="text"
              aria-label={t('trainings.removeQuestion', { n: index + 1 })}
              onClick={() =>
                form.change(
                  'questions',
                  questions.filter((_q, i) => i !== index),
                )
              }
            >
              {t('trainings.removeQuestion', { n: index + 1 })}
            </Button>
          </div>
        </div>
      ))}
      {questions.length < TRAINING_LIMITS.questionsMax && (
        <Button onClick={() => form.change('questions', [...questions, { ...BLANK_QUESTION }])}>{t('trainings.addQuestion')}</Button>
      )}
    </fieldset>
  );
}

function RequiredBox({ name, label }: { name: string; label: string }) {
  const { input } = useField<boolean>(name, { type: 'checkbox' });
  return (
    <Checkbox className={styles.requiredBox} checked={input.checked === true} onChange={(event) => input.onChange(event.target.checked)}>
      {label}
    </Checkbox>
  );
}
