import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { aLoggedUser } from '@/test-utils/fixtures';
import { appStateSlice, initialAppState, selectViewerTimeZone } from './state';
import { formatDateTime } from './format';
import { renderUse, watchRender } from './render-use';
import { browserTimeZone, pickableTimeZones, setShownTimeZone } from './time-zone';

const withBrowserZone = (zone: string | undefined) => {
  jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ timeZone: zone } as Intl.ResolvedDateTimeFormatOptions);
};
const state = (loggedUser: ReturnType<typeof aLoggedUser> | null) => ({ [appStateSlice.reducerPath]: { ...initialAppState, loggedUser } });

describe('time zones in the browser', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it("give a sign-up the browser's zone, Asia/Manila when the browser says none or no zone", () => {
    withBrowserZone('Asia/Dubai');
    expect(browserTimeZone()).toBe('Asia/Dubai');
    jest.restoreAllMocks();
    withBrowserZone(undefined);
    expect(browserTimeZone()).toBe('Asia/Manila');
    jest.restoreAllMocks();
    withBrowserZone('Mars/Olympus');
    expect(browserTimeZone()).toBe('Asia/Manila');
    jest.restoreAllMocks();
    withBrowserZone('Etc/Unknown');
    expect(browserTimeZone()).toBe('Asia/Manila');
  });

  it("show a logged-in viewer times in their account's zone, a visitor in the browser's", () => {
    withBrowserZone('Asia/Dubai');
    expect(selectViewerTimeZone(state(aLoggedUser({ timeZone: 'America/Los_Angeles' })))).toBe('America/Los_Angeles');
    expect(selectViewerTimeZone(state(null))).toBe('Asia/Dubai');
    // A session stored before accounts had zones.
    expect(selectViewerTimeZone(state({ ...aLoggedUser(), timeZone: undefined as unknown as string }))).toBe('Asia/Dubai');
  });

  it('offer every zone A to Z, UTC among them', () => {
    const zones = pickableTimeZones();
    expect(zones).toContain('UTC');
    expect(zones).toContain('Asia/Manila');
    expect([...zones].sort((a, b) => a.localeCompare(b))).toEqual(zones);
  });

  it("tell a server render whether it drew in its zone: a date or the viewer's zone, not a page without either", () => {
    try {
      setShownTimeZone('Asia/Manila');
      watchRender();
      expect(renderUse().zoneShown).toBe(false);
      expect(formatDateTime('2026-12-13T10:00:00.000Z', 'en-PH')).toMatch(/6:00\s?PM/);
      expect(renderUse().zoneShown).toBe(true);
      watchRender();
      expect(renderUse().zoneShown).toBe(false);
      expect(selectViewerTimeZone(state(null))).toBe('Asia/Manila');
      expect(renderUse().zoneShown).toBe(true);
    } finally {
      setShownTimeZone(undefined);
    }
    // In the browser (no render's zone), drawing a date is not the render's zone.
    watchRender();
    formatDateTime('2026-12-13T10:00:00.000Z', 'en-PH');
    expect(renderUse().zoneShown).toBe(false);
  });
});
