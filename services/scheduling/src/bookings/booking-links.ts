import { hkdfSync } from 'node:crypto';
import { ErrorCode } from '@lakbay/contracts';
import { SignJWT, jwtVerify } from 'jose';
import { SchedulingError } from '../common/errors';

export type LinkAction = 'reschedule' | 'cancel';

export const staleLink = () =>
  new SchedulingError(
    ErrorCode.SCHEDULING_LINK_INVALID,
    'This link is out of date or not for this booking: the booking changed since the e-mail was sent. Open My Schedule to see it as it is now.',
  );

/**
 * Links in booking e-mails carry a JWT (jose, HS256) naming the booking, the action and the
 * booking's version. Any later change raises the version, so the links of earlier e-mails stop
 * working; the public booking id alone opens nothing. The key is derived from AUTH_SECRET, so a
 * leaked link key cannot sign sessions and the other way round.
 */
export class BookingLinks {
  private readonly key: Uint8Array;

  constructor(authSecret: string) {
    this.key = new Uint8Array(hkdfSync('sha256', authSecret, 'lakbay', 'booking e-mail links v1', 32));
  }

  sign(bookingId: string, action: LinkAction, version: number, expiresAt: Date): Promise<string> {
    return new SignJWT({ act: action, v: version })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(bookingId)
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  /**
   * The address an e-mail gives for an action: /bookings/{id}/{action}?token=..., a public page that
   * shows the booking and acts with the token alone, logged out too.
   */
  async url(publicUrl: string, bookingId: string, action: LinkAction, version: number, expiresAt: Date): Promise<string> {
    return `${publicUrl}/bookings/${bookingId}/${action}?token=${await this.sign(bookingId, action, version, expiresAt)}`;
  }

  /** Throws SCHEDULING_LINK_INVALID unless the token is for this booking, action and version. */
  async verify(token: string, bookingId: string, action: LinkAction, version: number): Promise<void> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], subject: bookingId });
      if (payload.act !== action || payload.v !== version) {
        throw staleLink();
      }
    } catch {
      throw staleLink();
    }
  }
}
