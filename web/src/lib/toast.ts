/**
 * Toasts (spec section 9: top-centre), callable from anywhere: components, hooks, submit
 * handlers. antd's message is loaded on the first toast, so pages without one never pay for it.
 */
export type ToastKind = 'success' | 'error' | 'info' | 'warning';

/** Durations of spec section 9, in seconds. */
export const TOAST_SECONDS = {
  default: 3,
  enrolmentError: 7,
  submission: 5,
} as const;

export function toast(kind: ToastKind, content: string, seconds: number = TOAST_SECONDS.default): Promise<void> {
  return import('@/components/antd/antd-static').then(
    ({ message }) => {
      void message[kind]({ content, duration: seconds });
      return undefined;
    },
    (error: unknown) => {
      // The toast chunk itself failed (offline, new deployment): the screen still shows the error inline.
      console.error('Could not show a toast', error);
    },
  );
}
