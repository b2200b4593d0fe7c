//! The value model's figures re-derived by second paths: closed forms from the
//! waits and `score`'s payments, identities between options, orderings that
//! must hold, and a seeded simulation of the model's own game that follows the
//! advice step by step.

use crate::rng::Rng;
use crate::run;
use fourseas::api::{analyze, AnalyzeRequest, Reply};
use fourseas::{notation, Advisor, Seat, Tile, TileCounts};
use serde_json::{json, Value};
use std::collections::HashMap;

pub(crate) fn an(req: &Value) -> Value {
    let r: AnalyzeRequest = serde_json::from_value(req.clone()).unwrap();
    serde_json::to_value(Reply::from(analyze(&r))).unwrap()
}

pub(crate) fn corpus(shanten: usize) -> Vec<Value> {
    let text = include_str!("../data/analysis-corpus.jsonl");
    let all: Vec<Value> = text.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(all.len(), 240, "60 positions a shanten");
    all[shanten * 60..shanten * 60 + 60].to_vec()
}

pub(crate) fn f(v: &Value) -> f64 {
    v.as_f64().unwrap_or_else(|| panic!("a number: {v}"))
}

fn close(got: f64, want: f64, what: &str) {
    assert!((got - want).abs() <= 1e-9 * want.abs().max(1.0), "{what}: {got} ≠ {want}");
}

fn seats_after(seat: &str) -> [String; 3] {
    let s: Seat = seat.parse().unwrap();
    [s.next(), s.next().next(), s.next().next().next()].map(|x| x.to_string())
}

/// The request's hand with one tile fewer (a 14-tile position after a discard).
pub(crate) fn without(req: &Value, tile: &str) -> Value {
    let mut c = TileCounts::from_tiles(&notation::parse(req["hand"].as_str().unwrap()).unwrap());
    c.remove(notation::parse(tile).unwrap()[0], 1);
    let mut r = req.clone();
    r["hand"] = json!(notation::format(&c.tiles()));
    r
}

/// What the player receives for winning `hand` + `tile` this way (`None`: the
/// rules do not let it win), by `score`.
fn gain(req: &Value, hand: &str, tile: Tile, discarder: Option<&str>) -> Option<f64> {
    let mut s = json!({"hand": hand, "win_tile": tile.to_string()});
    for k in ["melds", "seat", "edition", "level", "players"] {
        if let Some(v) = req.get(k) {
            s[k] = v.clone();
        }
    }
    if let Some(d) = discarder {
        s["win"] = json!("discard");
        s["discarder"] = json!(d);
    }
    let r = run(s);
    let seat = req.get("seat").and_then(Value::as_str).unwrap_or("east");
    (r["ok"] == true && r["can_win"] == true).then(|| f(&r["payments"][seat]))
}

/// Copies of each tile outside the hand as given, its melds and `seen`.
fn remaining(req: &Value) -> [f64; 34] {
    let mut held = TileCounts::from_tiles(&notation::parse(req["hand"].as_str().unwrap()).unwrap());
    for m in req.get("melds").and_then(Value::as_array).into_iter().flatten() {
        held.add_all(&TileCounts::from_tiles(&notation::parse(m["tiles"].as_str().unwrap()).unwrap()));
    }
    if let Some(s) = req.get("seen").and_then(Value::as_str) {
        held.add_all(&TileCounts::from_tiles(&notation::parse(s).unwrap()));
    }
    std::array::from_fn(|i| 4.0 - held.get(Tile::from_index(i).unwrap()) as f64)
}

