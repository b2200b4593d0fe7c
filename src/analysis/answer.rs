//! What the analysis answers per wait and per value: the figures of one kind
//! of win on a wait, a value of the model, and a value's share by pattern set.

use crate::payment::Points;
use crate::rulebook::PatternId;
use crate::tile::Tile;
use serde::Serialize;

/// What one kind of win on a wait is worth.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct WaitValue {
    /// The hand score H.
    pub score: Points,
    /// H before Concealed Discard halving (equal here).
    pub full_score: Points,
    /// Whether the win meets the minimum.
    pub can_win: bool,
    /// The counted patterns.
    pub patterns: Vec<PatternId>,
}

/// A tile the hand waits on.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct Wait {
    /// The tile.
    pub tile: Tile,
    /// Copies not in the hand, its melds or `seen`.
    pub remaining: u8,
    /// Won by self-draw; `null` where the rules make it impossible.
    pub self_draw: Option<WaitValue>,
    /// Won on the discarder's discard; `null` where the rules make it impossible.
    pub discard: Option<WaitValue>,
}

/// The value model's figures for a hand.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct Value {
    /// The chance of a win within the horizon: `self_draw_chance + discard_chance`.
    #[serde(serialize_with = "number")]
    pub win_chance: f64,
    /// The expected hand score H of the win (0 without one).
    #[serde(serialize_with = "number")]
    pub expected_score: f64,
    /// The expected points the player receives: the payments' sum (R17, R20).
    #[serde(serialize_with = "number")]
    pub expected_gain: f64,
    /// The chance of a win by self-draw (a kong replacement included).
    #[serde(serialize_with = "number")]
    pub self_draw_chance: f64,
    /// The chance of a win on another player's discard.
    #[serde(serialize_with = "number")]
    pub discard_chance: f64,
    /// The winning pattern sets that make up the value: the three that
    /// contribute most to the expected gain, then one entry for the rest.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub outcomes: Option<Vec<Share>>,
}

/// One winning pattern set's share of a value.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS), ts(rename = "OutcomeShare"))]
pub struct Share {
    /// The counted patterns; `null` for the entry that sums the rest.
    pub patterns: Option<Vec<PatternId>>,
    /// The hand score H of those wins; `null` for the rest.
    pub score: Option<Points>,
    /// The chance of winning with them.
    #[serde(serialize_with = "number")]
    pub chance: f64,
    /// Their part of the expected gain.
    #[serde(serialize_with = "number")]
    pub gain: f64,
}

/// Whole numbers as integers, so that the CLI writes `0` where JavaScript does
/// (serde_json would write `0.0`); other numbers are written alike by both.
pub(super) fn number<S: serde::Serializer>(x: &f64, s: S) -> std::result::Result<S::Ok, S::Error> {
    if x.fract() == 0.0 && x.abs() < 9.0e15 {
        s.serialize_i64(*x as i64)
    } else {
        s.serialize_f64(*x)
    }
}
