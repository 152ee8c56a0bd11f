import type { EducationPaths } from '@lakbay/contracts';
import { useTranslation } from 'react-i18next';
import en from '../i18n/careers.en';
import { CAREERS_NS } from '../i18n/register';
import styles from './career-detail.module.css';

const STRANDS = en.education.strands;

/** Senior-high strand, then college course, then a TESDA certificate and a licensure exam where they apply: steps in order. */
export function EducationPath({ education }: { education: EducationPaths }) {
  const { t } = useTranslation(CAREERS_NS);
  const steps: { key: string; title: string; items: { key: string; text: string; hint: string | undefined }[]; empty: string }[] = [
    {
      key: 'shs',
      title: t('education.shs'),
      items: education.shsStrands.map((strand) => ({
        key: strand,
        text: strand,
        hint: strand in STRANDS ? t(`education.strands.${strand}`) : undefined,
      })),
      empty: t('education.anyStrand'),
    },
    {
      key: 'college',
      title: t('education.college'),
      items: education.collegeCourses.map((course) => ({ key: course, text: course, hint: undefined })),
      empty: t('education.anyCourse'),
    },
  ];
  if (education.tesdaCertificates.length > 0) {
    steps.push({
      key: 'tesda',
      title: t('education.tesda'),
      items: education.tesdaCertificates.map((certificate) => ({ key: certificate, text: certificate, hint: undefined })),
      empty: '',
    });
  }
  const exams = education.licensureExams ?? [];
  if (exams.length > 0) {
    steps.push({
      key: 'licensure',
      title: t('education.licensure'),
      items: exams.map((exam) => ({ key: exam, text: exam, hint: undefined })),
      empty: '',
    });
  }
  return (
    <ol className={styles.path}>
      {steps.map((step) => (
        <li key={step.key} className={styles.pathStep}>
          <h3 className={styles.pathTitle}>{step.title}</h3>
          {step.items.length > 0 ? (
            <ul className={styles.pathItems}>
              {step.items.map((item) => (
                <li key={item.key}>
                  {item.hint ? <abbr title={item.hint}>{item.text}</abbr> : item.text}
                  {item.hint && <span className={styles.pathHint}>{item.hint}</span>}
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.source}>{step.empty}</p>
          )}
        </li>
      ))}
    </ol>
  );
}