/// A waiting 13-tile hand without hand changes, in closed form: one round is
/// the three discards then the draw, the same every round, so with per-round
/// wins worth W and no-win chance q, n rounds are worth W·(1 − qⁿ)/(1 − q).
/// Returns (expected gain, self-draw chance, discard chance).
fn closed_form(req: &Value, waits: &[Value], discard_wins: bool) -> (f64, f64, f64) {
    let rem = remaining(req);
    let r: f64 = rem.iter().sum();
    let hand = req["hand"].as_str().unwrap();
    let seat = req.get("seat").and_then(Value::as_str).unwrap_or("east");
    let n = req.get("draws_left").and_then(Value::as_i64).unwrap_or(8) as i32;
    let (mut w, mut reach, mut by_discard) = (0.0, 1.0, 0.0);
    for d in seats_after(seat) {
        let mut hit = 0.0;
        for x in waits {
            let t = notation::parse(x["tile"].as_str().unwrap()).unwrap()[0];
            let p = rem[t.index()] / r;
            if let Some(g) = gain(req, hand, t, Some(&d)).filter(|_| discard_wins) {
                w += reach * p * g;
                by_discard += reach * p;
                hit += p;
            }
        }
        reach *= 1.0 - hit;
    }
    let mut hit = 0.0;
    for x in waits {
        let t = notation::parse(x["tile"].as_str().unwrap()).unwrap()[0];
        let p = rem[t.index()] / r;
        if let Some(g) = gain(req, hand, t, None) {
            w += reach * p * g;
            hit += p;
        }
    }
    let by_draw = reach * hit;
    let q = reach * (1.0 - hit);
    let sum = if q == 1.0 { n as f64 } else { (1.0 - q.powi(n)) / (1.0 - q) };
    (w * sum, by_draw * sum, by_discard * sum)
}

/// Every waiting hand of the corpus (the waiting discards of its shanten-0
/// positions), without hand changes: the answer equals the closed form, with
/// discard wins and without (the self-draw-only game).
#[test]
fn waiting_hands_are_the_closed_form() {
    let mut checked = 0;
    for pos in corpus(0) {
        let mut quick = pos.clone();
        quick["draws_left"] = json!(0);
        let table = an(&quick);
        for d in table["discards"].as_array().unwrap().iter().filter(|d| d["shanten"] == 0) {
            let mut req = without(&pos, d["tile"].as_str().unwrap());
            req["hand_changes"] = json!(0);
            req["draws_left"] = json!(6 + checked % 7);
            for discard_wins in [true, false] {
                req["discard_wins"] = json!(discard_wins);
                let v = &an(&req)["value"];
                let (gain, by_draw, by_discard) = closed_form(&req, d["waits"].as_array().unwrap(), discard_wins);
                close(f(&v["expected_gain"]), gain, &format!("gain of {req}"));
                close(f(&v["self_draw_chance"]), by_draw, &format!("self-draw chance of {req}"));
                close(f(&v["discard_chance"]), by_discard, &format!("discard chance of {req}"));
                close(f(&v["win_chance"]), by_draw + by_discard, "win chance");
            }
            checked += 1;
        }
    }
    assert!(checked >= 80, "{checked} waiting hands");
}

/// A hand change never lowers the expected gain, nor does a longer horizon.
/// Discard wins may lower the gain (a discard win taken pays 4H where a later
/// self-draw would have paid 6H), never the win chance of a hand that does not
/// change.
#[test]
fn more_choice_is_never_worth_less() {
    let mut checked = 0;
    for pos in corpus(0).iter().chain(&corpus(1)).step_by(4) {
        let table = an(&{
            let mut p = pos.clone();
            p["draws_left"] = json!(0);
            p
        });
        for d in table["discards"].as_array().unwrap().iter().take(3) {
            let mut req = without(pos, d["tile"].as_str().unwrap());
            let mut last = -1.0;
            for draws in [2, 5, 8, 12] {
                req["draws_left"] = json!(draws);
                req["hand_changes"] = json!(0);
                let v0 = an(&req)["value"].clone();
                req["hand_changes"] = json!(1);
                let v1 = an(&req)["value"].clone();
                let (g0, g1) = (f(&v0["expected_gain"]), f(&v1["expected_gain"]));
                assert!(g1 >= g0 - 1e-9, "{req}: a hand change lowers the gain {g0} to {g1}");
                assert!(g1 >= last - 1e-9, "{req}: {draws} rounds are worth less than fewer");
                last = g1;
                // Without discard wins the win chance is never higher, without hand changes.
                req["hand_changes"] = json!(0);
                req["discard_wins"] = json!(false);
                let self_only = an(&req)["value"].clone();
                assert!(f(&self_only["win_chance"]) <= f(&v0["win_chance"]) + 1e-12, "{req}");
                assert_eq!(self_only["discard_chance"], 0, "{req}");
                req.as_object_mut().unwrap().remove("discard_wins");
                checked += 1;
            }
        }
    }
    assert!(checked >= 100, "{checked}");
}

