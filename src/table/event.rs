//! The log: one JSON object per event, the contract other programs read (the
//! README's "The table's log"). Fields may be added; none of these renamed.

use crate::api::{LevelSpec, Request, Response};
use crate::group::MeldKind;
use crate::level::Level;
use crate::names::named;
use crate::payment::Points;
use crate::rulebook::Edition;
use crate::seat::{BySeat, Seat};
use crate::tile::Tile;
use crate::win::Win;
use serde::ser::{SerializeMap, Serializer};
use serde::Serialize;

named! {
    /// Which end of the wall a draw takes (R24).
    pub enum WallEnd("end of the wall") {
        /// The front: an ordinary draw.
        Front = "front",
        /// The back: a kong's replacement.
        Back = "back",
    }
}

named! {
    /// A kong declared on the seat's own turn (R26).
    pub enum KongKind("kong kind") {
        /// Four held tiles.
        Concealed = "concealed",
        /// A fourth tile added to an exposed pung.
        Added = "added",
    }
}

named! {
    /// How a hand ended.
    pub enum HandResult("result") {
        /// Someone won.
        Win = "win",
        /// An exhaustive draw nobody won (R24, R27).
        Draw = "draw",
    }
}

/// The first event of a hand: everything needed to play it again.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
#[cfg_attr(feature = "typescript", ts(rename = "StartEvent"))]
pub struct Start {
    /// The hand's index in its game (0 for a single hand).
    pub hand: u32,
    /// The wall's seed (the four duplicate plays of one wall share it).
    #[cfg_attr(feature = "typescript", ts(type = "number"))]
    pub seed: u64,
    /// The table's edition.
    pub edition: Edition,
    /// Each seat's winning level: `"I"` … `"V"`, or custom minimums.
    pub levels: BySeat<LevelSpec>,
    /// Each seat's edition (R20).
    pub editions: BySeat<Edition>,
    /// The dealer's seat: always East (R10).
    pub dealer: Seat,
    /// Each seat's name: in the arena, its strategy.
    pub names: BySeat<String>,
    #[cfg_attr(feature = "typescript", ts(type = "Notation"))]
    /// The 136 tiles in the order they leave the front of the wall; draws
    /// from the back take them from its end.
    pub wall: String,
    #[cfg_attr(feature = "typescript", ts(type = "Record<Seat, Notation>"))]
    /// Each seat's dealt tiles (the dealer's 14 with its 14th last).
    pub hands: BySeat<String>,
    /// Whether Concealed Discard is played (R27: editions that have it, unless turned off).
    pub concealed_discard: bool,
}

/// A win: the score request as the table made it and the engine's whole answer.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct WinEvent {
    /// The winner.
    pub seat: Seat,
    /// How the tile arrived, as the request's `win`.
    pub win: Win,
    /// The discarder (or the kong's adder, or the burier); `null` on a self-draw.
    pub from: Option<Seat>,
    /// The score request.
    pub request: Request,
    /// The engine's `score` answer for it.
    pub score: Response,
}

/// One event of a hand or a game.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// The deal.
    Start(Box<Start>),
    /// A tile drawn.
    Draw {
        /// Who drew.
        seat: Seat,
        /// The tile.
        tile: Tile,
        /// From the front, or the back for a kong's replacement.
        from: WallEnd,
    },
    /// A tile discarded, face up or face down (R27).
    Discard {
        /// Who discarded.
        seat: Seat,
        /// The tile (in the log even when concealed: the log is the whole truth).
        tile: Tile,
        /// Face down.
        concealed: bool,
    },
    /// A discard claimed for a meld.
    Call {
        /// Who claimed.
        seat: Seat,
        /// `chow`, `pung` or `kong`.
        call: MeldKind,
        /// The meld made.
        #[cfg_attr(feature = "typescript", ts(type = "Notation"))]
        tiles: String,
        /// The claimed tile.
        tile: Tile,
        /// Its discarder.
        from: Seat,
    },
    /// A kong declared on the seat's own turn.
    Kong {
        /// Who declared it.
        seat: Seat,
        /// Concealed or added.
        kind: KongKind,
        /// The four tiles.
        #[cfg_attr(feature = "typescript", ts(type = "Notation"))]
        tiles: String,
    },
    /// A concealed discard turned face up at an exhaustive draw (R27).
    Reveal {
        /// Who buried it.
        seat: Seat,
        /// The tile.
        tile: Tile,
    },
    /// A win, with the engine's score.
    Win(Box<WinEvent>),
    /// A win the seat could have declared and did not (R29).
    Decline {
        /// Who declined.
        seat: Seat,
        /// The tile it could have won on.
        tile: Tile,
    },
    /// The end of the hand.
    End {
        /// `win` or `draw`.
        result: HandResult,
        /// Net points per seat; they sum to zero.
        payments: BySeat<Points>,
    },
    /// The end of a game: each player's total.
    GameEnd {
        /// Each player's total, by name, in table order.
        #[serde(serialize_with = "in_order")]
        #[cfg_attr(feature = "typescript", ts(type = "Record<string, number>"))]
        totals: Vec<(String, Points)>,
        /// The same in table order as a list (JavaScript orders number-like keys first).
        standings: Vec<Standing>,
    },
}

/// A player's total at the end of a game.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct Standing {
    /// The player's name.
    pub name: String,
    /// The total.
    pub total: Points,
}

fn in_order<S: Serializer>(totals: &[(String, Points)], s: S) -> Result<S::Ok, S::Error> {
    let mut m = s.serialize_map(Some(totals.len()))?;
    for (name, total) in totals {
        m.serialize_entry(name, total)?;
    }
    m.end()
}

impl Event {
    /// The seat the event is about, if any.
    pub fn seat(&self) -> Option<Seat> {
        match self {
            Event::Draw { seat, .. }
            | Event::Discard { seat, .. }
            | Event::Call { seat, .. }
            | Event::Kong { seat, .. }
            | Event::Reveal { seat, .. }
            | Event::Decline { seat, .. } => Some(*seat),
            Event::Win(w) => Some(w.seat),
            Event::Start(_) | Event::End { .. } | Event::GameEnd { .. } => None,
        }
    }
}

impl Standing {
    /// Each player's total, names and totals in table order.
    pub fn of(names: &[String], totals: [Points; 4]) -> Vec<Standing> {
        names.iter().zip(totals).map(|(n, t)| Standing { name: n.clone(), total: t }).collect()
    }
}

impl Event {
    /// The `game_end` event of these standings.
    pub fn game_end(standings: Vec<Standing>) -> Event {
        Event::GameEnd { totals: standings.iter().map(|s| (s.name.clone(), s.total)).collect(), standings }
    }
}

/// A level as the log writes it: its name, or custom minimums.
pub(crate) fn level_spec(l: Level) -> LevelSpec {
    match l {
        Level::Custom(m) => LevelSpec::Custom(m),
        named => LevelSpec::Named(named.name().to_string()),
    }
}
