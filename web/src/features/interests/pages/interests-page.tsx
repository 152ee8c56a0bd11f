import { type InterestResult, type InterestScores, INTEREST_AREAS, interestCode, scoreAnswers } from '@lakbay/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { Page } from '@/components/page';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';
import { selectIsAuth, selectUserPref, userPrefUpdated } from '@/lib/state';
import { useGetMyInterestsQuery, useSaveInterestScoresMutation } from '../api/interests-api';
import { type Answers, QuizQuestions } from '../components/quiz-questions';
import { QuizResult, type SaveState } from '../components/quiz-result';
import styles from '../components/interests.module.css';
import { INTERESTS_NS } from '../i18n/register';
import { DEVICE_RESULT_KEY, readDeviceResult } from '../model/interest-source';
import { STATEMENTS } from '../model/statements';

const sameScores = (a: InterestScores, b: InterestScores): boolean => INTEREST_AREAS.every((area) => a[area] === b[area]);

/**
 * /interests: the career interest quiz (RIASEC). Its result is kept on the device at once; a
 * logged-in user can save it to their profile. A visit shows the latest result (profile, else
 * device) with a way to take the quiz again; ?start=1 goes straight to the first question.
 */
export function InterestsPage() {
  const { t } = useTranslation(INTERESTS_NS);
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const isAuth = useAppSelector(selectIsAuth);
  const device = readDeviceResult(useAppSelector(selectUserPref));
  const { data: profile, isLoading } = useGetMyInterestsQuery(undefined, { skip: !isAuth });
  const [saveScores, saving] = useSaveInterestScoresMutation();
  const [taking, setTaking] = useState(params.get('start') === '1');
  const [fresh, setFresh] = useState<InterestResult | null>(null);

  const saved = isAuth ? (profile?.interestResult ?? null) : null;
  const shown = fresh ?? saved ?? device;

  const start = () => {
    setFresh(null);
    setTaking(true);
    saving.reset();
  };

  const finish = (answers: Answers) => {
    const scores = scoreAnswers(STATEMENTS.map((s) => ({ area: s.area, answer: answers[s.id] ?? 'dislike' })));
    const result: InterestResult = { code: interestCode(scores), scores, takenAt: new Date().toISOString() };
    dispatch(userPrefUpdated({ [DEVICE_RESULT_KEY]: result }));
    setFresh(result);
    setTaking(false);
    if (params.has('start')) {
      setParams({}, { replace: true });
    }
    window.scrollTo({ top: 0 });
  };

  let save: SaveState = 'visitor';
  if (isAuth) {
    if (saving.isLoading) {
      save = 'saving';
    } else if (saving.isError) {
      save = 'failed';
    } else {
      save = saved && shown && sameScores(saved.scores, shown.scores) ? 'saved' : 'unsaved';
    }
  }

  const showsResult = !taking && Boolean(shown);
  let body;
  if (taking) {
    body = <QuizQuestions onFinish={finish} />;
  } else if (isAuth && isLoading) {
    body = null;
  } else if (shown) {
    body = <QuizResult result={shown} save={save} onSave={() => void saveScores(shown.scores)} onRetake={start} />;
  } else {
    body = (
      <div className={styles.intro}>
        <p>{t('quiz.about', { count: STATEMENTS.length })}</p>
        <div className={styles.actions}>
          <Button size="large" onClick={start}>
            {t('quiz.start')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <Page
      eyebrow={t('quiz.eyebrow')}
      title={showsResult ? t('result.title') : t('quiz.title')}
      intro={showsResult ? undefined : t('quiz.intro')}
    >
      {body}
    </Page>
  );
}
