import { formatInteger } from '@parca/contract';
import { useEffect } from 'react';
import { msg } from '../../messages';
import { toast } from '../../ui/kit/toast';
import { startCartSync } from './cartSync';

/** Keeps the signed-in person's cart in step with the server while the app's frame is open (see cartSync.ts). */
export function CartSync() {
  // started once per frame: a restart would read the server's cart again
  useEffect(() => startCartSync((lines) => toast.info(msg.cart.merged(formatInteger(lines)), 8)), []);
  return null;
}
