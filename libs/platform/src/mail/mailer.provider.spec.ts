import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Inject, Injectable, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Mailer } from './mailer';
import { MAILER, ManagedMailer, provideMailer } from './mailer.provider';

const EML_DIR = Symbol('eml dir');

@Injectable()
class Notifications {
  constructor(@Inject(MAILER) readonly mailer: Mailer) {}
}

describe(provideMailer.name, () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'lakbay-mailer-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('provides a mailer built from injected options and closes it on shutdown', async () => {
    @Module({
      providers: [
        { provide: EML_DIR, useValue: root },
        provideMailer((emlDir: string) => ({ emlDir, from: 'Lakbay <no-reply@lakbay.ph>' }), [EML_DIR]),
        Notifications,
      ],
    })
    class MailTestModule {}

    const app = await NestFactory.createApplicationContext(MailTestModule, { logger: false });
    const { mailer } = app.get(Notifications);
    expect(mailer).toBeInstanceOf(ManagedMailer);
    const managed = mailer as ManagedMailer;
    const closeAdapter = managed.close.bind(managed);
    let closed = 0;
    managed.close = () => {
      closed++;
      return closeAdapter();
    };

    await mailer.send({ to: 'kadet@example.ph', subject: 'Hi', text: 'Hello' });
    await app.close();

    expect(await readdir(root)).toHaveLength(1);
    expect(closed).toBe(1);
  });
});
