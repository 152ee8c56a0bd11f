import type {
  Certificate,
  Challenge,
  ChallengeDetail,
  Invite,
  InviteLinkView,
  Member,
  Submission,
  UserChallenge,
  Week,
} from '@lakbay/contracts';
import { jest } from '@jest/globals';
import { DEFAULT_CLIENT_CONFIG, jsonResponse } from './fetch-mock';

export const CHALLENGE_ID = 'ch-1';
export const USER_ID = '6f1c2d3e-0000-4000-8000-000000000001';
export const USER_BASE = `/api/v2/users/${USER_ID}/challengesNew/${CHALLENGE_ID}`;

export function aChallenge(overrides: Partial<Challenge> = {}): Challenge {
  return {
    id: CHALLENGE_ID,
    title: 'Brand a Sari-Sari Store',
    partner: { name: 'Tindahan Co.', logoUrl: null, website: 'https://tindahan.example.ph' },
    category: 'marketing-branding',
    summary: 'Give a neighbourhood store a brand its customers remember.',
    coverImageUrl: null,
    weeks: 2,
    startDate: '2026-02-02',
    endDate: '2026-02-13',
    applicationDeadline: '2026-01-30',
    slots: 30,
    seatsTaken: 18,
    seatsLeft: 12,
    applicationTypes: ['INDIVIDUAL', 'GROUP'],
    maxGroupSize: 3,
    minGroupSize: 1,
    status: 'OPEN',
    lateDays: 0,
    enrollable: true,
    language: 'en',
    fallback: false,
    ...overrides,
  };
}

export function aWeek(number: number, overrides: Partial<Week> = {}): Week {
  return {
    id: `wk-${number}`,
    number,
    title: number === 1 ? 'Know the customers' : 'Design the sign',
    brief: `Brief of week ${number}.`,
    resources: [{ title: 'Branding 101', url: 'https://example.ph/branding' }],
    tasks: [],
    deliverable: `Deliverable of week ${number}.`,
    dueDate: number === 1 ? '2026-02-06' : '2026-02-13',
    opensOn: number === 1 ? '2026-01-31' : '2026-02-07',
    ...overrides,
  };
}

export function aChallengeDetail(overrides: Partial<ChallengeDetail> = {}): ChallengeDetail {
  return { ...aChallenge(), description: 'The long description.', weekList: [aWeek(1), aWeek(2)], ...overrides };
}

export function aMember(overrides: Partial<Member> = {}): Member {
  return {
    userId: USER_ID,
    name: 'Maria Santos',
    status: 'ENROLLED_GROUP',
    isLeader: true,
    inviteId: null,
    inviteExpiresAt: null,
    ...overrides,
  };
}

export const anInvitedMember = (email: string, inviteId: string, overrides: Partial<Member> = {}): Member =>
  aMember({
    userId: null,
    name: email,
    status: 'INVITED',
    isLeader: false,
    inviteId,
    inviteExpiresAt: '2026-02-01T00:00:00.000Z',
    ...overrides,
  });

export function aSubmission(overrides: Partial<Submission> = {}): Submission {
  return {
    id: 'sub-1',
    groupId: 'grp-1',
    weekId: 'wk-1',
    weekNumber: 1,
    attempt: 1,
    links: ['https://drive.example.ph/interviews'],
    files: [],
    notes: 'Five interviews.',
    submittedBy: { userId: USER_ID, name: 'Maria Santos' },
    submittedAt: '2026-02-05T10:00:00.000Z',
    reviewStatus: 'NEEDS_UPDATE',
    feedback: 'Add the quotes.',
    reviewedAt: '2026-02-06T10:00:00.000Z',
    late: false,
    ...overrides,
  };
}

export function aUserChallenge(overrides: Partial<UserChallenge> = {}): UserChallenge {
  return {
    challengeId: CHALLENGE_ID,
    groupId: 'grp-1',
    isPending: false,
    applicationStatus: 'APPROVED',
    applicationType: 'GROUP',
    isLeader: true,
    members: [aMember()],
    progress: { acceptedWeeks: 1, submittedWeeks: 1, totalWeeks: 2, percent: 50 },
    submissions: [],
    todos: [],
    completion: null,
    ...overrides,
  };
}

export function anInvite(overrides: Partial<Invite> = {}): Invite {
  return {
    id: 'inv-9',
    groupId: 'grp-2',
    challengeId: CHALLENGE_ID,
    challengeTitle: 'Brand a Sari-Sari Store',
    inviterName: 'Jose Rizal',
    inviteeEmail: 'maria.santos@example.ph',
    status: 'PENDING',
    expiresAt: '2026-02-01T00:00:00.000Z',
    createdAt: '2026-01-25T00:00:00.000Z',
    ...overrides,
  };
}

export function anInviteLink(overrides: Partial<InviteLinkView> = {}): InviteLinkView {
  return {
    inviteId: 'inv-9',
    challengeId: CHALLENGE_ID,
    challengeTitle: 'Brand a Sari-Sari Store',
    partnerName: 'Tindahan Co.',
    inviterName: 'Jose Rizal',
    inviteeEmail: 'maria.santos@example.ph',
    status: 'PENDING',
    expiresAt: '2026-02-01T00:00:00.000Z',
    ...overrides,
  };
}

export function aCertificate(overrides: Partial<Certificate> = {}): Certificate {
  return {
    code: 'LKB-7Q2M-9XK4',
    holderName: 'Maria Santos',
    challengeTitle: 'Brand a Sari-Sari Store',
    partnerName: 'Tindahan Co.',
    category: 'marketing-branding',
    merit: 'OUTSTANDING',
    weeks: 2,
    startDate: '2026-01-31',
    endDate: '2026-02-13',
    completedAt: '2026-02-20T00:00:00.000Z',
    verifyUrl: 'https://lakbay.example.ph/certificates/LKB-7Q2M-9XK4',
    ...overrides,
  };
}

export const notEnrolled = () =>
  jsonResponse(404, { statusCode: 404, code: 'APPRENTICESHIP_NOT_ENROLLED', message: 'You are not enrolled in this challenge.' });

/** A call the fake server sees; `form` is the multipart body when one was sent. */
export interface VaCall {
  method: string;
  path: string;
  body: unknown;
  form: FormData | undefined;
}

const forms = new WeakMap<Request, FormData>();
let requestPatched = false;

// Node's Request cannot serialise jsdom's FormData; keep the FormData aside so tests can read it.
function patchRequest() {
  if (requestPatched) {
    return;
  }
  requestPatched = true;
  const Base = globalThis.Request;
  class FormRecordingRequest extends Base {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      const form = init?.body instanceof FormData ? init.body : undefined;
      super(input, form ? { ...init, body: 'multipart' } : init);
      if (form) {
        forms.set(this, form);
      }
    }
  }
  Object.defineProperty(globalThis, 'Request', { value: FormRecordingRequest, writable: true, configurable: true });
}

/** Like mockFetch, but multipart bodies arrive as FormData in `form`. */
export function mockVaFetch(server: (call: VaCall) => Response | Promise<Response>): VaCall[] {
  patchRequest();
  const calls: VaCall[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const form = forms.get(request);
    const text = form ? '' : await request.text();
    const call: VaCall = {
      method: request.method,
      path: `${url.pathname}${url.search}`,
      body: text ? (JSON.parse(text) as unknown) : undefined,
      form,
    };
    if (call.path === '/api/v2/client-config') {
      return jsonResponse(200, DEFAULT_CLIENT_CONFIG);
    }
    calls.push(call);
    return server(call);
  });
  return calls;
}
