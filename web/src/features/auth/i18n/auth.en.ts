/** Log-in, in English. 'Log In', 'Log in', 'E-mail Address' and 'Password' are the spec's words (section 2). */
const auth = {
  title: 'Log In',
  formName: 'Log in',
  submit: 'Log in',
  email: 'E-mail Address',
  password: 'Password',
  welcome: 'Welcome back! Log in to keep exploring careers and connecting with Koaches.',
  forgot: 'Forgot password?',
  newHere: 'New to Lakbay? <signup>Create an account</signup>',
  agree: 'By logging in, you agree to our <terms>Terms of Use</terms> and <privacy>Privacy Policy</privacy>.',
  google: 'Continue with Google',
  googleDidNotFinish: 'Google sign-in did not finish. Please try again.',
  logout: 'Log out',
} as const;

export default auth;
