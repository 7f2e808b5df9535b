import type { Brand, Series } from '@parca/contract';
import { useQuery } from '@tanstack/react-query';
import { getBrands, getSeries } from '../../api/catalog';
import { compareTr } from '../../ui/turkish';
import { catalogKeys } from './catalogKeys';

export const useBrands = () => useQuery({ queryKey: catalogKeys.brands, queryFn: getBrands });
export const useSeriesList = () => useQuery({ queryKey: catalogKeys.series, queryFn: () => getSeries() });

export const brandOptions = (brands: Brand[] | undefined) =>
  (brands ?? []).map((b) => ({ value: b.id, label: b.name }));

export const seriesOptions = (series: Series[] | undefined, brandId?: number) =>
  (series ?? []).filter((s) => !brandId || s.brandId === brandId).map((s) => ({ value: s.id, label: s.name }));

/** Series grouped under their brand, for a Select (brands and series in Turkish order). */
export function seriesByBrandOptions(series: Series[] | undefined) {
  const groups = new Map<string, { value: number; label: string }[]>();
  for (const s of series ?? []) {
    const list = groups.get(s.brandName) ?? [];
    list.push({ value: s.id, label: s.name });
    groups.set(s.brandName, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => compareTr(a, b))
    .map(([brand, options]) => ({ label: brand, title: brand, options }));
}
