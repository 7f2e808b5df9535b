import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import { categoryTypeNames, formatDateTime, formatInteger, type ProductDetail } from '@parca/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Form, Row, Switch, Tag, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../api/client';
import { getProduct, productKeys, setProductStatus, updateProduct } from '../../api/products';
import { msg } from '../../messages';
import { paths } from '../../paths';
import { DetailQuery } from '../../ui/DetailQuery';
import { toast } from '../../ui/kit/toast';
import { PageHeader } from '../../ui/PageHeader';
import { positiveInt } from '../../ui/paging';
import { useSubmit } from '../../ui/useSubmit';
import { groupByBrand } from '../catalog';
import { AddVariantModal } from './AddVariantModal';
import { products } from './messages';
import { ProductFields, type ProductFieldValues, toProductBody } from './ProductFields';
import { useProductCache } from './productCache';
import { VariantsTable } from './VariantsTable';
import '../../ui/lists.css';
import { ActivityPanel } from '../../ui/activity/ActivityTable';

const t = products;

export default function ProductDetailPage() {
  const { id: idParam } = useParams();
  const id = positiveInt(idParam);
  const query = useQuery({
    queryKey: productKeys.detail(id ?? 0),
    queryFn: () => getProduct(id),
    enabled: id !== undefined,
  });

  const back = (
    <Link to={paths.adminProducts}>
      <ArrowLeftOutlined aria-hidden /> {t.backToList}
    </Link>
  );

  return (
    <DetailQuery validId={id !== undefined} query={query} back={back} loadFailed={t.loadFailed}>
      {(product) => <ProductView product={product} back={back} />}
    </DetailQuery>
  );
}

function ProductView({ product, back }: { product: ProductDetail; back: ReactNode }) {
  const [adding, setAdding] = useState(false);
  return (
    <>
      <div className="stk-back">{back}</div>
      <PageHeader
        title={product.name}
        subtitle={`${product.category.name} · ${categoryTypeNames[product.category.type]}`}
        extra={<StatusSwitch product={product} />}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <ProductForm key={product.id} product={product} />
        </Col>
        <Col xs={24} lg={10}>
          <ModelsCard product={product} />
        </Col>
        <Col xs={24}>
          <Card
            title={`${t.variantsTitle} (${formatInteger(product.variants.length)})`}
            extra={
              <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
                {t.addVariant}
              </Button>
            }
          >
            <VariantsTable product={product} />
          </Card>
        </Col>
        <Col xs={24}>
          <ActivityPanel entity="product" entityId={product.id} />
        </Col>
      </Row>
      <AddVariantModal product={product} open={adding} onClose={() => setAdding(false)} />
    </>
  );
}

/** Aktif / Pasif, changed at once and put back if the server refuses. */
function StatusSwitch({ product }: { product: ProductDetail }) {
  const cache = useProductCache(product.id);
  const status = useMutation({
    mutationFn: (active: boolean) => setProductStatus(product.id, active),
    onMutate: (active) => {
      const previous = cache.get()?.active;
      cache.set((p) => ({ ...p, active }));
      return { previous };
    },
    onError: (err, _active, context) => {
      if (context?.previous !== undefined) cache.set((p) => ({ ...p, active: context.previous as boolean }));
      toast.error(errorMessage(err, t.statusFailed));
    },
    onSuccess: (_data, active) => {
      toast.success(t.statusChanged(active));
      cache.touchOthers(true);
    },
  });
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the Switch inside is the control
    <label className="stk-switch-label">
      <Typography.Text type="secondary">{t.colStatus}</Typography.Text>
      <Switch
        checked={product.active}
        checkedChildren={t.active}
        unCheckedChildren={t.passive}
        loading={status.isPending}
        onChange={(active) => status.mutate(active)}
      />
    </label>
  );
}

function ProductForm({ product }: { product: ProductDetail }) {
  const cache = useProductCache(product.id);
  const [form] = Form.useForm<ProductFieldValues>();
  const save = async (values: ProductFieldValues) => {
    const saved = await updateProduct(product.id, toProductBody(values));
    cache.set(() => saved);
    cache.touchOthers(true);
    form.setFieldsValue(toValues(saved));
    toast.success(t.saved);
  };
  const submit = useSubmit(form, save, t.saveFailed);

  return (
    <Card title={t.detailsTitle} style={{ height: '100%' }}>
      <Form<ProductFieldValues> {...submit.form} initialValues={toValues(product)}>
        <ProductFields compactModels saved={product} />
        <div className="stk-form-footer">
          <Typography.Text type="secondary" className="app-tabular">
            {t.createdAt}: {formatDateTime(product.createdAt)} · {t.updatedAt}: {formatDateTime(product.updatedAt)}
          </Typography.Text>
          <Button type="primary" htmlType="submit" loading={submit.busy}>
            {msg.common.save}
          </Button>
        </div>
      </Form>
    </Card>
  );
}

const toValues = (p: ProductDetail): ProductFieldValues => ({
  name: p.name,
  description: p.description,
  categoryId: p.category.id,
  modelIds: p.models.map((m) => m.id),
});

function ModelsCard({ product }: { product: ProductDetail }) {
  const groups = groupByBrand(product.models);
  return (
    <Card
      title={`${t.visibleIn} (${formatInteger(product.models.length)})`}
      styles={{ title: { whiteSpace: 'normal' } }}
      style={{ height: '100%' }}
    >
      {groups.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.noModels} />
      ) : (
        <div className="stk-model-groups">
          {groups.map(([brand, models]) => (
            <div key={brand}>
              <Typography.Text strong>{brand}</Typography.Text>
              <div className="stk-tags" style={{ marginTop: 6 }}>
                {models.map((m) => (
                  <Tag key={m.id}>
                    <Link to={paths.adminModel(m.id)}>{m.name}</Link>
                  </Tag>
                ))}
              </div>
            </div>
          ))}
        </div>
      )}
    </Card>
  );
}
