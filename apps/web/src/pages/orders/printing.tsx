import { type ReactNode, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import './orderPrint.css';

/**
 * A sheet for paper: rendered straight under <body>, hidden on screen; while it is mounted, printing shows only it
 * (the shell, menus and toasts are hidden by orderPrint.css).
 */
export function PrintSheet({ children, label }: { children: ReactNode; label: string }) {
  useEffect(() => {
    const root = document.documentElement;
    root.classList.add('ord-printing');
    return () => root.classList.remove('ord-printing');
  }, []);
  return createPortal(
    <section className="ord-print" aria-label={label}>
      {children}
    </section>,
    document.body,
  );
}

/**
 * What is being printed and a function to print something: `print(x)` renders `x`'s sheet (the caller renders it while
 * `printing` is set), then opens the browser's print dialog. The sheet goes away once the dialog closes.
 */
export function usePrint<T>() {
  const [job, setJob] = useState<{ item: T; n: number }>();
  useEffect(() => {
    if (!job) return;
    const done = () => setJob((j) => (j === job ? undefined : j));
    window.addEventListener('afterprint', done);
    // effects run after the commit: the sheet is in the document now
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [job]);
  return {
    printing: job?.item,
    print: (item: T) => setJob((j) => ({ item, n: (j?.n ?? 0) + 1 })),
  };
}
