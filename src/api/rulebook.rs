//! The rulebook contracts: the edition table, the patterns of an edition, and
//! the names the engine reads and writes.

use crate::error::{Error, ErrorCode, Result};
use crate::level::Level;
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
    pub patterns: Vec<&'static Pattern>,
}

/// The rulebook of the edition named `edition` (`None`: the Standard Level).
pub fn patterns(edition: Option<&str>) -> Result<PatternsResponse> {
    let edition = match edition {
        Some(name) => name.parse()?,
        None => Edition::Standard,
    };
    Ok(PatternsResponse { edition, patterns: rows(edition).collect() })
}

/// The `bad_request` error for a `patterns` argument that is not an edition name.
pub fn not_an_edition() -> Error {
    Error::new(ErrorCode::BadRequest, "patterns takes an edition name")
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
}

/// The names of seats, editions, win types, blessings, levels and shapes.
pub fn names() -> NamesResponse {
    NamesResponse {
        seats: &Seat::ALL,
        editions: &Edition::ALL,
        wins: &Win::ALL,
        blessings: &Blessing::ALL,
        levels: Level::NAMED.map(Level::name),
        shapes: &Shape::ALL,
    }
}
