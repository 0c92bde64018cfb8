import { loadConfig } from '../config';
import { migrate } from './migrate';
import { openDb } from './open-db';

const db = await openDb(loadConfig());
const applied = await migrate(db);
console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
await db.close();
