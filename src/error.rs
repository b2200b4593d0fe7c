//! The crate's one error type: a stable code, a stable reason with the values
//! it names, and a message for people in English.
//!
//! The code says what kind of input is at fault; the reason says which rule or
//! form it breaks, and its arguments are the values a message in any language
//! needs (the page writes its Chinese messages from them; the CLI prints the
//! English `message`).

use crate::names::{excerpt, named, UnknownName};
use serde::{Serialize, Serializer};

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

named! {
    /// Why a request is refused, finer than its [`ErrorCode`]: one reason per
    /// rule or form broken. Each reason names the arguments its messages use
    /// (listed after the dash); every error also may carry `within`, the request
    /// field the fault was found in. The names are part of the JS contract: the
    /// page's locales hold a message for each.
    #[non_exhaustive]
    pub enum ErrorReason("error reason") {
        /// Not JSON, or a field of the wrong type or unknown (the message is the reader's) — none.
        Json = "json",
        /// An empty request line — none.
        EmptyRequest = "empty_request",
        /// A request or argument too long — `len`, `max`.
        RequestTooLong = "request_too_long",
        /// A JavaScript argument that is not JSON data — none.
        NotJsonData = "not_json_data",
        /// A function given the wrong kind of argument — `function`.
        WrongArgument = "wrong_argument",
        /// A name that is not one of the accepted — `field`, `got`, `accepted`.
        UnknownName = "unknown_name",
        /// A suit letter with no digits before it — `letter`, `at`.
        NoDigits = "no_digits",
        /// Something that is not a tile — `text`, `at`.
        NotATile = "not_a_tile",
        /// Digits with no suit letter after them — `at` (absent: at the end).
        NeedsSuit = "needs_suit",
        /// A tile back, which stands for unknown tiles — `at`.
        TileBack = "tile_back",
        /// A meld bracket never closed — `open`, `close`.
        Unclosed = "unclosed",
        /// A closing bracket with no meld — `close`.
        StrayClose = "stray_close",
        /// Not exactly one tile where one is needed — `n`, `text`.
        OneTile = "one_tile",
        /// No winning tile given — none.
        NoWinTile = "no_win_tile",
        /// No tiles at all — none.
        NoTiles = "no_tiles",
        /// Too many tiles to draw — `max`, `n`.
        PictureTooLarge = "picture_too_large",
        /// Three or four tiles that are not a chow, pung or kong — `tiles`.
        NotAMeld = "not_a_meld",
        /// A concealed meld that is not a kong — `tiles`.
        ConcealedNotKong = "concealed_not_kong",
        /// A chow that does not start on 1 to 7 of a suit — none.
        ChowStart = "chow_start",
        /// More than four melds — `n`.
        MeldCount = "meld_count",
        /// A tile more than four times — `tile`, `n` (a number, or `"255+"` past 254).
        Copies = "copies",
        /// The concealed tiles before the win are not as many as the melds allow — `melds`, `need`, `have`.
        WinHandCount = "win_hand_count",
        /// A hand being entered holds more concealed tiles than the melds allow — `melds`, `cap`, `have`.
        EntryCount = "entry_count",
        /// A hand being entered is full — `melds`, `cap`.
        HandFull = "hand_full",
        /// No room for another meld — `melds`, `cap`, `have`.
        NoRoomForMeld = "no_room_for_meld",
        /// A position to analyse with the wrong number of tiles — `melds`, `waiting`, `full`, `have`.
        AnalysisCount = "analysis_count",
        /// A hand the advisor cannot play (not 13 or 14 tiles with the melds) — none.
        AdvisorCount = "advisor_count",
        /// A call that would not leave a hand about to discard — none.
        CallLeaves = "call_leaves",
        /// A tile offered to a hand about to discard — none.
        OfferedToFullHand = "offered_to_full_hand",
        /// The table lists the player's own seat among the others — `seat`.
        TableOwnSeat = "table_own_seat",
        /// No winning shape in the edition — `edition`.
        NoShape = "no_shape",
        /// A discard-style win without a discarder — `win`.
        NeedsDiscarder = "needs_discarder",
        /// A self-drawn win with a discarder — `win`.
        NoDiscarder = "no_discarder",
        /// The winner named as the discarder — none.
        WinnerDiscards = "winner_discards",
        /// The player offered its own discard — none.
        OwnDiscard = "own_discard",
        /// Robbing a kong on a tile the hand holds elsewhere — none.
        RobbedTile = "robbed_tile",
        /// A kong replacement win without a kong — none.
        ReplacementNeedsKong = "replacement_needs_kong",
        /// A last-tile pattern with a win that is not a self-draw or a discard — none.
        LastTileWin = "last_tile_win",
        /// A blessing with melds — none.
        BlessingMelds = "blessing_melds",
        /// A blessing on the last tile — none.
        BlessingLastTile = "blessing_last_tile",
        /// Blessing of Heaven not at East — none.
        HeavenIsEast = "heaven_is_east",
        /// Blessing of Earth or Man at East — none.
        EarthManNotEast = "earth_man_not_east",
        /// Blessings of Heaven and Earth not self-drawn — none.
        HeavenEarthSelfDrawn = "heaven_earth_self_drawn",
        /// Blessing of Man not on an ordinary discard — none.
        ManOnDiscard = "man_on_discard",
        /// A Concealed Discard win in an edition without it — `editions` (those with it).
        ConcealedDiscardEdition = "concealed_discard_edition",
        /// A seat named twice among the players — `seat`.
        SeatTwice = "seat_twice",
        /// The winner's player entry disagrees with the top-level edition or level — `seat`.
        WinnerDisagrees = "winner_disagrees",
        /// A number outside its range — `field`, `min`, `max`, `got` (`got` absent when too long to write).
        OutOfRange = "out_of_range",
        /// The request is too long: `field` has more than `max` entries — `field`, `max`, `n`.
        TooMany = "too_many",
        /// A required field is missing — `field`.
        Missing = "missing",
        /// Fields that do not go together — `field`, `other` (each a field or a list).
        FieldConflict = "field_conflict",
        /// Exactly one of several fields is needed — `field` (their list).
        OneOf = "one_of",
        /// Not four players — `n`.
        FourPlayers = "four_players",
        /// Player names empty or repeated — `name` (absent when not known).
        PlayerNames = "player_names",
        /// A seat given to someone not at the table — `seat`, `name`.
        NotAtTable = "not_at_table",
        /// The seats do not name each player once — none.
        SeatsEachOnce = "seats_each_once",
        /// A hand score that is negative — `score`.
        NegativeScore = "negative_score",
        /// A hand score that is not a whole or half number — none.
        HalfPoints = "half_points",
        /// A minimum no hand of the edition reaches — `edition`, `highest`, `self_draw`, `discard`.
        UndealableMinimum = "undealable_minimum",
        /// No hand could be dealt for the seed — none.
        NoDeal = "no_deal",
        /// A wall that is not four of each tile — `n`.
        BadWall = "bad_wall",
        /// An action word with no tile — `action`.
        ActionTile = "action_tile",
        /// A chow action that is not a chow — `text`.
        NotAChow = "not_a_chow",
        /// A claim with nothing on offer — `seat`, `action`.
        NothingOffered = "nothing_offered",
        /// A claim of a concealed discard, which nobody may claim (R27) — `seat`, `action`.
        ClaimBuried = "claim_buried",
        /// Not this seat's move — `seat`, `actor`.
        NotYourMove = "not_your_move",
        /// The tile is not in the seat's hand — `seat`, `tile`.
        NotHeld = "not_held",
        /// The Concealed Discard made this hand already — `seat`.
        AlreadyBuried = "already_buried",
        /// No Concealed Discard in the seat's edition — `seat`.
        NoConcealedDiscard = "no_concealed_discard",
        /// A chow from a seat that may not chow now — `seat`.
        ChowNotAllowed = "chow_not_allowed",
        /// An action the rules do not allow now — `seat`, `action`.
        NotNow = "not_now",
        /// A win declared with no drawn tile — `seat`.
        NothingDrawn = "nothing_drawn",
        /// A win declared on a tile that is no win for the seat — `seat`, `tile`.
        NoWinOnTile = "no_win_on_tile",
        /// A win below the seat's minimum — `seat`, `score`, `win`, `need`.
        UnderMinimum = "under_minimum",
        /// The hand is over — none.
        Over = "over",
        /// A strategy chose an action the rules refuse — `strategy`.
        StrategyIllegal = "strategy_illegal",
        /// A log that is not what the engine gives (the message says where) — none.
        LogDiffers = "log_differs",
        /// A log line that is not JSON — `line`.
        LogLine = "log_line",
        /// A log's start event without a field a log holds — `field`.
        LogStart = "log_start",
        /// A log line that is not an event (a JSON object with a `type`) — none.
        NotAnEvent = "not_an_event",
        /// Arena summaries that do not merge — none.
        SummariesDiffer = "summaries_differ",
        /// A file or folder the command line cannot read or write (the message says which) — none.
        File = "file",
        /// An example of the rulebook without its winning tile — none.
        ExampleWinTile = "example_win_tile",
    }
}

