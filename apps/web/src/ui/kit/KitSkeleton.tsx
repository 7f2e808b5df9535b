import './surfaces.css';

/** Grey shimmering lines while something loads (antd's Skeleton: a title bar, then `rows` lines, the last shorter). */
export function KitSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className="kit-skeleton" aria-busy="true">
      <div className="kit-skeleton-line kit-skeleton-title" />
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines, never reordered
        <div key={i} className={`kit-skeleton-line${i === rows - 1 ? ' kit-skeleton-last' : ''}`} />
      ))}
    </div>
  );
}

/** One short shimmering bar in a line of text (antd's Skeleton.Input, small). */
export function KitSkeletonBar() {
  return <span className="kit-skeleton-line kit-skeleton-bar" aria-busy="true" />;
}
