import { useEffect, useRef, useState } from 'react';
import { useDebounced } from './useDebounced';

/**
 * The text of a search box kept in the URL: the trimmed text is written `ms` after the last key, and a URL value
 * changed from outside (back, forward, a link without it, "clear filters") is written into the box.
 */
export function useUrlSearchText(urlValue: string, write: (search: string) => void, ms = 300) {
  const [text, setText] = useState(urlValue);
  const search = useDebounced(text.trim(), ms);
  // the value box and URL last agreed on: a URL value other than this one came from outside
  const synced = useRef(urlValue);
  const latest = useRef({ urlValue, write });
  latest.current = { urlValue, write };

  // only the settled text writes (not a URL change, which would put the old text back)
  useEffect(() => {
    if (search === latest.current.urlValue) return;
    synced.current = search;
    latest.current.write(search);
  }, [search]);

  useEffect(() => {
    if (urlValue === synced.current) return;
    synced.current = urlValue;
    setText(urlValue);
  }, [urlValue]);

  return [text, setText] as const;
}
