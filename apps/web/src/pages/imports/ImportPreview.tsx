import type { ImportNewNames, ImportResult } from '@parca/contract';
import { Alert, Segmented, Table, type TableProps, Tag } from 'antd';
import { useState } from 'react';
import { type PreviewEntry, type PreviewFilter, previewCounts, previewEntries } from './previewLogic';
import { importPreview as t } from './previewMessages';
import './imports.css';

const actionColors: Record<PreviewEntry['action'], string> = {
  create: 'success',
  update: 'processing',
  delete: 'warning',
  skip: 'default',
  error: 'error',
};

const columns: TableProps<PreviewEntry>['columns'] = [
  { title: t.colLine, dataIndex: 'line', width: 70, align: 'right', render: (line: number) => line || '–' },
  {
    title: t.colAction,
    dataIndex: 'action',
    width: 90,
    render: (action: PreviewEntry['action']) => <Tag color={actionColors[action]}>{t.actions[action]}</Tag>,
  },
  { title: t.colTarget, dataIndex: 'target', width: 170, render: (v: string) => <span className="stk-mono">{v}</span> },
  { title: t.colName, dataIndex: 'name', width: 220 },
  { title: t.colBefore, dataIndex: 'before', width: 160 },
  { title: t.colAfter, dataIndex: 'after', width: 160 },
  { title: t.colNote, dataIndex: 'note', width: 260 },
];

const filterOrder: PreviewFilter[] = ['all', 'create', 'update', 'delete', 'skip', 'error'];

/** What an import would do: the names it creates, every bad line with its number and reason, and each line's action. */
export function ImportPreview({ result }: { result: ImportResult }) {
  const [filter, setFilter] = useState<PreviewFilter>('all');
  const counts = previewCounts(result);
  const entries = previewEntries(result, filter);
  // the filters with lines, and the one chosen
  const options = filterOrder
    .filter((f) => f === 'all' || f === filter || counts[f] > 0)
    .map((f) => ({ value: f, label: `${t.filters[f]} (${counts[f]})` }));
  return (
    <div className="imp-preview">
      <div className="stk-muted">{t.lines(result.lines)}</div>
      {result.errors.length > 0 && (
        <Alert
          type="error"
          showIcon
          title={t.errorsTitle(result.failed)}
          description={
            <ul className="imp-errors">
              {result.errors.slice(0, 10).map((e) => (
                <li key={`${e.line}-${e.column}-${e.message}`}>
                  <strong>{t.errorLine(e.line)}</strong>
                  {e.column ? ` (${e.column})` : ''}: {e.message}
                </li>
              ))}
              {result.errors.length > 10 || result.moreErrors > 0 ? (
                <li>{t.moreErrors(result.errors.length - Math.min(10, result.errors.length) + result.moreErrors)}</li>
              ) : null}
            </ul>
          }
        />
      )}
      <NewNames names={result.newNames} />
      <Segmented<PreviewFilter>
        aria-label={t.filterLabel}
        options={options}
        value={filter}
        onChange={setFilter}
        className="imp-filter"
      />
      <Table<PreviewEntry>
        size="small"
        rowKey="key"
        columns={columns}
        dataSource={entries}
        scroll={{ x: 1130 }}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: t.empty }}
      />
    </div>
  );
}

function NewNames({ names }: { names: ImportNewNames }) {
  const kinds = (Object.keys(t.newNames) as (keyof ImportNewNames)[]).filter((k) => names[k].length > 0);
  if (kinds.length === 0) return null;
  return (
    <Alert
      type="info"
      title={t.newNamesTitle}
      description={
        <dl className="imp-names">
          {kinds.map((k) => (
            <div key={k}>
              <dt>{t.newNames[k]}</dt>
              <dd>{names[k].join(', ')}</dd>
            </div>
          ))}
        </dl>
      }
    />
  );
}
