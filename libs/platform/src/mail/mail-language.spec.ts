import { formatInstant, formatSpan, localeOf, mailLanguage } from './mail-language';
import { plainMail } from './plain-mail';

describe('mail languages', () => {
  it('write in a known language, else in English', () => {
    expect(mailLanguage('fil')).toBe('fil');
    expect(mailLanguage('en')).toBe('en');
    for (const unknown of [undefined, null, '', 'tl', 'FIL', 3]) {
      expect(mailLanguage(unknown)).toBe('en');
    }
    expect(localeOf('fil')).toBe('fil-PH');
    expect(localeOf('en')).toBe('en-PH');
  });

  it("format times in the reader's locale and zone", () => {
    const start = new Date('2026-12-08T01:00:00Z');
    const end = new Date('2026-12-08T01:30:00Z');
    expect(formatSpan(start, end, 'en', 'Asia/Manila')).toBe('Tuesday, December 8, 2026, 9:00 AM – 9:30 AM (Asia/Manila)');
    expect(formatSpan(start, end, 'fil', 'Asia/Manila')).toBe('Martes, Disyembre 8, 2026, 9:00 AM – 9:30 AM (Asia/Manila)');
    expect(formatSpan(start, end, 'fil', 'Asia/Tokyo')).toBe('Martes, Disyembre 8, 2026, 10:00 AM – 10:30 AM (Asia/Tokyo)');
    expect(formatInstant(start, 'fil', 'Asia/Manila')).toBe('Dis 8, 2026, 9:00 AM');
  });

  it('greet and sign off in the reader’s language', () => {
    expect(plainMail('ana@example.ph', 'Hello', 'Ana', ['Line'], 'en').text).toBe('Hi Ana,\n\nLine\n\nIngat,\nThe Lakbay team');
    expect(plainMail('ana@example.ph', 'Hello', null, ['Line'], 'en').text).toMatch(/^Hi there,/);
    expect(plainMail('ana@example.ph', 'Kumusta', 'Ana', ['Linya'], 'fil')).toMatchObject({
      text: 'Kumusta, Ana!\n\nLinya\n\nIngat,\nAng Lakbay team',
      html: '<p>Kumusta, Ana!<br><br>Linya<br><br>Ingat,<br>Ang Lakbay team</p>',
    });
    expect(plainMail('ana@example.ph', 'Kumusta', null, ['Linya'], 'fil').text).toMatch(/^Kumusta!\n/);
  });
});
