import { nameKey, searchWords } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';

/**
 * Model names as a file writes them, matched within a brand: the same name first (`nameKey`: "IPHONE 13" is
 * "iPhone 13"), preferring the line's series when two series hold it; else the one model whose words run together the
 * same (the search key's joined form: "iphone13" is "iPhone 13"). Two candidates are never guessed between.
 */

export type KnownModel = { id: number; name: string; seriesId: number; seriesName: string; brandId: number };
export type ModelMatch =
  | { model: KnownModel }
  | { problem: 'missing' }
  | { problem: 'ambiguous'; candidates: KnownModel[] };

/** "iPhone 13 Pro" → "iphone13pro". */
const joinedKey = (name: string) => searchWords(name).join('');

export class ModelIndex {
  private readonly byName = new Map<string, KnownModel[]>();
  private readonly byJoined = new Map<string, KnownModel[]>();

  constructor(models: KnownModel[]) {
    for (const m of models) {
      this.push(this.byName, `${m.brandId}|${nameKey(m.name)}`, m);
      this.push(this.byJoined, `${m.brandId}|${joinedKey(m.name)}`, m);
    }
  }

  private push(map: Map<string, KnownModel[]>, key: string, model: KnownModel) {
    const list = map.get(key);
    if (list) list.push(model);
    else map.set(key, [model]);
  }

  /** A name's two keys, computed once per name (a file names the same models on many lines). */
  private readonly keys = new Map<string, [string, string]>();
  private keysOf(name: string): [string, string] {
    let keys = this.keys.get(name);
    if (!keys) {
      keys = [nameKey(name), joinedKey(name)];
      this.keys.set(name, keys);
    }
    return keys;
  }

  find(brandIds: number[], name: string, seriesId?: number): ModelMatch {
    const [byName, byJoined] = this.keysOf(name);
    const exact = brandIds.flatMap((b) => this.byName.get(`${b}|${byName}`) ?? []);
    const inSeries = exact.filter((m) => m.seriesId === seriesId);
    if (inSeries.length === 1 || exact.length === 1) return { model: inSeries[0] ?? exact[0] };
    if (exact.length > 1) return { problem: 'ambiguous', candidates: exact };
    const joined = brandIds.flatMap((b) => this.byJoined.get(`${b}|${byJoined}`) ?? []);
    if (joined.length === 1) return { model: joined[0] };
    return joined.length > 1 ? { problem: 'ambiguous', candidates: joined } : { problem: 'missing' };
  }
}

/** The models of the given brands, for matching names against. */
export async function modelsOfBrands(tx: Tx, brandIds: number[]): Promise<ModelIndex> {
  if (brandIds.length === 0) return new ModelIndex([]);
  const rows = await query<KnownModel>(
    tx,
    sql`select m.id, m.name, m.series_id as "seriesId", s.name as "seriesName", s.brand_id as "brandId"
        from models m join series s on s.id = m.series_id
        where s.brand_id = any(${sql.param(brandIds)}::int[])`,
  );
  return new ModelIndex(rows);
}

/** The Turkish reason a model name was not matched. */
export function modelProblem(name: string, match: Exclude<ModelMatch, { model: KnownModel }>, brand: string): string {
  if (match.problem === 'missing') return `"${name}" adında bir model ${brand} markasında yok`;
  const names = match.candidates.map((m) => `${m.name} (${m.seriesName})`).join(', ');
  return `"${name}" birden çok modele uyuyor: ${names}; modelin tam adını yazın`;
}

export type Named = { id: number; name: string; key: string };

/** Rows of a named table whose folded names are among `keys`, by that key (`nameKey`: "ORIJINAL" is "Orijinal"). */
export async function namedRows(
  tx: Tx,
  table: 'brands' | 'categories' | 'variants',
  keys: string[],
): Promise<Map<string, Named>> {
  const rows = await query<Named>(
    tx,
    sql`select id, name, name_folded as key from ${sql.identifier(table)}
        where name_folded = any(${sql.param(keys)}::text[])`,
  );
  return new Map(rows.map((r) => [r.key, r]));
}
