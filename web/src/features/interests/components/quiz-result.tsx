import { INTEREST_AREAS, type InterestResult, MAX_AREA_SCORE, topInterestAreas } from '@lakbay/contracts';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { loginPathReturningTo, PATHS } from '@/lib/paths';
import { INTERESTS_NS } from '../i18n/register';
import { RankedCareers } from './ranked-careers';
import { TieNote } from './tie-note';
import styles from './interests.module.css';

export type SaveState = 'saved' | 'unsaved' | 'saving' | 'failed' | 'visitor';

export interface QuizResultProps {
  result: InterestResult;
  save: SaveState;
  onSave: () => void;
  onRetake: () => void;
}

/**
 * The result: the top areas explained (every area tied at the top, which the 3-letter code cannot
 * hold, with a note saying so), all six scores, careers ranked by fit, and saving it.
 */
export function QuizResult({ result, save, onSave, onRetake }: QuizResultProps) {
  const { t } = useTranslation(INTERESTS_NS);
  const top = topInterestAreas(result.scores);
  return (
    <>
      <section aria-labelledby="result-heading">
        <h2 id="result-heading" className={styles.sectionTitle}>
          {result.code ? t('result.code', { code: result.code }) : t('result.title')}
        </h2>
        {result.code ? (
          <>
            <p className={styles.note}>{t('result.intro')}</p>
            <TieNote scores={result.scores} />
            <ol className={`${styles.topAreas} ${styles.section}`}>
              {top.map((area) => (
                <li key={area} className={styles.area}>
                  <h3 className={styles.areaName}>
                    {area} · {t(`areas.${area}.name`)} ({t(`areas.${area}.nick`)})
                  </h3>
                  <p className={styles.areaText}>{t(`areas.${area}.text`)}</p>
                </li>
              ))}
            </ol>
          </>
        ) : (
          <p className={styles.note}>{t('result.none')}</p>
        )}
        <SaveActions save={save} onSave={onSave} onRetake={onRetake} />
      </section>
      <section className={styles.section} aria-labelledby="scores-heading">
        <h2 id="scores-heading" className={styles.sectionTitle}>
          {t('result.allAreas')}
        </h2>
        <ul className={styles.scores}>
          {INTEREST_AREAS.map((area) => (
            <li key={area} className={styles.score}>
              <span>{t(`areas.${area}.name`)}</span>
              <span className={styles.bar} aria-hidden="true">
                <span style={{ width: `${(result.scores[area] / MAX_AREA_SCORE) * 100}%` }} />
              </span>
              <span className={styles.scoreValue}>{t('result.score', { score: result.scores[area], max: MAX_AREA_SCORE })}</span>
            </li>
          ))}
        </ul>
      </section>
      {result.code && <RankedCareers result={result} />}
    </>
  );
}

function SaveActions({ save, onSave, onRetake }: Omit<QuizResultProps, 'result'>) {
  const { t } = useTranslation(INTERESTS_NS);
  return (
    <>
      <div className={styles.actions}>
        {(save === 'unsaved' || save === 'saving' || save === 'failed') && (
          <Button onClick={onSave} loading={save === 'saving'}>
            {t('result.save')}
          </Button>
        )}
        <Button variant="outline" onClick={onRetake}>
          {t('result.retake')}
        </Button>
      </div>
      <p className={styles.status} role="status">
        {save === 'saved' && t('result.saved')}
        {save === 'failed' && t('result.saveFailed')}
      </p>
      {save === 'visitor' && (
        <p className={styles.note}>
          {t('result.onDevice')}{' '}
          <Trans t={t} i18nKey="result.loginToSave" components={{ login: <Link to={loginPathReturningTo(PATHS.interests)} /> }} />
        </p>
      )}
    </>
  );
}
