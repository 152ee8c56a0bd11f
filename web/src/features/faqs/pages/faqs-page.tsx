import { Button, Collapse, Skeleton } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { PlainText } from '@/components/content/plain-text';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { describeApiError } from '@/lib/api/api-error';
import { PATHS } from '@/lib/paths';
import { useGetFaqsQuery } from '../api/faqs-api';
import { groupFaqs } from '../components/group-faqs';
import styles from '../components/faqs.module.css';
import { FAQS_NS } from '../i18n/register';

/** /faqs: questions by topic, each answer folded away (an accordion); /faqs#<slug> opens that one. */
export function FaqsPage() {
  const { t } = useTranslation(FAQS_NS);
  const { data, isLoading, isError, error, refetch } = useGetFaqsQuery();
  const { hash } = useLocation();
  const opened = hash.slice(1);

  let body;
  if (isLoading) {
    body = (
      <div role="status" aria-label={t('loading')}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  } else if (isError || !data) {
    body = (
      <EmptyState title={t('loadFailed')} icon="help" action={<Button onClick={() => void refetch()}>{t('tryAgain')}</Button>}>
        {describeApiError(error).message}
      </EmptyState>
    );
  } else if (data.length === 0) {
    body = (
      <EmptyState title={t('empty.title')} icon="help">
        {t('empty.text')}
      </EmptyState>
    );
  } else {
    body = groupFaqs(data, t('general')).map(({ topic, faqs }) => (
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
    ));
  }

  return (
    <Page title={t('title')} intro={t('intro')} narrow>
      {body}
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
