import { useTranslation } from 'react-i18next';
import { CategoryFilter } from '@/components/content/category-filter';
import { findCategory } from '@/components/content/category-tag';
import { useUrlFilters } from '@/components/content/use-url-filters';
import { ListPage, listFieldClassName } from '@/components/list-page';
import { useGetCoachesQuery } from '../api/coaches-api';
import { COACH_CARD_SKELETON, CoachCard } from '../components/coach-card';
import styles from '../components/coaches.module.css';
import { COACHES_NS } from '../i18n/register';
import { COACH_LANGUAGES, coachListQuery, readCoachFilters } from '../lib/coach-filters';

/** /coaches (and /explore/coaches): active Koaches, filtered by field, language and free time, a page at a time. */
export function CoachesPage() {
  const { t } = useTranslation(COACHES_NS);
  const { params, update } = useUrlFilters();
  const filters = readCoachFilters(params);
  const query = useGetCoachesQuery(coachListQuery(filters));
  const categoryLabel = findCategory(filters.category)?.label;
  const filtered = Boolean(filters.category || filters.language || filters.freeThisWeek);

  return (
    <ListPage
      title={t('list.title')}
      intro={t('list.intro')}
      filters={
        <>
          <CategoryFilter label={t('list.byField')} value={filters.category} onChange={(key) => update({ category: key, page: null })} />
          <div className={styles.filters}>
            <label className={styles.filterLabel}>
              {t('list.language')}
              <select
                className={`${listFieldClassName} ${styles.language}`}
                value={filters.language ?? ''}
                onChange={(event) => update({ language: event.target.value || null, page: null })}
              >
                <option value="">{t('list.anyLanguage')}</option>
                {COACH_LANGUAGES.map((language) => (
                  <option key={language} value={language}>
                    {language}
                  </option>
                ))}
              </select>
            </label>
            <label className={styles.filterLabel}>
              <input
                type="checkbox"
                role="switch"
                className={styles.switch}
                checked={filters.freeThisWeek}
                onChange={(event) => update({ freeThisWeek: event.target.checked ? 'true' : null, page: null })}
              />
              {t('list.freeThisWeek')}
            </label>
          </div>
        </>
      }
      count={(total) =>
        [
          t('list.count', { count: total }),
          categoryLabel ? t('list.countIn', { category: categoryLabel }) : '',
          filters.language ? t('list.countSpeak', { language: filters.language }) : '',
          filters.freeThisWeek ? t('list.countFree') : '',
        ].join('')
      }
      query={query}
      label={t('list.label')}
      pagerLabel={t('list.pages')}
      loadingLabel={t('list.loading')}
      icon="users"
      errorTitle={t('list.error')}
      itemMin={280}
      skeleton={COACH_CARD_SKELETON}
      empty={
        filtered
          ? {
              title: t('list.noMatch'),
              text: filters.freeThisWeek ? t('list.noMatchFree') : t('list.noMatchText'),
              onClear: () => update({ category: null, language: null, freeThisWeek: null, page: null }),
            }
          : {
              title: t('list.none'),
              text: t('list.noneText'),
            }
      }
      renderItem={(coach) => <CoachCard coach={coach} />}
    />
  );
}
