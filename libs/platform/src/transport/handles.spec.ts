import type { HealthReply } from '@lakbay/contracts';
import { PATTERN_METADATA } from '@nestjs/microservices/constants';
import { Handles } from './handles';

class UsersHandlers {
  @Handles('users.health')
  health(): HealthReply {
    return { service: 'users', status: 'ok', instance: 'test' };
  }

  // @ts-expect-error: the reply is not users.health's.
  @Handles('users.health')
  wrongReply(): Promise<{ userId: string }> {
    return Promise.resolve({ userId: 'u1' });
  }

  // @ts-expect-error: users.get is asked with a user reference, not a number.
  @Handles('users.get')
  wrongRequest(_payload: number): Promise<never> {
    return Promise.reject(new Error('never called'));
  }
}

describe(Handles.name, () => {
  it("registers the method as the command's handler, under the object pattern the clients send", () => {
    const handler = Object.getOwnPropertyDescriptor(UsersHandlers.prototype, 'health')?.value as object;
    expect(Reflect.getMetadata(PATTERN_METADATA, handler)).toEqual([{ cmd: 'users.health' }]);
  });
});
