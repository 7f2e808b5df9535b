import { EyeOutlined, WarningOutlined } from '@ant-design/icons';
import type { ModelProductView, ModelVariantView, ModelView } from '@parca/contract';
import { formatInteger, formatUsd } from '@parca/contract';
import { Button, Table, type TableColumnsType, Tag } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { msg } from '../../messages';
import { paths } from '../../paths';
import { catalog, modelPage } from './messages';
import { ModelBrowser } from './model/ModelBrowser';
import type { ProductGroup } from './model/modelGroups';

const t = modelPage;
const a = catalog.modelAdmin;

/** One table row: a variant, or a product without variants; product cells span the product's rows. */
interface Row {
  key: string;
  product: ModelProductView;
  variant: ModelVariantView | null;
  /** Rows the product cells span: the count on the product's first row, 0 on the others. */
  span: number;
}

function toRows(group: ProductGroup): Row[] {
  return group.categories.flatMap((c) =>
    c.products.flatMap((product): Row[] =>
      product.variants.length === 0
        ? [{ key: `p${product.id}`, product, variant: null, span: 1 }]
        : product.variants.map((variant, i) => ({
            key: `v${variant.productVariantId}`,
            product,
            variant,
            span: i === 0 ? product.variants.length : 0,
          })),
    ),
  );
}

const spanned = (row: Row) => ({ rowSpan: row.span });
const none = msg.common.none;

const columns: TableColumnsType<Row> = [
  {
    title: a.product,
    key: 'product',
    width: 240,
    onCell: spanned,
    render: (_, { product }) => <Link to={paths.adminProduct(product.id)}>{product.name}</Link>,
  },
  {
    title: a.category,
    key: 'category',
    width: 150,
    onCell: spanned,
    render: (_, { product }) => product.category.name,
  },
  {
    title: a.status,
    key: 'status',
    width: 90,
    onCell: spanned,
    render: (_, { product }) =>
      product.active === false ? <Tag>{a.passive}</Tag> : <Tag color="success">{a.active}</Tag>,
  },
  { title: a.variant, key: 'variant', width: 140, render: (_, { variant }) => variant?.variantName ?? none },
  {
    title: a.stockCode,
    key: 'stockCode',
    width: 170,
    render: (_, { variant }) => <span className="app-stock-code">{variant?.stockCode ?? none}</span>,
  },
  {
    title: a.quantity,
    key: 'quantity',
    align: 'right',
    width: 100,
    render: (_, { variant }) => (variant ? <QuantityCell variant={variant} /> : none),
  },
  {
    title: a.criticalLevel,
    key: 'criticalLevel',
    align: 'right',
    width: 130,
    render: (_, { variant }) =>
      variant ? <span className="app-tabular">{formatInteger(variant.criticalLevel)}</span> : none,
  },
  {
    title: a.priceUsd,
    key: 'priceUsd',
    align: 'right',
    width: 120,
    render: (_, { variant }) => (variant ? <span className="app-tabular">{formatUsd(variant.priceUsd)}</span> : none),
  },
];

/** The quantity, in red with a warning sign when it is at or below the critical level. */
function QuantityCell({ variant }: { variant: ModelVariantView }) {
  const quantity = variant.quantity ?? variant.available;
  const critical = quantity <= (variant.criticalLevel ?? 0);
  return (
    <span
      className={critical ? 'app-tabular app-qty-critical' : 'app-tabular'}
      title={critical ? a.critical : undefined}
    >
      {critical && <WarningOutlined aria-label={a.critical} />} {formatInteger(quantity)}
    </span>
  );
}

function adminCrumbs({ model }: ModelView) {
  return [
    { title: catalog.modelsPage.title, to: paths.adminModels },
    { title: model.brand.name },
    { title: model.series.name },
    { title: model.name },
  ];
}

/** /admin/models/:id — every product of a model with status, stock codes, quantities and prices. */
export default function AdminModelPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  return (
    <ModelBrowser
      kind="admin"
      modelId={id}
      crumbs={adminCrumbs}
      extra={
        <Button icon={<EyeOutlined />} onClick={() => navigate(paths.modelProducts(Number(id)))}>
          {a.dealerView}
        </Button>
      }
    >
      {({ groups, searching }) =>
        groups.map((group) => (
          <section key={group.type} aria-labelledby={searching ? `group-${group.type}` : undefined}>
            {searching && (
              <h2 className="app-group-title" id={`group-${group.type}`}>
                {group.label} <span className="app-tab-count">{formatInteger(group.count)}</span>
              </h2>
            )}
            <Table<Row>
              rowKey="key"
              size="middle"
              bordered
              columns={columns}
              dataSource={toRows(group)}
              pagination={false}
              scroll={{ x: 1000 }}
              locale={{ emptyText: t.noMatch }}
            />
          </section>
        ))
      }
    </ModelBrowser>
  );
}
