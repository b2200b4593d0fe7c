//! The table model against held-out arena hands: predicted chances grouped in
//! deciles match the observed frequencies within 2 percentage points in every
//! decile with at least 500 cases (the danger of a discard, the chance that
//! another wins within the round, within two and within three rounds), and
//! the fit recovers known coefficients from simulated data. Standard IV is
//! fitted and held out on recorded hands of four `advice` seats
//! (`data/hands/`, replayed here), the rest on `efficiency` seats played here.

use crate::value::an;
use fourseas::arena::fit::{fit, fit_recorded, logistic_fit, settings};
use fourseas::arena::hands::{record, Recorded};
use fourseas::arena::samples::{collect, collect_recorded, Decision, Ended, Samples};
use fourseas::{logistic, models, notation, Edition, ErrorCode, Fitted, Level, Opponent, Seat, TableSight};

/// Seeds never used by the fit (it plays from 1,000,000).
const HELD_OUT: u64 = 7_000_000;

/// Recorded hands of Standard at `level`: `fit` or `held-out`.
fn recorded(level: Level, which: &str) -> Recorded {
    let path = format!("{}/data/hands/standard-{}.{which}.hands", env!("CARGO_MANIFEST_DIR"), level.name());
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    Recorded::read(&text).expect("recorded hands read")
}

/// (cases, mean prediction, observed frequency) per decile of the prediction.
fn deciles(mut cases: Vec<(f64, bool)>) -> Vec<(usize, f64, f64)> {
    cases.sort_by(|a, b| a.0.total_cmp(&b.0));
    let n = cases.len();
    (0..10)
        .map(|d| {
            let part = &cases[d * n / 10..(d + 1) * n / 10];
            let k = part.len().max(1) as f64;
            let p = part.iter().map(|c| c.0).sum::<f64>() / k;
            let y = part.iter().filter(|c| c.1).count() as f64 / k;
            (part.len(), p, y)
        })
        .collect()
}

/// The rounds over which the chance that another seat wins is checked: 1, 2, 3.
const WITHIN: u32 = 3;

/// The chance that another seat wins within 1, 2 and 3 rounds, from the
/// hazards: a hand has one winner, so a round's chance is the sum of the
/// three; over rounds, 1 − Π(1 − round's chance), as the value model counts
/// it (README, "The table model"). One product, read after each round.
fn others_within(m: &Fitted, d: &Decision) -> [f64; WITHIN as usize] {
    let mut none = 1.0;
    std::array::from_fn(|r| {
        for o in Seat::ALL.into_iter().filter(|&o| o != d.seat) {
            none *= 1.0 - m.hazard(&d.sight, d.seat, o, r as u32);
        }
        1.0 - none
    })
}

/// A decision's predicted chances that another seat wins within 1, 2 and 3
/// rounds, and when and how its hand ended (all the check over rounds keeps
/// of a decision, so 20,000 walls of them fit in memory).
struct Case {
    within: [f64; WITHIN as usize],
    after: u32,
    ended: Ended,
}

fn cases(m: &Fitted, decisions: &[Decision]) -> Vec<Case> {
    decisions.iter().map(|d| Case { within: others_within(m, d), after: d.after, ended: d.ended }).collect()
}

/// Deciles of the predicted chance that another seat wins within `k` rounds
/// against the observed one: 1 − Π over the rounds of (1 − wins / hands at
/// risk), the Kaplan–Meier estimate, since a hand the seat itself ends hides
/// whether another would have won later: a win on its discard (at the
/// round's start) leaves that round's risk set, its own win the next one's.
/// Each decile: (decisions, mean prediction, observed).
fn deciles_within(cases: &[Case], k: u32) -> Vec<(usize, f64, f64)> {
    let p = |c: &Case| c.within[k as usize - 1];
    let mut sorted: Vec<&Case> = cases.iter().collect();
    sorted.sort_by(|a, b| p(a).total_cmp(&p(b)));
    let n = sorted.len();
    (0..10)
        .map(|i| {
            let part = &sorted[i * n / 10..(i + 1) * n / 10];
            let mean = part.iter().map(|c| p(c)).sum::<f64>() / part.len().max(1) as f64;
            let mut none = 1.0;
            for r in 0..k {
                let at_risk = part.iter().filter(|c| c.after > r || c.after == r && c.ended != Ended::DealtIn).count();
                let won = part.iter().filter(|c| c.after == r && c.ended == Ended::Others).count();
                if at_risk > 0 {
                    none *= 1.0 - won as f64 / at_risk as f64;
                }
            }
            (part.len(), mean, 1.0 - none)
        })
        .collect()
}

