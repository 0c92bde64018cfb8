/**
 * The database handle the lottery codes against: the platform's Db/Sql interface (a pg pool or
 * PGlite; int8 read as bigint). One import site, so the house app can point it elsewhere.
 */
export type { Db, Sql } from '../../../server/src/db/db';
