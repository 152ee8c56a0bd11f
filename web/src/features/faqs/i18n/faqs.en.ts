import { PUBLIC_PAGE_TEXTS } from '@lakbay/contracts';

/** The FAQ pages' own words; the questions and answers come from the database and are not translated. */
const en = {
  title: PUBLIC_PAGE_TEXTS.faqs.title,
  intro: PUBLIC_PAGE_TEXTS.faqs.intro,
  loading: 'Loading questions',
  loadFailed: 'Questions could not be loaded',
  tryAgain: 'Try again',
  empty: { title: 'No questions answered yet', text: 'Answers to common questions will be collected here.' },
  general: 'General',
  koachHelp: '<strong>Koaches:</strong> step-by-step help for publishing your free times.',
  toAvailability: 'How to add availabilities',
  availability: {
    eyebrow: 'For Koaches',
    title: 'How to add your availabilities',
    intro: 'Kadets book you in the times you mark as free in your own calendar. Three things make an event count.',
    sameEmail: {
      title: 'Use the same e-mail address',
      text: 'Create the event in the calendar app of the e-mail address you use on Lakbay, so we know the time is yours.',
    },
    invite: {
      title: 'Invite the Lakbay scheduling address',
      text: "Add Lakbay's scheduling address to the event as a guest, the way you would invite a colleague:",
    },
    subject: {
      title: 'Say “coaching” or “session” in the subject',
      text: "Put the word “coaching” or “session” in the event's title, for example “Coaching hour”.",
    },
    recurring:
      '<strong>Recurring events also show up.</strong> A weekly “Coaching hour” makes every week bookable until you end or change the series.',
    moreQuestions: 'More questions? See the FAQs',
  },
} as const;

export default en;
