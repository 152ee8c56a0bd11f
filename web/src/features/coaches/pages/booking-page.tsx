import { ErrorCode, type Booking, type CoachDetail, type Training } from '@lakbay/contracts';
import { Alert, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { ButtonLink } from '@/components/button-link';
import { FallbackNote } from '@/components/content/fallback-note';
import { LoadingPage } from '@/components/loading-page';
import { Page } from '@/components/page';
import { describeApiError } from '@/lib/api/api-error';
import { PATHS } from '@/lib/paths';
import { loginModalOpened, selectIsAuth } from '@/lib/state';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';
import { useCreateBookingMutation, useGetCoachQuery } from '../api/coaches-api';
import { CoachUnavailable } from '../components/coach-unavailable';
import styles from '../components/coaches.module.css';
import { missingAnswers, QuestionFields } from '../components/question-fields';
import { SlotPicker } from '../components/slot-picker';
import { StepIndicator } from '../components/step-indicator';
import { useStoredAnswers } from '../hooks/use-stored-answers';
import { useZoneWords } from '../hooks/use-zone-words';
import { COACHES_NS } from '../i18n/register';
import {
  answersStorageKey,
  BOOKING_STEPS,
  bookingStepPath,
  coachPath,
  parseStep,
  readBookingQuery,
  trainingChoicePath,
} from '../lib/booking-query';
import { useViewerTimeZone } from '../hooks/use-viewer-time-zone';
import { sessionWhen } from '../lib/zoned-time';

/** /coaches/{slug}/schedule/steps/{step}: 1 date and time, 2 questions, 3 review and confirm. */
export function BookingPage() {
  const { t } = useTranslation(COACHES_NS);
  const { slug = '', step: stepParam } = useParams();
  const [params] = useSearchParams();
  const query = readBookingQuery(params);
  const step = parseStep(stepParam, BOOKING_STEPS.length);
  const { data: coach, isLoading, isError, error, refetch } = useGetCoachQuery(slug);

  if (step === null) {
    return <Navigate to={bookingStepPath(slug, 1, query)} replace />;
  }
  if (isLoading) {
    return (
      <LoadingPage title={t('booking.title')} label={t('booking.loading')}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </LoadingPage>
    );
  }
  if (isError || !coach) {
    return <CoachUnavailable error={error} onRetry={() => void refetch()} />;
  }
  const training = coach.trainings.find((candidate) => candidate.slug === query.training);
  if (!training) {
    return <Navigate to={trainingChoicePath(slug)} replace />;
  }
  return <BookingFlow key={`${coach.slug}/${training.slug}`} coach={coach} training={training} step={step} start={query.start} />;
}

interface FlowProps {
  coach: CoachDetail;
  training: Training;
  step: number;
  start: string | null;
}

function BookingFlow({ coach, training, step, start }: FlowProps) {
  const { t } = useTranslation(COACHES_NS);
  const words = useZoneWords();
  const required = t('booking.required');
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const dispatch = useAppDispatch();
  const isAuth = useAppSelector(selectIsAuth);
  const { answers, setAnswers, clear } = useStoredAnswers(answersStorageKey(coach.slug, training.slug));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  // The booking was asked about for 30 s without an answer: it may exist, so say where to look.
  const [outcomeUnknown, setOutcomeUnknown] = useState(false);
  const [pickerRound, setPickerRound] = useState(0);
  const [booked, setBooked] = useState<Booking | null>(null);
  const [createBooking, creating] = useCreateBookingMutation();
  const zone = useViewerTimeZone();
  const go = (to: number, nextStart: string | null = start) =>
    void navigate(bookingStepPath(coach.slug, to, { training: training.slug, start: nextStart }));

  if (booked) {
    return <Booked booking={booked} />;
  }
  if (step > 1 && !start) {
    return <Navigate to={bookingStepPath(coach.slug, 1, { training: training.slug })} replace />;
  }
  if (step === 3 && Object.keys(missingAnswers(training.questions, answers, required)).length > 0) {
    return <Navigate to={bookingStepPath(coach.slug, 2, { training: training.slug, start })} replace />;
  }

  const confirm = async () => {
    if (!start) {
      return;
    }
    setConfirmError(null);
    setOutcomeUnknown(false);
    if (!isAuth) {
      dispatch(loginModalOpened());
      return;
    }
    try {
      const booking = await createBooking({
        coachSlug: coach.slug,
        trainingSlug: training.slug,
        start,
        answers: pickAnswers(training, answers),
      }).unwrap();
      clear();
      setBooked(booking);
      window.scrollTo({ top: 0 });
    } catch (failure) {
      const info = describeApiError(failure);
      if (info.status === 401) {
        return; // The login modal is open; confirming again after logging in books.
      }
      if (info.code === ErrorCode.WRITE_OUTCOME_UNKNOWN) {
        // Asked for 30 s without an answer (lib/api/write-retry.ts): the session may exist.
        setConfirmError(t('booking.outcomeUnknown'));
        setOutcomeUnknown(true);
        return;
      }
      if (info.code === ErrorCode.SCHEDULING_SLOT_TAKEN) {
        setNotice(info.message);
        setPickerRound((round) => round + 1);
        go(1, null);
        return;
      }
      setConfirmError(info.message);
    }
  };

  const when = start
    ? sessionWhen(start, new Date(Date.parse(start) + training.durationMinutes * 60_000).toISOString(), zone, coach.timeZone, words)
    : null;

  let body;
  if (step === 1) {
    body = (
      <>
        <h2 className={styles.flowHeading}>{t('booking.chooseTime')}</h2>
        {notice && <Alert type="warning" showIcon title={notice} description={t('booking.anotherTime')} style={{ marginBottom: 16 }} />}
        <SlotPicker
          key={pickerRound}
          coachSlug={coach.slug}
          trainingSlug={training.slug}
          value={start}
          onChange={(next) =>
            setParams(
              (current) => {
                const updated = new URLSearchParams(current);
                updated.set('start', next);
                return updated;
              },
              { replace: true },
            )
          }
        />
        <div className={styles.flowActions}>
          <Link to={coachPath(coach.slug)}>{t('booking.backTo', { name: coach.displayName })}</Link>
          <Button disabled={!start} onClick={() => go(2)}>
            {t('booking.continue')}
          </Button>
        </div>
      </>
    );
  } else if (step === 2) {
    body = (
      <form
        noValidate
        aria-label={t('booking.questionsLabel')}
        onSubmit={(event) => {
          event.preventDefault();
          const missing = missingAnswers(training.questions, answers, required);
          setErrors(missing);
          if (Object.keys(missing).length === 0) {
            go(3);
          }
        }}
      >
        <h2 className={styles.flowHeading}>{t('booking.tell', { name: coach.displayName })}</h2>
        <p className={styles.note}>{t('booking.answersHelp')}</p>
        <FallbackNote records={[training]} />
        {training.questions.length === 0 ? (
          <p className={styles.note}>{t('booking.noQuestions')}</p>
        ) : (
          <QuestionFields
            questions={training.questions}
            answers={answers}
            errors={errors}
            onChange={(id, value) => {
              setAnswers((current) => ({ ...current, [id]: value }));
              if (errors[id] && value.trim()) {
                setErrors(({ [id]: _gone, ...rest }) => rest);
              }
            }}
          />
        )}
        <div className={styles.flowActions}>
          <Button variant="outline" onClick={() => go(1)}>
            {t('booking.back')}
          </Button>
          <Button type="submit">{t('booking.continue')}</Button>
        </div>
      </form>
    );
  } else {
    body = (
      <>
        <h2 className={styles.flowHeading}>{t('booking.review')}</h2>
        <dl className={styles.summary}>
          <div>
            <dt>{t('booking.session')}</dt>
            <dd>
              {training.title} · {t('booking.minutes', { count: training.durationMinutes })}
            </dd>
          </div>
          <div>
            <dt>{t('booking.koach')}</dt>
            <dd>{coach.displayName}</dd>
          </div>
          {when && (
            <div>
              <dt>{t('booking.when')}</dt>
              <dd>
                {t('booking.yourTime', { when: when.local })}
                {when.coach && <span className={styles.secondLine}>{when.coach}</span>}
              </dd>
            </div>
          )}
          {training.questions.map((question) => (
            <div key={question.id}>
              <dt>{question.label}</dt>
              <dd>{answers[question.id]?.trim() || t('booking.noAnswer')}</dd>
            </div>
          ))}
        </dl>
        {confirmError && (
          <Alert
            type={outcomeUnknown ? 'warning' : 'error'}
            showIcon
            title={confirmError}
            description={outcomeUnknown && <Link to={PATHS.mySchedule}>{t('booking.mySchedule')}</Link>}
            style={{ marginTop: 16 }}
          />
        )}
        {!isAuth && <p className={styles.note}>{t('booking.loginFirst')}</p>}
        <div className={styles.flowActions}>
          <Button variant="outline" onClick={() => go(2)}>
            {t('booking.back')}
          </Button>
          <Button loading={creating.isLoading} onClick={() => void confirm()}>
            {t('booking.confirm')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <Page eyebrow={t('booking.eyebrow', { name: coach.displayName })} title={training.title} narrow>
      <StepIndicator steps={[t('steps.date'), t('steps.questions'), t('steps.review')]} current={step} />
      <div className={styles.flowCard}>{body}</div>
    </Page>
  );
}

/** Only the training's questions, trimmed, empty optional ones left out. */
function pickAnswers(training: Training, answers: Record<string, string>): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const question of training.questions) {
    const value = (answers[question.id] ?? '').trim();
    if (value) {
      picked[question.id] = value;
    }
  }
  return picked;
}

function Booked({ booking }: { booking: Booking }) {
  const { t } = useTranslation(COACHES_NS);
  const when = sessionWhen(booking.start, booking.end, useViewerTimeZone(), booking.coach.timeZone, useZoneWords());
  return (
    <Page eyebrow={t('booking.booked')} title={t('booking.bookedTitle')} narrow>
      <div className={styles.flowCard} role="status">
        <h2 className={styles.flowHeading}>{t('booking.bookedWith', { training: booking.training.title, coach: booking.coach.name })}</h2>
        <p>
          {t('booking.yourTime', { when: when.local })}
          {when.coach && <span className={styles.secondLine}>{when.coach}</span>}
        </p>
        <p className={styles.note}>{t('booking.bookedText')}</p>
        <div className={styles.flowActions}>
          <Link to={PATHS.coaches}>{t('booking.findAnother')}</Link>
          <ButtonLink to={PATHS.mySchedule}>{t('booking.mySchedule')}</ButtonLink>
        </div>
      </div>
    </Page>
  );
}
