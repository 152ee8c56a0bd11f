import { ANSWER_POINTS, type InterestAnswer } from '@lakbay/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { INTERESTS_NS } from '../i18n/register';
import { PAGE_COUNT, STATEMENTS, statementsOfPage } from '../model/statements';
import styles from './interests.module.css';

const ANSWERS = Object.keys(ANSWER_POINTS) as InterestAnswer[];

export type Answers = Readonly<Record<string, InterestAnswer>>;

/**
 * The statements a page at a time, each answered Like / Not sure / Dislike with native radio
 * buttons (Tab between statements, arrow keys between answers), with the page and the count
 * answered. Next checks that every statement of the page has an answer.
 */
export function QuizQuestions({ onFinish }: { onFinish: (answers: Answers) => void }) {
  const { t } = useTranslation(INTERESTS_NS);
  const [page, setPage] = useState(0);
  const [answers, setAnswers] = useState<Answers>({});
  const [missing, setMissing] = useState(false);
  const top = useRef<HTMLDivElement>(null);

  // A new page starts at its top, with the focus there for keyboard and screen-reader users.
  const goTo = (next: number) => {
    setPage(next);
    top.current?.focus();
    top.current?.scrollIntoView?.({ block: 'start' });
  };

  const statements = statementsOfPage(page);
  const answered = Object.keys(answers).length;
  const last = page === PAGE_COUNT - 1;

  const next = () => {
    const gap = statements.find((s) => !answers[s.id]);
    if (gap) {
      setMissing(true);
      document.getElementById(`statement-${gap.id}-${answers[gap.id] ?? ANSWERS[0]}`)?.focus();
      return;
    }
    setMissing(false);
    if (last) {
      onFinish(answers);
    } else {
      goTo(page + 1);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        next();
      }}
    >
      <div className={styles.progress} ref={top} tabIndex={-1}>
        <p className={styles.progressText}>
          <span>{t('quiz.page', { page: page + 1, pages: PAGE_COUNT })}</span>
          <span>{t('quiz.answered', { answered, total: STATEMENTS.length })}</span>
        </p>
        <progress
          className={styles.progressBar}
          max={STATEMENTS.length}
          value={answered}
          aria-label={t('quiz.answered', { answered, total: STATEMENTS.length })}
        />
      </div>
      <p className={styles.prompt}>{t('quiz.prompt')}</p>
      <ul className={styles.statements}>
        {statements.map((statement) => {
          const chosen = answers[statement.id];
          return (
            <li key={statement.id}>
              <fieldset className={missing && !chosen ? `${styles.statement} ${styles.missing}` : styles.statement}>
                <legend>{t(`statements.${statement.id}`)}</legend>
                <div className={styles.choices}>
                  {ANSWERS.map((answer) => (
                    <label key={answer} className={styles.choice}>
                      <input
                        type="radio"
                        id={`statement-${statement.id}-${answer}`}
                        name={statement.id}
                        value={answer}
                        checked={chosen === answer}
                        onChange={() => setAnswers({ ...answers, [statement.id]: answer })}
                      />
                      <span>{t(`quiz.answers.${answer}`)}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            </li>
          );
        })}
      </ul>
      {missing && statements.some((s) => !answers[s.id]) && (
        <p className={styles.alert} role="alert">
          {t('quiz.answerAll')}
        </p>
      )}
      <div className={styles.nav}>
        {page > 0 ? (
          <Button variant="outline" onClick={() => goTo(page - 1)}>
            {t('quiz.back')}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit">{last ? t('quiz.finish') : t('quiz.next')}</Button>
      </div>
    </form>
  );
}
