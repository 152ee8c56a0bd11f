import type { ChallengeDetail, UserChallenge, Week } from '@lakbay/contracts';
import { SUBMISSION_FILE_MAX_BYTES, SUBMISSION_MAX_FILES, SUBMISSION_MAX_LINKS } from '@lakbay/contracts';
import { Input } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/button';
import { ButtonLink } from '@/components/button-link';
import { EmptyState } from '@/components/empty-state';
import { charCounterText } from '@/components/form/char-limit';
import { FormError } from '@/components/form/form-error';
import { FormField } from '@/components/form/form-field';
import fieldStyles from '@/components/form/form-field.module.css';
import { Page } from '@/components/page';
import { describeApiError } from '@/lib/api/api-error';
import { vaPaths } from '@/lib/paths';
import { TOAST_SECONDS, toast } from '@/lib/toast';
import { useSubmitWeekMutation, type UserChallengeArgs } from '../api/apprenticeship-api';
import { ChallengeGate } from '../components/enrol-guard';
import { FilePicker } from '../components/file-field';
import { toSubmissionFormData } from '../lib/form-data';
import { useVaText } from '../i18n/use-va-text';
import { SUBMISSION_MESSAGES } from '../lib/messages';
import { checkLink, checkLinks, checkSubmissionFiles, SUBMISSION_ACCEPT } from '../lib/validation';
import { findWeek } from '../lib/week';
import styles from '../components/apprenticeship.module.css';

export const NOTES_MAX = 2000;

/** /virtual-apprenticeship/{challengeId}/week/{week}/submit: hand in a week's work (links, files, notes). */
export function WeekSubmitPage() {
  const { t } = useVaText();
  const { challengeId = '', week: weekParam } = useParams();
  return (
    <ChallengeGate challengeId={challengeId} title={t('submit.gateTitle')} need="enrolled">
      {(challenge, { mine, args }) => {
        const week = findWeek(challenge, weekParam);
        if (!week || !mine || !args) {
          return (
            <Page title={t('week.notFound')}>
              <EmptyState
                title={t('week.notFoundTitle')}
                icon="calendar"
                action={<ButtonLink to={vaPaths.dashboard(challengeId, 'todos')}>{t('submit.seeTodos')}</ButtonLink>}
              >
                {t('submit.pickTodo')}
              </EmptyState>
            </Page>
          );
        }
        return <SubmitForm challenge={challenge} week={week} mine={mine} args={args} />;
      }}
    </ChallengeGate>
  );
}

interface SubmitFormProps {
  challenge: ChallengeDetail;
  week: Week;
  mine: UserChallenge;
  args: UserChallengeArgs;
}