/// The outcome split is a second path to the value: its shares, the rest
/// included, sum to the expected gain and the win chance.
#[test]
fn outcome_shares_sum_to_the_value() {
    let mut checked = 0;
    for shanten in 0..3 {
        for pos in corpus(shanten).iter().step_by(10) {
            let r = an(pos);
            for d in r["discards"].as_array().unwrap().iter().take(3) {
                let v = &d["value"];
                let shares = v["outcomes"].as_array().unwrap_or_else(|| panic!("outcomes: {d}"));
                assert!(shares.len() <= 4 && shares.last().unwrap()["patterns"].is_null(), "{v}");
                let gain: f64 = shares.iter().map(|s| f(&s["gain"])).sum();
                let chance: f64 = shares.iter().map(|s| f(&s["chance"])).sum();
                close(gain, f(&v["expected_gain"]), &format!("{pos} {}", d["tile"]));
                close(chance, f(&v["win_chance"]), &format!("{pos} {}", d["tile"]));
                // Named shares are the largest, most gain first.
                let named: Vec<f64> = shares[..shares.len() - 1].iter().map(|s| f(&s["gain"])).collect();
                assert!(named.windows(2).all(|w| w[0] >= w[1]), "{v}");
                checked += 1;
            }
        }
    }
    assert!(checked >= 15, "{checked}");
}

/// With the table the outcome split follows the same choices, folds
/// included: its chances sum to the value's win chance, and a value that
/// folds from the start (no chance) has no outcome but the empty rest.
#[test]
fn outcome_shares_sum_to_the_value_with_the_table() {
    // A late table: South has three melds, so folding is often worth more.
    let table = json!({"wall": 16, "seats": {
        "south": {"melds": [{"tiles": "777z"}, {"tiles": "666z"}, {"tiles": "555z"}], "discards": "1z2z3z4z"},
        "west": {"discards": "1z2z3z4z"}, "north": {"discards": "1z2z3z4z"}}});
    let (mut checked, mut folded) = (0, 0);
    for shanten in 0..3 {
        for pos in corpus(shanten).iter().step_by(5) {
            let mut req = pos.clone();
            req["table"] = table.clone();
            req.as_object_mut().unwrap().remove("draws_left");
            let r = an(&req);
            if r["ok"] != true {
                continue; // the table's tiles make a fifth copy of one of the hand's
            }
            for d in r["discards"].as_array().unwrap().iter().take(3) {
                let v = &d["value"];
                let shares = v["outcomes"].as_array().unwrap_or_else(|| panic!("outcomes: {d}"));
                let chance: f64 = shares.iter().map(|s| f(&s["chance"])).sum();
                close(chance, f(&v["win_chance"]), &format!("{req} {}", d["tile"]));
                folded += usize::from(f(&v["win_chance"]) == 0.0);
                checked += 1;
            }
        }
    }
    assert!(checked >= 15 && folded > 0, "{checked} checked, {folded} folded");
}

