import { formatNumber } from '@parca/contract';

/** "%5" when every line has one discount, else "ürüne göre" (each line shows its own rule). */
export const discountText = (percent: number | undefined): string =>
  percent === undefined ? 'ürüne göre' : `%${formatNumber(percent, 0, 2)}`;
