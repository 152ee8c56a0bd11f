import {
  APPLICATION_TYPES,
  CAREER_CATEGORIES,
  CHALLENGE_MAX_WEEKS,
  GROUP_SIZE_MAX,
  LATE_DAYS_MAX,
  type AdminChallenge,
  type ApplicationType,
  type ChallengeInput,
  type FieldError,
} from '@lakbay/contracts';
import { Alert, Button, Checkbox, Form, Input, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Page } from '@/components/page';
import { Bilingual } from '@/components/form/bilingual';
import { QueryStates } from '@/components/query-states';
import { describeApiError } from '@/lib/api/api-error';
import { PATHS, adminChallengePath } from '@/lib/paths';
import { toast } from '@/lib/toast';
import {
  useCreateChallengeMutation,
  useGetAdminChallengeQuery,
  usePublishChallengeMutation,
  useUpdateChallengeMutation,
} from '../api/apprenticeship-api';
import { AdminVirappNav } from '../components/admin-nav';
import styles from '../components/apprenticeship.module.css';
import { ChallengePreview } from '../components/challenge-preview';
import { useVaText } from '../i18n/use-va-text';

/** A week's Filipino texts in the form (empty: the English is shown). */
type WeekFilValues = {
  title: string;
  brief: string;
  deliverable: string;
};

interface WeekValues {
  fil: WeekFilValues;
  title: string;
  brief: string;
  /** One task per line. */
  tasks: string;
  deliverable: string;
  dueDate: string;
}

interface Values {
  fil: { title: string; summary: string; description: string };
  title: string;
  partnerName: string;
  partnerLogoUrl: string;
  partnerWebsite: string;
  category: ChallengeInput['category'] | undefined;
  summary: string;
  description: string;
  coverImageUrl: string;
  applicationDeadline: string;
  startDate: string;
  slots: number | null;
  individuals: boolean;
  groups: boolean;
  minGroupSize: number | null;
  maxGroupSize: number | null;
  lateDays: number | null;
  weeks: WeekValues[];
}

const EMPTY_WEEK: WeekValues = {
  title: '',
  brief: '',
  tasks: '',
  deliverable: '',
  dueDate: '',
  fil: { title: '', brief: '', deliverable: '' },
};

function toValues(input: ChallengeInput | undefined): Values {
  return {
    fil: { title: input?.fil?.title ?? '', summary: input?.fil?.summary ?? '', description: input?.fil?.description ?? '' },
    title: input?.title ?? '',
    partnerName: input?.partnerName ?? '',
    partnerLogoUrl: input?.partnerLogoUrl ?? '',
    partnerWebsite: input?.partnerWebsite ?? '',
    category: input?.category,
    summary: input?.summary ?? '',
    description: input?.description ?? '',
    coverImageUrl: input?.coverImageUrl ?? '',
    applicationDeadline: input?.applicationDeadline ?? '',
    startDate: input?.startDate ?? '',
    slots: input?.slots ?? 20,
    individuals: input ? input.applicationTypes.includes('INDIVIDUAL') : true,
    groups: input ? input.applicationTypes.includes('GROUP') : true,
    minGroupSize: input?.minGroupSize ?? 1,
    maxGroupSize: input?.maxGroupSize ?? 4,
    lateDays: input?.lateDays ?? 0,
    weeks: input
      ? input.weeks.map((w) => ({
          title: w.title,
          brief: w.brief,
          tasks: w.tasks.join('\n'),
          deliverable: w.deliverable,
          dueDate: w.dueDate,
          fil: { title: w.fil?.title ?? '', brief: w.fil?.brief ?? '', deliverable: w.fil?.deliverable ?? '' },
        }))
      : [{ ...EMPTY_WEEK }],
  };
}

const orNull = (text: string): string | null => (text.trim() ? text.trim() : null);

