/** Data privacy self-service (/my/privacy), in English. */
const privacy = {
  page: {
    title: 'My data and privacy',
    intro:
      'The Data Privacy Act of 2012 (RA 10173) gives you the right to get a copy of your data and to have it deleted. You can do both here.',
    nav: 'Privacy',
  },
  consents: {
    title: 'My consent history',
    intro: 'The consents you gave Lakbay, and when.',
    dataPrivacy: 'Processing of your data under the Data Privacy Act of 2012 (RA 10173)',
    givenOn: 'Given on {{date}}',
    none: 'You have not given the Data Privacy consent yet. Lakbay asks for it when you finish setting up your profile.',
    cookies: 'Cookies for analytics, on this device',
    cookiesAccepted: 'Accepted on this device',
    cookiesDeclined: 'Declined on this device',
    cookiesUnanswered: 'Not answered yet on this device',
    cookiesNote: 'Your cookie choice is kept on this device only, not on your account.',
  },
  download: {
    title: 'Download my data',
    intro:
      'Get one zip file with everything Lakbay keeps about you: your account and profile, your consents, event registrations, coaching sessions, apprenticeship applications and submissions, and the files you uploaded.',
    how: 'We gather it in the background and e-mail you a link. The link works for {{hours}} hours.',
    button: 'E-mail me a copy of my data',
    asked: 'We are gathering your data. Look for our e-mail in a few minutes.',
    lastAsked: 'Last asked for on {{date}}.',
    lastReady: 'Last copy sent on {{date}}; its link works until {{until}}.',
    lastPending: 'Your last request is still being prepared.',
    readyTitle: 'Your copy is ready',
    readyBody: 'This is the copy of your data from the link we e-mailed you. It downloads only for you, logged in.',
    readyButton: 'Download the zip file',
  },
  delete: {
    title: 'Delete my account',
    intro: 'Deleting your account cannot be undone. You will be logged out everywhere and will not be able to log in again.',
    removed: 'What we remove',
    removedList: {
      account: 'Your e-mail address, password, name, username, picture, school, interests and everything else in your profile.',
      content: 'Your registrations for events that have not ended yet.',
      scheduling: 'Your name, e-mail address and answers in your coaching sessions; sessions that have not happened yet are cancelled.',
      apprenticeship:
        'Your name, e-mail address and application answers in the Virtual Apprenticeship, your resume, and files only you handed in.',
    },
    kept: 'What we keep, without your name or e-mail address',
    keptList: {
      audit: 'Entries in the admin audit log, which name your account only by its id.',
      sessions: 'Past coaching sessions, marked "Deleted Kadet" or "Deleted Koach", so the other person keeps their history and ratings.',
      events: 'Registrations for past events, without your name or e-mail address, for attendance figures.',
      teams:
        'Submissions your team handed in together, marked "Deleted member", so your teammates keep their work. Your certificates are revoked.',
    },
    mailQueue:
      'The e-mails we sent you, the last one telling you the account is deleted, stay in our mail records for up to a week, then are removed.',
    button: 'Delete my account',
    googleHint: 'Your account signs in with Google and has no password: we will e-mail you a link to confirm.',
    dialogTitle: 'Delete your account for good?',
    dialogBody: 'This cannot be undone. Type your current password to confirm.',
    password: 'Current password',
    confirm: 'Delete my account',
    cancel: 'Keep my account',
    linkSent: 'We e-mailed you a link to confirm. It works for 1 hour.',
    done: 'Your account has been deleted. Salamat for being part of Lakbay.',
    confirmTitle: 'Confirm the deletion of your account',
    confirmBody: 'You opened the link from our e-mail. Press the button to delete your account for good.',
    confirmButton: 'Delete my account for good',
  },
  error: {
    load: 'Your privacy page could not be loaded.',
    retry: 'Try again',
  },
} as const;

export default privacy;
