import { Modal } from 'antd';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AntdProvider } from '@/components/antd/antd-provider';
import { Z_INDEX } from '@/lib/theme';
import { AUTH_NS } from '../i18n/register';
import { LoginPanel } from './login-panel';

export interface LoginDialogProps {
  open: boolean;
  onClose: () => void;
  /** After the closing animation; the caller restores focus. */
  onClosed: () => void;
}

/** The caller restores focus (onClosed), not the modal. Module-level: antd memoises on it. */
const FOCUSABLE = { focusTriggerAfterClose: false };

const TABBABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the dialog's last control, or Shift+Tab from its first, goes round to the other end.
 * antd's focus lock pulls back focus that lands on the page, but the modal is the last thing in the
 * page, so Tab from its last control leaves the page for the browser's own controls, where no focus
 * event tells the lock, and the next Tab reaches the skip link.
 */
function cycleTab(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'Tab') {
    return;
  }
  const tabbable = [...event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.getClientRects().length > 0);
  const first = tabbable[0];
  const last = tabbable.at(-1);
  const target = event.shiftKey
    ? document.activeElement === first
      ? last
      : undefined
    : document.activeElement === last
      ? first
      : undefined;
  if (target) {
    event.preventDefault();
    target.focus();
  }
}

const cyclingTab = (node: ReactNode) => <div onKeyDown={cycleTab}>{node}</div>;

/** The antd Modal around the login panel; its own chunk, loaded on first open (see LoginModal). */
export function LoginDialog({ open, onClose, onClosed }: LoginDialogProps) {
  const { t } = useTranslation(AUTH_NS);
  return (
    // The shell has no antd theme of its own; the modal brings it.
    <AntdProvider>
      <Modal
        open={open}
        title={t('title')}
        footer={null}
        centered
        width={440}
        zIndex={Z_INDEX.modal}
        // A fresh form each time: no stale password or error from the last attempt.
        destroyOnHidden
        onCancel={onClose}
        afterClose={onClosed}
        focusable={FOCUSABLE}
        modalRender={cyclingTab}
      >
        <LoginPanel showHeading={false} autoFocus />
      </Modal>
    </AntdProvider>
  );
}
