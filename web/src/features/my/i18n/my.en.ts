/** The signed-in area (/my), in English. Field names shared with sign-up come from the accounts namespace. */
const my = {
  profile: {
    title: 'My profile',
    intro: 'How other people on Lakbay see you.',
    tryAgain: 'Try again',
    notSet: 'Not set yet',
    noUsername: 'No username yet',
    active: 'Active',
    waiting: 'Waiting for activation',
    edit: 'Edit profile',
    account: 'Account',
    email: 'E-mail',
    signIn: 'Sign-in',
    consentGiven: 'Given on {{date}}',
    language: 'Language',
    koachProfile: 'Koach profile',
    kadetsSeeIt: 'Kadets see it at <link>{{path}}</link>',
    studies: 'Studies and interests',
    jobSearch: 'Job search',
  },
} as const;

export default my;