function SubmitForm({ challenge, week, mine, args }: SubmitFormProps) {
  const { t, dueText } = useVaText();
  const navigate = useNavigate();
  const [submitWeek, { isLoading }] = useSubmitWeekMutation();
  const [links, setLinks] = useState<string[]>([]);
  const [draft, setDraft] = useState('');
  const [linkError, setLinkError] = useState<string | undefined>();
  const [files, setFiles] = useState<File[]>([]);
  const [notes, setNotes] = useState('');
  const [notesFocused, setNotesFocused] = useState(false);
  const [formError, setFormError] = useState<string | undefined>();
  const linkId = `${useId()}-link`;
  const notesId = `${useId()}-notes`;
  const weekPath = vaPaths.week(challenge.id, week.number);
  const filesError = checkSubmissionFiles(t, files);
  const attempt = mine.submissions.filter((submission) => submission.weekId === week.id).length + 1;

  const addLink = (): boolean => {
    if (!draft.trim()) {
      return true;
    }
    const problem = checkLink(t, draft) ?? checkLinks(t, [...links, draft.trim()]);
    setLinkError(problem);
    if (problem) {
      return false;
    }
    setLinks([...links, draft.trim()]);
    setDraft('');
    return true;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    // A link still in the box counts: nobody should lose it for not pressing Add.
    const pending = draft.trim();
    if (pending && !addLink()) {
      return;
    }
    const allLinks = pending ? [...links, pending] : links;
    if (filesError) {
      return;
    }
    if (allLinks.length === 0 && files.length === 0) {
      setFormError(t('submit.needWork'));
      return;
    }
    try {
      await submitWeek({ ...args, weekId: week.id, form: toSubmissionFormData({ links: allLinks, notes: notes.trim() }, files) }).unwrap();
    } catch (error) {
      void toast('error', SUBMISSION_MESSAGES.failure, TOAST_SECONDS.submission);
      setFormError(describeApiError(error).message);
      return;
    }
    void toast('success', SUBMISSION_MESSAGES.success, TOAST_SECONDS.submission);
    void navigate(weekPath, { replace: true });
  };

  return (
    <Page title={t('submit.title', { number: week.number })} eyebrow={challenge.title} intro={week.title} narrow>
      <section className={styles.panel} style={{ marginBottom: 16 }}>
        <h2>{t('week.deliverable')}</h2>
        <p className={styles.prose}>{week.deliverable}</p>
        <p className={styles.note}>{t('submit.attempt', { due: dueText(week.dueDate), attempt })}</p>
      </section>
      <form
        className={styles.form}
        noValidate
        aria-label={t('submit.title', { number: week.number })}
        onSubmit={(event) => void submit(event)}
      >
        <FormError message={formError} />
        <div className={styles.field}>
          <label htmlFor={linkId} className={styles.legend}>
            {t('submit.links')}{' '}
            <span className={styles.small}>
              ({links.length} / {SUBMISSION_MAX_LINKS})
            </span>
          </label>
          {links.length > 0 && (
            <ul className={styles.fileList} aria-label={t('submit.linksLabel')}>
              {links.map((link) => (
                <li key={link} className={styles.fileItem}>
                  <span>{link}</span>
                  <Button
                    variant="outline"
                    aria-label={t('submit.removeLabel', { link })}
                    onClick={() => setLinks(links.filter((other) => other !== link))}
                  >
                    {t('submit.remove')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <div className={styles.addRow} style={{ marginTop: links.length > 0 ? 8 : 0 }}>
            <input
              id={linkId}
              className={styles.input}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={draft}
              disabled={links.length >= SUBMISSION_MAX_LINKS}
              aria-invalid={linkError ? true : undefined}
              aria-describedby={linkError ? `${linkId}-error` : undefined}
              onChange={(event) => {
                setLinkError(undefined);
                setDraft(event.target.value);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  addLink();
                }
              }}
            />
            <Button variant="outline" onClick={() => addLink()} disabled={!draft.trim()}>
              {t('submit.addLink')}
            </Button>
          </div>
          <p className={styles.small}>{t('submit.linkHint')}</p>
          <p id={`${linkId}-error`} className={styles.fieldError} aria-live="polite">
            {linkError}
          </p>
        </div>
        <FilePicker
          label={t('submit.files')}
          multiple
          max={SUBMISSION_MAX_FILES}
          accept={SUBMISSION_ACCEPT}
          files={files}
          onChange={setFiles}
          hint={t('submit.filesHint', { max: SUBMISSION_MAX_FILES, size: SUBMISSION_FILE_MAX_BYTES / (1024 * 1024) })}
          error={filesError}
        />
        <FormField
          id={notesId}
          label={t('submit.notes')}
          hint={t('submit.notesHint')}
          counter={notesFocused ? charCounterText(notes, NOTES_MAX) : ''}
        >
          <Input.TextArea
            id={notesId}
            className={fieldStyles.textarea}
            value={notes}
            maxLength={NOTES_MAX}
            onChange={(event) => setNotes(event.target.value.slice(0, NOTES_MAX))}
            onFocus={() => setNotesFocused(true)}
            onBlur={() => setNotesFocused(false)}
          />
        </FormField>
        <div className={styles.row}>
          <Button type="submit" size="large" loading={isLoading}>
            {t('submit.submit')}
          </Button>
          <Link to={weekPath}>{t('submit.cancel')}</Link>
        </div>
      </form>
    </Page>
  );
}
