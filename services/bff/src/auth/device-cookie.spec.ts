import type { AppConfig } from '@lakbay/platform';
import { DeviceCookies } from './device-cookie';

const config = (secret: string, publicUrl = 'http://localhost:3000') => ({ auth: { secret }, http: { publicUrl } }) as AppConfig;
const requestWith = (setCookie: string) => ({ headers: { cookie: `other=1; ${setCookie.split(';')[0]}` } });

describe(DeviceCookies.name, () => {
  const devices = new DeviceCookies(config('a'.repeat(64)));

  it('gives a browser that logged in a signed, HttpOnly cookie of that account, and reads its device back', () => {
    const set = devices.setCookie('Ana@Example.ph', null);
    expect(set).toMatch(
      /^lakbay_device_[0-9a-f]{12}=[\w-]{22}\.[\w-]+; Max-Age=31536000; Path=\/api\/v2\/auth; HttpOnly; SameSite=Strict$/,
    );
    const device = devices.deviceOf(requestWith(set), 'ana@example.ph');
    expect(device).toMatch(/^[\w-]{22}$/);
    // The next log-in keeps the device.
    expect(devices.setCookie('ana@example.ph', device)).toContain(`=${device}.`);
    expect(new DeviceCookies(config('a'.repeat(64), 'https://lakbay.ph')).setCookie('ana@example.ph', null)).toMatch(/; Secure$/);
  });

  it('reads nothing from a cookie of another account, another secret, or one changed by hand', () => {
    const set = devices.setCookie('ana@example.ph', null);
    expect(devices.deviceOf(requestWith(set), 'ben@example.ph')).toBeNull();
    expect(new DeviceCookies(config('b'.repeat(64))).deviceOf(requestWith(set), 'ana@example.ph')).toBeNull();
    const [name, value] = set.split(';')[0].split('=');
    const [device, signature] = value.split('.');
    const forged = `${name}=${device.slice(0, -1)}${device.endsWith('A') ? 'B' : 'A'}.${signature}`;
    expect(devices.deviceOf({ headers: { cookie: forged } }, 'ana@example.ph')).toBeNull();
    expect(devices.deviceOf({ headers: {} }, 'ana@example.ph')).toBeNull();
  });
});