/// Every decile with at least 500 cases within 2 points of its observed frequency.
fn assert_deciles(what: &str, table: Vec<(usize, f64, f64)>) {
    let checked: Vec<_> = table.iter().filter(|d| d.0 >= 500).collect();
    assert!(checked.len() >= 5, "{what}: too few deciles with 500 cases: {table:?}");
    // The README's "largest gaps" (`cargo test --release --test it others:: -- --nocapture`).
    let gap = checked.iter().map(|d| (d.1 - d.2).abs()).fold(0.0, f64::max);
    eprintln!("{what}: largest gap {:.2} points", 100.0 * gap);
    for (n, p, y) in checked {
        assert!(
            (p - y).abs() <= 0.02,
            "{what}: a decile of {n} cases predicts {p:.4}, observed {y:.4}; all: {table:?}"
        );
    }
}

/// Walls of `efficiency` seats played for the danger and the hazards.
const HELD_OUT_WALLS: u64 = 3_000;

/// Walls of `efficiency` seats the chances over rounds are checked on (the
/// first `HELD_OUT_WALLS` are the danger's and the hazards'), since they
/// chain the hazards of a whole hand and so vary with the walls far more than
/// one decision's danger: at III the worst decile within three rounds was off
/// by 2.12 points on the first 3,000 walls, by 1.50 on 20,000 and by 1.54 on
/// 20,000 others (README, "The table model").
const WITHIN_WALLS: u64 = 20_000;

/// Held-out hands of the lineup `level`'s model was fitted on, recorded ones
/// replayed or `efficiency` seats played here: the samples of the danger and
/// the hazards, and the cases over rounds.
fn held_out(level: Level) -> (Samples, Vec<Case>, &'static Fitted) {
    let m = models().of(Edition::Standard, level).expect("a shipped model");
    if !m.seats.iter().all(|s| s == "efficiency") {
        let s = collect_recorded(&recorded(level, "held-out")).expect("recorded hands replay");
        let c = cases(m, &s.decisions);
        return (s, c, m);
    }
    let settings = settings(Edition::Standard, level);
    let s = collect(&settings, HELD_OUT, HELD_OUT_WALLS).expect("arena hands play");
    // The walls beyond those, 250 at a time on two threads, keeping only the cases.
    const CHUNK: u64 = 250;
    let chunks: Vec<u64> = (HELD_OUT_WALLS / CHUNK..WITHIN_WALLS / CHUNK).map(|i| HELD_OUT + i * CHUNK).collect();
    let mut played: Vec<(u64, Vec<Case>)> = std::thread::scope(|scope| {
        let threads: Vec<_> = (0..2)
            .map(|t| {
                let (chunks, settings) = (&chunks, &settings);
                scope.spawn(move || {
                    let mine = chunks.iter().skip(t).step_by(2);
                    let play = |&first| {
                        (first, cases(m, &collect(settings, first, CHUNK).expect("arena hands play").decisions))
                    };
                    mine.map(play).collect::<Vec<_>>()
                })
            })
            .collect();
        threads.into_iter().flat_map(|t| t.join().expect("a playing thread")).collect()
    });
    played.sort_by_key(|p| p.0);
    let mut within = cases(m, &s.decisions);
    within.extend(played.into_iter().flat_map(|p| p.1));
    (s, within, m)
}

