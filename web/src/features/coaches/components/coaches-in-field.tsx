import type { CareerCategory } from '@lakbay/contracts';
import { ButtonLink } from '@/components/button-link';
import { findCategory } from '@/components/content/category-tag';
import { CardGrid, CardSkeletons } from '@/components/list-page';
import { useGetCoachesQuery } from '../api/coaches-api';
import { coachesInCategoryPath } from '../lib/coach-filters';
import { COACH_CARD_SKELETON, CoachCard } from './coach-card';
import styles from './coaches.module.css';

const SHOWN = 3;

/** "Koaches in this field": up to three coaches of a career category, loaded on their own after the page. */
export function CoachesInField({ category }: { category: CareerCategory }) {
  const { data, isLoading, isError } = useGetCoachesQuery({ category, page: 1, pageSize: SHOWN });
  const label = findCategory(category)?.label ?? 'this field';
  const find = (
    <ButtonLink to={coachesInCategoryPath(category)} variant="outline">
      Find a Koach
    </ButtonLink>
  );
  let body;
  if (isLoading) {
    body = <CardSkeletons {...COACH_CARD_SKELETON} count={SHOWN} itemMin={280} label="Loading Koaches in this field" />;
  } else if (isError || !data || data.items.length === 0) {
    body = <p className={styles.note}>No Koach in {label} is listed yet. Koaches in nearby fields can still help you plan your path.</p>;
  } else {
    body = (
      <CardGrid itemMin={280} aria-label={`Koaches in ${label}`}>
        {data.items.map((coach) => (
          <li key={coach.id}>
            <CoachCard coach={coach} headingLevel={3} />
          </li>
        ))}
      </CardGrid>
    );
  }
  return (
    <section className={styles.section} aria-labelledby="koaches-in-field">
      <h2 id="koaches-in-field">Koaches in this field</h2>
      {body}
      {find}
    </section>
  );
}
