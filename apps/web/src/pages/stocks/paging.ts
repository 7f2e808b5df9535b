import type { TablePaginationConfig } from 'antd';
import { msg } from '../../messages';

/** Server-side paging of an antd Table: page, size choices and "Toplam N kayıt". */
export function serverPaging(
  page: number,
  pageSize: number,
  total: number | undefined,
  sizes: readonly number[],
  onChange?: (page: number, pageSize: number) => void,
): TablePaginationConfig {
  return {
    current: page,
    pageSize,
    total: total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: [...sizes],
    showTotal: (n) => msg.common.total(n),
    onChange,
  };
}

/** The page to show after a pager change: back to 1 when the page size changed. */
export const nextPage = (page: number, size: number, previousSize: number) => (size !== previousSize ? 1 : page);
