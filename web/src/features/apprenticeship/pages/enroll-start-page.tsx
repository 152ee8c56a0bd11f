import type { ApplicationType, ChallengeDetail, EnrolmentForm } from '@lakbay/contracts';
import type { SubmissionErrors } from 'final-form';
import { useState } from 'react';
import { Form, useField } from 'react-final-form';
import { Link, useNavigate, useParams } from 'react-router';
import { FormError } from '@/components/form/form-error';
import { SubmitButton } from '@/components/form/submit-button';
import { TextareaField } from '@/components/form/textarea-field';
import { required } from '@/components/form/validators';
import { visibleFieldError } from '@/components/form/visible-field-error';
import { Page } from '@/components/page';
import { describeApiError } from '@/lib/api/api-error';
import { toSubmissionErrors } from '@/lib/forms/submission-errors';
import { vaPaths } from '@/lib/paths';
import { selectLoggedUser } from '@/lib/state';
import { useAppSelector } from '@/lib/state/hooks';
import { TOAST_SECONDS, toast } from '@/lib/toast';
import { useEnrolMutation, type UserChallengeArgs } from '../api/apprenticeship-api';
import { ChoiceField } from '../components/choice-field';
import { EmailTagsField } from '../components/email-tags-field';
import { ChallengeGate } from '../components/enrol-guard';
import { FilePicker } from '../components/file-field';
import { toEnrolmentFormData } from '../lib/form-data';
import { checkResume, RESUME_ACCEPT, validateGroupEmails } from '../lib/validation';
import { useVaText } from '../i18n/use-va-text';
import styles from '../components/apprenticeship.module.css';

type YesNo = 'true' | 'false';

export interface EnrolValues {
  applicationType: ApplicationType;
  groupEmails: string[];
  whyJoin: string;
  whatQualities: string;
  additionalComments: string;
  sendResumeAndContact?: YesNo;
  participateInternship?: YesNo;
  isFirstWorkExperience?: YesNo;
  resume?: File | null;
}

// The multipart field names: a server error for one of them goes under it (spec section 5).
const FIELDS = [
  'applicationType',
  'groupEmails',
  'whyJoin',
  'whatQualities',
  'additionalComments',
  'sendResumeAndContact',
  'participateInternship',
  'isFirstWorkExperience',
  'resume',
] as const satisfies readonly (keyof EnrolValues)[];

export const ENROL_LIMITS = { whyJoin: 1000, whatQualities: 1000, additionalComments: 500 } as const;

/** /virtual-apprenticeship/{challengeId}/enroll/start: the enrolment form of spec section 3. */
export function EnrollStartPage() {
  const { t } = useVaText();
  const { challengeId = '' } = useParams();
  // Once enrolled here, the page is on its way to the welcome screen: no redirect to the dashboard meanwhile.
  const [enrolled, setEnrolled] = useState(false);
  return (
    <ChallengeGate challengeId={challengeId} title={t('enrol.gateTitle')} need={enrolled ? 'any' : 'not-enrolled'}>
      {(challenge, my) => my.args && <EnrolForm challenge={challenge} args={my.args} onEnrolled={() => setEnrolled(true)} />}
    </ChallengeGate>
  );
}

