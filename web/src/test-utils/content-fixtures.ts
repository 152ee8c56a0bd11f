import type { CareerDetail, EventDetail, EventRegistration, Job, Localized, Page, Video } from '@lakbay/contracts';

/** A record answered in English to an English reader (issue 29). */
export const ENGLISH: Localized = { language: 'en', fallback: false };

/** One page holding `items`, with the total given or the items' count. */
export function aPage<T>(items: T[], overrides: Partial<Page<T>> = {}): Page<T> {
  return { items, page: 1, pageSize: 12, total: items.length, ...overrides };
}

export function aJob(overrides: Partial<Job> = {}): Job {
  return {
    id: '0b7e1c2a-0000-4000-8000-000000000001',
    title: 'Junior Data Analyst',
    company: 'Bituin Analytics',
    location: 'Makati City',
    workType: 'HYBRID',
    employmentType: 'FULL_TIME',
    salaryMin: null,
    salaryMax: null,
    category: 'sales',
    description: 'Clean and chart the sales data.',
    applyUrl: 'https://careers.example.ph/jobs/1',
    postedAt: '2026-11-01T00:00:00.000Z',
    deadline: null,
    expired: false,
    isSample: false,
    ...ENGLISH,
    ...overrides,
  };
}

export function anEvent(overrides: Partial<EventDetail> = {}): EventDetail {
  const day = 86_400_000;
  return {
    id: '5d9e1c2a-0000-4000-8000-000000000001',
    title: 'Careers in nursing',
    startAt: new Date(Date.now() + 7 * day).toISOString(),
    endAt: new Date(Date.now() + 7 * day + 7_200_000).toISOString(),
    format: 'ONLINE',
    location: null,
    bannerImageUrl: null,
    registrationCloseAt: null,
    capacity: 30,
    needsApproval: false,
    seatsTaken: 10,
    seatsLeft: 20,
    waitlisted: 0,
    registrationOpen: true,
    description: 'Nurses tell how they started.',
    onlineUrl: 'https://meet.example.ph/nursing',
    ...ENGLISH,
    ...overrides,
  };
}

export function aRegistration(overrides: Partial<EventRegistration> = {}): EventRegistration {
  return {
    id: '7a1e1c2a-0000-4000-8000-000000000001',
    eventId: anEvent().id,
    userId: '6f1c2d3e-0000-4000-8000-000000000001',
    status: 'APPROVED',
    statusLabel: 'Registered',
    waitlistPosition: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

export function aCareer(overrides: Partial<CareerDetail> = {}): CareerDetail {
  return {
    id: '3c2e1c2a-0000-4000-8000-000000000001',
    slug: 'registered-nurse',
    title: 'Registered Nurse',
    category: 'sales',
    summary: 'Cares for patients.',
    salary: null,
    dayInTheLife: 'Rounds, charts and handovers.',
    keyTasks: ['Give medicines'],
    skills: { hard: ['Triage'], soft: [] },
    education: { shsStrands: [], collegeCourses: [], tesdaCertificates: [] },
    outlook: 'Growing.',
    relatedCareers: [],
    relatedVideos: [],
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...ENGLISH,
    ...overrides,
  };
}

export function aVideo(overrides: Partial<Video> = {}): Video {
  return {
    id: 'v-1',
    title: 'A day in the life of a Graphic Designer',
    speaker: 'Ana Reyes',
    speakerRole: 'Graphic Designer',
    youtubeId: 'dQw4w9WgXcQ',
    embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    durationSeconds: 600,
    categories: ['design'],
    publishedOn: '2026-01-15',
    description: 'Portfolio tips.',
    ...ENGLISH,
    ...overrides,
  };
}
