import { EVENT_FORMATS, type AdminEvent, type EventFormat, type EventInput } from '@lakbay/contracts';
import { useFormState } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { DateField, NumberField, SwitchField } from '../components/fields';
import { Bilingual } from '../components/bilingual';
import styles from '../components/content-admin.module.css';
import { CONTENT_ADMIN_NS } from '../i18n/register';
import { Errors, filInput, filLengthError, fromLocalInput, isHttpUrl, lengthError, orNull, toLocalInput } from './form-values';
import type { FormSpec } from './form-spec';

export interface EventValues {
  title: string;
  description: string;
  /** The Filipino version (issue 29); empty texts show the English. */
  fil: { title: string; description: string };
  startAt: string;
  endAt: string;
  format: EventFormat;
  location: string;
  onlineUrl: string;
  bannerImageUrl: string;
  registrationCloseAt: string;
  capacity: number | null;
  needsApproval: boolean;
  published: boolean;
}

export const eventForm: FormSpec<EventValues, AdminEvent> = {
  fields: [
    'title',
    'description',
    'fil',
    'fil.title',
    'fil.description',
    'startAt',
    'endAt',
    'format',
    'location',
    'onlineUrl',
    'bannerImageUrl',
    'registrationCloseAt',
    'capacity',
    'needsApproval',
    'published',
  ],
  toValues: (event) => ({
    title: event?.title ?? '',
    description: event?.description ?? '',
    fil: { title: event?.fil?.title ?? '', description: event?.fil?.description ?? '' },
    startAt: toLocalInput(event?.startAt),
    endAt: toLocalInput(event?.endAt),
    format: event?.format ?? 'ONLINE',
    location: event?.location ?? '',
    onlineUrl: event?.onlineUrl ?? '',
    bannerImageUrl: event?.bannerImageUrl ?? '',
    registrationCloseAt: toLocalInput(event?.registrationCloseAt),
    capacity: event?.capacity ?? null,
    needsApproval: event?.needsApproval ?? false,
    published: event?.published ?? false,
  }),
  toInput: (values): EventInput => ({
    title: values.title.trim(),
    description: values.description.trim(),
    fil: filInput(values.fil),
    startAt: fromLocalInput(values.startAt) ?? '',
    endAt: fromLocalInput(values.endAt) ?? '',
    format: values.format,
    location: values.format === 'ONLINE' ? null : orNull(values.location),
    onlineUrl: values.format === 'ONSITE' ? null : orNull(values.onlineUrl),
    bannerImageUrl: orNull(values.bannerImageUrl),
    registrationCloseAt: fromLocalInput(values.registrationCloseAt),
    capacity: values.capacity ?? null,
    needsApproval: values.needsApproval,
    published: values.published,
  }),
  validate: (values, t) => {
    const start = fromLocalInput(values.startAt);
    const end = fromLocalInput(values.endAt);
    const url = (text: string | undefined, label: string) =>
      text?.trim() && !isHttpUrl(text.trim()) ? t('form.errors.webAddress', { label }) : undefined;
    return new Errors()
      .add('title', lengthError(t, t('form.title'), values.title, 2, 150))
      .add('description', lengthError(t, t('form.description'), values.description, 1, 8000))
      .add('fil.title', filLengthError(t, t('form.title'), values.fil?.title, 2, 150))
      .add('fil.description', filLengthError(t, t('form.description'), values.fil?.description, 1, 8000))
      .add('startAt', !start && t('event.errors.start'))
      .add('endAt', !end && t('event.errors.end'))
      .add('endAt', start && end && end <= start && t('event.errors.endBeforeStart'))
      .add('location', values.format !== 'ONLINE' && !values.location?.trim() && t('event.errors.location'))
      .add('onlineUrl', url(values.onlineUrl, t('event.onlineUrl')))
      .add('bannerImageUrl', url(values.bannerImageUrl, t('event.bannerImage')))
      .add('capacity', values.capacity !== null && values.capacity !== undefined && values.capacity < 1 && t('event.errors.capacity'))
      .result();
  },
  Fields: EventFields,
};

function EventFields() {
  const { t } = useTranslation(CONTENT_ADMIN_NS);
  const { values } = useFormState<EventValues>({ subscription: { values: true } });
  return (
    <>
      <Bilingual>
        <TextField name="title" label={t('form.title')} required maxChar={150} />
        <TextField name="fil.title" label={t('form.inFilipino', { label: t('form.title') })} maxChar={150} hint={t('form.filipinoHint')} />
      </Bilingual>
      <Bilingual>
        <TextareaField name="description" label={t('form.description')} required maxChar={8000} hint={t('event.descriptionHint')} />
        <TextareaField name="fil.description" label={t('form.inFilipino', { label: t('form.description') })} maxChar={8000} />
      </Bilingual>
      <div className={styles.columns}>
        <DateField name="startAt" label={t('event.startAt')} required withTime />
        <DateField name="endAt" label={t('event.endAt')} required withTime />
        <SelectField<string>
          name="format"
          label={t('event.format')}
          required
          options={EVENT_FORMATS.map((value) => ({ value, label: t(`event.formats.${value}`) }))}
        />
        {values.format !== 'ONLINE' && <TextField name="location" label={t('event.location')} required maxChar={300} />}
        {values.format !== 'ONSITE' && (
          <TextField name="onlineUrl" label={t('event.onlineUrl')} type="url" hint={t('event.onlineUrlHint')} />
        )}
        <TextField name="bannerImageUrl" label={t('event.bannerImageUrl')} type="url" />
        <DateField name="registrationCloseAt" label={t('event.registrationCloseAt')} withTime hint={t('event.registrationCloseAtHint')} />
        <NumberField name="capacity" label={t('event.capacity')} min={1} max={100000} hint={t('event.capacityHint')} />
      </div>
      <SwitchField name="needsApproval" label={t('event.needsApproval')} hint={t('event.needsApprovalHint')} />
      <SwitchField name="published" label={t('form.published')} />
    </>
  );
}
