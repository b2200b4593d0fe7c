//! Hand analysis: shanten against a brute-force exchange search, waits against
//! scoring each candidate tile, and the value model against closed forms.

use crate::run;
use fourseas::api::{analyze, AnalyzeRequest, Reply};
use fourseas::{decompositions, notation, Edition, Hand, Meld, Tile, TileCounts};
use proptest::prelude::*;
use serde_json::{json, Value};
use std::collections::HashSet;

fn an(req: Value) -> Value {
    let req: AnalyzeRequest = serde_json::from_value(req).unwrap();
    serde_json::to_value(Reply::from(analyze(&req))).unwrap()
}

/// Whether `concealed` (13 − 3×melds tiles) waits on a tile it does not hold four
/// times, melds counted, in the edition: by decomposing each candidate hand.
fn waits(concealed: &TileCounts, melds: &[Meld], edition: Edition) -> bool {
    let mut all = *concealed;
    for m in melds {
        all.add_all(&TileCounts::from_tiles(&m.tiles()));
    }
    Tile::all().any(|t| {
        all.get(t) < 4
            && Hand::new(&concealed.tiles(), t, melds.to_vec()).is_ok_and(|h| !decompositions(&h, edition).is_empty())
    })
}

/// The shanten by breadth-first search over exchanges: discard one tile, draw one
/// that is not a fifth copy, until the hand waits. `None` beyond `max`.
fn brute_shanten(concealed: &TileCounts, melds: &[Meld], edition: Edition, max: usize) -> Option<usize> {
    let mut meld_tiles = TileCounts::new();
    for m in melds {
        meld_tiles.add_all(&TileCounts::from_tiles(&m.tiles()));
    }
    let mut frontier = vec![*concealed];
    let mut seen: HashSet<TileCounts> = frontier.iter().copied().collect();
    for depth in 0..=max {
        if frontier.iter().any(|c| waits(c, melds, edition)) {
            return Some(depth);
        }
        let mut next = Vec::new();
        for c in &frontier {
            for x in c.kinds() {
                let mut d = *c;
                d.remove(x, 1);
                for y in Tile::all() {
                    if d.get(y) + meld_tiles.get(y) < 4 {
                        let mut e = d;
                        e.add(y, 1);
                        if seen.insert(e) {
                            next.push(e);
                        }
                    }
                }
            }
        }
        frontier = next;
    }
    None
}

fn melds(specs: &[&str]) -> Vec<Meld> {
    specs.iter().map(|s| Meld::from_tiles(&notation::parse(s).unwrap(), false).unwrap()).collect()
}

fn shanten_of(hand: &str, meld_specs: &[&str], edition: Edition) -> i64 {
    let ms: Vec<Value> = meld_specs.iter().map(|m| json!({"tiles": m})).collect();
    let r = an(json!({"hand": hand, "melds": ms, "edition": edition.as_str()}));
    r["shanten"].as_i64().unwrap_or_else(|| panic!("{hand}: {r}"))
}

/// Small hands (three melds, four concealed tiles; two melds, seven) over many
/// tile choices, including four alike held and tiles the melds use up.
#[test]
fn shanten_equals_a_brute_force_exchange_search() {
    let three = ["555z", "1111p", "234s"];
    let mut rng = 0x5eed_u64;
    let mut next = |n: u64| {
        rng = rng.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (rng >> 33) % n
    };
    let mut checked = 0;
    for _ in 0..200 {
        // Tiles near the melds' tiles make fifth-copy cases common.
        let pool: Vec<Tile> = notation::parse("1112233p5566z2345s19m").unwrap();
        let hand: Vec<Tile> = (0..4).map(|_| pool[next(pool.len() as u64) as usize]).collect();
        let c = TileCounts::from_tiles(&hand);
        let ms = melds(&three);
        let mut all = c;
        for m in &ms {
            all.add_all(&TileCounts::from_tiles(&m.tiles()));
        }
        if Tile::all().any(|t| all.get(t) > 4) {
            continue;
        }
        for e in [Edition::Beginner, Edition::Standard] {
            let want = brute_shanten(&c, &ms, e, 3).expect("within three exchanges") as i64;
            assert_eq!(shanten_of(&notation::format(&hand), &three, e), want, "{}", notation::format(&hand));
            checked += 1;
        }
    }
    for hand in ["1234567m", "1111m234p", "1357m246p", "5555z111m", "1122334z"] {
        let two = ["999m", "678s"];
        let c = TileCounts::from_tiles(&notation::parse(hand).unwrap());
        let want = brute_shanten(&c, &melds(&two), Edition::Standard, 2);
        let got = shanten_of(hand, &two, Edition::Standard);
        match want {
            Some(w) => assert_eq!(got, w as i64, "{hand}"),
            None => assert!(got > 2, "{hand}: {got}"),
        }
        checked += 1;
    }
    assert!(checked > 140, "{checked}");
}

