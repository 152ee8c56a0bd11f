import { refusedFields } from '@lakbay/platform';
import type { ArgumentMetadata } from '@nestjs/common';
import { NamesStepMessage, UpdateProfileMessage } from './profile-messages.dto';

const userId = '3f1b2c3d-1111-4222-8333-444455556666';

const errors = (value: unknown, metatype: ArgumentMetadata['metatype']) => refusedFields(metatype, value);

describe('profile message payloads', () => {
  it('accept an onboarding step the BFF accepts, with the user and the flow it adds', async () => {
    expect(
      await errors({ userId, role: 'kadet', username: 'juan.dc', firstName: 'Juan', lastName: 'Dela Cruz' }, NamesStepMessage),
    ).toEqual([]);
  });

  it('refuse from a direct caller what the BFF refuses, with the same sentence', async () => {
    expect(await errors({ userId, role: 'kadet', username: 'j', firstName: 'Juan', lastName: 'Dela Cruz' }, NamesStepMessage)).toEqual([
      { property: 'username', constraints: ['Username must be 3 to 30 letters, digits, dots or underscores.'] },
    ]);
  });

  it('refuse a step without the user it is for', async () => {
    expect(await errors({ role: 'coach', username: 'juan.dc', firstName: 'Juan', lastName: 'Dela Cruz' }, NamesStepMessage)).toEqual([
      { property: 'userId', constraints: [expect.any(String)] },
    ]);
  });

  it('validate the changes inside a profile update as the BFF does', async () => {
    const update = { userId, actorId: userId, changes: { yearLevel: 'fifth' } };
    expect(await errors(update, UpdateProfileMessage)).toEqual([
      { property: 'changes.yearLevel', constraints: [expect.stringMatching(/^Year level must be one of: /)] },
    ]);
  });
});
