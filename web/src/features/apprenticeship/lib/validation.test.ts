import { afterAll, describe, expect, it } from '@jest/globals';
import { applyLocale, i18n, loadRegisteredNamespaces } from '@/lib/i18n';
import { APPRENTICESHIP_NS } from '../i18n/register';
import { checkLink, checkLinks, checkResume, checkSubmissionFiles, splitEmails, validateGroupEmails } from './validation';

// The checks answer in the language of the `t` they are given; English here unless said otherwise.
const t = i18n.getFixedT('en', APPRENTICESHIP_NS);

const MB = 1024 * 1024;

describe('validateGroupEmails', () => {
  it('accepts up to the room left, each valid and once', () => {
    expect(validateGroupEmails(t, ['a@x.ph', 'b@x.ph'], 2)).toBeUndefined();
  });

  it('refuses an empty list, a bad address, a repeat, the applicant and one too many', () => {
    expect(validateGroupEmails(t, [], 2)).toMatch(/at least one/);
    expect(validateGroupEmails(t, ['a@x.ph', 'nope'], 2)).toBe('Not a valid e-mail: nope');
    expect(validateGroupEmails(t, ['a@x.ph', 'A@x.ph'], 2)).toMatch(/only once/);
    expect(validateGroupEmails(t, ['me@x.ph'], 2, 'ME@x.ph')).toMatch(/already in your group/);
    expect(validateGroupEmails(t, ['a@x.ph', 'b@x.ph', 'c@x.ph'], 2)).toBe('A group has room for 2 teammates besides you.');
    expect(validateGroupEmails(t, ['a@x.ph', 'b@x.ph'], 1)).toBe('A group has room for 1 teammate besides you.');
  });

  it('splits pasted lists on commas, semicolons and spaces', () => {
    expect(splitEmails(' a@x.ph, b@x.ph;c@x.ph\nd@x.ph ')).toEqual(['a@x.ph', 'b@x.ph', 'c@x.ph', 'd@x.ph']);
  });
});

describe('checkResume', () => {
  it('takes a PDF or DOCX of at most 5 MB', () => {
    expect(checkResume(t, { name: 'cv.pdf', size: MB })).toBeUndefined();
    expect(checkResume(t, { name: 'CV.DOCX', size: 5 * MB })).toBeUndefined();
  });

  it('refuses no file, another type, an empty file and one over 5 MB', () => {
    expect(checkResume(t, null)).toMatch(/Attach your resume/);
    expect(checkResume(t, { name: 'cv.png', size: MB })).toBe('Your resume must be a PDF or DOCX file.');
    expect(checkResume(t, { name: 'cv.pdf', size: 0 })).toBe('This file is empty.');
    expect(checkResume(t, { name: 'cv.pdf', size: 5 * MB + 1 })).toBe('Your resume is larger than 5 MB.');
  });
});

describe('checkSubmissionFiles', () => {
  it('takes up to 5 files of the accepted kinds, 10 MB each', () => {
    expect(
      checkSubmissionFiles(t, [
        { name: 'deck.pptx', size: 10 * MB },
        { name: 'a.zip', size: 1 },
      ]),
    ).toBeUndefined();
  });

  it('refuses a sixth file, a big file and an unknown kind', () => {
    expect(
      checkSubmissionFiles(
        t,
        Array.from({ length: 6 }, (_, i) => ({ name: `${i}.pdf`, size: 1 })),
      ),
    ).toBe('Attach at most 5 files.');
    expect(checkSubmissionFiles(t, [{ name: 'video.pdf', size: 10 * MB + 1 }])).toBe('Larger than 10 MB: video.pdf');
    expect(checkSubmissionFiles(t, [{ name: 'run.exe', size: 1 }])).toBe('Not an accepted file type: run.exe');
  });
});

describe('checkLink', () => {
  it('takes http and https addresses only', () => {
    expect(checkLink(t, 'https://figma.com/file/1')).toBeUndefined();
    expect(checkLink(t, 'http://example.ph')).toBeUndefined();
    expect(checkLink(t, 'javascript:alert(1)')).toMatch(/http/);
    expect(checkLink(t, 'ftp://example.ph')).toMatch(/http/);
    expect(checkLink(t, 'example.ph')).toMatch(/http/);
  });

  it('refuses a repeated link', () => {
    expect(checkLinks(t, ['https://a.ph', 'https://a.ph'])).toMatch(/already/);
  });
});

describe('in Filipino', () => {
  afterAll(async () => {
    await applyLocale('en');
  });

  it('says what is wrong in Filipino when given the Filipino words', async () => {
    await applyLocale('fil');
    await loadRegisteredNamespaces();
    const fil = i18n.getFixedT('fil', APPRENTICESHIP_NS);
    expect(checkResume(fil, null)).toBe('I-attach ang iyong resume (PDF o DOCX).');
    expect(checkResume(fil, { name: 'cv.pdf', size: 5 * MB + 1 })).toBe('Lampas sa 5 MB ang iyong resume.');
    expect(validateGroupEmails(fil, ['a@x.ph', 'nope'], 2)).toBe('Hindi valid na e-mail: nope');
    expect(validateGroupEmails(fil, ['a@x.ph', 'b@x.ph'], 1)).toBe('May puwang ang grupo para sa 1 ka-team bukod sa iyo.');
    expect(checkSubmissionFiles(fil, [{ name: 'run.exe', size: 1 }])).toBe('Hindi tinatanggap na uri ng file: run.exe');
    expect(checkLink(fil, 'example.ph')).toBe('Ilagay ang buong link na nagsisimula sa http:// o https://');
    expect(checkLinks(fil, ['https://a.ph', 'https://a.ph'])).toBe('Nasa listahan na ang link na ito.');
  });
});
