import { jest } from '@jest/globals';
import { type ChangedEvent, eventPattern } from '@lakbay/contracts';
import { Controller, type INestMicroservice, Logger, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Payload } from '@nestjs/microservices';
import { emitEvent } from './emit-event';
import { HandlesEvent } from './handles-event';
import { InProcessBus } from './in-process-bus';
import { InProcessClient } from './in-process.client';
import { InProcessServer } from './in-process.server';

const received: ChangedEvent[] = [];

@Controller()
class ListenerController {
  @HandlesEvent('content.changed')
  contentChanged(@Payload() event: ChangedEvent): void {
    received.push(event);
  }
}

@Module({ controllers: [ListenerController] })
class ListenerModule {}

const spyOnWarn = () => jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => {});

const waitFor = async (condition: () => boolean): Promise<void> => {
  const deadline = Date.now() + 3000;
  while (!condition() && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe(HandlesEvent.name, () => {
  let app: INestMicroservice;
  let client: InProcessClient;
  let warn: ReturnType<typeof spyOnWarn>;

  beforeEach(async () => {
    received.length = 0;
    warn = spyOnWarn();
    const bus = new InProcessBus();
    app = await NestFactory.createMicroservice(ListenerModule, { strategy: new InProcessServer(bus, 'search'), logger: false });
    await app.listen();
    client = new InProcessClient(bus);
  });

  afterEach(async () => {
    await app.close();
    warn.mockRestore();
  });

  it("registers the method as the event's handler and hands it the payload emitEvent sent", async () => {
    await emitEvent(client, 'content.changed', { seq: 7 });
    await waitFor(() => received.length === 1);
    expect(received).toEqual([{ seq: 7 }]);
  });

  it('logs and drops a payload that fails the event class, without throwing, and handles the next one', async () => {
    client.emit(eventPattern('content.changed'), { seq: 'seven' }).subscribe({ error: () => {} });
    client.emit(eventPattern('content.changed'), { seq: -1 }).subscribe({ error: () => {} });
    await emitEvent(client, 'content.changed', { seq: 8 });
    await waitFor(() => received.length === 1 && warn.mock.calls.length === 2);
    expect(received).toEqual([{ seq: 8 }]);
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      'Event content.changed dropped, its payload is not valid: seq must not be less than 0; seq must be an integer number',
      'Event content.changed dropped, its payload is not valid: seq must not be less than 0',
    ]);
  });

  it("fails type-checking for a handler or an emit whose payload is not the event's (tsc reads this file)", () => {
    class WrongPayload {
      // @ts-expect-error: content.changed carries a ChangedEvent ({ seq: number }), not a string.
      @HandlesEvent('content.changed')
      handle(event: string): void {
        received.push({ seq: Number(event) });
      }
    }
    // @ts-expect-error: seq is a number.
    const wrongEmit = () => emitEvent(client, 'users.changed', { seq: '1' });
    expect(new WrongPayload()).toBeInstanceOf(WrongPayload);
    expect(wrongEmit).toBeInstanceOf(Function);
  });

  it('drops a payload that is not an object, called directly too', async () => {
    expect(new ListenerController().contentChanged(null as unknown as ChangedEvent)).toBeUndefined();
    expect(received).toEqual([]);
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      'Event content.changed dropped, its payload is not valid: it must be an object, not null',
    ]);
  });
});
