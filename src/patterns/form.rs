//! B: hand forms: four sets, Seven Pairs and its higher forms, the special shapes.

use super::{Ctx, Instance, HONORS};
use crate::group::GroupKind;
use crate::rulebook::PatternId as P;
use crate::rulebook::Shape;

pub fn standard(ctx: &Ctx, out: &mut Vec<Instance>) {
    let sets = ctx.d.groups.iter().filter(|g| g.kind != GroupKind::Pair);
    let (chows, trips) = sets.fold((0, 0), |(c, t), g| (c + g.is_chow() as u8, t + g.is_triplet() as u8));
    if chows == 4 {
        ctx.whole(out, P::Ba1);
    }
    if trips == 4 {
        ctx.whole(out, P::Ba2);
    }
}

pub fn seven_pairs(ctx: &Ctx, out: &mut Vec<Instance>) {
    let t = &ctx.tiles;
    ctx.whole(out, P::Bb1);
    let (kinds, low) = (ctx.kinds, ctx.kinds.trailing_zeros());
    // Seven distinct ranks in a row of one suit.
    if low < 27 && low % 9 <= 2 && kinds == 0x7f << low {
        ctx.whole(out, P::Bb2);
    }
    if kinds == HONORS {
        ctx.whole(out, P::Bb3);
    }
    // Two identical pairs are one "quad" of the Seven Pairs + family (R3).
    match t.kinds().filter(|&k| t.get(k) == 4).count() {
        1 => ctx.whole(out, P::Bb4),
        2 => ctx.whole(out, P::Bb5),
        3 => ctx.whole(out, P::Bb6),
        _ => {}
    }
}

/// The special shapes score only their own B.c pattern (R5).
pub fn special(ctx: &Ctx, out: &mut Vec<Instance>) {
    let honors = (ctx.kinds & HONORS).count_ones();
    match ctx.d.shape {
        Shape::Knitted => {
            ctx.whole(out, P::Bc1);
            if honors == 7 {
                ctx.whole(out, P::Bc2);
            }
            if honors == 5 {
                // 14 distinct tiles with 5 honors: all nine knitted tiles.
                ctx.whole(out, P::Bc3);
            }
        }
        Shape::ThirteenOrphans => ctx.whole(out, P::Bc4),
        Shape::Plaid => ctx.whole(out, P::Bc5),
        Shape::Standard | Shape::SevenPairs => {}
    }
}
