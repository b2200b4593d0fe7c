//! The `session` contract: a score sheet in, every hand settled with running
//! totals per player out. The sheet's rules (who may sit where, what a manual
//! entry needs, the order hands are settled and checked in) are the engine's
//! (`crate::session`); this file only reads and writes JSON.

use super::json::{contract, short, FromJson};
use super::reply::ErrorBody;
use super::request::{named, player, LevelSpec};
use super::score::Request;
use crate::error::{Error, ErrorCode, ErrorReason, Result};
use crate::game::Game;
use crate::payment::Points;
use crate::rulebook::Edition;
use crate::seat::BySeat;
use crate::session::{manual_score, seated, winner_seat, ManualWin, Played, Seating, SessionHand, Sheet, Table};
use crate::win::Win;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

contract! {
    /// A session request: the four players and the hands as played.
    #[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
    #[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
    #[serde(deny_unknown_fields)]
    pub struct SessionRequest {
        /// The four players, each with a name and optionally an edition and a level.
        pub players: Vec<SessionPlayer> [required],
        /// The hands, in order, each read as a [`SessionHandSpec`] when settling, so
        /// that a hand that does not fit is reported with its index.
        #[serde(default)]
        #[cfg_attr(feature = "typescript", ts(optional, as = "Option<Vec<SessionHandSpec>>"))]
        pub hands: Vec<serde_json::Value>,
        /// Who sits where after each hand (D33); when given, the answer says who
        /// sits where in the next hand (`next_seats`).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional, as = "Option<crate::Seating>"))]
        pub seating: Option<String>,
    }
    max MAX_SESSION_BYTES
}

contract! {
    /// A player at the table.
    #[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
    #[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
    #[serde(deny_unknown_fields)]
    pub struct SessionPlayer {
        /// The player's name, unique at the table.
        pub name: String [required],
        /// The player's edition; default `standard`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional, as = "Option<Edition>"))]
        pub edition: Option<String>,
        /// The player's level; default per edition.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional))]
        pub level: Option<LevelSpec>,
    }
}

contract! {
    /// One hand of a session: who sat where, and one of `request`, `manual` or `draw`.
    #[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
    #[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
    #[serde(deny_unknown_fields)]
    pub struct SessionHandSpec {
        /// The player's name at each seat.
        #[cfg_attr(feature = "typescript", ts(type = "Partial<Record<Seat, string>>"))]
        pub seats: BTreeMap<String, String> [required],
        /// The hand as played: a score request without edition, level and players,
        /// which come from the players at each seat.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional))]
        pub request: Option<Request>,
        /// A hand scored elsewhere.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional))]
        pub manual: Option<ManualSpec>,
        /// Nobody won.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        #[cfg_attr(feature = "typescript", ts(optional, as = "Option<bool>"))]
        pub draw: bool,
    }
}

contract! {
    /// A hand scored elsewhere.
    #[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
    #[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
    #[serde(deny_unknown_fields)]
    pub struct ManualSpec {
        /// The winner's seat.
        #[cfg_attr(feature = "typescript", ts(type = "Seat"))]
        pub winner: String [required],
        /// How the tile arrived; default `self_draw`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional, as = "Option<Win>"))]
        pub win: Option<String>,
        /// Who discarded, for a discard-style win.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional, as = "Option<crate::seat::Seat>"))]
        pub discarder: Option<String>,
        /// The hand score H, a multiple of 0.5.
        pub score: f64 [required],
    }
}

/// Points per player, written as an object keyed by name in table order.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS), ts(type = "Record<string, number>"))]
pub struct ByName(pub Vec<(String, Points)>);

impl Serialize for ByName {
    fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut m = s.serialize_map(Some(self.0.len()))?;
        for (k, v) in &self.0 {
            m.serialize_entry(k, v)?;
        }
        m.end()
    }
}

/// One hand of the session's answer.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct SessionHandOut {
    /// The winner's name; `null` for a draw.
    pub winner: Option<String>,
    /// The hand score H; `null` for a draw.
    pub score: Option<Points>,
    /// Whether the win met the minimum; a hand that did not pays nothing (D4).
    pub can_win: bool,
    /// Net points per player this hand.
    pub payments: ByName,
    /// Running totals after this hand.
    pub totals: ByName,
}

/// The answer of [`session`].
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct SessionResponse {
    /// Each hand settled.
    pub hands: Vec<SessionHandOut>,
    /// The final totals; they sum to zero.
    pub totals: ByName,
    /// The players' names in table order: the order of every object keyed by
    /// name (JavaScript puts number-like keys first).
    pub players: Vec<String>,
    /// The final totals as a list in table order.
    pub standings: Vec<crate::table::Standing>,
    /// The player's name at each seat in the hand after the last, by the
    /// request's `seating`; only when `seating` is given and there is a hand.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", ts(optional, type = "Record<Seat, string>"))]
    pub next_seats: Option<BySeat<String>>,
}

