import {
  idParam,
  idResponse,
  productCreate,
  productDetail,
  productList,
  productQuery,
  productStatus,
  productUpdate,
  productUpdateName,
  productVariantAdmin,
  productVariantChangeStock,
  productVariantCreate,
  productVariantDelete,
  productVariantIdResponse,
  productVariantStockPrice,
  Role,
} from '@parca/contract';
import { z } from 'zod';
import { currentUser } from '../../lib/access.ts';
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

const noContent = { 204: z.null() };

export function productsRoutes(api: Api, { db }: Deps) {
  /** Dealers see active products only; admins see passive ones too (and may filter by `active`). */
  api.get(
    '/products',
    {
      schema: { tags: ['products'], querystring: productQuery, response: { 200: productList } },
    },
    (request) => listProducts(db, request.query, { activeOnly: currentUser(request).role !== Role.Admin }),
  );

  api.get(
    '/products/:id',
    {
      schema: { tags: ['products'], params: idParam, response: { 200: productDetail } },
    },
    async (request) => {
      const product = await getProduct(db, request.params.id);
      if (!product.active && currentUser(request).role !== Role.Admin) throw productNotFound();
      return product;
    },
  );

  api.post(
    '/products',
    {
      config: { access: 'admin' },
      schema: { tags: ['products'], body: productCreate, response: { 201: idResponse } },
    },
    async (request, reply) => reply.status(201).send(await createProduct(db, request.body)),
  );

  api.put(
    '/products/updateName',
    {
      config: { access: 'admin' },
      schema: { tags: ['products'], body: productUpdateName, response: noContent },
    },
    async (request, reply) => {
      await updateProductName(db, request.body.productId, request.body.name);
      return reply.status(204).send(null);
    },
  );

  api.put(
    '/products/status',
    {
      config: { access: 'admin' },
      schema: { tags: ['products'], body: productStatus, response: noContent },
    },
    async (request, reply) => {
      await setProductStatus(db, request.body.productId, request.body.active);
      return reply.status(204).send(null);
    },
  );

  api.put(
    '/products/stock-price',
    {
      config: { access: 'admin' },
      schema: { tags: ['products'], body: productVariantStockPrice, response: { 200: productVariantAdmin } },
    },
    (request) => setVariantStockPrice(db, request.body, currentUser(request).id),
  );

  api.put(
    '/products/:id',
    {
      config: { access: 'admin' },
      schema: { tags: ['products'], params: idParam, body: productUpdate, response: { 200: productDetail } },
    },
    (request) => updateProduct(db, request.params.id, request.body),
  );

  api.post(
    '/products/variant',
    {
      config: { access: 'admin' },
      schema: { tags: ['products'], body: productVariantCreate, response: { 201: productVariantIdResponse } },
    },
    async (request, reply) =>
      reply.status(201).send(await createProductVariant(db, request.body, currentUser(request).id)),
  );

  api.post(
    '/products/ChangeProductVariantStock',
    {
      config: { access: 'admin' },
      schema: { tags: ['products'], body: productVariantChangeStock, response: noContent },
    },
    async (request, reply) => {
      await changeProductVariantStock(db, request.body.productVariantId, request.body.stockId);
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/products/DeleteProductVariant',
    {
      config: { access: 'admin' },
      schema: { tags: ['products'], body: productVariantDelete, response: noContent },
    },
    async (request, reply) => {
      await deleteProductVariant(db, request.body.productVariantId);
      return reply.status(204).send(null);
    },
  );
}
