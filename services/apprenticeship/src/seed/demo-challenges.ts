import type { ApplicationType, CareerCategory, ChallengeStatus, WeekResource } from '@lakbay/contracts';

export interface DemoWeek {
  title: string;
  brief: string;
  resources: WeekResource[];
  deliverable: string;
}

/** When a demo challenge runs, relative to the day the seed runs (Manila days). */
export interface DemoTiming {
  status: ChallengeStatus;
  /** Days from today to the first day. */
  startInDays: number;
  /** Days from today to the application deadline. */
  deadlineInDays: number;
}

export interface DemoChallenge {
  slug: string;
  title: string;
  partnerName: string;
  partnerWebsite: string;
  category: CareerCategory;
  summary: string;
  description: string;
  slots: number;
  applicationTypes: ApplicationType[];
  maxGroupSize: number;
  timing: DemoTiming;
  weeks: DemoWeek[];
}

// Partner companies are made up for the demo (".example" addresses); any likeness is accidental.
export const DEMO_CHALLENGES: DemoChallenge[] = [
  {
    slug: 'sari-sari-goes-digital',
    title: 'Sari-Sari Goes Digital',
    partnerName: 'Tindahan Tech Co. (demo partner)',
    partnerWebsite: 'https://tindahan-tech.example',
    category: 'marketing-branding',
    summary: 'Help neighbourhood sari-sari stores reach customers online with a low-cost social media plan.',
    description:
      'Tindahan Tech Co. builds ordering tools for sari-sari stores. In four weeks your group studies how a barangay store sells today, ' +
      'proposes a simple online presence, tests messages with real neighbours and hands over a playbook store owners can run from one phone.',
    slots: 120,
    applicationTypes: ['INDIVIDUAL', 'GROUP'],
    maxGroupSize: 4,
    timing: { status: 'OPEN', startInDays: 21, deadlineInDays: 14 },
    weeks: [
      {
        title: 'Know the tindahan',
        brief:
          'Interview one or two store owners near you: what sells, who buys, how they hear about new stock, what they already do on Facebook or Viber.',
        resources: [{ title: 'Interview guide (demo)', url: 'https://tindahan-tech.example/guides/interview' }],
        deliverable: 'A one-page store profile with three customer insights and photos or notes from your interviews.',
      },
      {
        title: 'Map the neighbours',
        brief: 'Sketch two customer personas and the moments they could be reached online (pay day, merienda time, typhoon stock-up).',
        resources: [{ title: 'Persona template (demo)', url: 'https://tindahan-tech.example/templates/persona' }],
        deliverable: 'Two personas and a weekly content calendar draft.',
      },
      {
        title: 'Test the messages',
        brief: 'Post or share three sample messages with a small group and record what people answered or asked.',
        resources: [{ title: 'Simple A/B testing for small shops (demo)', url: 'https://tindahan-tech.example/guides/ab-testing' }],
        deliverable: 'A short report: the three messages, reactions, and what you would change.',
      },
      {
        title: 'The playbook',
        brief: 'Turn what you learned into a playbook a store owner can follow in fifteen minutes a day.',
        resources: [{ title: 'Playbook examples (demo)', url: 'https://tindahan-tech.example/playbooks' }],
        deliverable: 'The playbook (PDF or slides) and a 3-minute pitch video link.',
      },
    ],
  },
  {
    slug: 'jeepney-route-insights',
    title: 'Jeepney Route Insights',
    partnerName: 'Byahe Analytics (demo partner)',
    partnerWebsite: 'https://byahe-analytics.example',
    category: 'data',
    summary: 'Clean and explore a sample of commuter trip data to suggest better jeepney stops for a Metro Manila route.',
    description:
      'Byahe Analytics works with transport cooperatives. Your group gets an anonymised sample of trips on one modern-jeepney route, ' +
      'cleans it, finds when and where riders wait longest, and recommends stop changes backed by charts a cooperative board can read.',
    slots: 40,
    applicationTypes: ['INDIVIDUAL', 'GROUP'],
    maxGroupSize: 3,
    // Started three days ago with its deadline a week away: late joiners can still enrol and hand in week 1.
    timing: { status: 'RUNNING', startInDays: -3, deadlineInDays: 7 },
    weeks: [
      {
        title: 'Meet the data',
        brief: 'Load the sample, list its columns, and find missing or odd values.',
        resources: [{ title: 'Trip sample and data dictionary (demo)', url: 'https://byahe-analytics.example/data/sample' }],
        deliverable: 'A data-quality note and your cleaning notebook or spreadsheet.',
      },
      {
        title: 'Rush hours',
        brief: 'Find the busiest hours and stops on weekdays and weekends.',
        resources: [{ title: 'Charting with spreadsheets (demo)', url: 'https://byahe-analytics.example/guides/charts' }],
        deliverable: 'Three charts with one sentence each on what they show.',
      },
      {
        title: 'Waiting time',
        brief: 'Estimate waiting times per stop and hour, and name the three worst spots.',
        resources: [{ title: 'Estimating headways (demo)', url: 'https://byahe-analytics.example/guides/headways' }],
        deliverable: 'A table of waiting times and a short method note.',
      },
      {
        title: 'Recommend',
        brief: 'Propose stop or schedule changes and what they would save riders.',
        resources: [{ title: 'Board memo template (demo)', url: 'https://byahe-analytics.example/templates/memo' }],
        deliverable: 'A two-page memo to the cooperative board with your recommendations.',
      },
    ],
  },
  {
    slug: 'kape-brand-refresh',
    title: 'Kape Brand Refresh',
    partnerName: 'Barako Brew Collective (demo partner)',
    partnerWebsite: 'https://barako-brew.example',
    category: 'design',
    summary: 'Redesign the packaging and social look of a Batangas barako coffee brand for younger buyers.',
    description:
      'Barako Brew Collective sells coffee from Batangas farmers. Groups audited the brand, explored moodboards, designed packaging and ' +
      'presented a social media kit to the collective.',
    slots: 30,
    applicationTypes: ['GROUP'],
    maxGroupSize: 4,
    timing: { status: 'CLOSED', startInDays: -70, deadlineInDays: -77 },
    weeks: [
      {
        title: 'Brand audit',
        brief: 'Collect how the brand looks today on shelves and online.',
        resources: [{ title: 'Brand audit checklist (demo)', url: 'https://barako-brew.example/guides/audit' }],
        deliverable: 'An audit deck of at most 10 slides.',
      },
      {
        title: 'Moodboards',
        brief: 'Explore two directions for a younger audience.',
        resources: [{ title: 'Moodboard tips (demo)', url: 'https://barako-brew.example/guides/moodboards' }],
        deliverable: 'Two moodboards with a paragraph each.',
      },
      {
        title: 'Packaging',
        brief: 'Design the front of a 250 g pack in the chosen direction.',
        resources: [{ title: 'Pack dieline (demo)', url: 'https://barako-brew.example/files/dieline' }],
        deliverable: 'Pack design mock-ups (PNG or PDF).',
      },
      {
        title: 'Social kit',
        brief: 'Make post and story templates that match the pack.',
        resources: [{ title: 'Social sizes cheat sheet (demo)', url: 'https://barako-brew.example/guides/social' }],
        deliverable: 'A social kit (ZIP or PDF) and a 5-minute presentation link.',
      },
    ],
  },
];
