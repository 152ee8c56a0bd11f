// The accounts feature's public surface: profile forms and option lists the /my pages (app/my) reuse.
export { accountsApi, useGetMeQuery, useUpdateMeMutation, useUploadAvatarMutation } from './api/accounts-api';
export { CheckboxField } from './components/checkbox-field';
export * as ProfileFields from './components/profile-fields';
export * from './model/options';
export { ACCOUNTS_NS } from './i18n/register';
export { useAccountOptions } from './i18n/use-account-options';
export { LanguageChoice } from './components/language-choice';
