import type { CareerDetail } from '@lakbay/contracts';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { Skeleton } from '@/components/plain/skeleton';
import { FallbackNote } from '@/components/content/fallback-note';
import { CategoryTag, findCategory } from '@/components/content/category-tag';
import { LazyVideo } from '@/components/content/lazy-video';
import { LoadingPage } from '@/components/loading-page';
import { Page } from '@/components/page';
import { UnavailablePage } from '@/components/unavailable-page';
import { useFormat } from '@/lib/format';
import { PATHS } from '@/lib/paths';
import { useGetCareerQuery } from '../api/careers-api';
import { EducationPath } from '../components/education-path';
import { CAREERS_NS } from '../i18n/register';
import styles from '../components/career-detail.module.css';
import { TitledSection } from '@/components/titled-section';

export interface CareerPageProps {
  /** "Koaches in this field" for the career's category: the coaches feature's section, given by the router (app/router.tsx). */
  coachesInField?: (category: CareerDetail['category']) => ReactNode;
}

/** /careers/{slug}: what the work is, what it asks for, how to get there and what it pays. */
export function CareerPage({ coachesInField }: CareerPageProps) {
  const { t } = useTranslation(CAREERS_NS);
  const { slug = '' } = useParams();
  const { data: career, isLoading, isError, error, refetch } = useGetCareerQuery(slug);

  if (isLoading) {
    return (
      <LoadingPage title={t('page.details')} label={t('page.loading')}>
        <Skeleton rows={8} />
      </LoadingPage>
    );
  }
  if (isError || !career) {
    return (
      <UnavailablePage
        error={error}
        onRetry={() => void refetch()}
        title={t('page.details')}
        icon="compass"
        failedTitle={t('page.loadFailed')}
        retryLabel={t('page.tryAgain')}
        retryVariant="outline"
        missing={{
          pageTitle: t('page.notFound'),
          title: t('page.notFoundTitle'),
          text: t('page.notFoundText'),
          to: PATHS.careers,
          linkLabel: t('page.seeAll'),
        }}
      />
    );
  }
  return <CareerDetails career={career} coachesInField={coachesInField} />;
}

function CareerDetails({ career, coachesInField }: { career: CareerDetail } & CareerPageProps) {
  const { t } = useTranslation(CAREERS_NS);
  const { formatPesoRange } = useFormat();
  const category = findCategory(career.category);
  const accent = { '--accent': category?.colour ?? 'var(--lakbay-blue)', '--accent-tint': category?.tint ?? '#fff' } as CSSProperties;
  return (
    <div style={accent}>
      <Page
        eyebrow={t('page.eyebrow')}
        title={career.title}
        meta={{ description: career.summary, type: 'article' }}
        intro={
          <span className={styles.intro}>
            <CategoryTag category={career.category} />
            <span>{career.summary}</span>
          </span>
        }
      >
        <div className={styles.layout}>
          <div className={styles.main}>
            <FallbackNote records={[career]} />
            <TitledSection id="day-in-the-life" title={t('page.dayInTheLife')} className={styles.section}>
              <p className={styles.story}>{career.dayInTheLife}</p>
            </TitledSection>

            <TitledSection id="key-tasks" title={t('page.keyTasks')} className={styles.section}>
              <ul className={styles.tasks}>
                {career.keyTasks.map((task) => (
                  <li key={task}>{task}</li>
                ))}
              </ul>
            </TitledSection>

            <TitledSection id="skills" title={t('page.skills')} className={styles.section}>
              <div className={styles.skills}>
                <SkillList title={t('page.hardSkills')} skills={career.skills.hard} />
                <SkillList title={t('page.softSkills')} skills={career.skills.soft} />
              </div>
            </TitledSection>

            <TitledSection id="education" title={t('page.howToGetThere')} className={styles.section}>
              <EducationPath education={career.education} />
            </TitledSection>

            <TitledSection id="outlook" title={t('page.outlook')} className={styles.section}>
              <p>{career.outlook}</p>
            </TitledSection>
          </div>

          <aside className={styles.aside}>
            <section className={styles.panel} aria-labelledby="salary">
              <h2 id="salary" className={styles.panelTitle}>
                {t('page.salary')}
              </h2>
              {career.salary ? (
                <>
                  <dl className={styles.salary}>
                    <div>
                      <dt>{t('page.entry')}</dt>
                      <dd>{formatPesoRange(career.salary.entryMin, career.salary.entryMax)}</dd>
                    </div>
                    <div>
                      <dt>{t('page.experienced')}</dt>
                      <dd>{formatPesoRange(career.salary.experiencedMin, career.salary.experiencedMax)}</dd>
                    </div>
                  </dl>
                  <p className={styles.source}>{t('page.salarySource', { year: career.salary.year, source: career.salary.source })}</p>
                </>
              ) : (
                <p className={styles.source}>{t('page.noSalary')}</p>
              )}
            </section>

            {career.relatedCareers.length > 0 && (
              <section className={styles.panel} aria-labelledby="related-careers">
                <h2 id="related-careers" className={styles.panelTitle}>
                  {t('page.related')}
                </h2>
                <ul className={styles.related}>
                  {career.relatedCareers.map((related) => (
                    <li key={related.id}>
                      <Link to={`${PATHS.careers}/${related.slug}`}>{related.title}</Link>
                      <CategoryTag category={related.category} />
                    </li>
                  ))}
                </ul>
              </section>
            )}

            <section className={styles.panel} aria-labelledby="talk-to-koach">
              <h2 id="talk-to-koach" className={styles.panelTitle}>
                {t('page.talk')}
              </h2>
              <p className={styles.source}>{t('page.talkText')}</p>
              <ButtonLink to={`${PATHS.coaches}?category=${career.category}`} variant="outline" block>
                {t('page.findKoach')}
              </ButtonLink>
            </section>
          </aside>
        </div>

        {career.relatedVideos.length > 0 && (
          <TitledSection id="related-videos" title={t('page.videos')} className={styles.section}>
            <ul className={styles.videos}>
              {career.relatedVideos.map((video) => (
                <li key={video.id}>
                  <LazyVideo video={video} />
                </li>
              ))}
            </ul>
          </TitledSection>
        )}

        {coachesInField?.(career.category)}
      </Page>
    </div>
  );
}

function SkillList({ title, skills }: { title: string; skills: string[] }) {
  const { t } = useTranslation(CAREERS_NS);
  return (
    <div>
      <h3 className={styles.skillTitle}>{title}</h3>
      {skills.length > 0 ? (
        <ul className={styles.skillList}>
          {skills.map((skill) => (
            <li key={skill}>{skill}</li>
          ))}
        </ul>
      ) : (
        <p className={styles.source}>{t('page.noneListed')}</p>
      )}
    </div>
  );
}
