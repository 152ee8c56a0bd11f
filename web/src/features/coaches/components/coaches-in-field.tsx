import type { CareerCategory } from '@lakbay/contracts';
import { ButtonLink } from '@/components/button-link';
import { findCategory } from '@/components/content/category-tag';
import { useGetCoachesQuery } from '../api/coaches-api';
import { coachesInCategoryPath } from '../lib/coach-filters';
import { CoachCard } from './coach-card';
import { CoachCardSkeletons } from './coach-card-skeletons';
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
    body = <CoachCardSkeletons count={SHOWN} label="Loading Koaches in this field" />;
  } else if (isError || !data || data.items.length === 0) {
    body = <p className={styles.note}>No Koach in {label} is listed yet. Koaches in nearby fields can still help you plan your path.</p>;
  } else {
    body = (
      <ul className={styles.grid} aria-label={`Koaches in ${label}`}>
        {data.items.map((coach) => (
          <li key={coach.id}>
            <CoachCard coach={coach} headingLevel={3} />
          </li>
        ))}
      </ul>
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
