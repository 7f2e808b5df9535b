import { type BulkImagesResult, formatInteger } from '@parca/contract';
import { Table, Typography } from 'antd';
import { bulkImages as t } from './messages';

type Matched = BulkImagesResult['matched'][number];

/** A titled list of file names (nothing when empty). */
function NameList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section className="bimg-list" aria-label={title}>
      <Typography.Title level={3} className="bimg-subtitle">
        {title} ({formatInteger(items.length)})
      </Typography.Title>
      <ul>
        {items.map((item, i) => (
          // the same name may come twice (two zips)
          // biome-ignore lint/suspicious/noArrayIndexKey: names repeat, the order is fixed
          <li key={`${i}-${item}`}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** What a bulk upload matched, and what it left out and why. */
export function BulkImagesPreview({ result }: { result: BulkImagesResult }) {
  return (
    <div className="bimg-preview">
      <Typography.Paragraph>
        {t.summary({
          pictures: result.pictures,
          matched: result.matched.length,
          unmatched: result.unmatched.length,
          duplicates: result.duplicates.length,
          extra: result.extra.length,
        })}
      </Typography.Paragraph>
      {result.matched.length > 0 && (
        <section aria-label={t.matchedTitle}>
          <Typography.Title level={3} className="bimg-subtitle">
            {t.matchedTitle} ({formatInteger(result.matched.length)})
          </Typography.Title>
          <Table<Matched>
            size="small"
            rowKey="fileName"
            dataSource={result.matched}
            pagination={result.matched.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
            columns={[
              { title: t.colCode, dataIndex: 'stockCode', render: (code: string) => <code>{code}</code> },
              { title: t.colFile, dataIndex: 'fileName', className: 'bimg-file' },
              { title: t.colVariants, dataIndex: 'productVariants', align: 'right', width: 80 },
            ]}
          />
        </section>
      )}
      <NameList title={t.failedTitle} items={result.failed.map((f) => `${f.fileName}: ${f.message}`)} />
      <NameList title={t.unmatchedTitle} items={result.unmatched} />
      <NameList
        title={t.duplicatesTitle}
        items={result.duplicates.map((d) => `${d.stockCode}: ${d.fileNames.join(', ')}`)}
      />
      <NameList
        title={t.extraTitle}
        items={result.extra.map(
          (e) => `${e.fileName} → ${e.stockCode} (${e.position}. görsel, ${e.productVariants} varyant)`,
        )}
      />
    </div>
  );
}
