import { ErrorCode } from '@lakbay/contracts';
import { BookingLinks } from './booking-links';

const BOOKING = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
const OTHER = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000);

/** The code a verification fails with, or null when it passes. */
async function refusal(check: Promise<void>): Promise<string | null> {
  try {
    await check;
    return null;
  } catch (error) {
    return (error as { code?: string }).code ?? 'other';
  }
}

describe(BookingLinks.name, () => {
  const links = new BookingLinks('a-test-secret-of-at-least-thirty-two-chars');

  it('lets a cancel link act on its booking, at its version, until it expires', async () => {
    const token = await links.sign(BOOKING, 'cancel', 3, inHours(24));
    expect(await refusal(links.verify(token, BOOKING, 'cancel', 3))).toBeNull();
  });

  it('is single-purpose: a cancel link cannot reschedule, nor act on another booking or version', async () => {
    const token = await links.sign(BOOKING, 'cancel', 3, inHours(24));
    expect(await refusal(links.verify(token, BOOKING, 'reschedule', 3))).toBe(ErrorCode.SCHEDULING_LINK_INVALID);
    expect(await refusal(links.verify(token, OTHER, 'cancel', 3))).toBe(ErrorCode.SCHEDULING_LINK_INVALID);
    expect(await refusal(links.verify(token, BOOKING, 'cancel', 4))).toBe(ErrorCode.SCHEDULING_LINK_INVALID);
  });

  it('expires: a link past its time (the session start) opens nothing', async () => {
    const token = await links.sign(BOOKING, 'cancel', 0, inHours(-1));
    expect(await refusal(links.verify(token, BOOKING, 'cancel', 0))).toBe(ErrorCode.SCHEDULING_LINK_INVALID);
  });

  it('refuses a link signed with another key', async () => {
    const token = await new BookingLinks('another-secret-of-at-least-thirty-two-ch').sign(BOOKING, 'cancel', 0, inHours(24));
    expect(await refusal(links.verify(token, BOOKING, 'cancel', 0))).toBe(ErrorCode.SCHEDULING_LINK_INVALID);
  });

  describe('the reschedule action', () => {
    it('lets a reschedule link move its booking, at its version, until it expires', async () => {
      const token = await links.sign(BOOKING, 'reschedule', 5, inHours(24));
      expect(await refusal(links.verify(token, BOOKING, 'reschedule', 5))).toBeNull();
    });

    it('is single-purpose: a reschedule link cannot cancel, nor move another booking or a later version', async () => {
      const token = await links.sign(BOOKING, 'reschedule', 5, inHours(24));
      expect(await refusal(links.verify(token, BOOKING, 'cancel', 5))).toBe(ErrorCode.SCHEDULING_LINK_INVALID);
      expect(await refusal(links.verify(token, OTHER, 'reschedule', 5))).toBe(ErrorCode.SCHEDULING_LINK_INVALID);
      // Once used the booking's version rises (the old row RESCHEDULED): the same link is refused.
      expect(await refusal(links.verify(token, BOOKING, 'reschedule', 6))).toBe(ErrorCode.SCHEDULING_LINK_INVALID);
    });

    it('expires at its time and refuses another key', async () => {
      const expired = await links.sign(BOOKING, 'reschedule', 0, inHours(-1));
      expect(await refusal(links.verify(expired, BOOKING, 'reschedule', 0))).toBe(ErrorCode.SCHEDULING_LINK_INVALID);
      const foreign = await new BookingLinks('another-secret-of-at-least-thirty-two-ch').sign(BOOKING, 'reschedule', 0, inHours(24));
      expect(await refusal(links.verify(foreign, BOOKING, 'reschedule', 0))).toBe(ErrorCode.SCHEDULING_LINK_INVALID);
    });

    it("addresses a public page outside /my whose token is for that page's action only", async () => {
      const address = await links.url('https://lakbay.ph', BOOKING, 'reschedule', 2, inHours(24));
      const match = new RegExp(`^https://lakbay\\.ph/bookings/${BOOKING}/reschedule\\?token=([\\w.-]+)$`).exec(address);
      expect(match).not.toBeNull();
      const token = match?.[1] ?? '';
      expect(await refusal(links.verify(token, BOOKING, 'reschedule', 2))).toBeNull();
      expect(await refusal(links.verify(token, BOOKING, 'cancel', 2))).toBe(ErrorCode.SCHEDULING_LINK_INVALID);
      const cancel = await links.url('https://lakbay.ph', BOOKING, 'cancel', 2, inHours(24));
      expect(cancel).toMatch(new RegExp(`^https://lakbay\\.ph/bookings/${BOOKING}/cancel\\?token=`));
    });
  });
});