function EnrolForm({ challenge, args, onEnrolled }: { challenge: ChallengeDetail; args: UserChallengeArgs; onEnrolled: () => void }) {
  const { t } = useVaText();
  const yesNo = [
    { value: 'true', label: t('form.yes') },
    { value: 'false', label: t('form.no') },
  ];
  const [enrol] = useEnrolMutation();
  const navigate = useNavigate();
  const ownEmail = useAppSelector(selectLoggedUser)?.email;
  const teammates = Math.max(0, challenge.maxGroupSize - 1);
  const types = challenge.applicationTypes.filter((type) => type !== 'GROUP' || teammates > 0);

  // Kept stable: new initial values would make final-form reset what was typed on every render.
  const [initialValues] = useState<Partial<EnrolValues>>(() => ({
    applicationType: types[0] ?? 'INDIVIDUAL',
    groupEmails: [],
    whyJoin: '',
    whatQualities: '',
    additionalComments: '',
  }));

  const validate = (values: EnrolValues) => {
    const errors: Partial<Record<keyof EnrolValues, string>> = {};
    if (values.applicationType === 'GROUP') {
      const problem = validateGroupEmails(t, values.groupEmails ?? [], teammates, ownEmail);
      if (problem) {
        errors.groupEmails = problem;
      }
    }
    const resume = checkResume(t, values.resume);
    if (resume) {
      errors.resume = resume;
    }
    return errors;
  };

  const submit = async (values: EnrolValues): Promise<SubmissionErrors | undefined> => {
    const form: EnrolmentForm = {
      applicationType: values.applicationType,
      groupEmails: values.applicationType === 'GROUP' ? values.groupEmails : [],
      whyJoin: values.whyJoin.trim(),
      whatQualities: values.whatQualities.trim(),
      additionalComments: (values.additionalComments ?? '').trim(),
      sendResumeAndContact: values.sendResumeAndContact === 'true',
      participateInternship: values.participateInternship === 'true',
      isFirstWorkExperience: values.isFirstWorkExperience === 'true',
    };
    try {
      onEnrolled();
      await enrol({ ...args, form: toEnrolmentFormData(form, values.resume as File) }).unwrap();
    } catch (error) {
      // Spec section 8: the server's message as a toast for 7 s, and each constraint under its field.
      const info = describeApiError(error);
      void toast('error', info.message, TOAST_SECONDS.enrolmentError);
      return toSubmissionErrors<EnrolValues>(info, FIELDS);
    }
    void navigate(vaPaths.enrollWelcome(challenge.id), { replace: true });
    return undefined;
  };

  return (
    <Page title={t('enrol.title', { title: challenge.title })} eyebrow={t('list.title')} narrow>
      <Form<EnrolValues>
        onSubmit={submit}
        validate={validate}
        initialValues={initialValues}
        subscription={{ submitError: true, values: true }}
        render={({ handleSubmit, submitError, values }) => (
          <form
            className={styles.form}
            noValidate
            aria-label={t('form.label')}
            onSubmit={(event) => {
              void handleSubmit(event);
            }}
          >
            <FormError message={typeof submitError === 'string' ? submitError : undefined} />
            {types.length > 1 && (
              <ChoiceField
                name="applicationType"
                label={t('form.howJoin')}
                options={types.map((type) => ({ value: type, label: t(`form.${type}`) }))}
              />
            )}
            {values.applicationType === 'GROUP' && (
              <EmailTagsField
                name="groupEmails"
                label={t('form.teammates')}
                max={teammates}
                hint={t('form.teammatesHint', { count: teammates })}
              />
            )}
            <TextareaField
              name="whyJoin"
              label={t('form.whyJoin')}
              required
              maxChar={ENROL_LIMITS.whyJoin}
              validate={required('This answer')}
            />
            <TextareaField
              name="whatQualities"
              label={t('form.whatQualities')}
              required
              maxChar={ENROL_LIMITS.whatQualities}
              validate={required('This answer')}
            />
            <TextareaField
              name="additionalComments"
              label={t('form.additionalComments')}
              hint={t('form.optional')}
              maxChar={ENROL_LIMITS.additionalComments}
            />
            <ChoiceField name="sendResumeAndContact" label={t('form.sendResume', { partner: challenge.partner.name })} options={yesNo} />
            <ChoiceField name="participateInternship" label={t('form.internship')} options={yesNo} />
            <ChoiceField name="isFirstWorkExperience" label={t('form.firstWork')} options={yesNo} />
            <ResumeField />
            <div className={styles.row}>
              <SubmitButton>{t('form.submit')}</SubmitButton>
              <Link to={vaPaths.enroll(challenge.id)}>{t('form.back')}</Link>
            </div>
          </form>
        )}
      />
    </Page>
  );
}

function ResumeField() {
  const { t } = useVaText();
  const { input, meta } = useField<File | null>('resume', {
    subscription: {
      value: true,
      error: true,
      submitError: true,
      submitFailed: true,
      touched: true,
      modified: true,
      dirtySinceLastSubmit: true,
    },
  });
  const file = input.value || null;
  return (
    <FilePicker
      label={t('form.resume')}
      required
      accept={RESUME_ACCEPT}
      hint={t('form.resumeHint')}
      files={file ? [file] : []}
      onChange={(files) => {
        input.onChange(files[0] ?? null);
        input.onBlur();
      }}
      error={visibleFieldError(meta)}
    />
  );
}
