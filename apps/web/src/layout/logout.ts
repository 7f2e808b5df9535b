import { logout as logoutCall } from '../api/auth';
import { clearSession, getToken } from '../auth/session';

/** Çıkış Yap: ends the server session (errors suppressed), then forgets the token (and with it the data cache). */
export async function signOut(): Promise<void> {
  if (getToken()) {
    try {
      await logoutCall();
    } catch {
      // the server session may already be gone; the local session is cleared regardless
    }
  }
  clearSession();
}