/// Hand-made cases for every shape and each edition's shape set (R2).
#[test]
fn shanten_by_shape_and_edition() {
    let shapes = |hand: &str, edition: &str| an(json!({"hand": hand, "edition": edition}))["shapes"].clone();
    // Seven pairs: four alike are two pairs, never a wait on the fifth copy.
    assert_eq!(shapes("1111223344556m", "basic"), json!({"standard": 0, "seven_pairs": 0}));
    assert_eq!(shapes("1111225577999m", "basic"), json!({"standard": 1, "seven_pairs": 0}));
    assert_eq!(shapes("1111222233334m", "standard")["seven_pairs"], 0);
    // Only the shapes of the edition: Beginner has four sets and a pair only.
    assert_eq!(shapes("1133557799m113p", "beginner").as_object().unwrap().len(), 1);
    assert_eq!(shapes("1133557799m113p", "basic")["seven_pairs"], 0);
    // Knitted: 147m 258p 369s and honors; a near miss with a repeated tile.
    assert_eq!(shapes("147m258p369s1234z", "intermediate")["knitted"], 0);
    assert_eq!(shapes("147m258p36s11234z", "intermediate")["knitted"], 1);
    assert_eq!(shapes("147m258p369s1234z", "basic").get("knitted"), None);
    // Plaid only in Standard; one rank group in all three suits.
    assert_eq!(shapes("147m147p47s12345z", "standard")["plaid"], 0);
    assert_eq!(shapes("147m147p47s12345z", "intermediate").get("plaid"), None);
    assert_eq!(shapes("147m148p47s12345z", "standard")["plaid"], 1);
    // Thirteen orphans with and without the pair.
    assert_eq!(shapes("19m19p19s1234567z", "intermediate")["thirteen_orphans"], 0);
    assert_eq!(shapes("19m19p19s1234566z", "intermediate")["thirteen_orphans"], 0);
    assert_eq!(shapes("19m19p15s1234566z", "intermediate")["thirteen_orphans"], 1);
    // With a meld, only four sets and a pair.
    let r = an(json!({"hand": "1122334455z", "melds": [{"tiles": "777z"}]}));
    assert_eq!(r["shapes"], json!({"standard": 2}));
    // Four alike held as a wait is no wait: 123456789m + 1111z waits on nothing.
    assert_eq!(shanten_of("123456789m1111z", &[], Edition::Beginner), 1);
    // 14 tiles: −1 when the hand wins, else the best over one discard.
    assert_eq!(an(json!({"hand": "123456789m11122z"}))["shanten"], -1);
    assert_eq!(an(json!({"hand": "123456789m11123z"}))["shanten"], 0);
}

