import { CAREER_CATEGORIES, EMPLOYMENT_TYPES, WORK_TYPES } from '@lakbay/contracts';
import { useTranslation } from 'react-i18next';
import { categoryParam, oneOf, pageParam } from '@/components/content/list-params';
import { useDebouncedUrlText, useUrlFilters } from '@/components/content/use-url-filters';
import { ListPage, listFieldClassName } from '@/components/list-page';
import { useGetJobsQuery } from '../api/jobs-api';
import { JobCard } from '../components/job-card';
import styles from '../components/jobs.module.css';
import { JOBS_NS } from '../i18n/register';

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
  const { t } = useTranslation(JOBS_NS);
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
      title={t('list.title')}
      intro={t('list.intro')}
      filters={
        <div role="search" className={styles.filters} aria-label={t('list.filters')}>
          <TextFilter label={t('list.search')} placeholder={t('list.searchPlaceholder')} value={text} onChange={setText} />
          <SelectFilter
            label={t('list.category')}
            any={t('list.allCategories')}
            value={category ?? ''}
            options={CAREER_CATEGORIES.map((c) => ({ value: c.key, label: c.label }))}
            onChange={choose('category')}
          />
          <SelectFilter
            label={t('list.workType')}
            any={t('list.any')}
            value={workType ?? ''}
            options={WORK_TYPES.map((value) => ({ value, label: t(`workType.${value}`) }))}
            onChange={choose('workType')}
          />
          <SelectFilter
            label={t('list.employment')}
            any={t('list.any')}
            value={employmentType ?? ''}
            options={EMPLOYMENT_TYPES.map((value) => ({ value, label: t(`employmentType.${value}`) }))}
            onChange={choose('employmentType')}
          />
          <TextFilter label={t('list.location')} placeholder={t('list.locationPlaceholder')} value={place} onChange={setPlace} />
        </div>
      }
      count={(total) => t('list.count', { count: total })}
      query={query}
      label={t('list.label')}
      pagerLabel={t('list.pages')}
      loadingLabel={t('list.loading')}
      icon="briefcase"
      errorTitle={t('list.error')}
      itemMin={300}
      empty={{
        title: filtered ? t('list.noMatch') : t('list.none'),
        text: filtered ? t('list.noMatchText') : t('list.noneText'),
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
