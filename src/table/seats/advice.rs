//! `advice`: the value model at the table. Discards by `analyze`'s ranking
//! (expected gain, with `seen` from the table and `draws_left` from the wall);
//! answers a discard with the best of its `calls`; declares a self-drawn win
//! unless the model values the best discard above it; beyond three shanten
//! the ranking is `analyze`'s own fallback (shanten, then useful tiles), and a
//! claim without a value falls back on `efficiency`'s. Kongs and Concealed
//! Discard as every built-in seat ([`kong_keeps_shape`], [`bury`]). A win on a
//! robbed kong or a revealed concealed discard is always taken.
//!
//! `table`: the same seat with the table model (`Position::table` from what the
//! seat sees): the others' wins and each discard's danger in every value, and
//! Concealed Discard where the analysis advises it instead of [`bury`].

use super::efficiency;
use super::{bury, kong_keeps_shape, Strategy};
use crate::analysis::{analyze, Analysis, Call, Offer, Position};
use crate::table::{Action, View};
use crate::tile::Tile;

/// The value-model seat, with or without the table model.
#[derive(Debug, Clone, Default)]
pub struct Advice {
    /// The discard its call advice chose after a pung or chow.
    after_call: Option<Tile>,
    /// Whether it counts the others (the `table` seat).
    table: bool,
}

impl Advice {
    /// The `table` seat: the value model with the table model.
    pub fn with_table() -> Advice {
        Advice { after_call: None, table: true }
    }

    /// The analysis position of what `view` sees.
    fn position(&self, view: &View<'_>) -> Position {
        let seat = view.seat();
        let mut pos = Position::new(view.hand().tiles(), seat, *view.players());
        pos.melds = view.melds(seat).to_vec();
        // The tile on offer counted once, as the analysis's `offered` (D37).
        let (seen, sight) = view.analysis_sight();
        pos.seen = seen;
        pos.draws_left = view.draws_left();
        pos.table = self.table.then_some(sight);
        pos
    }

    /// Discards `t`: face down where the table model advises it, else by [`bury`].
    fn discard(&self, view: &View<'_>, t: Tile, legal: &[Action], advised: Option<bool>) -> Action {
        match advised {
            Some(true) if legal.contains(&Action::Conceal(t)) => Action::Conceal(t),
            Some(_) => Action::Discard(t),
            None => bury(view, t, legal),
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
        if let Some((tile, from)) = view.offered() {
            return self.claim(view, legal, tile, from);
        }
        // Right after its own pung or chow (a turn without a draw); a claim that
        // another seat's went before leaves nothing to follow.
        if let Some(t) = self.after_call.take().filter(|_| view.drawn().is_none()) {
            if legal.contains(&Action::Discard(t)) {
                let advised = self.table.then_some(false);
                return self.discard(view, t, legal, advised);
            }
        }
        let (best, advised) = match analyze(&self.position(view)) {
            Ok(Analysis::Discarding(d)) => {
                let advised = self.table.then(|| d.bury.as_ref().is_some_and(|b| b.advised));
                (d.discards.into_iter().next(), advised)
            }
            _ => (None, self.table.then_some(false)),
        };
        if let Some(win) = view.win().filter(|_| legal.contains(&Action::Win)) {
            let gain = win.score.payments[view.seat()].as_f64();
            let keep = best.as_ref().and_then(|d| d.value.as_ref()).map_or(0.0, |v| v.expected_gain);
            if gain >= keep {
                return Action::Win;
            }
        }
        if let Some(kong) = kong_keeps_shape(view, legal) {
            return kong;
        }
        match best {
            Some(d) if legal.contains(&Action::Discard(d.tile)) => self.discard(view, d.tile, legal, advised),
            _ => legal[0],
        }
    }
}

impl Advice {
    fn claim(&mut self, view: &View<'_>, legal: &[Action], tile: Tile, from: crate::Seat) -> Action {
        // A robbed kong or a revealed concealed discard: the last chance at this tile.
        if legal.contains(&Action::Win) && !matches!(view.win().map(|w| w.win), Some(crate::Win::Discard)) {
            return Action::Win;
        }
        let mut pos = self.position(view);
        pos.offered = Some(Offer { tile, from });
        let calls = match analyze(&pos) {
            Ok(Analysis::Waiting(w)) => w.calls,
            _ => Vec::new(),
        };
        for option in calls {
            let action = match option.call {
                Call::Win => Action::Win,
                Call::Kong => Action::Kong(tile),
                Call::Pung => Action::Pung(tile),
                Call::Chow => match option.meld {
                    Some(m) => Action::Chow(m.tile),
                    None => continue,
                },
                Call::Pass => Action::Pass,
            };
            if !legal.contains(&action) {
                continue;
            }
            if option.value.is_none() && action != Action::Win {
                break;
            }
            self.after_call = option.discard;
            return action;
        }
        self.after_call = None;
        if legal.contains(&Action::Win) {
            return Action::Win;
        }
        efficiency::claim(view, legal, tile)
    }
}
