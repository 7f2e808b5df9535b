import type { StockUser } from '@parca/contract';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../paths';
import { stocks } from './messages';
import '../../ui/lists.css';
import './stock.css';

const t = stocks;

/**
 * What sells from a stock: each product (linked to its page) and variant, a passive product marked; "Kullanılmıyor"
 * when nothing does (then the stock can be deleted).
 */
export function StockUsers({ users }: { users: readonly StockUser[] }) {
  if (users.length === 0) return <span className="stk-muted stk-used-none">{t.unused}</span>;
  return (
    <ul className="stk-used-by" aria-label={t.usedByLabel}>
      {users.map((u) => (
        <li key={u.productVariantId}>
          <Link to={paths.adminProduct(u.productId)}>{u.productName}</Link>
          <span className="stk-used-variant"> · {u.variantName}</span>
          {!u.productActive && <Tag>{t.passiveProduct}</Tag>}
        </li>
      ))}
    </ul>
  );
}
