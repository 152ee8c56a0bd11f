/** What's New (events) in English: the lists and their cards. Events themselves stay as written. */
const events = {
  list: {
    title: "What's New",
    intro: 'Events, talks and workshops from the Lakbay community. Register to save your seat.',
    which: 'Which events',
    upcoming: 'Upcoming',
    past: 'Past',
    upcomingLabel: 'Upcoming events',
    pastLabel: 'Past events',
    pages: 'Pages of events',
    loading: 'Loading events',
    error: 'Events could not be loaded',
    noUpcoming: 'No upcoming events',
    noUpcomingText: 'New talks, workshops and meet-ups will appear here.',
    noPast: 'No past events yet',
    noPastText: 'Events that have ended will be listed here.',
  },
  explore: {
    title: 'Events',
    intro: 'Talks and workshops to explore alongside careers and Koaches.',
    seePast: "See past events on What's New",
  },
  card: {
    needsApproval: 'Needs approval',
    closed: 'Registration closed',
    you: 'You:',
    inLine: ' number {{position}} in line',
  },
  format: { ONLINE: 'Online', ONSITE: 'On-site', HYBRID: 'Hybrid' },
  seats: {
    noLimit: 'No seat limit',
    fullWaitlist_one: 'Full · {{count}} on the waitlist',
    fullWaitlist_other: 'Full · {{count}} on the waitlist',
    fullOpen: 'Full · waitlist open',
    left: '{{left}} of {{capacity}} seats left',
  },
  status: {
    INTERESTED: 'Interested',
    APPLIED: 'Pending approval',
    APPROVED: 'Approved',
    WAITLISTED: 'Waitlisted',
    REJECTED: 'Rejected',
    COMPLETED: 'Completed',
    DROPPED_OUT: 'Dropped out',
  },
} as const;

export default events;
