//! H: chance patterns, from the win conditions (already checked by `Game::new`).

use super::{Ctx, Instance};
use crate::rulebook::PatternId as P;
use crate::win::{Blessing, Win};

pub fn detect(ctx: &Ctx, out: &mut Vec<Instance>) {
    let w = ctx.win;
    if w.last_tile {
        ctx.whole(out, if w.win.is_discard_style() { P::H12 } else { P::H11 });
    }
    match w.blessing {
        Some(Blessing::Man) => ctx.whole(out, P::H13),
        Some(Blessing::Earth) => ctx.whole(out, P::H14),
        Some(Blessing::Heaven) => ctx.whole(out, P::H15),
        None => {}
    }
    match w.win {
        Win::RobbingKong => ctx.whole(out, P::H21),
        Win::KongReplacement => ctx.whole(out, P::H22),
        // R19: listed at 0 points so the win type shows among the patterns.
        Win::ConcealedDiscard => ctx.whole(out, P::H31),
        Win::SelfDraw | Win::Discard => {}
    }
}
