import { productsApi } from '@parca/contract';
import { currentUser } from '../../lib/access.ts';
import { type Api, type Deps, serveArea } from '../../lib/routes.ts';
import { exportStockUpdateRows, stockUpdateRows } from './for-stock-update.ts';
import {
  createProduct,
  getProduct,
  listProducts,
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
    // Admin only (stock quantities, critical levels, passive products): dealers read the catalogue through the
    // model page, GET /api/models/{id}.
    getProducts: (req) => listProducts(db, req.query),
    getForStockUpdate: (req) => stockUpdateRows(db, req.query),
    exportForStockUpdate: (req, reply) => exportStockUpdateRows(db, req.query, reply),
    getProduct: (req) => getProduct(db, req.params.id),
    createProduct: (req) => createProduct(db, req.body, currentUser(req).id),
    updateProductName: (req) => updateProductName(db, req.body.productId, req.body.name, currentUser(req).id),
    setProductStatus: (req) => setProductStatus(db, req.body.productId, req.body.active, currentUser(req).id),
    updateStockPrice: (req) => setVariantStockPrice(db, req.body, currentUser(req).id),
    updateProduct: (req) => updateProduct(db, req.params.id, req.body, currentUser(req).id),
    addProductVariant: (req) => createProductVariant(db, req.body, currentUser(req).id),
    changeProductVariantStock: (req) => changeProductVariantStock(db, req.body.productVariantId, req.body.stockId),
    deleteProductVariant: (req) => deleteProductVariant(db, req.body.productVariantId),
  });
}
