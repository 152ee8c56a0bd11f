import type { SeedEvent } from './seed-types';

// Sample events so that What's New is not empty on a first start: two past, four upcoming.
// Dates move with the day the seed runs. Online links use example.com (reserved for examples);
// replace them with the real meeting links.
export const SEED_EVENTS: SeedEvent[] = [
  {
    key: 'career-talk-life-in-data',
    title: 'Career Talk: A Day in the Life of a Data Analyst',
    description:
      'Kadets meet two data analysts from a bank and a retail company. They walk through a real (anonymised) analysis, share how they got their first job, and answer questions about courses and skills.',
    startInDays: 7,
    startHour: 18,
    durationHours: 1.5,
    format: 'ONLINE',
    location: null,
    onlineUrl: 'https://meet.example.com/lakbay-life-in-data',
    closeDaysBefore: null,
    capacity: null,
    needsApproval: false,
  },
  {
    key: 'resume-clinic',
    title: 'Resume Clinic with Lakbay Koaches',
    description:
      'Bring your resume and get one-on-one feedback from a Koach in small groups. Seats are limited so everyone gets time; when the clinic is full you join the waitlist and get a seat if someone cancels.',
    startInDays: 14,
    startHour: 10,
    durationHours: 3,
    format: 'ONLINE',
    location: null,
    onlineUrl: 'https://meet.example.com/lakbay-resume-clinic',
    closeDaysBefore: 1,
    capacity: 30,
    needsApproval: false,
  },
  {
    key: 'design-portfolio-workshop',
    title: 'Design Portfolio Workshop (Cebu)',
    description:
      'A hands-on afternoon for aspiring graphic and UX designers: choose your best work, tell the story behind each piece, and leave with a portfolio plan. Participants are selected from applications so that the group fits the workshop.',
    startInDays: 21,
    startHour: 13,
    durationHours: 4,
    format: 'ONSITE',
    location: 'Function Room B, 2nd floor, Cebu IT Park Community Hub, Lahug, Cebu City',
    onlineUrl: null,
    closeDaysBefore: 5,
    capacity: 25,
    needsApproval: true,
  },
  {
    key: 'careers-in-community-work',
    title: 'Kwentuhan: Careers in Community Work',
    description:
      'Social workers, teachers and community organisers talk about what their work is really like, in the room and online. Join us at the venue in Quezon City or from home.',
    startInDays: 35,
    startHour: 15,
    durationHours: 2,
    format: 'HYBRID',
    location: 'Multi-purpose Hall, Barangay Central Covered Court, Diliman, Quezon City',
    onlineUrl: 'https://meet.example.com/lakbay-kwentuhan',
    closeDaysBefore: null,
    capacity: 80,
    needsApproval: false,
  },
  {
    key: 'kickoff-virtual-apprenticeship',
    title: 'Virtual Apprenticeship Kick-off',
    description:
      'The opening session of the last Virtual Apprenticeship run: how the four weeks work, how groups are formed, and what partner companies look for in submissions.',
    startInDays: -20,
    startHour: 18,
    durationHours: 1.5,
    format: 'ONLINE',
    location: null,
    onlineUrl: 'https://meet.example.com/lakbay-va-kickoff',
    closeDaysBefore: null,
    capacity: null,
    needsApproval: false,
  },
  {
    key: 'mock-interview-day',
    title: 'Mock Interview Day',
    description:
      'Kadets practised job interviews with Koaches from BPO, tech and consumer-goods companies, and got written feedback on their answers.',
    startInDays: -45,
    startHour: 9,
    durationHours: 6,
    format: 'ONSITE',
    location: 'Training Room 3, 12th floor, 6750 Ayala Avenue, Makati City',
    onlineUrl: null,
    closeDaysBefore: 3,
    capacity: 40,
    needsApproval: true,
  },
];

/**
 * Venues the first seed shipped as "to be confirmed", by event key: an installation seeded with them
 * gets the venue above on its next start, unless an admin has changed the location (seed-content.ts).
 */
export const SUPERSEDED_EVENT_LOCATIONS: Readonly<Record<string, string>> = {
  'design-portfolio-workshop': 'Cebu IT Park, Lahug, Cebu City (venue to be confirmed)',
  'careers-in-community-work': 'Quezon City (venue to be confirmed)',
  'mock-interview-day': 'Makati City (venue to be confirmed)',
};
