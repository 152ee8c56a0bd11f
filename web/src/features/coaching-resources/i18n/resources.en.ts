/** Coaching resources (for Koaches) in English. The resources themselves stay as written. */
const resources = {
  eyebrow: 'For Koaches',
  title: 'Coaching resources',
  intro: 'Start here: how Lakbay sessions work and how to prepare for one.',
  loading: 'Loading resources',
  error: 'Resources could not be loaded',
  tryAgain: 'Try again',
  none: 'No resources yet',
  noneText: 'Guides for running your first session, templates and tips from other Koaches will be collected here.',
  addAvailability: 'How to add availabilities',
  open: 'Open',
} as const;

export default resources;
