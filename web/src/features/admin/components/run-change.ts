import { describeApiError } from '@/lib/api/api-error';
import { toast } from '@/lib/toast';

/** Spec section 8: admin changes answer with these sentences (the server sends them too). */
export const ADMIN_MESSAGES = {
  isActive: 'Updated the isActive value',
  isCoach: 'Updated the isCoach value',
  allowlist: 'Added the email to the allowlist',
} as const;

/** Runs an admin change: the server's message (or the spec's) as a success toast, the error's message otherwise. */
export async function runChange(change: () => Promise<{ message?: string }>, fallback: string): Promise<boolean> {
  try {
    const reply = await change();
    void toast('success', reply.message || fallback);
    return true;
  } catch (error) {
    void toast('error', describeApiError(error).message);
    return false;
  }
}
