import { useCallback, useState } from 'react';
import { useStore } from 'react-redux';
import { type SessionRootState, withSessionHeaders } from './session-base-query';

/** The file name a Content-Disposition header gives (RFC 6266: filename* first), or null. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) {
    return null;
  }
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // a malformed escape: fall back to the plain name
    }
  }
  const plain = /filename="([^"]+)"/i.exec(disposition) ?? /filename=([^;]+)/i.exec(disposition);
  return plain ? plain[1].trim() : null;
}

/**
 * Downloads a file the API serves only to a session (a submission, a resume, a data export): a
 * plain link would go without the session's Authorization header and get 401. Fetches it with the
 * session's headers and hands it to the browser as a download. A refusal rejects with the answer
 * as RTK Query reports one ({ status, data }), so describeApiError says it.
 */
export function useDownload(): { download: (url: string, fallbackName: string) => Promise<void>; downloading: boolean } {
  const store = useStore<SessionRootState>();
  const [downloading, setDownloading] = useState(false);
  const download = useCallback(
    async (url: string, fallbackName: string) => {
      setDownloading(true);
      try {
        const response = await fetch(url, { headers: withSessionHeaders(new Headers(), store.getState()) });
        if (!response.ok) {
          const data: unknown = await response.json().catch(() => undefined);
          throw { status: response.status, data };
        }
        const blob = await response.blob();
        const href = URL.createObjectURL(blob);
        const link = document.createElement('a');
        link.href = href;
        link.download = fileNameOf(response.headers.get('content-disposition')) ?? fallbackName;
        document.body.append(link);
        link.click();
        link.remove();
        // After the click has been handled: revoking at once can cancel the download in some browsers.
        setTimeout(() => URL.revokeObjectURL(href), 60_000);
      } finally {
        setDownloading(false);
      }
    },
    [store],
  );
  return { download, downloading };
}
