import { CAREER_CATEGORIES, type AdminVideo, type CareerCategory, type VideoInput } from '@lakbay/contracts';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { DateField, NumberField, SwitchField } from '../components/fields';
import { Bilingual } from '../components/bilingual';
import styles from '../components/content-admin.module.css';
import { CONTENT_ADMIN_NS } from '../i18n/register';
import { Errors, filInput, filLengthError, lengthError, orNull } from './form-values';
import type { FormSpec } from './form-spec';

export interface VideoValues {
  title: string;
  speaker: string;
  speakerRole: string;
  youtube: string;
  durationSeconds: number | null;
  categories: CareerCategory[];
  publishedOn: string;
  description: string;
  /** The Filipino version (issue 29); empty shows the English. */
  fil: { description: string };
  published: boolean;
}

// The server accepts an 11-character id or a YouTube link and keeps the id.
const YOUTUBE = /^([\w-]{11}|https?:\/\/(www\.|m\.)?(youtube\.com|youtube-nocookie\.com|youtu\.be)\/\S+)$/;

export const videoForm: FormSpec<VideoValues, AdminVideo> = {
  fields: [
    'title',
    'speaker',
    'speakerRole',
    'youtube',
    'durationSeconds',
    'categories',
    'publishedOn',
    'description',
    'published',
    'fil',
    'fil.description',
  ],
  toValues: (video) => ({
    title: video?.title ?? '',
    speaker: video?.speaker ?? '',
    speakerRole: video?.speakerRole ?? '',
    youtube: video?.youtubeId ?? '',
    durationSeconds: video?.durationSeconds ?? null,
    categories: video?.categories ?? [],
    publishedOn: video?.publishedOn ?? new Date().toISOString().slice(0, 10),
    description: video?.description ?? '',
    fil: { description: video?.fil?.description ?? '' },
    published: video?.published ?? false,
  }),
  toInput: (values): VideoInput => ({
    title: values.title.trim(),
    speaker: values.speaker.trim(),
    speakerRole: values.speakerRole.trim(),
    youtube: orNull(values.youtube),
    durationSeconds: values.durationSeconds ?? null,
    categories: values.categories ?? [],
    publishedOn: values.publishedOn,
    description: values.description.trim(),
    fil: filInput(values.fil),
    published: values.published,
  }),
  validate: (values, t) =>
    new Errors()
      .add('title', lengthError(t, t('form.title'), values.title, 2, 200))
      .add('speaker', lengthError(t, t('video.speaker'), values.speaker, 1, 120))
      .add('speakerRole', lengthError(t, t('video.speakerRole'), values.speakerRole, 1, 160))
      .add('youtube', values.youtube?.trim() && !YOUTUBE.test(values.youtube.trim()) && t('video.errors.youtube'))
      .add('categories', (values.categories ?? []).length === 0 && t('video.errors.categories'))
      .add('publishedOn', !/^\d{4}-\d{2}-\d{2}$/.test(values.publishedOn ?? '') && t('video.errors.publishedOn'))
      .add('description', (values.description ?? '').length > 4000 && t('video.errors.description'))
      .add('fil.description', filLengthError(t, t('form.description'), values.fil?.description, 0, 4000))
      .result(),
  Fields: VideoFields,
};

function VideoFields() {
  const { t } = useTranslation(CONTENT_ADMIN_NS);
  return (
    <>
      <div className={styles.columns}>
        <TextField name="title" label={t('form.title')} required maxChar={200} />
        <TextField name="youtube" label={t('video.youtube')} hint={t('video.youtubeHint')} maxChar={200} />
        <TextField name="speaker" label={t('video.speaker')} required maxChar={120} />
        <TextField name="speakerRole" label={t('video.speakerRole')} required maxChar={160} />
        <NumberField name="durationSeconds" label={t('video.durationSeconds')} min={1} max={36000} />
        <DateField name="publishedOn" label={t('video.publishedOn')} required />
      </div>
      <SelectField<string>
        name="categories"
        label={t('video.categories')}
        required
        multiple
        options={CAREER_CATEGORIES.map((c) => ({ value: c.key, label: c.label }))}
      />
      <Bilingual>
        <TextareaField name="description" label={t('form.description')} maxChar={4000} />
        <TextareaField
          name="fil.description"
          label={t('form.inFilipino', { label: t('form.description') })}
          maxChar={4000}
          hint={t('form.filipinoHint')}
        />
      </Bilingual>
      <SwitchField name="published" label={t('form.published')} />
    </>
  );
}
