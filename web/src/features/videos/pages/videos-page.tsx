import { useTranslation } from 'react-i18next';
import { CategoryFilter } from '@/components/content/category-filter';
import { CategoryTag, findCategory } from '@/components/content/category-tag';
import { LazyVideo } from '@/components/content/lazy-video';
import { categoryParam, pageParam } from '@/components/content/list-params';
import { useUrlFilters } from '@/components/content/use-url-filters';
import { ListPage, useListSearch } from '@/components/list-page';
import { SearchInput } from '@/components/plain/search-input';
import { useGetVideosQuery } from '../api/videos-api';
import { ChosenVideo } from '../components/chosen-video';
import styles from '../components/videos.module.css';
import { VIDEOS_NS } from '../i18n/register';

const PAGE_SIZE = 12;

/**
 * /videos: career talks. Each is a plain card until played: the YouTube player is created on
 * click, so browsing the list sends nothing to YouTube.
 */
export function VideosPage() {
  const { t } = useTranslation(VIDEOS_NS);
  const { params, update } = useUrlFilters();
  const category = categoryParam(params.get('category')) ?? undefined;
  const q = params.get('q') ?? undefined;
  const page = pageParam(params.get('page'));
  // ?v={id}: the video a search result or a shared link chose, shown first with its player open.
  const chosen = params.get('v');
  const { box, setText } = useListSearch(params, update);
  const query = useGetVideosQuery({ category, q, page, pageSize: PAGE_SIZE });
  const categoryLabel = findCategory(category)?.label;
  const what = [q ? t('matchWords', { q }) : null, categoryLabel ? t('matchCategory', { category: categoryLabel }) : null]
    .filter(Boolean)
    .join(' ');

  return (
    <ListPage
      title={t('title')}
      intro={t('intro')}
      filters={
        <>
          {chosen && <ChosenVideo id={chosen} onClose={() => update({ v: null })} />}
          <CategoryFilter value={category ?? null} onChange={(key) => update({ category: key, page: null })} />
        </>
      }
      search={<SearchInput {...box} placeholder={t('searchPlaceholder')} label={t('searchLabel')} />}
      count={(total) => t('count', { count: total })}
      query={query}
      label={t('label')}
      pagerLabel={t('pages')}
      loadingLabel={t('loading')}
      icon="play"
      errorTitle={t('error')}
      itemMin={280}
      className={styles.grid}
      empty={{
        title: what ? t('noMatch', { what }) : t('none'),
        text: what ? t('noMatchText') : t('noneText'),
        onClear: what
          ? () => {
              setText('');
              update({ q: null, category: null, page: null });
            }
          : undefined,
      }}
      renderItem={(video) => (
        <>
          <LazyVideo video={video} headingLevel="h2" />
          <div className={styles.meta}>
            {video.categories.map((key) => (
              <CategoryTag key={key} category={key} />
            ))}
          </div>
        </>
      )}
    />
  );
}
