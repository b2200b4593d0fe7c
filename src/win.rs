//! How the winning tile arrived, the other win conditions, and the rules that say
//! which of them can happen together (R18, R19, D1). The rules are one table, so
//! validation and [`conditions`](crate::conditions) read the same rules.

use crate::error::{Error, ErrorCode};
use crate::names::named;
use crate::rulebook::{Edition, EDITIONS};
use crate::seat::Seat;

named! {
    /// How the winning tile arrived (R18, R19).
    pub enum Win("win") {
        /// Drawn from the wall.
        SelfDraw = "self_draw",
        /// Another player's discard.
        Discard = "discard",
        /// Discard-style, paid by the player who added to the kong.
        RobbingKong = "robbing_kong",
        /// Self-draw on the tile drawn after declaring a kong.
        KongReplacement = "kong_replacement",
        /// A revealed concealed discard: discard-style, scored at half (R19).
        ConcealedDiscard = "concealed_discard",
    }
}

impl Win {
    /// The tile came from another player (a discarder is needed).
    pub const fn is_discard_style(self) -> bool {
        matches!(self, Win::Discard | Win::RobbingKong | Win::ConcealedDiscard)
    }
}

named! {
    /// The three blessings (H1.3–H1.5).
    pub enum Blessing("blessing") {
        /// Blessing of Heaven: East, self-drawn, no melds.
        Heaven = "heaven",
        /// Blessing of Earth: not East, self-drawn, no melds.
        Earth = "earth",
        /// Blessing of Man: not East, on a discard, no melds.
        Man = "man",
    }
}

/// Everything about the win other than the tiles.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct WinContext {
    /// How the winning tile arrived.
    pub win: Win,
    /// The last tile of the wall, or the last discard (H1.1, H1.2).
    pub last_tile: bool,
    /// A blessing, if any.
    pub blessing: Option<Blessing>,
    /// The winner's seat.
    pub seat: Seat,
    /// Who discarded (or added to the kong, or buried the tile); `None` on a self-draw.
    pub discarder: Option<Seat>,
}

impl WinContext {
    /// A plain self-drawn win at the given seat.
    pub const fn self_draw(seat: Seat) -> Self {
        WinContext { win: Win::SelfDraw, last_tile: false, blessing: None, seat, discarder: None }
    }

    /// A plain win on `discarder`'s discard.
    pub const fn discard(seat: Seat, discarder: Seat) -> Self {
        WinContext { win: Win::Discard, last_tile: false, blessing: None, seat, discarder: Some(discarder) }
    }
}

/// What the win rules need to know of the tiles; a hand still being entered has
/// no winning tile yet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct TileFacts {
    pub melds: usize,
    pub kongs: usize,
    /// Copies of the winning tile in the whole hand, when there is one.
    pub win_copies: Option<u8>,
}

/// A choice a rule constrains.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Choice {
    Win,
    Discarder,
    Seat,
    LastTile,
    Blessing,
    Edition,
}

/// One rule: the choices it relates, and the error when they cannot happen together.
struct Rule {
    about: &'static [Choice],
    broken: fn(&WinContext, Edition, &TileFacts) -> Option<Error>,
}

fn contra(reason: R, msg: &str) -> Option<Error> {
    Some(Error::new(ErrorCode::ContradictoryWin, reason, msg))
}

fn discarder(reason: R, msg: String) -> Option<Error> {
    Some(Error::new(ErrorCode::BadDiscarder, reason, msg))
}

use crate::error::ErrorReason as R;
use Choice as C;

