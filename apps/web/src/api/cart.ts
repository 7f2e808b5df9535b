import type { CartLineInput } from '@parca/contract';
import { call } from './client';
import { cartApi } from './routes';

/** The signed-in person's cart on the server (cart/cartSync.ts keeps this device's copy in step with it). */
export const getCart = () => call(cartApi.getCart);
/** Replaces the whole cart; answers it as GET does. */
export const putCart = (lines: CartLineInput[]) => call(cartApi.putCart, { body: { lines } });
