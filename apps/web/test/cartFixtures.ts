import { afterEach, beforeEach, vi } from 'vitest';
import { clearSession } from '../src/auth/session';
import type { CartProduct } from '../src/pages/cart/cartItems';

/** A cart product of variant `productVariantId` (an iPhone 13 screen, OLED), with `extra` over it. */
export const product = (productVariantId: number, extra: Partial<CartProduct> = {}): CartProduct => ({
  productVariantId,
  productId: 10,
  productName: 'iPhone 13 Ekran',
  variantName: 'OLED',
  stockCode: `APL-${productVariantId}`,
  priceUsd: 88.99,
  thumbUrl: null,
  modelId: 17,
  modelName: 'iPhone 13',
  ...extra,
});

/** An in-memory localStorage, its entries open to the test. */
export function memoryStorage(initial: Record<string, string> = {}): Storage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

/** Per test: a fresh memoryStorage as localStorage, a window for storage events, no session before or after. */
export function signedOutMemoryStorage(): () => ReturnType<typeof memoryStorage> {
  let storage = memoryStorage();
  beforeEach(() => {
    storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    vi.stubGlobal('window', new EventTarget());
    clearSession();
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });
  return () => storage;
}
