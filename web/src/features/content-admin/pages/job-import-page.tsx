import { useTranslation } from 'react-i18next';
import type { JobImportFormat, JobImportPreview, JobImportResult, JobImportRow } from '@lakbay/contracts';
import { Alert, Button, Table, Tag } from 'antd';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Page } from '@/components/page';
import { describeApiError } from '@/lib/api/api-error';
import { newIdempotencyKey } from '@/lib/api/idempotent-write';
import { toast } from '@/lib/toast';
import { useJobImportMutation, useJobImportPreviewMutation } from '../api/content-admin-api';
import styles from '../components/content-admin.module.css';
import { CONTENT_ADMIN_NS } from '../i18n/register';
import { adminContentPath } from '../kinds';

const COLUMNS = 'title,company,location,workType,employmentType,salaryMin,salaryMax,category,description,applyUrl,deadline';
const TEMPLATE = `${COLUMNS}\nJunior Data Analyst,Your Company,"Makati City, Metro Manila",HYBRID,FULL_TIME,25000,35000,data,What the job is and who it is for.,https://careers.example.ph/jobs/123,2027-01-31\n`;
const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(TEMPLATE)}`;

interface Loaded {
  name: string;
  format: JobImportFormat;
  content: string;
  preview: JobImportPreview;
  /** One key per file checked: a confirm sent again (double click, retry after a lost answer) imports once. */
  key: string;
}

/** The file's text (FileReader: Blob.text is missing from some browsers schools still run). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => resolve(typeof reader.result === 'string' ? reader.result : ''));
    reader.addEventListener('error', () => reject(reader.error ?? new Error('unreadable')));
    reader.readAsText(file);
  });
}

/** /admin/content/jobs/import: a file of postings, its rows checked, then imported on confirmation. */
export function JobImportPage() {
  const { t } = useTranslation(CONTENT_ADMIN_NS);
  const inputId = useId();
  const [checkFile, checking] = useJobImportPreviewMutation();
  const [importFile, importing] = useJobImportMutation();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [result, setResult] = useState<JobImportResult | null>(null);

  const choose = async (file: File | undefined) => {
    setLoaded(null);
    setResult(null);
    setFileError(null);
    if (!file) {
      return;
    }
    const format: JobImportFormat = /\.json$/i.test(file.name) || file.type === 'application/json' ? 'json' : 'csv';
    const content = await readText(file);
    try {
      const preview = await checkFile({ format, content }).unwrap();
      setLoaded({ name: file.name, format, content, preview, key: newIdempotencyKey() });
    } catch (failure) {
      setFileError(describeApiError(failure).message);
    }
  };

  const confirm = async () => {
    if (!loaded) {
      return;
    }
    try {
      const done = await importFile({ format: loaded.format, content: loaded.content, idempotencyKey: loaded.key }).unwrap();
      setResult(done);
      setLoaded(null);
      void toast('success', t('jobImport.done', { count: done.imported }));
    } catch (failure) {
      void toast('error', describeApiError(failure).message);
    }
  };

  return (
    <Page eyebrow={t('eyebrow')} title={t('jobImport.title')} intro={t('jobImport.intro')}>
      <Link className={styles.back} to={adminContentPath('jobs')}>
        {t('jobImport.back')}
      </Link>
      <p>{t('jobImport.columns', { columns: COLUMNS.split(',').join(', ') })}</p>
      <p>
        <a href={TEMPLATE_HREF} download="lakbay-jobs-template.csv">
          {t('jobImport.template')}
        </a>
      </p>
      <p>
        <label htmlFor={inputId}>{t('jobImport.choose')}</label>{' '}
        <input
          id={inputId}
          type="file"
          accept=".csv,.json,text/csv,application/json"
          onChange={(event) => void choose(event.target.files?.[0])}
        />
      </p>
      {checking.isLoading && <p role="status">{t('jobImport.reading')}</p>}
      {fileError && <Alert type="error" showIcon title={t('jobImport.fileFailed')} description={fileError} />}
      {result && (
        <Alert
          type="success"
          showIcon
          title={t('jobImport.done', { count: result.imported })}
          description={result.refused.length > 0 ? t('jobImport.refusedNote', { count: result.refused.length }) : undefined}
        />
      )}
      {loaded && (
        <section aria-label={loaded.name}>
          <p role="status">{t('jobImport.summary', { valid: loaded.preview.valid, invalid: loaded.preview.invalid })}</p>
          <div className={styles.tableWrap}>
            <Table<JobImportRow>
              rowKey="row"
              dataSource={loaded.preview.rows}
              pagination={false}
              columns={[
                { title: t('jobImport.row'), key: 'row', render: (_, r) => r.row },
                {
                  title: t('jobImport.job'),
                  key: 'job',
                  render: (_, r) => (r.job ? `${r.job.title} · ${r.job.company} · ${r.job.location}` : '—'),
                },
                {
                  title: t('jobImport.result'),
                  key: 'result',
                  render: (_, r) =>
                    r.errors.length === 0 ? (
                      <Tag color="green">{t('jobImport.ok')}</Tag>
                    ) : (
                      <ul className={styles.importErrors}>
                        {r.errors.map((e) => (
                          <li key={e.property}>
                            <code>{e.property}</code>: {e.constraints.join(' ')}
                          </li>
                        ))}
                      </ul>
                    ),
                },
              ]}
            />
          </div>
          {loaded.preview.valid === 0 ? (
            <Alert type="warning" showIcon title={t('jobImport.nothingValid')} />
          ) : (
            <Button type="primary" loading={importing.isLoading} onClick={() => void confirm()}>
              {t('jobImport.confirm', { count: loaded.preview.valid })}
            </Button>
          )}
        </section>
      )}
    </Page>
  );
}
