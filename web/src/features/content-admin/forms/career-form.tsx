import { CAREER_CATEGORIES, SHS_STRANDS, type AdminCareer, type CareerCategory, type CareerInput, type ShsStrand } from '@lakbay/contracts';
import { useFormState } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { useAdminListQuery } from '../api/content-admin-api';
import { Bilingual } from '../components/bilingual';
import { LinesField, NumberField, SwitchField } from '../components/fields';
import styles from '../components/content-admin.module.css';
import { CONTENT_ADMIN_NS } from '../i18n/register';
import { Errors, filInput, filLengthError, fromLines, lengthError, toLines } from './form-values';
import type { FormSpec } from './form-spec';

export interface CareerValues {
  title: string;
  slug: string;
  category: CareerCategory | undefined;
  summary: string;
  dayInTheLife: string;
  keyTasks: string;
  skills: { hard: string; soft: string };
  education: { shsStrands: ShsStrand[]; collegeCourses: string; tesdaCertificates: string; licensureExams: string };
  hasSalary: boolean;
  salary: {
    entryMin: number | null;
    entryMax: number | null;
    experiencedMin: number | null;
    experiencedMax: number | null;
    year: number | null;
    source: string;
  };
  outlook: string;
  relatedCareerIds: string[];
  relatedVideoIds: string[];
  published: boolean;
  /** The Filipino version (issue 29), lists one per line; empty texts show the English. */
  fil: { title: string; summary: string; dayInTheLife: string; keyTasks: string; skills: { hard: string; soft: string }; outlook: string };
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SALARY_KEYS = ['entryMin', 'entryMax', 'experiencedMin', 'experiencedMax'] as const;

export const careerForm: FormSpec<CareerValues, AdminCareer> = {
  fields: [
    'title',
    'slug',
    'category',
    'summary',
    'dayInTheLife',
    'keyTasks',
    'skills',
    'skills.hard',
    'skills.soft',
    'education',
    'education.shsStrands',
    'education.collegeCourses',
    'education.tesdaCertificates',
    'education.licensureExams',
    'salary',
    'salary.entryMin',
    'salary.entryMax',
    'salary.experiencedMin',
    'salary.experiencedMax',
    'salary.year',
    'salary.source',
    'outlook',
    'relatedCareerIds',
    'relatedVideoIds',
    'published',
    'fil',
    'fil.title',
    'fil.summary',
    'fil.dayInTheLife',
    'fil.keyTasks',
    'fil.skills',
    'fil.skills.hard',
    'fil.skills.soft',
    'fil.outlook',
  ],
  toValues: (career) => ({
    title: career?.title ?? '',
    slug: career?.slug ?? '',
    category: career?.category,
    summary: career?.summary ?? '',
    dayInTheLife: career?.dayInTheLife ?? '',
    keyTasks: fromLines(career?.keyTasks),
    skills: { hard: fromLines(career?.skills.hard), soft: fromLines(career?.skills.soft) },
    education: {
      shsStrands: career?.education.shsStrands ?? [],
      collegeCourses: fromLines(career?.education.collegeCourses),
      tesdaCertificates: fromLines(career?.education.tesdaCertificates),
      licensureExams: fromLines(career?.education.licensureExams),
    },
    hasSalary: career ? career.salary !== null : true,
    salary: {
      entryMin: career?.salary?.entryMin ?? null,
      entryMax: career?.salary?.entryMax ?? null,
      experiencedMin: career?.salary?.experiencedMin ?? null,
      experiencedMax: career?.salary?.experiencedMax ?? null,
      year: career?.salary?.year ?? new Date().getFullYear(),
      source: career?.salary?.source ?? '',
    },
    outlook: career?.outlook ?? '',
    relatedCareerIds: career?.relatedCareerIds ?? [],
    relatedVideoIds: career?.relatedVideoIds ?? [],
    published: career?.published ?? false,
    fil: {
      title: career?.fil?.title ?? '',
      summary: career?.fil?.summary ?? '',
      dayInTheLife: career?.fil?.dayInTheLife ?? '',
      keyTasks: fromLines(career?.fil?.keyTasks ?? []),
      skills: { hard: fromLines(career?.fil?.skills?.hard ?? []), soft: fromLines(career?.fil?.skills?.soft ?? []) },
      outlook: career?.fil?.outlook ?? '',
    },
  }),
  toInput: (values): CareerInput => ({
    ...(values.slug.trim() ? { slug: values.slug.trim() } : {}),
    title: values.title.trim(),
    category: values.category as CareerCategory,
    summary: values.summary.trim(),
    dayInTheLife: values.dayInTheLife.trim(),
    keyTasks: toLines(values.keyTasks),
    skills: { hard: toLines(values.skills.hard), soft: toLines(values.skills.soft) },
    education: {
      shsStrands: values.education.shsStrands ?? [],
      collegeCourses: toLines(values.education.collegeCourses),
      tesdaCertificates: toLines(values.education.tesdaCertificates),
      licensureExams: toLines(values.education.licensureExams),
    },
    salary: values.hasSalary
      ? {
          entryMin: values.salary.entryMin ?? 0,
          entryMax: values.salary.entryMax ?? 0,
          experiencedMin: values.salary.experiencedMin ?? 0,
          experiencedMax: values.salary.experiencedMax ?? 0,
          year: values.salary.year ?? new Date().getFullYear(),
          source: values.salary.source.trim(),
        }
      : null,
    outlook: values.outlook.trim(),
    relatedCareerIds: values.relatedCareerIds ?? [],
    relatedVideoIds: values.relatedVideoIds ?? [],
    published: values.published,
    fil: filInput({
      title: values.fil.title,
      summary: values.fil.summary,
      dayInTheLife: values.fil.dayInTheLife,
      keyTasks: toLines(values.fil.keyTasks),
      skills: { hard: toLines(values.fil.skills.hard), soft: toLines(values.fil.skills.soft) },
      outlook: values.fil.outlook,
    }),
  }),
  validate: (values, t) => {
    const errors = new Errors()
      .add('title', lengthError(t, t('form.title'), values.title, 2, 120))
      .add('slug', values.slug?.trim() && !SLUG.test(values.slug.trim()) && t('form.errors.slug'))
      .add('category', !values.category && t('form.errors.required', { label: t('form.category') }))
      .add('summary', lengthError(t, t('career.summary'), values.summary, 10, 600))
      .add('dayInTheLife', lengthError(t, t('career.dayInTheLife'), values.dayInTheLife, 10, 4000))
      .add('keyTasks', toLines(values.keyTasks).length === 0 && t('career.errors.noKeyTask'))
      .add('keyTasks', toLines(values.keyTasks).length > 20 && t('career.errors.tooManyKeyTasks'))
      .add('outlook', lengthError(t, t('career.outlook'), values.outlook, 1, 2000))
      .add('fil.title', filLengthError(t, t('form.title'), values.fil?.title, 2, 120))
      .add('fil.summary', filLengthError(t, t('career.summary'), values.fil?.summary, 10, 600))
      .add('fil.dayInTheLife', filLengthError(t, t('career.dayInTheLife'), values.fil?.dayInTheLife, 10, 4000))
      .add('fil.keyTasks', toLines(values.fil?.keyTasks).length > 20 && t('career.errors.tooManyKeyTasks'))
      .add('fil.outlook', filLengthError(t, t('career.outlook'), values.fil?.outlook, 1, 2000));
    if (values.hasSalary) {
      for (const key of SALARY_KEYS) {
        const value = values.salary?.[key];
        errors.add(`salary.${key}`, (value === null || value === undefined) && t('career.errors.amount'));
      }
      const s = values.salary;
      errors
        .add('salary.entryMax', s.entryMin !== null && s.entryMax !== null && s.entryMax < s.entryMin && t('career.errors.belowMin'))
        .add(
          'salary.experiencedMax',
          s.experiencedMin !== null && s.experiencedMax !== null && s.experiencedMax < s.experiencedMin && t('career.errors.belowMin'),
        )
        .add('salary.year', (s.year === null || s.year < 2000 || s.year > 2100) && t('career.errors.year'))
        .add('salary.source', !s.source?.trim() && t('career.errors.source'));
    }
    return errors.result();
  },
  Fields: CareerFields,
};

function CareerFields({ record }: { record?: AdminCareer }) {
  const { t } = useTranslation(CONTENT_ADMIN_NS);
  const inFilipino = (label: string) => t('form.inFilipino', { label });
  const { values } = useFormState<CareerValues>({ subscription: { values: true } });
  const careers = useAdminListQuery({ kind: 'careers', pageSize: 50 });
  const videos = useAdminListQuery({ kind: 'videos', pageSize: 50 });
  const careerOptions = (careers.data?.items ?? [])
    .filter((career) => career.id !== record?.id)
    .map((career) => ({ value: career.id, label: 'title' in career ? career.title : career.id }));
  const videoOptions = (videos.data?.items ?? []).map((video) => ({ value: video.id, label: 'title' in video ? video.title : video.id }));
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('career.theCareer')}</legend>
        <Bilingual>
          <TextField name="title" label={t('form.title')} required maxChar={120} />
          <TextField name="fil.title" label={inFilipino(t('form.title'))} maxChar={120} hint={t('form.filipinoHint')} />
        </Bilingual>
        <TextField name="slug" label={t('career.slug')} hint={t('career.slugHint')} maxChar={80} />
        <SelectField<string>
          name="category"
          label={t('form.category')}
          required
          options={CAREER_CATEGORIES.map((c) => ({ value: c.key, label: c.label }))}
        />
        <Bilingual>
          <TextareaField name="summary" label={t('career.summary')} required maxChar={600} />
          <TextareaField name="fil.summary" label={inFilipino(t('career.summary'))} maxChar={600} />
        </Bilingual>
        <Bilingual>
          <TextareaField name="dayInTheLife" label={t('career.dayInTheLife')} required maxChar={4000} />
          <TextareaField name="fil.dayInTheLife" label={inFilipino(t('career.dayInTheLife'))} maxChar={4000} />
        </Bilingual>
        <Bilingual>
          <LinesField name="keyTasks" label={t('career.keyTasks')} required />
          <LinesField name="fil.keyTasks" label={inFilipino(t('career.keyTasks'))} />
        </Bilingual>
        <Bilingual>
          <LinesField name="skills.hard" label={t('career.hardSkills')} />
          <LinesField name="fil.skills.hard" label={inFilipino(t('career.hardSkills'))} />
        </Bilingual>
        <Bilingual>
          <LinesField name="skills.soft" label={t('career.softSkills')} />
          <LinesField name="fil.skills.soft" label={inFilipino(t('career.softSkills'))} />
        </Bilingual>
        <Bilingual>
          <TextareaField name="outlook" label={t('career.outlook')} required maxChar={2000} />
          <TextareaField name="fil.outlook" label={inFilipino(t('career.outlook'))} maxChar={2000} />
        </Bilingual>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('career.education')}</legend>
        <SelectField<string>
          name="education.shsStrands"
          label={t('career.shsStrands')}
          multiple
          options={SHS_STRANDS.map((strand) => ({ value: strand, label: strand }))}
        />
        <div className={styles.columns}>
          <LinesField name="education.collegeCourses" label={t('career.collegeCourses')} />
          <LinesField name="education.tesdaCertificates" label={t('career.tesdaCertificates')} hint={t('career.tesdaHint')} />
          <LinesField name="education.licensureExams" label={t('career.licensureExams')} hint={t('career.licensureHint')} />
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('career.salary')}</legend>
        <SwitchField name="hasSalary" label={t('career.hasSalary')} />
        {values.hasSalary && (
          <>
            <div className={`${styles.columns} ${styles.columns4}`}>
              <NumberField name="salary.entryMin" label={t('career.entryMin')} required min={0} max={10_000_000} />
              <NumberField name="salary.entryMax" label={t('career.entryMax')} required min={0} max={10_000_000} />
              <NumberField name="salary.experiencedMin" label={t('career.experiencedMin')} required min={0} max={10_000_000} />
              <NumberField name="salary.experiencedMax" label={t('career.experiencedMax')} required min={0} max={10_000_000} />
            </div>
            <div className={styles.columns}>
              <NumberField name="salary.year" label={t('career.year')} required min={2000} max={2100} />
              <TextField name="salary.source" label={t('career.source')} required maxChar={200} />
            </div>
          </>
        )}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('career.related')}</legend>
        <SelectField<string> name="relatedCareerIds" label={t('career.relatedCareers')} multiple options={careerOptions} />
        <SelectField<string> name="relatedVideoIds" label={t('career.relatedVideos')} multiple options={videoOptions} />
        <SwitchField name="published" label={t('form.published')} hint={t('career.publishedHint')} />
      </fieldset>
    </>
  );
}