/** The Filipino version to send (issue 29): the texts given, trimmed; null when all are empty (the English is shown). */
function filInput<T extends { [key: string]: string | undefined }>(texts: T | undefined): { [K in keyof T]?: string } | null {
  const out: { [key: string]: string } = {};
  for (const [key, text] of Object.entries(texts ?? {})) {
    if (text?.trim()) {
      out[key] = text.trim();
    }
  }
  return Object.keys(out).length > 0 ? (out as { [K in keyof T]?: string }) : null;
}

function toInput(values: Values, stored: ChallengeInput | undefined): ChallengeInput {
  const applicationTypes = APPLICATION_TYPES.filter((type: ApplicationType) =>
    type === 'INDIVIDUAL' ? values.individuals : values.groups,
  );
  return {
    fil: filInput(values.fil),
    title: values.title.trim(),
    partnerName: values.partnerName.trim(),
    partnerLogoUrl: orNull(values.partnerLogoUrl),
    partnerWebsite: orNull(values.partnerWebsite),
    category: values.category ?? ('' as ChallengeInput['category']),
    summary: values.summary.trim(),
    description: values.description.trim(),
    coverImageUrl: orNull(values.coverImageUrl),
    applicationDeadline: values.applicationDeadline,
    startDate: values.startDate,
    slots: values.slots ?? 0,
    applicationTypes: [...applicationTypes],
    minGroupSize: values.minGroupSize ?? 0,
    maxGroupSize: values.maxGroupSize ?? 0,
    lateDays: values.lateDays ?? 0,
    weeks: values.weeks.map((w, i) => ({
      title: w.title.trim(),
      brief: w.brief.trim(),
      tasks: w.tasks
        .split('\n')
        .map((task) => task.trim())
        .filter(Boolean),
      deliverable: w.deliverable.trim(),
      fil: filInput(w.fil),
      // Resources are kept as they are (the seed's links); the editor does not change them.
      resources: stored?.weeks[i]?.resources ?? [],
      dueDate: w.dueDate,
    })),
  };
}

function filLengthCheck(text: string | undefined, min: number, message: string): Promise<void> {
  const trimmed = (text ?? '').trim();
  return trimmed && trimmed.length < min ? Promise.reject(new Error(message)) : Promise.resolve();
}

