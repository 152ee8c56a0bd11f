import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ZipFile as ZipWriter } from 'yazl';
import { type Entry, type ZipFile, open as openZip } from 'yauzl';
import { type Json, DEMO, PNG_1X1, avatarForm, call, individualEnrolmentForm, login, signUp, uniqueEmail } from '../support/accounts';
import { eventually } from '../support/eventually';
import { emlMailsTo } from '../support/mail-tally';
import { type RunningPlatform, startStandalone } from '../support/platform';
import { operatorCommand } from '../support/process-env';
import { usePlatform } from '../support/use-platform';

const PASSWORD = 'kalamansi-jeepney-42';
const PASSPHRASE = 'sampaguita-jeepney-halo-halo';

/** Runs `backup.js <args>` as an operator would; answers its exit code and output. */
const backupCommand = (args: string[], env: NodeJS.ProcessEnv) => operatorCommand('backup.js', args, { MODE: 'standalone', ...env });

/** One write a client saw acknowledged, and when. */
interface Acknowledged {
  kind: 'account' | 'avatar' | 'enrolment' | 'booking';
  email: string;
  userId: string;
  at: number;
  avatar?: string;
  bookingId?: string;
}

/** A copy of a plain archive with its manifest changed by `change`, its other entries as they were. */
async function withManifest(file: string, target: string, change: (manifest: Json) => void): Promise<void> {
  const zip = await new Promise<ZipFile>((ok, fail) =>
    openZip(file, { lazyEntries: true, autoClose: false }, (e, z) => (e ? fail(e) : ok(z))),
  );
  const out = new ZipWriter();
  const read = async (entry: Entry): Promise<Buffer> => {
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) {
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks);
  };
  for await (const entry of zip.eachEntry()) {
    const bytes = await read(entry);
    if (entry.fileName === 'manifest.json') {
      const manifest: Json = JSON.parse(bytes.toString('utf8'));
      change(manifest);
      out.addBuffer(Buffer.from(JSON.stringify(manifest)), entry.fileName);
    } else {
      out.addBuffer(bytes, entry.fileName);
    }
  }
  zip.close();
  out.end();
  const chunks: Buffer[] = [];
  for await (const chunk of out.outputStream) {
    chunks.push(chunk as Buffer);
  }
  writeFileSync(target, Buffer.concat(chunks));
}

