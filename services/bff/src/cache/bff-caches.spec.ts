import type { AppConfig, Broadcasts, ServiceClient } from '@lakbay/platform';
import type { CallHandler, ExecutionContext } from '@nestjs/common';
import { lastValueFrom, of } from 'rxjs';
import { BffCaches } from './bff-caches';
import { OwnWritesInterceptor } from './own-writes.interceptor';

/** BffCaches over a fake users service that records its users.contacts calls, and broadcasts a test can send. */
async function setUp() {
  const calls: string[][] = [];
  const handlers = new Map<string, (payload: never) => void>();
  const services = {
    send: (command: string, payload: { userIds: string[] }) => {
      if (command !== 'users.contacts') {
        throw new Error(`unexpected ${command}`);
      }
      calls.push(payload.userIds);
      return Promise.resolve(
        payload.userIds
          .filter((id) => id !== 'gone')
          .map((id) => ({
            userId: id,
            email: `${id}@x.ph`,
            name: id,
            isCoach: false,
            isActive: true,
            language: 'en',
            timeZone: 'Asia/Manila',
          })),
      );
    },
  } as unknown as ServiceClient;
  const broadcasts = {
    subscribe: (name: string, handler: (payload: never) => void) => {
      handlers.set(name, handler);
      return Promise.resolve();
    },
    onReconnect: () => undefined,
  } as unknown as Broadcasts;
  const config = { bffCache: { bytes: 1 << 20, sessionSeconds: 60 } } as unknown as AppConfig;
  const caches = new BffCaches(config, services, broadcasts);
  await caches.onModuleInit();
  const broadcast = (name: string, payload: unknown) => handlers.get(name)?.(payload as never);
  return { caches, calls, broadcast };
}

describe('BffCaches.contact', () => {
  it('asks users once for the contacts wanted at the same moment, then answers from memory', async () => {
    const { caches, calls } = await setUp();
    const ids = Array.from({ length: 100 }, (_, i) => `kadet-${i % 40}`);
    const contacts = await Promise.all(ids.map((id) => caches.contact(id)));
    expect(contacts.map((c) => c?.userId)).toEqual(ids);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toHaveLength(40);
    expect((await caches.contact('kadet-7'))?.email).toBe('kadet-7@x.ph');
    expect(calls).toHaveLength(1);
  });

  it('answers undefined for a user users does not know, and reads a user again after users says they changed', async () => {
    const { caches, calls, broadcast } = await setUp();
    expect(await caches.contact('gone')).toBeUndefined();
    await caches.contact('kadet-1');
    await caches.contact('kadet-2');
    expect(calls).toHaveLength(3);
    broadcast('users.sessions.invalidated', { userIds: ['kadet-1'] });
    await caches.contact('kadet-1');
    await caches.contact('kadet-2');
    expect(calls).toEqual([['gone'], ['kadet-1'], ['kadet-2'], ['kadet-1']]);
  });

  it("reads a user's contact again after a write of theirs through this BFF, before any broadcast arrives", async () => {
    const { caches, calls } = await setUp();
    await caches.contact('kadet-1');
    await caches.contact('kadet-2');
    caches.forgetSession('kadet-1');
    await caches.contact('kadet-1');
    await caches.contact('kadet-2');
    expect(calls).toEqual([['kadet-1'], ['kadet-2'], ['kadet-1']]);
  });
});

describe('OwnWritesInterceptor', () => {
  /** Passes one request of Kadet kadet-1 through the interceptor, as Nest would. */
  const write = async (caches: BffCaches, method: string, url: string) => {
    const request = { method, url, user: { id: 'kadet-1' } };
    const context = { getType: () => 'http', switchToHttp: () => ({ getRequest: () => request }) } as unknown as ExecutionContext;
    const next: CallHandler = { handle: () => of({ ok: true }) };
    await lastValueFrom(new OwnWritesInterceptor(caches).intercept(context, next));
  };

  it("forgets the caller's contact after a write of their account, and keeps it after a booking (which changes no user)", async () => {
    const { caches, calls } = await setUp();
    await caches.contact('kadet-1');
    await write(caches, 'POST', '/api/v2/bookings');
    await write(caches, 'POST', '/api/v2/bookings/b-1/cancel');
    await caches.contact('kadet-1');
    expect(calls).toEqual([['kadet-1']]);
    await write(caches, 'GET', '/api/v2/me');
    await caches.contact('kadet-1');
    expect(calls).toEqual([['kadet-1']]);
    await write(caches, 'PATCH', '/api/v2/me');
    await caches.contact('kadet-1');
    expect(calls).toEqual([['kadet-1'], ['kadet-1']]);
  });
});

describe("BffCaches.content in the reader's language (issue 29)", () => {
  /** A content service that answers a FAQ list in the language asked, counting its calls. */
  async function contentSetUp() {
    const asked: unknown[] = [];
    const services = {
      send: (_command: string, payload: { language?: string }) => {
        asked.push(payload);
        const language = payload.language ?? 'en';
        const question = language === 'fil' ? 'Paano mag-book?' : 'How do I book?';
        return Promise.resolve({ etag: `"faqs-${language}"`, body: [{ question, language, fallback: false }], kinds: ['faq'] });
      },
    } as unknown as ServiceClient;
    const broadcasts = { subscribe: () => Promise.resolve(), onReconnect: () => undefined } as unknown as Broadcasts;
    const config = { bffCache: { bytes: 1 << 20, sessionSeconds: 60 } } as unknown as AppConfig;
    const caches = new BffCaches(config, services, broadcasts);
    await caches.onModuleInit();
    return { caches, asked };
  }

  it('keeps the English and the Filipino answer apart: neither reader is ever handed the other', async () => {
    const { caches, asked } = await contentSetUp();
    const english = await caches.content('content.faqs.list', { language: 'en' });
    const filipino = await caches.content('content.faqs.list', { language: 'fil' });
    expect(english.body?.[0]?.question).toBe('How do I book?');
    expect(filipino.body?.[0]?.question).toBe('Paano mag-book?');
    // Both answered from memory now, each in its own language.
    expect((await caches.content('content.faqs.list', { language: 'en' })).body?.[0]?.question).toBe('How do I book?');
    expect((await caches.content('content.faqs.list', { language: 'fil' })).body?.[0]?.question).toBe('Paano mag-book?');
    expect(asked).toEqual([{ language: 'en' }, { language: 'fil' }]);
  });

  it("answers 304 only for the tag of the reader's own language", async () => {
    const { caches } = await contentSetUp();
    const english = await caches.content('content.faqs.list', { language: 'en' });
    // A Filipino reader whose browser holds the English answer's tag gets the Filipino body.
    const filipino = await caches.content('content.faqs.list', { language: 'fil' }, english.etag);
    expect(filipino.body?.[0]?.question).toBe('Paano mag-book?');
    expect((await caches.content('content.faqs.list', { language: 'en' }, english.etag)).body).toBeNull();
  });
});
