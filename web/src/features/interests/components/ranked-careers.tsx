import { type CareerSuggestion, type InterestResult, MAX_PAGE_SIZE, writeInterestScores } from '@lakbay/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { ButtonLink } from '@/components/button-link';
import { CareerCard } from '@/components/content/career-card';
import { findCategory } from '@/components/content/category-tag';
import { PATHS } from '@/lib/paths';
import { useGetCareerSuggestionsQuery } from '../api/interests-api';
import { INTERESTS_NS } from '../i18n/register';
import { firstShownCount } from '../model/ranking';
import styles from './interests.module.css';
import { useAreaList } from './use-area-list';

/** Fields whose Koaches the result links to. */
const COACH_FIELDS = 3;

/**
 * The careers ranked by fit for the result's scores (all areas, so tied ones all count): the best
 * 10 to 12 first, each with its fit and why; "show more" reveals the rest in rank order. Below, the
 * Koaches of the fields of the careers shown first.
 */
export function RankedCareers({ result }: { result: InterestResult }) {
  const { t } = useTranslation(INTERESTS_NS);
  const [expanded, setExpanded] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  const { data } = useGetCareerSuggestionsQuery({
    interests: result.code,
    scores: writeInterestScores(result.scores),
    page: 1,
    pageSize: MAX_PAGE_SIZE,
  });
  const items = data?.items ?? [];
  const first = firstShownCount(items);
  const shown = expanded ? items : items.slice(0, first);

  // "Show more" moves the focus to the first career it revealed, for keyboard and screen-reader users.
  useEffect(() => {
    if (expanded) {
      list.current?.querySelectorAll<HTMLAnchorElement>('li a')[first]?.focus();
    }
  }, [expanded, first]);

  return (
    <>
      <section className={styles.section} aria-labelledby="careers-heading">
        <h2 id="careers-heading" className={styles.sectionTitle}>
          {t('result.careers')}
        </h2>
        {data && items.length === 0 && <p className={styles.note}>{t('result.noCareers')}</p>}
        {items.length > 0 && (
          <>
            <p className={styles.note}>{t('result.rankNote')}</p>
            <ol className={styles.grid} aria-label={t('result.careers')} ref={list}>
              {shown.map((career) => (
                <RankedCareer key={career.id} career={career} />
              ))}
              {expanded && data && data.total > items.length && <MoreRanked result={result} page={2} />}
            </ol>
          </>
        )}
        {!data && <div className={styles.placeholder} />}
        <div className={styles.actions}>
          {!expanded && items.length > shown.length && (
            <Button variant="outline" onClick={() => setExpanded(true)}>
              {t('result.moreCount', { count: (data?.total ?? items.length) - shown.length })}
            </Button>
          )}
          <ButtonLink to={PATHS.careers} variant="secondary">
            {t('result.browse')}
          </ButtonLink>
        </div>
      </section>
      <CoachLinks careers={items.slice(0, first)} />
    </>
  );
}

/** A later page of the same ranking (a catalogue larger than one page) as items of the list, then the next. */
function MoreRanked({ result, page }: { result: InterestResult; page: number }) {
  const { data } = useGetCareerSuggestionsQuery({
    interests: result.code,
    scores: writeInterestScores(result.scores),
    page,
    pageSize: MAX_PAGE_SIZE,
  });
  if (!data) {
    return null;
  }
  return (
    <>
      {data.items.map((career) => (
        <RankedCareer key={career.id} career={career} />
      ))}
      {data.total > page * MAX_PAGE_SIZE && data.items.length > 0 && <MoreRanked result={result} page={page + 1} />}
    </>
  );
}

function RankedCareer({ career }: { career: CareerSuggestion }) {
  const { t } = useTranslation(INTERESTS_NS);
  const list = useAreaList();
  return (
    <li className={styles.ranked}>
      <CareerCard career={career} headingLevel={3} />
      <p className={styles.why}>
        <strong className={styles[`fit-${career.fit}`]}>{t(`result.fit.${career.fit}`)}</strong>
        {career.matched.length > 0 && <> · {t('result.why', { areas: list(career.matched) })}</>}
      </p>
    </li>
  );
}

/** Links to the Koaches of the fields (career categories) of the best careers, best first. */
function CoachLinks({ careers }: { careers: readonly CareerSuggestion[] }) {
  const { t } = useTranslation(INTERESTS_NS);
  const fields = [...new Set(careers.map((career) => career.category))].slice(0, COACH_FIELDS);
  if (fields.length === 0) {
    return null;
  }
  return (
    <section className={styles.section} aria-labelledby="coaches-heading">
      <h2 id="coaches-heading" className={styles.sectionTitle}>
        {t('result.coachesTitle')}
      </h2>
      <p className={styles.note}>{t('result.coachesText')}</p>
      <ul className={styles.coachLinks}>
        {fields.map((field) => (
          <li key={field}>
            <Link to={`${PATHS.coaches}?category=${encodeURIComponent(field)}`}>
              {t('result.coachesIn', { field: findCategory(field)?.label ?? field })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
