import type { Faq } from '@lakbay/contracts';

export interface FaqTopic {
  topic: string;
  faqs: Faq[];
}

/** FAQs by topic (`general` names questions without one), topics in the order of their first question, questions by position. */
export function groupFaqs(faqs: readonly Faq[], general = 'General'): FaqTopic[] {
  const topics = new Map<string, Faq[]>();
  for (const faq of [...faqs].sort((a, b) => a.position - b.position)) {
    const topic = faq.topic || general;
    topics.set(topic, [...(topics.get(topic) ?? []), faq]);
  }
  return [...topics].map(([topic, list]) => ({ topic, faqs: list }));
}
