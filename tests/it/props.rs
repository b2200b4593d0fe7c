//! Properties over random winning hands.

use fourseas::api::{score, HandSpec, MeldSpec, Request};
use fourseas::{notation, Tile};
use proptest::prelude::*;

/// A random four-sets-and-a-pair hand: (concealed tiles with the winning tile last, melds).
fn winning_hand() -> impl Strategy<Value = (Vec<Tile>, Vec<Vec<Tile>>)> {
    let set = (any::<bool>(), 0usize..34, 0usize..3, 1u8..=7).prop_map(|(chow, t, suit, rank)| {
        if chow {
            let first = Tile::from_index(suit * 9 + rank as usize - 1).unwrap();
            (0..3).map(|d| first.shifted(d).unwrap()).collect::<Vec<_>>()
        } else {
            vec![Tile::from_index(t).unwrap(); 3]
        }
    });
    (prop::collection::vec(set, 4), 0usize..34, 0usize..3, any::<prop::sample::Index>(), any::<prop::sample::Index>())
        .prop_filter_map("at most four of a tile", |(sets, pair, melds, win, shuffle)| {
            let pair = Tile::from_index(pair).unwrap();
            let mut all: Vec<Tile> = sets.concat();
            all.extend([pair, pair]);
            if Tile::all().any(|t| all.iter().filter(|&&x| x == t).count() > 4) {
                return None;
            }
            let meld_sets: Vec<Vec<Tile>> = sets[..melds].to_vec();
            let mut concealed: Vec<Tile> = sets[melds..].concat();
            concealed.extend([pair, pair]);
            // A fixed shuffle driven by the index, then the winning tile moved last.
            let n = concealed.len();
            concealed.rotate_left(shuffle.index(n));
            let w = win.index(n);
            let t = concealed.remove(w);
            concealed.push(t);
            Some((concealed, meld_sets))
        })
}

fn request(concealed: &[Tile], melds: &[Vec<Tile>]) -> Request {
    let (hand, win) = concealed.split_at(concealed.len() - 1);
    Request {
        hand: HandSpec {
            tiles: notation::format(hand),
            melds: melds.iter().map(|m| MeldSpec { tiles: notation::format(m), concealed: false }).collect(),
            ..Default::default()
        },
        win_tile: Some(notation::format(win)),
        ..Default::default()
    }
}

/// Swaps suits: characters → dots → bamboo → characters.
fn rotate_suits(t: Tile) -> Tile {
    if t.is_honor() {
        t
    } else {
        Tile::from_index((t.index() + 9) % 27).unwrap()
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn order_does_not_matter((concealed, melds) in winning_hand()) {
        let a = score(&request(&concealed, &melds)).unwrap();
        let (last, rest) = concealed.split_last().unwrap();
        let mut reversed: Vec<Tile> = rest.iter().rev().copied().collect();
        reversed.push(*last);
        let b = score(&request(&reversed, &melds)).unwrap();
        prop_assert_eq!(a, b);
    }

    #[test]
    fn suit_permutations_keep_the_score((concealed, melds) in winning_hand()) {
        let a = score(&request(&concealed, &melds)).unwrap();
        let c2: Vec<Tile> = concealed.iter().map(|&t| rotate_suits(t)).collect();
        let m2: Vec<Vec<Tile>> = melds.iter().map(|m| m.iter().map(|&t| rotate_suits(t)).collect()).collect();
        let b = score(&request(&c2, &m2)).unwrap();
        prop_assert_eq!(a.score, b.score);
        prop_assert_eq!(a.total, b.total);
        let ids = |r: &fourseas::api::Response| { let mut v: Vec<_> = r.patterns.iter().map(|p| p.id).collect(); v.sort(); v };
        prop_assert_eq!(ids(&a), ids(&b));
    }

    #[test]
    fn decompositions_use_exactly_the_hands_tiles((concealed, melds) in winning_hand()) {
        let r = score(&request(&concealed, &melds)).unwrap();
        let mut want: Vec<Tile> = concealed.clone();
        want.extend(melds.concat());
        want.sort();
        let tiles_of = |groups: &[fourseas::api::GroupOut]| {
            let mut v: Vec<Tile> = groups.iter().flat_map(|g| notation::parse(&g.tiles).unwrap()).collect();
            v.sort();
            v
        };
        prop_assert_eq!(&tiles_of(&r.groups), &want);
        for alt in &r.alternatives {
            prop_assert_eq!(&tiles_of(&alt.groups), &want);
        }
        let p = r.payments;
        prop_assert_eq!(p.iter().fold(fourseas::payment::Points::default(), |a, (_, &x)| a + x).halves(), 0);
        prop_assert!(r.score.halves() <= 2 * 480);
    }
}

proptest! {
    #[test]
    fn notation_round_trips(idx in prop::collection::vec(0usize..34, 0..20)) {
        let tiles: Vec<Tile> = idx.iter().map(|&i| Tile::from_index(i).unwrap()).collect();
        let mpsz = notation::format(&tiles);
        prop_assert_eq!(&notation::parse(&mpsz).unwrap(), &tiles);
        prop_assert_eq!(&notation::parse(&notation::format_unicode(&tiles)).unwrap(), &tiles);
        // Honor letters read as their mpsz tiles.
        let letters: String = tiles.iter().map(|t| if t.is_honor() { "ESWNPFC".chars().nth(t.rank() as usize - 1).unwrap().to_string() } else { t.to_string() }).collect();
        prop_assert_eq!(&notation::parse(&letters).unwrap(), &tiles);
    }
}

proptest! {
    /// Arbitrary text in every field gets an answer, never a panic.
    #[test]
    fn arbitrary_requests_never_panic(
        hand in "[0-9mpszESWNPFC🀀-🀡 _x]{0,24}",
        win in "[0-9mpsz🀇]{0,3}",
        meld in "[0-9mpsz]{0,6}",
        kind in prop::sample::select(vec!["self_draw", "discard", "robbing_kong", "kong_replacement", "concealed_discard", "?"]),
        seat in prop::sample::select(vec!["east", "south", "west", "north"]),
        last in any::<bool>(),
        concealed in any::<bool>(),
    ) {
        let req = Request {
            hand: HandSpec {
                tiles: hand,
                melds: vec![MeldSpec { tiles: meld, concealed }],
                discarder: Some(seat.into()),
                ..Default::default()
            },
            win_tile: Some(win),
            win: Some(kind.into()),
            last_tile: last,
            ..Default::default()
        };
        let _ = fourseas::api::reply(&req);
    }
}
