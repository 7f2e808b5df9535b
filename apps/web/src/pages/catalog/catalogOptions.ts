import {
  type Brand,
  type Category,
  CategoryType,
  categoryTypeNames,
  compareTurkish,
  type Model,
  type Series,
} from '@parca/contract';

export type SelectOption = { value: number; label: string; search?: string };
export type SelectGroup = { label: string; title: string; options: SelectOption[] };

const group = (label: string, options: SelectOption[]): SelectGroup => ({ label, title: label, options });

/** Records grouped by their brand's name, brands in the order they first come. */
export function groupByBrand<T extends { brandName: string }>(items: readonly T[]): [brand: string, items: T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const list = groups.get(item.brandName) ?? [];
    list.push(item);
    groups.set(item.brandName, list);
  }
  return [...groups];
}

export const brandOptions = (brands: Brand[] | undefined) =>
  (brands ?? []).map((b) => ({ value: b.id, label: b.name }));

export const seriesOptions = (series: Series[] | undefined, brandId?: number) =>
  (series ?? []).filter((s) => !brandId || s.brandId === brandId).map((s) => ({ value: s.id, label: s.name }));

/** Series grouped under their brand, for a Select (brands and series in Turkish order). */
export function seriesByBrandOptions(series: Series[] | undefined): SelectGroup[] {
  return groupByBrand(series ?? [])
    .sort(([a], [b]) => compareTurkish(a, b))
    .map(([brand, list]) =>
      group(
        brand,
        list.map((s) => ({ value: s.id, label: s.name })),
      ),
    );
}

/** Models grouped by brand in the order the API sends them; each searchable by brand, series and name. */
export function modelOptions(models: readonly Model[]): SelectGroup[] {
  return groupByBrand(models).map(([brand, list]) =>
    group(
      brand,
      list.map((m) => ({ value: m.id, label: m.name, search: `${m.brandName} ${m.seriesName} ${m.name}` })),
    ),
  );
}

const categoryTypes = [CategoryType.YedekParca, CategoryType.Aksesuar, CategoryType.Hirdavat] as const;

/** Categories grouped under Yedek Parça, Aksesuar, Hırdavat (empty groups left out), names in Turkish order. */
export function categoryOptions(categories: readonly Category[]): SelectGroup[] {
  return categoryTypes
    .map((type) =>
      group(
        categoryTypeNames[type],
        categories
          .filter((c) => c.type === type)
          .sort((a, b) => compareTurkish(a.name, b.name))
          .map((c) => ({ value: c.id, label: c.name, search: `${c.name} ${categoryTypeNames[type]}` })),
      ),
    )
    .filter((g) => g.options.length > 0);
}
