/**
 * The roles and the token's role claim: plain values without zod, so a page that only reads a token (the static
 * sign-in page, apps/web/src/signin) can import them as `@parca/contract/roles` without the contract's schemas.
 */

/** Roles of the seed spec. Admin manages everything; the other two have the dealer's rights. */
export const Role = { Admin: 1, Calisan: 2, Kullanici: 3 } as const;
export type Role = (typeof Role)[keyof typeof Role];
export const roleValues = [Role.Admin, Role.Calisan, Role.Kullanici] as const;

/** Names carried in the token's role claim, as the seed's ASP.NET-style backend did. */
export const roleNames: Record<Role, string> = {
  [Role.Admin]: 'Admin',
  [Role.Calisan]: 'Çalışan',
  [Role.Kullanici]: 'Kullanıcı',
};

/** The long claim URI the seed requires for the role. */
export const ROLE_CLAIM = 'http://schemas.microsoft.com/ws/2008/06/identity/claims/role';

/** Reads a role from a claim value that may be the number, its text, or the name. */
export function parseRoleClaim(value: unknown): Role | null {
  if (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value))) {
    const n = Number(value);
    return (roleValues as readonly number[]).includes(n) ? (n as Role) : null;
  }
  if (typeof value === 'string') {
    const found = roleValues.find((r) => roleNames[r] === value);
    return found ?? null;
  }
  return null;
}
