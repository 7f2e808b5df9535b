import { catalogApi, ErrorCode, type FavouriteModels, favouritesApi } from '@parca/contract';
import { expect, it } from 'vitest';
import {
  addProductVariantViaApi,
  createBrand,
  createModel,
  createModelTree,
  createProductViaApi,
  createSeries,
  type Headers,
} from './catalog-fixtures.ts';
import { describeEachDatabase, injectRoute, signIn, useApiSuite } from './helpers.ts';
import { setProductActive } from './order-fixtures.ts';

/** Favourite models: kept per signed-in person, listed with brand, series and the products a dealer sees. */
describeEachDatabase('favourite models', (target) => {
  const { t, admin, dealer } = useApiSuite(target);

  const star = (headers: Headers, id: number) =>
    injectRoute(t, favouritesApi.addFavouriteModel, { params: { id } }, headers);
  const unstar = (headers: Headers, id: number) =>
    injectRoute(t, favouritesApi.removeFavouriteModel, { params: { id } }, headers);
  const list = async (headers: Headers) => {
    const res = await injectRoute(t, favouritesApi.getFavouriteModels, {}, headers);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as FavouriteModels).items;
  };
  const ids = async (headers: Headers) => (await list(headers)).map((m) => m.id);

  it('an unknown model is 404 in Turkish; a bad id is 400 naming the field', async () => {
    const res = await star(dealer.headers, 999_999);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: ErrorCode.NotFound, message: 'Model bulunamadı.' });
    const bad = await injectRoute(t, favouritesApi.addFavouriteModel, { params: { id: 'abc' } }, dealer.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Kimlik');
    expect(await ids(dealer.headers)).toEqual([]);
  });

  it('starring twice keeps one; taking the star off twice is no error', async () => {
    const { model } = await createModelTree(t.db);
    expect((await star(dealer.headers, model.id)).statusCode).toBe(204);
    expect((await star(dealer.headers, model.id)).statusCode).toBe(204);
    expect(await ids(dealer.headers)).toEqual([model.id]);
    expect((await unstar(dealer.headers, model.id)).statusCode).toBe(204);
    expect((await unstar(dealer.headers, model.id)).statusCode).toBe(204);
    expect(await ids(dealer.headers)).toEqual([]);
  });

  it('lists names and the products a dealer sees, in Turkish order of brand, series and model', async () => {
    const user = await signIn(t, 3);
    // C < Ç < Z and H < I < İ, which code-point order gets wrong (Ç and İ sort after Z there).
    const zet = await createBrand(t.db, 'Zet Marka');
    const cag = await createBrand(t.db, 'Çağ Marka');
    const cep = await createBrand(t.db, 'Cep Marka');
    const cagSeries = await createSeries(t.db, cag.id, 'Ç Serisi');
    const inceModel = await createModel(t.db, cagSeries.id, 'İnce');
    const ilikModel = await createModel(t.db, cagSeries.id, 'Ilık');
    const hizModel = await createModel(t.db, cagSeries.id, 'Hız');
    const zetModel = await createModel(t.db, (await createSeries(t.db, zet.id, 'Z Serisi')).id, 'Z1');
    const cepModel = await createModel(t.db, (await createSeries(t.db, cep.id, 'C Serisi')).id, 'C1');
    // İnce: one active product with a variant (counted), one passive, one without a variant (neither counted).
    const shown = await createProductViaApi(t, admin.headers, { modelIds: [inceModel.id] });
    await addProductVariantViaApi(t, admin.headers, { productId: shown.id });
    const passive = await createProductViaApi(t, admin.headers, { modelIds: [inceModel.id] });
    await addProductVariantViaApi(t, admin.headers, { productId: passive.id });
    await setProductActive(t, admin.headers, passive.id, false);
    await createProductViaApi(t, admin.headers, { modelIds: [inceModel.id] });

    for (const m of [zetModel, inceModel, cepModel, hizModel, ilikModel]) await star(user.headers, m.id);
    expect(await list(user.headers)).toEqual([
      { id: cepModel.id, name: 'C1', seriesName: 'C Serisi', brandName: 'Cep Marka', productCount: 0 },
      { id: hizModel.id, name: 'Hız', seriesName: 'Ç Serisi', brandName: 'Çağ Marka', productCount: 0 },
      { id: ilikModel.id, name: 'Ilık', seriesName: 'Ç Serisi', brandName: 'Çağ Marka', productCount: 0 },
      { id: inceModel.id, name: 'İnce', seriesName: 'Ç Serisi', brandName: 'Çağ Marka', productCount: 1 },
      { id: zetModel.id, name: 'Z1', seriesName: 'Z Serisi', brandName: 'Zet Marka', productCount: 0 },
    ]);
  });

  it("one person's favourites are not another's: neither listed nor removed by them", async () => {
    const [a, b] = [await signIn(t, 3), await signIn(t, 3)];
    const { model } = await createModelTree(t.db);
    await star(a.headers, model.id);
    expect(await ids(b.headers)).toEqual([]);
    expect((await unstar(b.headers, model.id)).statusCode).toBe(204);
    expect(await ids(a.headers)).toEqual([model.id]);
    // an admin has favourites of their own too
    expect(await ids(admin.headers)).not.toContain(model.id);
  });

  it('a deleted model leaves the list', async () => {
    const user = await signIn(t, 3);
    const { model } = await createModelTree(t.db);
    const kept = await createModelTree(t.db);
    await star(user.headers, model.id);
    await star(user.headers, kept.model.id);
    const deleted = await injectRoute(t, catalogApi.deleteModel, { params: { id: model.id } }, admin.headers);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await ids(user.headers)).toEqual([kept.model.id]);
    expect((await star(user.headers, model.id)).statusCode).toBe(404);
  });
});