/// A value an error names: a number or a text (a tile, a name, an excerpt of the input).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Arg {
    /// A whole number.
    Int(i64),
    /// A text: a tile in mpsz, an engine name, or at most 40 characters of the input.
    Text(String),
}

macro_rules! arg_from_int {
    ($($t:ty),*) => { $(impl From<$t> for Arg { fn from(n: $t) -> Self { Arg::Int(n as i64) } })* };
}
arg_from_int!(u8, u16, u32, u64, usize, i32, i64);

impl From<&str> for Arg {
    fn from(s: &str) -> Self {
        Arg::Text(s.to_string())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Self {
        Arg::Text(s)
    }
}

impl Serialize for Arg {
    fn serialize<S: Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        match self {
            Arg::Int(n) => s.serialize_i64(*n),
            Arg::Text(t) => s.serialize_str(t),
        }
    }
}

/// An error with a stable [`ErrorCode`], a stable [`ErrorReason`] with its
/// arguments, and a message for people.
///
/// ```
/// use fourseas::{notation, ErrorCode, ErrorReason};
/// let e = notation::parse("x").unwrap_err();
/// assert_eq!(e.code(), ErrorCode::BadNotation);
/// assert_eq!(e.code().as_str(), "bad_notation");
/// assert_eq!(e.reason(), ErrorReason::NotATile);
/// assert_eq!(e.args()[0].0, "text");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct Error {
    code: ErrorCode,
    reason: ErrorReason,
    message: String,
    args: Vec<(&'static str, Arg)>,
}

