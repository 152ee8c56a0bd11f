import { CAREER_CATEGORIES, EMPLOYMENT_TYPES, WORK_TYPES } from '@lakbay/contracts';
import { categoryParam, oneOf, pageParam } from '@/components/content/list-params';
import { useDebouncedUrlText, useUrlFilters } from '@/components/content/use-url-filters';
import { ListPage, listFieldClassName } from '@/components/list-page';
import { useGetJobsQuery } from '../api/jobs-api';
import { JobCard } from '../components/job-card';
import { EMPLOYMENT_TYPE_LABELS, WORK_TYPE_LABELS } from '../components/job-labels';
import styles from '../components/jobs.module.css';

const PAGE_SIZE = 12;

interface FilterProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled drop-down: "any" (the empty value) first, then the known values. */
function SelectFilter({
  label,
  value,
  onChange,
  any,
  options,
}: FilterProps & { any: string; options: { value: string; label: string }[] }) {
  return (
    <label className={styles.filter}>
      {label}
      <select className={listFieldClassName} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A labelled text box whose words filter as they settle. */
function TextFilter({ label, value, onChange, placeholder }: FilterProps & { placeholder: string }) {
  return (
    <label className={styles.filter}>
      {label}
      <input
        type="search"
        className={listFieldClassName}
        placeholder={placeholder}
        maxLength={100}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

/** /jobs: the Career Database. Open jobs only (past their deadline they leave the list). */
export function JobsPage() {
  const { params, update } = useUrlFilters();
  const category = categoryParam(params.get('category')) ?? undefined;
  const workType = oneOf(WORK_TYPES, params.get('workType'));
  const employmentType = oneOf(EMPLOYMENT_TYPES, params.get('employmentType'));
  const q = params.get('q') ?? undefined;
  const location = params.get('location') ?? undefined;
  const page = pageParam(params.get('page'));
  const [text, setText] = useDebouncedUrlText('q', params, update);
  const [place, setPlace] = useDebouncedUrlText('location', params, update);

  const query = useGetJobsQuery({ category, workType, employmentType, q, location, page, pageSize: PAGE_SIZE });
  const filtered = Boolean(category || workType || employmentType || q || location);
  const choose = (name: string) => (value: string) => update({ [name]: value || null, page: null });

  return (
    <ListPage
      title="Career Database"
      intro="Open jobs and internships from partner organisations. Apply directly with the employer."
      filters={
        <div role="search" className={styles.filters} aria-label="Filter jobs">
          <TextFilter label="Search" placeholder="Title, company or keyword" value={text} onChange={setText} />
          <SelectFilter
            label="Category"
            any="All categories"
            value={category ?? ''}
            options={CAREER_CATEGORIES.map((c) => ({ value: c.key, label: c.label }))}
            onChange={choose('category')}
          />
          <SelectFilter
            label="Work type"
            any="Any"
            value={workType ?? ''}
            options={WORK_TYPES.map((value) => ({ value, label: WORK_TYPE_LABELS[value] }))}
            onChange={choose('workType')}
          />
          <SelectFilter
            label="Employment"
            any="Any"
            value={employmentType ?? ''}
            options={EMPLOYMENT_TYPES.map((value) => ({ value, label: EMPLOYMENT_TYPE_LABELS[value] }))}
            onChange={choose('employmentType')}
          />
          <TextFilter label="Location" placeholder="e.g. Cebu" value={place} onChange={setPlace} />
        </div>
      }
      count={(total) => (total === 1 ? '1 open job' : `${total} open jobs`)}
      query={query}
      label="Jobs"
      pagerLabel="Pages of jobs"
      loadingLabel="Loading jobs"
      icon="briefcase"
      errorTitle="Jobs could not be loaded"
      itemMin={300}
      empty={{
        title: filtered ? 'No open jobs match these filters' : 'No open jobs right now',
        text: filtered ? 'Try another place or type of work.' : 'New postings from partner organisations will appear here.',
        onClear: filtered
          ? () => {
              setText('');
              setPlace('');
              update({ category: null, workType: null, employmentType: null, q: null, location: null, page: null });
            }
          : undefined,
      }}
      renderItem={(job) => <JobCard job={job} />}
    />
  );
}
