//! Shanten: how far a hand is from winning, for every shape an edition allows.
//!
//! The exchange definition (discard one tile, draw one that is not a fifth copy,
//! until the hand waits on a tile it does not hold four times) has an exact
//! closed form: the fewest tiles a winning hand W of the same melds has that the
//! hand lacks, `D = min |W \ hand|` over every winning W with at most four of
//! each tile (melds included). A 13-tile hand is `D − 1` exchanges from waiting:
//! after `D − 1` exchanges toward W it holds all of W but one tile t, and holds
//! at most three of t. A 14-tile hand's best discard is then `D − 1` as well,
//! −1 when it already wins.
//!
//! Four sets and a pair are measured per suit by dynamic programming over the
//! ranks (how many sets and whether the pair each suit gives, and at what
//! cost), then combined; the tables are cached per suit, since an analysis asks
//! about many hands that differ in one or two tiles.

use crate::few::Few;
use crate::rulebook::{Edition, Shape};
use crate::tile::{Suit, Tile, TileCounts};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A fast hasher for the analysis caches, whose keys are small arrays of counts
/// made by the engine itself (no untrusted keys, so no need for SipHash's defence).
#[derive(Default, Clone, Copy)]
pub(crate) struct Fx(u64);

impl Hasher for Fx {
    fn finish(&self) -> u64 {
        // A product's low bits depend only on its factors' low bits, and the
        // table picks buckets by the low bits: bring the well-mixed high bits
        // down (as rustc-hash does), or keys that differ high up collide.
        self.0.rotate_left(26)
    }
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut b = [0u8; 8];
            b[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(b));
        }
    }
    fn write_u64(&mut self, x: u64) {
        self.0 = (self.0.rotate_left(5) ^ x).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

/// A hash map with [`Fx`].
pub(crate) type FxMap<K, V> = HashMap<K, V, BuildHasherDefault<Fx>>;

/// "Cannot be made" in a cost table.
const NEVER: u8 = u8::MAX;

/// The cheapest way one suit gives `k` sets (0–4) and `h` pairs (0–1).
type SuitTable = [[u8; 2]; 5];

/// Distances to winning shapes, with a cache of per-suit tables. One per analysis.
#[derive(Debug, Default)]
pub(crate) struct Shanten {
    /// By the suit's counts and limits and whether it is the honors.
    cache: FxMap<u64, SuitTable>,
}

/// The 13 terminals and honors, one bit per tile index.
const ORPHANS: u64 = 1 | 1 << 8 | 1 << 9 | 1 << 17 | 1 << 18 | 1 << 26 | HONORS;

/// The seven honors.
const HONORS: u64 = 0x7f << 27;

/// Ranks r, r+3, r+6 of one number suit (`r` 0–2, `suit` 0–2), as bits.
const fn group(suit: usize, r: usize) -> u64 {
    0b1001001 << (suit * 9 + r)
}

/// The six knitted straights (147, 258, 369 over the three suits in each order)
/// with the honors: the 16 tiles of each knitted hand (R4).
const KNITTED: [u64; 6] = {
    const P: [[usize; 3]; 6] = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];
    let mut out = [0u64; 6];
    let mut i = 0;
    while i < 6 {
        out[i] = group(0, P[i][0]) | group(1, P[i][1]) | group(2, P[i][2]) | HONORS;
        i += 1;
    }
    out
};

/// One rank group in all three suits with the honors: the 16 tiles of each plaid hand (R4).
const PLAID: [u64; 3] = [
    group(0, 0) | group(1, 0) | group(2, 0) | HONORS,
    group(0, 1) | group(1, 1) | group(2, 1) | HONORS,
    group(0, 2) | group(1, 2) | group(2, 2) | HONORS,
];

impl Shanten {
    /// `D` for one shape: the fewest tiles of a winning hand of that shape that
    /// `concealed` lacks, with `melds` already declared (their tiles in `meld_tiles`).
    /// `None` where the shape cannot be made (a concealed-only shape with melds).
    pub fn distance(
        &mut self,
        shape: Shape,
        concealed: &TileCounts,
        melds: usize,
        meld_tiles: &TileCounts,
    ) -> Option<u8> {
        if shape != Shape::Standard && melds > 0 {
            return None;
        }
        Some(match shape {
            Shape::Standard => self.standard(concealed, 4 - melds.min(4), meld_tiles),
            other => Summary::of(concealed).distance(other),
        })
    }

