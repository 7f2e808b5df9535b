import { DeleteOutlined, FileImageOutlined, PictureOutlined, SwapOutlined } from '@ant-design/icons';
import {
  formatUsd,
  type ProductDetail,
  type ProductVariantAdmin,
  type ProductVariantStockPrice,
  priceUsd,
  quantity,
  type VariantPicture,
} from '@parca/contract';
import { Button, Image, Popconfirm, Space, Table, type TableColumnType, type TableProps, Upload } from 'antd';
import { type HTMLAttributes, type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { errorMessage } from '../../api/client';
import { deleteVariantPicture } from '../../api/images';
import { deleteProductVariant, updateStockPrice, uploadVariantImage } from '../../api/products';
import { msg } from '../../messages';
import { prepareImage } from '../../ui/imageResize';
import { toast } from '../../ui/kit/toast';
import { numberColumn } from '../../ui/tableColumns';
import { quantityChangedOf, quantityChangedText, StockQuantity } from '../stocks';
import { ChangeStockModal } from './ChangeStockModal';
import { InlineNumber } from './InlineNumber';
import { products } from './messages';
import { useProductCache } from './productCache';
import { IMAGE_ACCEPT, imageProblem } from './productLogic';
import { type PendingQuantity, QuantityReasonModal } from './QuantityReasonModal';

const t = products;
const THUMB = 48;

/** The product's variants: image, variant, stock code, quantity and price edited in place, and the row actions. */
export function VariantsTable({ product }: { product: ProductDetail }) {
  const cache = useProductCache(product.id);
  const [changing, setChanging] = useState<{ open: boolean; variant?: ProductVariantAdmin }>({ open: false });
  const [asking, setAsking] = useState<{ open: boolean; pending?: PendingQuantity }>({ open: false });

  const applyChange = async (v: ProductVariantAdmin, change: Omit<ProductVariantStockPrice, 'productVariantId'>) => {
    const updated = await updateStockPrice({ productVariantId: v.productVariantId, ...change });
    cache.setVariant(updated);
    cache.touchOthers();
    toast.success(change.quantity !== undefined ? t.quantitySaved(v.stockCode) : t.priceSaved(v.stockCode));
  };

  const savePrice = async (v: ProductVariantAdmin, priceUsd: number) => {
    try {
      await applyChange(v, { priceUsd });
    } catch (err) {
      toast.error(errorMessage(err, t.stockPriceFailed));
      throw err;
    }
  };

  /** Every variant of the product selling from the stock shows its current quantity (a 409 told it). */
  const showQuantity = (stockId: number, quantity: number) => {
    cache.set((p) => ({ ...p, variants: p.variants.map((x) => (x.stockId === stockId ? { ...x, quantity } : x)) }));
    cache.touchOthers();
  };

  /**
   * A new quantity asks why first (the dialog shows the server's refusal itself); closing it keeps the old one. It is
   * sent with the quantity the row showed: if an order moved the stock meanwhile the server refuses (409), the row
   * shows the current figure and the dialog stays open over it, so the person decides again, never silently.
   */
  const saveQuantity = (v: ProductVariantAdmin, quantity: number) =>
    new Promise<void>((resolve, reject) => {
      const ask = (seen: number, notice?: string) => {
        const pending: PendingQuantity = {
          variant: v,
          seen,
          quantity,
          notice,
          save: async (reason) => {
            try {
              await applyChange(v, { quantity, expectedQuantity: seen, ...reason });
            } catch (err) {
              const change = quantityChangedOf(err, v.stockId);
              if (change) {
                showQuantity(v.stockId, change.currentQuantity);
                ask(change.currentQuantity, quantityChangedText(change));
              }
              throw err;
            }
            setAsking({ open: false, pending });
            resolve();
          },
          cancel: () => {
            setAsking({ open: false, pending });
            reject(new Error('cancelled'));
          },
        };
        setAsking({ open: true, pending });
      };
      ask(v.quantity);
    });

  /** The stock's quantity or price, edited in place. */
  const stockColumn = (
    field: 'quantity' | 'priceUsd',
    title: string,
    schema: z.ZodType,
    width: number,
    display: (v: ProductVariantAdmin) => ReactNode,
    input?: { prefix: string; width: number },
  ): TableColumnType<ProductVariantAdmin> => ({
    title,
    dataIndex: field,
    width,
    render: (_: number, v) => (
      <InlineNumber
        label={title}
        value={v[field]}
        display={display(v)}
        schema={schema}
        {...input}
        onSave={(value) => (field === 'quantity' ? saveQuantity(v, value) : savePrice(v, value))}
      />
    ),
  });

  const remove = async (v: ProductVariantAdmin) => {
    try {
      await deleteProductVariant(v.productVariantId);
      cache.set((p) => ({ ...p, variants: p.variants.filter((x) => x.productVariantId !== v.productVariantId) }));
      cache.touchOthers(true);
      toast.success(t.variantDeleted);
    } catch (err) {
      toast.error(errorMessage(err, t.deleteVariantFailed));
    }
  };

  const columns: TableProps<ProductVariantAdmin>['columns'] = [
    {
      title: t.colImage,
      key: 'image',
      width: THUMB + 32,
      render: (_: unknown, v) => <VariantThumb variant={v} product={product} />,
    },
    { title: t.colVariant, dataIndex: 'variantName', width: 120 },
    {
      title: t.colStockCode,
      dataIndex: 'stockCode',
      render: (code: string) => <span className="stk-mono">{code}</span>,
    },
    stockColumn('quantity', t.colQuantity, quantity, 110, (v) => (
      <StockQuantity quantity={v.quantity} criticalLevel={v.criticalLevel} />
    )),
    stockColumn(
      'priceUsd',
      t.colPrice,
      priceUsd,
      125,
      (v) => <span className="app-tabular">{formatUsd(v.priceUsd)}</span>,
      {
        prefix: '$',
        width: 105,
      },
    ),
    numberColumn(t.colCritical, 'criticalLevel', 80),
    {
      title: t.colActions,
      key: 'actions',
      width: 320,
      render: (_: unknown, v) => (
        <Space size={4} wrap>
          <ImageUpload product={product} variant={v} />
          <Button
            size="small"
            icon={<SwapOutlined aria-hidden />}
            onClick={() => setChanging({ open: true, variant: v })}
          >
            {t.changeStock}
          </Button>
          <Popconfirm
            title={t.deleteVariantConfirm}
            okText={t.deleteVariant}
            okButtonProps={{ danger: true }}
            cancelText={msg.common.cancel}
            onConfirm={() => remove(v)}
          >
            <Button size="small" danger icon={<DeleteOutlined aria-hidden />}>
              {t.deleteVariant}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Table<ProductVariantAdmin>
        rowKey="productVariantId"
        size="middle"
        columns={columns}
        dataSource={product.variants}
        pagination={false}
        locale={{ emptyText: t.noVariants }}
        scroll={{ x: 960 }}
        onRow={(v) => ({ 'data-testid': `pv-${v.stockCode}` }) as HTMLAttributes<HTMLElement>}
      />
      <QuantityReasonModal open={asking.open} pending={asking.pending} />
      <ChangeStockModal
        productId={product.id}
        open={changing.open}
        variant={changing.variant}
        onClose={() => setChanging((c) => ({ ...c, open: false }))}
      />
    </>
  );
}

/** The variant's first picture and its further ones (`_2` …), previewed as one group; a further one can be deleted. */
function VariantThumb({ variant, product }: { variant: ProductVariantAdmin; product: ProductDetail }) {
  const further = product.pictures.filter((p) => p.productVariantId === variant.productVariantId);
  if (!variant.thumbUrl && further.length === 0) {
    return (
      <div className="stk-thumb stk-thumb-empty" title={t.noImage} role="img" aria-label={t.noImage}>
        <PictureOutlined aria-hidden />
      </div>
    );
  }
  return (
    <Image.PreviewGroup>
      <Space size={4} wrap>
        {variant.thumbUrl && (
          <Image
            className="stk-thumb"
            src={variant.thumbUrl}
            width={THUMB}
            height={THUMB}
            alt={t.imageAlt(product.name, variant.variantName)}
            preview={{ src: variant.imageUrl ?? variant.thumbUrl }}
          />
        )}
        {further.map((p) => (
          <FurtherPicture key={p.id} picture={p} product={product} />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}

function FurtherPicture({ picture, product }: { picture: VariantPicture; product: ProductDetail }) {
  const cache = useProductCache(product.id);
  const remove = async () => {
    try {
      await deleteVariantPicture(picture.id);
      cache.set((p) => ({ ...p, pictures: p.pictures.filter((x) => x.id !== picture.id) }));
      cache.touchOthers(true);
      toast.success(t.pictureDeleted);
    } catch (err) {
      toast.error(errorMessage(err, t.pictureDeleteFailed));
    }
  };
  return (
    <Space size={0} direction="vertical" align="center">
      <Image
        className="stk-thumb"
        src={picture.thumbUrl}
        width={THUMB}
        height={THUMB}
        alt={t.furtherAlt(picture.position)}
        preview={{ src: picture.imageUrl }}
      />
      <Popconfirm
        title={t.deletePictureConfirm}
        okText={t.deletePicture(picture.position)}
        okButtonProps={{ danger: true }}
        cancelText={msg.common.cancel}
        onConfirm={remove}
      >
        <Button
          size="small"
          type="text"
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={t.deletePicture(picture.position)}
        />
      </Popconfirm>
    </Space>
  );
}

/**
 * "Görsel yükle": JPEG, PNG or WebP, the type checked here first; a large photo is downsized before the upload (the
 * server takes 5 MB, 40 Mpx). The new thumbnail shows at once.
 */
function ImageUpload({ product, variant }: { product: ProductDetail; variant: ProductVariantAdmin }) {
  const cache = useProductCache(product.id);
  const [busy, setBusy] = useState(false);

  return (
    <Upload
      accept={IMAGE_ACCEPT}
      showUploadList={false}
      maxCount={1}
      beforeUpload={(file) => {
        const problem = imageProblem(file);
        if (problem) {
          toast.error(problem);
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={async ({ file, onSuccess, onError }) => {
        setBusy(true);
        try {
          const urls = await uploadVariantImage({
            productId: product.id,
            variantId: variant.variantId,
            stockId: variant.stockId,
            image: await prepareImage(file as Blob),
          });
          cache.set((p) => ({
            ...p,
            variants: p.variants.map((x) => (x.productVariantId === variant.productVariantId ? { ...x, ...urls } : x)),
          }));
          cache.touchOthers();
          onSuccess?.(urls);
          toast.success(t.imageUploaded);
        } catch (err) {
          onError?.(err as Error);
          toast.error(errorMessage(err, t.imageFailed));
        } finally {
          setBusy(false);
        }
      }}
    >
      <Button size="small" icon={<FileImageOutlined aria-hidden />} loading={busy} title={t.uploadImageHelp}>
        {t.uploadImage}
      </Button>
    </Upload>
  );
}
