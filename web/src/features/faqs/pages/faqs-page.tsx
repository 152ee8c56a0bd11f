import { Trans, useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { FallbackNote } from '@/components/content/fallback-note';
import { PlainText } from '@/components/content/plain-text';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { QueryStates } from '@/components/query-states';
import { PATHS } from '@/lib/paths';
import { useGetFaqsQuery } from '../api/faqs-api';
import { groupFaqs } from '../components/group-faqs';
import styles from '../components/faqs.module.css';
import { FAQS_NS } from '../i18n/register';

/**
 * /faqs: questions by topic, each answer folded away (an accordion); /faqs#<slug> opens that one.
 * The accordion is the browser's own: <details> sharing a name opens one at a time in a topic, with
 * no script (a public page a phone opens on mobile data loads no component library for it).
 */
export function FaqsPage() {
  const { t } = useTranslation(FAQS_NS);
  const query = useGetFaqsQuery();
  const { hash } = useLocation();
  const opened = hash.slice(1);

  return (
    <Page title={t('title')} intro={t('intro')} narrow>
      <QueryStates query={query} loadingLabel={t('loading')} errorTitle={t('loadFailed')} retryLabel={t('tryAgain')} icon="help">
        {(data) =>
          data.length === 0 ? (
            <EmptyState title={t('empty.title')} icon="help">
              {t('empty.text')}
            </EmptyState>
          ) : (
            <>
              <FallbackNote records={data} />
              {groupFaqs(data, t('general')).map(({ topic, faqs }) => (
                <section key={topic} className={styles.topic} aria-label={topic}>
                  <h2 className={styles.topicTitle}>{topic}</h2>
                  {faqs.map((faq) => (
                    <details key={faq.id} name={`faqs-${topic}`} className={styles.item} open={faq.slug !== null && faq.slug === opened}>
                      <summary className={styles.summary}>
                        <h3 className={styles.question} id={faq.slug ?? undefined}>
                          {faq.question}
                        </h3>
                      </summary>
                      <div className={styles.answer}>
                        <PlainText text={faq.answer} />
                      </div>
                    </details>
                  ))}
                </section>
              ))}
            </>
          )
        }
      </QueryStates>
      <div className={styles.help}>
        <p>
          <Trans t={t} i18nKey="koachHelp" components={{ strong: <strong /> }} />
        </p>
        <ButtonLink to={PATHS.faqsAddAvailability} variant="outline">
          {t('toAvailability')}
        </ButtonLink>
      </div>
    </Page>
  );
}
