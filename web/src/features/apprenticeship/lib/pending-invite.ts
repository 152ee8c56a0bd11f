// Sign-up and onboarding end on the home page and carry no return address, so an invite link
// that sent a visitor to sign up is remembered for this tab and opened once onboarding is done.
const KEY = 'lakbay.pendingInviteToken';

export function rememberInviteToken(token: string): void {
  try {
    sessionStorage.setItem(KEY, token);
  } catch {
    // Storage may be off (private mode): the invite e-mail still holds the link.
  }
}

export function takeInviteToken(): string | null {
  try {
    const token = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return token;
  } catch {
    return null;
  }
}

export function peekInviteToken(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetInviteToken(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
