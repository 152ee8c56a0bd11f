import { isIntlTimeZoneName, isTimeZoneName, timeZoneNames, timeZoneOr } from './time-zones';

describe('time zones', () => {
  describe('isTimeZoneName', () => {
    it('accepts the zones Intl lists, and UTC', () => {
      expect(isTimeZoneName('Asia/Manila')).toBe(true);
      expect(isTimeZoneName('Asia/Dubai')).toBe(true);
      expect(isTimeZoneName('America/Argentina/Buenos_Aires')).toBe(true);
      expect(isTimeZoneName('UTC')).toBe(true);
      expect(timeZoneNames().every(isTimeZoneName)).toBe(true);
    });

    it('accepts both names of a renamed zone, whichever one this ICU lists', () => {
      expect(isTimeZoneName('Asia/Kolkata')).toBe(true);
      expect(isTimeZoneName('Asia/Calcutta')).toBe(true);
      expect(isTimeZoneName('Europe/Kyiv')).toBe(true);
    });

    it('refuses what is not an IANA name: unknown places, offsets, abbreviations, other cases, non-text', () => {
      for (const zone of [
        'Mars/Olympus',
        'Asia/Atlantis',
        '+05:00',
        'EST',
        'asia/manila',
        'ASIA/MANILA',
        'Asia/Manila ',
        '',
        'x'.repeat(65),
        null,
        8,
      ]) {
        expect(isTimeZoneName(zone)).toBe(false);
      }
    });
  });

  describe('isIntlTimeZoneName (the browser checks its own zone with it, without the list)', () => {
    it('accepts a name Intl knows, listed or not, and refuses the rest as isTimeZoneName does', () => {
      for (const zone of ['Asia/Manila', 'Asia/Kolkata', 'Asia/Calcutta', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5']) {
        expect(isIntlTimeZoneName(zone)).toBe(true);
      }
      for (const zone of ['Mars/Olympus', 'Asia/Atlantis', '+05:00', 'EST', 'asia/manila', 'ASIA/MANILA', 'Asia/Manila ', '']) {
        expect(isIntlTimeZoneName(zone)).toBe(false);
      }
    });

    it('accepts UTC, and refuses non-text and names over 64 characters', () => {
      expect(isIntlTimeZoneName('UTC')).toBe(true);
      for (const zone of [null, undefined, 8, {}, 'x'.repeat(65), `Asia/${'x'.repeat(60)}`]) {
        expect(isIntlTimeZoneName(zone)).toBe(false);
      }
    });
  });

  it("refuses Etc/Unknown (Chrome's answer when it cannot tell the zone), which must never become an account's zone", () => {
    expect(isIntlTimeZoneName('Etc/Unknown')).toBe(false);
    expect(isTimeZoneName('Etc/Unknown')).toBe(false);
    expect(timeZoneOr('Etc/Unknown')).toBe('Asia/Manila');
  });

  describe('timeZoneOr', () => {
    it('keeps a zone and falls back to Asia/Manila for anything else', () => {
      expect(timeZoneOr('Asia/Dubai')).toBe('Asia/Dubai');
      expect(timeZoneOr(undefined)).toBe('Asia/Manila');
      expect(timeZoneOr('Mars/Olympus')).toBe('Asia/Manila');
    });
  });
});
