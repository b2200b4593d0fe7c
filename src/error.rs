//! The crate's one error type: a stable machine-readable code and a human message.

use crate::names::{excerpt, named};

named! {
    /// Stable error codes. Their names (`as_str`) are part of the CLI and JS contract.
    #[non_exhaustive]
    pub enum ErrorCode("error code") {
        /// The request itself is malformed: not JSON, a field of the wrong type, an unknown field.
        BadRequest = "bad_request",
        /// Tile notation that cannot be read.
        BadNotation = "bad_notation",
        /// The hand does not hold 14 tiles plus one per kong (R21).
        WrongTileCount = "wrong_tile_count",
        /// A tile appears more than four times, melds included (R21).
        TooManyCopies = "too_many_copies",
        /// More than four melds (R21).
        TooManyMelds = "too_many_melds",
        /// A meld that is not a real chow, pung or kong, or a concealed flag on a non-kong (R21).
        BadMeld = "bad_meld",
        /// No winning tile, or more than one.
        BadWinTile = "bad_win_tile",
        /// An unknown win type, blessing, seat, edition or level.
        BadValue = "bad_value",
        /// A discard-style win without a discarder, or a discarder on a self-draw, or the winner as discarder.
        BadDiscarder = "bad_discarder",
        /// Win conditions that cannot happen together (R18, R19).
        ContradictoryWin = "contradictory_win",
        /// The tiles form no winning shape in the edition (R2).
        NotWinning = "not_winning",
        /// A request longer than the longest accepted (64 KiB).
        TooLarge = "too_large",
        /// At the table: the seat is not the one to act now (R23, R25).
        OutOfTurn = "out_of_turn",
        /// At the table: the tile is not in the seat's concealed hand.
        TileNotHeld = "tile_not_held",
        /// At the table: not one of the actions the rules allow now (a chow from
        /// the wrong seat, a claim of a concealed discard, a kong without its tiles).
        IllegalAction = "illegal_action",
        /// At the table: a second Concealed Discard in one hand, or one in an
        /// edition without it (R27).
        ConcealedDiscardUsed = "concealed_discard_used",
        /// At the table: a win the hand's score does not allow (R16, R29).
        BelowMinimum = "below_minimum",
        /// At the table: the hand is over; nobody acts.
        HandOver = "hand_over",
        /// A log event that is not what the engine gives at that point (replay).
        LogMismatch = "log_mismatch",
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
    /// An error with its code and message.
    pub fn new(code: ErrorCode, message: impl Into<String>) -> Self {
        Error { code, message: message.into() }
    }

    /// The stable code.
    pub fn code(&self) -> ErrorCode {
        self.code
    }

    /// The message for people.
    pub fn message(&self) -> &str {
        &self.message
    }

    /// The `bad_value` error for a name that is not one of `accepted`; quotes at
    /// most a short excerpt of what was given.
    pub(crate) fn unknown_name(field: &str, got: &str, accepted: &[&str]) -> Error {
        let list = match accepted {
            [] => String::new(),
            [one] => (*one).to_string(),
            [init @ .., last] => format!("{} or {last}", init.join(", ")),
        };
        Error::new(ErrorCode::BadValue, format!("{field} '{}' is not one of {list}", excerpt(got)))
    }
}

/// The crate's result type.
pub type Result<T> = std::result::Result<T, Error>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_read_naturally() {
        let e = Error::unknown_name("seat", "up", &["east", "south"]);
        assert_eq!(e.message(), "seat 'up' is not one of east or south");
    }
}
