import { Role } from '@parca/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { brands, categories, users } from '../db/schema.ts';
import { createPriceGroup } from '../modules/pricing/index.ts';
import { type CatalogSize, seedDemoCatalog } from './demo-catalog.ts';
import { type DatedRate, seedDemoHistory } from './demo-history.ts';
import { HISTORY_DAYS } from './demo-history-plan.ts';
import { drawDemoPictures, seedDemoPictures } from './demo-pictures.ts';
import { demoAccounts, seedDemoUsers, seedHistoryDealers } from './demo-users.ts';

/** The last week's dollar rates, oldest first, so the rate page has a recent history to show. */
const demoRates = ['41.8725', '41.9510', '42.0340', '42.1175', '42.2450', '42.3150'];
const DAY = 86_400_000;

/**
 * The rates of the history's weekdays (15:30 Istanbul, when TCMB publishes), climbing towards the last week's as the
 * lira did, then the last week's rates themselves.
 */
function datedRates(now: Date): DatedRate[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const rates: DatedRate[] = [];
  const start = 38.9;
  const end = Number(demoRates[0]);
  for (let daysAgo = HISTORY_DAYS + 7; daysAgo >= demoRates.length; daysAgo--) {
    const at = new Date(today - daysAgo * DAY + 12.5 * 3_600_000);
    if (at.getUTCDay() === 0 || at.getUTCDay() === 6) continue;
    const share = 1 - daysAgo / (HISTORY_DAYS + 7);
    const wobble = Math.sin(daysAgo * 1.7) * 0.04;
    rates.push({ at, rate: (start + (end - start) * share + wobble).toFixed(4), fetched: true });
  }
  demoRates.forEach((rate, i) => {
    const at = new Date(now.getTime() - (demoRates.length - 1 - i) * DAY);
    // Today's rate was typed this morning at the latest: never after the moment the demo starts.
    rates.push({ at: i === demoRates.length - 1 ? new Date(now.getTime() - 60_000) : at, rate, fetched: false });
  });
  return rates;
}

/**
 * Two price groups (docs/domain.md#pricing), before the history so its orders are priced by them: the best customers
 * get 5 % on everything and 8 % on screens, new shops 2 % on Apple parts.
 */
async function seedPriceGroups(db: Db, dealerIds: number[]) {
  const [[screens], [apple]] = await Promise.all([
    db.select({ id: categories.id }).from(categories).where(eq(categories.name, 'Ekran')),
    db.select({ id: brands.id }).from(brands).where(eq(brands.name, 'Apple')),
  ]);
  const gold = await createPriceGroup(
    db,
    {
      name: 'Altın bayiler',
      rules: [
        { target: 'all', targetId: null, discountPercent: 5 },
        { target: 'category', targetId: screens.id, discountPercent: 8 },
      ],
    },
    null,
  );
  const newcomers = await createPriceGroup(
    db,
    {
      name: 'Yeni bayiler',
      rules: [{ target: 'brand', targetId: apple.id, discountPercent: 2 }],
    },
    null,
  );
  // Kaya Telekom and Şahin İletişim are the gold ones; Arslan Teknoloji is new.
  await db
    .update(users)
    .set({ priceGroupId: gold.id })
    .where(inArray(users.id, [dealerIds[1], dealerIds[4]]));
  await db.update(users).set({ priceGroupId: newcomers.id }).where(eq(users.id, dealerIds[6]));
}

/**
 * Fills an empty database with the demo data set: accounts, the catalogue, then four months of the business (rates,
 * orders through every status, payments and the ledger) played through the services.
 */
export async function seedDemo(db: Db, size: CatalogSize) {
  // Drawn while the accounts and the catalogue are written (libvips works on its own threads).
  const pictures = drawDemoPictures();
  await seedDemoUsers(db);
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, Role.Admin)).limit(1);
  const made = await seedDemoCatalog(db, size, admin.id);
  await seedDemoPictures(db, pictures);
  const [secondDealer] = await db.select({ id: users.id }).from(users).where(eq(users.email, demoAccounts[2].email));
  const dealerIds = [secondDealer.id, ...(await seedHistoryDealers(db))];
  await seedPriceGroups(db, dealerIds);
  const now = new Date();
  const history = await seedDemoHistory(db, { adminId: admin.id, dealerIds }, datedRates(now), now);
  return { ...made, ...history };
}
