//! F: one-suit chow and pung combinations (R8). `c` is a chow's lowest tile.

use super::{bit, twice, Ctx, Instance};
use crate::few::{sort_by_key, Few};
use crate::group::{Group, GroupKind, Groups};
use crate::rulebook::PatternId as P;
use crate::tile::Tile;

/// Groups of one decomposition, by kind, with their indexes.
struct Sets {
    chows: Few<(usize, Tile), 4>,
    /// Number-suit pungs and kongs.
    trips: Few<(usize, Tile), 4>,
    pair: Option<(usize, Tile)>,
}

impl Sets {
    fn of(ctx: &Ctx) -> Sets {
        let groups = ctx.d.groups.iter().enumerate();
        let idx = |f: fn(&Group) -> bool| -> Few<(usize, Tile), 4> {
            groups.clone().filter(|(_, g)| f(g)).map(|(i, g)| (i, g.tile)).collect()
        };
        Sets {
            chows: idx(Group::is_chow),
            trips: idx(|g| g.is_triplet() && g.tile.is_number()),
            pair: groups.clone().find(|(_, g)| g.kind == GroupKind::Pair).map(|(i, g)| (i, g.tile)),
        }
    }

    fn chow(&self, t: Option<Tile>, not: Groups) -> impl Iterator<Item = usize> + '_ {
        self.chows.iter().filter(move |(i, c)| Some(*c) == t && bit(*i).is_disjoint(not)).map(|(i, _)| *i)
    }

    fn trip(&self, t: Option<Tile>, not: Groups) -> impl Iterator<Item = usize> + '_ {
        self.trips.iter().filter(move |(i, c)| Some(*c) == t && bit(*i).is_disjoint(not)).map(|(i, _)| *i)
    }

    /// The pair's bit if the pair is `t`.
    fn pair_is(&self, t: Option<Tile>) -> Option<Groups> {
        self.pair.filter(|(_, p)| t.is_some() && Some(*p) == t).map(|(i, _)| bit(i))
    }
}

pub fn detect(ctx: &Ctx, out: &mut Vec<Instance>) {
    let s = Sets::of(ctx);
    identical(ctx, &s, out);
    shifted(ctx, &s, out);
    straights(ctx, &s, out);
    consecutive_triplets(ctx, &s, out);
    tile_hog(ctx, &s, out);
    chow_pung(ctx, &s, out);
}

/// At most 4·3·2 chains of four chows, or of fewer.
type Chains = Few<(Tile, Groups), 24>;

/// Chains of chows `c, c+step, c+2·step, …` of `len` chows, distinct groups.
fn chow_chains(s: &Sets, len: usize, step: i8) -> Chains {
    let mut found = Chains::new();
    if s.chows.len() < len {
        return found;
    }
    /// Extends a chain of `k` chows from `c` by the chows at its next place.
    fn grow(s: &Sets, c: Tile, step: i8, k: usize, len: usize, m: Groups, found: &mut Chains) {
        if k == len {
            if !found.contains(&(c, m)) {
                found.push((c, m));
            }
            return;
        }
        for j in s.chow(c.shifted(step * k as i8), m) {
            grow(s, c, step, k + 1, len, m | bit(j), found);
        }
    }
    for &(i, c) in &s.chows {
        grow(s, c, step, 1, len, bit(i), &mut found);
    }
    sort_by_key(&mut found, |&x| x);
    found
}

/// The groups of each chain.
fn masks(chains: &[(Tile, Groups)]) -> Few<Groups, 24> {
    chains.iter().map(|x| x.1).collect()
}

/// Same for triplets `t, t+1, …`.
fn trip_chains(s: &Sets, len: usize) -> Few<(Tile, Groups), 4> {
    let mut found = Few::new();
    if s.trips.len() < len {
        return found;
    }
    for &(i, t) in &s.trips {
        let mut m = bit(i);
        let ok = (1..len).all(|k| match s.trip(t.shifted(k as i8), m).next() {
            Some(j) => {
                m |= bit(j);
                true
            }
            None => false,
        });
        if ok {
            found.push((t, m));
        }
    }
    found
}

/// Runs of chows `c, c+step, …`: the pair of them, two disjoint pairs, three and
/// four in a row, as the patterns `ids`. Returns the runs of four.
fn chow_runs(ctx: &Ctx, s: &Sets, step: i8, ids: [P; 4], out: &mut Vec<Instance>) -> Chains {
    let two = chow_chains(s, 2, step);
    for (_, m) in &two {
        ctx.push(out, ids[0], *m);
    }
    twice(&masks(&two), |m| ctx.push(out, ids[1], m));
    for (_, m) in chow_chains(s, 3, step) {
        ctx.push(out, ids[2], m);
    }
    let four = chow_chains(s, 4, step);
    for (_, m) in &four {
        ctx.push(out, ids[3], *m);
    }
    four
}

