//! The notation contracts: tiles read from any accepted notation (`parse`), and
//! tiles written as mpsz and Unicode (`format`).

use super::json::{too_large, MAX_REQUEST_BYTES};
use crate::error::{Error, Result};
use crate::notation as tiles;
use crate::tile::Tile;
use serde::Serialize;

/// A tile as `parse` describes it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct TileInfo {
    /// The tile in mpsz.
    #[cfg_attr(feature = "typescript", ts(type = "Notation"))]
    pub id: String,
    /// Its Unicode character.
    pub unicode: String,
    /// Its English name.
    pub name: String,
}

/// The answer of [`parse`].
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct ParseResponse {
    /// The tiles in mpsz.
    #[cfg_attr(feature = "typescript", ts(type = "Notation"))]
    pub mpsz: String,
    /// Each tile, in the order given.
    pub tiles: Vec<TileInfo>,
}

/// Reads tiles in any accepted notation.
pub fn parse(text: &str) -> Result<ParseResponse> {
    if text.len() > MAX_REQUEST_BYTES {
        return Err(too_large(text.len()));
    }
    let read = tiles::parse(text)?;
    Ok(ParseResponse {
        mpsz: tiles::format(&read),
        tiles: read
            .iter()
            .map(|t: &Tile| TileInfo { id: t.to_string(), unicode: t.to_unicode().to_string(), name: t.name() })
            .collect(),
    })
}

/// The answer of [`format()`].
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct FormatResponse {
    /// The tiles in mpsz.
    #[cfg_attr(feature = "typescript", ts(type = "Notation"))]
    pub mpsz: String,
    /// The tiles as Unicode characters.
    pub unicode: String,
}

/// Writes tiles, each string in any notation, as one mpsz and Unicode text.
pub fn format(list: &[String]) -> Result<FormatResponse> {
    let mut all = Vec::new();
    for s in list {
        all.extend(tiles::parse(s)?);
    }
    Ok(FormatResponse { mpsz: tiles::format(&all), unicode: tiles::format_unicode(&all) })
}

/// The error of a `format` argument that is not an array of strings.
pub fn format_argument(e: &Error) -> Error {
    e.clone().within("format", |m| format!("format takes an array of strings: {m}"))
}
