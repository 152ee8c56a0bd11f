import type { DemoCalendarCoach } from '../calendar/demo-calendar';

type Hours = DemoCalendarCoach['hours'];
const EVENINGS: Hours = [
  { weekday: 2, start: '18:00', end: '21:00' },
  { weekday: 4, start: '18:00', end: '21:00' },
];
const SATURDAY: Hours = [{ weekday: 6, start: '09:00', end: '12:00' }];
const LUNCH: Hours = [
  { weekday: 1, start: '12:00', end: '13:30' },
  { weekday: 3, start: '12:00', end: '13:30' },
  { weekday: 5, start: '12:00', end: '13:30' },
];

/**
 * The demo coaches' weekly hours in the standalone demo calendar, as their own calendars would
 * invite the scheduling address. The e-mails are the users service's demo coaches
 * (services/users/src/seed): the feed is outside data, so it names them as a calendar would.
 */
export const DEMO_COACH_HOURS: DemoCalendarCoach[] = [
  { email: 'koach@demo.lakbay.ph', name: 'Demo Koach', timeZone: 'Asia/Manila', hours: [...EVENINGS, ...SATURDAY] },
  { email: 'andrea.villanueva@demo.lakbay.ph', name: 'Andrea Villanueva', timeZone: 'Asia/Manila', hours: LUNCH },
  {
    email: 'paolo.mercado@demo.lakbay.ph',
    name: 'Paolo Mercado',
    timeZone: 'Asia/Singapore',
    hours: [{ weekday: 3, start: '19:00', end: '21:30' }, ...SATURDAY],
  },
  {
    email: 'jasmine.abad@demo.lakbay.ph',
    name: 'Jasmine Abad',
    timeZone: 'Asia/Manila',
    hours: [...EVENINGS, { weekday: 7, start: '14:00', end: '17:00' }],
  },
  {
    email: 'ramon.dizon@demo.lakbay.ph',
    name: 'Ramon Dizon',
    timeZone: 'Asia/Manila',
    hours: [{ weekday: 1, start: '17:30', end: '20:00' }, ...SATURDAY],
  },
  { email: 'lourdes.tan@demo.lakbay.ph', name: 'Lourdes Tan', timeZone: 'Asia/Manila', hours: LUNCH },
  {
    email: 'miguel.santos@demo.lakbay.ph',
    name: 'Miguel Santos',
    timeZone: 'Asia/Manila',
    hours: [
      { weekday: 4, start: '19:00', end: '21:00' },
      { weekday: 6, start: '13:00', end: '16:00' },
    ],
  },
  {
    email: 'katrina.lopez@demo.lakbay.ph',
    name: 'Katrina Lopez',
    timeZone: 'Asia/Manila',
    hours: [
      { weekday: 2, start: '07:00', end: '08:30' },
      { weekday: 5, start: '18:00', end: '20:00' },
    ],
  },
  // Carlo lives in California (his profile's zone), where daylight saving would move a weekly UTC
  // rule by an hour; the demo feed writes UTC, so his events are given in Manila time, when his
  // evenings are Manila's mornings.
  {
    email: 'carlo.bautista@demo.lakbay.ph',
    name: 'Carlo Bautista',
    timeZone: 'Asia/Manila',
    hours: [
      { weekday: 3, start: '09:00', end: '12:00' },
      { weekday: 5, start: '09:00', end: '12:00' },
    ],
  },
  {
    email: 'rhea.manalo@demo.lakbay.ph',
    name: 'Rhea Manalo',
    timeZone: 'Asia/Manila',
    hours: [
      { weekday: 1, start: '18:00', end: '20:30' },
      { weekday: 7, start: '09:00', end: '11:00' },
    ],
  },
];
