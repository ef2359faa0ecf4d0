import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';

/**
 * A read by a list of ids whose shape never changes, only the ids: the product cards and their variants, read for
 * every page of products a shopper opens. Kysely builds and compiles a query afresh on each call; for the card's
 * join of 25 columns that took about 180 µs, three times what SQLite then took to run it (66 µs). Here the query is
 * built once per shape (its variant, such as the language, and the number of ids) with stand-in ids, and run again
 * with the real ids put where the stand-ins were. A shape whose parameters cannot be told apart from the stand-ins is
 * built afresh every time, as before.
 */
export function idListQuery<DB, Row, V extends string>(
  build: (db: Kysely<DB>, ids: number[], variant: V) => Compilable<Row>,
): (db: Kysely<DB>, ids: readonly number[], variant: V) => Promise<Row[]> {
  // By the database's adapter: its dialect decides the SQL, and a transaction shares it with its database.
  const byAdapter = new WeakMap<object, LRUCache<string, Shape<Row> | typeof UNUSABLE>>();
  return async (db, ids, variant) => {
    if (ids.length === 0) return [];
    const adapter = db.getExecutor().adapter;
    let shapes = byAdapter.get(adapter);
    if (!shapes) byAdapter.set(adapter, (shapes = new LRUCache({ max: MAX_SHAPES })));
    const key = `${variant}:${ids.length}`;
    let shape = shapes.get(key);
    if (!shape) {
      shape = shapeOf(build(db, standIns(ids.length), variant).compile(), ids.length);
      shapes.set(key, shape);
    }
    if (shape === UNUSABLE) return (await db.executeQuery(build(db, [...ids], variant))).rows;
    const parameters = [...shape.compiled.parameters];
    shape.slots.forEach((slot, k) => (parameters[slot] = ids[k]));
    const result = await db.executeQuery<Row>({ ...shape.compiled, parameters });
    return result.rows;
  };
}

interface Shape<Row> {
  compiled: CompiledQuery<Row>;
  /** Where the k-th id goes among the parameters. */
  slots: number[];
}

const UNUSABLE = Symbol('unusable');
/** Shapes kept per database: a few variants times the page sizes in use. */
const MAX_SHAPES = 500;
/** Stand-in ids: negative, far below any id a table gives. */
const STAND_IN = -1_999_000_000;

const standIns = (n: number) => Array.from({ length: n }, (_, k) => STAND_IN - k);

function shapeOf<Row>(compiled: CompiledQuery<Row>, n: number): Shape<Row> | typeof UNUSABLE {
  const slots: number[] = [];
  for (let k = 0; k < n; k += 1) {
    const slot = compiled.parameters.indexOf(STAND_IN - k);
    if (slot < 0 || compiled.parameters.lastIndexOf(STAND_IN - k) !== slot) return UNUSABLE;
    slots.push(slot);
  }
  return { compiled, slots };
}
