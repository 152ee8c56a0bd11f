import { describe, expect, it } from '@jest/globals';
import { toEnrolmentFormData, toSubmissionFormData } from './form-data';

describe('toEnrolmentFormData', () => {
  it('sends booleans as true/false and the e-mails as a JSON list', () => {
    const resume = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    const body = toEnrolmentFormData(
      {
        applicationType: 'GROUP',
        groupEmails: ['a@x.ph'],
        whyJoin: 'Why',
        whatQualities: 'What',
        additionalComments: '',
        sendResumeAndContact: true,
        participateInternship: false,
        isFirstWorkExperience: true,
      },
      resume,
    );
    expect(body.get('groupEmails')).toBe('["a@x.ph"]');
    expect(body.get('sendResumeAndContact')).toBe('true');
    expect(body.get('participateInternship')).toBe('false');
    expect(body.get('isFirstWorkExperience')).toBe('true');
    expect(body.get('applicationType')).toBe('GROUP');
    expect((body.get('resume') as File).name).toBe('cv.pdf');
  });

  it('sends no e-mails for an individual', () => {
    const body = toEnrolmentFormData(
      {
        applicationType: 'INDIVIDUAL',
        groupEmails: ['a@x.ph'],
        whyJoin: '',
        whatQualities: '',
        additionalComments: '',
        sendResumeAndContact: false,
        participateInternship: false,
        isFirstWorkExperience: false,
      },
      new File(['x'], 'cv.docx'),
    );
    expect(body.get('groupEmails')).toBe('[]');
  });
});

describe('toSubmissionFormData', () => {
  it('sends links as a JSON list, the notes and one files part per file', () => {
    const body = toSubmissionFormData({ links: ['https://a.ph'], notes: 'n' }, [new File(['1'], 'a.pdf'), new File(['2'], 'b.png')]);
    expect(body.get('links')).toBe('["https://a.ph"]');
    expect(body.get('notes')).toBe('n');
    expect(body.getAll('files').map((file) => (file as File).name)).toEqual(['a.pdf', 'b.png']);
  });
});