/// A pung or chow is worth exactly what `analyze` says of the position it
/// leads to (its best discard), to the last bit; a pass what the hand is worth
/// with the offered tile seen; a win what `score` pays.
#[test]
fn a_call_is_worth_the_position_it_leads_to() {
    let cases = [
        // Chow only from the previous seat: East's 5m to South, not North's 5s.
        json!({"hand": "2345m3467p55s117z", "seat": "south", "offered": {"tile": "5m", "from": "east"}}),
        json!({"hand": "2345m3467p55s117z", "seat": "south", "offered": {"tile": "5s", "from": "north"}}),
        json!({"hand": "1134m2255p789s77z", "offered": {"tile": "2p", "from": "north"}, "level": "IV"}),
        json!({"hand": "123m455p789s1122z", "offered": {"tile": "1z", "from": "west"}, "draws_left": 6}),
        json!({"hand": "234567m234567p8s", "offered": {"tile": "8s", "from": "north"}, "edition": "intermediate"}),
        json!({"hand": "1112345678999m", "offered": {"tile": "1m", "from": "north"}, "draws_left": 4}),
    ];
    let mut kinds = HashMap::new();
    for req in cases {
        let r = an(&req);
        assert_eq!(r["ok"], true, "{r}");
        let calls = r["calls"].as_array().unwrap();
        let offered = req["offered"]["tile"].as_str().unwrap();
        for c in calls {
            *kinds.entry(c["call"].as_str().unwrap().to_string()).or_insert(0) += 1;
            match c["call"].as_str().unwrap() {
                "pass" => assert_eq!(c["value"], r["value"], "{req}"),
                "win" => {
                    let mut s = req.clone();
                    let o = s.as_object_mut().unwrap();
                    o.remove("offered");
                    o.remove("draws_left");
                    s["win_tile"] = json!(offered);
                    s["win"] = json!("discard");
                    s["discarder"] = req["offered"]["from"].clone();
                    let w = run(s);
                    assert_eq!(
                        (c["score"].clone(), c["payments"].clone()),
                        (w["score"].clone(), w["payments"].clone())
                    );
                    let seat = req.get("seat").and_then(Value::as_str).unwrap_or("east");
                    assert_eq!(c["value"]["expected_gain"], w["payments"][seat]);
                }
                "pung" | "chow" => {
                    // The position after the call: the meld's other tiles leave the hand.
                    let meld = c["meld"].as_str().unwrap();
                    let mut hand = TileCounts::from_tiles(&notation::parse(req["hand"].as_str().unwrap()).unwrap());
                    let mut tiles = notation::parse(meld).unwrap();
                    let i = tiles.iter().position(|t| t.to_string() == offered).unwrap();
                    tiles.remove(i);
                    tiles.iter().for_each(|&t| assert!(hand.remove(t, 1)));
                    let mut after = req.clone();
                    after.as_object_mut().unwrap().remove("offered");
                    after["hand"] = json!(notation::format(&hand.tiles()));
                    let mut melds = req.get("melds").cloned().unwrap_or(json!([]));
                    melds.as_array_mut().unwrap().push(json!({"tiles": meld}));
                    after["melds"] = melds;
                    let best = an(&after)["discards"][0].clone();
                    assert_eq!(
                        (c["discard"].clone(), c["value"].clone()),
                        (best["tile"].clone(), best["value"].clone())
                    );
                }
                "kong" => assert!(c["meld"].as_str().unwrap().len() == 5, "{c}"),
                other => panic!("{other}"),
            }
        }
        // Best first by expected gain; pass is always there.
        let gains: Vec<f64> = calls.iter().map(|c| c["value"]["expected_gain"].as_f64().unwrap_or(-1.0)).collect();
        assert!(gains.windows(2).all(|w| w[0] >= w[1]), "{r}");
        assert_eq!(calls.iter().filter(|c| c["call"] == "pass").count(), 1);
    }
    for k in ["win", "kong", "pung", "chow", "pass"] {
        assert!(kinds.get(k).copied().unwrap_or(0) > 0, "{k} covered: {kinds:?}");
    }
}

