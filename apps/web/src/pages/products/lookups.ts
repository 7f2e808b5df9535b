import { useQuery } from '@tanstack/react-query';
import { getBrands, getCategories, getModels, getVariants } from '../../api/catalog';

/** Catalogue lookups for the product pages' selects (cached; the catalogue pages change them rarely). */
export const useBrands = () => useQuery({ queryKey: ['catalog', 'brands'], queryFn: getBrands });

export const useModels = (brandId?: number) =>
  useQuery({ queryKey: ['catalog', 'models', { brandId }], queryFn: () => getModels({ brandId }) });

export const useCategories = () => useQuery({ queryKey: ['catalog', 'categories'], queryFn: getCategories });

export const useVariants = () => useQuery({ queryKey: ['catalog', 'variants'], queryFn: getVariants });
