// The auth feature's public surface. Routes load its pages lazily by path (app/router.tsx).
export { LoginModal } from './components/login-modal';
export { GoogleSignIn } from './components/google-sign-in';
