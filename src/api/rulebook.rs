//! The rulebook contracts: the edition table, the patterns of an edition, and
//! the names the engine reads and writes.

use super::request::{HandSpec, MeldSpec};
use super::score::Request;
use crate::cards::{card, Example, FamilyNode};
use crate::error::{Error, ErrorCode, ErrorReason, Result};
use crate::level::Level;
use crate::notation;
use crate::rulebook::{patterns as rows, Edition, EditionRules, Pattern, Shape, EDITIONS};
use crate::seat::Seat;
use crate::win::{Blessing, Win};
use serde::Serialize;

/// The edition table, for pages that need it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct EditionsResponse {
    /// One row per edition.
    pub editions: &'static [EditionRules],
}

/// The edition table.
pub fn editions() -> EditionsResponse {
    EditionsResponse { editions: &EDITIONS }
}

/// The rulebook of an edition, in id order.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct PatternsResponse {
    /// The edition.
    pub edition: Edition,
    /// Its patterns.
    pub patterns: Vec<PatternEntry>,
}

/// One pattern of the rulebook with its card: what it means and a hand that counts it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct PatternEntry {
    /// The rulebook row: id, names, points, category, first edition, includes.
    #[serde(flatten)]
    #[cfg_attr(feature = "typescript", ts(flatten))]
    pub pattern: Pattern,
    /// Every edition that has the pattern (R1).
    pub editions: Vec<Edition>,
    /// What it means, in English.
    pub definition: &'static str,
    /// What it means, in Chinese.
    pub definition_zh: &'static str,
    /// Its place in the documents' classification, widest first: the class
    /// (`F`), the category (`F6`) and, where there is one, the subcategory (`F3.b`).
    pub family: Vec<FamilyNode>,
    /// A score request, in the listed edition, whose hand counts the pattern.
    pub example: Request,
    /// The example's hand as the calculator writes it: the concealed tiles with
    /// the winning tile last, then melds in `[brackets]`, concealed kongs in `(parentheses)`.
    pub example_hand: &'static str,
}

/// An example as a score request in `edition`.
fn example_request(e: &Example, edition: Edition) -> Result<Request> {
    let t = e.tiles()?;
    let melds = t.melds.iter().map(|(m, c)| MeldSpec { tiles: notation::format(m), concealed: *c }).collect();
    let default = Win::SelfDraw;
    Ok(Request {
        hand: HandSpec {
            tiles: notation::format(&t.concealed),
            melds,
            seat: (e.seat != Seat::East).then(|| e.seat.as_str().to_string()),
            discarder: e.discarder.map(|s| s.as_str().to_string()),
            edition: Some(edition.as_str().to_string()),
            level: None,
            players: None,
        },
        win_tile: Some(t.win_tile.to_string()),
        win: (e.win != default).then(|| e.win.as_str().to_string()),
        last_tile: e.last_tile,
        blessing: e.blessing.map(|b| b.as_str().to_string()),
    })
}

/// The rulebook of the edition named `edition` (`None`: the Standard Level).
pub fn patterns(edition: Option<&str>) -> Result<PatternsResponse> {
    let edition = match edition {
        Some(name) => name.parse()?,
        None => Edition::Standard,
    };
    let entry = |p: &'static Pattern| {
        let c = card(p.pid);
        Ok(PatternEntry {
            pattern: *p,
            editions: Edition::ALL.into_iter().filter(|e| e.has(p.pid)).collect(),
            definition: c.definition,
            definition_zh: c.definition_zh,
            family: c.family().into_iter().copied().collect(),
            example: example_request(&c.example, edition)?,
            example_hand: c.example.hand,
        })
    };
    Ok(PatternsResponse { edition, patterns: rows(edition).map(entry).collect::<Result<_>>()? })
}

/// The `bad_request` error for a `patterns` argument that is not an edition name.
pub fn not_an_edition() -> Error {
    Error::new(ErrorCode::BadRequest, ErrorReason::WrongArgument, "patterns takes an edition name")
        .arg("function", "patterns")
}

/// The names the engine reads and writes, each list in the engine's order: the
/// page's selects and links take them from here rather than keep copies.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct NamesResponse {
    /// The seats, East first.
    pub seats: &'static [Seat],
    /// The editions.
    pub editions: &'static [Edition],
    /// The win types.
    pub wins: &'static [Win],
    /// The blessings.
    pub blessings: &'static [Blessing],
    /// The named winning levels.
    #[cfg_attr(feature = "typescript", ts(type = "LevelName[]"))]
    pub levels: [&'static str; 5],
    /// The winning shapes.
    pub shapes: &'static [Shape],
    /// Who sits where after each hand, as a score sheet may agree (D33).
    pub seatings: &'static [crate::Seating],
    /// The built-in seats' strategies, weakest first (`play`, `table`, the arena).
    pub strategies: &'static [crate::table::seats::StrategyName],
}

/// The names of seats, editions, win types, blessings, levels, shapes, seatings and strategies.
pub fn names() -> NamesResponse {
    NamesResponse {
        seats: &Seat::ALL,
        editions: &Edition::ALL,
        wins: &Win::ALL,
        blessings: &Blessing::ALL,
        levels: Level::NAMED.map(Level::name),
        shapes: &Shape::ALL,
        seatings: &crate::Seating::ALL,
        strategies: &crate::table::seats::StrategyName::ALL,
    }
}
