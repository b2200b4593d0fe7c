//! Tiles: 34 kinds in one byte, and fixed-size tile counts.

use std::fmt;

/// A number suit, or the honors.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Suit {
    /// Characters (万), `m`.
    Characters,
    /// Dots (筒), `p`.
    Dots,
    /// Bamboo (条), `s`.
    Bamboo,
    /// Winds and dragons, `z`.
    Honors,
}

impl Suit {
    /// The three number suits, in mpsz order.
    pub const NUMBER: [Suit; 3] = [Suit::Characters, Suit::Dots, Suit::Bamboo];

    /// The mpsz letter.
    pub const fn letter(self) -> char {
        match self {
            Suit::Characters => 'm',
            Suit::Dots => 'p',
            Suit::Bamboo => 's',
            Suit::Honors => 'z',
        }
    }

    /// The suit of an mpsz letter.
    pub const fn from_letter(c: char) -> Option<Suit> {
        match c {
            'm' => Some(Suit::Characters),
            'p' => Some(Suit::Dots),
            's' => Some(Suit::Bamboo),
            'z' => Some(Suit::Honors),
            _ => None,
        }
    }

    const fn base(self) -> u8 {
        match self {
            Suit::Characters => 0,
            Suit::Dots => 9,
            Suit::Bamboo => 18,
            Suit::Honors => 27,
        }
    }
}

/// One of the 34 tile kinds: 1–9 of each number suit, then East, South, West,
/// North, White, Green, Red (`1z`…`7z`).
///
/// ```
/// use fourseas::{Tile, Suit};
/// let t = Tile::new(Suit::Dots, 5).unwrap();
/// assert_eq!(t.to_string(), "5p");
/// assert!(Tile::new(Suit::Honors, 8).is_none());
/// ```
///
/// The default, `1m`, only fills fixed-size buffers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Tile(u8);

impl Tile {
    /// Number of tile kinds.
    pub const COUNT: usize = 34;
    /// East wind (`1z`).
    pub const EAST: Tile = Tile(27);
    /// South wind (`2z`).
    pub const SOUTH: Tile = Tile(28);
    /// West wind (`3z`).
    pub const WEST: Tile = Tile(29);
    /// North wind (`4z`).
    pub const NORTH: Tile = Tile(30);
    /// White dragon (`5z`).
    pub const WHITE: Tile = Tile(31);
    /// Green dragon (`6z`).
    pub const GREEN: Tile = Tile(32);
    /// Red dragon (`7z`).
    pub const RED: Tile = Tile(33);

    /// The tile of `rank` (1–9, or 1–7 for honors) in `suit`.
    pub const fn new(suit: Suit, rank: u8) -> Option<Tile> {
        let max = if matches!(suit, Suit::Honors) { 7 } else { 9 };
        if rank >= 1 && rank <= max {
            Some(Tile(suit.base() + rank - 1))
        } else {
            None
        }
    }

    /// The tile with index `i` (0–33).
    pub const fn from_index(i: usize) -> Option<Tile> {
        if i < Self::COUNT {
            Some(Tile(i as u8))
        } else {
            None
        }
    }

    /// All 34 kinds, in index order.
    pub fn all() -> impl Iterator<Item = Tile> {
        (0..Self::COUNT as u8).map(Tile)
    }

    /// Index 0–33.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The suit.
    pub const fn suit(self) -> Suit {
        match self.0 {
            0..=8 => Suit::Characters,
            9..=17 => Suit::Dots,
            18..=26 => Suit::Bamboo,
            _ => Suit::Honors,
        }
    }

    /// Rank within the suit: 1–9, or 1–7 for honors (E S W N White Green Red).
    pub const fn rank(self) -> u8 {
        self.0 - self.suit().base() + 1
    }

    /// A wind or a dragon.
    pub const fn is_honor(self) -> bool {
        self.0 >= 27
    }

    /// A tile of one of the three number suits.
    pub const fn is_number(self) -> bool {
        self.0 < 27
    }

    /// A 1 or 9 of a number suit.
    pub const fn is_terminal(self) -> bool {
        self.is_number() && (self.rank() == 1 || self.rank() == 9)
    }

    /// East, South, West or North.
    pub const fn is_wind(self) -> bool {
        self.0 >= 27 && self.0 <= 30
    }

    /// White, Green or Red.
    pub const fn is_dragon(self) -> bool {
        self.0 >= 31
    }

    /// The tile `d` ranks higher in the same number suit, if any.
    pub const fn shifted(self, d: i8) -> Option<Tile> {
        if self.is_honor() {
            return None;
        }
        let r = self.rank() as i8 + d;
        if r >= 1 && r <= 9 {
            Some(Tile((self.0 as i8 + d) as u8))
        } else {
            None
        }
    }

    /// The Unicode mahjong character (U+1F000–U+1F021).
    pub const fn to_unicode(self) -> char {
        UNICODE[self.0 as usize]
    }

    /// The tile of a Unicode mahjong character.
    pub fn from_unicode(c: char) -> Option<Tile> {
        UNICODE.iter().position(|&u| u == c).and_then(Tile::from_index)
    }