describe('Standalone backup and restore', () => {
  const work = mkdtempSync(join(tmpdir(), 'lakbay-backup-it-'));
  const backupDir = join(work, 'archives');
  const env = { BACKUP_DIR: backupDir, RPC_TIMEOUT_MS: '15000', SIGNUP_MAX_PER_HOUR: '10000', LOGIN_IP_MAX_FAILURES: '1000' };
  const p = usePlatform(() => startStandalone(env));
  let restored: RunningPlatform | undefined;

  afterAll(async () => {
    await restored?.cleanup();
    rmSync(work, { recursive: true, force: true });
  }, 60_000);

  it('restores every write acknowledged before a backup taken while 20 clients sign up, upload, enrol and book', async () => {
    const admin = (await login(p(), DEMO.admin)).sessionCookie as string;
    const challenge = ((await call(p(), 'GET', '/virapp/challenges')).body as Json[]).find((c) => c.status === 'OPEN');
    const from = new Date(Date.now() + 86_400_000).toISOString();
    const to = new Date(Date.now() + 15 * 86_400_000).toISOString();
    const availability = await call(p(), 'GET', `/coaches/demo-koach/availability?from=${from}&to=${to}&training=career-chat`);
    // The demo calendar feed's chats: one for each of the first clients.
    const slots = [...(availability.body.slots as { start: string }[])];
    expect(slots.length).toBeGreaterThanOrEqual(10);
    const acknowledged: Acknowledged[] = [];
    const run = { stop: false };
    const client = async (): Promise<void> => {
      while (!run.stop) {
        const email = uniqueEmail('backup');
        let user: Json;
        try {
          user = await signUp(p(), { email, password: PASSWORD });
        } catch {
          continue; // not acknowledged: nothing to find later
        }
        acknowledged.push({ kind: 'account', email, userId: user.id, at: Date.now() });
        const token = user.sessionCookie as string;
        const avatar = await call(p(), 'POST', '/users/me/avatar', avatarForm(PNG_1X1), { token });
        if (avatar.status === 200) {
          acknowledged.push({ kind: 'avatar', email, userId: user.id, at: Date.now(), avatar: avatar.body.avatar });
        }
        const enrolment = await call(p(), 'POST', `/users/${user.id}/challengesNew/${challenge.id}`, individualEnrolmentForm(), { token });
        if (enrolment.status === 201) {
          acknowledged.push({ kind: 'enrolment', email, userId: user.id, at: Date.now() });
        }
        const slot = slots.shift();
        if (slot) {
          const booking = await call(
            p(),
            'POST',
            '/bookings',
            { coachSlug: 'demo-koach', trainingSlug: 'career-chat', start: slot.start, answers: { goals: 'Keep my data' } },
            { token },
          );
          if (booking.status === 201) {
            acknowledged.push({ kind: 'booking', email, userId: user.id, at: Date.now(), bookingId: booking.body.id });
          }
        }
      }
    };
    const clients = Array.from({ length: 20 }, () => client());
    await eventually(
      'the clients to have written a while',
      () => acknowledged.filter((a) => a.kind === 'avatar').length >= 20 && acknowledged.filter((a) => a.kind === 'booking').length >= 5,
      {
        timeoutMs: 90_000,
      },
    );
    const kadet = (await login(p(), DEMO.kadet)).sessionCookie as string;
    expect((await call(p(), 'POST', '/admin/backups', undefined, { token: kadet })).status).toBe(403);
    const began = Date.now();
    // One at a time: a second request while one runs is refused at once.
    const [backup, second] = await Promise.all([
      call(p(), 'POST', '/admin/backups', undefined, { token: admin }),
      new Promise((r) => setTimeout(r, 200)).then(() => call(p(), 'POST', '/admin/backups', undefined, { token: admin })),
    ]);
    const ended = Date.now();
    expect(second.body).toEqual({ statusCode: 409, code: 'CONFLICT', message: 'A backup is already running: wait for it to finish.' });
    // Writes go on after the backup too: they must not disturb it.
    await new Promise((r) => setTimeout(r, 1000));
    run.stop = true;
    await Promise.all(clients);
    expect(backup.status).toBe(201);
    expect(backup.body).toMatchObject({ name: expect.stringMatching(/^lakbay-.*\.backup$/), encrypted: false });
    const during = acknowledged.filter((a) => a.at > began && a.at < ended).length;
    console.log(
      `backup: ${backup.body.bytes} bytes in ${backup.body.durationMs} ms; ${acknowledged.length} writes acknowledged (${['account', 'avatar', 'enrolment', 'booking'].map((k) => `${acknowledged.filter((a) => a.kind === k && a.at < began).length} ${k}s`).join(', ')} before it), ${during} during it`,
    );
    const before = acknowledged.filter((a) => a.at < began);

    // `npm run backup` asks the running platform, which owns the embedded database.
    const command = await backupCommand(['backup'], { DATA_DIR: p().env.DATA_DIR, BACKUP_DIR: backupDir });
    expect(command).toMatchObject({
      code: 0,
      output: expect.stringMatching(/^backup: .*lakbay-.*\.backup .*taken by the running platform/),
    });

    await p().stop();
    const dataDir = join(work, 'restored');
    const restore = await backupCommand(['restore', join(backupDir, backup.body.name)], { DATA_DIR: dataDir });
    expect(restore).toMatchObject({ code: 0, output: expect.stringContaining('search index is rebuilt') });
    // Scheduled backups every 7.2 s on the restored platform, the newest one kept.
    const scheduled = join(work, 'scheduled');
    restored = await startStandalone({ ...env, BACKUP_DIR: scheduled, BACKUP_INTERVAL_HOURS: '0.002', BACKUP_KEEP: '1' }, dataDir);
    const r = restored;

    const accounts = [...new Set(before.map((a) => a.email))];
    const check = async (email: string): Promise<void> => {
      const who = await login(r, { email, password: PASSWORD });
      const me = await call(r, 'GET', '/users/me', undefined, { token: who.sessionCookie });
      const avatar = before.find((a) => a.kind === 'avatar' && a.email === email);
      if (avatar?.avatar) {
        expect(me.body.avatar).toBe(avatar.avatar);
        const file = await fetch(`${r.baseUrl}${new URL(avatar.avatar).pathname}`);
        expect(Buffer.from(await file.arrayBuffer())).toEqual(PNG_1X1);
      }
      if (before.some((a) => a.kind === 'enrolment' && a.email === email)) {
        const part = await call(r, 'GET', `/users/${who.id}/challengesNew/${challenge.id}`, undefined, { token: who.sessionCookie });
        expect(part.status).toBe(200);
      }
      const booked = before.find((a) => a.kind === 'booking' && a.email === email);
      if (booked) {
        const mine = await call(r, 'GET', '/my/bookings', undefined, { token: who.sessionCookie });
        expect((mine.body.upcoming as Json[]).map((b) => b.id)).toContain(booked.bookingId);
      }
      expect(emlMailsTo(dataDir, email).some((m) => m.subject === 'Finish signing up for Lakbay')).toBe(true);
    };
    // A few at a time: log-ins share the password-hash queue.
    for (let i = 0; i < accounts.length; i += 4) {
      await Promise.all(accounts.slice(i, i + 4).map(check));
    }
    expect(accounts.length).toBeGreaterThanOrEqual(20);
    expect(before.filter((a) => a.kind === 'booking').length).toBeGreaterThanOrEqual(5);
    const archives = () => (existsSync(scheduled) ? readdirSync(scheduled).filter((n) => n.endsWith('.backup')) : []);
    const first = await eventually('a scheduled backup', () => archives()[0], { timeoutMs: 60_000 });
    await eventually('the next scheduled backup, the older one removed', () => archives().length === 1 && archives()[0] !== first, {
      timeoutMs: 60_000,
    });
    // The demo admin's password and the Koaches' search, rebuilt from the restored data.
    await login(r, DEMO.admin);
    await eventually('search to find the demo Koach again', async () => {
      const found = await call(r, 'GET', '/search?q=koach');
      return found.status === 200 && (found.body as Json[]).some((hit) => hit.type === 'COACH');
    });
    // Its schedule would go on taking backups through the other tests.
    await r.stop();
  }, 300_000);

  describe('restore refuses, changing nothing', () => {
    let plain: string;
    let empty: string;
    const restoreInto = (file: string, more: NodeJS.ProcessEnv = {}, args: string[] = []) =>
      backupCommand(['restore', file, ...args], { DATA_DIR: empty, ...more });
    const untouched = (): void => {
      expect(readdirSync(empty)).toEqual([]);
      expect(readdirSync(dirname(empty)).filter((n) => n.includes('restoring'))).toEqual([]);
    };

    beforeAll(() => {
      plain = join(backupDir, readdirSync(backupDir).find((n) => n.endsWith('.backup')) ?? 'none');
      empty = join(work, 'refusals', 'data');
      mkdirSync(empty, { recursive: true });
    });

    it('a damaged archive', async () => {
      const damaged = join(work, 'damaged.backup');
      const bytes = readFileSync(plain);
      bytes.fill(0x41, Math.floor(bytes.length / 2), Math.floor(bytes.length / 2) + 64);
      writeFileSync(damaged, bytes);
      const cut = join(work, 'cut.backup');
      writeFileSync(cut, readFileSync(plain).subarray(0, 100_000));
      const [answer, cutAnswer] = await Promise.all([restoreInto(damaged), restoreInto(cut)]);
      expect(answer.code).not.toBe(0);
      expect(answer.output).toMatch(/The archive is damaged/);
      expect(cutAnswer).toMatchObject({ code: 1, output: expect.stringMatching(/The archive is damaged/) });
      untouched();
    }, 60_000);

    it('a foreign archive, and a file that is no archive', async () => {
      const foreign = join(work, 'foreign.backup');
      await withManifest(plain, foreign, (m) => {
        m.format = 'something-else';
      });
      const text = join(work, 'notes.txt');
      writeFileSync(text, 'just some notes');
      const [ofForeign, ofText] = await Promise.all([restoreInto(foreign), restoreInto(text)]);
      expect(ofForeign).toMatchObject({ code: 1, output: expect.stringMatching(/Not a Lakbay backup/) });
      expect(ofText).toMatchObject({ code: 1, output: expect.stringMatching(/is not a Lakbay backup/) });
      untouched();
    }, 60_000);

    it('an archive of a newer schema or format', async () => {
      const newer = join(work, 'newer.backup');
      await withManifest(plain, newer, (m) => {
        m.database.schemas.users.push('Migration29991231000000');
      });
      const answer = await restoreInto(newer);
      expect(answer).toMatchObject({
        code: 1,
        output: expect.stringMatching(/newer schema than this version.*users: Migration29991231000000/),
      });
      const format = join(work, 'format.backup');
      await withManifest(plain, format, (m) => {
        m.formatVersion = 99;
      });
      expect((await restoreInto(format)).output).toMatch(/written by a newer Lakbay \(archive format 99/);
      untouched();
    }, 60_000);

    it('a non-empty DATA_DIR', async () => {
      const used = join(work, 'used');
      mkdirSync(used);
      writeFileSync(join(used, 'keep.txt'), 'mine');
      const answer = await backupCommand(['restore', plain], { DATA_DIR: used });
      expect(answer).toMatchObject({ code: 1, output: expect.stringMatching(/is not empty \(keep\.txt\)/) });
      expect(readdirSync(used)).toEqual(['keep.txt']);
      expect(readFileSync(join(used, 'keep.txt'), 'utf8')).toBe('mine');
    }, 60_000);

    it('an encrypted archive without its passphrase or with a wrong one, and restores it with the right one', async () => {
      // The first platform's DATA_DIR, stopped: `npm run backup` opens it itself.
      const phrase = join(work, 'passphrase');
      writeFileSync(phrase, `${PASSPHRASE}\n`);
      const dataDir = p().env.DATA_DIR as string;
      const taken = await backupCommand(['backup', '--passphrase-file', phrase], {
        DATA_DIR: dataDir,
        BACKUP_DIR: join(work, 'encrypted'),
      });
      expect(taken).toMatchObject({ code: 0, output: expect.stringMatching(/platform stopped/) });
      const file = join(work, 'encrypted', readdirSync(join(work, 'encrypted'))[0] ?? '');
      expect(readFileSync(file).subarray(0, 4).toString('latin1')).not.toBe('PK\u0003\u0004');
      const flipped = join(work, 'flipped.backup');
      copyFileSync(file, flipped);
      const bytes = readFileSync(flipped);
      bytes[bytes.length - 40] = (bytes[bytes.length - 40] ?? 0) ^ 0xff;
      writeFileSync(flipped, bytes);
      const [without, wrong, ofFlipped] = await Promise.all([
        restoreInto(file),
        restoreInto(file, { BACKUP_PASSPHRASE: 'not-the-right-one' }),
        restoreInto(flipped, { BACKUP_PASSPHRASE: PASSPHRASE }),
      ]);
      expect(without).toMatchObject({ code: 1, output: expect.stringMatching(/The archive is encrypted: give its passphrase/) });
      expect(wrong).toMatchObject({ code: 1, output: expect.stringMatching(/Wrong passphrase/) });
      expect(ofFlipped).toMatchObject({ code: 1, output: expect.stringMatching(/The archive is damaged/) });
      untouched();
      const ok = await restoreInto(file, { BACKUP_PASSPHRASE: PASSPHRASE });
      expect(ok.code).toBe(0);
      expect(existsSync(join(empty, 'db', 'PG_VERSION'))).toBe(true);
      expect(readFileSync(join(empty, 'secrets', 'auth-secret'), 'utf8')).toBe(
        readFileSync(join(dataDir, 'secrets', 'auth-secret'), 'utf8'),
      );
    }, 90_000);
  });
});
