//! The JSON contract shared by the CLI and the WebAssembly module, one contract
//! per file: [`score`], [`conditions`], [`analyze`], [`decide`], [`session`], [`deal`] and the
//! rulebook ([`editions`], [`patterns`]), with the request fields they share
//! ([`HandSpec`]), the one reader ([`read`]) and the one reply shape
//! ([`Reply`]: `{"ok": true, …}` or `{"ok": false, "error": {"code", "message", …}}`).
//!
//! No rule lives here: a request becomes a [`Game`](crate::Game) (or a
//! [`Draft`](crate::Draft), a [`Position`](crate::Position), a session's
//! hands), the engine answers, and this module writes that out. Requests use
//! plain strings so that every bad value gets the engine's own error code
//! rather than a deserializer's; names are read in any case.

mod analyze;
mod conditions;
mod deal;
mod decide;
mod frames;
mod json;
mod notation;
mod reply;
mod request;
mod review;
mod rulebook;
mod score;
mod seat_view;
mod session;
mod table;
mod write;

pub use analyze::{
    analyze, AnalyzeRequest, AnalyzeResponse, DiscardOut, OfferSpec, SeatTable, Shapes, TableOption, TableSpec, Useful,
    MAX_WALL,
};
pub use conditions::{conditions, Allowed, ConditionsResponse, Possible, TileChoices};
pub use deal::{deal, seed_argument, DealRequest, DealResponse, DealtRequest};
pub use decide::{decide, DecideOption, DecideRequest, DecideResponse, NOT_VALUED};
pub use frames::{frames, Frame, FrameSeat, FramesRequest, FramesResponse};
pub use json::{read, too_large, too_large_at, Fields, FromJson, MAX_REQUEST_BYTES};
pub use notation::{format, format_argument, parse, FormatResponse, ParseResponse, TileInfo};
pub use reply::{ErrorArgs, ErrorBody, Reply};
pub use request::{level_of, HandSpec, LevelSpec, MeldSpec, PlayerSpec};
pub use review::{review, Decision, ReviewRequest, ReviewResponse, DEFAULT_TOLERANCE};
pub use rulebook::{
    editions, names, not_an_edition, patterns, EditionsResponse, NamesResponse, PatternEntry, PatternsResponse,
};
pub use score::{reply, score, AlternativeOut, ExcludedOut, GroupOut, GroupText, PatternOut, Request, Response};
pub use seat_view::{SeatView, SeenDiscard, SeenMeld, SeenSeat};
pub use session::{
    session, ByName, ManualSpec, SessionError, SessionHandOut, SessionHandSpec, SessionPlayer, SessionRequest,
    SessionResponse, MAX_SESSION_BYTES, MAX_SESSION_HANDS,
};
pub use table::{
    play, replay, table, ActionSpec, PlayRequest, PlayResponse, ReplayFailure, TableRequest, TableResponse, Taken,
    ViewOption,
};
pub use write::to_json;
