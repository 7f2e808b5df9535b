import { useQuery } from '@tanstack/react-query';
import { catalogKeys, getBrands, getCategories, getModels, getSeries, getVariants } from '../../api/catalog';

/** Catalogue lookups for selects and filters (cached; the catalogue pages change them rarely). */
export const useBrands = () => useQuery({ queryKey: catalogKeys.brands, queryFn: getBrands });

export const useSeriesList = () => useQuery({ queryKey: catalogKeys.series, queryFn: () => getSeries() });

export const useModels = (brandId?: number) =>
  useQuery({ queryKey: catalogKeys.modelsOf({ brandId }), queryFn: () => getModels({ brandId }) });

export const useCategories = () => useQuery({ queryKey: catalogKeys.categories, queryFn: getCategories });

export const useVariants = () => useQuery({ queryKey: catalogKeys.variants, queryFn: getVariants });
