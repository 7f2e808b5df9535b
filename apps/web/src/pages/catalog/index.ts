/** The catalogue's lookups and select options for the screens that filter or pick by brand, model, category. */
export { useBrands, useCategories, useModels, useSeriesList, useVariants } from './catalogLookups';
export {
  brandOptions,
  categoryOptions,
  groupByBrand,
  modelOptions,
  type SelectGroup,
  type SelectOption,
  seriesByBrandOptions,
  seriesOptions,
} from './catalogOptions';
