import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '@lakbay/platform';
import { Inject, Injectable } from '@nestjs/common';
import { readCookie } from './google-oauth';

/** A browser that has logged in to an account before keeps its own allowance of failures this long. */
const DEVICE_COOKIE_DAYS = 365;

/** The account's part of a cookie name: a browser may know several accounts, each its own cookie. */
const accountTag = (email: string): string => createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 12);

/**
 * Device cookies (OWASP, "Slow down online guessing attacks with device cookies"): a browser that
 * logged in to an account gets an HttpOnly cookie signed with AUTH_SECRET, bound to that account.
 * A log-in that shows a valid one is counted per device, not against the account's allowance, so
 * strangers guessing from many addresses throttle the account for untrusted browsers only, never
 * for its owner's own browser; a device whose cookie fails too often is throttled itself.
 */
@Injectable()
export class DeviceCookies {
  private readonly secret: Buffer;
  private readonly secure: boolean;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.secret = createHash('sha256').update(`device-cookie:${config.auth.secret}`).digest();
    this.secure = config.http.publicUrl.startsWith('https:');
  }

  /** The device id of the request's valid cookie for this account, or null. */
  deviceOf(request: { headers: Record<string, string | string[] | undefined> }, email: string): string | null {
    const value = readCookie(request, cookieName(email));
    const [device, signature] = value?.split('.') ?? [];
    if (!device || !signature || !/^[\w-]{22}$/.test(device)) {
      return null;
    }
    const expected = this.sign(email, device);
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? device : null;
  }

  /** The Set-Cookie header of a log-in that succeeded: the browser's device id for the account, kept or new. */
  setCookie(email: string, device: string | null): string {
    const id = device ?? randomBytes(16).toString('base64url');
    const secure = this.secure ? '; Secure' : '';
    return `${cookieName(email)}=${id}.${this.sign(email, id).toString()}; Max-Age=${DEVICE_COOKIE_DAYS * 86400}; Path=/api/v2/auth; HttpOnly; SameSite=Strict${secure}`;
  }

  private sign(email: string, device: string): Buffer {
    return Buffer.from(createHmac('sha256', this.secret).update(`${email.trim().toLowerCase()}|${device}`).digest('base64url'));
  }
}

function cookieName(email: string): string {
  return `lakbay_device_${accountTag(email)}`;
}
