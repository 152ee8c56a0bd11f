import type { CareerDetail } from '@lakbay/contracts';
import type { CSSProperties } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/button';
import { ButtonLink } from '@/components/button-link';
import { Skeleton } from '@/components/plain/skeleton';
import { CategoryTag, findCategory } from '@/components/content/category-tag';
import { formatPesoRange } from '@/components/content/format';
import { LazyVideo } from '@/components/content/lazy-video';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { describeApiError } from '@/lib/api/api-error';
import { PATHS } from '@/lib/paths';
import { CoachesInField } from '@/features/coaches';
import { useGetCareerQuery } from '../api/careers-api';
import { EducationPath } from '../components/education-path';
import styles from '../components/career-detail.module.css';

/** /careers/{slug}: what the work is, what it asks for, how to get there and what it pays. */
export function CareerPage() {
  const { slug = '' } = useParams();
  const { data: career, isLoading, isError, error, refetch } = useGetCareerQuery(slug);

  if (isLoading) {
    return (
      <Page title="Career details">
        <div role="status" aria-label="Loading career">
          <Skeleton rows={8} />
        </div>
      </Page>
    );
  }
  if (isError || !career) {
    const info = describeApiError(error);
    return (
      <Page title={info.status === 404 ? 'Career not found' : 'Career details'}>
        <EmptyState
          title={info.status === 404 ? 'We could not find this career' : 'This career could not be loaded'}
          icon="compass"
          action={
            info.status === 404 ? (
              <ButtonLink to={PATHS.careers} variant="outline">
                See all careers
              </ButtonLink>
            ) : (
              <Button variant="outline" onClick={() => void refetch()}>
                Try again
              </Button>
            )
          }
        >
          {info.status === 404 ? 'It may have been renamed or taken down.' : info.message}
        </EmptyState>
      </Page>
    );
  }
  return <CareerDetails career={career} />;
}

function CareerDetails({ career }: { career: CareerDetail }) {
  const category = findCategory(career.category);
  const accent = { '--accent': category?.colour ?? 'var(--lakbay-blue)', '--accent-tint': category?.tint ?? '#fff' } as CSSProperties;
  return (
    <div style={accent}>
      <Page
        eyebrow="Career Explorer"
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
            <section className={styles.section} aria-labelledby="day-in-the-life">
              <h2 id="day-in-the-life">A day in the life</h2>
              <p className={styles.story}>{career.dayInTheLife}</p>
            </section>

            <section className={styles.section} aria-labelledby="key-tasks">
              <h2 id="key-tasks">Key tasks</h2>
              <ul className={styles.tasks}>
                {career.keyTasks.map((task) => (
                  <li key={task}>{task}</li>
                ))}
              </ul>
            </section>

            <section className={styles.section} aria-labelledby="skills">
              <h2 id="skills">Skills</h2>
              <div className={styles.skills}>
                <SkillList title="Hard skills" skills={career.skills.hard} />
                <SkillList title="Soft skills" skills={career.skills.soft} />
              </div>
            </section>

            <section className={styles.section} aria-labelledby="education">
              <h2 id="education">How to get there</h2>
              <EducationPath education={career.education} />
            </section>

            <section className={styles.section} aria-labelledby="outlook">
              <h2 id="outlook">Outlook</h2>
              <p>{career.outlook}</p>
            </section>
          </div>

          <aside className={styles.aside}>
            <section className={styles.panel} aria-labelledby="salary">
              <h2 id="salary" className={styles.panelTitle}>
                Salary range
              </h2>
              {career.salary ? (
                <>
                  <dl className={styles.salary}>
                    <div>
                      <dt>Entry level</dt>
                      <dd>{formatPesoRange(career.salary.entryMin, career.salary.entryMax)}</dd>
                    </div>
                    <div>
                      <dt>Experienced</dt>
                      <dd>{formatPesoRange(career.salary.experiencedMin, career.salary.experiencedMax)}</dd>
                    </div>
                  </dl>
                  <p className={styles.source}>
                    Monthly, in pesos. {career.salary.year} figures; source: {career.salary.source}.
                  </p>
                </>
              ) : (
                <p className={styles.source}>No salary figures yet for this career.</p>
              )}
            </section>

            {career.relatedCareers.length > 0 && (
              <section className={styles.panel} aria-labelledby="related-careers">
                <h2 id="related-careers" className={styles.panelTitle}>
                  Related careers
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
                Talk to someone who does it
              </h2>
              <p className={styles.source}>Koaches share how they got their first job and what the work is really like.</p>
              <ButtonLink to={`${PATHS.coaches}?category=${career.category}`} variant="outline" block>
                Find a Koach
              </ButtonLink>
            </section>
          </aside>
        </div>

        {career.relatedVideos.length > 0 && (
          <section className={styles.section} aria-labelledby="related-videos">
            <h2 id="related-videos">Related videos</h2>
            <ul className={styles.videos}>
              {career.relatedVideos.map((video) => (
                <li key={video.id}>
                  <LazyVideo video={video} />
                </li>
              ))}
            </ul>
          </section>
        )}

        <CoachesInField category={career.category} />
      </Page>
    </div>
  );
}

function SkillList({ title, skills }: { title: string; skills: string[] }) {
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
        <p className={styles.source}>None listed.</p>
      )}
    </div>
  );
}
