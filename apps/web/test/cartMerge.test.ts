import type { Cart, CartLine } from '@parca/contract';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../src/auth/session';
import type { CartItem } from '../src/pages/cart/cartItems';
import {
  cartBodyLines,
  itemFromServer,
  itemsFromServer,
  mergeCarts,
  reconcile,
  sameLines,
} from '../src/pages/cart/cartMerge';
import { addToCart, readSyncMeta, syncKeyOf, writeSyncMeta } from '../src/pages/cart/cartStorage';
import { product, signedOutMemoryStorage } from './cartFixtures';
import { tokenWith } from './helpers';

const item = (id: number, quantity: number, extra: Partial<CartItem> = {}): CartItem => ({
  ...product(id, extra),
  quantity,
});
const lines = (items: CartItem[]) => items.map((i) => [i.productVariantId, i.quantity]);

/** A line of GET /api/cart that can be ordered. */
const okLine = (id: number, quantity: number, extra: Partial<CartLine> = {}): CartLine => ({
  productVariantId: id,
  quantity,
  state: 'ok',
  productId: 10,
  productName: 'iPhone 13 Ekran',
  variantName: 'OLED',
  stockCode: `APL-${id}`,
  unitPriceCents: 8899,
  thumbUrl: null,
  modelId: 17,
  modelName: 'iPhone 13',
  available: 5,
  ...extra,
});
const cart = (cartLines: CartLine[], updatedAt: string | null = '2026-11-24T10:00:00.000Z'): Cart => ({
  lines: cartLines,
  updatedAt,
});

describe('merging this device’s cart into the server’s', () => {
  it('keeps the server’s lines first in its order, then the lines only this device has in its order', () => {
    const server = [item(3, 1), item(1, 2)];
    const local = [item(5, 1), item(1, 1), item(4, 2)];
    const { items, merged } = mergeCarts(server, local);
    expect(lines(items)).toEqual([
      [3, 1],
      [1, 2],
      [5, 1],
      [4, 2],
    ]);
    expect(merged).toBe(2);
  });

  it('takes the larger quantity of a line in both, never their sum', () => {
    const { items, merged } = mergeCarts([item(1, 2), item(2, 5)], [item(2, 3), item(1, 7)]);
    expect(lines(items)).toEqual([
      [1, 7],
      [2, 5],
    ]);
    expect(merged).toBe(1);
  });

  it('merges nothing when this device adds nothing the server lacks', () => {
    const server = [item(1, 2), item(2, 5)];
    const { items, merged } = mergeCarts(server, [item(2, 5), item(1, 1)]);
    expect(items).toEqual(server);
    expect(merged).toBe(0);
    expect(mergeCarts(server, []).items).toEqual(server);
    expect(lines(mergeCarts([], [item(9, 1)]).items)).toEqual([[9, 1]]);
  });

  it('folds a variant an old cart stored twice before comparing', () => {
    const { items, merged } = mergeCarts([item(1, 4)], [item(1, 2), item(1, 3)]);
    expect(lines(items)).toEqual([[1, 5]]);
    expect(merged).toBe(1);
  });
});

describe('a server line as this device stores it', () => {
  it('takes the server’s details and price (cents to dollars) and keeps the model page it was added from', () => {
    const local = item(1, 9, { modelId: 40, modelName: 'iPhone 13 Pro', productName: 'Eski Ad' });
    expect(itemFromServer(okLine(1, 2, { unitPriceCents: 1250, thumbUrl: '/api/images/x-thumb.webp' }), local)).toEqual(
      {
        ...local,
        productName: 'iPhone 13 Ekran',
        priceUsd: 12.5,
        thumbUrl: '/api/images/x-thumb.webp',
        quantity: 2,
      },
    );
    // a line this device never had links to the server's model
    expect(itemFromServer(okLine(2, 1, { modelId: 55, modelName: 'iPhone 14' }), undefined)).toMatchObject({
      modelId: 55,
      modelName: 'iPhone 14',
    });
  });

  it('keeps what this device knew of a line the server no longer describes', () => {
    const passive: CartLine = {
      ...okLine(1, 3),
      state: 'passive',
      stockCode: null,
      unitPriceCents: null,
      available: null,
      modelId: null,
      modelName: null,
    };
    expect(itemFromServer(passive, item(1, 1))).toEqual(item(1, 3));
    const unknown: CartLine = {
      ...passive,
      state: 'unknown',
      productId: null,
      productName: null,
      variantName: null,
    };
    expect(itemFromServer(unknown, undefined)).toEqual({
      productVariantId: 1,
      productId: 0,
      productName: '',
      variantName: '',
      stockCode: '',
      priceUsd: 0,
      thumbUrl: null,
      modelId: 0,
      modelName: '',
      quantity: 3,
    });
    expect(lines(itemsFromServer([okLine(2, 1), unknown], [item(1, 8)]))).toEqual([
      [2, 1],
      [1, 3],
    ]);
  });
});

