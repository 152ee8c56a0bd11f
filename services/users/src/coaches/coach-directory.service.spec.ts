import type { Language } from '@lakbay/contracts';
import type { EntityManager, MikroORM } from '@mikro-orm/core';
import { type AppConfig, memoryOrm } from '@lakbay/platform';
import { CoachProfile } from '../entities/coach-profile.entity';
import { User } from '../entities/user.entity';
import { usersService } from '../definition';
import { CoachDirectoryService } from './coach-directory.service';

const config = { http: { publicUrl: 'https://lakbay.test' } } as AppConfig;
const UNKNOWN_ID = '3f1b2c3d-1111-4222-8333-444455556666';

let orm: MikroORM;
let em: EntityManager;
let service: CoachDirectoryService;
const ids: Record<string, string> = {};

interface CoachSeed {
  key: string;
  displayName?: string | null;
  slug?: string | null;
  expertise?: CoachProfile['expertise'];
  languages?: string[];
  isActive?: boolean;
  isCoach?: boolean;
  profile?: boolean;
  language?: Language;
}

async function coach({
  key,
  displayName,
  slug,
  expertise = [],
  languages = [],
  isActive = true,
  isCoach = true,
  profile = true,
  language = 'en',
}: CoachSeed) {
  const user = em.create(User, {
    email: `${key}@example.ph`,
    username: key,
    firstName: key,
    isCoach,
    isActive,
    language,
    timeZone: 'Asia/Singapore',
  });
  await em.flush();
  ids[key] = user.id;
  if (profile) {
    em.create(CoachProfile, {
      userId: user.id,
      displayName: displayName === undefined ? key : displayName,
      slug: slug === undefined ? key : slug,
      expertise,
      languages,
      meetingLink: `https://meet.jit.si/${key}`,
    });
    await em.flush();
  }
}

beforeAll(async () => {
  orm = await memoryOrm(usersService);
  em = orm.em.fork();
  await coach({
    key: 'maria',
    displayName: 'Maria Santos',
    expertise: ['data', 'research'],
    languages: ['English', 'Filipino'],
    language: 'fil',
  });
  await coach({ key: 'bea', displayName: 'bea Cruz', expertise: ['design'], languages: ['English', 'Cebuano'] });
  await coach({ key: 'carlo', displayName: 'Carlo Reyes', expertise: ['data'], languages: ['ilocano'] });
  await coach({ key: 'dana', displayName: 'Dana Lim', expertise: ['sales', 'data'], languages: ['English'] });
  // Never visible: inactive, no display name, empty display name, no slug, no profile, not a coach.
  await coach({ key: 'inactive', displayName: 'Ana Inactive', expertise: ['data'], languages: ['English'], isActive: false });
  await coach({ key: 'unnamed', displayName: null, expertise: ['data'], languages: ['English'] });
  await coach({ key: 'blank', displayName: '', expertise: ['data'], languages: ['English'] });
  await coach({ key: 'slugless', displayName: 'Sam Slugless', slug: null, expertise: ['data'], languages: ['English'] });
  await coach({ key: 'noprofile', profile: false });
  await coach({ key: 'kadet', displayName: 'Kim Kadet', expertise: ['data'], languages: ['English'], isCoach: false });
  em.clear();
  service = new CoachDirectoryService(orm.em.fork(), config);
  // Starting PGlite and migrating takes seconds on a busy machine.
}, 60000);

afterAll(async () => {
  await orm.close();
});

const names = (page: { items: { displayName: string }[] }) => page.items.map((c) => c.displayName);

