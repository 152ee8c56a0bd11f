import { describe, expect, it } from '@jest/globals';
import { checkLink, checkLinks, checkResume, checkSubmissionFiles, splitEmails, validateGroupEmails } from './validation';

const MB = 1024 * 1024;

describe('validateGroupEmails', () => {
  it('accepts up to the room left, each valid and once', () => {
    expect(validateGroupEmails(['a@x.ph', 'b@x.ph'], 2)).toBeUndefined();
  });

  it('refuses an empty list, a bad address, a repeat, the applicant and one too many', () => {
    expect(validateGroupEmails([], 2)).toMatch(/at least one/);
    expect(validateGroupEmails(['a@x.ph', 'nope'], 2)).toBe('Not a valid e-mail: nope');
    expect(validateGroupEmails(['a@x.ph', 'A@x.ph'], 2)).toMatch(/only once/);
    expect(validateGroupEmails(['me@x.ph'], 2, 'ME@x.ph')).toMatch(/already in your group/);
    expect(validateGroupEmails(['a@x.ph', 'b@x.ph', 'c@x.ph'], 2)).toBe('A group has room for 2 teammates besides you.');
  });

  it('splits pasted lists on commas, semicolons and spaces', () => {
    expect(splitEmails(' a@x.ph, b@x.ph;c@x.ph\nd@x.ph ')).toEqual(['a@x.ph', 'b@x.ph', 'c@x.ph', 'd@x.ph']);
  });
});

describe('checkResume', () => {
  it('takes a PDF or DOCX of at most 5 MB', () => {
    expect(checkResume({ name: 'cv.pdf', size: MB })).toBeUndefined();
    expect(checkResume({ name: 'CV.DOCX', size: 5 * MB })).toBeUndefined();
  });

  it('refuses no file, another type, an empty file and one over 5 MB', () => {
    expect(checkResume(null)).toMatch(/Attach your resume/);
    expect(checkResume({ name: 'cv.png', size: MB })).toBe('Your resume must be a PDF or DOCX file.');
    expect(checkResume({ name: 'cv.pdf', size: 0 })).toBe('This file is empty.');
    expect(checkResume({ name: 'cv.pdf', size: 5 * MB + 1 })).toBe('Your resume is larger than 5 MB.');
  });
});

describe('checkSubmissionFiles', () => {
  it('takes up to 5 files of the accepted kinds, 10 MB each', () => {
    expect(
      checkSubmissionFiles([
        { name: 'deck.pptx', size: 10 * MB },
        { name: 'a.zip', size: 1 },
      ]),
    ).toBeUndefined();
  });

  it('refuses a sixth file, a big file and an unknown kind', () => {
    expect(checkSubmissionFiles(Array.from({ length: 6 }, (_, i) => ({ name: `${i}.pdf`, size: 1 })))).toBe('Attach at most 5 files.');
    expect(checkSubmissionFiles([{ name: 'video.pdf', size: 10 * MB + 1 }])).toBe('Larger than 10 MB: video.pdf');
    expect(checkSubmissionFiles([{ name: 'run.exe', size: 1 }])).toBe('Not an accepted file type: run.exe');
  });
});

describe('checkLink', () => {
  it('takes http and https addresses only', () => {
    expect(checkLink('https://figma.com/file/1')).toBeUndefined();
    expect(checkLink('http://example.ph')).toBeUndefined();
    expect(checkLink('javascript:alert(1)')).toMatch(/http/);
    expect(checkLink('ftp://example.ph')).toMatch(/http/);
    expect(checkLink('example.ph')).toMatch(/http/);
  });

  it('refuses a repeated link', () => {
    expect(checkLinks(['https://a.ph', 'https://a.ph'])).toMatch(/already/);
  });
});
