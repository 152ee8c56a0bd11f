import { ErrorCode } from '@lakbay/contracts';
import type { ReactNode } from 'react';
import { describeApiError } from '@/lib/api/api-error';
import { Button, type ButtonVariant } from './button';
import { EmptyState } from './empty-state';
import type { LineIconName } from './icons/line-icon';
import { Page } from './page';

export interface UnavailablePageProps {
  /** The failed read's error. */
  error: unknown;
  onRetry: () => void;
  /** The page's title while it cannot show the record. */
  title: string;
  narrow?: boolean;
  icon: LineIconName;
  /** The title when the read failed for another reason than the record not being there. */
  failedTitle: string;
  retryLabel: string;
  retryVariant?: ButtonVariant;
  /** What a page whose record is not there (404) says, and the way on (a list of such records). */
  missing: {
    /** The page's title then; `title` by default. */
    pageTitle?: string;
    title: string;
    text: ReactNode;
    to: string;
    linkLabel: string;
  };
}

/**
 * The page of one record (a Koach, an event, a challenge…) when it cannot be shown: not there (404),
 * with a link to where others are; or a failed read, with the server's (or the network's) message
 * and a retry.
 */
export function UnavailablePage({
  error,
  onRetry,
  title,
  narrow,
  icon,
  failedTitle,
  retryLabel,
  retryVariant,
  missing,
}: UnavailablePageProps) {
  const info = describeApiError(error);
  if (info.status === 404 || info.code === ErrorCode.NOT_FOUND) {
    return (
      <Page title={missing.pageTitle ?? title} narrow={narrow}>
        <EmptyState title={missing.title} icon={icon} link={{ to: missing.to, label: missing.linkLabel }}>
          {missing.text}
        </EmptyState>
      </Page>
    );
  }
  return (
    <Page title={title} narrow={narrow}>
      <EmptyState
        title={failedTitle}
        icon={icon}
        action={
          <Button variant={retryVariant} onClick={onRetry}>
            {retryLabel}
          </Button>
        }
      >
        {info.message}
      </EmptyState>
    </Page>
  );
}
