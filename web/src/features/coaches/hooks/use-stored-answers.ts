import { useEffect, useState } from 'react';

function read(key: string): Record<string, string> {
  try {
    const stored = sessionStorage.getItem(key);
    const value: unknown = stored ? JSON.parse(stored) : {};
    return typeof value === 'object' && value !== null ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/**
 * Booking answers kept in this tab's session storage under `key`, so a reload on step 2 or 3 keeps
 * them; they never go into the address (they can be personal). `clear` forgets them after booking.
 */
export function useStoredAnswers(key: string) {
  const [answers, setAnswers] = useState<Record<string, string>>(() => read(key));
  const [loadedKey, setLoadedKey] = useState(key);
  if (loadedKey !== key) {
    setLoadedKey(key);
    setAnswers(read(key));
  }
  useEffect(() => {
    try {
      if (Object.keys(answers).length > 0) {
        sessionStorage.setItem(key, JSON.stringify(answers));
      }
    } catch {
      // Storage full or blocked: the answers still live in the page.
    }
  }, [key, answers]);
  const clear = () => {
    try {
      sessionStorage.removeItem(key);
    } catch {
      // Nothing to forget.
    }
  };
  return { answers, setAnswers, clear };
}