/// The waits of `hand` as (tile, answer) compared with scoring each candidate tile.
fn check_waits_against_scoring(req: &Value) -> usize {
    let a = an(req.clone());
    assert_eq!(a["ok"], true, "{req}: {a}");
    let hand = req["hand"].as_str().unwrap();
    let mut waits = Vec::new();
    for t in Tile::all() {
        let mut s = req.clone();
        s["win_tile"] = json!(t.to_string());
        for k in ["seen", "draws_left"] {
            s.as_object_mut().unwrap().remove(k);
        }
        let self_draw = run(s.clone());
        if self_draw["ok"] == true {
            waits.push(t.to_string());
            let w = a["waits"].as_array().unwrap().iter().find(|w| w["tile"] == t.to_string());
            let w = w.unwrap_or_else(|| panic!("{hand} + {t} wins but is not a wait: {a}"));
            let same = |got: &Value, want: &Value| {
                assert_eq!(got["score"], want["score"], "{hand} {t}");
                assert_eq!(got["full_score"], want["full_score"], "{hand} {t}");
                assert_eq!(got["can_win"], want["can_win"], "{hand} {t}");
                let ids: Vec<Value> = want["patterns"].as_array().unwrap().iter().map(|p| p["id"].clone()).collect();
                assert_eq!(got["patterns"], json!(ids), "{hand} {t}");
            };
            same(&w["self_draw"], &self_draw);
            let seat = req.get("seat").and_then(Value::as_str).unwrap_or("east");
            let next = ["east", "south", "west", "north"].iter().cycle().skip_while(|s| **s != seat).nth(1).unwrap();
            s["win"] = json!("discard");
            s["discarder"] = req.get("discarder").cloned().unwrap_or(json!(next));
            same(&w["discard"], &run(s));
        } else {
            assert_ne!(self_draw["error"]["code"], "bad_request", "{self_draw}");
        }
    }
    let got: Vec<String> = a["waits"].as_array().unwrap().iter().map(|w| w["tile"].as_str().unwrap().into()).collect();
    assert_eq!(got, waits, "{hand}");
    got.len()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(60))]

    /// Random near-winning hands in every edition, seat and level: the waits are
    /// exactly the tiles that score, with the same figures.
    #[test]
    fn waits_are_the_tiles_that_score(
        tiles in prop::collection::vec(0usize..34, 13),
        pairs in any::<bool>(),
        edition in 0usize..4,
        seat in 0usize..4,
        level in 0usize..5,
    ) {
        let mut ts: Vec<Tile> = tiles.iter().map(|&i| Tile::from_index(i).unwrap()).collect();
        if pairs {
            // Pair up the tiles so Seven Pairs and pungs come up.
            for i in (1..13).step_by(2) {
                ts[i] = ts[i - 1];
            }
        }
        let c = TileCounts::from_tiles(&ts);
        prop_assume!(Tile::all().all(|t| c.get(t) <= 4));
        let edition = ["beginner", "basic", "intermediate", "standard"][edition];
        let seat = ["east", "south", "west", "north"][seat];
        let level = ["I", "II", "III", "IV", "V"][level];
        let req = json!({"hand": notation::format(&ts), "edition": edition, "seat": seat, "level": level, "draws_left": 0});
        check_waits_against_scoring(&req);
    }
}

/// Every one-suit 13-tile hand: its waits are exactly the tiles of the suit that
/// score (no other tile can complete a one-suit hand), with the same figures for
/// every twentieth hand.
#[test]
fn waits_of_every_one_suit_hand() {
    let mut counts = [0u8; 9];
    let mut hands = 0;
    let mut with_waits = 0;
    fn each(i: usize, left: u8, counts: &mut [u8; 9], f: &mut dyn FnMut(&[u8; 9])) {
        if i == 9 {
            if left == 0 {
                f(counts);
            }
            return;
        }
        for c in 0..=left.min(4) {
            counts[i] = c;
            each(i + 1, left - c, counts, f);
        }
        counts[i] = 0;
    }
    each(0, 13, &mut counts, &mut |c| {
        hands += 1;
        let tiles: Vec<Tile> =
            (0..9).flat_map(|r| std::iter::repeat_n(Tile::from_index(r).unwrap(), c[r] as usize)).collect();
        let hand = notation::format(&tiles);
        if hands % 20 == 0 {
            with_waits += (check_waits_against_scoring(&json!({"hand": hand, "draws_left": 0})) > 0) as usize;
            return;
        }
        let a = an(json!({"hand": hand, "draws_left": 0}));
        let got: Vec<&str> = a["waits"].as_array().unwrap().iter().map(|w| w["tile"].as_str().unwrap()).collect();
        let hc = TileCounts::from_tiles(&tiles);
        let want: Vec<String> = (0..9)
            .map(|r| Tile::from_index(r).unwrap())
            .filter(|&t| hc.get(t) < 4)
            .filter(|&t| Hand::new(&tiles, t, vec![]).is_ok_and(|h| !decompositions(&h, Edition::Standard).is_empty()))
            .map(|t| t.to_string())
            .collect();
        assert_eq!(got, want, "{hand}");
        with_waits += (!want.is_empty()) as usize;
    });
    assert_eq!(hands, 93_600);
    assert!(with_waits > 10_000, "{with_waits}");
}

