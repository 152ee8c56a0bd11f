import { CAREER_CATEGORY_KEYS, type CareerCategory } from '@lakbay/contracts';
import { Button, Input, Pagination } from 'antd';
import { CardSkeletons } from '@/components/content/card-skeletons';
import { CategoryFilter } from '@/components/content/category-filter';
import { CategoryTag, findCategory } from '@/components/content/category-tag';
import { LazyVideo } from '@/components/content/lazy-video';
import { pageParam } from '@/components/content/list-params';
import { useDebouncedUrlText, useUrlFilters } from '@/components/content/use-url-filters';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { describeApiError } from '@/lib/api/api-error';
import { useGetVideosQuery } from '../api/videos-api';
import { ChosenVideo } from '../components/chosen-video';
import styles from '../components/videos.module.css';

const PAGE_SIZE = 12;

const asCategory = (value: string | null): CareerCategory | undefined =>
  value && (CAREER_CATEGORY_KEYS as readonly string[]).includes(value) ? (value as CareerCategory) : undefined;

/**
 * /videos: career talks. Each is a plain card until played: the YouTube player is created on
 * click, so browsing the list sends nothing to YouTube.
 */
export function VideosPage() {
  const { params, update } = useUrlFilters();
  const category = asCategory(params.get('category'));
  const q = params.get('q') ?? undefined;
  const page = pageParam(params.get('page'));
  // ?v={id}: the video a search result or a shared link chose, shown first with its player open.
  const chosen = params.get('v');
  const [text, setText] = useDebouncedUrlText('q', params, update);
  const { data, isFetching, isError, error, refetch } = useGetVideosQuery({ category, q, page, pageSize: PAGE_SIZE });
  const categoryLabel = findCategory(category)?.label;

  let body;
  if (isError) {
    body = (
      <EmptyState title="Videos could not be loaded" icon="play" action={<Button onClick={() => void refetch()}>Try again</Button>}>
        {describeApiError(error).message}
      </EmptyState>
    );
  } else if (!data || (isFetching && data.items.length === 0)) {
    body = <CardSkeletons label="Loading videos" />;
  } else if (data.items.length === 0) {
    const what = [q ? `“${q}”` : null, categoryLabel ? `in ${categoryLabel}` : null].filter(Boolean).join(' ');
    body = (
      <EmptyState
        title={what ? `No videos match ${what}` : 'No videos yet'}
        icon="play"
        action={
          what ? (
            <Button
              onClick={() => {
                setText('');
                update({ q: null, category: null, page: null });
              }}
            >
              Clear filters
            </Button>
          ) : undefined
        }
      >
        {what ? 'Try other words, or look in all categories.' : 'Talks and career stories will appear here.'}
      </EmptyState>
    );
  } else {
    body = (
      <>
        <ul className={styles.grid} aria-label="Videos" aria-busy={isFetching || undefined}>
          {data.items.map((video) => (
            <li key={video.id}>
              <LazyVideo video={video} headingLevel="h2" />
              <div className={styles.meta}>
                {video.categories.map((key) => (
                  <CategoryTag key={key} category={key} />
                ))}
              </div>
            </li>
          ))}
        </ul>
        {data.total > data.pageSize && (
          <nav className={styles.pager} aria-label="Pages of videos">
            <Pagination
              current={data.page}
              pageSize={data.pageSize}
              total={data.total}
              showSizeChanger={false}
              onChange={(next) => {
                update({ page: next > 1 ? String(next) : null });
                window.scrollTo({ top: 0 });
              }}
            />
          </nav>
        )}
      </>
    );
  }

  return (
    <Page title="Videos" intro="Short talks from professionals about their work and how they got there.">
      {chosen && <ChosenVideo id={chosen} onClose={() => update({ v: null })} />}
      <CategoryFilter value={category ?? null} onChange={(key) => update({ category: key, page: null })} />
      <div className={styles.toolbar}>
        <Input.Search
          className={styles.search}
          size="large"
          allowClear
          placeholder="Search talks or speakers"
          aria-label="Search videos"
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
          onSearch={(value) => {
            setText(value);
            update({ q: value.trim() || null, page: null });
          }}
        />
        {data && (
          <p className={styles.count} aria-live="polite">
            {data.total === 1 ? '1 video' : `${data.total} videos`}
          </p>
        )}
      </div>
      {body}
    </Page>
  );
}
