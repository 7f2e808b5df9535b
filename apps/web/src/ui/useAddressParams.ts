import { useCallback, useEffect, useRef, useState } from 'react';
import { type NavigateOptions, useSearchParams } from 'react-router';

type Change = (latest: URLSearchParams) => URLSearchParams;

/**
 * A page's filters kept in its address, safe for changes in quick succession. The router shows a new address only
 * after the route guard has run, so a second filter picked meanwhile would be built on the address before the first
 * and drop it (seen in CI: "Okunmamış", then a kind, and the list was no longer unread-only). Here each change is
 * built on the page's own last write, the page shows it at once, and the address follows, replacing the history
 * entry (the back button leaves the page rather than stepping through every filter). An address that is neither the
 * page's last write nor one still on its way came from outside (back, forward, a link) and is read back.
 */
export function useAddressParams() {
  const [address, setAddress] = useSearchParams();
  const current = address.toString();
  const [params, setParams] = useState(() => new URLSearchParams(current));
  const latest = useRef(current);
  // the page's writes the router has not shown yet, oldest first
  const pending = useRef<string[]>([]);
  useEffect(() => {
    const own = pending.current.indexOf(current);
    if (own >= 0) {
      pending.current.splice(0, own + 1);
      return;
    }
    if (current === latest.current) return;
    latest.current = current;
    pending.current = [];
    setParams(new URLSearchParams(current));
  }, [current]);

  const write = useCallback(
    (change: Change, options?: Omit<NavigateOptions, 'replace'>) => {
      const next = change(new URLSearchParams(latest.current));
      const text = next.toString();
      if (text === latest.current) return;
      latest.current = text;
      pending.current = [...pending.current.slice(-9), text];
      setParams(new URLSearchParams(text));
      setAddress(next, { ...options, replace: true });
    },
    [setAddress],
  );
  return [params, write] as const;
}
