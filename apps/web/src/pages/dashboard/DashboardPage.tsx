import { DollarOutlined } from '@ant-design/icons';
import { formatDateTime, formatRate, Role } from '@parca/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { dashboardKeys, getDashboard } from '../../api/dashboard';
import { useSession } from '../../auth/session';
import { adminLinks, type NavLink } from '../../layout/nav';
import { KitCard } from '../../ui/kit/KitCard';
import { KitSkeleton, KitSkeletonBar } from '../../ui/kit/KitSkeleton';
import { PageHeader } from '../../ui/PageHeader';
import { type DolarKuruState, useDolarKuru } from '../rates';
import { AdminFigures } from './AdminFigures';
import { DealerFigures } from './DealerFigures';
import { ModelPicker } from './ModelPicker';
import { dashboard } from './messages';
import './dashboard.css';

const t = dashboard;

/**
 * The dashboard: greeting and the dollar rate; for admins the day's figures above the model picker and the admin
 * shortcuts under it, for dealers their account and orders beside the picker (under it on a phone).
 */
export default function DashboardPage() {
  const session = useSession();
  const isAdmin = session?.role === Role.Admin;
  // the same answer as the picker's tree (one request; a failure shows there); account writes invalidate it
  const figures = useQuery({ queryKey: dashboardKeys.tree, queryFn: getDashboard, staleTime: 15_000 });

  return (
    <>
      <PageHeader title={t.greeting(session?.name ?? '')} extra={<RateInfo />} />
      {isAdmin ? (
        // the figures come with the picker's tree and stand above it: drawn together once the answer is in, so nothing
        // already on screen is pushed down when they arrive (a layout shift of 0.55 on a phone when drawn apart)
        figures.isPending ? (
          <KitSkeleton rows={8} />
        ) : (
          <>
            {figures.data?.admin && <AdminFigures figures={figures.data.admin} />}
            <ModelPicker />
            <h2 className="dash-section-title">{t.adminTitle}</h2>
            <LinkGrid links={adminLinks} />
          </>
        )
      ) : (
        <div className={figures.data?.dealer ? 'dash-dealer' : undefined}>
          <div className="dash-dealer-main">
            <ModelPicker />
          </div>
          {figures.data?.dealer && <DealerFigures figures={figures.data.dealer} />}
        </div>
      )}
    </>
  );
}

function RateInfo() {
  const rate = useDolarKuru();
  return (
    <div className="app-rate-info">
      <DollarOutlined className="app-rate-info-icon" />
      <div>
        <div className="app-rate-info-label">{t.rateTitle}</div>
        {/* the box keeps its height from the placeholder to the answer, with or without a note: nothing under it moves */}
        {!rate.loaded && !rate.error ? (
          <>
            <div className="app-rate-info-value dash-rate-line">
              <KitSkeletonBar />
            </div>
            <span className="app-rate-info-note dash-rate-note" />
          </>
        ) : (
          <>
            <div className="app-rate-info-value app-tabular dash-rate-line">{formatRate(rate.dolarKuru)}</div>
            <span
              className={`app-rate-info-note dash-rate-note ${rate.error ? 'app-text-danger' : 'app-text-secondary'}`}
            >
              {rateNote(rate)}
            </span>
          </>
        )}
      </div>
    </div>
  );
}

function rateNote({ error, dolarKuru, updatedAt }: DolarKuruState): string | null {
  if (error) return error;
  if (dolarKuru <= 0) return t.rateNeverSet;
  return updatedAt ? t.rateUpdatedAt(formatDateTime(updatedAt)) : null;
}

function LinkGrid({ links }: { links: NavLink[] }) {
  return (
    <div className="dash-grid dash-grid-links">
      {links.map((link) => (
        <Link key={link.path} to={link.path} className="app-card-link">
          <KitCard hoverable className="app-admin-card">
            {link.icon}
            <div style={{ minWidth: 0 }}>
              <strong className="app-admin-card-title">{link.label}</strong>
              {link.description && <span className="app-text-secondary">{link.description}</span>}
            </div>
          </KitCard>
        </Link>
      ))}
    </div>
  );
}
