import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { KitCard } from '../../ui/kit/KitCard';
import { dashboard } from './messages';

const t = dashboard;

/** One figure of the dashboard as a card that opens its list: label, the figure, a line under it. */
export function FigureCard({
  to,
  icon,
  label,
  value,
  note,
  tone,
}: {
  to: string;
  icon: ReactNode;
  label: string;
  value: ReactNode;
  note?: ReactNode;
  /** Draws the eye: something waits (warning) or is over a limit (danger). */
  tone?: 'warning' | 'danger';
}) {
  return (
    <Link to={to} className="app-card-link dash-figure-link">
      <KitCard hoverable className={tone ? `dash-figure dash-figure-${tone}` : 'dash-figure'}>
        <span className="dash-figure-icon" aria-hidden>
          {icon}
        </span>
        <div className="dash-figure-body">
          <span className="dash-figure-label app-text-secondary">{label}</span>
          <div className="dash-figure-value app-tabular">{value}</div>
          {note && <div className="dash-figure-note">{note}</div>}
        </div>
      </KitCard>
    </Link>
  );
}

/** A card of a short list with "Tümü" to the whole list in its head. */
export function ListCard({ title, to, children }: { title: string; to: string; children: ReactNode }) {
  return (
    <KitCard
      small
      className="dash-list-card"
      title={title}
      extra={
        <Link to={to} aria-label={t.seeAllOf(title)}>
          {t.seeAll}
        </Link>
      }
    >
      {children}
    </KitCard>
  );
}
