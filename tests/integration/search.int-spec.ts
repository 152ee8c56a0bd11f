import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  type ChangeEntry,
  type ChangesReply,
  type ChangesRequest,
  type EventName,
  type SearchDocument,
  eventPattern,
  pattern,
} from '@lakbay/contracts';
import {
  type AppConfig,
  RpcErrorFilter,
  ServiceClient,
  createTransportClient,
  loadConfig,
  serverOptions,
  startService,
} from '@lakbay/platform';
import { Controller, type INestApplicationContext, type INestMicroservice, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { type ClientProxy, MessagePattern, Payload } from '@nestjs/microservices';
import { lastValueFrom } from 'rxjs';
import { startBff } from '../../services/bff/src';
import { searchService } from '../../services/search/src/definition';
import { freePort } from '../support/platform';
import { BACKING, backingServicesAvailable } from '../support/services';
import { usePlatform } from '../support/use-platform';
import { testProcessEnv } from '../support/process-env';
import { eventually } from '../support/eventually';

// GET /api/v2/search through the BFF, fed by the change-feed contract (libs/contracts/src/changes.ts).
// The owners here are small test owners: real NestJS microservices on the platform's transport,
// answering `<owner>.changes` and emitting `<owner>.changed`, as the content and users services do.
//
// Standalone mode runs the search service and the BFF in this process: the in-process transport
// cannot be reached from another process, and the test owners must be on it. Distributed mode
// runs the BUILT search service and BFF as their own processes on NATS (node scripts/build-server.mjs first).

// oxlint-disable-next-line typescript/no-explicit-any
type Json = any;

const ROOT = resolve(process.cwd());
const NODE = join(ROOT, 'node_modules/.bin/node');
const MAIN = join(ROOT, 'dist/services/launcher/src/main.js');

/** A change-feed owner with its own log; every request it received is kept. */
class TestOwner {
  readonly requests: ChangesRequest[] = [];
  private readonly log: ChangeEntry[] = [];
  private app?: INestMicroservice;
  private client?: ClientProxy;

  constructor(
    readonly name: 'content' | 'users',
    private readonly config: AppConfig,
  ) {}

  get last(): number {
    return this.log.at(-1)?.seq ?? 0;
  }

  /** How many records the feed ends with (upserted and not deleted since). */
  get live(): number {
    const latest = new Map(this.log.map((e) => [`${e.type}:${e.id}`, e.document !== null]));
    return [...latest.values()].filter(Boolean).length;
  }

  upsert(document: SearchDocument): number {
    return this.append({ type: document.type, id: document.id, action: 'upserted', document });
  }

  remove(type: SearchDocument['type'], id: string): number {
    return this.append({ type, id, action: 'deleted', document: null });
  }

  private append(entry: Omit<ChangeEntry, 'seq' | 'at'>): number {
    const seq = this.last + 1;
    this.log.push({ ...entry, seq, at: new Date().toISOString() });
    return seq;
  }

  /** Emits `<owner>.changed` with the feed's last seq. */
  async emitChanged(): Promise<void> {
    const client = this.client!;
    await lastValueFrom(client.emit(eventPattern(`${this.name}.changed` as EventName), { seq: this.last }), { defaultValue: undefined });
  }

  async start(): Promise<void> {
    const answer = (request: ChangesRequest) => this.answer(request);
    const command = `${this.name}.changes` as const;
    @Controller()
    class FeedController {
      @MessagePattern(pattern(command))
      changes(@Payload() request: ChangesRequest): ChangesReply {
        return answer(request);
      }
    }
    @Module({ controllers: [FeedController] })
    class FeedModule {}
    this.app = await NestFactory.createMicroservice(FeedModule, { ...serverOptions(this.config, this.name), logger: false });
    this.app.useGlobalFilters(new RpcErrorFilter());
    await this.app.listen();
    this.client ??= createTransportClient(this.config, this.name);
    await this.client.connect();
  }

  private answer(request: ChangesRequest): ChangesReply {
    this.requests.push(request);
    return { changes: this.log.filter((e) => e.seq > request.after).slice(0, request.limit), last: this.last };
  }

  async stop(): Promise<void> {
    await this.app?.close();
    this.app = undefined;
  }

  async close(): Promise<void> {
    await this.stop();
    await this.client?.close();
  }
}

interface SearchPlatform {
  mode: 'standalone' | 'distributed';
  baseUrl: string;
  config: AppConfig;
  env: Record<string, string>;
  content: TestOwner;
  users: TestOwner;
  /** Sends messages on the platform's transport (search.reindex, search.status). */
  services: ServiceClient;
  stopSearch(): Promise<void>;
  startSearch(): Promise<void>;
  cleanup(): Promise<void>;
}

const career = (id: string, title: string, summary = `What a ${title} does.`): SearchDocument => ({
  type: 'CAREER',
  id,
  title,
  path: `/careers/${id}`,
  fields: { category: 'Data', summary },
});
const video = (id: string, title: string): SearchDocument => ({
  type: 'VIDEO',
  id,
  title,
  path: `/videos?v=${id}`,
  fields: { speaker: 'Ana Reyes' },
});
const coach = (id: string, name: string, headline: string): SearchDocument => ({
  type: 'COACH',
  id,
  title: name,
  path: `/coaches/${id}`,
  fields: { headline },
});

async function seedOwners(content: TestOwner, users: TestOwner): Promise<void> {
  content.upsert(career('software-engineer', 'Software Engineer'));
  content.upsert(career('data-analyst', 'Data Analyst'));
  content.upsert(career('nurse', 'Nurse', 'Cares for patients in hospitals.'));
  content.upsert(career('public-school-teacher', 'Public School Teacher', 'Teaches in a public school.'));
  content.upsert(career('police-officer', 'Police Officer', 'Keeps the peace.'));
  content.upsert(video('v-ux', 'A day in the life of a UX Designer'));
  // Twenty videos with one title, and thirty different ones: duplicates removed, 15 at most.
  for (let i = 0; i < 20; i++) {
    content.upsert(video(`v-dup-${i}`, 'Career Talk'));
  }
  for (let i = 0; i < 30; i++) {
    content.upsert(video(`v-talk-${i}`, `Career Talk episode ${i + 1}`));
  }
  users.upsert(coach('maria-santos', 'Maria Santos', 'Senior Software Engineer at GCash'));
  await Promise.resolve();
}

/** Standalone mode: the search service and the BFF in this process, on the in-process transport. */
async function startStandaloneSearch(): Promise<SearchPlatform> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lakbay-search-it-'));
  const port = await freePort();
  const env = {
    MODE: 'standalone',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SERVE_WEB: 'false',
    LOG_LEVEL: 'warn',
    SEARCH_SYNC_INTERVAL_SECONDS: '3600',
  };
  const config = loadConfig(env);
  const content = new TestOwner('content', config);
  const users = new TestOwner('users', config);
  await seedOwners(content, users);
  await content.start();
  await users.start();
  let search: INestApplicationContext | undefined = await startService(searchService, config);
  const bff = await startBff(config);
  const transport = createTransportClient(config, 'bff');
  const services = new ServiceClient(transport, config);
  return {
    mode: 'standalone',
    baseUrl: `http://127.0.0.1:${port}`,
    config,
    env,
    content,
    users,
    services,
    stopSearch: async () => {
      await search?.close();
      search = undefined;
    },
    startSearch: async () => {
      search = await startService(searchService, config);
    },
    cleanup: async () => {
      await bff.close();
      await search?.close();
      await content.close();
      await users.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function launch(name: string, env: Record<string, string>): ChildProcess & { output: () => string } {
  const child = spawn(NODE, [MAIN, name], {
    env: testProcessEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n'));
    lines.splice(0, Math.max(0, lines.length - 200));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return Object.assign(child, { output: () => lines.join('\n') });
}

async function kill(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) {
    return;
  }
  await new Promise<void>((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    child.kill('SIGTERM');
  });
}

/** Distributed mode: the built search service and BFF each their own process, on NATS. */
async function startDistributedSearch(): Promise<SearchPlatform> {
  const namespace = `lakbay_search_it_${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'lakbay-search-it-d-'));
  const port = await freePort();
  const databaseUrl = new URL(BACKING.postgres);
  const env = {
    MODE: 'distributed',
    PORT: String(port),
    HOST: '127.0.0.1',
    SERVE_WEB: 'false',
    LOG_LEVEL: 'warn',
    NATS_URL: BACKING.nats,
    NATS_NAMESPACE: namespace,
    REDIS_URL: BACKING.redis,
    REDIS_PREFIX: namespace,
    // Neither the search service nor these tests' BFF routes use the database.
    DATABASE_URL: databaseUrl.toString(),
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    DATA_DIR: dataDir,
    SEARCH_SYNC_INTERVAL_SECONDS: '3600',
  };
  const config = loadConfig(env);
  const content = new TestOwner('content', config);
  const users = new TestOwner('users', config);
  await seedOwners(content, users);
  await content.start();
  await users.start();
  const baseUrl = `http://127.0.0.1:${port}`;
  let search: (ChildProcess & { output: () => string }) | undefined = launch('search', env);
  const bff = launch('bff', env);
  const transport = createTransportClient(config, 'bff');
  await transport.connect();
  const services = new ServiceClient(transport, config);
  const waitForSearch = async () => {
    const deadline = Date.now() + 60000;
    for (;;) {
      for (const child of [search, bff]) {
        if (child && child.exitCode !== null) {
          throw new Error(`process exited early (${child.exitCode}):\n${child.output()}`);
        }
      }
      try {
        if ((await fetch(`${baseUrl}/api/v2/search?q=probe`)).status === 200) {
          return;
        }
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        throw new Error(`search not answering:\n${search?.output()}\n---\n${bff.output()}`);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  };
  await waitForSearch();
  return {
    mode: 'distributed',
    baseUrl,
    config,
    env,
    content,
    users,
    services,
    stopSearch: async () => {
      await kill(search);
      search = undefined;
    },
    startSearch: async () => {
      search = launch('search', env);
      await waitForSearch();
    },
    cleanup: async () => {
      await kill(search);
      await kill(bff);
      await content.close();
      await users.close();
      await transport.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function searchFor(platform: SearchPlatform, q: string): Promise<{ status: number; body: Json }> {
  const res = await fetch(`${platform.baseUrl}/api/v2/search?q=${encodeURIComponent(q)}`);
  return { status: res.status, body: await res.json() };
}

/** Polls until `check` passes (the index follows the feeds asynchronously). */
const titles = async (platform: SearchPlatform, q: string): Promise<string[]> =>
  ((await searchFor(platform, q)).body as Array<{ title: string }>).map((r) => r.title);

function describeSearch(mode: 'standalone' | 'distributed', start: () => Promise<SearchPlatform>) {
  describe(`GET /api/v2/search (${mode})`, () => {
    const p = usePlatform(start);

    beforeAll(async () => {
      // The index is filled from the owners' feeds at start.
      await eventually('Nurse in the index', async () => expect(await titles(p(), 'nurse')).toContain('Nurse'), {
        timeoutMs: 20_000,
        intervalMs: 100,
      });
    }, 60000);

    it('answers results of spec section 3: type, title, matches with character ranges, metadata.path, path', async () => {
      const { status, body } = await searchFor(p(), 'nurse');
      expect(status).toBe(200);
      expect(body[0]).toEqual({
        type: 'CAREER',
        title: 'Nurse',
        matches: [{ key: 'title', value: 'Nurse', indices: [[0, 4]] }],
        metadata: { path: '/careers/nurse' },
        path: '/careers/nurse',
      });
    });

    it('tolerates typos: "sofware enginer" finds Software Engineer first', async () => {
      const { body } = await searchFor(p(), 'sofware enginer');
      expect(body[0].title).toBe('Software Engineer');
      expect(body[0].matches[0]).toEqual({
        key: 'title',
        value: 'Software Engineer',
        indices: [
          [0, 7],
          [9, 16],
        ],
      });
      // The coach whose headline says it comes later.
      expect(body.map((r: Json) => r.title)).toContain('Maria Santos');
    });

    it('matches as the user types: "soft" finds Software Engineer, highlighting what was typed', async () => {
      const { body } = await searchFor(p(), 'soft');
      expect(body[0].title).toBe('Software Engineer');
      expect(body[0].matches[0].indices).toEqual([[0, 3]]);
      const coachHit = body.find((r: Json) => r.type === 'COACH');
      expect(coachHit).toMatchObject({ title: 'Maria Santos', path: '/coaches/maria-santos' });
      expect(coachHit.matches).toEqual([{ key: 'headline', value: 'Senior Software Engineer at GCash', indices: [[7, 10]] }]);
    });

    it('removes duplicate titles and answers at most 15 results', async () => {
      const found = await titles(p(), 'career talk');
      expect(found).toHaveLength(15);
      expect(new Set(found).size).toBe(15);
      expect(found.filter((t) => t === 'Career Talk')).toHaveLength(1);
    });

    it('understands Filipino and Taglish career words: guro, nars, inhinyero, pulis', async () => {
      expect((await titles(p(), 'guro'))[0]).toBe('Public School Teacher');
      expect((await titles(p(), 'nars'))[0]).toBe('Nurse');
      expect((await titles(p(), 'inhinyero'))[0]).toBe('Software Engineer');
      expect((await titles(p(), 'pulis'))[0]).toBe('Police Officer');
      const { body } = await searchFor(p(), 'nars');
      expect(body[0].matches[0]).toEqual({ key: 'title', value: 'Nurse', indices: [[0, 4]] });
    });

    it('answers one group with more results for the results page: type and limit', async () => {
      const res = await fetch(`${p().baseUrl}/api/v2/search?q=career%20talk&type=VIDEO&limit=50`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as Json[];
      // 30 episodes and one "Career Talk" (duplicates removed): more than the autocomplete's 15.
      expect(body).toHaveLength(31);
      expect(body.every((r) => r.type === 'VIDEO')).toBe(true);
      const careers = (await (await fetch(`${p().baseUrl}/api/v2/search?q=soft&type=CAREER`)).json()) as Json[];
      expect(careers.map((r) => r.title)).toEqual(['Software Engineer']);
      const bad = await fetch(`${p().baseUrl}/api/v2/search?q=nurse&type=JOB&limit=51`);
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: expect.arrayContaining([
          { property: 'type', constraints: ['type must be one of COACH, CAREER, VIDEO.'] },
          { property: 'limit', constraints: ['limit must be at most 50.'] },
        ]),
      });
    });

    it('answers [] to a blank or missing q, without asking the search service', async () => {
      expect(await searchFor(p(), '')).toEqual({ status: 200, body: [] });
      expect(await searchFor(p(), '   ')).toEqual({ status: 200, body: [] });
      const res = await fetch(`${p().baseUrl}/api/v2/search`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual([]);
    });

    it('answers 400 in the error shape to a q longer than 200 characters, and accepts 200', async () => {
      const tooLong = await searchFor(p(), 'a'.repeat(201));
      expect(tooLong).toEqual({
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: [{ property: 'q', constraints: ['Search text must be at most 200 characters.'] }],
        },
      });
      expect((await searchFor(p(), `nurse ${'a'.repeat(194)}`)).status).toBe(200);
      const twice = await fetch(`${p().baseUrl}/api/v2/search?q=a&q=b`);
      expect(twice.status).toBe(400);
    });

    it('follows a change as soon as the owner emits <owner>.changed, upserts and deletes alike', async () => {
      expect(await titles(p(), 'marine biologist')).not.toContain('Marine Biologist');
      p().content.upsert(career('marine-biologist', 'Marine Biologist'));
      p().content.remove('CAREER', 'data-analyst');
      await p().content.emitChanged();
      // The sync timer is an hour here: found within 15 s, the change came by its event. (5 s ran
      // out once while the test lanes loaded both cores.)
      await eventually(
        'the upsert and the delete in the index',
        async () => {
          expect(await titles(p(), 'marine biologist')).toContain('Marine Biologist');
          expect(await titles(p(), 'data analyst')).not.toContain('Data Analyst');
        },
        { timeoutMs: 15_000, intervalMs: 100 },
      );
      p().users.upsert(coach('jose-reyes', 'Jose Reyes', 'Marine Biologist at WWF'));
      await p().users.emitChanged();
      await eventually(
        'the coach in the index',
        async () => expect(await titles(p(), 'marine')).toEqual(['Marine Biologist', 'Jose Reyes']),
        { timeoutMs: 15_000, intervalMs: 100 },
      );
    });

    it('renames in place: an upsert of the same record replaces it', async () => {
      p().content.upsert(career('nurse', 'Registered Nurse'));
      await p().content.emitChanged();
      await eventually(
        'the renamed career in the index',
        async () => {
          const found = await titles(p(), 'nurse');
          expect(found).toContain('Registered Nurse');
          expect(found).not.toContain('Nurse');
        },
        { timeoutMs: 15_000, intervalMs: 100 },
      );
    });

    it('keeps answering from the index while an owner is down', async () => {
      await p().users.stop();
      try {
        expect(await titles(p(), 'maria')).toEqual(['Maria Santos']);
      } finally {
        await p().users.start();
      }
    });

    it('rebuilds the index on search.reindex: cursors reset, index cleared, every feed pulled from the start', async () => {
      const before = p().content.requests.length;
      const status = await p().services.send('search.reindex', {}, 30000);
      expect(status.engine).toBe('embedded');
      expect(status.owners.content).toEqual({ cursor: p().content.last });
      expect(status.owners.users).toEqual({ cursor: p().users.last });
      expect(p().content.requests.slice(before)[0]).toEqual({ after: 0, limit: 500 });
      expect(status.documents).toBe(p().content.live + p().users.live);
      expect(status.documents).toBe(58);
      expect(await titles(p(), 'marine')).toEqual(['Marine Biologist', 'Jose Reyes']);
    });

    it('catches up after a restart with what changed while it was down, from its saved cursor', async () => {
      const cursor = (await p().services.send('search.status', {})).owners.content.cursor;
      expect(cursor).toBe(p().content.last);
      await p().stopSearch();
      const down = await searchFor(p(), 'nurse');
      expect(down.status).toBe(503);
      expect(down.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: expect.stringMatching(/search service/) });
      p().content.upsert(career('volcanologist', 'Volcanologist'));
      // Nobody hears this event: the search service is down.
      await p().content.emitChanged();
      const before = p().content.requests.length;
      await p().startSearch();
      await eventually('the reindexed career', async () => expect(await titles(p(), 'volcanologist')).toEqual(['Volcanologist']), {
        timeoutMs: 15_000,
        intervalMs: 100,
      });
      // It pulled from its saved cursor, not the whole feed again.
      expect(p().content.requests.slice(before)[0]).toEqual({ after: cursor, limit: 500 });
      expect(await titles(p(), 'marine')).toEqual(['Marine Biologist', 'Jose Reyes']);
    }, 60000);

    if (mode === 'standalone') {
      it('carries out a rebuild requested while it was stopped, at its next start', async () => {
        await p().stopSearch();
        writeFileSync(join(p().config.search.dir, 'reindex.request'), 'while-stopped');
        const before = p().content.requests.length;
        await p().startSearch();
        await eventually(
          'the reindex requested while stopped to be done',
          () => {
            const done = JSON.parse(readFileSync(join(p().config.search.dir, 'reindex.done'), 'utf8'));
            expect(done).toMatchObject({ id: 'while-stopped', status: { documents: p().content.live + p().users.live } });
          },
          { intervalMs: 100 },
        );
        expect(p().content.requests.slice(before)).toContainEqual({ after: 0, limit: 500 });
        expect(existsSync(join(p().config.search.dir, 'reindex.request'))).toBe(false);
      }, 30000);
    }

    it('rebuilds through npm run search:reindex', async () => {
      const before = p().content.requests.length;
      const output = await new Promise<string>((done, fail) => {
        const child = spawn(NODE, [join(ROOT, 'scripts/search-reindex.mjs'), '--wait=30'], {
          env: testProcessEnv(p().env),
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let text = '';
        child.stdout.on('data', (c: Buffer) => (text += c.toString()));
        child.stderr.on('data', (c: Buffer) => (text += c.toString()));
        child.on('exit', (code) => (code === 0 ? done(text) : fail(new Error(`exit ${code}: ${text}`))));
      });
      expect(output).toContain(`rebuilt: ${p().content.live + p().users.live} documents`);
      expect(p().content.requests.slice(before)[0]).toEqual({ after: 0, limit: 500 });
    }, 60000);
  });
}

describeSearch('standalone', startStandaloneSearch);

// Under CI=true an unreachable NATS (or PostgreSQL, Redis) throws here, failing the run by name.
if (await backingServicesAvailable()) {
  describeSearch('distributed', startDistributedSearch);
}

describe('the sync timer (standalone)', () => {
  it('picks up a change whose event was lost within SEARCH_SYNC_INTERVAL_SECONDS', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lakbay-search-it-t-'));
    const port = await freePort();
    const config = loadConfig({
      MODE: 'standalone',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      SEARCH_SYNC_INTERVAL_SECONDS: '1',
    });
    const content = new TestOwner('content', config);
    content.upsert(career('nurse', 'Nurse'));
    await content.start();
    const app = await startService(searchService, config);
    const services = new ServiceClient(createTransportClient(config, 'bff'), config);
    try {
      await eventually(
        'Nurse in the index',
        async () => expect((await services.send('search.query', { q: 'nurse' })).map((r) => r.title)).toEqual(['Nurse']),
        { intervalMs: 100 },
      );
      content.upsert(career('geologist', 'Geologist'));
      // No event: only the timer can find it.
      await eventually(
        'the timer to find Geologist',
        async () => expect((await services.send('search.query', { q: 'geologist' })).map((r) => r.title)).toEqual(['Geologist']),
        { timeoutMs: 15_000, intervalMs: 100 },
      );
    } finally {
      await app.close();
      await content.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 30000);
});
