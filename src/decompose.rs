//! Every way to read a hand as a winning shape (R2–R4): four sets and a pair,
//! Seven Pairs, the knitted family, Thirteen Orphans, Honors and Plaid Tiles.

use crate::few::sort_by_key;
use crate::group::{Group, GroupKind, Groups};
use crate::hand::Hand;
use crate::rulebook::{Edition, Shape};
use crate::tile::{Suit, TileCounts};

/// One reading of the hand.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Decomposition {
    /// The winning shape.
    pub shape: Shape,
    /// Sets sorted by tile, then the pair; or the pairs; or the singles.
    pub groups: Vec<Group>,
}

impl Decomposition {
    /// Every group.
    pub fn all(&self) -> Groups {
        Groups::first(self.groups.len())
    }

    /// Indexes and groups of one kind of group.
    pub fn indexed(&self, f: impl Fn(&Group) -> bool) -> Vec<(usize, Group)> {
        self.groups.iter().copied().enumerate().filter(|(_, g)| f(g)).collect()
    }
}

/// Every decomposition of the hand in the shapes of the edition, in a fixed
/// order: standard readings first, then Seven Pairs, then the special shapes.
///
/// ```
/// use fourseas::{notation, Hand, decompositions, Shape, Edition};
/// let tiles = notation::parse("1122334455667m").unwrap();
/// let hand = Hand::new(&tiles, notation::parse_tile("7m").unwrap(), vec![]).unwrap();
/// let ds = decompositions(&hand, Edition::Standard);
/// assert!(ds.iter().any(|d| d.shape == Shape::SevenPairs));
/// assert!(ds.iter().any(|d| d.shape == Shape::Standard));
/// ```
pub fn decompositions(hand: &Hand, edition: Edition) -> Vec<Decomposition> {
    let closed = hand.closed_part();
    let mut out = Vec::new();
    let melds: Vec<Group> = hand.melds().iter().map(|&m| Group::from(m)).collect();
    standard(closed, &melds, &mut out);
    if hand.has_no_melds() {
        for shape in [Shape::SevenPairs, Shape::Knitted, Shape::ThirteenOrphans, Shape::Plaid] {
            if edition.allows(shape) {
                if let Some(d) = special(&closed, shape) {
                    out.push(d);
                }
            }
        }
    }
    out
}

fn standard(closed: TileCounts, melds: &[Group], out: &mut Vec<Decomposition>) {
    let need = 4 - melds.len();
    let mut sets = Vec::with_capacity(5);
    sets.extend_from_slice(melds);
    // Sets take three tiles of a suit at a time (an honor only as a pung), so the
    // pair must leave every suit a multiple of three: most candidates fail that.
    let mut by_suit = [0u8; 4];
    let mut odd_honors = 0;
    for t in closed.kinds() {
        by_suit[t.suit() as usize] += closed.get(t);
        odd_honors += (t.is_honor() && closed.get(t) % 3 != 0) as u8;
    }
    for pair in closed.kinds().filter(|&t| closed.get(t) >= 2) {
        let fits = if pair.is_honor() {
            odd_honors == 1 && closed.get(pair) % 3 == 2 && by_suit[..3].iter().all(|n| n % 3 == 0)
        } else {
            odd_honors == 0 && (0..3).all(|s| (by_suit[s] - 2 * (s == pair.suit() as usize) as u8) % 3 == 0)
        };
        let mut rest = closed;
        if !fits || !rest.remove(pair, 2) {
            continue;
        }
        sets.truncate(melds.len());
        split_sets(&mut rest, 0, need, &mut sets, &mut |sets| {
            let mut groups = sets.to_vec();
            sort_by_key(&mut groups, |&g| g);
            groups.push(Group::concealed(GroupKind::Pair, pair));
            // Taking a pung and a chow of one tile in either order reaches the same split.
            let d = Decomposition { shape: Shape::Standard, groups };
            if !out.contains(&d) {
                out.push(d);
            }
        });
    }
}

/// Splits `rest` into `need` concealed pungs and chows, always taking the lowest
/// tile first; `rest` holds no tile below index `from`.
fn split_sets(rest: &mut TileCounts, from: usize, need: usize, sets: &mut Vec<Group>, emit: &mut dyn FnMut(&[Group])) {
    let Some(t) = rest.first_from(from) else {
        if need == 0 {
            emit(sets);
        }
        return;
    };
    if need == 0 {
        return;
    }
    // Each set is taken out of `rest` for the recursion and put back after it.
    if rest.remove(t, 3) {
        sets.push(Group::concealed(GroupKind::Pung, t));
        split_sets(rest, t.index(), need - 1, sets, emit);
        sets.pop();
        rest.add(t, 3);
    }
    if let (Some(t2), Some(t3)) = (t.shifted(1), t.shifted(2)) {
        if rest.get(t) > 0 && rest.get(t2) > 0 && rest.get(t3) > 0 {
            let chow = [t, t2, t3];
            for x in chow {
                rest.remove(x, 1);
            }
            sets.push(Group::concealed(GroupKind::Chow, t));
            split_sets(rest, t.index(), need - 1, sets, emit);
            sets.pop();
            for x in chow {
                rest.add(x, 1);
            }
        }
    }
}

const ORPHANS: [usize; 13] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

fn special(closed: &TileCounts, shape: Shape) -> Option<Decomposition> {
    // Every special shape holds 14 tiles.
    if closed.total() != 14 {
        return None;
    }
    let single = |t| Group::concealed(GroupKind::Single, t);
    let pair = |t| Group::concealed(GroupKind::Pair, t);
    let kinds = closed.kinds_mask();
    let distinct = kinds.count_ones() == 14;
    let groups = match shape {
        Shape::SevenPairs => {
            // Four of a kind counts as two pairs (R3).
            if !closed.kinds().all(|t| closed.get(t) % 2 == 0) {
                return None;
            }
            closed.kinds().flat_map(|t| vec![pair(t); closed.get(t) as usize / 2]).collect()
        }
        Shape::Knitted => {
            if !distinct || knitted_suit_groups(closed).is_none() {
                return None;
            }
            closed.kinds().map(single).collect()
        }
        Shape::Plaid => {
            if !distinct {
                return None;
            }
            let mut numbers = closed.kinds().filter(|t| t.is_number());
            let first = numbers.next()?;
            if numbers.any(|t| (t.rank() - 1) % 3 != (first.rank() - 1) % 3) {
                return None;
            }
            closed.kinds().map(single).collect()
        }
        Shape::ThirteenOrphans => {
            // Each of the thirteen, and nothing else.
            if kinds != ORPHANS.iter().fold(0, |m, &i| m | 1 << i) {
                return None;
            }
            let mut v: Vec<Group> = closed.kinds().filter(|&t| closed.get(t) == 1).map(single).collect();
            v.extend(closed.kinds().filter(|&t| closed.get(t) == 2).map(pair));
            v
        }
        Shape::Standard => return None,
    };
    Some(Decomposition { shape, groups })
}

/// For a knitted hand, the rank group (0: 147, 1: 258, 2: 369) of each number
/// suit, distinct across suits, such that every number tile fits (R4).
pub(crate) fn knitted_suit_groups(tiles: &TileCounts) -> Option<[u8; 3]> {
    const PERMS: [[u8; 3]; 6] = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];
    PERMS.into_iter().find(|perm| {
        tiles.kinds().filter(|t| t.is_number()).all(|t| {
            let s = Suit::NUMBER.iter().position(|&s| s == t.suit()).unwrap_or(0);
            (t.rank() - 1) % 3 == perm[s]
        })
    })
}
