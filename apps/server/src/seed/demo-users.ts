import { Role } from '@parca/contract';
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
