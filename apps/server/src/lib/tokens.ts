import { parseRoleClaim, ROLE_CLAIM, type Role, roleNames } from '@parca/contract';
import { errors, jwtVerify, SignJWT } from 'jose';

export type TokenClaims = { userId: number; sessionId: string; name: string; role: Role };

/** HS256 tokens carrying sub, sid, name, exp and the role under the seed's long claim URI. */
export function createTokenService(secret: Uint8Array, ttlSeconds: number) {
  return {
    ttlSeconds,
    /** `iat` is derived from `expiresAt`, so the token lives exactly the TTL even if signing ends in a later second. */
    async sign(claims: TokenClaims, expiresAt: Date): Promise<string> {
      const exp = Math.floor(expiresAt.getTime() / 1000);
      return new SignJWT({ sid: claims.sessionId, name: claims.name, [ROLE_CLAIM]: roleNames[claims.role] })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuedAt(exp - ttlSeconds)
        .setExpirationTime(exp)
        .sign(secret);
    },
    /** Null for a bad signature, an expired token or one without sub, sid or role claim. */
    async verify(token: string): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
        const role = parseRoleClaim(payload[ROLE_CLAIM]);
        const userId = Number(payload.sub);
        if (!role || !Number.isInteger(userId) || typeof payload.sid !== 'string') return null;
        return { userId, sessionId: payload.sid, name: String(payload.name ?? ''), role };
      } catch (err) {
        if (err instanceof errors.JOSEError) return null;
        throw err;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
