// The accounts feature's public surface: profile forms and option lists the /my pages reuse.
export { accountsApi, useGetMeQuery, useUpdateMeMutation, useUploadAvatarMutation } from './api/accounts-api';
export { CheckboxField } from './components/checkbox-field';
export { httpsRule, usernameRule, yearsRule } from './components/onboarding-steps';
export * from './model/options';
