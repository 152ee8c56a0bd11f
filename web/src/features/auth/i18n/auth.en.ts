/** Log-in, in English. 'Log In', 'Log in', 'or', 'E-mail Address' and 'Password' are spec-quoted and stay in the code. */
const auth = {
  welcome: 'Welcome back! Log in to keep exploring careers and connecting with Koaches.',
  forgot: 'Forgot password?',
  newHere: 'New to Lakbay? <signup>Create an account</signup>',
  agree: 'By logging in, you agree to our <terms>Terms of Use</terms> and <privacy>Privacy Policy</privacy>.',
  google: 'Continue with Google',
  googleDidNotFinish: 'Google sign-in did not finish. Please try again.',
  logout: 'Log out',
} as const;

export default auth;
