//! Every way to read a hand as a winning shape (R2–R4): four sets and a pair,
//! Seven Pairs, the knitted family, Thirteen Orphans, Honors and Plaid Tiles.

use crate::hand::{Hand, Meld, MeldKind};
use crate::rulebook::Edition;
use crate::tile::{Suit, Tile, TileCounts};

/// The kind of one group of a decomposition.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum GroupKind {
    Chow,
    Pung,
    Kong,
    Pair,
    /// One tile of a knitted, plaid or orphans hand.
    Single,
}

impl GroupKind {
    pub const fn as_str(self) -> &'static str {
        match self {
            GroupKind::Chow => "chow",
            GroupKind::Pung => "pung",
            GroupKind::Kong => "kong",
            GroupKind::Pair => "pair",
            GroupKind::Single => "single",
        }
    }
}

/// A chow, pung, kong, pair or single; `tile` is its lowest tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Group {
    pub kind: GroupKind,
    pub tile: Tile,
    /// Declared before the win and shown (a concealed kong is not exposed).
    pub exposed: bool,
}

impl Group {
    pub fn tiles(&self) -> Vec<Tile> {
        match self.kind {
            GroupKind::Chow => (0..3).filter_map(|d| self.tile.shifted(d)).collect(),
            GroupKind::Pung => vec![self.tile; 3],
            GroupKind::Kong => vec![self.tile; 4],
            GroupKind::Pair => vec![self.tile; 2],
            GroupKind::Single => vec![self.tile],
        }
    }

    /// A pung or a kong: a kong counts as a triplet everywhere but Tile Hog (R3).
    pub fn is_triplet(&self) -> bool {
        matches!(self.kind, GroupKind::Pung | GroupKind::Kong)
    }

    pub fn is_chow(&self) -> bool {
        self.kind == GroupKind::Chow
    }

    pub fn is_honor(&self) -> bool {
        self.tile.is_honor()
    }
}

/// A declared meld as a group: exposed unless it is a concealed kong.
impl From<Meld> for Group {
    fn from(m: Meld) -> Group {
        let kind = match m.kind {
            MeldKind::Chow => GroupKind::Chow,
            MeldKind::Pung => GroupKind::Pung,
            MeldKind::Kong => GroupKind::Kong,
        };
        Group { kind, tile: m.tile, exposed: !m.concealed }
    }
}

/// The winning shapes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Shape {
    /// Four sets and a pair.
    Standard,
    SevenPairs,
    /// Honors and Knitted Tiles and its higher forms (B.c1–B.c3).
    Knitted,
    ThirteenOrphans,
    /// Honors and Plaid Tiles (B.c5).
    Plaid,
}

impl Shape {
    pub const fn as_str(self) -> &'static str {
        match self {
            Shape::Standard => "standard",
            Shape::SevenPairs => "seven_pairs",
            Shape::Knitted => "knitted",
            Shape::ThirteenOrphans => "thirteen_orphans",
            Shape::Plaid => "plaid",
        }
    }

    /// Whether the edition has this shape (R2).
    pub fn in_edition(self, e: Edition) -> bool {
        match self {
            Shape::Standard => true,
            Shape::SevenPairs => e >= Edition::Basic,
            Shape::Knitted | Shape::ThirteenOrphans => e >= Edition::Intermediate,
            Shape::Plaid => e >= Edition::Standard,
        }
    }
}

/// One reading of the hand.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Decomposition {
    pub shape: Shape,
    /// Sets sorted by tile, then the pair; or the pairs; or the singles.
    pub groups: Vec<Group>,
}

impl Decomposition {
    /// The bit set of every group.
    pub fn all(&self) -> u16 {
        (1u16 << self.groups.len()) - 1
    }

    /// Indexes and groups of one kind of group.
    pub fn indexed(&self, f: impl Fn(&Group) -> bool) -> Vec<(usize, Group)> {
        self.groups.iter().copied().enumerate().filter(|(_, g)| f(g)).collect()
    }