describe(CoachDirectoryService.name, () => {
  describe('list', () => {
    it('lists only visible coaches, by display name regardless of case, with the total', async () => {
      const page = await service.list({}, 1, 50);
      expect(names(page)).toEqual(['bea Cruz', 'Carlo Reyes', 'Dana Lim', 'Maria Santos']);
      expect(page).toMatchObject({ page: 1, pageSize: 50, total: 4 });
      expect(page.items[0]).toEqual({
        id: ids.bea,
        username: 'bea',
        displayName: 'bea Cruz',
        slug: 'bea',
        avatar: null,
        headline: null,
        expertise: ['design'],
        yearsOfExperience: null,
        bio: null,
        languages: ['English', 'Cebuano'],
        linkedinUrl: null,
        timeZone: 'Asia/Singapore',
      });
    });

    it('filters by an expertise category', async () => {
      const page = await service.list({ category: 'data' }, 1, 50);
      expect(names(page)).toEqual(['Carlo Reyes', 'Dana Lim', 'Maria Santos']);
      expect(page.total).toBe(3);
      expect((await service.list({ category: 'multimedia' }, 1, 50)).total).toBe(0);
    });

    it('filters by a spoken language in any case, whole names only', async () => {
      expect(names(await service.list({ language: 'ILOCANO' }, 1, 50))).toEqual(['Carlo Reyes']);
      expect(names(await service.list({ language: ' english ' }, 1, 50))).toEqual(['bea Cruz', 'Dana Lim', 'Maria Santos']);
      expect((await service.list({ language: 'Eng' }, 1, 50)).total).toBe(0);
    });

    it('combines category, language and ids', async () => {
      expect(names(await service.list({ category: 'data', language: 'english' }, 1, 50))).toEqual(['Dana Lim', 'Maria Santos']);
      const some = await service.list({ category: 'data', userIds: [ids.maria, ids.carlo, ids.inactive, UNKNOWN_ID] }, 1, 50);
      expect(names(some)).toEqual(['Carlo Reyes', 'Maria Santos']);
    });

    it('answers an empty page for an empty list of ids', async () => {
      expect(await service.list({ userIds: [] }, 1, 10)).toEqual({ items: [], page: 1, pageSize: 10, total: 0 });
    });

    it('pages through the matches, counting all of them', async () => {
      const first = await service.list({}, 1, 3);
      const second = await service.list({}, 2, 3);
      const past = await service.list({}, 3, 3);
      expect(names(first)).toEqual(['bea Cruz', 'Carlo Reyes', 'Dana Lim']);
      expect(names(second)).toEqual(['Maria Santos']);
      expect(past.items).toEqual([]);
      expect([first.total, second.total, past.total]).toEqual([4, 4, 4]);
    });
  });

  describe('directory', () => {
    it('answers every visible coach with e-mail, zone, meeting link and public profile', async () => {
      const all = await service.directory({});
      expect(all.map((c) => c.slug)).toEqual(['bea', 'carlo', 'dana', 'maria']);
      expect(all[3]).toEqual({
        userId: ids.maria,
        email: 'maria@example.ph',
        slug: 'maria',
        displayName: 'Maria Santos',
        firstName: 'maria',
        timeZone: 'Asia/Singapore',
        meetingLink: 'https://meet.jit.si/maria',
        language: 'fil',
        profile: expect.objectContaining({ id: ids.maria, slug: 'maria', expertise: ['data', 'research'] }),
      });
    });

    it('finds one coach by slug, and nobody for a hidden or unknown slug', async () => {
      expect((await service.directory({ slug: 'carlo' })).map((c) => c.userId)).toEqual([ids.carlo]);
      expect(await service.directory({ slug: 'inactive' })).toEqual([]);
      expect(await service.directory({ slug: 'nobody' })).toEqual([]);
    });

    it('finds the visible coaches among the ids given, and nobody for none', async () => {
      const found = await service.directory({ userIds: [ids.dana, ids.unnamed, ids.kadet] });
      expect(found.map((c) => c.userId)).toEqual([ids.dana]);
      expect(await service.directory({ userIds: [] })).toEqual([]);
    });
  });

  describe('contacts', () => {
    it('answers the users that exist, in the order asked, named by first name, username or e-mail', async () => {
      const named = em.create(User, { email: 'only.username@example.ph', username: 'juan.dc', timeZone: 'Asia/Dubai' });
      const bare = em.create(User, { email: 'Bare.Address@example.ph' });
      await em.flush();
      const contacts = await service.contacts([ids.inactive, UNKNOWN_ID, named.id, bare.id, ids.maria, ids.maria]);
      expect(contacts).toEqual([
        {
          userId: ids.inactive,
          email: 'inactive@example.ph',
          name: 'inactive',
          fullName: 'inactive',
          firstName: 'inactive',
          isCoach: true,
          isActive: false,
          language: 'en',
          timeZone: 'Asia/Singapore',
        },
        {
          userId: named.id,
          email: 'only.username@example.ph',
          name: 'juan.dc',
          fullName: 'juan.dc',
          firstName: null,
          isCoach: false,
          isActive: true,
          language: 'en',
          timeZone: 'Asia/Dubai',
        },
        {
          userId: bare.id,
          email: 'Bare.Address@example.ph',
          name: 'Bare.Address',
          fullName: 'Bare.Address',
          firstName: null,
          isCoach: false,
          isActive: true,
          language: 'en',
          timeZone: 'Asia/Manila',
        },
        {
          userId: ids.maria,
          email: 'maria@example.ph',
          name: 'maria',
          fullName: 'maria',
          firstName: 'maria',
          isCoach: true,
          isActive: true,
          language: 'fil',
          timeZone: 'Asia/Singapore',
        },
      ]);
    });

    it('gives the first and last name as on the profile as the full name (a certificate prints it)', async () => {
      const person = em.create(User, { email: 'demo.kadet@example.ph', username: 'demo', firstName: 'Demo', lastName: 'Kadet' });
      await em.flush();
      expect(await service.contacts([person.id])).toMatchObject([{ name: 'Demo', fullName: 'Demo Kadet' }]);
    });
  });
});