/// F1: identical chows.
fn identical(ctx: &Ctx, s: &Sets, out: &mut Vec<Instance>) {
    chow_runs(ctx, s, 0, [P::F11, P::F12, P::F13, P::F14], out);
}

/// F2: chows shifted by one.
fn shifted(ctx: &Ctx, s: &Sets, out: &mut Vec<Instance>) {
    for (c, m) in chow_runs(ctx, s, 1, [P::F21, P::F22, P::F23, P::F24], out) {
        // Silver Ladder: a pair just below the lowest tile or just above the highest.
        if let Some(p) = s.pair_is(c.shifted(-1)).or(s.pair_is(c.shifted(6))) {
            ctx.push(out, P::F25, m | p);
        }
    }
}

/// F3: straights (symmetric, a) and half straights (consecutive, b).
fn straights(ctx: &Ctx, s: &Sets, out: &mut Vec<Instance>) {
    for &(i, c) in &s.chows {
        if c.rank() != 1 {
            continue;
        }
        let m0 = bit(i);
        for j in s.chow(c.shifted(6), m0) {
            ctx.push(out, P::F3a1, m0 | bit(j));
            for k in s.chow(c.shifted(3), m0 | bit(j)) {
                ctx.push(out, P::F3a2, m0 | bit(j) | bit(k));
            }
            for k in s.chow(c.shifted(2), m0 | bit(j)) {
                for l in s.chow(c.shifted(4), m0 | bit(j) | bit(k)) {
                    ctx.push(out, P::F3a3, m0 | bit(j) | bit(k) | bit(l));
                }
            }
            for k in s.chow(Some(c), m0 | bit(j)) {
                for l in s.chow(c.shifted(6), m0 | bit(j) | bit(k)) {
                    if let Some(p) = s.pair_is(c.shifted(4)) {
                        ctx.push(out, P::F3a4, m0 | bit(j) | bit(k) | bit(l) | p);
                    }
                }
            }
        }
    }
    let halves = chow_chains(s, 2, 3);
    for (_, m) in &halves {
        ctx.push(out, P::F3b1, *m);
    }
    twice(&masks(&halves), |m| ctx.push(out, P::F3b2, m));
    for (a, (ca, ma)) in halves.iter().enumerate() {
        for (cb, mb) in &halves[a + 1..] {
            if ma.is_disjoint(*mb) && ca.suit() != cb.suit() && ca.rank() == cb.rank() {
                ctx.push(out, P::F3b3, *ma | *mb);
            }
        }
    }
}

/// F4: consecutive triplets.
fn consecutive_triplets(ctx: &Ctx, s: &Sets, out: &mut Vec<Instance>) {
    let two = trip_chains(s, 2);
    for &(t, m) in &two {
        ctx.push(out, P::F41, m);
        if let Some(p) = s.pair_is(t.shifted(-1)).or(s.pair_is(t.shifted(2))) {
            ctx.push(out, P::F42, m | p);
        }
    }
    twice(&masks(&two), |m| ctx.push(out, P::F44, m));
    for (_, m) in trip_chains(s, 3) {
        ctx.push(out, P::F43, m);
    }
    for (t, m) in trip_chains(s, 4) {
        ctx.push(out, P::F45, m);
        if let Some(p) = s.pair_is(t.shifted(-1)).or(s.pair_is(t.shifted(4))) {
            ctx.push(out, P::F46, m | p);
        }
    }
}

/// F5: all four copies of a tile in one chow and one three-tile pung (R3: not a kong).
fn tile_hog(ctx: &Ctx, s: &Sets, out: &mut Vec<Instance>) {
    let pungs: Few<(usize, Tile), 4> =
        ctx.d.groups.iter().enumerate().filter(|(_, g)| g.kind == GroupKind::Pung).map(|(i, g)| (i, g.tile)).collect();
    let mut singles: Few<Groups, 12> = Few::new();
    for &(ci, c) in &s.chows {
        let in_chow: Few<(usize, Tile), 4> =
            pungs.iter().copied().filter(|(_, t)| (0..3).any(|d| c.shifted(d) == Some(*t))).collect();
        for &(pi, _) in &in_chow {
            singles.push(bit(ci) | bit(pi));
        }
        for (a, &(pa, _)) in in_chow.iter().enumerate() {
            for &(pb, _) in &in_chow[a + 1..] {
                ctx.push(out, P::F53, bit(ci) | bit(pa) | bit(pb));
            }
        }
        if in_chow.len() == 3 {
            let m = in_chow.iter().fold(bit(ci), |m, (p, _)| m | bit(*p));
            ctx.push(out, P::F54, m);
        }
    }
    for m in &singles {
        ctx.push(out, P::F51, *m);
    }
    twice(&singles, |m| ctx.push(out, P::F52, m));
}

