import { Role } from '@parca/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { dollarRates, users } from '../db/schema.ts';
import { type CatalogSize, seedDemoCatalog } from './demo-catalog.ts';
import { seedDemoUsers } from './demo-users.ts';

/** The last week's dollar rates, oldest first, so the rate page has a history to show. */
const demoRates = ['41.8725', '41.9510', '42.0340', '42.1175', '42.2450', '42.3150'];

/** Fills an empty database with the demo data set: accounts, a dollar rate history and the catalogue. */
export async function seedDemo(db: Db, size: CatalogSize) {
  await seedDemoUsers(db);
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, Role.Admin)).limit(1);
  const day = 86_400_000;
  await db.insert(dollarRates).values(
    demoRates.map((rate, i) => {
      const at = new Date(Date.now() - (demoRates.length - 1 - i) * day);
      return { rate, changedBy: admin.id, createdAt: at, updatedAt: at };
    }),
  );
  return seedDemoCatalog(db, size, admin.id);
}
