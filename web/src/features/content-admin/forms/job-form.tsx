import {
  CAREER_CATEGORIES,
  EMPLOYMENT_TYPES,
  WORK_TYPES,
  type AdminJob,
  type CareerCategory,
  type EmploymentType,
  type JobInput,
  type WorkType,
} from '@lakbay/contracts';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { DateField, NumberField, SwitchField } from '../components/fields';
import { Bilingual } from '../components/bilingual';
import styles from '../components/content-admin.module.css';
import { CONTENT_ADMIN_NS } from '../i18n/register';
import { Errors, filInput, filLengthError, fromLocalInput, isHttpUrl, lengthError, toLocalInput } from './form-values';
import type { FormSpec } from './form-spec';

export interface JobValues {
  title: string;
  company: string;
  location: string;
  workType: WorkType;
  employmentType: EmploymentType;
  salaryMin: number | null;
  salaryMax: number | null;
  category: CareerCategory | undefined;
  description: string;
  /** The Filipino version (issue 29); empty shows the English. */
  fil: { description: string };
  applyUrl: string;
  deadline: string;
  isSample: boolean;
  published: boolean;
}

export const jobForm: FormSpec<JobValues, AdminJob> = {
  fields: [
    'title',
    'company',
    'location',
    'workType',
    'employmentType',
    'salaryMin',
    'salaryMax',
    'category',
    'description',
    'fil',
    'fil.description',
    'applyUrl',
    'deadline',
    'isSample',
    'published',
  ],
  toValues: (job) => ({
    title: job?.title ?? '',
    company: job?.company ?? '',
    location: job?.location ?? '',
    workType: job?.workType ?? 'ON_SITE',
    employmentType: job?.employmentType ?? 'FULL_TIME',
    salaryMin: job?.salaryMin ?? null,
    salaryMax: job?.salaryMax ?? null,
    category: job?.category,
    description: job?.description ?? '',
    fil: { description: job?.fil?.description ?? '' },
    applyUrl: job?.applyUrl ?? '',
    deadline: toLocalInput(job?.deadline),
    isSample: job?.isSample ?? false,
    published: job?.published ?? false,
  }),
  toInput: (values): JobInput => ({
    title: values.title.trim(),
    company: values.company.trim(),
    location: values.location.trim(),
    workType: values.workType,
    employmentType: values.employmentType,
    salaryMin: values.salaryMin ?? null,
    salaryMax: values.salaryMax ?? null,
    category: values.category as CareerCategory,
    description: values.description.trim(),
    fil: filInput(values.fil),
    applyUrl: values.applyUrl.trim(),
    deadline: fromLocalInput(values.deadline),
    isSample: values.isSample,
    published: values.published,
  }),
  validate: (values, t) =>
    new Errors()
      .add('title', lengthError(t, t('form.title'), values.title, 2, 150))
      .add('company', lengthError(t, t('job.company'), values.company, 1, 150))
      .add('location', lengthError(t, t('job.location'), values.location, 1, 150))
      .add('category', !values.category && t('form.errors.required', { label: t('form.category') }))
      .add('description', lengthError(t, t('form.description'), values.description, 10, 8000))
      .add('fil.description', filLengthError(t, t('form.description'), values.fil?.description, 10, 8000))
      .add('applyUrl', !isHttpUrl(values.applyUrl?.trim() ?? '') && t('form.errors.webAddress', { label: t('job.applyUrl') }))
      .add(
        'salaryMax',
        values.salaryMin !== null && values.salaryMax !== null && values.salaryMax < values.salaryMin && t('job.errors.salaryMax'),
      )
      .result(),
  Fields: JobFields,
};

function JobFields() {
  const { t } = useTranslation(CONTENT_ADMIN_NS);
  return (
    <>
      <div className={styles.columns}>
        <TextField name="title" label={t('form.title')} required maxChar={150} />
        <TextField name="company" label={t('job.company')} required maxChar={150} />
        <TextField name="location" label={t('job.location')} required maxChar={150} />
        <SelectField<string>
          name="category"
          label={t('form.category')}
          required
          options={CAREER_CATEGORIES.map((c) => ({ value: c.key, label: c.label }))}
        />
        <SelectField<string>
          name="workType"
          label={t('job.workType')}
          required
          options={WORK_TYPES.map((value) => ({ value, label: t(`job.work.${value}`) }))}
        />
        <SelectField<string>
          name="employmentType"
          label={t('job.employmentType')}
          required
          options={EMPLOYMENT_TYPES.map((value) => ({ value, label: t(`job.employment.${value}`) }))}
        />
        <NumberField name="salaryMin" label={t('job.salaryMin')} min={0} max={10_000_000} />
        <NumberField name="salaryMax" label={t('job.salaryMax')} min={0} max={10_000_000} />
      </div>
      <Bilingual>
        <TextareaField name="description" label={t('form.description')} required maxChar={8000} />
        <TextareaField
          name="fil.description"
          label={t('form.inFilipino', { label: t('form.description') })}
          maxChar={8000}
          hint={t('form.filipinoHint')}
        />
      </Bilingual>
      <div className={styles.columns}>
        <TextField name="applyUrl" label={t('job.applyUrl')} type="url" required hint={t('job.applyUrlHint')} />
        <DateField name="deadline" label={t('job.deadline')} withTime hint={t('job.deadlineHint')} />
      </div>
      <SwitchField name="isSample" label={t('job.isSample')} hint={t('job.isSampleHint')} />
      <SwitchField name="published" label={t('form.published')} />
    </>
  );
}
