//! A hand at the moment of winning, its win conditions, and their validation
//! (R18, R19, R21).

use crate::error::{Error, ErrorCode, Result};
use crate::tile::{Tile, TileCounts};
use std::fmt;

/// The four seats; the dealer sits East (R10).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Seat {
    East,
    South,
    West,
    North,
}

impl Seat {
    pub const ALL: [Seat; 4] = [Seat::East, Seat::South, Seat::West, Seat::North];

    pub const fn as_str(self) -> &'static str {
        match self {
            Seat::East => "east",
            Seat::South => "south",
            Seat::West => "west",
            Seat::North => "north",
        }
    }

    pub fn parse(s: &str) -> Result<Seat> {
        Seat::ALL
            .into_iter()
            .find(|x| x.as_str() == s.to_ascii_lowercase())
            .ok_or_else(|| bad_value("seat", s, "east, south, west or north"))
    }

    /// The seat's own wind tile, which Value Honor counts (R10).
    pub fn wind(self) -> Tile {
        Tile::from_index(Tile::EAST.index() + self as usize).unwrap_or(Tile::EAST)
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// How the winning tile arrived (R18, R19).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Win {
    SelfDraw,
    Discard,
    /// Discard-style, paid by the player who added to the kong.
    RobbingKong,
    /// Self-draw on the tile drawn after declaring a kong.
    KongReplacement,
    /// A revealed concealed discard: discard-style, scored at half (R19).
    ConcealedDiscard,
}

impl Win {
    pub const ALL: [Win; 5] =
        [Win::SelfDraw, Win::Discard, Win::RobbingKong, Win::KongReplacement, Win::ConcealedDiscard];

    pub const fn as_str(self) -> &'static str {
        match self {
            Win::SelfDraw => "self_draw",
            Win::Discard => "discard",
            Win::RobbingKong => "robbing_kong",
            Win::KongReplacement => "kong_replacement",
            Win::ConcealedDiscard => "concealed_discard",
        }
    }

    pub fn parse(s: &str) -> Result<Win> {
        Win::ALL.into_iter().find(|w| w.as_str() == s).ok_or_else(|| {
            bad_value("win", s, "self_draw, discard, robbing_kong, kong_replacement or concealed_discard")
        })
    }

    /// The tile came from another player (a discarder is needed).
    pub const fn is_discard_style(self) -> bool {
        matches!(self, Win::Discard | Win::RobbingKong | Win::ConcealedDiscard)
    }
}

/// The three blessings (H1.3–H1.5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Blessing {
    Heaven,
    Earth,
    Man,
}

impl Blessing {
    pub const fn as_str(self) -> &'static str {
        match self {
            Blessing::Heaven => "heaven",
            Blessing::Earth => "earth",
            Blessing::Man => "man",
        }
    }

    pub fn parse(s: &str) -> Result<Blessing> {
        match s {
            "heaven" => Ok(Blessing::Heaven),
            "earth" => Ok(Blessing::Earth),
            "man" => Ok(Blessing::Man),
            _ => Err(bad_value("blessing", s, "heaven, earth or man")),
        }
    }
}

/// Everything about the win other than the tiles.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct WinContext {
    pub win: Win,
    pub last_tile: bool,
    pub blessing: Option<Blessing>,
    pub seat: Seat,
    /// Who discarded (or added to the kong, or buried the tile); `None` on a self-draw.
    pub discarder: Option<Seat>,
}

impl WinContext {
    /// A plain self-drawn win at the given seat.
    pub fn self_draw(seat: Seat) -> Self {
        WinContext { win: Win::SelfDraw, last_tile: false, blessing: None, seat, discarder: None }
    }

    /// A plain win on `discarder`'s discard.
    pub fn discard(seat: Seat, discarder: Seat) -> Self {
        WinContext { win: Win::Discard, last_tile: false, blessing: None, seat, discarder: Some(discarder) }
    }

    /// Paid as a self-draw: self-draws, Kong Replacement, and Blessing of Man (R18).
    pub fn paid_as_self_draw(&self) -> bool {
        !self.win.is_discard_style() || self.blessing == Some(Blessing::Man)
    }
}

/// The kind of a declared meld.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MeldKind {
    Chow,
    Pung,
    Kong,
}

/// A meld declared before the win. `tile` is its lowest tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Meld {
    pub kind: MeldKind,
    pub tile: Tile,
    /// Only kongs may be concealed.
    pub concealed: bool,
}

impl Meld {
    /// Reads a meld from its tiles: a chow (three consecutive tiles of one number suit,
    /// in any order), a pung or a kong (R21).
    pub fn from_tiles(tiles: &[Tile], concealed: bool) -> Result<Meld> {
        let mut ts = tiles.to_vec();
        ts.sort();
        let shown = crate::notation::format(tiles);
        let kind = match ts.as_slice() {
            [a, b, c] if a == b && b == c => MeldKind::Pung,
            [a, b, c, d] if a == b && b == c && c == d => MeldKind::Kong,
            [a, b, c] if a.is_number() && a.shifted(1) == Some(*b) && b.shifted(1) == Some(*c) => MeldKind::Chow,
            _ => return Err(Error::new(ErrorCode::BadMeld, format!("'{shown}' is not a chow, pung or kong"))),
        };
        if concealed && kind != MeldKind::Kong {
            return Err(Error::new(
                ErrorCode::BadMeld,
                format!("'{shown}' cannot be concealed: only kongs are declared concealed"),
            ));
        }
        Ok(Meld { kind, tile: ts[0], concealed })
    }

