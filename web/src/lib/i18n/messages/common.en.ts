/** The shell's English: navigation, header, footer, language switch. Spec-quoted texts word for word. */
const common = {
  nav: {
    home: 'Home',
    forum: 'Forum',
    virtualApprenticeship: 'Virtual Apprenticeship',
    coachConnector: 'Coach Connector',
    careerExplorer: 'Career Explorer',
    careerDatabase: 'Career Database',
    whatsNew: "What's New",
    faqs: 'FAQs',
    new: 'New',
    opensInNewTab: '(opens in a new tab)',
    main: 'Main',
  },
  header: {
    home: 'Lakbay home',
    menu: 'Menu',
    logout: 'Logout',
    getStarted: 'Get Started',
    myAccount: 'My account ({{name}})',
  },
  footer: {
    credit: 'Made with love by the product team',
    version: 'Version {{version}}',
    pages: 'Pages',
    myData: 'Your data and privacy',
    privacy: 'Privacy Policy',
    terms: 'Terms of Use',
    help: 'Need help? Go to our <faqs>FAQs</faqs>!',
    followUs: 'Follow us',
  },
  language: {
    label: 'Language',
    switchTo: 'Switch the language to {{language}}',
  },
} as const;

export default common;