    /// English name, e.g. "5 Dots", "East Wind", "Red Dragon".
    pub fn name(self) -> String {
        const HONORS: [&str; 7] =
            ["East Wind", "South Wind", "West Wind", "North Wind", "White Dragon", "Green Dragon", "Red Dragon"];
        match self.suit() {
            Suit::Characters => format!("{} Characters", self.rank()),
            Suit::Dots => format!("{} Dots", self.rank()),
            Suit::Bamboo => format!("{} Bamboo", self.rank()),
            Suit::Honors => HONORS[self.rank() as usize - 1].to_string(),
        }
    }
}

/// A tile is written in mpsz (`5p`) in every answer.
impl serde::Serialize for Tile {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank(), self.suit().letter())
    }
}

/// The project's one table of Unicode mahjong characters, in tile index order.
/// Unicode orders the dragons Red, Green, White; mpsz orders White, Green, Red.
#[rustfmt::skip]
const UNICODE: [char; Tile::COUNT] = [
    '🀇', '🀈', '🀉', '🀊', '🀋', '🀌', '🀍', '🀎', '🀏', // characters
    '🀙', '🀚', '🀛', '🀜', '🀝', '🀞', '🀟', '🀠', '🀡', // dots
    '🀐', '🀑', '🀒', '🀓', '🀔', '🀕', '🀖', '🀗', '🀘', // bamboo
    '🀀', '🀁', '🀂', '🀃', '🀆', '🀅', '🀄', // East South West North White Green Red
];

/// How many of each tile kind a set of tiles holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TileCounts([u8; Tile::COUNT]);

impl Default for TileCounts {
    fn default() -> Self {
        TileCounts([0; Tile::COUNT])
    }
}

impl TileCounts {
    /// No tiles.
    pub fn new() -> Self {
        Self::default()
    }

    /// The counts of a list of tiles.
    pub fn from_tiles(tiles: &[Tile]) -> Self {
        let mut c = Self::new();
        for &t in tiles {
            c.add(t, 1);
        }
        c
    }

    /// Copies of `t`.
    pub fn get(&self, t: Tile) -> u8 {
        self.0[t.index()]
    }

    /// Adds `n` copies of `t`.
    pub fn add(&mut self, t: Tile, n: u8) {
        self.0[t.index()] = self.0[t.index()].saturating_add(n);
    }

    /// Removes `n` copies; false (and no change) when there are fewer.
    pub fn remove(&mut self, t: Tile, n: u8) -> bool {
        let c = &mut self.0[t.index()];
        if *c < n {
            return false;
        }
        *c -= n;
        true
    }

    /// How many tiles in all.
    pub fn total(&self) -> usize {
        self.0.iter().map(|&c| c as usize).sum()
    }

    /// Adds every tile of `other`.
    pub fn add_all(&mut self, other: &TileCounts) {
        for (a, b) in self.0.iter_mut().zip(other.0.iter()) {
            *a = a.saturating_add(*b);
        }
    }

    /// The tiles present, each kind once, in index order.
    pub fn kinds(&self) -> impl Iterator<Item = Tile> + '_ {
        // By the bits of the mask: a hand holds at most 14 kinds of the 34.
        let mut m = self.kinds_mask();
        std::iter::from_fn(move || {
            let i = m.trailing_zeros();
            m &= m.wrapping_sub(1);
            (i < 64).then_some(Tile(i as u8))
        })
    }

    /// Every tile, repeated by its count, in index order.
    pub fn tiles(&self) -> Vec<Tile> {
        Tile::all().flat_map(|t| std::iter::repeat_n(t, self.get(t) as usize)).collect()
    }

    /// The kinds present, as bits by tile index: one word for every "which
    /// kinds" question the detectors ask.
    pub fn kinds_mask(&self) -> u64 {
        self.0.iter().enumerate().fold(0, |m, (i, &c)| m | ((c > 0) as u64) << i)
    }

    /// The counts of one suit's tiles, by rank (seven for the honors).
    pub(crate) fn suit(&self, suit: Suit) -> &[u8] {
        let base = suit.base() as usize;
        &self.0[base..base + if suit == Suit::Honors { 7 } else { 9 }]
    }

    /// The first tile present, if any.
    pub fn first(&self) -> Option<Tile> {
        self.first_from(0)
    }

    /// The first tile present at index `from` or above, if any.
    pub fn first_from(&self, from: usize) -> Option<Tile> {
        let skip = from.min(Tile::COUNT);
        self.0[skip..].iter().position(|&c| c > 0).and_then(|i| Tile::from_index(skip + i))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unicode_round_trip_for_every_tile() {
        for t in Tile::all() {
            assert_eq!(Tile::from_unicode(t.to_unicode()), Some(t), "{t}");
        }
        assert_eq!(Tile::from_unicode('\u{1F004}'), Some(Tile::RED));
        assert_eq!(Tile::from_unicode('\u{1F019}').unwrap().to_string(), "1p");
        assert_eq!(Tile::from_unicode('\u{1F010}').unwrap().to_string(), "1s");
        assert_eq!(Tile::from_unicode('\u{1F02B}'), None);
    }

    #[test]
    fn classes() {
        let t = Tile::new(Suit::Bamboo, 9).unwrap();
        assert!(t.is_terminal() && t.is_number() && !t.is_honor());
        assert!(Tile::EAST.is_wind() && !Tile::EAST.is_dragon());
        assert!(Tile::RED.is_dragon());
        assert_eq!(t.shifted(1), None);
        assert_eq!(t.shifted(-8).unwrap().to_string(), "1s");
        assert_eq!(Tile::EAST.shifted(1), None);
    }
}
