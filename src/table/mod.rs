//! The table: a hand of Four Seas as played (R23–R29), pure and deterministic.
//!
//! A [`Table`] is dealt from a seeded [`Wall`]; [`Table::to_act`] says who must
//! act, [`Table::legal`] what they may do, and [`Table::apply`] plays one
//! [`Action`], answering the [`Event`]s it caused (the log, whose JSON is a
//! contract) or a coded error that changes nothing. Every win is scored by the
//! engine's own `settle`. [`seats`] holds the built-in strategies that play
//! it, [`game`] plays hands one after another with the seats moving on (R30),
//! and [`replay`] checks a log against the engine event by event.

mod action;
mod claims;
mod decision;
mod event;
pub mod game;
mod refusal;
pub mod replay;
pub mod seats;
mod setup;
mod state;
mod view;
mod wall;

pub use action::Action;
pub use decision::{decide, Basis, Choice, Decision, Model};
pub(crate) use event::level_spec;
pub use event::{Event, HandResult, KongKind, Standing, Start, WallEnd, WinEvent};
pub use setup::{RiverTile, Setup};
pub use state::Table;
pub use view::View;
pub use wall::{Wall, DEALT, TILES};
