import { Collapse } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { PlainText } from '@/components/content/plain-text';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { QueryStates } from '@/components/query-states';
import { PATHS } from '@/lib/paths';
import { useGetFaqsQuery } from '../api/faqs-api';
import { groupFaqs } from '../components/group-faqs';
import styles from '../components/faqs.module.css';
import { FAQS_NS } from '../i18n/register';

/** /faqs: questions by topic, each answer folded away (an accordion); /faqs#<slug> opens that one. */
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
            groupFaqs(data, t('general')).map(({ topic, faqs }) => (
              <section key={topic} className={styles.topic} aria-label={topic}>
                <h2 className={styles.topicTitle}>{topic}</h2>
                <Collapse
                  accordion
                  size="large"
                  defaultActiveKey={faqs.find((faq) => faq.slug && faq.slug === opened)?.id}
                  items={faqs.map((faq) => ({
                    key: faq.id,
                    label: (
                      <h3 className={styles.question} id={faq.slug ?? undefined}>
                        {faq.question}
                      </h3>
                    ),
                    children: <PlainText text={faq.answer} />,
                  }))}
                />
              </section>
            ))
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
