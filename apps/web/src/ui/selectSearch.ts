import { matchesSearch } from '@parca/contract';

/** An antd Select `filterOption`: every typed word in the option's `search` text (or text label), Turkish-folded. */
export function filterBySearch(input: string, option?: { search?: string; label?: unknown }): boolean {
  if (!option) return false;
  return matchesSearch(input)(option.search ?? (typeof option.label === 'string' ? option.label : ''));
}

/** antd Select search that folds Turkish ("iph" finds "İPHONE") and matches every word of the input. */
export const trSelectSearch = { filterOption: filterBySearch };
