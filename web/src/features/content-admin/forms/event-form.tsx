import { EVENT_FORMATS, type AdminEvent, type EventFormat, type EventInput } from '@lakbay/contracts';
import { useFormState } from 'react-final-form';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { DateField, NumberField, SwitchField } from '../components/fields';
import styles from '../components/content-admin.module.css';
import { Errors, fromLocalInput, isHttpUrl, lengthError, orNull, toLocalInput } from './form-values';
import type { FormSpec } from './form-spec';

export interface EventValues {
  title: string;
  description: string;
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

const FORMAT_OPTIONS = EVENT_FORMATS.map((value) => ({ value, label: { ONLINE: 'Online', ONSITE: 'On-site', HYBRID: 'Hybrid' }[value] }));

export const eventForm: FormSpec<EventValues, AdminEvent> = {
  fields: [
    'title',
    'description',
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
  validate: (values) => {
    const start = fromLocalInput(values.startAt);
    const end = fromLocalInput(values.endAt);
    const url = (text: string | undefined, label: string) =>
      text?.trim() && !isHttpUrl(text.trim()) ? `${label} must be a web address starting with http:// or https://.` : undefined;
    return new Errors()
      .add('title', lengthError('Title', values.title, 2, 150))
      .add('description', lengthError('Description', values.description, 1, 8000))
      .add('startAt', !start && 'Start is required')
      .add('endAt', !end && 'End is required')
      .add('endAt', start && end && end <= start && 'The end must be after the start.')
      .add('location', values.format !== 'ONLINE' && !values.location?.trim() && 'Location is required for on-site and hybrid events.')
      .add('onlineUrl', url(values.onlineUrl, 'Online link'))
      .add('bannerImageUrl', url(values.bannerImageUrl, 'Banner image'))
      .add(
        'capacity',
        values.capacity !== null &&
          values.capacity !== undefined &&
          values.capacity < 1 &&
          'Capacity must be at least 1 (leave it empty for no limit).',
      )
      .result();
  },
  Fields: EventFields,
};

function EventFields() {
  const { values } = useFormState<EventValues>({ subscription: { values: true } });
  return (
    <>
      <TextField name="title" label="Title" required maxChar={150} />
      <TextareaField
        name="description"
        label="Description"
        required
        maxChar={8000}
        hint="Plain text: blank lines between paragraphs, '- ' for list items."
      />
      <div className={styles.columns}>
        <DateField name="startAt" label="Starts" required withTime />
        <DateField name="endAt" label="Ends" required withTime />
        <SelectField<string> name="format" label="Format" required options={FORMAT_OPTIONS} />
        {values.format !== 'ONLINE' && <TextField name="location" label="Venue" required maxChar={300} />}
        {values.format !== 'ONSITE' && (
          <TextField name="onlineUrl" label="Online link" type="url" hint="Shown to people with a confirmed seat." />
        )}
        <TextField name="bannerImageUrl" label="Banner image address" type="url" />
        <DateField name="registrationCloseAt" label="Registration closes" withTime hint="Empty: open until the event starts." />
        <NumberField name="capacity" label="Seats" min={1} max={100000} hint="Empty for no limit. When full, people join the waitlist." />
      </div>
      <SwitchField
        name="needsApproval"
        label="Needs approval"
        hint="Registrations wait as “Pending approval” until an admin approves them."
      />
      <SwitchField name="published" label="Published" />
    </>
  );
}