#[test]
fn the_danger_and_the_hazards_are_calibrated_on_held_out_hands() {
    for level in [Level::IV, Level::III] {
        let (s, within, m) = held_out(level);
        let name = level.name();
        assert_deciles(
            &format!("danger at Standard {name}"),
            deciles(s.danger.iter().map(|(x, y)| (logistic(&m.danger, x), *y)).collect()),
        );
        for r in 0..fourseas::AHEAD {
            assert_deciles(
                &format!("hazard {r} rounds ahead at Standard {name}"),
                deciles(
                    s.hazard
                        .iter()
                        .filter(|h| h.0 == r)
                        .map(|(_, x, y)| (logistic(&m.hazard[r as usize], x), *y))
                        .collect(),
                ),
            );
        }
        for k in 1..=WITHIN {
            assert_deciles(&format!("another wins within {k} rounds at Standard {name}"), deciles_within(&within, k));
        }
    }
}

#[test]
fn the_fit_recovers_the_coefficients_of_simulated_data() {
    // 40,000 draws of a known logistic model, x from a fixed sequence.
    let truth = [-1.5, 0.8, -2.0];
    let mut state = 12345u64;
    let mut unit = || {
        state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (state >> 11) as f64 / (1u64 << 53) as f64
    };
    let samples: Vec<([f64; 3], bool)> = (0..40_000)
        .map(|_| {
            let x = [1.0, unit() * 2.0 - 1.0, unit()];
            let y = unit() < logistic(&truth, &x);
            (x, y)
        })
        .collect();
    let beta = logistic_fit(&samples);
    for (b, t) in beta.iter().zip(truth) {
        assert!((b - t).abs() < 0.1, "fitted {beta:?}, true {truth:?}");
    }
}

#[test]
fn every_edition_and_level_has_a_model_and_a_custom_level_the_nearest() {
    let m = models();
    for e in fourseas::EDITIONS.iter() {
        for l in Level::NAMED {
            let f = m.of(e.edition, l).unwrap_or_else(|| panic!("no model for {} {}", e.edition.as_str(), l.name()));
            assert_eq!(f.hazard.len(), fourseas::AHEAD as usize);
            assert!(f.hazard.iter().all(|h| h.len() == fourseas::THREAT));
            assert_eq!(f.danger.len(), fourseas::DANGER);
            assert!(f.deal_in_payment > 0.0 && f.other_win_payment > 0.0);
        }
    }
    let custom = Level::Custom(fourseas::Minimum { self_draw: 12, discard: 22 });
    assert_eq!(m.of(Edition::Standard, custom).map(|f| f.level.as_str()), Some("IV"));
}

#[test]
fn the_shipped_model_is_the_fit_of_its_walls() {
    // scripts/fit-others.sh: refitted here, a model must be the shipped one to
    // the last digit: one fitted on recorded hands, one on hands played here.
    let m = models();
    let shipped = m.of(Edition::Standard, Level::IV).expect("a shipped model");
    let refit = fit_recorded(&recorded(Level::IV, "fit")).expect("recorded hands replay");
    assert_eq!(&refit, shipped);
    assert_eq!((shipped.seats.join(","), shipped.walls), ("advice,advice,advice,advice".to_string(), 1500));
    let basic = m.of(Edition::Basic, Level::II).expect("a shipped model");
    let refit = fit(Edition::Basic, Level::II, basic.seed, basic.walls).expect("arena hands play");
    assert_eq!(&refit, basic);
    assert_eq!(basic.seats, vec!["efficiency"; 4]);
}

