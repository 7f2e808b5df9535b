import { formatInteger } from '@parca/contract';
import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { msg } from '../../messages';
import { startCartSync } from './cartSync';

/** Keeps the signed-in person's cart in step with the server while the app's frame is open (see cartSync.ts). */
export function CartSync() {
  const { message } = App.useApp();
  // started once per frame: a restart would read the server's cart again
  const tell = useRef(message);
  tell.current = message;
  useEffect(() => startCartSync((lines) => tell.current.info(msg.cart.merged(formatInteger(lines)), 8)), []);
  return null;
}
