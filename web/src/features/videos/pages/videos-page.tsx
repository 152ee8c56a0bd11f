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

const PAGE_SIZE = 12;

/**
 * /videos: career talks. Each is a plain card until played: the YouTube player is created on
 * click, so browsing the list sends nothing to YouTube.
 */
export function VideosPage() {
  const { params, update } = useUrlFilters();
  const category = categoryParam(params.get('category')) ?? undefined;
  const q = params.get('q') ?? undefined;
  const page = pageParam(params.get('page'));
  // ?v={id}: the video a search result or a shared link chose, shown first with its player open.
  const chosen = params.get('v');
  const { box, setText } = useListSearch(params, update);
  const query = useGetVideosQuery({ category, q, page, pageSize: PAGE_SIZE });
  const categoryLabel = findCategory(category)?.label;
  const what = [q ? `“${q}”` : null, categoryLabel ? `in ${categoryLabel}` : null].filter(Boolean).join(' ');

  return (
    <ListPage
      title="Videos"
      intro="Short talks from professionals about their work and how they got there."
      filters={
        <>
          {chosen && <ChosenVideo id={chosen} onClose={() => update({ v: null })} />}
          <CategoryFilter value={category ?? null} onChange={(key) => update({ category: key, page: null })} />
        </>
      }
      search={<SearchInput {...box} placeholder="Search talks or speakers" label="Search videos" />}
      count={(total) => (total === 1 ? '1 video' : `${total} videos`)}
      query={query}
      label="Videos"
      pagerLabel="Pages of videos"
      loadingLabel="Loading videos"
      icon="play"
      errorTitle="Videos could not be loaded"
      itemMin={280}
      className={styles.grid}
      empty={{
        title: what ? `No videos match ${what}` : 'No videos yet',
        text: what ? 'Try other words, or look in all categories.' : 'Talks and career stories will appear here.',
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