/// The self-draw-only game without hand changes (`discard_wins: false`,
/// `hand_changes: 0`): a hand waiting on one tile, k copies left among U
/// unseen, wins with chance 1 − (1 − k/U)^n, expected score H times that.
#[test]
fn value_of_a_single_wait_is_the_closed_form() {
    // 123m 456m 789m 111z + 2z, discarding 9p: waits on 2z alone. Seen: one 2z.
    let self_only = |draws: u32| {
        an(
            json!({"hand": "123456789m1112z9p", "seen": "2z", "draws_left": draws, "discard_wins": false, "hand_changes": 0}),
        )
    };
    let r = self_only(8);
    let d = r["discards"].as_array().unwrap().iter().find(|d| d["tile"] == "9p").unwrap().clone();
    assert_eq!(d["waits"].as_array().unwrap().len(), 1);
    let w = &d["waits"][0];
    assert_eq!((w["tile"].clone(), w["remaining"].clone()), (json!("2z"), json!(2)));
    // Unseen: 136 − 14 in hand − 1 seen.
    let (k, u, n) = (2.0, 121.0, 8);
    let p: f64 = 1.0 - (1.0f64 - k / u).powi(n);
    let h = w["self_draw"]["score"].as_f64().unwrap();
    close(d["value"]["win_chance"].as_f64().unwrap(), p);
    close(d["value"]["expected_score"].as_f64().unwrap(), h * p);
    // draws_left changes the horizon only.
    let r = self_only(3);
    let d = r["discards"].as_array().unwrap().iter().find(|d| d["tile"] == "9p").unwrap().clone();
    close(d["value"]["win_chance"].as_f64().unwrap(), 1.0 - (1.0f64 - k / u).powi(3));
}

/// Two waits worth H1 and H2 with k1 and k2 copies: win chance 1 − (1 − (k1+k2)/U)^n,
/// expected score (k1·H1 + k2·H2)/(k1 + k2) times that.
#[test]
fn value_of_two_waits_is_the_closed_form() {
    // 123m 456m 789m 11z 22z + discard 9p: waits on 1z (Value Honor at East) and 2z.
    let r = an(json!({"hand": "123456789m1122z9p", "draws_left": 8, "discard_wins": false, "hand_changes": 0}));
    let d = r["discards"].as_array().unwrap().iter().find(|d| d["tile"] == "9p").unwrap().clone();
    let ws = d["waits"].as_array().unwrap();
    assert_eq!(ws.len(), 2);
    let (k1, k2) = (ws[0]["remaining"].as_f64().unwrap(), ws[1]["remaining"].as_f64().unwrap());
    let (h1, h2) = (ws[0]["self_draw"]["score"].as_f64().unwrap(), ws[1]["self_draw"]["score"].as_f64().unwrap());
    assert_ne!(h1, h2, "two different values make the weighting visible");
    let u = 136.0 - 14.0;
    let p = 1.0 - (1.0 - (k1 + k2) / u).powi(8);
    close(d["value"]["win_chance"].as_f64().unwrap(), p);
    close(d["value"]["expected_score"].as_f64().unwrap(), (k1 * h1 + k2 * h2) / (k1 + k2) * p);
}

/// A wait that cannot reach the minimum is worth nothing: the model wins only
/// where the rules let the hand win (R16), by self-draw or on a discard. With a
/// hand change the player may still reach the minimum by changing the wait.
#[test]
fn a_wait_below_the_minimum_is_worth_nothing() {
    // 234m 567m 345p + 6789s waits on 6s and 9s: All Sequences 5 + Half Straight 5 = 10,
    // below level V's 20 by self-draw and 40 on a discard.
    let req = |level: &str, changes: u32| {
        an(json!({"hand": "234567m345p678s9s7z", "level": level, "draws_left": 8, "hand_changes": changes}))
    };
    let after_7z = |r: Value| r["discards"].as_array().unwrap().iter().find(|d| d["tile"] == "7z").unwrap().clone();
    let d = after_7z(req("V", 0));
    assert_eq!(d["waits"].as_array().unwrap().len(), 2, "{d}");
    assert!(d["waits"].as_array().unwrap().iter().all(|w| w["self_draw"]["can_win"] == false), "{d}");
    for k in ["win_chance", "expected_score", "expected_gain", "self_draw_chance", "discard_chance"] {
        assert_eq!(d["value"][k], 0, "{k}: {d}");
    }
    // A hand change finds waits that reach 20; every win the split names does.
    let d = after_7z(req("V", 1));
    assert!(d["value"]["expected_gain"].as_f64().unwrap() > 0.0, "{d}");
    let shares = d["value"]["outcomes"].as_array().unwrap();
    assert!(shares.iter().filter(|s| !s["score"].is_null()).all(|s| s["score"].as_f64().unwrap() >= 20.0), "{d}");
    let d = after_7z(req("I", 0));
    assert!(d["value"]["win_chance"].as_f64().unwrap() > 0.0);
}