#[test]
fn recorded_hands_replay_as_played_and_a_changed_one_is_refused() {
    // The fit's own lineup: four `efficiency` seats, quick to play.
    let settings = settings(Edition::Standard, Level::IV);
    let hands: Vec<_> = (40..46).map(|seed| record(&settings, seed).expect("the seats play")).collect();
    let rec = Recorded { settings, hands };
    let text = rec.write();
    assert_eq!(Recorded::read(&text).expect("its own text reads"), rec);
    // Replayed, the samples are those of the hands played again.
    let played = fourseas::arena::samples::collect(&settings, 40, 6).expect("arena hands play");
    let replayed = collect_recorded(&rec).expect("recorded hands replay");
    assert_eq!((replayed.danger.len(), replayed.hazard.len()), (played.danger.len(), played.hazard.len()));
    assert_eq!(replayed.decisions, played.decisions);
    // One action changed, one dropped: the wall is named, never a panic.
    let mut changed = rec.clone();
    let first = changed.hands[2].1.iter().position(|a| matches!(a, fourseas::table::Action::Discard(_)));
    changed.hands[2].1[first.expect("a discard")] = fourseas::table::Action::Kong(notation::parse_tile("9m").unwrap());
    let e = collect_recorded(&changed).expect_err("a changed hand does not replay");
    assert_eq!(e.code(), ErrorCode::LogMismatch);
    assert!(e.message().contains("wall 42"), "{}", e.message());
    let mut short = rec.clone();
    short.hands[3].1.pop();
    assert!(collect_recorded(&short).expect_err("a short hand").message().contains("wall 43"));
    let seats = "efficiency,efficiency,efficiency,efficiency";
    for bad in [
        "",
        "# standard IV concealed_discard efficiency",
        &format!("standard IV concealed_discard {seats} x"),
        &format!("# standard IV x {seats}\n1 5m"),
        &format!("# standard IV concealed_discard {seats}\nx 5m"),
        &format!("# standard IV concealed_discard {seats}\n1 q5m"),
    ] {
        assert!(Recorded::read(bad).is_err(), "{bad:?}");
    }
}

/// The table of the Nine Gates position (docs/rules.md, "The table model,
/// worked by hand"): South has called two melds, everyone has discarded.
fn nine_gates_table() -> serde_json::Value {
    serde_json::json!({"wall": 40, "seats": {
        "south": {"melds": [{"tiles": "555s"}, {"tiles": "123p"}], "discards": "19p5z1s3z7z"},
        "west": {"discards": "1z2z3z9s8p7p1s"},
        "north": {"discards": "6z7z9p1p2s3s4z"}}})
}

/// The same table as the engine reads it, for the second path.
fn sight_of(table: &serde_json::Value) -> TableSight {
    let mut others: fourseas::BySeat<Opponent> = fourseas::BySeat::default();
    for (name, spec) in table["seats"].as_object().unwrap() {
        let seat: Seat = name.parse().unwrap();
        let melds = spec["melds"].as_array().map_or(Vec::new(), |ms| {
            ms.iter()
                .map(|m| {
                    fourseas::Meld::from_tiles(&notation::parse(m["tiles"].as_str().unwrap()).unwrap(), false).unwrap()
                })
                .collect()
        });
        let discards = notation::parse(spec["discards"].as_str().unwrap_or("")).unwrap();
        others[seat] = Opponent { melds, discards, concealed: spec["concealed"].as_u64().unwrap_or(0) as u8 };
    }
    TableSight { wall: table["wall"].as_u64().unwrap() as u32, others, may_bury: true }
}

/// e(r) and c(r) of the README: the chance that the hand ends in round r by
/// East's discard before it or another's win in it, and what East then pays;
/// then the same for the others' wins alone (a folding hand's).
/// `accounted` is every tile East accounts for (the rest are the wall's).
fn rounds(sight: &TableSight, k: u32, accounted: &fourseas::TileCounts) -> Vec<(f64, f64, f64, f64)> {
    let m = models().of(Edition::Standard, Level::IV).unwrap();
    let others = [Seat::South, Seat::West, Seat::North];
    let unseen: u32 = fourseas::Tile::all().map(|t| 4 - accounted.get(t) as u32).sum();
    (0..k)
        .map(|r| {
            let (mut none, mut cost) = (1.0, 0.0);
            for o in others {
                let h = m.hazard(sight, Seat::East, o, r);
                none *= 1.0 - h;
                cost += h * m.other_win_payment;
            }
            // East's discard before round r: a tile from the wall.
            let (mut d, mut loss) = (0.0, 0.0);
            if r > 0 && sight.wall > 4 * r {
                for t in fourseas::Tile::all() {
                    let n = 4 - accounted.get(t);
                    if n == 0 {
                        continue;
                    }
                    let w = n as f64 / unseen as f64;
                    let mut safe = 1.0;
                    for o in others {
                        let x = m.danger(sight, Seat::East, o, r, t, 5 - n);
                        loss += w * safe * x * m.deal_in_payment;
                        safe *= 1.0 - x;
                    }
                    d += w * (1.0 - safe);
                }
            }
            (1.0 - (1.0 - d) * none, loss + (1.0 - d) * cost, 1.0 - none, cost)
        })
        .collect()
}

