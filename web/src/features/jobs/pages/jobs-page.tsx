import {
  CAREER_CATEGORIES,
  CAREER_CATEGORY_KEYS,
  EMPLOYMENT_TYPES,
  WORK_TYPES,
  type CareerCategory,
  type EmploymentType,
  type WorkType,
} from '@lakbay/contracts';
import { Button, Input, Pagination, Select } from 'antd';
import { useId } from 'react';
import { CardSkeletons } from '@/components/content/card-skeletons';
import { pageParam } from '@/components/content/list-params';
import { useDebouncedUrlText, useUrlFilters } from '@/components/content/use-url-filters';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { describeApiError } from '@/lib/api/api-error';
import { useGetJobsQuery } from '../api/jobs-api';
import { JobCard } from '../components/job-card';
import { EMPLOYMENT_TYPE_LABELS, WORK_TYPE_LABELS } from '../components/job-labels';
import styles from '../components/jobs.module.css';

const PAGE_SIZE = 12;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return value && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** /jobs: the Career Database. Open jobs only (past their deadline they leave the list). */
export function JobsPage() {
  const { params, update } = useUrlFilters();
  const category = oneOf<CareerCategory>(CAREER_CATEGORY_KEYS, params.get('category'));
  const workType = oneOf<WorkType>(WORK_TYPES, params.get('workType'));
  const employmentType = oneOf<EmploymentType>(EMPLOYMENT_TYPES, params.get('employmentType'));
  const q = params.get('q') ?? undefined;
  const location = params.get('location') ?? undefined;
  const page = pageParam(params.get('page'));
  const [text, setText] = useDebouncedUrlText('q', params, update);
  const [place, setPlace] = useDebouncedUrlText('location', params, update);
  const id = useId();

  const { data, isFetching, isError, error, refetch } = useGetJobsQuery({
    category,
    workType,
    employmentType,
    q,
    location,
    page,
    pageSize: PAGE_SIZE,
  });
  const filtered = Boolean(category || workType || employmentType || q || location);

  let body;
  if (isError) {
    body = (
      <EmptyState title="Jobs could not be loaded" icon="briefcase" action={<Button onClick={() => void refetch()}>Try again</Button>}>
        {describeApiError(error).message}
      </EmptyState>
    );
  } else if (!data || (isFetching && data.items.length === 0)) {
    body = <CardSkeletons label="Loading jobs" />;
  } else if (data.items.length === 0) {
    body = (
      <EmptyState
        title={filtered ? 'No open jobs match these filters' : 'No open jobs right now'}
        icon="briefcase"
        action={
          filtered ? (
            <Button
              onClick={() => {
                setText('');
                setPlace('');
                update({ category: null, workType: null, employmentType: null, q: null, location: null, page: null });
              }}
            >
              Clear filters
            </Button>
          ) : undefined
        }
      >
        {filtered ? 'Try another place or type of work.' : 'New postings from partner organisations will appear here.'}
      </EmptyState>
    );
  } else {
    body = (
      <>
        <ul className={styles.list} aria-label="Jobs" aria-busy={isFetching || undefined}>
          {data.items.map((job) => (
            <li key={job.id}>
              <JobCard job={job} />
            </li>
          ))}
        </ul>
        {data.total > data.pageSize && (
          <nav className={styles.pager} aria-label="Pages of jobs">
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
    <Page title="Career Database" intro="Open jobs and internships from partner organisations. Apply directly with the employer.">
      <div role="search" className={styles.filters} aria-label="Filter jobs">
        <div className={styles.filter}>
          <label htmlFor={`${id}-q`}>Search</label>
          <Input
            id={`${id}-q`}
            allowClear
            placeholder="Title, company or keyword"
            maxLength={100}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className={styles.filter}>
          <label htmlFor={`${id}-category`}>Category</label>
          <Select<CareerCategory | ''>
            id={`${id}-category`}
            value={category ?? ''}
            options={[{ value: '', label: 'All categories' }, ...CAREER_CATEGORIES.map((c) => ({ value: c.key, label: c.label }))]}
            onChange={(value) => update({ category: value || null, page: null })}
          />
        </div>
        <div className={styles.filter}>
          <label htmlFor={`${id}-work`}>Work type</label>
          <Select<WorkType | ''>
            id={`${id}-work`}
            value={workType ?? ''}
            options={[{ value: '', label: 'Any' }, ...WORK_TYPES.map((value) => ({ value, label: WORK_TYPE_LABELS[value] }))]}
            onChange={(value) => update({ workType: value || null, page: null })}
          />
        </div>
        <div className={styles.filter}>
          <label htmlFor={`${id}-employment`}>Employment</label>
          <Select<EmploymentType | ''>
            id={`${id}-employment`}
            value={employmentType ?? ''}
            options={[{ value: '', label: 'Any' }, ...EMPLOYMENT_TYPES.map((value) => ({ value, label: EMPLOYMENT_TYPE_LABELS[value] }))]}
            onChange={(value) => update({ employmentType: value || null, page: null })}
          />
        </div>
        <div className={styles.filter}>
          <label htmlFor={`${id}-location`}>Location</label>
          <Input
            id={`${id}-location`}
            allowClear
            placeholder="e.g. Cebu"
            maxLength={100}
            value={place}
            onChange={(event) => setPlace(event.target.value)}
          />
        </div>
      </div>
      {data && (
        <p className={styles.count} aria-live="polite">
          {data.total === 1 ? '1 open job' : `${data.total} open jobs`}
        </p>
      )}
      {body}
    </Page>
  );
}
