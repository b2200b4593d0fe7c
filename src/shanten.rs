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

use crate::rulebook::{Edition, Shape};
use crate::tile::{Suit, Tile, TileCounts};
use std::collections::HashMap;

/// "Cannot be made" in a cost table.
const NEVER: u8 = u8::MAX;

/// The cheapest way one suit gives `k` sets (0–4) and `h` pairs (0–1).
type SuitTable = [[u8; 2]; 5];

/// Distances to winning shapes, with a cache of per-suit tables. One per analysis.
#[derive(Debug, Default)]
pub(crate) struct Shanten {
    cache: HashMap<([u8; 9], [u8; 9], bool), SuitTable>,
}

const ORPHANS: [usize; 13] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

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
        let c = |i: usize| Tile::from_index(i).map_or(0, |t| concealed.get(t));
        Some(match shape {
            Shape::Standard => self.standard(concealed, 4 - melds.min(4), meld_tiles),
            Shape::SevenPairs => seven_pairs(concealed),
            Shape::Knitted => {
                const PERMS: [[usize; 3]; 6] = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];
                PERMS
                    .iter()
                    .map(|perm| {
                        let numbers = (0..3).flat_map(|s| (0..3).map(move |k| s * 9 + perm[s] + 3 * k));
                        distinct_from(numbers.chain(27..34), c)
                    })
                    .min()
                    .unwrap_or(14)
            }
            Shape::Plaid => (0..3)
                .map(|g| distinct_from((0..3).flat_map(|s| (0..3).map(move |k| s * 9 + g + 3 * k)).chain(27..34), c))
                .min()
                .unwrap_or(14),
            Shape::ThirteenOrphans => {
                let kinds = ORPHANS.iter().filter(|&&i| c(i) > 0).count() as u8;
                let pair = ORPHANS.iter().any(|&i| c(i) >= 2) as u8;
                14 - kinds - pair
            }
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
        self.shapes(edition, concealed, melds, meld_tiles).into_iter().map(|(_, d)| d).min().unwrap_or(NEVER)
    }

    // The loop variables are set and pair counts, not positions in a list.
    #[allow(clippy::needless_range_loop)]
    /// Four sets and a pair: the suits' tables combined so that they give `sets`
    /// sets and exactly one pair.
    fn standard(&mut self, concealed: &TileCounts, sets: usize, meld_tiles: &TileCounts) -> u8 {
        // best[k][h]: the cheapest k sets and h pairs from the suits so far.
        let mut best: SuitTable = [[NEVER; 2]; 5];
        best[0][0] = 0;
        for suit in [Suit::Characters, Suit::Dots, Suit::Bamboo, Suit::Honors] {
            let ranks = if suit == Suit::Honors { 7 } else { 9 };
            let mut counts = [0u8; 9];
            let mut limits = [0u8; 9];
            for r in 0..ranks {
                if let Some(t) = Tile::new(suit, r as u8 + 1) {
                    counts[r] = concealed.get(t);
                    limits[r] = 4u8.saturating_sub(meld_tiles.get(t));
                }
            }
            let honors = suit == Suit::Honors;
            let table =
                *self.cache.entry((counts, limits, honors)).or_insert_with(|| suit_table(&counts, &limits, honors));
            let mut next: SuitTable = [[NEVER; 2]; 5];
            for k in 0..5 {
                for h in 0..2 {
                    if best[k][h] == NEVER {
                        continue;
                    }
                    for k2 in 0..5 - k {
                        for h2 in 0..2 - h {
                            if table[k2][h2] != NEVER {
                                let v = best[k][h] + table[k2][h2];
                                next[k + k2][h + h2] = next[k + k2][h + h2].min(v);
                            }
                        }
                    }
                }
            }
            best = next;
        }
        best[sets][1]
    }
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
        for a in 0..5 {
            for b in 0..5 {
                for k in 0..5 {
                    for h in 0..2 {
                        let cost = dp[a][b][k][h];
                        if cost == NEVER {
                            continue;
                        }
                        for pung in 0..2 {
                            for pair in 0..2 - h {
                                for s in 0..=max_chows {
                                    let k2 = k + pung + s;
                                    let need = 3 * pung + 2 * pair + s + a + b;
                                    if k2 > 4 || need > limits[r] as usize {
                                        continue;
                                    }
                                    let c = cost + (need as u8).saturating_sub(counts[r]);
                                    let slot = &mut next[b][s][k2][h + pair];
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

/// Seven pairs, four alike being two pairs (R3): the seven cheapest pair slots,
/// each tile giving a first pair and a second one at no lower cost.
fn seven_pairs(concealed: &TileCounts) -> u8 {
    let mut slots: Vec<u8> = Vec::with_capacity(68);
    for t in Tile::all() {
        let c = concealed.get(t);
        let first = 2u8.saturating_sub(c);
        slots.push(first);
        slots.push(4u8.saturating_sub(c) - first);
    }
    slots.sort_unstable();
    slots[..7].iter().sum()
}

/// 14 distinct tiles from a set of 16: the tiles of the set the hand lacks.
fn distinct_from(set: impl Iterator<Item = usize>, count: impl Fn(usize) -> u8) -> u8 {
    let have = set.filter(|&i| count(i) > 0).count().min(14) as u8;
    14 - have
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