fn gain(v: &serde_json::Value) -> f64 {
    v["value"]["expected_gain"].as_f64().unwrap()
}

/// A waiting hand with no hand change, by the round recurrence: without the
/// table a round is worth W and passes with q (from one and two rounds), so
/// with it V(j) = max((1 − e)(W + q·V(j − 1)) − c, F(j)), where folding is
/// worth F(j) = (1 − e°)·F(j − 1) − c°, the others' wins alone (README).
/// Answers the engine's value, the recurrence's, and the rounds left at which
/// the recurrence folds.
fn recurrence(hand: &str, seen: &str, table: &serde_json::Value, k: u32) -> (f64, f64, Vec<u32>) {
    let sight = sight_of(table);
    // The table's tiles are seen in the plain model too.
    let mut outside = fourseas::TileCounts::from_tiles(&notation::parse(seen).unwrap());
    outside.add_all(&sight.tiles(Seat::East));
    let seen_all = notation::format(&outside.tiles());
    let mut accounted = fourseas::TileCounts::from_tiles(&notation::parse(hand).unwrap());
    accounted.add_all(&outside);
    let no_table =
        |k: u32| gain(&an(&serde_json::json!({"hand": hand, "seen": seen_all, "hand_changes": 0, "draws_left": k})));
    let (w, v2) = (no_table(1), no_table(2));
    let q = v2 / w - 1.0;
    let rs = rounds(&sight, k, &accounted);
    let (mut v, mut fold, mut folds) = (0.0, 0.0, Vec::new());
    for j in 1..=k {
        let (e, c, e_o, c_o) = rs[(k - j) as usize];
        fold = (1.0 - e_o) * fold - c_o;
        let on = (1.0 - e) * (w + q * v) - c;
        if fold > on {
            folds.push(j);
        }
        v = on.max(fold);
    }
    let engine =
        gain(&an(&serde_json::json!({"hand": hand, "seen": seen, "hand_changes": 0, "draws_left": k, "table": table})));
    (engine, v, folds)
}

#[test]
fn a_waiting_hand_with_the_table_is_the_recurrence_of_its_rounds() {
    let table = nine_gates_table();
    // Nine Gates: never folds, over the wall's 10 rounds and over 12, whose
    // last two the wall cannot reach (no hazard, no danger).
    for k in [10, 12] {
        let (engine, v, folds) = recurrence("1112345678999m", "5m", &table, k);
        assert!((engine - v).abs() < 1e-9 * v.abs(), "{k} rounds: engine {engine}, recurrence {v}");
        assert!(folds.is_empty(), "{folds:?}");
    }
    // A cheap wait on 4m, 6m and 7m: it plays on while many
    // rounds are left and folds in the last seven, where the danger of its own
    // discards outweighs what it may still win.
    let (engine, v, folds) = recurrence("5556m234p567s789s", "", &table, 10);
    assert!((engine - v).abs() < 1e-9 * v.abs(), "engine {engine}, recurrence {v}");
    assert_eq!(folds, [1, 2, 3, 4, 5, 6, 7]);
}

