import type { SeedFaq } from './seed-types';

/** FAQs in display order. add-availability carries the instructions of spec section 2, in full. */
export const SEED_FAQS: SeedFaq[] = [
  {
    key: 'what-is-lakbay',
    slug: null,
    topic: 'Getting started',
    question: 'What is Lakbay?',
    answer:
      'Lakbay helps Filipino learners, our Kadets, explore careers and connect with volunteer coaches, our Koaches. You can browse careers and jobs, watch career talks, join events and virtual apprenticeships, and book sessions with Koaches who work in the fields you are curious about.',
  },
  {
    key: 'is-it-free',
    slug: null,
    topic: 'Getting started',
    question: 'Do I have to pay to use Lakbay?',
    answer: 'No. Lakbay is free for Kadets. Koaches volunteer their time.',
  },
  {
    key: 'browse-without-account',
    slug: null,
    topic: 'Getting started',
    question: 'Do I need an account to look around?',
    answer:
      'No. Anyone can browse careers, jobs, videos, events and these FAQs. You need an account to book a session with a Koach, register for events and join a virtual apprenticeship.',
  },
  {
    key: 'salary-figures',
    slug: null,
    topic: 'Careers and jobs',
    question: 'Where do the salary ranges on career pages come from?',
    answer:
      'Each career shows a monthly range in pesos for entry-level and experienced workers, with the source and the year of the figures. They are indicative: pay differs by employer, city and skills. Use them to compare careers, not as an offer.',
  },
  {
    key: 'jobs-sample',
    slug: null,
    topic: 'Careers and jobs',
    question: 'How do I apply for a job in the Career Database?',
    answer:
      'Open the job and use its apply link: you apply directly with the employer. Jobs leave the list after their deadline. Postings marked as samples are examples from fictional companies and cannot be applied to.',
  },
  {
    key: 'book-a-koach',
    slug: null,
    topic: 'Sessions with Koaches',
    question: 'How do I book a session with a Koach?',
    answer:
      '1. Go to Find A Coach and open the profile of a Koach in the field you are curious about.\n2. Choose a kind of session, such as a career chat or a resume review.\n3. Pick a date and a free time, answer the Koach’s questions, and confirm.\n\nYou and your Koach both get a confirmation e-mail with a calendar invite and the meeting link.',
  },
  {
    key: 'reschedule-or-cancel',
    slug: null,
    topic: 'Sessions with Koaches',
    question: 'Can I reschedule or cancel a session?',
    answer:
      'Yes. Go to My Schedule, open the session and choose Reschedule or Cancel. Please do it as early as you can and give a short reason: your Koach is a volunteer and may give the time to another Kadet.',
  },
  {
    key: 'event-registration',
    slug: null,
    topic: 'Events',
    question: 'How do event registrations work?',
    answer:
      'Open the event in What’s New and register.\n\n- If the event has free seats, your seat is confirmed at once.\n- If it is full, you join the waitlist. When someone cancels, the first person on the waitlist gets the seat.\n- Some events choose participants: your registration shows "Pending approval" until the organisers approve it.\n\nIf you can no longer come, cancel your registration so that someone else can take your seat.',
  },
  {
    key: 'virtual-apprenticeship',
    slug: null,
    topic: 'Virtual Apprenticeship',
    question: 'What is the Virtual Apprenticeship?',
    answer:
      'A challenge of about four weeks run with a partner company. Alone or in a small group, you work on a real-world brief, submit a deliverable every week and get feedback. It is a way to try a career and build your portfolio.',
  },
  {
    key: 'become-a-koach',
    slug: null,
    topic: 'For Koaches',
    question: 'How do I become a Koach?',
    answer:
      'Koach sign-up is by invitation: the Lakbay team adds your e-mail address to the Koach list, then you sign up as a Koach with that address. Your profile becomes bookable once the team activates it.',
  },
  {
    key: 'add-availability',
    slug: 'add-availability',
    topic: 'For Koaches',
    question: 'How do I add my availability?',
    answer:
      'Your availability comes from your own calendar. To add it:\n\n1. Use the same e-mail address in your calendar app as the one you use on Lakbay.\n2. Create an event for the time you can coach, and invite the Lakbay scheduling address to the event.\n3. Put the word "coaching" or "session" in the event subject, for example "Coaching hours" or "Kadet session".\n\nRecurring events also show up: a weekly event gives Kadets times to book every week.',
  },
  {
    key: 'data-privacy',
    slug: null,
    topic: 'Privacy and account',
    question: 'How does Lakbay use my personal data?',
    answer:
      'We use your data to run the platform: your profile, your bookings, your registrations and your applications. We process it under the Data Privacy Act of 2012 (RA 10173), and you give your consent when you sign up. Read the privacy policy for the details and for how to ask us to correct or delete your data.',
  },
  {
    key: 'forgot-password',
    slug: null,
    topic: 'Privacy and account',
    question: 'I forgot my password. What do I do?',
    answer:
      'On the log-in screen choose "Forgot password?" and enter your e-mail address. We send a link that works for one hour; use it to choose a new password.',
  },
];
