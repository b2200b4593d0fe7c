//! The `frames` contract: a hand of a log, checked as `replay` checks it, as
//! the table stood after each move — for a replay to step through. Open hands
//! (every seat's tiles), or one seat's eyes (its own hand; the others'
//! face-down discards face down until revealed).

use super::analyze::AnalyzeRequest;
use super::json::{contract, deserialize_by_from_json, FromJson};
use super::reply::ErrorBody;
use super::seat_view::{seat_view, seen_seat, SeenDiscard, SeenMeld, SeenSeat};
use super::table::{log_events, Taken};
use super::ReplayFailure;
use crate::error::Error;
use crate::notation;
use crate::seat::{BySeat, Seat};
use crate::table::replay::replay_observed;
use crate::table::Table;
use serde::Serialize;

contract! {
    /// A log (JSON lines, as `replay` reads it), which of its hands, and whose eyes.
    #[derive(Debug, Clone, Default, PartialEq, Serialize)]
    #[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
    pub struct FramesRequest {
        /// The log: one event a line.
        pub log: String [required],
        /// The hand's index in the log (0, the first, by default).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional, type = "number"))]
        pub hand: Option<u32>,
        /// Whose eyes: a seat; absent, every hand open.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional, type = "Seat"))]
        pub seat: Option<String>,
        /// With each frame where a seat must decide (the eyes' own seat only,
        /// through a seat's eyes), that seat's `analyze` request then.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        #[cfg_attr(feature = "typescript", ts(optional, as = "Option<bool>"))]
        pub advice: bool,
    }
}

deserialize_by_from_json!(FramesRequest);

/// One seat in a frame.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct FrameSeat {
    /// Its concealed tiles, sorted; `null` where the eyes cannot see them.
    #[cfg_attr(feature = "typescript", ts(type = "Notation | null"))]
    pub hand: Option<String>,
    /// Its melds, each with the discard claimed for it.
    pub melds: Vec<SeenMeld>,
    /// Its discards in order (`tile` null: face down to these eyes).
    pub discards: Vec<SeenDiscard>,
}

/// The table after one move.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct Frame {
    /// The log's events up to here (this frame is the table after them).
    #[cfg_attr(feature = "typescript", ts(type = "number"))]
    pub event: usize,
    /// The move that led here; `null` at the deal.
    pub moved: Option<Taken>,
    /// Who acts next; `null` once the hand is over.
    pub to_act: Option<Seat>,
    /// Tiles left in the wall.
    #[cfg_attr(feature = "typescript", ts(type = "number"))]
    pub wall: usize,
    /// Every seat.
    pub seats: BySeat<FrameSeat>,
    /// With `advice`: the analysis request of the seat to act, as it sees the table.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub analyze: Option<AnalyzeRequest>,
}

/// A hand's frames, the deal first.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct FramesResponse {
    /// The seat whose eyes, or `null` for open hands.
    pub seat: Option<Seat>,
    /// The hand's frames: the deal, then one a move.
    pub frames: Vec<Frame>,
}

/// The table as the eyes (`None`: open hands) see it.
fn frame(t: &Table, eyes: Option<Seat>, advice: bool, event: usize, moved: Option<Taken>) -> Frame {
    let seats = BySeat::from_fn(|s| {
        // Open hands see each seat as it sees itself.
        let SeenSeat { melds, discards } = seen_seat(&t.view(eyes.unwrap_or(s)), s);
        let hand = (eyes.is_none() || eyes == Some(s)).then(|| notation::format(&t.view(s).hand().tiles()));
        FrameSeat { hand, melds, discards }
    });
    let analyze = match t.to_act() {
        Some(s) if advice && eyes.is_none_or(|e| e == s) => Some(seat_view(&t.view(s)).analyze),
        _ => None,
    };
    Frame { event, moved, to_act: t.to_act(), wall: t.wall_left(), seats, analyze }
}

/// The frames of the request's hand; a log the engine does not replay clean
/// is refused as `replay` refuses it.
pub fn frames(req: &FramesRequest) -> std::result::Result<FramesResponse, ErrorBody> {
    let eyes: Option<Seat> = req.seat.as_deref().map(str::parse).transpose()?;
    let want = req.hand.unwrap_or(0) as usize;
    let events = log_events(&req.log).map_err(ErrorBody::from)?;
    let mut out = Vec::new();
    replay_observed(&events, |t, hand, event, moved| {
        if hand == want {
            out.push(frame(t, eyes, req.advice, event, moved.map(|(seat, action)| Taken { seat, action })));
        }
    })
    .map_err(|e| ErrorBody::from(ReplayFailure(e)))?;
    if out.is_empty() {
        let message = format!("the log holds no hand {want}");
        return Err(Error::out_of_range("hand", 0, 64, Some(want as u64), message).into());
    }
    Ok(FramesResponse { seat: eyes, frames: out })
}
