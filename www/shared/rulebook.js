// The engine's rulebook of each edition and its scores of the examples, asked
// for once per page however many cards and rulebooks show them.

const books = new Map();
const scores = new Map();

/** The engine's patterns of `edition` (unknown names: the Standard Level), with an id index. */
export function rulebookOf(fs, edition) {
  const name = ['beginner', 'basic', 'intermediate', 'standard'].includes(edition) ? edition : 'standard';
  let book = books.get(name);
  if (!book) {
    const r = fs.patterns(name);
    book = { edition: name, entries: r.patterns, byId: new Map(r.patterns.map((p) => [p.id, p])) };
    books.set(name, book);
  }
  return book;
}

/** The engine's answer to a pattern's example. */
export function scoreOf(fs, entry) {
  const key = `${entry.id} ${entry.example.edition}`;
  if (!scores.has(key)) scores.set(key, fs.score(entry.example));
  return scores.get(key);
}

/** Whether a row matches the search: an id, a name in either language, or the points. */
export function matches(entry, query) {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return (
    entry.id.toLowerCase().includes(q) ||
    entry.name.toLowerCase().includes(q) ||
    entry.name_zh.includes(q) ||
    String(entry.points) === q
  );
}