/// A Consecutive T: a chow and a triplet of one suit spanning four ranks.
#[derive(Clone, Copy, Default)]
struct T {
    /// Lowest tile of the span.
    low: Tile,
    /// Chow first (left T) or triplet first (right T).
    left: bool,
    groups: Groups,
    chow: Tile,
    triplet: Tile,
}

/// F6: chows and triplets in a row. A left T is chow c + triplet c+3, a right T
/// triplet p + chow p+1.
fn chow_pung(ctx: &Ctx, s: &Sets, out: &mut Vec<Instance>) {
    // Each chow with a triplet on either side: at most 2·2·2 with four sets.
    let mut ts: Few<T, 8> = Few::new();
    for &(ci, c) in &s.chows {
        for (left, at) in [(true, 3), (false, -1)] {
            let Some(triplet) = c.shifted(at) else { continue };
            for ti in s.trip(Some(triplet), Groups::EMPTY) {
                ts.push(T { low: if left { c } else { triplet }, left, groups: bit(ci) | bit(ti), chow: c, triplet });
            }
        }
    }
    for t in &ts {
        ctx.push(out, P::F61, t.groups);
    }
    twice(&ts.iter().map(|t| t.groups).collect::<Few<_, 8>>(), |m| ctx.push(out, P::F63, m));
    for &(ci, c) in &s.chows {
        // Horizontal Cross: chow c, triplet c+3, chow c+4.
        for ti in s.trip(c.shifted(3), bit(ci)) {
            for cj in s.chow(c.shifted(4), bit(ci) | bit(ti)) {
                ctx.push(out, P::F62, bit(ci) | bit(ti) | bit(cj));
            }
        }
    }
    for &(ti, p) in &s.trips {
        // Horizontal H: triplet p, chow p+1, triplet p+4.
        for ci in s.chow(p.shifted(1), bit(ti)) {
            for tj in s.trip(p.shifted(4), bit(ti) | bit(ci)) {
                ctx.push(out, P::F64, bit(ti) | bit(ci) | bit(tj));
            }
        }
    }
    for (a, x) in ts.iter().enumerate() {
        for y in &ts[a + 1..] {
            if !x.groups.is_disjoint(y.groups) || x.low.suit() != y.low.suit() {
                continue;
            }
            let both = x.groups | y.groups;
            // Four Consecutive T: the second T starts right after the first ends.
            let (lo, hi) = if x.low < y.low { (x, y) } else { (y, x) };
            if lo.low.shifted(4) == Some(hi.low) {
                ctx.push(out, P::F65, both);
            }
            // Jade Cube / Jade Disc: a left T (chow c) and a right T (triplet d).
            let (left, right) = match (x.left, y.left) {
                (true, false) => (x, y),
                (false, true) => (y, x),
                _ => continue,
            };
            let c = left.chow;
            let diff = right.triplet.rank() as i8 - c.rank() as i8;
            if diff == -1 {
                ctx.push(out, P::F66, both);
                // Big China: the Jade Cube with a pair of rank c+1.
                if let Some(p) = s.pair_is(c.shifted(1)) {
                    ctx.push(out, P::F69, both | p);
                }
            } else if (0..=2).contains(&diff) {
                ctx.push(out, P::F67, both);
            }
        }
    }
    // King Straight: the whole hand is 12344455666789 or 11123455678999 of one suit.
    let one_suit = (0..3).find(|s| ctx.kinds & !(0x1ff << (9 * s)) == 0);
    if let (Some(s), 14) = (one_suit, ctx.tiles.total()) {
        let counts: Few<u8, 9> = (0..9).map(|r| Tile::from_index(9 * s + r).map_or(0, |t| ctx.tiles.get(t))).collect();
        if *counts == [1, 1, 1, 3, 2, 3, 1, 1, 1] || *counts == [3, 1, 1, 1, 2, 1, 1, 1, 3] {
            ctx.whole(out, P::F68);
        }
    }
}
