//! `advice` and `table`: the seats that play [`decide`]'s first action, each
//! with its own model — `advice` the value model where only the player wins,
//! `table` the value model with the table model (`Position::table` from what
//! the seat sees: the others' wins, each discard's danger, fold and burial).
//! Every legal move is valued in one unit (D39): discards and burials, kongs
//! on its own turn, the self-drawn win, and every answer to an offered tile.
//! A decision the analysis cannot value at all falls back on `efficiency`.

use super::{efficiency, Strategy};
use crate::table::{decide, Action, Model, View};

/// The value-model seat, with or without the table model.
#[derive(Debug, Clone, Copy, Default)]
pub struct Advice {
    /// Whether it counts the others (the `table` seat).
    table: bool,
}

impl Advice {
    /// The `table` seat: the value model with the table model.
    pub fn with_table() -> Advice {
        Advice { table: true }
    }

    /// The model it decides by.
    pub fn model(&self) -> Model {
        if self.table {
            Model::Table
        } else {
            Model::Plain
        }
    }
}

impl Strategy for Advice {
    fn name(&self) -> &'static str {
        if self.table {
            "table"
        } else {
            "advice"
        }
    }

    fn act(&mut self, view: &View<'_>, legal: &[Action]) -> Action {
        match decide(view, legal, self.model()).ok().and_then(|d| d.best()) {
            Some(a) => a,
            None => efficiency::Efficiency.act(view, legal),
        }
    }
}
