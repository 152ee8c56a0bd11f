import 'i18next';
import type accounts from '@/features/accounts/i18n/accounts.en';
import type auth from '@/features/auth/i18n/auth.en';
import type home from '@/features/home/i18n/home.en';
import type my from '@/features/my/i18n/my.en';
import type interests from '@/features/interests/i18n/interests.en';
import type common from './messages/common.en';

// t('nav.home') is checked against the English catalogues: the shell's, and each feature namespace
// listed here (type-only imports: the catalogues themselves stay in their lazy chunks).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      interests: typeof interests;
      accounts: typeof accounts;
      auth: typeof auth;
      home: typeof home;
      my: typeof my;
    };
  }
}
