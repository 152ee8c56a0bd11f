import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';
import { PATHS } from '@/lib/paths';
import { loginModalClosed, selectLoginModalOpen } from '@/lib/state';

// The form, antd's Modal and Input stay out of the first download until someone needs them.
const LoginDialog = lazy(async () => ({ default: (await import('./login-dialog')).LoginDialog }));

/**
 * The login form in a modal whose open state is shared (spec section 2), so any code, the API's
 * 401 handling included, can ask the visitor to log in without leaving the page. Mounted once by
 * the app shell.
 */
export function LoginModal() {
  const wanted = useAppSelector(selectLoginModalOpen);
  const { pathname } = useLocation();
  // The login page already shows the form; a second copy on top of it helps nobody.
  const open = wanted && pathname !== PATHS.login;
  const dispatch = useAppDispatch();
  // Stay mounted after the first open so that closing can animate.
  const [requested, setRequested] = useState(open);
  if (open && !requested) {
    setRequested(true);
  }

  const lastFocused = useLastFocusedOutsideDialogs(open);

  if (!requested) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <LoginDialog
        open={open}
        onClose={() => dispatch(loginModalClosed())}
        // Focus goes back to where the visitor was, even if that control was disabled (loading)
        // when the modal opened, which antd's own focus return cannot know.
        onClosed={() => {
          const target = lastFocused.current;
          if (target?.isConnected && !target.matches(':disabled')) {
            target.focus();
          } else {
            document.getElementById('main')?.focus();
          }
        }}
      />
    </Suspense>
  );
}

/**
 * The element that last had focus outside any dialog before this one opened. While it is open, a
 * Tab past its last control lands on the page (the skip link) for a moment before antd's focus lock
 * pulls it back: document listeners hear that focusin first, so it must not count as the opener.
 */
function useLastFocusedOutsideDialogs(open: boolean) {
  const last = useRef<HTMLElement | null>(null);
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  }, [open]);
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!openRef.current && target instanceof HTMLElement && !target.closest('[role="dialog"], .ant-modal-wrap')) {
        last.current = target;
      }
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);
  return last;
}