    /// The least `D` over every shape the edition allows, and per shape.
    pub fn shapes(
        &mut self,
        edition: Edition,
        concealed: &TileCounts,
        melds: usize,
        meld_tiles: &TileCounts,
    ) -> Vec<(Shape, u8)> {
        edition
            .rules()
            .shapes
            .iter()
            .filter_map(|&s| self.distance(s, concealed, melds, meld_tiles).map(|d| (s, d)))
            .collect()
    }

    /// The least `D` over the edition's shapes.
    pub fn best(&mut self, edition: Edition, concealed: &TileCounts, melds: usize, meld_tiles: &TileCounts) -> u8 {
        let mut best = NEVER;
        for &s in edition.rules().shapes {
            if let Some(d) = self.distance(s, concealed, melds, meld_tiles) {
                best = best.min(d);
            }
        }
        best
    }

    /// Four sets and a pair: the suits' tables combined so that they give `sets`
    /// sets and exactly one pair.
    fn standard(&mut self, concealed: &TileCounts, sets: usize, meld_tiles: &TileCounts) -> u8 {
        let mut best = EMPTY;
        for suit in SUITS {
            best = combine(&best, &self.table(concealed, suit, meld_tiles));
        }
        best[sets][1]
    }

    /// One suit's table of `concealed`, from the cache.
    fn table(&mut self, concealed: &TileCounts, suit: Suit, meld_tiles: &TileCounts) -> SuitTable {
        self.table_of(key(concealed, suit, meld_tiles))
    }

    /// The table of a suit by its [`key`]: from this analysis's map, else the
    /// kept one, else worked out.
    fn table_of(&mut self, key: u64) -> SuitTable {
        if let Some(t) = self.cache.get(&key) {
            return *t;
        }
        let table = KEPT.with_borrow_mut(|kept| match kept.get(&key) {
            Some(t) => *t,
            None => {
                if kept.len() >= MAX_KEPT {
                    kept.clear();
                }
                *kept.entry(key).or_insert_with(|| {
                    let honors = key >> 54 == 1;
                    let ranks = if honors { 7 } else { 9 };
                    let mut counts = [0u8; 9];
                    let mut limits = [0u8; 9];
                    for r in 0..ranks {
                        let digits = key >> (6 * (ranks - 1 - r));
                        counts[r] = (digits >> 3 & 7) as u8;
                        limits[r] = (digits & 7) as u8;
                    }
                    suit_table(&counts, &limits, honors)
                })
            }
        });
        self.cache.insert(key, table);
        table
    }

    /// The least `D` over the edition's shapes of each hand one tile from
    /// `concealed`: with one more `t` (`add`) or one fewer, for each `t` in
    /// `tiles`. The same figures as [`best`](Self::best) hand by hand, but the
    /// suits a change leaves alone are measured once.
    pub fn neighbours(
        &mut self,
        edition: Edition,
        concealed: &TileCounts,
        melds: usize,
        meld_tiles: &TileCounts,
        add: bool,
        tiles: &[Tile],
    ) -> Few<u8, 34> {
        let sets = 4 - melds.min(4);
        let keys = SUITS.map(|s| key(concealed, s, meld_tiles));
        let tables = keys.map(|k| self.table_of(k));
        // rest[i]: every suit's table combined but suit i's, from both ends.
        let mut before = [EMPTY; 4];
        let mut after = [EMPTY; 4];
        for i in 1..4 {
            before[i] = combine(&before[i - 1], &tables[i - 1]);
            after[3 - i] = combine(&after[4 - i], &tables[4 - i]);
        }
        let rest: [SuitTable; 4] = std::array::from_fn(|i| combine(&before[i], &after[i]));
        // The edition's shapes are few and fixed: a slice of them, standard first.
        let shapes = edition.rules().shapes;
        let others =
            if melds == 0 { &shapes[shapes.iter().take_while(|&&s| s == Shape::Standard).count()..] } else { &[][..] };
        debug_assert!(!others.contains(&Shape::Standard));
        // Only the other shapes need the summary (none with melds, nor in Beginner).
        let summary = (!others.is_empty()).then(|| Summary::of(concealed));
        tiles
            .iter()
            .map(|&t| {
                let (i, n) = (t.suit() as usize, concealed.get(t));
                let m = if add { n + 1 } else { n.saturating_sub(1) };
                // The count's digit of the suit's key changes, nothing else.
                let ranks = if t.suit() == Suit::Honors { 7 } else { 9 };
                let shift = 6 * (ranks - t.rank() as u64) + 3;
                let mine = self.table_of(keys[i] & !(7 << shift) | (m.min(4) as u64) << shift);
                let mut d = NEVER;
                for k in 0..=sets {
                    for h in 0..2 {
                        let (a, b) = (rest[i][sets - k][1 - h], mine[k][h]);
                        if a != NEVER && b != NEVER {
                            d = d.min(a + b);
                        }
                    }
                }
                if let Some(summary) = summary {
                    let near = summary.with(t, n, m);
                    for &shape in others {
                        d = d.min(near.distance(shape));
                    }
                }
                d
            })
            .collect()
    }
}

