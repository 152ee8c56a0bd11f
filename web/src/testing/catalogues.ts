/**
 * Every namespace's English and Filipino catalogues, for tests: the catalogue unit test and the
 * Filipino walk (e2e/shell/filipino-walk.e2e.ts). Relative imports, so Playwright loads it as is.
 */
import commonEn from '../lib/i18n/messages/common.en';
import commonFil from '../lib/i18n/messages/common.fil';
import listsEn from '../components/list-page/i18n/lists.en';
import listsFil from '../components/list-page/i18n/lists.fil';
import careersEn from '../features/careers/i18n/careers.en';
import careersFil from '../features/careers/i18n/careers.fil';
import coachesEn from '../features/coaches/i18n/coaches.en';
import coachesFil from '../features/coaches/i18n/coaches.fil';
import resourcesEn from '../features/coaching-resources/i18n/resources.en';
import resourcesFil from '../features/coaching-resources/i18n/resources.fil';
import eventsEn from '../features/events/i18n/events.en';
import eventsFil from '../features/events/i18n/events.fil';
import accountsEn from '../features/accounts/i18n/accounts.en';
import accountsFil from '../features/accounts/i18n/accounts.fil';
import authEn from '../features/auth/i18n/auth.en';
import authFil from '../features/auth/i18n/auth.fil';
import homeEn from '../features/home/i18n/home.en';
import homeFil from '../features/home/i18n/home.fil';
import myEn from '../app/my/i18n/my.en';
import myFil from '../app/my/i18n/my.fil';
import interestsEn from '../features/interests/i18n/interests.en';
import interestsFil from '../features/interests/i18n/interests.fil';
import jobsEn from '../features/jobs/i18n/jobs.en';
import jobsFil from '../features/jobs/i18n/jobs.fil';
import videosEn from '../features/videos/i18n/videos.en';
import videosFil from '../features/videos/i18n/videos.fil';
import privacyEn from '../features/privacy/i18n/privacy.en';
import privacyFil from '../features/privacy/i18n/privacy.fil';
import searchEn from '../features/search/i18n/search.en';
import searchFil from '../features/search/i18n/search.fil';
import faqsEn from '../features/faqs/i18n/faqs.en';
import faqsFil from '../features/faqs/i18n/faqs.fil';
import adminEn from '../features/admin/i18n/admin.en';
import adminFil from '../features/admin/i18n/admin.fil';
import contentAdminEn from '../features/content-admin/i18n/content-admin.en';
import contentAdminFil from '../features/content-admin/i18n/content-admin.fil';
import apprenticeshipEn from '../features/apprenticeship/i18n/apprenticeship.en';
import apprenticeshipFil from '../features/apprenticeship/i18n/apprenticeship.fil';

export type Tree = { readonly [key: string]: string | Tree };

/** 'nav.home' -> text, for every leaf. */
export function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      out.set(path, value);
    } else {
      for (const [leaf, text] of leaves(value, path)) {
        out.set(leaf, text);
      }
    }
  }
  return out;
}

// Every namespace's English and Filipino catalogues; add each new namespace here.
export const CATALOGUES: [string, Tree, Tree][] = [
  ['common', commonEn, commonFil],
  ['interests', interestsEn, interestsFil],
  ['lists', listsEn, listsFil],
  ['careers', careersEn, careersFil],
  ['jobs', jobsEn, jobsFil],
  ['coaches', coachesEn, coachesFil],
  ['events', eventsEn, eventsFil],
  ['coachingResources', resourcesEn, resourcesFil],
  ['videos', videosEn, videosFil],
  ['accounts', accountsEn, accountsFil],
  ['auth', authEn, authFil],
  ['home', homeEn, homeFil],
  ['privacy', privacyEn, privacyFil],
  ['my', myEn, myFil],
  ['search', searchEn, searchFil],
  ['faqs', faqsEn, faqsFil],
  ['admin', adminEn, adminFil],
  ['contentAdmin', contentAdminEn, contentAdminFil],
  ['apprenticeship', apprenticeshipEn, apprenticeshipFil],
];

/**
 * Texts that may read the same in Filipino as in English: names (programmes, brands, roles the app
 * names as such) and the words Filipino students and Filipino interfaces use as they are (Facebook's
 * and GCash's Filipino log-in say "Password" and "E-mail"; DepEd's Filipino materials say "Grade 11").
 * Anything else left in English is a missing translation.
 */
export const SAME_IN_FILIPINO: ReadonlySet<string> = new Set([
  // Programme and product names (common.fil.ts: programme names are not translated).
  'Lakbay',
  'Career Explorer',
  'Career Database',
  'Coach Connector',
  'Virtual Apprenticeship',
  'Forum',
  'Google',
  'YouTube',
  'LinkedIn',
  // The names of the two kinds of member, and the admin role.
  'Kadet',
  'Koach',
  'Admin',
  // Words used as they are.
  'OK',
  'FAQ',
  'FAQs',
  'E-mail',
  'Password',
  'Username',
  'Online',
  'Grade 11',
  'Grade 12',
  'Resume',
  // DepEd's Senior High School strands go by their official English names (and their acronyms).
  'Science, Technology, Engineering and Mathematics',
  'Accountancy, Business and Management',
  'Humanities and Social Sciences',
  'General Academic Strand',
  'Technical-Vocational-Livelihood',
]);
