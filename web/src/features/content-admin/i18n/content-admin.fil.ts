import type { Translation } from '@/lib/i18n';
import type en from './content-admin.en';

/** Ang mga content editor sa Filipino; ang pangalan ng bawat uri (career, job, video...) at ang mga record ay hindi isinasalin. */
const contentAdmin = {
  eyebrow: 'Admin',
  nav: 'Content',
  list: {
    title: 'Content: {{many}}',
    question: 'Tanong',
    titleColumn: 'Title',
    details: 'Detalye',
    status: 'Status',
    actions: 'Mga aksyon',
    edit: 'I-edit',
    registrations: 'Mga registration',
    searchLabel: 'Maghanap sa {{many}}',
    search: 'Maghanap',
    new: 'Bagong {{one}}',
    loadFailed: 'Hindi ma-load ang listahan',
    tryAgain: 'Subukan muli',
    noMatch: 'Walang {{many}} na tumutugma sa “{{query}}”',
    none: 'Wala pang {{many}}',
    position: 'Posisyon {{position}}',
  },
  status: { published: 'Published', draft: 'Draft' },
  edit: {
    title: 'I-edit ang {{one}}',
    newTitle: 'Bagong {{one}}',
    missing: 'Wala ang {{one}} na ito',
    loadFailed: 'Hindi ito ma-load',
    back: 'Bumalik sa listahan',
    all: '← Lahat ng {{many}}',
    saved: 'Na-save.',
    created: 'Nagawa na ang {{one}}.',
    preview: 'Tingnan gaya ng nakikita ng mga bisita',
    save: 'I-save ang mga pagbabago',
    create: 'Gumawa ng {{one}}',
  },
  actions: {
    publish: 'I-publish',
    unpublish: 'I-unpublish',
    publishLabel: 'I-publish ang {{title}}',
    unpublishLabel: 'I-unpublish ang {{title}}',
    published: 'Na-publish na ang “{{title}}”.',
    unpublished: 'Na-unpublish na ang “{{title}}”.',
    deleted: 'Na-delete na ang “{{title}}”.',
    deleteTitle: 'I-delete ang {{one}} na ito?',
    deleteText: 'Tuluyan na itong mawawala. I-unpublish na lang para maitabi ito.',
    delete: 'I-delete',
    deleteLabel: 'I-delete ang {{title}}',
    keep: 'Itabi',
  },
} as const satisfies Translation<typeof en>;

export default contentAdmin;