/// A suit's key: three bits a rank for its count (at most 4) and three for how
/// many more copies the melds leave room for, from the first rank, and the
/// honors' flag above them (54 bits).
fn key(concealed: &TileCounts, suit: Suit, meld_tiles: &TileCounts) -> u64 {
    let honors = suit == Suit::Honors;
    concealed
        .suit(suit)
        .iter()
        .zip(meld_tiles.suit(suit))
        .fold(0, |k, (&c, &u)| k << 6 | (c.min(4) as u64) << 3 | 4u64.saturating_sub(u as u64))
        | (honors as u64) << 54
}

/// What the shapes other than four sets and a pair need of a hand: the kinds
/// present, the kinds held twice or more, and Seven Pairs' slot costs.
#[derive(Debug, Clone, Copy)]
struct Summary {
    present: u64,
    pairs: u64,
    /// How many pair slots cost 0, 1 and 2 tiles (see [`pair_slots`]).
    slots: [u8; 3],
}

impl Summary {
    fn of(c: &TileCounts) -> Summary {
        let mut s = Summary { present: c.kinds_mask(), pairs: 0, slots: [0; 3] };
        for t in Tile::all() {
            let n = c.get(t);
            s.pairs |= ((n >= 2) as u64) << t.index();
            pair_slots(n).into_iter().for_each(|cost| s.slots[cost as usize] += 1);
        }
        s
    }

    /// The summary with `t`'s count changed from `old` to `new`.
    fn with(mut self, t: Tile, old: u8, new: u8) -> Summary {
        pair_slots(old).into_iter().for_each(|cost| self.slots[cost as usize] -= 1);
        pair_slots(new).into_iter().for_each(|cost| self.slots[cost as usize] += 1);
        let bit = 1u64 << t.index();
        self.present = (self.present & !bit) | ((new > 0) as u64) << t.index();
        self.pairs = (self.pairs & !bit) | ((new >= 2) as u64) << t.index();
        self
    }

    /// `D` for a shape other than four sets and a pair (no melds).
    fn distance(&self, shape: Shape) -> u8 {
        // 14 distinct tiles from a set of 16: the tiles of the set the hand lacks.
        let from =
            |sets: &[u64]| sets.iter().map(|s| 14 - (self.present & s).count_ones().min(14) as u8).min().unwrap_or(14);
        match shape {
            Shape::Standard => unreachable!("measured by the suits' tables"),
            Shape::SevenPairs => {
                let (mut need, mut d) = (7u8, 0u8);
                for (cost, &n) in self.slots.iter().enumerate() {
                    let take = need.min(n);
                    d += take * cost as u8;
                    need -= take;
                }
                d
            }
            Shape::Knitted => from(&KNITTED),
            Shape::Plaid => from(&PLAID),
            Shape::ThirteenOrphans => {
                14 - (self.present & ORPHANS).count_ones() as u8 - (self.pairs & ORPHANS != 0) as u8
            }
        }
    }
}

/// The most suit tables kept between analyses (about 13 MB); past it they start again.
const MAX_KEPT: usize = 1 << 19;

thread_local! {
    /// Suit tables kept between analyses: a table is a pure function of its key,
    /// and one analysis asks about thousands of suits, mostly those the last one
    /// asked about. Each analysis keeps its own small map in front of this one.
    static KEPT: std::cell::RefCell<FxMap<u64, SuitTable>> = std::cell::RefCell::new(FxMap::default());
}

/// The suits in tile order; `Suit as usize` indexes them.
const SUITS: [Suit; 4] = [Suit::Characters, Suit::Dots, Suit::Bamboo, Suit::Honors];

/// No tiles: no sets and no pair, at no cost.
const EMPTY: SuitTable = {
    let mut t = [[NEVER; 2]; 5];
    t[0][0] = 0;
    t
};

