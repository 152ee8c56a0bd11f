import 'i18next';
import type lists from '@/components/list-page/i18n/lists.en';
import type careers from '@/features/careers/i18n/careers.en';
import type coaches from '@/features/coaches/i18n/coaches.en';
import type coachingResources from '@/features/coaching-resources/i18n/resources.en';
import type events from '@/features/events/i18n/events.en';
import type accounts from '@/features/accounts/i18n/accounts.en';
import type auth from '@/features/auth/i18n/auth.en';
import type home from '@/features/home/i18n/home.en';
import type my from '@/app/my/i18n/my.en';
import type interests from '@/features/interests/i18n/interests.en';
import type jobs from '@/features/jobs/i18n/jobs.en';
import type videos from '@/features/videos/i18n/videos.en';
import type privacy from '@/features/privacy/i18n/privacy.en';
import type search from '@/features/search/i18n/search.en';
import type faqs from '@/features/faqs/i18n/faqs.en';
import type admin from '@/features/admin/i18n/admin.en';
import type contentAdmin from '@/features/content-admin/i18n/content-admin.en';
import type apprenticeship from '@/features/apprenticeship/i18n/apprenticeship.en';
import type common from './messages/common.en';

// t('nav.home') is checked against the English catalogues: the shell's, and each feature namespace
// listed here (type-only imports: the catalogues themselves stay in their lazy chunks).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      interests: typeof interests;
      lists: typeof lists;
      careers: typeof careers;
      jobs: typeof jobs;
      coaches: typeof coaches;
      events: typeof events;
      coachingResources: typeof coachingResources;
      videos: typeof videos;
      accounts: typeof accounts;
      auth: typeof auth;
      home: typeof home;
      my: typeof my;
      privacy: typeof privacy;
      search: typeof search;
      faqs: typeof faqs;
      admin: typeof admin;
      contentAdmin: typeof contentAdmin;
      apprenticeship: typeof apprenticeship;
    };
  }
}
