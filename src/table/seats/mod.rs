//! Seats that play: strategies behind one trait, each deterministic given
//! what it sees. `efficiency` plays for shape alone, with the Concealed
//! Discard policy ([`bury`]) and the kong rule ([`kong_keeps_shape`]);
//! `advice` and `table` play the first action of [`decide`](super::decide),
//! which values every legal move (the burial rule breaks `advice`'s ties
//! between a tile face up and face down).

mod advice;
mod efficiency;
mod shape;

pub use advice::Advice;
pub use efficiency::Efficiency;
pub(crate) use shape::Measure;

use super::action::Action;
use super::state::Table;
use super::view::View;
use crate::error::{Error, ErrorCode, Result};
use crate::names::named;
use crate::seat::BySeat;
use crate::tile::Tile;

/// A seat's way of playing: given what it sees and what it may do, one action.
pub trait Strategy: Send {
    /// The strategy's name, as the arena and the log call it.
    fn name(&self) -> &'static str;
    /// Chooses one of `legal` (never empty) for the seat of `view`.
    fn act(&mut self, view: &View<'_>, legal: &[Action]) -> Action;
}

named! {
    /// The built-in strategies.
    pub enum StrategyName("strategy") {
        /// The lowest shanten, then the most useful tiles.
        Efficiency = "efficiency",
        /// The value model: `analyze`'s expected gain.
        Advice = "advice",
        /// The value model with the table model: the others' wins, danger, fold, burial.
        Table = "table",
    }
}

impl StrategyName {
    /// A fresh seat playing this strategy.
    pub fn seat(self) -> Box<dyn Strategy> {
        match self {
            StrategyName::Efficiency => Box::new(Efficiency),
            StrategyName::Advice => Box::new(Advice::default()),
            StrategyName::Table => Box::new(Advice::with_table()),
        }
    }
}

/// Plays the hand to its end, each seat choosing with its strategy.
pub fn play(table: &mut Table, seats: &mut BySeat<Box<dyn Strategy>>) -> Result<()> {
    play_with(table, seats, |_, _, _| {})
}

/// Plays the hand to its end as [`play`] does, showing `before` each state,
/// the seat about to act and the action it chose (the arena's samples watch
/// the play this way).
pub fn play_with(
    table: &mut Table,
    seats: &mut BySeat<Box<dyn Strategy>>,
    mut before: impl FnMut(&Table, crate::seat::Seat, Action),
) -> Result<()> {
    while let Some(seat) = table.to_act() {
        let action = seats[seat].act(&table.view(seat), table.legal());
        before(table, seat, action);
        table.apply(seat, action).map_err(|e| {
            let message = format!("{} chose an illegal action: {}", seats[seat].name(), e.message());
            Error::new(ErrorCode::IllegalAction, crate::error::ErrorReason::StrategyIllegal, message)
                .arg("strategy", seats[seat].name())
        })?;
    }
    Ok(())
}

/// The Concealed Discard policy every built-in seat follows (R27): bury the
/// chosen discard, once a hand, when the wall has at most 60 tiles left and no
/// copy of the tile is visible yet (the discard most likely to be claimed or
/// won on, which nobody may claim while it is face down).
pub fn bury(view: &View<'_>, tile: Tile, legal: &[Action]) -> Action {
    if view.may_bury() && view.wall_left() <= 60 && view.seen().get(tile) == 0 && legal.contains(&Action::Conceal(tile))
    {
        Action::Conceal(tile)
    } else {
        Action::Discard(tile)
    }
}

/// The kong rule every built-in seat follows (R26): declare a kong on its own
/// turn when the hand after it is no further from winning than after the best
/// discard (the replacement draw comes on top).
pub fn kong_keeps_shape(view: &View<'_>, legal: &[Action]) -> Option<Action> {
    let kongs: Vec<Action> = legal.iter().copied().filter(|a| matches!(a, Action::Kong(_))).collect();
    if kongs.is_empty() {
        return None;
    }
    let mut m = shape::Measure::new(view);
    let best = m.best_discard_distance();
    kongs.into_iter().find(|&k| matches!(k, Action::Kong(t) if m.after_kong(t) <= best))
}
