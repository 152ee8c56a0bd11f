import type { SeedResource } from './seed-types';

/** Coaching resources for Koaches (Start Here), in display order. */
export const SEED_RESOURCES: SeedResource[] = [
  {
    key: 'welcome-koaches',
    title: 'Welcome, Koach!',
    body: 'Thank you for volunteering. Kadets are senior-high and college students and young graduates trying to figure out their first career steps. You do not need to have all the answers: your honest story of how you got where you are is often the most useful thing you can share.',
    linkUrl: null,
    linkLabel: null,
  },
  {
    key: 'set-up-profile',
    title: 'Set up your profile',
    body: 'Kadets choose Koaches by their profile. Add a clear photo, a headline with your role and company, the career categories you know, and a short bio that ends with what you can help with. List the languages you coach in.',
    linkUrl: '/my/profile/edit',
    linkLabel: 'Update my profile',
  },
  {
    key: 'add-availability',
    title: 'Add your availability',
    body: 'Kadets can only book you when you have free times. Your availability comes from your own calendar: events with "coaching" or "session" in the subject, with the Lakbay scheduling address invited.',
    linkUrl: '/faqs/add-availability',
    linkLabel: 'How to add availability',
  },
  {
    key: 'first-session',
    title: 'Your first session: a simple plan',
    body: '1. Read the Kadet’s answers to your booking questions before the call.\n2. Start by asking what they hope to get from the session.\n3. Share your path, including the detours.\n4. Agree on one or two next steps they can do this week.\n5. End on time, and point them to resources or other Koaches when a question is outside your field.',
    linkUrl: null,
    linkLabel: null,
  },
  {
    key: 'good-questions',
    title: 'Asking good questions',
    body: 'Open questions help Kadets think: "What did you enjoy most in your last project?", "What worries you about this course?", "What would you try if you knew you could not fail?". Listen more than you speak, and resist solving everything for them.',
    linkUrl: null,
    linkLabel: null,
  },
  {
    key: 'resume-feedback',
    title: 'Giving resume feedback',
    body: 'Focus on the three changes that matter most: a clear summary, achievements rather than duties (with numbers where possible), and a clean, one-page layout for fresh graduates. Be kind and specific: "Move your capstone project to the top" helps more than "Make it stronger".',
    linkUrl: null,
    linkLabel: null,
  },
  {
    key: 'safe-coaching',
    title: 'Keeping sessions safe and respectful',
    body: 'Some Kadets are minors. Keep all contact on the platform and in the session’s meeting link, never ask for personal contact details or money, and keep what Kadets share confidential, in line with the Data Privacy Act. If something a Kadet says worries you, tell the Lakbay team.',
    linkUrl: null,
    linkLabel: null,
  },
];