#[test]
fn the_worked_positions_of_the_rules() {
    // 1. Nine Gates offered 5m by North: without the table passing ranks
    //    first; with it the win is taken (figures in docs/rules.md).
    let offered = serde_json::json!({"tile": "5m", "from": "north"});
    let calls = |table: serde_json::Value| {
        let a =
            an(&serde_json::json!({"hand": "1112345678999m", "offered": offered, "draws_left": 10, "table": table}));
        a["calls"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| (c["call"].as_str().unwrap().to_string(), gain(c)))
            .collect::<Vec<_>>()
    };
    let without = calls(serde_json::json!(false));
    let with = calls(nine_gates_table());
    assert_eq!((without[0].0.as_str(), with[0].0.as_str()), ("pass", "win"));
    assert_eq!(with[0].1, 1920.0);
    let pass = with.iter().find(|c| c.0 == "pass").unwrap().1;
    assert!(without[0].1 > 1920.0 && pass < 1920.0, "pass {} without the table, {pass} with it", without[0].1);
    // The figures docs/rules.md prints, as printed.
    let round = |x: f64, d: i32| (x * 10f64.powi(d)).round() / 10f64.powi(d);
    assert_eq!((round(without[0].1, 1), round(pass, 1)), (2093.0, 1746.9));

    // 2. A fold: late, South shows three melds of characters; without the
    //    table 5z keeps one shanten, with it 1s breaks a chow for safety.
    let fold_table = serde_json::json!({"wall": 12, "seats": {
        "south": {"melds": [{"tiles": "111m"}, {"tiles": "789m"}, {"tiles": "444m"}], "discards": "1z2z9p1s5z3p8s6z2s7p"},
        "west": {"discards": "1z2z3z9s8p7p1s2z3z4z"},
        "north": {"discards": "6z9p1p2s3s4z1s7z9s"}}});
    let fold_hand = "3m5m7m6p8p1s2s3s7s8s9s1z1z5z";
    let plain = an(&serde_json::json!({"hand": fold_hand, "level": "IV", "draws_left": 3}));
    assert_eq!(plain["discards"][0]["tile"], "5z");
    let a = an(&serde_json::json!({"hand": fold_hand, "level": "IV", "table": fold_table}));
    assert_eq!((&a["fold"], &a["safest"]), (&serde_json::json!(true), &serde_json::json!("1s")));
    let first = &a["discards"][0];
    assert_eq!((first["tile"].as_str(), first["shanten"].as_i64()), (Some("1s"), Some(2)));
    // Both fold (no win chance): each is worth the fold after its own danger.
    let of = |t: &str| a["discards"].as_array().unwrap().iter().find(|d| d["tile"] == t).unwrap().clone();
    assert_eq!((&first["value"]["win_chance"], &of("5z")["value"]["win_chance"]), (&0.into(), &0.into()));
    assert_eq!((round(gain(first), 2), round(gain(&of("5z")), 2)), (-60.02, -65.03));
    assert_eq!(round(gain(&plain["discards"][0]), 2), 0.57);
    // Each discard's danger by hand: the three seats' logistic chances,
    // combined as the README says.
    let sight = sight_of(&fold_table);
    let m = models().of(Edition::Standard, Level::IV).unwrap();
    let hand = notation::parse(fold_hand).unwrap();
    let mut seen = fourseas::TileCounts::from_tiles(&hand);
    seen.add_all(&sight.tiles(Seat::East));
    for d in a["discards"].as_array().unwrap() {
        let t = notation::parse_tile(d["tile"].as_str().unwrap()).unwrap();
        let (mut none, mut loss) = (1.0, 0.0);
        for o in [Seat::South, Seat::West, Seat::North] {
            let x = m.danger(&sight, Seat::East, o, 0, t, seen.get(t));
            loss += none * x * m.deal_in_payment;
            none *= 1.0 - x;
        }
        let got = (d["danger"]["chance"].as_f64().unwrap(), d["danger"]["loss"].as_f64().unwrap());
        assert!((got.0 - (1.0 - none)).abs() < 1e-12 && (got.1 - loss).abs() < 1e-9, "{t}: {got:?}");
        // The value after the danger: (1 − D)·gain − loss, where gain is the
        // rest's own value with the tile gone.
        let rest: Vec<fourseas::Tile> = {
            let mut c = fourseas::TileCounts::from_tiles(&hand);
            c.remove(t, 1);
            c.tiles()
        };
        let after = an(&serde_json::json!({"hand": notation::format(&rest), "level": "IV", "seen": t.to_string(),
            "draws_left": 3, "table": fold_table}));
        if !after["value"].is_null() {
            let want = (1.0 - got.0) * gain(&after) - got.1;
            assert!((gain(d) - want).abs() < 1e-9 * want.abs().max(1.0), "{t}: {} ≠ {want}", gain(d));
        }
    }

    // 2b. A fold that keeps the hand's shanten (D38): on the same table 1s
    //     is safe and keeps the hand one from waiting, but playing on is worth
    //     less than folding, so its value is the fold's (no win chance).
    let a = an(&serde_json::json!({"hand": "7m8m9m5p8p8p1s2s3s4s4s5s7s7s", "level": "IV", "table": fold_table}));
    let first = &a["discards"][0];
    assert_eq!((first["tile"].as_str(), first["shanten"].as_i64()), (Some("1s"), Some(1)));
    assert_eq!((&first["value"]["win_chance"], &a["fold"]), (&serde_json::json!(0), &serde_json::json!(true)));

    // 3. A burial: the same melds and discards with 20 tiles left, a
    //    waiting hand whose one discard is a character; no other discard keeps it waiting, so nothing is
    //    kept for later.
    let mut bury_table = fold_table.clone();
    bury_table["wall"] = serde_json::json!(20);
    let a = an(&serde_json::json!({"hand": "123p456p789s11z469m", "level": "IV", "table": bury_table}));
    let bury = &a["bury"];
    assert_eq!(
        (&bury["tile"], &bury["advised"], &bury["later"]),
        (&serde_json::json!("9m"), &serde_json::json!(true), &serde_json::json!(0))
    );
    let (up, down) = (bury["face_up_loss"].as_f64().unwrap(), bury["buried_loss"].as_f64().unwrap());
    assert_eq!((round(up, 2), round(down, 2), round(up - down, 2)), (14.63, 1.32, 13.31));
    assert_eq!(up, a["discards"][0]["danger"]["loss"].as_f64().unwrap());
    assert!((bury["saving"].as_f64().unwrap() - (up - down)).abs() < 1e-12 && up > down);
    bury_table["buried"] = serde_json::json!(true);
    let a = an(&serde_json::json!({"hand": "123p456p789s11z469m", "level": "IV", "table": bury_table}));
    assert!(a.get("bury").is_none(), "no advice once buried");
}

