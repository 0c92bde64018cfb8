import { PGlite } from '@electric-sql/pglite';
const dir = process.argv[2]; const mode = process.argv[3];
const db = await PGlite.create({ dataDir: dir });
if (mode === 'write') {
  await db.exec(`CREATE TABLE IF NOT EXISTS m(name text primary key)`);
  await db.transaction(async (t) => { await t.exec(`CREATE TABLE a1(x int); INSERT INTO m VALUES ('a1')`); });
  if (process.argv[4] === 'checkpoint') await db.exec('CHECKPOINT');
  await db.transaction(async (t) => { await t.exec(`CREATE TABLE a2(x int); INSERT INTO m VALUES ('a2')`); });
  console.log('written'); process.kill(process.pid, 'SIGKILL');
} else {
  console.log((await db.query('select name from m')).rows, (await db.query(`select relname from pg_class where relname in ('a1','a2')`)).rows);
}
