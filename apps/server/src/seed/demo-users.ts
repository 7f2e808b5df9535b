import { randomUUID } from 'node:crypto';
import { foldLetters, Role } from '@parca/contract';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { hashPassword } from '../lib/passwords.ts';
import { userKeys } from '../modules/users/index.ts';

/** Sign-ins of the demo data set; printed on start so anyone can try the panel. */
export const demoAccounts = [
  {
    email: 'admin@demo.parcab2b.com',
    password: 'demo-admin-1',
    name: 'Demo Yönetici',
    role: Role.Admin,
    company: 'Parça Toptan A.Ş.',
  },
  {
    email: 'bayi@demo.parcab2b.com',
    password: 'demo-bayi-1',
    name: 'Emre Aydın',
    role: Role.Kullanici,
    company: 'Aydın GSM Teknik Servis',
  },
  {
    email: 'bayi2@demo.parcab2b.com',
    password: 'demo-bayi-2',
    name: 'Zeynep Çelik',
    role: Role.Kullanici,
    company: 'Çelik İletişim',
  },
] as const;

/**
 * Dealers whose months of orders, shipments and payments fill the demo (demo-history.ts), with bayi2; they have no
 * sign-in of their own (a password nobody knows), the admin sees them. `bayi@` starts with a clean account.
 */
export const historyDealers = [
  { name: 'Murat Kaya', company: 'Kaya Telekom', city: 'Ankara', discountPercent: 5 },
  { name: 'Ayşe Yılmaz', company: 'Yılmaz Cep Dünyası', city: 'İzmir', discountPercent: 0 },
  { name: 'Hakan Öztürk', company: 'Öztürk GSM Onarım', city: 'Bursa', discountPercent: 7.5 },
  { name: 'Elif Şahin', company: 'Şahin İletişim Merkezi', city: 'Antalya', discountPercent: 3 },
  { name: 'Burak Doğan', company: 'Doğan Mobil Servis', city: 'Konya', discountPercent: 10 },
  { name: 'Selin Arslan', company: 'Arslan Teknoloji', city: 'Adana', discountPercent: 0 },
] as const;

/** Adds the history's dealers; answers their ids. */
export async function seedHistoryDealers(db: Db): Promise<number[]> {
  const passwordHash = await hashPassword(randomUUID());
  const rows = historyDealers.map((d, i) => {
    const email = `${asciiSlug(d.company)}@demo.parcab2b.com`;
    const phone = `+90 533 100 00 ${String(i + 10)}`;
    const { discountPercent, ...rest } = d;
    const account = { ...rest, email, phone, role: Role.Kullanici };
    // The dealer's discount is their own rule for everything (docs/domain.md#pricing).
    const priceRules = discountPercent > 0 ? [{ target: 'all', targetId: null, discountPercent }] : [];
    return { ...account, priceRules, passwordHash, address: `${d.city} merkez`, ...userKeys(account) };
  });
  const made = await db.insert(users).values(rows).returning({ id: users.id });
  return made.map((u) => u.id);
}

const asciiSlug = (text: string) =>
  foldLetters(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export async function seedDemoUsers(db: Db) {
  const rows = await Promise.all(
    demoAccounts.map(async ({ password, ...account }, i) => {
      const phone = `+90 532 000 00 0${i + 1}`;
      return {
        ...account,
        passwordHash: await hashPassword(password),
        phone,
        address: 'İstanbul',
        city: 'İstanbul',
        ...userKeys({ ...account, phone }),
      };
    }),
  );
  await db.insert(users).values(rows);
}
