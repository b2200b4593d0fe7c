//! `efficiency`: plays for shape alone. It wins whenever the rules allow;
//! discards for the lowest shanten, then the most useful unseen tiles; claims
//! a discard only when the claim lowers its shanten; declares kongs and buries
//! as every built-in seat does ([`kong_keeps_shape`], [`bury`]).

use super::shape::Measure;
use super::{bury, kong_keeps_shape, Strategy};
use crate::table::{Action, View};

/// The shape-only seat.
#[derive(Debug, Clone, Copy, Default)]
pub struct Efficiency;

impl Strategy for Efficiency {
    fn name(&self) -> &'static str {
        "efficiency"
    }

    fn act(&mut self, view: &View<'_>, legal: &[Action]) -> Action {
        if legal.contains(&Action::Win) {
            return Action::Win;
        }
        if let Some((tile, _)) = view.offered() {
            return claim(view, legal, tile);
        }
        if let Some(kong) = kong_keeps_shape(view, legal) {
            return kong;
        }
        match Measure::new(view).ranked_discards().first() {
            Some(best) => bury(view, best.tile, legal),
            None => legal[0],
        }
    }
}

/// The claim that lowers the shanten most, or a pass (the first such in the
/// legal order on a tie: kong, pung, then the lowest chow).
pub(crate) fn claim(view: &View<'_>, legal: &[Action], tile: crate::Tile) -> Action {
    let mut m = Measure::new(view);
    let now = m.now();
    let mut best = (now, Action::Pass);
    for &a in legal {
        if matches!(a, Action::Kong(_) | Action::Pung(_) | Action::Chow(_)) {
            let d = m.after_claim(a, tile);
            if d < best.0 {
                best = (d, a);
            }
        }
    }
    best.1
}
