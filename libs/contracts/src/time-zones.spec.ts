import { isTimeZoneName, timeZoneNames, timeZoneOr } from './time-zones';

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

  describe('timeZoneOr', () => {
    it('keeps a zone and falls back to Asia/Manila for anything else', () => {
      expect(timeZoneOr('Asia/Dubai')).toBe('Asia/Dubai');
      expect(timeZoneOr(undefined)).toBe('Asia/Manila');
      expect(timeZoneOr('Mars/Olympus')).toBe('Asia/Manila');
    });
  });
});
