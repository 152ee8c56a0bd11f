import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from './use-debounced-value';

/** Filters kept in the address bar, so a filtered list can be shared, reloaded and gone back to. */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, string | null>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) {
              next.set(key, value);
            } else {
              next.delete(key);
            }
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return { params, update };
}

/**
 * A text filter typed into a box: the box updates at once, the address (and so the query) once
 * typing has settled; changing it goes back to page 1.
 */
export function useDebouncedUrlText(name: string, params: URLSearchParams, update: (changes: Record<string, string | null>) => void) {
  const current = params.get(name) ?? '';
  const [text, setText] = useState(current);
  const settled = useDebouncedValue(text.trim());
  useEffect(() => {
    if (settled !== current) {
      update({ [name]: settled || null, page: null });
    }
    // Only a settled change of the typed words updates the address.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  return [text, setText] as const;
}