/// Two groups of suits taken together: the cheapest split of each (sets, pairs).
// The loop variables are set and pair counts, not positions in a list.
#[allow(clippy::needless_range_loop)]
fn combine(a: &SuitTable, b: &SuitTable) -> SuitTable {
    let mut out: SuitTable = [[NEVER; 2]; 5];
    for k in 0..5 {
        for h in 0..2 {
            if a[k][h] == NEVER {
                continue;
            }
            for k2 in 0..5 - k {
                for h2 in 0..2 - h {
                    if b[k2][h2] != NEVER {
                        let v = a[k][h] + b[k2][h2];
                        out[k + k2][h + h2] = out[k + k2][h + h2].min(v);
                    }
                }
            }
        }
    }
    out
}

/// The cheapest way one suit (or the honors, which make no chows) gives k sets
/// and h pairs: the tiles to add, with at most `limits[r]` of each rank in all.
// The loop variables are coordinates of the state, not positions in a list.
#[allow(clippy::needless_range_loop)]
fn suit_table(counts: &[u8; 9], limits: &[u8; 9], honors: bool) -> SuitTable {
    // dp[a][b][k][h]: chows started one and two ranks back are `b` and `a`.
    type Dp = [[[[u8; 2]; 5]; 5]; 5];
    let mut dp: Dp = [[[[NEVER; 2]; 5]; 5]; 5];
    dp[0][0][0][0] = 0;
    let ranks = if honors { 7 } else { 9 };
    for r in 0..ranks {
        let mut next: Dp = [[[[NEVER; 2]; 5]; 5]; 5];
        let max_chows = if honors || r + 2 >= ranks { 0 } else { 4 };
        // Chows under way are sets already counted: a + b ≤ k ≤ 4.
        for k in 0..5 {
            for a in 0..=k {
                for b in 0..=k - a {
                    for h in 0..2 {
                        let cost = dp[a][b][k][h];
                        if cost == NEVER {
                            continue;
                        }
                        let room = limits[r] as usize;
                        if a + b > room {
                            continue;
                        }
                        for pung in 0..=(4 - k).min(1) {
                            for pair in 0..2 - h {
                                for s in 0..=max_chows.min(4 - k - pung) {
                                    let need = 3 * pung + 2 * pair + s + a + b;
                                    if need > room {
                                        break;
                                    }
                                    let c = cost + (need as u8).saturating_sub(counts[r]);
                                    let slot = &mut next[b][s][k + pung + s][h + pair];
                                    *slot = (*slot).min(c);
                                }
                            }
                        }
                    }
                }
            }
        }
        dp = next;
    }
    let mut table: SuitTable = [[NEVER; 2]; 5];
    for (k, row) in table.iter_mut().enumerate() {
        for (h, v) in row.iter_mut().enumerate() {
            *v = dp[0][0][k][h];
        }
    }
    table
}

/// Seven Pairs, four alike being two pairs (R3): the seven cheapest pair slots
/// win, each tile giving a first pair slot and a second one at no lower cost.
/// A slot costs 0, 1 or 2 tiles, so counting slots by cost is enough; these are
/// the costs of a tile held `n` times.
fn pair_slots(n: u8) -> [u8; 2] {
    let first = 2u8.saturating_sub(n);
    [first, 4u8.saturating_sub(n) - first]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse;

    fn d(shape: Shape, tiles: &str) -> u8 {
        let c = TileCounts::from_tiles(&parse(tiles).unwrap());
        Shanten::default().distance(shape, &c, 0, &TileCounts::new()).unwrap()
    }

    #[test]
    fn known_distances() {
        // A complete hand is at distance 0; a waiting 13-tile hand at 1.
        assert_eq!(d(Shape::Standard, "123456789m11122z"), 0);
        assert_eq!(d(Shape::Standard, "123456789m1112z"), 1);
        assert_eq!(d(Shape::SevenPairs, "1122334455667m"), 1);
        // Four alike are two pairs, never a pair and a wait on the fifth copy.
        assert_eq!(d(Shape::SevenPairs, "1111223344556m"), 1);
        assert_eq!(d(Shape::SevenPairs, "11112222333344m"), 0);
        assert_eq!(d(Shape::ThirteenOrphans, "19m19p19s1234567z"), 1);
        assert_eq!(d(Shape::ThirteenOrphans, "19m19p19s12345677z"), 0);
        assert_eq!(d(Shape::Knitted, "147m258p369s12345z"), 0);
        assert_eq!(d(Shape::Plaid, "147m147p147s12345z"), 0);
        // Waiting on a tile held four times is no wait: 1111m needs another shape.
        assert_eq!(d(Shape::Standard, "1111m234p567s888s"), 2);
    }
}
