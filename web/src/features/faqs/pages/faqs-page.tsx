import { Button, Collapse, Skeleton } from 'antd';
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

/** /faqs: questions by topic, each answer folded away (an accordion); /faqs#<slug> opens that one. */
export function FaqsPage() {
  const { data, isLoading, isError, error, refetch } = useGetFaqsQuery();
  const { hash } = useLocation();
  const opened = hash.slice(1);

  let body;
  if (isLoading) {
    body = (
      <div role="status" aria-label="Loading questions">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  } else if (isError || !data) {
    body = (
      <EmptyState title="Questions could not be loaded" icon="help" action={<Button onClick={() => void refetch()}>Try again</Button>}>
        {describeApiError(error).message}
      </EmptyState>
    );
  } else if (data.length === 0) {
    body = (
      <EmptyState title="No questions answered yet" icon="help">
        Answers to common questions will be collected here.
      </EmptyState>
    );
  } else {
    body = groupFaqs(data).map(({ topic, faqs }) => (
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
    <Page
      title="Frequently asked questions"
      intro="Answers about accounts, sessions with Koaches, events and virtual apprenticeships."
      narrow
    >
      {body}
      <div className={styles.help}>
        <p>
          <strong>Koaches:</strong> step-by-step help for publishing your free times.
        </p>
        <ButtonLink to={PATHS.faqsAddAvailability} variant="outline">
          How to add availabilities
        </ButtonLink>
      </div>
    </Page>
  );
}
