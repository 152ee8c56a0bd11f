import { SignupPage as AccountsSignupPage } from '@/features/accounts/pages/signup-page';
import { GoogleSignIn } from '@/features/auth';

/** /signup: the accounts feature's sign-up page with the auth feature's Google button (composed here: features do not import each other). */
export function SignupPage() {
  return <AccountsSignupPage googleSignIn={<GoogleSignIn context="signup" />} />;
}