/** Where the server's property (weeks.0.dueDate, applicationTypes) shows in the form. */
function fieldName(property: string): (string | number)[] {
  if (property === 'applicationTypes') {
    return ['groups'];
  }
  return property.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** /admin/virapp/challenges/new and /admin/virapp/challenges/{id}: write, preview and publish a challenge. */
export function AdminChallengeEditPage() {
  const { challengeId } = useParams();
  const { t } = useVaText();
  const query = useGetAdminChallengeQuery(challengeId ?? '', { skip: !challengeId });
  const title = challengeId ? t('admin.authoring.editTitle') : t('admin.authoring.newTitle');
  return (
    <Page title={title} eyebrow={t('admin.eyebrow')}>
      <AdminVirappNav />
      <p>
        <Link to={PATHS.adminVirappChallenges}>← {t('admin.authoring.back')}</Link>
      </p>
      {challengeId ? (
        <QueryStates
          query={query}
          loadingLabel={t('admin.authoring.loading')}
          errorTitle={t('admin.authoring.loadFailed')}
          retryLabel={t('facts.tryAgain')}
        >
          {(data) => <ChallengeEditor key={data.challenge.id} saved={data} />}
        </QueryStates>
      ) : (
        <ChallengeEditor saved={undefined} />
      )}
    </Page>
  );
}

function ChallengeEditor({ saved }: { saved: AdminChallenge | undefined }) {
  const { t, formatDate } = useVaText();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [create, creating] = useCreateChallengeMutation();
  const [update, updating] = useUpdateChallengeMutation();
  const [publish, publishing] = usePublishChallengeMutation();
  const [dirty, setDirty] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [preview, setPreview] = useState(false);
  const locks = saved?.locks;
  const status = saved?.challenge.status;
  const required = [{ required: true, message: t('admin.authoring.required') }];
  const inFilipino = (field: 'title' | 'summary' | 'description' | 'weekTitle' | 'weekBrief' | 'deliverable') =>
    t('admin.authoring.fields.inFilipino', { label: t(`admin.authoring.fields.${field}`) });
  const filipinoHint = t('admin.authoring.filipinoHint');
  // A Filipino text may stay empty (the English is shown); a given one has the English's least length (the server checks too).
  const filLength = (min: number) => [
    { validator: (_rule: unknown, text?: string) => filLengthCheck(text, min, t('admin.authoring.filipinoTooShort', { count: min })) },
  ];

  const showErrors = (caught: unknown) => {
    const info = describeApiError(caught);
    const known = new Set(Object.keys(toValues(undefined)).concat('applicationTypes'));
    const onFields = info.fieldErrors.filter((e: FieldError) => known.has(e.property.split('.')[0] ?? ''));
    form.setFields(onFields.map((e) => ({ name: fieldName(e.property) as never, errors: e.constraints })));
    const elsewhere = info.fieldErrors.filter((e) => !onFields.includes(e)).flatMap((e) => e.constraints);
    setError(onFields.length > 0 && elsewhere.length === 0 ? t('admin.authoring.fixErrors') : [info.message, ...elsewhere].join(' '));
  };

  const save = async (values: Values) => {
    setError(undefined);
    const input = toInput(values, saved?.input);
    try {
      if (saved) {
        await update({ challengeId: saved.challenge.id, input }).unwrap();
        void toast('success', t('admin.authoring.saved'));
        setDirty(false);
      } else {
        const created = await create(input).unwrap();
        void toast('success', t('admin.authoring.created'));
        void navigate(adminChallengePath(created.challenge.id), { replace: true });
      }
    } catch (caught) {
      showErrors(caught);
    }
  };

  const doPublish = async () => {
    if (!saved) {
      return;
    }
    setError(undefined);
    try {
      await publish(saved.challenge.id).unwrap();
      void toast('success', t('admin.authoring.published'));
    } catch (caught) {
      showErrors(caught);
    }
  };

  const enrolled = (saved?.groups ?? 0) > 0;
  return (
    <div className={styles.stack}>
      {saved && (
        <p className={styles.small}>
          <strong>{t(`status.challenge.${saved.challenge.status}`)}</strong> ·{' '}
          {t('admin.authoring.seatsTaken', { taken: saved.challenge.seatsTaken, slots: saved.challenge.slots, groups: saved.groups })}
        </p>
      )}
      {locks?.readOnly && <Alert type="info" showIcon title={t('admin.authoring.lockReadOnly')} />}
      {locks && !locks.readOnly && (enrolled || locks.startDate) && (
        <Alert
          type="warning"
          showIcon
          title={t('admin.authoring.locked')}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {locks.startDate && <li>{t('admin.authoring.lockStart')}</li>}
              {locks.keptWeeks.length > 0 && <li>{t('admin.authoring.lockWeeks', { weeks: locks.keptWeeks.join(', ') })}</li>}
              {locks.earliestDueDate && <li>{t('admin.authoring.lockDueDates', { date: formatDate(locks.earliestDueDate) })}</li>}
              {locks.minSlots > 0 && <li>{t('admin.authoring.lockSeats', { count: locks.minSlots })}</li>}
              {enrolled && (
                <li>{t('admin.authoring.lockSizes', { min: locks.minGroupSizeAtMost ?? 1, max: locks.maxGroupSizeAtLeast })}</li>
              )}
              {locks.applicationTypes.length > 0 && <li>{t('admin.authoring.lockTypes')}</li>}
            </ul>
          }
        />
      )}
      {error && <Alert type="error" showIcon role="alert" title={error} />}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={toValues(saved?.input)}
        disabled={locks?.readOnly}
        onValuesChange={() => setDirty(true)}
        onFinish={(values) => void save(values)}
        onFinishFailed={() => setError(t('admin.authoring.fixErrors'))}
        scrollToFirstError
        aria-label={saved ? t('admin.authoring.editTitle') : t('admin.authoring.newTitle')}
      >
        <fieldset className={styles.panel}>
          <legend className={styles.legend}>{t('admin.authoring.sections.about')}</legend>
          <Bilingual>
            <Form.Item name="title" label={t('admin.authoring.fields.title')} rules={required}>
              <Input maxLength={150} />
            </Form.Item>
            <Form.Item name={['fil', 'title']} label={inFilipino('title')} extra={filipinoHint} rules={filLength(2)}>
              <Input maxLength={150} />
            </Form.Item>
          </Bilingual>
          <Form.Item name="category" label={t('admin.authoring.fields.category')} rules={required}>
            <Select options={CAREER_CATEGORIES.map((c) => ({ value: c.key, label: c.label }))} />
          </Form.Item>
          <Bilingual>
            <Form.Item name="summary" label={t('admin.authoring.fields.summary')} rules={required}>
              <Input.TextArea rows={2} maxLength={300} />
            </Form.Item>
            <Form.Item name={['fil', 'summary']} label={inFilipino('summary')} rules={filLength(10)}>
              <Input.TextArea rows={2} maxLength={300} />
            </Form.Item>
          </Bilingual>
          <Bilingual>
            <Form.Item name="description" label={t('admin.authoring.fields.description')} rules={required}>
              <Input.TextArea rows={5} maxLength={8000} />
            </Form.Item>
            <Form.Item name={['fil', 'description']} label={inFilipino('description')} rules={filLength(10)}>
              <Input.TextArea rows={5} maxLength={8000} />
            </Form.Item>
          </Bilingual>
          <Form.Item name="coverImageUrl" label={t('admin.authoring.fields.coverImageUrl')} extra={t('admin.authoring.imageHint')}>
            <Input inputMode="url" />
          </Form.Item>
        </fieldset>

        <fieldset className={styles.panel}>
          <legend className={styles.legend}>{t('admin.authoring.sections.partner')}</legend>
          <Form.Item name="partnerName" label={t('admin.authoring.fields.partnerName')} rules={required}>
            <Input maxLength={150} />
          </Form.Item>
          <Form.Item name="partnerLogoUrl" label={t('admin.authoring.fields.partnerLogoUrl')} extra={t('admin.authoring.imageHint')}>
            <Input inputMode="url" />
          </Form.Item>
          <Form.Item name="partnerWebsite" label={t('admin.authoring.fields.partnerWebsite')}>
            <Input inputMode="url" />
          </Form.Item>
        </fieldset>

        <fieldset className={styles.panel}>
          <legend className={styles.legend}>{t('admin.authoring.sections.dates')}</legend>
          <Form.Item name="applicationDeadline" label={t('admin.authoring.fields.applicationDeadline')} rules={required}>
            <Input type="date" />
          </Form.Item>
          <Form.Item name="startDate" label={t('admin.authoring.fields.startDate')} rules={required}>
            <Input type="date" disabled={locks?.startDate} />
          </Form.Item>
          <Form.Item name="slots" label={t('admin.authoring.fields.slots')} rules={required}>
            <InputNumber min={Math.max(1, locks?.minSlots ?? 1)} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="individuals" valuePropName="checked" style={{ marginBottom: 4 }}>
            <Checkbox>{t('admin.authoring.fields.individuals')}</Checkbox>
          </Form.Item>
          <Form.Item name="groups" valuePropName="checked">
            <Checkbox>{t('admin.authoring.fields.groups')}</Checkbox>
          </Form.Item>
          <Form.Item name="minGroupSize" label={t('admin.authoring.fields.minGroupSize')} rules={required}>
            <InputNumber min={1} max={GROUP_SIZE_MAX} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="maxGroupSize" label={t('admin.authoring.fields.maxGroupSize')} rules={required}>
            <InputNumber min={1} max={GROUP_SIZE_MAX} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="lateDays" label={t('admin.authoring.fields.lateDays')}>
            <InputNumber min={0} max={LATE_DAYS_MAX} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </fieldset>

        <Form.List name="weeks">
          {(fields, { add, remove }) => (
            <div className={styles.stack}>
              {fields.map((field, index) => {
                const number = index + 1;
                const kept = locks?.keptWeeks.includes(number) ?? false;
                return (
                  <fieldset key={field.key} className={styles.panel} aria-label={t('admin.authoring.week', { number })}>
                    <legend className={styles.legend}>{t('admin.authoring.week', { number })}</legend>
                    <Bilingual>
                      <Form.Item name={[field.name, 'title']} label={t('admin.authoring.fields.weekTitle')} rules={required}>
                        <Input maxLength={150} />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'fil', 'title']}
                        label={inFilipino('weekTitle')}
                        extra={filipinoHint}
                        rules={filLength(2)}
                      >
                        <Input maxLength={150} />
                      </Form.Item>
                    </Bilingual>
                    <Bilingual>
                      <Form.Item name={[field.name, 'brief']} label={t('admin.authoring.fields.weekBrief')} rules={required}>
                        <Input.TextArea rows={3} maxLength={4000} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'fil', 'brief']} label={inFilipino('weekBrief')} rules={filLength(10)}>
                        <Input.TextArea rows={3} maxLength={4000} />
                      </Form.Item>
                    </Bilingual>
                    <Form.Item name={[field.name, 'tasks']} label={t('admin.authoring.fields.tasks')} rules={required}>
                      <Input.TextArea rows={3} />
                    </Form.Item>
                    <Bilingual>
                      <Form.Item name={[field.name, 'deliverable']} label={t('admin.authoring.fields.deliverable')} rules={required}>
                        <Input.TextArea rows={2} maxLength={2000} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'fil', 'deliverable']} label={inFilipino('deliverable')} rules={filLength(2)}>
                        <Input.TextArea rows={2} maxLength={2000} />
                      </Form.Item>
                    </Bilingual>
                    <Form.Item name={[field.name, 'dueDate']} label={t('admin.authoring.fields.dueDate')} rules={required}>
                      <Input type="date" disabled={locks?.fixedDueDates.includes(number)} />
                    </Form.Item>
                    {!kept && fields.length > 1 && index === fields.length - 1 && (
                      <Button danger onClick={() => remove(field.name)}>
                        {t('admin.authoring.removeWeek', { number })}
                      </Button>
                    )}
                  </fieldset>
                );
              })}
              {fields.length < CHALLENGE_MAX_WEEKS && (
                <div>
                  <Button onClick={() => add({ ...EMPTY_WEEK })}>{t('admin.authoring.addWeek')}</Button>
                </div>
              )}
            </div>
          )}
        </Form.List>

        <div className={styles.row} style={{ flexWrap: 'wrap', gap: 8, marginTop: 16 }}>
          <Button type="primary" htmlType="submit" loading={creating.isLoading || updating.isLoading}>
            {saved && status !== 'DRAFT' ? t('admin.authoring.save') : t('admin.authoring.saveDraft')}
          </Button>
          {saved && (
            <Button onClick={() => setPreview((shown) => !shown)} aria-expanded={preview} disabled={false}>
              {preview ? t('admin.authoring.hidePreview') : t('admin.authoring.preview')}
            </Button>
          )}
          {saved && status === 'DRAFT' && (
            <Button onClick={() => void doPublish()} loading={publishing.isLoading} disabled={dirty}>
              {t('admin.authoring.publish')}
            </Button>
          )}
        </div>
        {saved && status === 'DRAFT' && (
          <p className={styles.note}>{dirty ? t('admin.authoring.saveFirst') : t('admin.authoring.publishNote')}</p>
        )}
      </Form>
      {saved && preview && (
        <section className={styles.panel} aria-label={t('admin.authoring.preview')}>
          <p className={styles.note}>{t('admin.authoring.previewNote')}</p>
          <ChallengePreview challenge={saved.challenge} />
        </section>
      )}
    </div>
  );
}