/// Plays the model's game `games` times from a 14-tile position: the best
/// discard first, then rounds of three discards (won when `score` lets the hand
/// win on them) and a draw (won likewise by self-draw, wasted when a fifth
/// copy, counting the melds and `seen`), keeping after a draw what the model's player keeps. Returns the mean
/// gain, self-draw and discard rates with their standard errors.
fn simulate(req: &Value, games: u32, seed: u64) -> [(f64, f64); 3] {
    let answer = an(req);
    let first = answer["discards"][0]["tile"].as_str().unwrap();
    let pos = serde_json::from_value::<AnalyzeRequest>(req.clone()).unwrap().position().unwrap();
    let mut advisor = Advisor::new(&pos).unwrap();
    let rem = remaining(req);
    let total: f64 = rem.iter().sum();
    // Copies the hand can never hold: the melds' and those seen.
    let mut outside = pos.seen;
    for m in &pos.melds {
        outside.add_all(&TileCounts::from_tiles(&m.tiles()));
    }
    let seat = req.get("seat").and_then(Value::as_str).unwrap_or("east");
    let rounds = req.get("draws_left").and_then(Value::as_u64).unwrap_or(8) as u32;
    let discard_wins = req.get("discard_wins") != Some(&json!(false));
    let start = TileCounts::from_tiles(&notation::parse(without(req, first)["hand"].as_str().unwrap()).unwrap());
    let mut wins: HashMap<(TileCounts, Tile, Option<String>), Option<f64>> = HashMap::new();
    let mut win = |hand: &TileCounts, t: Tile, d: Option<&str>| {
        *wins
            .entry((*hand, t, d.map(str::to_string)))
            .or_insert_with(|| gain(req, &notation::format(&hand.tiles()), t, d))
    };
    let mut rng = Rng(seed);
    let draw = |rng: &mut Rng| {
        let mut x = rng.unit() * total;
        for (i, &r) in rem.iter().enumerate() {
            if x < r {
                return Tile::from_index(i).unwrap();
            }
            x -= r;
        }
        Tile::from_index(rem.iter().rposition(|&r| r > 0.0).unwrap()).unwrap()
    };
    let mut sums = [(0.0, 0.0); 3];
    for _ in 0..games {
        let (mut hand, mut changes) = (start, pos.hand_changes);
        let mut result = [0.0; 3];
        'game: for round in 0..rounds {
            for d in seats_after(seat) {
                let t = draw(&mut rng);
                if discard_wins && hand.get(t) + outside.get(t) < 4 {
                    if let Some(g) = win(&hand, t, Some(&d)) {
                        result = [g, 0.0, 1.0];
                        break 'game;
                    }
                }
            }
            let t = draw(&mut rng);
            if hand.get(t) + outside.get(t) >= 4 {
                continue;
            }
            if let Some(g) = win(&hand, t, None) {
                result = [g, 1.0, 0.0];
                break;
            }
            if let Some((kept, left)) = advisor.keep(&hand, t, rounds - round - 1, changes) {
                (hand, changes) = (kept, left);
            }
        }
        for (s, x) in sums.iter_mut().zip(result) {
            s.0 += x;
            s.1 += x * x;
        }
    }
    let n = games as f64;
    sums.map(|(s, s2)| {
        let mean = s / n;
        (mean, ((s2 / n - mean * mean).max(0.0) / n).sqrt())
    })
}

/// The simulation agrees with the first answer within three standard errors,
/// for positions of shanten 0, 1 and 2 with and without hand changes.
#[test]
fn the_model_s_game_simulated_agrees_with_its_value() {
    let mut cases = Vec::new();
    for (shanten, picks) in [(0, [3, 17]), (1, [5, 22]), (2, [8, 40])] {
        for i in picks {
            cases.push(corpus(shanten)[i].clone());
        }
    }
    cases[1]["hand_changes"] = json!(0);
    cases[3]["draws_left"] = json!(12);
    cases[5]["discard_wins"] = json!(false);
    for (k, req) in cases.iter().enumerate() {
        let v = an(req)["discards"][0]["value"].clone();
        let [gain, by_draw, by_discard] = simulate(req, 3000, 100 * k as u64);
        for ((got, se), want, what) in [
            (gain, f(&v["expected_gain"]), "gain"),
            (by_draw, f(&v["self_draw_chance"]), "self-draw rate"),
            (by_discard, f(&v["discard_chance"]), "discard rate"),
        ] {
            assert!(
                (got - want).abs() <= 3.0 * se + 1e-12,
                "{req}: simulated {what} {got} ± {se}, the model says {want}"
            );
        }
    }
}