    /// Every tile of the decomposition.
    pub fn tile_counts(&self) -> TileCounts {
        let mut c = TileCounts::new();
        for g in &self.groups {
            for t in g.tiles() {
                c.add(t, 1);
            }
        }
        c
    }
}

/// Every decomposition of the hand in the shapes of the edition, in a fixed
/// order: standard readings first, then Seven Pairs, then the special shapes.
///
/// ```
/// use fourseas::{notation, Hand, decompose::{decompositions, Shape}, Edition};
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
            if shape.in_edition(edition) {
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
    for pair in closed.kinds().collect::<Vec<_>>() {
        let mut rest = closed;
        if !rest.remove(pair, 2) {
            continue;
        }
        let mut sets = melds.to_vec();
        split_sets(rest, need, &mut sets, &mut |sets| {
            let mut groups = sets.to_vec();
            groups.sort();
            groups.push(Group { kind: GroupKind::Pair, tile: pair, exposed: false });
            // Taking a pung and a chow of one tile in either order reaches the same split.
            let d = Decomposition { shape: Shape::Standard, groups };
            if !out.contains(&d) {
                out.push(d);
            }
        });
    }
}

/// Splits `rest` into `need` concealed pungs and chows, always taking the lowest
/// tile first.
fn split_sets(rest: TileCounts, need: usize, sets: &mut Vec<Group>, emit: &mut dyn FnMut(&[Group])) {
    let Some(t) = rest.first() else {
        if need == 0 {
            emit(sets);
        }
        return;
    };
    if need == 0 {
        return;
    }
    let mut r = rest;
    if r.remove(t, 3) {
        sets.push(Group { kind: GroupKind::Pung, tile: t, exposed: false });
        split_sets(r, need - 1, sets, emit);
        sets.pop();
    }
    if let (Some(t2), Some(t3)) = (t.shifted(1), t.shifted(2)) {
        let mut r = rest;
        if r.remove(t, 1) && r.remove(t2, 1) && r.remove(t3, 1) {
            sets.push(Group { kind: GroupKind::Chow, tile: t, exposed: false });
            split_sets(r, need - 1, sets, emit);
            sets.pop();
        }
    }
}

const ORPHANS: [usize; 13] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

fn special(closed: &TileCounts, shape: Shape) -> Option<Decomposition> {
    let single = |t| Group { kind: GroupKind::Single, tile: t, exposed: false };
    let pair = |t| Group { kind: GroupKind::Pair, tile: t, exposed: false };
    let distinct = closed.kinds().all(|t| closed.get(t) == 1);
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
            let numbers: Vec<Tile> = closed.kinds().filter(|t| t.is_number()).collect();
            let first = numbers.first()?;
            if !distinct || numbers.iter().any(|t| (t.rank() - 1) % 3 != (first.rank() - 1) % 3) {
                return None;
            }
            closed.kinds().map(single).collect()
        }
        Shape::ThirteenOrphans => {
            let all = ORPHANS.iter().filter_map(|&i| Tile::from_index(i)).all(|t| closed.get(t) >= 1);
            if !all || closed.kinds().any(|t| !ORPHANS.contains(&t.index())) {
                return None;
            }
            let mut v: Vec<Group> = closed.kinds().filter(|&t| closed.get(t) == 1).map(single).collect();
            v.extend(closed.kinds().filter(|&t| closed.get(t) == 2).map(pair));
            v
        }
        Shape::Standard => return None,
    };
    // Every special shape holds 14 tiles; the count check above does the rest.
    (closed.total() == 14).then_some(Decomposition { shape, groups })
}

/// For a knitted hand, the rank group (0: 147, 1: 258, 2: 369) of each number
/// suit, distinct across suits, such that every number tile fits (R4).
pub fn knitted_suit_groups(tiles: &TileCounts) -> Option<[u8; 3]> {
    const PERMS: [[u8; 3]; 6] = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];
    PERMS.into_iter().find(|perm| {
        tiles.kinds().filter(|t| t.is_number()).all(|t| {
            let s = Suit::NUMBER.iter().position(|&s| s == t.suit()).unwrap_or(0);
            (t.rank() - 1) % 3 == perm[s]
        })
    })
}
