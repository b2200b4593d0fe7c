//! # fourseas
//!
//! The scoring and rule engine of Four Seas Mahjong (四海麻将): all four
//! editions (Beginner, Basic, Intermediate, Standard), the three scoring
//! principles, limits, minimums, payments and Concealed Discard.
//!
//! The rules are read as the project's rulings say (R1–R30, see `docs/rules.md`).
//! A request flows through the engine in one direction:
//!
//! ```text
//! Request ─▶ Game ─▶ decompositions ─▶ pattern instances ─▶ per-category choice ─▶ Outcome ─▶ Response
//! (api)     (game)   (decompose)       (patterns/)          (score)                (game)      (api)
//! ```
//!
//! ```
//! use fourseas::{notation, settle, BySeat, Edition, Game, Hand, Player, Seat, WinContext};
//! let tiles = notation::parse("123456456789m5p").unwrap();
//! let hand = Hand::new(&tiles, notation::parse_tile("5p").unwrap(), vec![]).unwrap();
//! let players = BySeat::new(Player::new(Edition::Standard));
//! let game = Game::new(hand, WinContext::discard(Seat::East, Seat::North), players).unwrap();
//! let outcome = settle(&game).unwrap();
//! // Pure Straight + Two Identical Sequences + All Sequences (R13).
//! assert_eq!(outcome.evaluation.best.total, 55);
//! // 55 > 50: the discarder pays 4H − 2F = 120, the others 50 each.
//! assert_eq!(outcome.payments[Seat::North].to_string(), "-120");
//! ```
#![deny(missing_docs)]

mod analysis;
pub mod api;
pub mod arena;
mod cards;
mod conditions;
mod deal;
mod decompose;
mod error;
mod few;
mod game;
mod group;
mod hand;
mod level;
mod names;
pub mod notation;
mod patterns;
pub mod payment;
mod picture;
mod rulebook;
mod score;
mod seat;
mod session;
mod shanten;
pub mod table;
mod tile;
#[cfg(feature = "typescript")]
mod typescript;
mod win;

pub use analysis::{
    analyze, danger_features, logistic, models, threat, useful_count, Advisor, Analysis, Call, CallOption, Discard,
    Discarding, Fitted, Models, Offer, Opponent, Position, Share, TableSight, Value, Wait, WaitValue, Waiting, AHEAD,
    DANGER, THREAT,
};
pub use cards::{card, cards, document, Card, Example, ExampleTiles, FamilyNode, Format, FAMILIES};
pub use conditions::{conditions, Conditions, Draft, TileEntry};
pub use deal::{deal, Deal, DealKind, DealSpec, MAX_SEED};
pub use decompose::{decompositions, Decomposition};
pub use error::{Arg, Error, ErrorCode, ErrorReason, Result};
pub use game::{settle, Game, MayWin, Outcome, Player};
pub use group::{Group, GroupKind, Groups, Meld, MeldKind};
pub use hand::Hand;
pub use level::{Level, Minimum};
pub use names::UnknownName;
pub use notation::{hand_text, HandText};
pub use patterns::Instance;
pub use picture::{describe, layout, svg, Placed, TileSize};
pub use rulebook::{patterns, Category, Edition, EditionRules, Pattern, PatternId, Shape, EDITIONS, LIMIT, RULEBOOK};
pub use score::{Evaluation, Limit, Reason, ReasonKind, Scored};
pub use seat::{BySeat, Seat};
pub use session::{
    manual_score, seated, settle_session, winner_seat, ManualWin, Played, Seating, SessionHand, SettledHand, Sheet,
    Table, MAX_MANUAL_SCORE,
};
pub use tile::{Suit, Tile, TileCounts};
#[cfg(feature = "typescript")]
pub use typescript::declarations;
pub use win::{Blessing, Win, WinContext};

/// The README's Rust examples, compiled and run as doc tests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeExamples;

/// The crate version, as the CLI and the WebAssembly module report it.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");
