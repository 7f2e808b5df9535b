import { catalogApi } from '@parca/contract';
import { beforeAll, expect, it } from 'vitest';
import { buildModelView, createModelViewCache } from '../src/modules/catalog/model-view.ts';
import { modelPageVersion } from '../src/modules/catalog/page-version.ts';
import { describeEachDatabase, injectRoute, useApiSuite } from './helpers.ts';

describeEachDatabase('model page cache', (target) => {
  const { t, admin } = useApiSuite(target);
  const models: number[] = [];
  beforeAll(async () => {
    const idOf = async (created: ReturnType<typeof injectRoute>) => (await created).json().id as number;
    const brandId = await idOf(injectRoute(t, catalogApi.createBrand, { body: { name: 'Apple' } }, admin.headers));
    const seriesId = await idOf(
      injectRoute(t, catalogApi.createSeries, { body: { name: 'iPhone 13 Serisi', brandId } }, admin.headers),
    );
    for (const name of ['iPhone 13 A', 'iPhone 13 B', 'iPhone 13 C'])
      models.push(await idOf(injectRoute(t, catalogApi.createModel, { body: { name, seriesId } }, admin.headers)));
  });

  /** The real page builder, counted. */
  const counted = () => {
    const builds: number[] = [];
    const build: typeof buildModelView = (db, modelId, kind) => {
      builds.push(modelId);
      return buildModelView(db, modelId, kind);
    };
    return { builds, build };
  };
  const plain = { acceptsGzip: false };

  it('builds a page once for requests that miss it at the same time', async () => {
    const { builds, build } = counted();
    const view = createModelViewCache({ build });
    const answers = await Promise.all(Array.from({ length: 5 }, () => view(t.db, models[0], 'dealer', plain)));
    expect(builds).toEqual([models[0]]);
    const bodies = answers.map((a) => ('body' in a ? a.body?.toString() : undefined));
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0] as string).model.name).toBe('iPhone 13 A');
  });

  it('keeps within its byte budget and drops the least recently used page first', async () => {
    const { builds, build } = counted();
    const pageBytes = Buffer.byteLength((await buildModelView(t.db, models[0], 'dealer')) as string);
    const view = createModelViewCache({ build, maxBytes: Math.floor(pageBytes * 2.5) });
    for (const id of [models[0], models[1], models[0], models[2]]) await view(t.db, id, 'dealer', plain);
    expect(builds).toEqual([models[0], models[1], models[2]]);
    expect(view.held().pages).toBe(2);
    expect(view.held().bytes).toBeLessThanOrEqual(pageBytes * 2.5);
    // A was used after B, so B went: A is served from the cache, B is built again.
    await view(t.db, models[0], 'dealer', plain);
    await view(t.db, models[1], 'dealer', plain);
    expect(builds).toEqual([models[0], models[1], models[2], models[1]]);
  });

  it('rebuilds a page when its version (catalogue version, model stock stamp) moves on', async () => {
    const { builds, build } = counted();
    const view = createModelViewCache({ build });
    const version = await modelPageVersion(t.db, models[2]);
    const [catalog, stamp] = version.split('.').map(Number);
    await view(t.db, models[2], 'admin', { acceptsGzip: true, pageVersion: version });
    await view(t.db, models[2], 'admin', { acceptsGzip: true, pageVersion: version });
    await view(t.db, models[2], 'admin', { acceptsGzip: true, pageVersion: `${catalog}.${stamp + 1}` });
    await view(t.db, models[2], 'admin', { acceptsGzip: true, pageVersion: `${catalog + 1}.${stamp + 1}` });
    // A slow request still holding the older version gets its own page but does not replace the newer one.
    await view(t.db, models[2], 'admin', { acceptsGzip: true, pageVersion: version });
    await view(t.db, models[2], 'admin', { acceptsGzip: true, pageVersion: `${catalog + 1}.${stamp + 1}` });
    expect(builds).toEqual([models[2], models[2], models[2], models[2]]);
  });
});
