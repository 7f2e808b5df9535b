import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../src/auth/session';
import {
  addToCart,
  CART_UPDATED_EVENT,
  cartCountFromRaw,
  cartKeyOf,
  LEGACY_CART_KEY,
  readCart,
  readCartRaw,
  subscribeCart,
} from '../src/pages/cart/cartStorage';
import { addFeedback } from '../src/pages/cart/feedback';
import { memoryStorage, product } from './cartFixtures';
import { tokenWith } from './helpers';

const exp = Date.now() / 1000 + 3600;
const dealerA = tokenWith(3, exp, { sub: '7', name: 'Emre Aydın' });
const dealerB = tokenWith(3, exp, { sub: 9, name: 'Zeynep Çelik' });
const signIn = (token: string) => expect(saveSession(token, 'Bayi')).not.toBeNull();

let storage: ReturnType<typeof memoryStorage>;
let win: EventTarget;

beforeEach(() => {
  storage = memoryStorage();
  win = new EventTarget();
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('window', win);
  clearSession();
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const count = () => cartCountFromRaw(readCartRaw());

describe('a cart per user', () => {
  it("shows only the signed-in user's cart; a user signing in again finds their own", () => {
    signIn(dealerA);
    addToCart(product(1), 7, 10);
    expect(count()).toBe(7);
    expect(storage.data.has(cartKeyOf('7'))).toBe(true);

    clearSession();
    expect(readCart()).toEqual([]);
    expect(() => addToCart(product(1), 1, 10)).toThrow();

    signIn(dealerB);
    expect(readCart()).toEqual([]);
    expect(count()).toBe(0);
    addToCart(product(2), 1, 5);
    expect(readCart()).toEqual([{ ...product(2), quantity: 1 }]);

    clearSession();
    signIn(dealerA);
    expect(readCart()).toEqual([{ ...product(1), quantity: 7 }]);
  });

  it('gives the old shared cart to the first user who signs in, and to nobody else', () => {
    storage.setItem(LEGACY_CART_KEY, JSON.stringify([{ productVariantId: 1, quantity: 2 }, { quantity: 4 }]));
    signIn(dealerB);
    expect(readCart().map((i) => [i.productVariantId, i.quantity])).toEqual([[1, 2]]);
    expect(storage.data.has(LEGACY_CART_KEY)).toBe(false);
    addToCart(product(1), 1, 10);
    expect(count()).toBe(3);

    clearSession();
    signIn(dealerA);
    expect(readCart()).toEqual([]);
  });

  it('adds an old cart written later (an old tab) to the signed-in user’s cart', () => {
    signIn(dealerA);
    addToCart(product(1), 1, 10);
    storage.setItem(LEGACY_CART_KEY, JSON.stringify([{ productVariantId: 1, quantity: 2 }]));
    expect(count()).toBe(3);
  });

  it('tells subscribers about cart-updated, a cart changed in another tab, a sign-in and a sign-out', () => {
    const listener = vi.fn();
    const stop = subscribeCart(listener);
    signIn(dealerA);
    expect(listener).toHaveBeenCalledTimes(1);
    addToCart(product(1), 1, 10);
    expect(listener).toHaveBeenCalledTimes(2);
    win.dispatchEvent(Object.assign(new Event('storage'), { key: cartKeyOf('9') }));
    win.dispatchEvent(Object.assign(new Event('storage'), { key: 'darkTheme' }));
    expect(listener).toHaveBeenCalledTimes(3);
    clearSession();
    expect(listener).toHaveBeenCalledTimes(4);
    stop();
    win.dispatchEvent(new Event(CART_UPDATED_EVENT));
    expect(listener).toHaveBeenCalledTimes(4);
  });
});

describe('addToCart', () => {
  it('writes the cart to the storage and fires cart-updated', () => {
    signIn(dealerA);
    const onUpdate = vi.fn();
    win.addEventListener(CART_UPDATED_EVENT, onUpdate);
    addToCart(product(1), 2, 10);
    const r = addToCart(product(1), 9, 10);
    expect(r).toMatchObject({ added: 8, quantity: 10, capped: true });
    expect(readCart()).toEqual([{ ...product(1), quantity: 10 }]);
    expect(cartCountFromRaw(storage.data.get(cartKeyOf('7')))).toBe(10);
    expect(onUpdate).toHaveBeenCalledTimes(2);
  });

  it('starts over from an invalid stored cart', () => {
    signIn(dealerA);
    storage.setItem(cartKeyOf('7'), '{broken');
    addToCart(product(7), 1, 3);
    expect(readCart()).toEqual([{ ...product(7), quantity: 1 }]);
  });

  it('does not write when nothing was added', () => {
    signIn(dealerA);
    const onUpdate = vi.fn();
    win.addEventListener(CART_UPDATED_EVENT, onUpdate);
    addToCart(product(1), 1, 0);
    expect(storage.data.has(cartKeyOf('7'))).toBe(false);
    expect(onUpdate).not.toHaveBeenCalled();
  });
});

describe('addFeedback', () => {
  const ekran = { productName: 'iPhone 13 Pro Ekran', variantName: 'OLED' };
  const said = (added: number, quantity: number, capped: boolean) =>
    addFeedback(ekran, { items: [], added, quantity, capped });

  it('names the product, the variant and the quantity (tr-TR); warns when capped or when nothing was added', () => {
    expect(said(2, 2, false)).toEqual({ type: 'success', text: 'iPhone 13 Pro Ekran (OLED) — 2 adet sepete eklendi' });
    expect(said(1200, 1500, false).text).toBe('iPhone 13 Pro Ekran (OLED) — 1.200 adet sepete eklendi');
    expect(said(3, 1500, true)).toEqual({
      type: 'warning',
      text: 'iPhone 13 Pro Ekran (OLED): stokta olan kadar eklendi, sepette 1.500 adet var',
    });
    expect(said(0, 5, true)).toEqual({
      type: 'warning',
      text: 'iPhone 13 Pro Ekran (OLED): sepetinizde zaten stoktaki kadar (5 adet) var',
    });
  });
});
