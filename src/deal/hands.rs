//! Hands for deals: random winning hands built set by set (with a theme that
//! steers them towards one suit, triplets or honors), and the rulebook's
//! example hands moved to other suits, ranks and honors.

use super::rng::Rng;
use crate::cards::card;
use crate::group::Meld;
use crate::rulebook::{Edition, PatternId, Shape};
use crate::seat::Seat;
use crate::tile::{Suit, Tile};
use crate::win::{Win, WinContext};

/// A winning hand as dealt: the concealed tiles before the win, the winning
/// tile, the melds and how the win came.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Built {
    pub(crate) concealed: Vec<Tile>,
    pub(crate) win_tile: Tile,
    pub(crate) melds: Vec<Meld>,
    pub(crate) win: WinContext,
}

/// What a random hand leans towards.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Theme {
    /// Any sets.
    Mixed,
    /// Sets of one suit, a few honors.
    OneSuit,
    /// Mostly triplets.
    Triplets,
    /// Honor triplets beside number sets.
    Honors,
}

const THEMES: [Theme; 6] = [Theme::Mixed, Theme::Mixed, Theme::Mixed, Theme::OneSuit, Theme::Triplets, Theme::Honors];

/// A theme for a hand: mostly mixed.
pub(crate) fn theme(rng: &mut Rng) -> Theme {
    rng.pick(&THEMES)
}

/// Copies used so far, per tile.
struct Counts([u8; Tile::COUNT]);

impl Counts {
    fn fits(&self, tiles: &[Tile]) -> bool {
        let mut c = self.0;
        tiles.iter().all(|t| {
            c[t.index()] += 1;
            c[t.index()] <= 4
        })
    }

    fn add(&mut self, tiles: &[Tile]) {
        for t in tiles {
            self.0[t.index()] += 1;
        }
    }
}

fn tile(suit: Suit, rank: usize) -> Tile {
    Tile::new(suit, rank as u8).expect("ranks are drawn in range")
}

/// One random set (chow or pung) in the theme, with the number suit the hand favours.
fn random_set(rng: &mut Rng, theme: Theme, suit: Suit) -> Vec<Tile> {
    let honors = match theme {
        Theme::Honors => rng.chance(2, 5),
        Theme::OneSuit => rng.chance(1, 6),
        _ => rng.chance(1, 8),
    };
    if honors {
        return vec![tile(Suit::Honors, 1 + rng.below(7)); 3];
    }
    let s = if theme == Theme::OneSuit && rng.chance(9, 10) { suit } else { rng.pick(&Suit::NUMBER) };
    let chow = match theme {
        Theme::Triplets => rng.chance(1, 8),
        Theme::Honors => rng.chance(1, 2),
        _ => rng.chance(3, 5),
    };
    if chow {
        let r = 1 + rng.below(7);
        vec![tile(s, r), tile(s, r + 1), tile(s, r + 2)]
    } else {
        vec![tile(s, 1 + rng.below(9)); 3]
    }
}

/// A random pair in the theme.
fn random_pair(rng: &mut Rng, theme: Theme, suit: Suit) -> Vec<Tile> {
    let t = match theme {
        Theme::OneSuit if rng.chance(4, 5) => tile(suit, 1 + rng.below(9)),
        _ if rng.chance(1, 4) => tile(Suit::Honors, 1 + rng.below(7)),
        _ => tile(rng.pick(&Suit::NUMBER), 1 + rng.below(9)),
    };
    vec![t, t]
}

/// A random win: seat, self-draw or a discard from another seat, now and
/// then a rarer way (kong replacement, last tile, a revealed concealed discard
/// where the edition has it).
fn random_win(rng: &mut Rng, edition: Edition, kongs: bool, rare: bool) -> WinContext {
    let seat = rng.pick(&Seat::ALL);
    let other = Seat::ALL[(seat as usize + 1 + rng.below(3)) % 4];
    let mut w = if rng.chance(1, 2) { WinContext::self_draw(seat) } else { WinContext::discard(seat, other) };
    if rare && rng.chance(1, 2) {
        // Robbing a Kong, where the winning tile allows it (the game checks).
        if rng.chance(1, 3) {
            return WinContext { win: Win::RobbingKong, ..WinContext::discard(seat, other) };
        }
        w.last_tile = true;
        return w;
    }
    match rng.below(if rare { 8 } else { 40 }) {
        0 | 1 if kongs => w = WinContext { win: Win::KongReplacement, ..WinContext::self_draw(seat) },
        2 => w.last_tile = true,
        3 if edition.rules().concealed_discard => w = WinContext { win: Win::ConcealedDiscard, ..w },
        _ => {}
    }
    if w.win == Win::ConcealedDiscard && w.discarder.is_none() {
        w.discarder = Some(other);
    }
    w
}

