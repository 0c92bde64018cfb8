import { loadConfig } from '../../config';
import { migrate } from '../migrate';
import { openDb } from '../open-db';
import { seed } from './seed';

const config = loadConfig();
const db = await openDb(config);
await migrate(db);
await seed(db, config);
console.log('seeded');
await db.close();
