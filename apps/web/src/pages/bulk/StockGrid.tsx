import { UndoOutlined } from '@ant-design/icons';
import { formatInteger, type StockUpdateRow } from '@parca/contract';
import { Button, Input, Table, type TableProps, Tag } from 'antd';
import type { ClipboardEvent } from 'react';
import {
  cellText,
  type Edits,
  fieldLabels,
  type GridField,
  gridFields,
  parsePastedColumn,
  type StockEdit,
} from './gridState';
import { bulk as t } from './messages';

export interface StockGridProps {
  rows: StockUpdateRow[];
  loading: boolean;
  edits: Edits;
  /** Problems by stock and field: the browser's checks and the server's 400. */
  problems: ReadonlyMap<number, StockEdit>;
  /** A 409's rows: today's quantity by stock id. */
  moved: ReadonlyMap<number, number>;
  height: number;
  onCell: (row: StockUpdateRow, field: GridField, text: string) => void;
  /** A column pasted into the cell of the row at `index`: the values fill down from it. */
  onPasteColumn: (index: number, field: GridField, values: string[]) => void;
  onUndo: (stockId: number) => void;
  onTakeToday: (stockId: number) => void;
}

const numberWidth = 108;
const widths = { code: 150, product: 200, category: 100, models: 100, undo: 70 };

/**
 * Every row of the view in a virtual table (only the rows on screen are in the page, so 10,000 rows scroll as 20
 * do), with the three figures and the shelf as text fields: changed cells are highlighted, bad ones carry their reason.
 */
export function StockGrid(props: StockGridProps) {
  const { rows, edits, problems, moved, onCell, onPasteColumn, onUndo, onTakeToday } = props;

  const figure = (field: GridField): NonNullable<TableProps<StockUpdateRow>['columns']>[number] => ({
    title: fieldLabels[field],
    key: field,
    width: numberWidth,
    align: field === 'location' ? 'left' : 'right',
    render: (_: unknown, row, index) => {
      const edit = edits.get(row.stockId);
      const changed = edit?.[field] !== undefined;
      const problem = problems.get(row.stockId)?.[field];
      const today = field === 'quantity' ? moved.get(row.stockId) : undefined;
      const paste = (e: ClipboardEvent<HTMLInputElement>) => {
        const values = parsePastedColumn(e.clipboardData.getData('text/plain'));
        if (!values) return;
        e.preventDefault();
        onPasteColumn(index, field, values);
      };
      return (
        <div className="blk-cell">
          <Input
            size="small"
            className={changed ? 'blk-input blk-changed' : 'blk-input'}
            status={problem ? 'error' : undefined}
            inputMode={field === 'location' ? 'text' : field === 'priceUsd' ? 'decimal' : 'numeric'}
            autoComplete="off"
            aria-label={t.cellLabel(fieldLabels[field], row.stockCode, row.variantName)}
            aria-invalid={problem ? true : undefined}
            value={cellText(row, edits, field)}
            onChange={(e) => onCell(row, field, e.target.value)}
            onPaste={paste}
            data-cell={`${row.stockId}-${field}`}
          />
          {problem && <div className="blk-problem">{problem}</div>}
          {today !== undefined && (
            <div className="blk-problem">
              {t.todayQuantity(formatInteger(today))}{' '}
              <Button type="link" size="small" className="blk-take" onClick={() => onTakeToday(row.stockId)}>
                {t.takeToday}
              </Button>
            </div>
          )}
        </div>
      );
    },
  });

  const columns: TableProps<StockUpdateRow>['columns'] = [
    {
      title: t.colCode,
      dataIndex: 'stockCode',
      width: widths.code,
      render: (code: string) => <span className="stk-mono">{code}</span>,
    },
    {
      title: t.colProduct,
      key: 'product',
      width: widths.product,
      render: (_: unknown, row) => (
        <div className="blk-product">
          <span title={row.productName}>{row.productName}</span>
          <span className="stk-muted">
            {row.variantName}
            {!row.productActive && <Tag className="blk-passive">{t.passive}</Tag>}
          </span>
        </div>
      ),
    },
    { title: t.colCategory, dataIndex: 'categoryName', width: widths.category, ellipsis: true },
    { title: t.colModels, dataIndex: 'models', width: widths.models, ellipsis: true },
    ...gridFields.map(figure),
    {
      title: t.colActions,
      key: 'undo',
      width: widths.undo,
      align: 'center',
      render: (_: unknown, row) =>
        edits.has(row.stockId) ? (
          <Button
            size="small"
            type="text"
            icon={<UndoOutlined aria-hidden />}
            aria-label={t.undoRow(row.stockCode)}
            title={t.undoRow(row.stockCode)}
            onClick={() => onUndo(row.stockId)}
          />
        ) : null,
    },
  ];

  return (
    <Table<StockUpdateRow>
      className="blk-grid"
      virtual
      size="small"
      bordered
      rowKey="productVariantId"
      columns={columns}
      dataSource={rows}
      loading={props.loading}
      pagination={false}
      scroll={{ x: Object.values(widths).reduce((a, b) => a + b) + gridFields.length * numberWidth, y: props.height }}
      locale={{ emptyText: t.empty }}
    />
  );
}