/// A session error: what went wrong, and the hand at fault (its index in
/// sheet order) when there is one.
#[derive(Debug, Clone, PartialEq)]
pub struct SessionError {
    /// What went wrong.
    pub error: Error,
    /// The index of the hand at fault.
    pub hand: Option<usize>,
}

impl From<Error> for SessionError {
    fn from(error: Error) -> Self {
        SessionError { error, hand: None }
    }
}

impl From<SessionError> for ErrorBody {
    fn from(e: SessionError) -> Self {
        match e.hand {
            Some(i) => ErrorBody::at_hand(&e.error, i),
            None => ErrorBody::from(&e.error),
        }
    }
}

/// Settles a whole session: every hand paid as `score` pays it (R17–R20, each
/// seat's player's edition and level), manual hands by R17 with the winner's
/// threshold, draws paying nothing, with running totals per player. Hands are
/// read and settled in sheet order, so the hand an error names is the first
/// one at fault, whatever its fault.
pub fn session(req: &SessionRequest) -> std::result::Result<SessionResponse, SessionError> {
    if req.hands.len() > MAX_SESSION_HANDS {
        return Err(Error::new(
            ErrorCode::TooLarge,
            ErrorReason::TooMany,
            format!("a session settles at most {MAX_SESSION_HANDS} hands, not {}", req.hands.len()),
        )
        .arg("field", "hands")
        .arg("max", MAX_SESSION_HANDS)
        .arg("n", req.hands.len())
        .into());
    }
    let table = Table::new(&req.players, |p| {
        (p.name.as_str(), player(p.edition.as_deref(), p.level.as_ref(), Edition::Standard))
    })?;
    let names = table.names();
    let by_name = |v: &[Points; 4]| ByName(names.iter().cloned().zip(v.iter().copied()).collect());
    let mut sheet = Sheet::new(table.players());
    let mut hands = Vec::with_capacity(req.hands.len());
    let seating: Option<Seating> = named(req.seating.as_deref())?;
    let mut totals = [Points::default(); 4];
    let mut next = None;
    for (i, h) in req.hands.iter().enumerate() {
        let settled = SessionHandSpec::from_json(h.clone())
            .map_err(|m| Error::new(ErrorCode::BadRequest, ErrorReason::Json, short(&m)))
            .and_then(|h| session_hand(&h, &table))
            .and_then(|h| {
                next = seating.map(|s| s.next(&h.seats, winner_seat(&h.played)));
                sheet.play(&h)
            })
            .map_err(|error| SessionError { error, hand: Some(i) })?;
        totals = settled.totals;
        hands.push(SessionHandOut {
            winner: settled.winner.map(|i| names[i].clone()),
            score: settled.score,
            can_win: settled.can_win,
            payments: by_name(&settled.payments),
            totals: by_name(&settled.totals),
        });
    }
    let standings = crate::table::Standing::of(names, totals);
    let next_seats = next.map(|seats| seats.map_values(|&p| names[p].clone()));
    Ok(SessionResponse { hands, totals: by_name(&totals), players: names.to_vec(), standings, next_seats })
}

/// One hand of a session request in engine terms.
fn session_hand(h: &SessionHandSpec, table: &Table) -> Result<SessionHand> {
    let seats = table.seats(h.seats.iter().map(|(seat, name)| (seat.parse().map_err(Error::from), name.as_str())))?;
    let played = match (&h.request, &h.manual, h.draw) {
        (Some(req), None, false) => {
            let hand = &req.hand;
            if hand.edition.is_some() || hand.level.is_some() || hand.players.is_some() {
                return Err(Error::new(
                    ErrorCode::BadRequest,
                    ErrorReason::FieldConflict,
                    "a session hand takes its editions and levels from the players, not from edition, level or players",
                )
                .arg("field", "request")
                .arg("other", "edition, level, players"));
            }
            let tiles = req.winning_hand()?;
            let (win, _) = req.choices()?;
            Played::Won(Game::new(tiles, win, seated(table.players(), &seats))?)
        }
        (None, Some(m), false) => {
            let score = manual_score(m.score)?;
            Played::Manual(ManualWin {
                winner: m.winner.parse()?,
                win: named(m.win.as_deref())?.unwrap_or(Win::SelfDraw),
                discarder: named(m.discarder.as_deref())?,
                score,
            })
        }
        (None, None, true) => Played::Draw,
        _ => {
            let message = "a hand has one of request, manual or draw";
            return Err(
                Error::new(ErrorCode::BadRequest, ErrorReason::OneOf, message).arg("field", "request, manual, draw")
            );
        }
    };
    Ok(SessionHand { seats, played })
}

/// The longest score sheet: a season of a club (10,000 hands) fits.
pub const MAX_SESSION_BYTES: usize = 4 * 1024 * 1024;

/// The most hands one session settles.
pub const MAX_SESSION_HANDS: usize = 10_000;
