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
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { DateField, NumberField, SwitchField } from '../components/fields';
import styles from '../components/content-admin.module.css';
import { Errors, fromLocalInput, isHttpUrl, lengthError, toLocalInput } from './form-values';
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
  applyUrl: string;
  deadline: string;
  isSample: boolean;
  published: boolean;
}

const WORK = { ON_SITE: 'On-site', REMOTE: 'Remote', HYBRID: 'Hybrid' } as const;
const EMPLOYMENT = {
  FULL_TIME: 'Full-time',
  PART_TIME: 'Part-time',
  CONTRACT: 'Contract',
  INTERNSHIP: 'Internship',
  FREELANCE: 'Freelance',
} as const;

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
    applyUrl: values.applyUrl.trim(),
    deadline: fromLocalInput(values.deadline),
    isSample: values.isSample,
    published: values.published,
  }),
  validate: (values) =>
    new Errors()
      .add('title', lengthError('Title', values.title, 2, 150))
      .add('company', lengthError('Company', values.company, 1, 150))
      .add('location', lengthError('Location', values.location, 1, 150))
      .add('category', !values.category && 'Category is required')
      .add('description', lengthError('Description', values.description, 10, 8000))
      .add('applyUrl', !isHttpUrl(values.applyUrl?.trim() ?? '') && 'Apply link must be a web address starting with http:// or https://.')
      .add(
        'salaryMax',
        values.salaryMin !== null &&
          values.salaryMax !== null &&
          values.salaryMax < values.salaryMin &&
          'Must be at least the lowest salary.',
      )
      .result(),
  Fields: () => (
    <>
      <div className={styles.columns}>
        <TextField name="title" label="Title" required maxChar={150} />
        <TextField name="company" label="Company" required maxChar={150} />
        <TextField name="location" label="Location" required maxChar={150} />
        <SelectField<string>
          name="category"
          label="Category"
          required
          options={CAREER_CATEGORIES.map((c) => ({ value: c.key, label: c.label }))}
        />
        <SelectField<string>
          name="workType"
          label="Work type"
          required
          options={WORK_TYPES.map((value) => ({ value, label: WORK[value] }))}
        />
        <SelectField<string>
          name="employmentType"
          label="Employment type"
          required
          options={EMPLOYMENT_TYPES.map((value) => ({ value, label: EMPLOYMENT[value] }))}
        />
        <NumberField name="salaryMin" label="Lowest salary (pesos a month)" min={0} max={10_000_000} />
        <NumberField name="salaryMax" label="Highest salary (pesos a month)" min={0} max={10_000_000} />
      </div>
      <TextareaField name="description" label="Description" required maxChar={8000} />
      <div className={styles.columns}>
        <TextField name="applyUrl" label="Apply link" type="url" required hint="The employer's page; it opens in a new tab." />
        <DateField name="deadline" label="Deadline" withTime hint="After it, the job leaves the list." />
      </div>
      <SwitchField
        name="isSample"
        label="Sample listing"
        hint="Marked as an example from a fictional company; its Apply button is disabled."
      />
      <SwitchField name="published" label="Published" />
    </>
  ),
};
