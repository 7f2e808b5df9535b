import { connectDatabase, type Database, type DatabaseOptions, type Db } from './db/client.ts';
import { type DataStep, runDataSteps, searchKeysStep, stockCodesStep } from './db/data-migrations.ts';
import { postEarlierOrders } from './modules/orders/index.ts';
import { storeEarlierUserKeys } from './modules/users/index.ts';

/**
 * Every data step, in the order they were added. Those of db/ need only the contract; the others need a module's
 * rule, so they are listed here, above both (db/ imports no module).
 */
export const dataSteps: DataStep[] = [
  searchKeysStep,
  stockCodesStep,
  { name: '0008_user_search_keys', run: storeEarlierUserKeys },
  { name: '0008_ledger_of_earlier_orders', run: postEarlierOrders },
];

/** Runs the data steps not yet recorded (each once, see db/data-migrations.ts). */
export const runDataMigrations = (db: Db) => runDataSteps(db, dataSteps);

/** The database as the server and the tests use it: opened, the SQL migrations applied, then the data steps. */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  const database = await connectDatabase(opts);
  await runDataMigrations(database.db);
  return database;
}
