//! G: patterns across suits (R9): similar chows and triplets, the mirrored
//! family, Assorted Straight and Assorted Three Consecutive Triplets.

use super::{bit, Ctx, Instance};
use crate::few::Few;
use crate::group::{Group, GroupKind, Groups};
use crate::rulebook::PatternId as P;
use crate::tile::{Suit, Tile};

pub fn detect(ctx: &Ctx, out: &mut Vec<Instance>) {
    let num = |f: fn(&Group) -> bool| -> Few<(usize, Tile), 4> {
        ctx.d.groups.iter().enumerate().filter(|(_, g)| f(g) && g.tile.is_number()).map(|(i, g)| (i, g.tile)).collect()
    };
    let chows = num(Group::is_chow);
    let trips = num(Group::is_triplet);
    let pair = num(|g| g.kind == GroupKind::Pair).first().copied();

    // Pairs of similar groups: (their two suits as bits, mask); six at most of four sets.
    let similar = |v: &[(usize, Tile)]| -> Few<(u8, Groups), 6> {
        let mut r = Few::new();
        for (a, &(i, x)) in v.iter().enumerate() {
            for &(j, y) in &v[a + 1..] {
                if x.rank() == y.rank() && x.suit() != y.suit() {
                    r.push((suit_bit(x) | suit_bit(y), bit(i) | bit(j)));
                }
            }
        }
        r
    };
    let seqs = similar(&chows);
    let tris = similar(&trips);
    for (_, m) in &seqs {
        ctx.push(out, P::G1a1, *m);
    }
    for (_, m) in &tris {
        ctx.push(out, P::G1b1, *m);
    }
    for m in three_suits(&chows) {
        ctx.push(out, P::G1a2, m);
    }
    for m in three_suits(&trips) {
        ctx.push(out, P::G1b3, m);
    }
    // Little Three Similar Triplets: two triplets of rank r and a pair of r in the third suit.
    if let Some((pi, p)) = pair {
        for (suits, m) in &tris {
            let r = trips.iter().find(|(i, _)| !bit(*i).is_disjoint(*m)).map(|(_, t)| t.rank());
            if Some(p.rank()) == r && suits & suit_bit(p) == 0 {
                ctx.push(out, P::G1b2, *m | bit(pi));
            }
        }
    }
    // Mirrored: two similar pairs over the same two suits.
    let mirrored = |a: &[(u8, Groups)], b: &[(u8, Groups)], same: bool, pid, out: &mut Vec<Instance>| {
        for (x, (sx, mx)) in a.iter().enumerate() {
            let rest = if same { &b[x + 1..] } else { b };
            for (sy, my) in rest {
                if sx == sy && mx.is_disjoint(*my) {
                    ctx.push(out, pid, *mx | *my);
                }
            }
        }
    };
    mirrored(&seqs, &seqs, true, P::G1c1, out);
    mirrored(&seqs, &tris, false, P::G1c2, out);
    mirrored(&tris, &tris, true, P::G1c3, out);

    // Assorted Straight: 123, 456, 789 in three different suits.
    for &(a, x) in chows.iter().filter(|(_, t)| t.rank() == 1) {
        for &(b, y) in chows.iter().filter(|(_, t)| t.rank() == 4 && t.suit() != x.suit()) {
            for &(c, z) in chows.iter().filter(|(_, t)| t.rank() == 7) {
                if z.suit() != x.suit() && z.suit() != y.suit() {
                    ctx.push(out, P::G2a1, bit(a) | bit(b) | bit(c));
                }
            }
        }
    }
    // Assorted Three Consecutive Triplets: r, r+1, r+2, each in a different suit.
    for &(a, x) in &trips {
        for &(b, y) in trips.iter().filter(|(_, t)| t.rank() == x.rank() + 1 && t.suit() != x.suit()) {
            for &(c, z) in trips.iter().filter(|(_, t)| t.rank() == x.rank() + 2) {
                if z.suit() != x.suit() && z.suit() != y.suit() {
                    ctx.push(out, P::G2b1, bit(a) | bit(b) | bit(c));
                }
            }
        }
    }
}

/// Masks of three groups of one rank, one in each suit.
fn three_suits(v: &[(usize, Tile)]) -> Few<Groups, 4> {
    let mut r = Few::new();
    for &(i, x) in v.iter().filter(|(_, t)| t.suit() == Suit::Characters) {
        for &(j, _) in v.iter().filter(|(_, t)| t.suit() == Suit::Dots && t.rank() == x.rank()) {
            for &(k, _) in v.iter().filter(|(_, t)| t.suit() == Suit::Bamboo && t.rank() == x.rank()) {
                r.push(bit(i) | bit(j) | bit(k));
            }
        }
    }
    r
}

/// A tile's suit as one bit.
fn suit_bit(t: Tile) -> u8 {
    1 << t.suit() as u8
}
