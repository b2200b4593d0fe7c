//! The `deal` contract: a kind of question, an edition, a level, a seed and a
//! difficulty in; the question out, as the request the other contracts take
//! as it is (`score` for `win`, `analyze` for `wait` and `discard`).

use super::analyze::AnalyzeRequest;
use super::json::{contract, deserialize_by_from_json, FromJson};
use super::request::{player, HandSpec, LevelSpec, MeldSpec};
use super::score::Request;
use crate::deal::{deal as deal_one, DealKind, DealSpec, MAX_SEED};
use crate::error::{Error, Result};
use crate::notation;
use crate::rulebook::Edition;
use crate::seat::Seat;
use crate::win::Win;
use serde::Serialize;

contract! {
    /// A deal request (the CLI's `deal` line, the JS `deal` argument).
    #[derive(Debug, Clone, Default, PartialEq, Serialize)]
    #[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
    pub struct DealRequest {
        /// `win`, `wait` or `discard`.
        // Not written when empty: the CLI's flags then give no kind to a line
        // that has none, which is `missing field kind` as in WebAssembly.
        #[serde(skip_serializing_if = "String::is_empty")]
        #[cfg_attr(feature = "typescript", ts(type = "DealKind"))]
        pub kind: String [required],
        /// The player's edition; default `standard`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional, as = "Option<Edition>"))]
        pub edition: Option<String>,
        /// The player's level; default per edition (R16).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional))]
        pub level: Option<LevelSpec>,
        /// The seed, 0 to 2^53 − 1; without one, a random seed is chosen and returned.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional, type = "number"))]
        pub seed: Option<u64>,
        /// 1 (easy), 2 or 3 (hard); default 1.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "typescript", ts(optional))]
        pub difficulty: Option<u32>,
    }
}

deserialize_by_from_json!(DealRequest);

/// A dealt question's request, as the contract for its kind takes it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
#[serde(untagged)]
pub enum DealtRequest {
    /// A `score` request: the winning hand of a `win` deal.
    Score(Request),
    /// An `analyze` request: the 13 tiles of a `wait` deal, the 14 of a `discard` one.
    Analyze(AnalyzeRequest),
}

/// A dealt question.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct DealResponse {
    /// The kind of question.
    pub kind: DealKind,
    /// The player's edition.
    pub edition: Edition,
    /// The player's level: "I" … "V" or "custom".
    #[cfg_attr(feature = "typescript", ts(type = "LevelName | \"custom\""))]
    pub level: &'static str,
    /// The difficulty dealt, 1 (easy) to 3 (hard): the one asked for, lowered
    /// to what the edition reaches (Beginner's `win` hands are all easy).
    pub difficulty: u8,
    /// The seed that deals this question again, with this difficulty.
    #[cfg_attr(feature = "typescript", ts(type = "number"))]
    pub seed: u64,
    /// The question, as the request `score` (for `win`) or `analyze` takes it.
    pub request: DealtRequest,
    /// For `discard`: how far below the best discard's expected gain an answer
    /// still counts (half the gap to the second best).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub tolerance: Option<f64>,
}

/// Deals the question `req` asks for; without a seed, `entropy` gives one.
pub fn deal(req: &DealRequest, entropy: impl FnOnce() -> u64) -> Result<DealResponse> {
    let kind: DealKind = req.kind.parse()?;
    let player = player(req.edition.as_deref(), req.level.as_ref(), Edition::Standard)?;
    let difficulty = match req.difficulty.unwrap_or(1) {
        d @ 1..=3 => d as u8,
        d => {
            let message = format!("difficulty is 1, 2 or 3, not {d}");
            return Err(Error::out_of_range("difficulty", 1, 3, Some(d.into()), message));
        }
    };
    let seed = req.seed.unwrap_or_else(|| entropy() & MAX_SEED);
    let d = deal_one(&DealSpec { kind, player, seed, difficulty })?;
    let seat = (d.win.seat != Seat::East).then(|| d.win.seat.as_str().to_string());
    let hand = HandSpec {
        tiles: notation::format(&d.concealed),
        melds: d.melds.iter().map(MeldSpec::from).collect(),
        seat,
        discarder: None,
        edition: Some(player.edition.as_str().to_string()),
        level: req.level.clone(),
        players: None,
    };
    let request = match d.win_tile {
        Some(tile) => DealtRequest::Score(Request {
            hand: HandSpec { discarder: d.win.discarder.map(|s| s.as_str().to_string()), ..hand },
            win_tile: Some(tile.to_string()),
            win: (d.win.win != Win::SelfDraw).then(|| d.win.win.as_str().to_string()),
            last_tile: d.win.last_tile,
            blessing: d.win.blessing.map(|b| b.as_str().to_string()),
        }),
        None => DealtRequest::Analyze(AnalyzeRequest { hand, ..AnalyzeRequest::default() }),
    };
    Ok(DealResponse {
        kind,
        edition: player.edition,
        level: player.level.name(),
        difficulty: d.spec.difficulty,
        seed,
        request,
        tolerance: d.tolerance,
    })
}

/// Reads a seed given as text (the CLI's `--seed`).
pub fn seed_argument(text: &str) -> Result<u64> {
    let text = text.trim();
    // `-0` is 0, as JSON reads it.
    let text = if text == "-0" { "0" } else { text };
    text.parse::<u64>().ok().filter(|s| *s <= MAX_SEED).ok_or_else(|| {
        Error::out_of_range("seed", 0, MAX_SEED, None, format!("seed is a whole number from 0 to {MAX_SEED}"))
    })
}
