import { IsInt, IsUUID } from 'class-validator';
import { payloadRefusal } from './payload-refusal';

class Reminder {
  @IsUUID()
  bookingId!: string;
  @IsInt()
  version!: number;
}

/** A job without data (calendar sync, completing ended sessions). */
class NoData {}

describe('payloadRefusal', () => {
  it('passes a payload its class accepts, and names what is wrong with one it does not', () => {
    expect(payloadRefusal(Reminder, { bookingId: '6f1c3a52-5d1e-4a7e-9a55-0b8f6f1e2c11', version: 2 })).toBeUndefined();
    expect(payloadRefusal(Reminder, { bookingId: 'x', version: 2 })).toBe('bookingId must be a UUID');
    expect(payloadRefusal(Reminder, 'text')).toBe('it must be an object, not string');
  });

  it('passes any object for a class that declares no field (it threw, and every timed job without data failed)', () => {
    expect(payloadRefusal(NoData, {})).toBeUndefined();
    expect(payloadRefusal(NoData, { extra: true })).toBeUndefined();
    expect(payloadRefusal(NoData, null)).toBe('it must be an object, not null');
  });
});
