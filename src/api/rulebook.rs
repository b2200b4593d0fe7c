//! The rulebook contracts: the edition table and the patterns of an edition.

use crate::error::{Error, ErrorCode, Result};
use crate::rulebook::{patterns as rows, Edition, EditionRules, Pattern, EDITIONS};
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
