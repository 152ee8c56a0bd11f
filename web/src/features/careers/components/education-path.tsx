import type { EducationPaths } from '@lakbay/contracts';
import styles from './career-detail.module.css';

const STRAND_NAMES: Record<string, string> = {
  STEM: 'Science, Technology, Engineering and Mathematics',
  ABM: 'Accountancy, Business and Management',
  HUMSS: 'Humanities and Social Sciences',
  GAS: 'General Academic Strand',
  TVL: 'Technical-Vocational-Livelihood',
};

/** Senior-high strand, then college course, then a TESDA certificate and a licensure exam where they apply: steps in order. */
export function EducationPath({ education }: { education: EducationPaths }) {
  const steps = [
    {
      key: 'shs',
      title: 'Senior high strand',
      items: education.shsStrands.map((strand) => ({ key: strand, text: strand, hint: STRAND_NAMES[strand] })),
      empty: 'Any strand',
    },
    {
      key: 'college',
      title: 'College course',
      items: education.collegeCourses.map((course) => ({ key: course, text: course, hint: undefined })),
      empty: 'No specific course required',
    },
  ];
  if (education.tesdaCertificates.length > 0) {
    steps.push({
      key: 'tesda',
      title: 'TESDA certificate',
      items: education.tesdaCertificates.map((certificate) => ({ key: certificate, text: certificate, hint: undefined })),
      empty: '',
    });
  }
  const exams = education.licensureExams ?? [];
  if (exams.length > 0) {
    steps.push({
      key: 'licensure',
      title: 'Licensure exam',
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
