import type { Booking, CoachDetail, CoachListItem, MyAvailability, Training } from '@lakbay/contracts';

export function aTraining(overrides: Partial<Training> = {}): Training {
  return {
    slug: 'career-chat',
    title: 'Career chat',
    description: 'Talk through what the work is like and how to start.',
    durationMinutes: 45,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 15,
    languages: ['English', 'Filipino'],
    questions: [
      { id: 'goals', label: 'What do you want to get out of this session?', required: true, maxLength: 500 },
      { id: 'background', label: 'Anything your Koach should know?', required: false, maxLength: 300 },
    ],
    language: 'en',
    fallback: false,
    ...overrides,
  };
}

export function aCoachListItem(overrides: Partial<CoachListItem> = {}): CoachListItem {
  return {
    id: 'c-1',
    username: 'anareyes',
    displayName: 'Ana Reyes',
    slug: 'ana-reyes',
    avatar: null,
    headline: 'Data analyst at a Manila bank',
    expertise: ['data'],
    yearsOfExperience: 6,
    bio: 'I moved from accounting to data.\nI can help with portfolios and first jobs.',
    languages: ['English', 'Filipino'],
    linkedinUrl: 'https://www.linkedin.com/in/ana-reyes-demo',
    timeZone: 'Asia/Manila',
    sessionsHeld: 14,
    averageRating: 4.8,
    reviewCount: 5,
    nextFreeSlot: '2030-03-04T01:00:00.000Z',
    ...overrides,
  };
}

export function aCoachDetail(overrides: Partial<CoachDetail> = {}): CoachDetail {
  const { nextFreeSlot: _unused, ...profile } = aCoachListItem();
  return {
    ...profile,
    trainings: [aTraining(), aTraining({ slug: 'resume-review', title: 'Resume review', durationMinutes: 30, questions: [] })],
    nextSlots: [
      { start: '2030-03-04T01:00:00.000Z', end: '2030-03-04T01:45:00.000Z' },
      { start: '2030-03-04T03:00:00.000Z', end: '2030-03-04T03:45:00.000Z' },
    ],
    reviews: [
      {
        rating: 5,
        comment: 'Very kind and practical.',
        kadetName: 'Jomar',
        trainingTitle: 'Career chat',
        createdAt: '2030-02-01T00:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

export function aBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 'b-1',
    status: 'CONFIRMED',
    start: '2030-03-04T01:00:00.000Z',
    end: '2030-03-04T01:45:00.000Z',
    coach: { id: 'c-1', name: 'Ana Reyes', slug: 'ana-reyes', timeZone: 'Asia/Manila' },
    kadet: { id: 'k-1', name: 'Maria' },
    training: { slug: 'career-chat', title: 'Career chat', durationMinutes: 45 },
    answers: { goals: 'Find my first data job' },
    meetingLink: 'https://meet.example.ph/ana-reyes',
    cancellationReason: null,
    cancelledBy: null,
    lateCancel: false,
    rescheduledFromId: null,
    rescheduledToId: null,
    noShowMarkedBy: null,
    review: null,
    viewerRole: 'kadet',
    can: { reschedule: true, cancel: true, review: false, markNoShow: false },
    createdAt: '2030-02-20T00:00:00.000Z',
    ...overrides,
  };
}

export function aMyAvailability(overrides: Partial<MyAvailability> = {}): MyAvailability {
  return {
    schedulingEmail: 'schedule@demo.lakbay.ph',
    timeZone: 'Asia/Manila',
    windows: [
      { start: '2030-03-04T01:00:00.000Z', end: '2030-03-04T04:00:00.000Z' },
      { start: '2030-03-05T10:00:00.000Z', end: '2030-03-05T12:00:00.000Z' },
    ],
    lastSync: { status: 'UPDATED', at: '2030-03-01T00:00:00.000Z', events: 12, windows: 8, coaches: 3, problems: [] },
    lastSuccessAt: '2030-03-01T00:00:00.000Z',
    ...overrides,
  };
}