/// A hand one draw from waiting, computed by hand: three melds and 1m 2m 5z 9s. The
/// useful draws are 3m (then discard 5z or 9s to wait on the other) and 5z, 9s (wait
/// on 3m); with one draw left nothing can win, with two the model's recursion is
/// one useful draw then one winning draw (by self-draw: discard wins off).
#[test]
fn value_of_a_one_shanten_hand_by_hand() {
    let melds = json!([{"tiles": "456p"}, {"tiles": "777p"}, {"tiles": "678s"}]);
    let r = an(json!({"hand": "12m5z9s", "melds": melds, "draws_left": 1, "level": "I", "discard_wins": false}));
    assert_eq!(r["shanten"], 1);
    let r = an(json!({"hand": "12m5z9s9p", "melds": melds, "draws_left": 1, "level": "I", "discard_wins": false}));
    let d = r["discards"].as_array().unwrap().iter().find(|d| d["tile"] == "9p").unwrap().clone();
    assert_eq!(d["value"]["win_chance"], 0);
    let r = an(json!({"hand": "12m5z9s9p", "melds": melds, "draws_left": 2, "level": "I", "discard_wins": false}));
    let d = r["discards"].as_array().unwrap().iter().find(|d| d["tile"] == "9p").unwrap().clone();
    // Unseen: 136 − 5 concealed (with 9p) − 9 in melds = 122 tiles. First draw 3m
    // (4 left), then a wait on 5z or 9s (3 left each); or first 5z or 9s (3 left
    // each), then a wait on 3m (4 left). A drawn 2m or 1m leaves the hand one away.
    let u = 122.0;
    let p = (4.0 / u) * (3.0 / u) + (3.0 / u) * (4.0 / u) + (3.0 / u) * (4.0 / u);
    close(d["value"]["win_chance"].as_f64().unwrap(), p);
}

fn close(got: f64, want: f64) {
    assert!((got - want).abs() < 1e-12, "{got} ≠ {want}");
}

#[test]
fn requests_and_errors() {
    // Win fields are refused: an analysis is about a hand before the win.
    for field in ["win_tile", "win", "last_tile", "blessing"] {
        let mut req = json!({"hand": "123456789m1112z"});
        req[field] = json!("x");
        let r: Result<AnalyzeRequest, _> = serde_json::from_value(req);
        assert!(r.is_err(), "{field}");
    }
    assert_eq!(an(json!({"hand": "123456789m112z"}))["error"]["code"], "wrong_tile_count");
    assert_eq!(an(json!({"hand": "123456789m1112z", "seen": "2222z"}))["error"]["code"], "too_many_copies");
    assert_eq!(
        an(json!({"hand": "123456789m1112z", "seat": "south", "discarder": "south"}))["error"]["code"],
        "bad_discarder"
    );
    assert_eq!(an(json!({"hand": "123456789m1112z", "draws_left": 1000}))["error"]["code"], "bad_value");
    // The discard figures use the next seat by default, or the discarder named.
    let r = an(json!({"hand": "234567m234567p8s", "seat": "west"}));
    assert_eq!(r["waits"][0]["tile"], "8s");
    // Ordered best first: by expected gain, then win chance, shanten, useful count.
    let r = an(json!({"hand": "1245679m24p35s155z"}));
    let key = |d: &Value| {
        let v = &d["value"];
        (
            v["expected_gain"].as_f64().unwrap_or(-1.0),
            v["win_chance"].as_f64().unwrap_or(-1.0),
            -d["shanten"].as_i64().unwrap(),
            d["useful_count"].as_u64().unwrap(),
        )
    };
    let ds = r["discards"].as_array().unwrap();
    assert!(ds.windows(2).all(|w| key(&w[0]) >= key(&w[1])), "{r}");
    assert_eq!(ds.len(), 13, "one entry per distinct tile");
}
