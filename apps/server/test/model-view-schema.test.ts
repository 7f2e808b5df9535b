/**
 * The model page is JSON built by the database and sent as bytes, so the serializer never checks it against its
 * schema: this test does, for both views. Parsing strips unknown keys, so "parsed equals raw" also catches a field the
 * schema does not declare.
 */
import { catalogApi, modelView, productsApi } from '@parca/contract';
import { beforeAll, expect, it } from 'vitest';
import { addProductVariantViaApi, createModelTree, createProductViaApi, uploadImage } from './catalog-fixtures.ts';
import { describeEachDatabase, injectRoute, useApiSuite } from './helpers.ts';

describeEachDatabase('model page schema', (target) => {
  const { t, admin, dealer } = useApiSuite(target);
  let modelId: number;

  beforeAll(async () => {
    modelId = (await createModelTree(t.db)).model.id;
    const active = await createProductViaApi(t, admin.headers, { modelIds: [modelId], description: 'Ekran' });
    const withImage = await addProductVariantViaApi(t, admin.headers, { productId: active.id });
    await addProductVariantViaApi(t, admin.headers, { productId: active.id, stock: { quantity: 0 } });
    const uploaded = await uploadImage(t, admin.headers, { productId: active.id, ...withImage });
    expect(uploaded.statusCode).toBe(200);
    const passive = await createProductViaApi(t, admin.headers, { modelIds: [modelId] });
    await addProductVariantViaApi(t, admin.headers, { productId: passive.id });
    const status = await injectRoute(
      t,
      productsApi.setProductStatus,
      { body: { productId: passive.id, active: false } },
      admin.headers,
    );
    expect(status.statusCode).toBe(204);
  });

  it("the dealer's page matches the schema and holds no admin field", async () => {
    const res = await injectRoute(t, catalogApi.getModelView, { params: { id: modelId } }, dealer.headers);
    expect(res.statusCode).toBe(200);
    const raw = res.json();
    expect(modelView.parse(raw)).toEqual(raw);
    expect(raw.products).toHaveLength(1);
    const variants = raw.products[0].variants;
    expect(variants).toHaveLength(2);
    expect(variants.some((v: { thumbUrl: string | null }) => v.thumbUrl !== null)).toBe(true);
    for (const v of variants) expect(Object.keys(v)).not.toContain('quantity');
    expect(Object.keys(raw.products[0])).not.toContain('active');
  });

  it("the admin's page matches the schema, with passive products, quantities and critical levels", async () => {
    const res = await injectRoute(t, catalogApi.getAdminModelView, { params: { id: modelId } }, admin.headers);
    expect(res.statusCode).toBe(200);
    const raw = res.json();
    expect(modelView.parse(raw)).toEqual(raw);
    expect(raw.products.map((p: { active: boolean }) => p.active).sort()).toEqual([false, true]);
    for (const p of raw.products) for (const v of p.variants) expect(v).toHaveProperty('criticalLevel');
  });
});
