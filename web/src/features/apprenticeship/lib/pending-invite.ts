// Sign-up and onboarding end on the home page and carry no return address, so an invite link
// that sent a visitor to sign up is remembered in this browser (the e-mailed sign-up link opens a
// new tab) and opened once onboarding is done.
const KEY = 'lakbay.pendingInviteToken';

export function rememberInviteToken(token: string): void {
  try {
    localStorage.setItem(KEY, token);
  } catch {
    // Storage may be off (private mode): the invite e-mail still holds the link.
  }
}

export function takeInviteToken(): string | null {
  try {
    const token = localStorage.getItem(KEY);
    localStorage.removeItem(KEY);
    return token;
  } catch {
    return null;
  }
}

export function peekInviteToken(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetInviteToken(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
