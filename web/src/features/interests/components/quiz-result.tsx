import { INTEREST_AREAS, type InterestArea, type InterestResult, MAX_AREA_SCORE } from '@lakbay/contracts';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { ButtonLink } from '@/components/button-link';
import { loginPathReturningTo, PATHS } from '@/lib/paths';
import { useGetCareerSuggestionsQuery } from '../api/interests-api';
import { INTERESTS_NS } from '../i18n/register';
import { SuggestionGrid } from './suggestion-card';
import styles from './interests.module.css';

const PAGE = 12;
const MAX_SHOWN = 48;

export type SaveState = 'saved' | 'unsaved' | 'saving' | 'failed' | 'visitor';

export interface QuizResultProps {
  result: InterestResult;
  save: SaveState;
  onSave: () => void;
  onRetake: () => void;
}

/** The result: the top areas explained, all six scores, suggested careers, and saving it. */
export function QuizResult({ result, save, onSave, onRetake }: QuizResultProps) {
  const { t } = useTranslation(INTERESTS_NS);
  const top = result.code.split('') as InterestArea[];
  return (
    <>
      <section aria-labelledby="result-heading">
        <h2 id="result-heading" className={styles.sectionTitle}>
          {result.code ? t('result.code', { code: result.code }) : t('result.title')}
        </h2>
        {result.code ? (
          <>
            <p className={styles.note}>{t('result.intro')}</p>
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
      {result.code && <ResultCareers code={result.code} />}
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

function ResultCareers({ code }: { code: string }) {
  const { t } = useTranslation(INTERESTS_NS);
  const [shown, setShown] = useState(PAGE);
  const { data, isFetching } = useGetCareerSuggestionsQuery({ interests: code, pageSize: shown });
  return (
    <section className={styles.section} aria-labelledby="careers-heading">
      <h2 id="careers-heading" className={styles.sectionTitle}>
        {t('result.careers')}
      </h2>
      {data && data.items.length === 0 && <p className={styles.note}>{t('result.noCareers')}</p>}
      {data && data.items.length > 0 && <SuggestionGrid careers={data.items} label={t('result.careers')} busy={isFetching} />}
      {!data && <div className={styles.placeholder} />}
      <div className={styles.actions}>
        {data && data.total > data.items.length && shown < MAX_SHOWN && (
          <Button variant="outline" loading={isFetching} onClick={() => setShown(shown + PAGE)}>
            {t('result.more')}
          </Button>
        )}
        <ButtonLink to={PATHS.careers} variant="secondary">
          {t('result.browse')}
        </ButtonLink>
      </div>
    </section>
  );
}
