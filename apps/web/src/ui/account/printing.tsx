import { type ReactNode, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import './accountPrint.css';

/**
 * A sheet for paper (receipt, statement): rendered straight under <body>, hidden on screen; while it is mounted,
 * printing shows only it. The same pattern as the order's print sheet (pages/orders/printing.tsx), which a page
 * folder cannot share with ui/.
 */
export function PrintSheet({ children, label }: { children: ReactNode; label: string }) {
  useEffect(() => {
    const root = document.documentElement;
    root.classList.add('acc-printing');
    return () => root.classList.remove('acc-printing');
  }, []);
  return createPortal(
    <section className="acc-print" aria-label={label}>
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

/** The sheet's head as the printed order shows it: the wholesaler's name, the title and the document's number. */
export function PrintHead({ brand, title, no }: { brand: string; title: string; no?: string }) {
  return (
    <header className="acc-print-head">
      <div>
        <div className="acc-print-brand">{brand}</div>
        <h1>{title}</h1>
      </div>
      {no && <div className="acc-print-no">{no}</div>}
    </header>
  );
}

/** Label–value pairs in two columns. */
export function PrintFacts({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <dl className="acc-print-facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
