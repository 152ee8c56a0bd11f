import { useDeferredValue } from 'react';
import type { CareerCategory } from '@lakbay/contracts';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import { findCategory } from '@/components/content/category-tag';
import { CardGrid, CardSkeletons } from '@/components/list-page';
import { useGetCoachesQuery } from '../api/coaches-api';
import { COACHES_NS } from '../i18n/register';
import { coachesInCategoryPath } from '../lib/coach-filters';
import { COACH_CARD_SKELETON, CoachCard } from './coach-card';
import styles from './coaches.module.css';
import { TitledSection } from '@/components/titled-section';

const SHOWN = 3;

/** "Koaches in this field": up to three coaches of a career category, loaded on their own after the page. */
export function CoachesInField({ category }: { category: CareerCategory }) {
  const { t } = useTranslation(COACHES_NS);
  // Deferred: the answer arrives after the page has drawn, and a store update renders at once, in
  // one task; as a deferred value React draws the cards in slices a slow phone can interrupt.
  const { data, isLoading, isError } = useDeferredValue(useGetCoachesQuery({ category, page: 1, pageSize: SHOWN }));
  const label = findCategory(category)?.label ?? t('inField.thisField');
  const find = (
    <ButtonLink to={coachesInCategoryPath(category)} variant="outline">
      {t('inField.find')}
    </ButtonLink>
  );
  let body;
  if (isLoading) {
    body = <CardSkeletons {...COACH_CARD_SKELETON} count={SHOWN} itemMin={280} label={t('inField.loading')} />;
  } else if (isError || !data || data.items.length === 0) {
    body = <p className={styles.note}>{t('inField.none', { field: label })}</p>;
  } else {
    body = (
      <CardGrid itemMin={280} aria-label={t('inField.label', { field: label })}>
        {data.items.map((coach) => (
          <li key={coach.id}>
            <CoachCard coach={coach} headingLevel={3} />
          </li>
        ))}
      </CardGrid>
    );
  }
  return (
    <TitledSection id="koaches-in-field" title={t('inField.title')} className={styles.section}>
      {body}
      {find}
    </TitledSection>
  );
}