/// Every rule, in the order their errors are reported.
static RULES: &[Rule] = &[
    // D1: Concealed Discard is a mechanism of the editions that have it.
    Rule {
        about: &[C::Win, C::Edition],
        broken: |w, e, _| {
            if w.win != Win::ConcealedDiscard || e.rules().concealed_discard {
                return None;
            }
            let have: Vec<&str> = EDITIONS.iter().filter(|r| r.concealed_discard).map(|r| r.edition.as_str()).collect();
            let e = contra(
                R::ConcealedDiscardEdition,
                &format!(
                    "Concealed Discard (Hidden Path Revealed) exists only in the {} edition",
                    capitalized(&have.join(", "))
                ),
            );
            e.map(|e| e.arg("editions", have.join(", ")))
        },
    },
    Rule {
        about: &[C::Win, C::Discarder],
        broken: |w, _, _| match (w.win.is_discard_style(), w.discarder) {
            (true, None) => discarder(R::NeedsDiscarder, format!("a {} win needs a discarder", w.win))
                .map(|e| e.arg("win", w.win.as_str())),
            (false, Some(_)) => discarder(R::NoDiscarder, format!("a {} win has no discarder", w.win))
                .map(|e| e.arg("win", w.win.as_str())),
            _ => None,
        },
    },
    Rule {
        about: &[C::Seat, C::Discarder],
        broken: |w, _, _| {
            if w.discarder == Some(w.seat) {
                return discarder(R::WinnerDiscards, "the winner cannot be the discarder".into());
            }
            None
        },
    },
    // R18: the other three copies of a robbed tile are in the kong.
    Rule {
        about: &[C::Win],
        broken: |w, _, t| {
            if w.win == Win::RobbingKong && t.win_copies.is_some_and(|n| n != 1) {
                return contra(
                    R::RobbedTile,
                    "robbing a kong: the other three copies of the winning tile are in the robbed kong, \
                     so it cannot appear elsewhere in the hand",
                );
            }
            None
        },
    },
    Rule {
        about: &[C::Win],
        broken: |w, _, t| {
            if w.win == Win::KongReplacement && t.kongs == 0 {
                return contra(R::ReplacementNeedsKong, "a kong replacement win needs a kong in the hand");
            }
            None
        },
    },
    Rule {
        about: &[C::Win, C::LastTile],
        broken: |w, _, _| {
            if w.last_tile && matches!(w.win, Win::RobbingKong | Win::ConcealedDiscard) {
                return contra(R::LastTileWin, "the last-tile patterns need a self-draw or an ordinary discard");
            }
            None
        },
    },
    Rule {
        about: &[C::Blessing],
        broken: |w, _, t| {
            if w.blessing.is_some() && t.melds > 0 {
                return contra(R::BlessingMelds, "a blessing needs a hand with no melds");
            }
            None
        },
    },
    // D8.
    Rule {
        about: &[C::Blessing, C::LastTile],
        broken: |w, _, _| {
            if w.blessing.is_some() && w.last_tile {
                return contra(R::BlessingLastTile, "a blessing is won at the start of the hand, not on the last tile");
            }
            None
        },
    },
    Rule {
        about: &[C::Blessing, C::Seat],
        broken: |w, _, _| match w.blessing {
            Some(Blessing::Heaven) if w.seat != Seat::East => {
                contra(R::HeavenIsEast, "Blessing of Heaven is the dealer's (East's)")
            }
            Some(Blessing::Earth | Blessing::Man) if w.seat == Seat::East => {
                contra(R::EarthManNotEast, "Blessings of Earth and Man are for non-dealers, not East")
            }
            _ => None,
        },
    },
    Rule {
        about: &[C::Blessing, C::Win],
        broken: |w, _, _| match w.blessing {
            Some(Blessing::Heaven | Blessing::Earth) if w.win != Win::SelfDraw => {
                contra(R::HeavenEarthSelfDrawn, "Blessings of Heaven and Earth are self-drawn")
            }
            Some(Blessing::Man) if w.win != Win::Discard => {
                contra(R::ManOnDiscard, "Blessing of Man is won on an ordinary discard")
            }
            _ => None,
        },
    },
];

/// Edition names are ASCII: no Unicode case tables needed.
fn capitalized(s: &str) -> String {
    let mut c = s.chars();
    c.next().map(|f| std::iter::once(f.to_ascii_uppercase()).chain(c).collect()).unwrap_or_default()
}

/// The first rule the win breaks, among the rules about `about` (or all of them).
pub(crate) fn broken_rule(w: &WinContext, e: Edition, t: &TileFacts, about: Option<Choice>) -> Option<Error> {
    RULES.iter().filter(|r| about.is_none_or(|c| r.about.contains(&c))).find_map(|r| (r.broken)(w, e, t))
}
