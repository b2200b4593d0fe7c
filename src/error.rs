//! The crate's one error type: a stable machine-readable code and a human message.

use std::fmt;

/// Stable error codes. The string forms (`as_str`) are part of the CLI and JS contract.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ErrorCode {
    /// The request itself is malformed: not JSON, a field of the wrong type, an unknown field.
    BadRequest,
    /// Tile notation that cannot be read.
    BadNotation,
    /// The hand does not hold 14 tiles plus one per kong (R21).
    WrongTileCount,
    /// A tile appears more than four times, melds included (R21).
    TooManyCopies,
    /// More than four melds (R21).
    TooManyMelds,
    /// A meld that is not a real chow, pung or kong, or a concealed flag on a non-kong (R21).
    BadMeld,
    /// No winning tile, or more than one.
    BadWinTile,
    /// An unknown win type, blessing, seat, edition or level.
    BadValue,
    /// A discard-style win without a discarder, or a discarder on a self-draw, or the winner as discarder.
    BadDiscarder,
    /// Win conditions that cannot happen together (R18, R19).
    ContradictoryWin,
    /// The tiles form no winning shape in the edition (R2).
    NotWinning,
}

impl ErrorCode {
    pub const fn as_str(self) -> &'static str {
        match self {
            ErrorCode::BadRequest => "bad_request",
            ErrorCode::BadNotation => "bad_notation",
            ErrorCode::WrongTileCount => "wrong_tile_count",
            ErrorCode::TooManyCopies => "too_many_copies",
            ErrorCode::TooManyMelds => "too_many_melds",
            ErrorCode::BadMeld => "bad_meld",
            ErrorCode::BadWinTile => "bad_win_tile",
            ErrorCode::BadValue => "bad_value",
            ErrorCode::BadDiscarder => "bad_discarder",
            ErrorCode::ContradictoryWin => "contradictory_win",
            ErrorCode::NotWinning => "not_winning",
        }
    }

    /// Every code, for documentation and exhaustive tests.
    pub const ALL: [ErrorCode; 11] = [
        ErrorCode::BadRequest,
        ErrorCode::BadNotation,
        ErrorCode::WrongTileCount,
        ErrorCode::TooManyCopies,
        ErrorCode::TooManyMelds,
        ErrorCode::BadMeld,
        ErrorCode::BadWinTile,
        ErrorCode::BadValue,
        ErrorCode::BadDiscarder,
        ErrorCode::ContradictoryWin,
        ErrorCode::NotWinning,
    ];
}

impl fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// An error with a stable [`ErrorCode`] and a message for people.
///
/// ```
/// use fourseas::{notation, ErrorCode};
/// let e = notation::parse("12x").unwrap_err();
/// assert_eq!(e.code(), ErrorCode::BadNotation);
/// assert_eq!(e.code().as_str(), "bad_notation");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct Error {
    code: ErrorCode,
    message: String,
}

impl Error {
    pub fn new(code: ErrorCode, message: impl Into<String>) -> Self {
        Error { code, message: message.into() }
    }

    pub fn code(&self) -> ErrorCode {
        self.code
    }

    pub fn message(&self) -> &str {
        &self.message
    }
}

pub type Result<T> = std::result::Result<T, Error>;
