import type { ReactNode } from 'react';
import { describeApiError } from '@/lib/api/api-error';
import { useDownload } from '@/lib/api/use-download';
import { toast } from '@/lib/toast';

/**
 * A link to a file the API serves only to a session (submissions, resumes): a click downloads it
 * with the session's headers (a plain link would get 401); a refusal is said in a toast. The href
 * stays for the browser's own "copy link" and for assistive technology.
 */
export function SessionFileLink({ href, fileName, children }: { href: string; fileName: string; children: ReactNode }) {
  const { download, downloading } = useDownload();
  return (
    <a
      href={href}
      aria-busy={downloading || undefined}
      onClick={(event) => {
        event.preventDefault();
        download(href, fileName).catch((error: unknown) => void toast('error', describeApiError(error).message));
      }}
    >
      {children}
    </a>
  );
}
