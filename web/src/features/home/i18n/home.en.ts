/** The home page, in English. The card titles are the spec's and stay in home-cards.ts. */
const home = {
  visitor: {
    eyebrow: 'Your career journey starts here',
    heading: 'Welcome to Lakbay',
    lead: 'Explore careers, learn from volunteer Koaches who work in the field, and build real experience through virtual apprenticeships. Free for every Filipino learner.',
    signup: 'Create an account',
    login: 'Log in',
    cardsHeading: 'What you can do on Lakbay',
    cardsLabel: 'Kadet features',
    koachInvite: 'Working in a field you love? <coach>Become a volunteer Koach</coach> and help a Kadet find their way.',
  },
  user: {
    eyebrowKoach: 'Thank you for guiding our Kadets',
    eyebrowKadet: 'Ready for the next step?',
    welcomeKoach: 'Welcome, Koach',
    welcomeKadet: 'Welcome, Kadet',
    loggedInAs: 'Logged in as <strong>{{name}}</strong>',
    toolkit: 'Your Koach toolkit',
    whereNext: 'Where to next?',
    koachFeatures: 'Koach features',
    kadetFeatures: 'Kadet features',
  },
  // The cards' titles (home-cards.ts keeps the spec's English ones as their keys' source).
  cardTitles: {
    apprenticeship: 'Virtual Apprenticeship',
    careers: 'Explore Careers',
    coaches: 'Find A Coach',
    videos: 'Browse Videos',
    jobs: 'Jobs Dashboard',
    events: "What's New",
    resources: 'Start Here',
    availability: 'Add Availabilities',
    profile: 'Update my Profile',
  },
  cards: {
    apprenticeship: 'Take on a real challenge with a team, week by week, and build experience you can show.',
    careers: 'Discover careers, what the work is like and how people get started.',
    coaches: 'Book a free session with a volunteer Koach who works in the field.',
    videos: 'Hear professionals talk about their work and the paths that led them there.',
    jobs: 'Look up roles: what they involve, what they ask for and what they pay.',
    events: 'Events, talks and announcements from the Lakbay community.',
    resources: 'Coaching resources: how Lakbay sessions work and how to prepare for one.',
    availability: 'Review how to share your free times with Kadets straight from your own calendar.',
    profile: 'Tell Kadets about your work so that the right ones find you.',
  },
} as const;

export default home;
