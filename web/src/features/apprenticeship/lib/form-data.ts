import type { EnrolmentForm, SubmissionForm } from '@lakbay/contracts';

/** The enrolment's multipart body (spec section 3): booleans as 'true'/'false', groupEmails as a JSON list. */
export function toEnrolmentFormData(form: EnrolmentForm, resume: File): FormData {
  const body = new FormData();
  body.append('applicationType', form.applicationType);
  body.append('groupEmails', JSON.stringify(form.applicationType === 'GROUP' ? form.groupEmails : []));
  body.append('whyJoin', form.whyJoin);
  body.append('whatQualities', form.whatQualities);
  body.append('additionalComments', form.additionalComments);
  body.append('sendResumeAndContact', String(form.sendResumeAndContact));
  body.append('participateInternship', String(form.participateInternship));
  body.append('isFirstWorkExperience', String(form.isFirstWorkExperience));
  body.append('resume', resume, resume.name);
  return body;
}

/** A week's submission: links as a JSON list, notes, and files[] (one part per file). */
export function toSubmissionFormData(form: SubmissionForm, files: readonly File[]): FormData {
  const body = new FormData();
  body.append('links', JSON.stringify(form.links));
  body.append('notes', form.notes);
  for (const file of files) {
    body.append('files', file, file.name);
  }
  return body;
}
