import { logout as logoutCall } from '../api/auth';
import { clearSession, getToken } from '../auth/session';
import { flushCartSync } from '../pages/cart';

/** Çıkış Yap: ends the server session (errors suppressed), then forgets the token (and with it the data cache). */
export async function signOut(): Promise<void> {
  if (getToken()) {
    // the cart's last change goes to the server while the token still works (cart/cartSync.ts)
    await flushCartSync();
    try {
      await logoutCall();
    } catch {
      // the server session may already be gone; the local session is cleared regardless
    }
  }
  clearSession();
}