/// The three positions worked by hand in docs/rules.md ("The value model,
/// worked by hand"): the formulas of the text against the engine, and the
/// advice that the discard minimum turns.
#[test]
fn the_worked_cases_of_the_rules() {
    let value = |hand: &str, discard_wins: bool| {
        let r = an(&json!({"hand": hand, "level": "IV", "hand_changes": 0, "discard_wins": discard_wins}));
        let ds = r["discards"].as_array().unwrap().clone();
        let of = move |t: &str| f(&ds.iter().find(|d| d["tile"] == t).unwrap()["value"]["expected_gain"]);
        (r["discards"][0]["tile"].as_str().unwrap().to_string(), of)
    };
    let horizon = |q: f64| (1.0 - q.powi(8)) / (1.0 - q);
    let single = |h: f64, copies: f64| {
        // One wait that may win on a discard: 4H from each discarder in turn, 6H by self-draw.
        let p = copies / 122.0;
        let w = 4.0 * h * p * (1.0 + (1.0 - p) + (1.0 - p).powi(2)) + 6.0 * h * p * (1.0 - p).powi(3);
        w * horizon((1.0 - p).powi(4))
    };
    // 1. 345m22344567p888s: 8s (3p, 25 points) against 4p (2p 5p 8p, self-draw only).
    let (best, of) = value("345m22344567p888s", true);
    assert_eq!(best, "8s");
    close(of("8s"), single(25.0, 3.0), "8s");
    let cheap = (2.0 * 60.0 + 3.0 * 60.0 + 4.0 * 90.0) / 122.0 * horizon(113.0 / 122.0);
    close(of("4p"), cheap, "4p");
    assert_eq!(value("345m22344567p888s", false).0, "4p");
    // 2. 344445m11233456p: 6p (1p self-draw only, 4p also on discards) against 3p.
    let (best, of) = value("344445m11233456p", true);
    assert_eq!(best, "6p");
    let (p1, p4): (f64, f64) = (2.0 / 122.0, 3.0 / 122.0);
    let w = 80.0 * p4 * (1.0 + (1.0 - p4) + (1.0 - p4).powi(2)) + (1.0 - p4).powi(3) * (90.0 * p1 + 120.0 * p4);
    close(of("6p"), w * horizon((1.0 - p4).powi(3) * (1.0 - p1 - p4)), "6p");
    close(of("3p"), (2.0 * 90.0 + 3.0 * 60.0 + 4.0 * 90.0) / 122.0 * horizon(113.0 / 122.0), "3p");
    assert_eq!(value("344445m11233456p", false).0, "3p");
    // 3. 1122334566m8p234s: 6m (8p, 20 points) against 8p (3m 15, 6m 20).
    let (best, of) = value("1122334566m8p234s", true);
    assert_eq!(best, "6m");
    close(of("6m"), single(20.0, 3.0), "6m");
    let (best, of) = value("1122334566m8p234s", false);
    assert_eq!(best, "8p");
    close(of("8p"), 105.0 * (1.0 - (118.0f64 / 122.0).powi(8)), "8p self-draw only");
    close(of("6m"), 120.0 * (1.0 - (119.0f64 / 122.0).powi(8)), "6m self-draw only");
}

/// A kong draws its replacement first (D24): with no rounds after it, its value
/// is the replacement's Win by Kong Replacement alone, tile by tile, each paid
/// as `score` pays it (exempt from the minimum, R16).
#[test]
fn a_kong_is_worth_its_replacement() {
    let req = json!({"hand": "1112345678999m", "offered": {"tile": "1m", "from": "north"}, "draws_left": 0});
    let r = an(&req);
    let kong = r["calls"].as_array().unwrap().iter().find(|c| c["call"] == "kong").unwrap().clone();
    assert_eq!(kong["meld"], "1111m");
    // After the kong: 2345678999m concealed, the kong declared; 122 tiles unseen.
    let after = json!({"hand": "2345678999m", "melds": [{"tiles": "1111m"}]});
    let rem = remaining(&after);
    let total: f64 = rem.iter().sum();
    assert_eq!(total, 122.0);
    let (mut gain, mut chance) = (0.0, 0.0);
    for t in Tile::all() {
        let s = run(
            json!({"hand": "2345678999m", "melds": [{"tiles": "1111m"}], "win_tile": t.to_string(), "win": "kong_replacement"}),
        );
        if s["ok"] == true && s["can_win"] == true {
            gain += rem[t.index()] / total * f(&s["payments"]["east"]);
            chance += rem[t.index()] / total;
        }
    }
    assert!(chance > 0.1, "some replacements win: {chance}");
    close(f(&kong["value"]["expected_gain"]), gain, "kong gain");
    close(f(&kong["value"]["self_draw_chance"]), chance, "kong chance");
    assert_eq!(kong["value"]["discard_chance"], 0);
}