describe('reconciling with the server’s answer', () => {
  const server = cart([okLine(1, 2), okLine(2, 1)]);

  it('without changes here, the server’s copy wins, whatever this device held', () => {
    const result = reconcile(server, [item(3, 9), item(1, 5)], { base: '2026-11-01T00:00:00.000Z', unsent: false });
    expect(lines(result.items)).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(result).toMatchObject({ unsent: false, merged: 0 });
  });

  it('changes made on top of the copy the server still holds are sent as they are (a removal stays)', () => {
    const local = [item(2, 4)];
    const result = reconcile(server, local, { base: server.updatedAt, unsent: true });
    expect(result).toEqual({ items: local, unsent: true, merged: 0 });
    // nothing to send when they came back to what the server holds
    expect(reconcile(server, [item(1, 2), item(2, 1)], { base: server.updatedAt, unsent: true }).unsent).toBe(false);
  });

  it('changes made while the server moved on (or never answered) are merged in, and counted', () => {
    const local = [item(2, 3), item(7, 1)];
    for (const base of [null, '2026-11-01T00:00:00.000Z']) {
      const result = reconcile(server, local, { base, unsent: true });
      expect(lines(result.items)).toEqual([
        [1, 2],
        [2, 3],
        [7, 1],
      ]);
      expect(result).toMatchObject({ unsent: true, merged: 2 });
    }
  });

  it('a cart never sent that adds nothing takes the server’s copy and has nothing to send', () => {
    const result = reconcile(server, [], { base: null, unsent: true });
    expect(lines(result.items)).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(result).toMatchObject({ unsent: false, merged: 0 });
    expect(reconcile(cart([], null), [], { base: null, unsent: true })).toEqual({
      items: [],
      unsent: false,
      merged: 0,
    });
  });
});

describe('what is sent', () => {
  it('each variant once, within an order line’s limit', () => {
    expect(cartBodyLines([item(1, 2), item(2, 20_000), item(1, 3)])).toEqual([
      { productVariantId: 1, quantity: 5 },
      { productVariantId: 2, quantity: 10_000 },
    ]);
  });

  it('compares lines by variant, quantity and order only', () => {
    expect(sameLines([item(1, 2)], [item(1, 2, { productName: 'Başka' })])).toBe(true);
    expect(sameLines([item(1, 2), item(2, 1)], [item(2, 1), item(1, 2)])).toBe(false);
    expect(sameLines([item(1, 2)], [item(1, 3)])).toBe(false);
    expect(sameLines([item(1, 2)], [])).toBe(false);
  });
});

describe('the record of what the server has seen', () => {
  const storage = signedOutMemoryStorage();

  it('a cart with no record (kept before carts were on the server) counts as unsent', () => {
    expect(readSyncMeta('7')).toEqual({ base: null, unsent: true });
    storage().setItem(syncKeyOf('7'), 'not json');
    expect(readSyncMeta('7')).toEqual({ base: null, unsent: true });
  });

  it('a change made here marks the cart unsent and keeps the copy it was made on', () => {
    expect(saveSession(tokenWith(3, Date.now() / 1000 + 3600, { sub: '7' }), 'Bayi')).not.toBeNull();
    writeSyncMeta('7', { base: '2026-11-24T10:00:00.000Z', unsent: false });
    addToCart(product(1), 2, 10);
    expect(readSyncMeta('7')).toEqual({ base: '2026-11-24T10:00:00.000Z', unsent: true });
  });
});