impl Error {
    /// An error with its code, reason and English message; arguments are added with [`Error::arg`].
    pub fn new(code: ErrorCode, reason: ErrorReason, message: impl Into<String>) -> Self {
        Error { code, reason, message: message.into(), args: Vec::new() }
    }

    /// The error with one more argument (a later one of the same key replaces it).
    #[must_use]
    pub fn arg(mut self, key: &'static str, value: impl Into<Arg>) -> Self {
        let value = value.into();
        match self.args.iter_mut().find(|(k, _)| *k == key) {
            Some(slot) => slot.1 = value,
            None => self.args.push((key, value)),
        }
        self
    }

    /// The error found inside the request field `field`, with the message
    /// rewritten to say so (`message` is given the error's own message).
    #[must_use]
    pub fn within(mut self, field: &'static str, message: impl FnOnce(&str) -> String) -> Self {
        self.message = message(&self.message);
        self.arg("within", field)
    }

    /// The `bad_value` error for a number outside `min..=max` in `field` (`got`, when it can be written).
    pub fn out_of_range(field: &'static str, min: i64, max: u64, got: Option<u64>, message: String) -> Self {
        let e = Error::new(ErrorCode::BadValue, ErrorReason::OutOfRange, message)
            .arg("field", field)
            .arg("min", min)
            .arg("max", max);
        match got {
            Some(n) => e.arg("got", n),
            None => e,
        }
    }

    /// The same error under another code.
    #[must_use]
    pub(crate) fn recoded(mut self, code: ErrorCode) -> Self {
        self.code = code;
        self
    }

    /// The stable code.
    pub fn code(&self) -> ErrorCode {
        self.code
    }

    /// The stable reason.
    pub fn reason(&self) -> ErrorReason {
        self.reason
    }

    /// The values the reason names, in the order given.
    pub fn args(&self) -> &[(&'static str, Arg)] {
        &self.args
    }

    /// The message for people.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl From<UnknownName> for Error {
    fn from(u: UnknownName) -> Self {
        let message = u.to_string();
        Error::new(ErrorCode::BadValue, ErrorReason::UnknownName, message)
            .arg("field", u.field)
            .arg("got", excerpt(&u.got))
            .arg("accepted", u.accepted.join(", "))
    }
}

/// The crate's result type.
pub type Result<T> = std::result::Result<T, Error>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_read_naturally() {
        let e = Error::from(UnknownName { field: "seat", got: "up".into(), accepted: &["east", "south"] });
        assert_eq!(e.message(), "seat 'up' is not one of east or south");
        assert_eq!(e.reason(), ErrorReason::UnknownName);
        assert_eq!(e.args()[2], ("accepted", Arg::from("east, south")));
    }
}
