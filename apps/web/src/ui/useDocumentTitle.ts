import { useEffect } from 'react';
import { msg } from '../messages';

/**
 * Shows `title` in the browser tab (`iPhone 13 Pro · Parça B2B`) while the component is mounted with it, and puts
 * the previous title (the route's) back on leaving. Nothing happens while `title` is undefined (still loading).
 */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    let before: string | undefined;
    let left = false;
    // After the rest of this commit's effects: the root layout sets the route's title in the same commit, and a
    // parent's effects run after its children's.
    queueMicrotask(() => {
      if (left) return;
      before = document.title;
      document.title = `${title} · ${msg.app.name}`;
    });
    return () => {
      left = true;
      if (before !== undefined) document.title = before;
    };
  }, [title]);
}
