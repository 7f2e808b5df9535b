import { type ReactNode, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import './print.css';

/**
 * A sheet for paper (an order, a pick list, a receipt, a statement): rendered straight under <body>, hidden on
 * screen; while it is mounted, printing shows only it (the shell, menus and toasts are hidden by print.css).
 */
export function PrintSheet({ children, label }: { children: ReactNode; label: string }) {
  useEffect(() => {
    const root = document.documentElement;
    root.classList.add('app-printing');
    return () => root.classList.remove('app-printing');
  }, []);
  return createPortal(
    <section className="app-print" aria-label={label}>
      {children}
    </section>,
    document.body,
  );
}

/**
 * What is being printed and a function to print something: `print(x)` renders `x`'s sheet (the caller renders it while
 * `printing` is set), then opens the browser's print dialog; the sheet goes away once the dialog closes.
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

/** The sheet's head: the wholesaler's name, the title and the document's number. */
export function PrintHead({ brand, title, no }: { brand: string; title: string; no?: string }) {
  return (
    <header className="print-head">
      <div>
        <div className="print-brand">{brand}</div>
        <h1>{title}</h1>
      </div>
      {no && <div className="print-no">{no}</div>}
    </header>
  );
}

/** Label–value pairs in two columns. */
export function PrintFacts({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <dl className="print-facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
