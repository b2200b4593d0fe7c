//! A: suit patterns, read off the tiles of the whole hand.

use super::{Ctx, Instance, DRAGONS, WINDS};
use crate::few::Few;
use crate::rulebook::PatternId as P;
use crate::rulebook::Shape;
use crate::tile::{Suit, Tile};

/// 1112345678999 of one suit.
const NINE_GATES_CORE: [u8; 9] = [3, 1, 1, 1, 1, 1, 1, 1, 3];

pub fn detect(ctx: &Ctx, out: &mut Vec<Instance>) {
    let k = ctx.kinds;
    let in_suit = |s: &Suit| k >> (9 * *s as u32) & 0x1ff != 0;
    let suits = Suit::NUMBER.iter().filter(|s| in_suit(s)).count();
    let winds = k & WINDS != 0;
    let dragons = k & DRAGONS != 0;
    let honors = winds || dragons;
    if suits == 3 && winds && dragons {
        ctx.whole(out, P::A1);
    }
    match (suits, honors) {
        // R6: Mixed One-Suit needs at least one honor and one number tile.
        (1, true) => ctx.whole(out, P::A2),
        (1, false) => {
            ctx.whole(out, P::A3);
            if let (Shape::Standard, Some(&s)) = (ctx.d.shape, Suit::NUMBER.iter().find(|s| in_suit(s))) {
                nine_gates(ctx, s, out);
            }
        }
        (0, true) => ctx.whole(out, P::A5),
        _ => {}
    }
}

/// R11: the 14 tiles are the core plus one of the suit. Nine Gates if there are no
/// melds and the win is self-drawn, or on a discard the 13 tiles before it are
/// the core; otherwise Melded Nine Gates.
fn nine_gates(ctx: &Ctx, suit: Suit, out: &mut Vec<Instance>) {
    let counts: Few<u8, 9> = (1..=9).map(|r| Tile::new(suit, r).map_or(0, |x| ctx.tiles.get(x))).collect();
    if ctx.tiles.total() != 14 || counts.iter().zip(NINE_GATES_CORE).any(|(&c, k)| c < k) {
        return;
    }
    let before_win_is_core = || {
        let w = ctx.hand.win_tile();
        counts.iter().zip(NINE_GATES_CORE).enumerate().all(|(i, (&c, k))| {
            let c = if i + 1 == w.rank() as usize { c - 1 } else { c };
            c == k
        })
    };
    let concealed = ctx.hand.has_no_melds();
    let nine = concealed && (!ctx.win.win.is_discard_style() || before_win_is_core());
    ctx.whole(out, if nine { P::A6 } else { P::A4 });
}
