//! # fourseas
//!
//! The scoring and rule engine of Four Seas Mahjong (四海麻将): all four
//! editions (Beginner, Basic, Intermediate, Standard), the three scoring
//! principles, limits, minimums, payments and Concealed Discard.
//!
//! The rules are read as the project's rulings say (R1–R21, see `docs/rules.md`).
//!
//! ```
//! use fourseas::api::{score, Request};
//! let req = Request {
//!     hand: "123m456m456m789m5".into(), // 13 tiles before the win… (see below)
//!     ..Default::default()
//! };
//! // A malformed hand gives a coded error, never a panic.
//! assert_eq!(score(&req).unwrap_err().code().as_str(), "bad_notation");
//!
//! let req = Request {
//!     hand: "123456456789m5p".into(),
//!     win_tile: Some("5p".into()),
//!     ..Default::default()
//! };
//! let r = score(&req).unwrap();
//! // Pure Straight + Two Identical Sequences + All Sequences (R13).
//! assert_eq!(r.total, 55);
//! ```

pub mod api;
pub mod decompose;
pub mod error;
pub mod hand;
pub mod level;
pub mod notation;
pub mod patterns;
pub mod payment;
pub mod rulebook;
pub mod score;
pub mod tile;

pub use error::{Error, ErrorCode, Result};
pub use hand::{Blessing, Hand, Meld, MeldKind, Seat, Win, WinContext};
pub use level::{Level, Minimum};
pub use rulebook::{Category, Edition, Pattern, PatternId, RULEBOOK};
pub use tile::{Suit, Tile, TileCounts};

/// The crate version, as the CLI and the WebAssembly module report it.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");
