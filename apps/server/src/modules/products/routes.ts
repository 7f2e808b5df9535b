import { productsApi, Role } from '@parca/contract';
import { currentUser } from '../../lib/access.ts';
import { serveArea } from '../../lib/routes.ts';
import type { Api, Deps } from '../types.ts';
import {
  createProduct,
  getProduct,
  listProducts,
  productNotFound,
  setProductStatus,
  updateProduct,
  updateProductName,
} from './service.ts';
import {
  changeProductVariantStock,
  createProductVariant,
  deleteProductVariant,
  setVariantStockPrice,
} from './variants.ts';

export function productsRoutes(api: Api, { db }: Deps) {
  serveArea(api, productsApi, {
    /** Dealers see active products only; admins see passive ones too (and may filter by `active`). */
    getProducts: (req) => listProducts(db, req.query, { activeOnly: currentUser(req).role !== Role.Admin }),
    getProduct: async (req) => {
      const product = await getProduct(db, req.params.id);
      if (!product.active && currentUser(req).role !== Role.Admin) throw productNotFound();
      return product;
    },
    createProduct: (req) => createProduct(db, req.body),
    updateProductName: (req) => updateProductName(db, req.body.productId, req.body.name),
    setProductStatus: (req) => setProductStatus(db, req.body.productId, req.body.active),
    updateStockPrice: (req) => setVariantStockPrice(db, req.body, currentUser(req).id),
    updateProduct: (req) => updateProduct(db, req.params.id, req.body),
    addProductVariant: (req) => createProductVariant(db, req.body, currentUser(req).id),
    changeProductVariantStock: (req) => changeProductVariantStock(db, req.body.productVariantId, req.body.stockId),
    deleteProductVariant: (req) => deleteProductVariant(db, req.body.productVariantId),
  });
}
