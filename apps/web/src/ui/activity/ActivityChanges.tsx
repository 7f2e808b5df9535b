import { type ActivityEntry, activityFieldName, activityValueText } from '@parca/contract';
import './activity.css';

/** An entry's changed fields, one a line: "Fiyat  $12,50 → $13,00" (money and numbers tr-TR, as the contract formats). */
export function ActivityChanges({ entry }: { entry: ActivityEntry }) {
  const changes = Object.entries(entry.changes);
  return (
    <div className="act-changes">
      {entry.summary && <div className="act-summary">{entry.summary}</div>}
      {changes.map(([field, [before, after]]) => (
        <div key={field} className="act-change">
          <span className="act-field">{activityFieldName(field)}</span>{' '}
          {before !== null && <span className="act-before">{activityValueText(field, before)}</span>}
          {before !== null && <span aria-hidden> → </span>}
          <span className="act-after">{activityValueText(field, after)}</span>
        </div>
      ))}
    </div>
  );
}
