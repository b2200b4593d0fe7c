//! C: number patterns: terminals (C1), and linked, odd/even and consecutive
//! (C2–C4, one no-reuse category). Definitions follow R6 and R7.

use super::{number_ranks, Ctx, Instance, HONORS, NUMBERS, TERMINALS};
use crate::group::Group;
use crate::rulebook::{PatternId as P, Shape};

pub fn detect(ctx: &Ctx, out: &mut Vec<Instance>) {
    terminals(ctx, out);
    // R5: whether the linked family applies to Seven Pairs is an edition rule.
    if ctx.d.shape != Shape::SevenPairs || ctx.edition.rules().linked_on_seven_pairs {
        linked(ctx, out);
    }
    odd_even(ctx, out);
    consecutive(ctx, out);
}

fn terminals(ctx: &Ctx, out: &mut Vec<Instance>) {
    let kinds = ctx.kinds;
    let groups = &ctx.d.groups;
    let honors = kinds & HONORS != 0;
    let numbers = kinds & NUMBERS != 0;
    // The kinds of a group's tiles: a chow's three, else its one.
    let has = |g: &Group, m: u64| (if g.is_chow() { 0b111 } else { 1 } << g.tile.index()) & m != 0;
    if kinds & !(NUMBERS & !TERMINALS) == 0 {
        ctx.whole(out, P::C11);
    }
    // R6: the mixed form needs an honor and a number tile.
    if honors && numbers && groups.iter().all(|g| has(g, TERMINALS | HONORS)) {
        ctx.whole(out, P::C12);
    }
    if !honors && groups.iter().all(|g| has(g, TERMINALS)) {
        ctx.whole(out, P::C13);
    }
    if honors && kinds & TERMINALS != 0 && kinds & !(TERMINALS | HONORS) == 0 {
        ctx.whole(out, P::C14);
    }
    if kinds & !TERMINALS == 0 {
        ctx.whole(out, P::C15);
    }
}

/// R7: one rank k in every group (Mixed: or the group is honors); All Symmetric:
/// k is also the middle of every chow. R6: Mixed needs two number groups and an honor group.
fn linked(ctx: &Ctx, out: &mut Vec<Instance>) {
    let groups = &ctx.d.groups;
    let honor_groups = groups.iter().filter(|g| g.is_honor()).count();
    let number_groups = groups.len() - honor_groups;
    // The ranks every number group holds, and the middle ranks of the chows.
    let shared = groups.iter().filter(|g| !g.is_honor()).fold(0x3ffu16, |m, g| m & g.ranks());
    let middles = groups.iter().filter(|g| g.is_chow()).fold(0x3ffu16, |m, g| m & (1 << (g.tile.rank() + 1)));
    if shared == 0 {
        return;
    }
    // Several ranks may work; each pattern is listed once.
    if honor_groups == 0 {
        ctx.whole(out, P::C22);
        if shared & middles != 0 {
            ctx.whole(out, P::C23);
        }
    } else if number_groups >= 2 {
        ctx.whole(out, P::C21);
    }
}

fn odd_even(ctx: &Ctx, out: &mut Vec<Instance>) {
    let honors = ctx.kinds & HONORS != 0;
    // The ranks of the number tiles, as bits 1–9.
    let ranks = number_ranks(ctx.kinds);
    if ranks == 0 {
        return;
    }
    const ODD: u16 = 0b10_1010_1010;
    const EVEN: u16 = 0b01_0101_0100;
    let odd = ranks & !ODD == 0;
    let even = ranks & !EVEN == 0;
    match (honors, odd, even) {
        (true, true, _) => ctx.whole(out, P::C31),
        (true, _, true) => ctx.whole(out, P::C32),
        (false, true, _) => ctx.whole(out, P::C33),
        (false, _, true) => ctx.whole(out, P::C34),
        _ => {}
    }
    // All Knitted: one rank group (147, 258 or 369) for the whole hand, no honors.
    const GROUPS: [u16; 3] = [0b00_1001_0010, 0b01_0010_0100, 0b10_0100_1000];
    if !honors && GROUPS.iter().any(|g| ranks & !g == 0) {
        ctx.whole(out, P::C35);
    }
}

/// R7: the rank spans of the number groups (a chow three ranks, anything else
/// one) fit together with no gap and no overlap, in any suits.
fn consecutive(ctx: &Ctx, out: &mut Vec<Instance>) {
    let groups = &ctx.d.groups;
    // The spans join with no gap and no overlap exactly when, together, they cover
    // one run of ranks once each.
    let (mut covered, mut overlap, mut number_groups) = (0u16, false, 0);
    for g in groups.iter().filter(|g| !g.is_honor()) {
        let span = if g.is_chow() { 0b111 } else { 0b1 } << g.tile.rank();
        overlap |= covered & span != 0;
        covered |= span;
        number_groups += 1;
    }
    if number_groups < 2 {
        return;
    }
    let run = covered >> covered.trailing_zeros();
    let honor_groups = groups.len() - number_groups;
    if overlap || run & (run + 1) != 0 {
        return;
    }
    if honor_groups == 0 {
        ctx.whole(out, P::C42);
    } else {
        ctx.whole(out, P::C41);
    }
}
