//! Groups of a decomposition (chow, pung, kong, pair, single), sets of them, and
//! the melds a player declares before the win.

use crate::error::{Error, ErrorCode, ErrorReason, Result};
use crate::few::{sort_by_key, Few};
use crate::names::named;
use crate::tile::Tile;
use std::ops::{BitAnd, BitOr, BitOrAssign};

named! {
    /// The kind of one group of a decomposition. The default, a chow, only fills
    /// fixed-size buffers.
    #[derive(Default)]
    pub enum GroupKind("group kind") {
        /// Three consecutive tiles of one number suit.
        #[default]
        Chow = "chow",
        /// Three identical tiles.
        Pung = "pung",
        /// Four identical tiles.
        Kong = "kong",
        /// Two identical tiles.
        Pair = "pair",
        /// One tile of a knitted, plaid or orphans hand.
        Single = "single",
    }
}

/// A chow, pung, kong, pair or single; `tile` is its lowest tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Group {
    /// What kind of group.
    pub kind: GroupKind,
    /// Its lowest tile.
    pub tile: Tile,
    /// Declared before the win and shown (a concealed kong is not exposed).
    pub exposed: bool,
}

impl GroupKind {
    /// How many tiles a group of this kind has, and the rank step from one to
    /// the next (1 for a chow, 0 for alike tiles).
    pub(crate) const fn layout(self) -> (usize, u8) {
        match self {
            GroupKind::Chow => (3, 1),
            GroupKind::Pung => (3, 0),
            GroupKind::Kong => (4, 0),
            GroupKind::Pair => (2, 0),
            GroupKind::Single => (1, 0),
        }
    }
}

impl Group {
    /// A concealed group.
    pub const fn concealed(kind: GroupKind, tile: Tile) -> Group {
        Group { kind, tile, exposed: false }
    }

    /// Its tiles, lowest first.
    pub fn tiles(&self) -> GroupTiles {
        let (n, step) = self.kind.layout();
        let mut buf = [self.tile; 4];
        for (k, t) in buf.iter_mut().enumerate().take(n) {
            *t = self.tile.shifted((step * k as u8) as i8).unwrap_or(self.tile);
        }
        GroupTiles { buf, len: n as u8 }
    }

    /// The ranks of its number tiles, as bits 1–9.
    pub fn ranks(&self) -> u16 {
        match (self.tile.is_number(), self.kind) {
            (false, _) => 0,
            (true, GroupKind::Chow) => 0b111 << self.tile.rank(),
            (true, _) => 1 << self.tile.rank(),
        }
    }

    /// A pung or a kong: a kong counts as a triplet everywhere but Tile Hog (R3).
    pub fn is_triplet(&self) -> bool {
        matches!(self.kind, GroupKind::Pung | GroupKind::Kong)
    }

    /// A chow.
    pub fn is_chow(&self) -> bool {
        self.kind == GroupKind::Chow
    }

    /// A pair.
    pub fn is_pair(&self) -> bool {
        self.kind == GroupKind::Pair
    }

    /// Made of honor tiles.
    pub fn is_honor(&self) -> bool {
        self.tile.is_honor()
    }
}

named! {
    /// The kind of a declared meld.
    pub enum MeldKind("meld kind") {
        /// A claimed chow.
        Chow = "chow",
        /// A claimed pung.
        Pung = "pung",
        /// A kong, exposed or concealed.
        Kong = "kong",
    }
}

/// A meld declared before the win. `tile` is its lowest tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Meld {
    /// Chow, pung or kong.
    pub kind: MeldKind,
    /// Its lowest tile.
    pub tile: Tile,
    /// Only kongs may be concealed.
    pub concealed: bool,
}

impl Meld {
    /// Reads a meld from its tiles: a chow (three consecutive tiles of one number suit,
    /// in any order), a pung or a kong (R21).
    pub fn from_tiles(tiles: &[Tile], concealed: bool) -> Result<Meld> {
        // Three or four tiles, sorted, show the kind; any other count is no meld.
        let mut ts: Few<Tile, 4> = Few::new();
        if (3..=4).contains(&tiles.len()) {
            ts = tiles.iter().copied().collect();
            sort_by_key(&mut ts, |&t| t);
        }
        let kind = match &ts[..] {
            [a, b, c] if a == b && b == c => MeldKind::Pung,
            [a, b, c, d] if a == b && b == c && c == d => MeldKind::Kong,
            [a, b, c] if a.is_number() && a.shifted(1) == Some(*b) && b.shifted(1) == Some(*c) => MeldKind::Chow,
            _ => {
                let shown = crate::names::excerpt(&crate::notation::format(tiles));
                let message = format!("'{shown}' is not a chow, pung or kong");
                return Err(Error::new(ErrorCode::BadMeld, ErrorReason::NotAMeld, message).arg("tiles", shown));
            }
        };
        if concealed && kind != MeldKind::Kong {
            let shown = crate::notation::format(tiles);
            let message = format!("'{shown}' cannot be concealed: only kongs are declared concealed");
            return Err(Error::new(ErrorCode::BadMeld, ErrorReason::ConcealedNotKong, message).arg("tiles", shown));
        }
        Ok(Meld { kind, tile: ts[0], concealed })
    }

    /// Its tiles, lowest first.
    pub fn tiles(&self) -> GroupTiles {
        Group::from(*self).tiles()
    }
}

/// The one to four tiles of a group, without allocating.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GroupTiles {
    buf: [Tile; 4],
    len: u8,
}

impl std::ops::Deref for GroupTiles {
    type Target = [Tile];
    fn deref(&self) -> &[Tile] {
        &self.buf[..self.len as usize]
    }
}

impl IntoIterator for GroupTiles {
    type Item = Tile;
    type IntoIter = std::iter::Take<std::array::IntoIter<Tile, 4>>;
    fn into_iter(self) -> Self::IntoIter {
        self.buf.into_iter().take(self.len as usize)
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

/// A set of groups of one decomposition, by index (a decomposition has at most 14).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Groups(u16);

impl Groups {
    /// No group.
    pub const EMPTY: Groups = Groups(0);

    /// The group at `i`.
    pub const fn one(i: usize) -> Groups {
        Groups(1 << i)
    }

    /// The first `n` groups.
    pub const fn first(n: usize) -> Groups {
        Groups(((1u32 << n) - 1) as u16)
    }

    /// Whether the two sets share no group.
    pub const fn is_disjoint(self, o: Groups) -> bool {
        self.0 & o.0 == 0
    }

    /// Whether group `i` is in the set.
    pub const fn contains(self, i: usize) -> bool {
        i < 16 && self.0 & (1 << i) != 0
    }

    /// The indexes, in order.
    pub fn iter(self) -> impl Iterator<Item = usize> {
        (0..16).filter(move |&i| self.contains(i))
    }
}

impl BitOr for Groups {
    type Output = Groups;
    fn bitor(self, o: Groups) -> Groups {
        Groups(self.0 | o.0)
    }
}

impl BitOrAssign for Groups {
    fn bitor_assign(&mut self, o: Groups) {
        self.0 |= o.0;
    }
}

impl BitAnd for Groups {
    type Output = Groups;
    fn bitand(self, o: Groups) -> Groups {
        Groups(self.0 & o.0)
    }
}

impl FromIterator<usize> for Groups {
    fn from_iter<I: IntoIterator<Item = usize>>(it: I) -> Groups {
        it.into_iter().fold(Groups::EMPTY, |m, i| m | Groups::one(i))
    }
}

impl serde::Serialize for Groups {
    fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}
