// IndexedDB as the page's stores use it: each database opened once for the
// page's life (so that a change starts its transaction in the same task as the
// tap that made it), and a transaction that resolves once committed.

/** A function giving the database `name` (version 1, made by `create(db)`), opened on first use. */
export function opener(name, create) {
  let connection = null;
  return () => {
    connection ??= new Promise((ok, fail) => {
      const req = indexedDB.open(name, 1);
      req.onupgradeneeded = () => create(req.result);
      req.onsuccess = () => ok(req.result);
      req.onerror = () => fail(req.error);
    });
    return connection;
  };
}

/** Runs `f(store)` in a `mode` transaction on `store`; resolves to the result
 * of the request `f` returns, once the transaction has committed. */
export async function transact(db, store, mode, f) {
  const d = await db();
  return new Promise((ok, fail) => {
    const x = d.transaction(store, mode);
    const r = f(x.objectStore(store));
    x.oncomplete = () => ok(r?.result);
    x.onerror = () => fail(x.error);
  });
}