#[test]
fn with_the_table_a_kong_is_worth_its_replacements_best_discards_after_their_danger() {
    // Late, on the fold position's table, North discards 5m to a hand two
    // from waiting, with no round after this one: each replacement leads to
    // an 11-tile position whose best discard is worth only its danger's loss,
    // as `analyze` ranks it first there. (With rounds left, the kong's model
    // keeps the odds from before the replacement, README.)
    let mut table = serde_json::json!({"wall": 12, "seats": {
        "south": {"melds": [{"tiles": "111m"}, {"tiles": "789m"}, {"tiles": "444m"}], "discards": "1z2z9p1s5z3p8s6z2s7p"},
        "west": {"discards": "1z2z3z9s8p7p1s2z3z4z"},
        "north": {"discards": "6z9p1p2s3s4z1s7z9s5m"}}});
    let a = an(&serde_json::json!({"hand": "555m2346p5678s12z", "level": "IV",
        "offered": {"tile": "5m", "from": "north"}, "draws_left": 0, "table": table}));
    let kong = a["calls"].as_array().unwrap().iter().find(|c| c["call"] == "kong").unwrap().clone();
    // After the kong the 5m is the player's (D37): off North's discards.
    table["seats"]["north"]["discards"] = serde_json::json!("6z9p1p2s3s4z1s7z9s");
    let rest = "2346p5678s12z";
    let mut held = fourseas::TileCounts::from_tiles(&notation::parse(rest).unwrap());
    held.add(notation::parse_tile("5m").unwrap(), 4);
    held.add_all(&sight_of(&table).tiles(Seat::East));
    let unseen: u32 = fourseas::Tile::all().map(|t| 4 - held.get(t) as u32).sum();
    let mut want = 0.0;
    for t in fourseas::Tile::all().filter(|&t| held.get(t) < 4) {
        let p = (4 - held.get(t)) as f64 / unseen as f64;
        let after = an(&serde_json::json!({"hand": format!("{rest}{t}"), "melds": [{"tiles": "5555m"}],
            "level": "IV", "draws_left": 0, "table": table}));
        // Two from waiting: no replacement wins.
        assert!(after["discards"][0]["shanten"].as_i64().unwrap() >= 0, "{t}: {after}");
        want += p * gain(&after["discards"][0]);
    }
    let got = gain(&kong);
    assert!((got - want).abs() < 1e-9 * want.abs().max(1.0), "kong {got}, its replacements {want}");
    // Below zero like every option here: no value is floored at nothing.
    assert!(got < 0.0, "{kong}");
}
