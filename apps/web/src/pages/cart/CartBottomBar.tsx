import { ShoppingCartOutlined } from '@ant-design/icons';
import { formatInteger, formatTryCents, formatUsdCents } from '@parca/contract';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { msg } from '../../messages';
import { paths } from '../../paths';
import { KitButton } from '../../ui/kit/KitButton';
import { useDolarKuru } from '../rates';
import { cartSubtotal, parseCart } from './cartItems';
import { cartCountFromRaw, useCartRaw } from './cartStorage';
import './cartBar.css';

const t = msg.cart;

/**
 * On a phone (CSS shows it below 768 px): a bar fixed to the bottom of the screen with what the cart holds, its
 * value at the prices it was filled with (in dollars and in lira at today's rate) and "Sepete Git", so a dealer at
 * the counter never scrolls back up to the badge.
 */
export function CartBottomBar() {
  const raw = useCartRaw();
  // the units as the top bar's badge counts them; the value from the items the cart page can price
  const units = cartCountFromRaw(raw);
  const { dolarKuru } = useDolarKuru();
  const { usdCents, kurus } = useMemo(() => cartSubtotal(parseCart(raw), dolarKuru), [raw, dolarKuru]);
  const navigate = useNavigate();
  return (
    <section className="app-cart-bar" aria-label={t.barLabel} data-testid="cart-bottom-bar">
      <div className="app-cart-bar-figures" aria-live="polite">
        <span className="app-cart-bar-units">{units > 0 ? t.barUnits(formatInteger(units)) : t.barEmpty}</span>
        {units > 0 && (
          <span className="app-cart-bar-total app-tabular">
            {t.barSubtotal} {formatUsdCents(usdCents)}
            {kurus !== null && <span className="app-cart-bar-try"> · {formatTryCents(kurus)}</span>}
          </span>
        )}
      </div>
      <KitButton
        primary
        className="kit-button-large"
        icon={<ShoppingCartOutlined />}
        onClick={() => navigate(paths.cart)}
      >
        {t.goToCart}
      </KitButton>
    </section>
  );
}
