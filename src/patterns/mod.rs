//! Pattern detectors, one module per family. Each detector lists every
//! *instance* of its patterns in one decomposition: the pattern and the groups
//! it uses. Choosing among instances is the scoring principles' job (`score`).

mod chance;
mod form;
mod honor;
mod number;
mod one_suit;
mod quad;
mod suit;
mod three_suit;

use crate::decompose::Decomposition;
use crate::group::Groups;
use crate::hand::Hand;
use crate::rulebook::{Edition, PatternId, Shape};
use crate::tile::TileCounts;
use crate::win::WinContext;

/// One way a pattern holds: the pattern and the groups it uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Instance {
    /// The pattern.
    pub pid: PatternId,
    /// The groups of the decomposition it uses.
    pub groups: Groups,
}

/// What a detector may look at.
pub(crate) struct Ctx<'a> {
    pub d: &'a Decomposition,
    pub hand: &'a Hand,
    pub win: &'a WinContext,
    pub edition: Edition,
    /// Every tile of the hand.
    pub tiles: TileCounts,
}

impl Ctx<'_> {
    fn push(&self, out: &mut Vec<Instance>, pid: PatternId, groups: Groups) {
        out.push(Instance { pid, groups });
    }

    /// A pattern of the whole hand.
    fn whole(&self, out: &mut Vec<Instance>, pid: PatternId) {
        self.push(out, pid, self.d.all());
    }
}

/// Every instance of every pattern in the decomposition, edition aside: the
/// scorer reports patterns outside the edition as left out. Which families
/// apply to which shape follows R5.
pub(crate) fn detect(ctx: &Ctx) -> Vec<Instance> {
    let mut out = Vec::new();
    match ctx.d.shape {
        Shape::Standard => {
            suit::detect(ctx, &mut out);
            form::standard(ctx, &mut out);
            number::detect(ctx, &mut out);
            quad::detect(ctx, &mut out);
            honor::sets(ctx, &mut out);
            one_suit::detect(ctx, &mut out);
            three_suit::detect(ctx, &mut out);
        }
        Shape::SevenPairs => {
            suit::detect(ctx, &mut out);
            form::seven_pairs(ctx, &mut out);
            number::detect(ctx, &mut out);
            honor::pairs(ctx, &mut out);
        }
        Shape::Knitted | Shape::ThirteenOrphans | Shape::Plaid => form::special(ctx, &mut out),
    }
    chance::detect(ctx, &mut out);
    out
}

/// The set of group `i` alone.
const fn bit(i: usize) -> Groups {
    Groups::one(i)
}

/// "Twice" patterns: two disjoint instances of a base pattern (R8).
fn twice(base: &[Groups], mut emit: impl FnMut(Groups)) {
    for (i, a) in base.iter().enumerate() {
        for b in &base[i + 1..] {
            if a.is_disjoint(*b) {
                emit(*a | *b);
            }
        }
    }
}
