import { useQueryClient } from '@tanstack/react-query';
import { Form } from 'antd';
import { useNavigate } from 'react-router';
import { catalogKeys } from '../../api/catalog';
import { createProduct, productKeys } from '../../api/products';
import { paths } from '../../paths';
import { FormModal } from '../../ui/FormModal';
import { toast } from '../../ui/kit/toast';
import { products } from './messages';
import { ProductFields, type ProductFieldValues, toProductBody } from './ProductFields';

const t = products;
const initialValues: ProductFieldValues = { name: '', description: '', categoryId: undefined, modelIds: [] };

/** "Yeni Ürün": Ad, Açıklama, Kategori, Modeller → the new product's page. */
export function CreateProductModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [form] = Form.useForm<ProductFieldValues>();

  const onSubmit = async (values: ProductFieldValues) => {
    const { id } = await createProduct(toProductBody(values));
    toast.success(t.created);
    void queryClient.invalidateQueries({ queryKey: productKeys.all });
    void queryClient.invalidateQueries({ queryKey: catalogKeys.all });
    onClose();
    navigate(paths.adminProduct(id));
  };

  return (
    <FormModal<ProductFieldValues>
      open={open}
      title={t.createTitle}
      form={form}
      initialValues={initialValues}
      onSubmit={onSubmit}
      onClose={onClose}
      failMessage={t.createFailed}
      width={640}
    >
      <ProductFields />
    </FormModal>
  );
}