    pub fn tiles(&self) -> Vec<Tile> {
        crate::decompose::Group::from(*self).tiles()
    }
}

/// A winning hand: concealed tiles before the win, the winning tile, and melds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hand {
    concealed: TileCounts,
    win_tile: Tile,
    melds: Vec<Meld>,
}

impl Hand {
    /// Checks R21: 14 tiles plus one per kong, at most four melds, no fifth copy.
    pub fn new(concealed: &[Tile], win_tile: Tile, melds: Vec<Meld>) -> Result<Hand> {
        if melds.len() > 4 {
            return Err(Error::new(ErrorCode::TooManyMelds, format!("{} melds; a hand has at most four", melds.len())));
        }
        let need = 13 - 3 * melds.len();
        if concealed.len() != need {
            return Err(Error::new(
                ErrorCode::WrongTileCount,
                format!(
                    "with {} meld{} the concealed hand before the win must hold {need} tiles, not {}",
                    melds.len(),
                    if melds.len() == 1 { "" } else { "s" },
                    concealed.len()
                ),
            ));
        }
        let hand = Hand { concealed: TileCounts::from_tiles(concealed), win_tile, melds };
        let all = hand.all_tiles();
        if let Some(t) = all.kinds().find(|&t| all.get(t) > 4) {
            return Err(Error::new(
                ErrorCode::TooManyCopies,
                format!("{} appears {} times; there are only four of each tile", t, all.get(t)),
            ));
        }
        Ok(hand)
    }

    /// Concealed tiles before the win.
    pub fn concealed(&self) -> &TileCounts {
        &self.concealed
    }

    /// Concealed tiles with the winning tile: what the decomposer splits.
    pub fn closed_part(&self) -> TileCounts {
        let mut c = self.concealed;
        c.add(self.win_tile, 1);
        c
    }

    pub fn win_tile(&self) -> Tile {
        self.win_tile
    }

    pub fn melds(&self) -> &[Meld] {
        &self.melds
    }

    /// No melds at all (concealed kongs count as melds here).
    pub fn has_no_melds(&self) -> bool {
        self.melds.is_empty()
    }

    pub fn kong_count(&self) -> usize {
        self.melds.iter().filter(|m| m.kind == MeldKind::Kong).count()
    }

    /// Every tile of the hand, melds and winning tile included.
    pub fn all_tiles(&self) -> TileCounts {
        let mut c = self.closed_part();
        for m in &self.melds {
            for t in m.tiles() {
                c.add(t, 1);
            }
        }
        c
    }

    /// Checks that the win conditions can happen with this hand (R18, R19).
    pub fn check_context(&self, ctx: &WinContext) -> Result<()> {
        let contra = |msg: &str| Err(Error::new(ErrorCode::ContradictoryWin, msg.to_string()));
        match (ctx.win.is_discard_style(), ctx.discarder) {
            (true, None) => {
                return Err(Error::new(
                    ErrorCode::BadDiscarder,
                    format!("a {} win needs a discarder", ctx.win.as_str()),
                ))
            }
            (true, Some(d)) if d == ctx.seat => {
                return Err(Error::new(ErrorCode::BadDiscarder, "the winner cannot be the discarder"))
            }
            (false, Some(_)) => {
                return Err(Error::new(ErrorCode::BadDiscarder, format!("a {} win has no discarder", ctx.win.as_str())))
            }
            _ => {}
        }
        if ctx.win == Win::RobbingKong && self.all_tiles().get(self.win_tile) != 1 {
            return contra(
                "robbing a kong: the other three copies of the winning tile are in the robbed kong, \
                 so it cannot appear elsewhere in the hand",
            );
        }
        if ctx.win == Win::KongReplacement && self.kong_count() == 0 {
            return contra("a kong replacement win needs a kong in the hand");
        }
        if ctx.last_tile && matches!(ctx.win, Win::RobbingKong | Win::ConcealedDiscard) {
            return contra("the last-tile patterns need a self-draw or an ordinary discard");
        }
        if let Some(b) = ctx.blessing {
            if !self.has_no_melds() {
                return contra("a blessing needs a hand with no melds");
            }
            if ctx.last_tile {
                return contra("a blessing is won at the start of the hand, not on the last tile");
            }
            match b {
                Blessing::Heaven if ctx.seat != Seat::East => {
                    return contra("Blessing of Heaven is the dealer's (East's)")
                }
                Blessing::Earth | Blessing::Man if ctx.seat == Seat::East => {
                    return contra("Blessings of Earth and Man are for non-dealers, not East")
                }
                Blessing::Heaven | Blessing::Earth if ctx.win != Win::SelfDraw => {
                    return contra("Blessings of Heaven and Earth are self-drawn")
                }
                Blessing::Man if ctx.win != Win::Discard => {
                    return contra("Blessing of Man is won on an ordinary discard")
                }
                _ => {}
            }
        }
        Ok(())
    }
}

fn bad_value(field: &str, got: &str, expected: &str) -> Error {
    Error::new(ErrorCode::BadValue, format!("{field} '{got}' is not one of {expected}"))
}