/// A random winning hand in the edition's shapes: four sets and a pair (some
/// declared as melds, a few as kongs) or, where the edition has it, Seven Pairs.
pub(crate) fn random_hand(
    rng: &mut Rng,
    edition: Edition,
    theme: Theme,
    concealed_only: bool,
    rare: bool,
) -> Option<Built> {
    let suit = rng.pick(&Suit::NUMBER);
    let mut counts = Counts([0; Tile::COUNT]);
    let mut concealed: Vec<Tile> = Vec::with_capacity(14);
    let mut melds = Vec::new();
    if edition.allows(Shape::SevenPairs) && rng.chance(1, 9) {
        for _ in 0..7 {
            let pair = (0..20).map(|_| random_pair(rng, theme, suit)).find(|p| counts.fits(p))?;
            counts.add(&pair);
            concealed.extend(pair);
        }
    } else {
        for _ in 0..4 {
            let set = (0..20).map(|_| random_set(rng, theme, suit)).find(|s| counts.fits(s))?;
            counts.add(&set);
            let pung = set[0] == set[1];
            if pung && rng.chance(1, 14) && counts.fits(&set[..1]) {
                // A kong, exposed or concealed.
                counts.add(&set[..1]);
                let mut four = set.clone();
                four.push(set[0]);
                melds.push(Meld::from_tiles(&four, concealed_only || rng.chance(1, 2)).ok()?);
            } else if !concealed_only && rng.chance(1, 5) {
                melds.push(Meld::from_tiles(&set, false).ok()?);
            } else {
                concealed.extend(set);
            }
        }
        let pair = (0..20).map(|_| random_pair(rng, theme, suit)).find(|p| counts.fits(p))?;
        counts.add(&pair);
        concealed.extend(pair);
    }
    let win_tile = concealed.swap_remove(rng.below(concealed.len()));
    concealed.sort();
    let kongs = melds.iter().any(|m| m.tiles().len() == 4);
    let win = random_win(rng, edition, kongs, rare);
    Some(Built { concealed, win_tile, melds, win })
}

/// A pattern's rulebook example moved: the number suits permuted, the ranks
/// turned over (1↔9) or not, winds and dragons each permuted among
/// themselves. The caller checks that the pattern still counts.
pub(crate) fn example_hand(rng: &mut Rng, pid: PatternId, moved: bool) -> Option<Built> {
    let ex = card(pid).example;
    let t = ex.tiles().ok()?;
    let mut suits = Suit::NUMBER;
    let mut winds = [1u8, 2, 3, 4];
    let mut dragons = [5u8, 6, 7];
    let mut turn = false;
    if moved {
        rng.shuffle(&mut suits);
        rng.shuffle(&mut winds);
        rng.shuffle(&mut dragons);
        turn = rng.chance(1, 2);
    }
    let map = |x: Tile| -> Tile {
        match x.suit() {
            Suit::Honors if x.is_wind() => tile(Suit::Honors, usize::from(winds[x.rank() as usize - 1])),
            Suit::Honors => tile(Suit::Honors, usize::from(dragons[x.rank() as usize - 5])),
            s => {
                let r = usize::from(if turn { 10 - x.rank() } else { x.rank() });
                tile(suits[Suit::NUMBER.iter().position(|n| *n == s).expect("a number suit")], r)
            }
        }
    };
    let mut concealed: Vec<Tile> = t.concealed.iter().map(|&x| map(x)).collect();
    concealed.sort();
    let melds = t
        .melds
        .iter()
        .map(|(tiles, c)| Meld::from_tiles(&tiles.iter().map(|&x| map(x)).collect::<Vec<_>>(), *c))
        .collect::<crate::error::Result<Vec<_>>>()
        .ok()?;
    let mut win = WinContext {
        win: ex.win,
        last_tile: ex.last_tile,
        blessing: ex.blessing,
        seat: ex.seat,
        discarder: ex.discarder,
    };
    let mut win_tile = map(t.win_tile);
    if moved && win == WinContext::self_draw(ex.seat) {
        // A plain self-draw: any seat, any winning tile, on a discard or not.
        concealed.push(win_tile);
        win_tile = concealed.swap_remove(rng.below(concealed.len()));
        concealed.sort();
        win = random_win(rng, Edition::Beginner, false, false);
    } else if moved && win.blessing.is_none() {
        // Another seat for the other ways to win (the game checks each).
        let seat = rng.pick(&Seat::ALL);
        let other = Seat::ALL[(seat as usize + 1 + rng.below(3)) % 4];
        win.seat = seat;
        win.discarder = win.discarder.map(|_| other);
    }
    Some(Built { concealed, win_tile, melds, win })
}
