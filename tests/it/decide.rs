//! `decide` against the table (#46): at every decision point of played hands
//! its actions are the table's `legal()` as a set, for both models; the
//! `advice` and `table` seats play its first action; a seat declines a win,
//! or answers it with a call, only when `decide` ranks another action higher.
//! The positions as fixed tests, their numbers as docs/rules.md
//! prints them.

use fourseas::table::seats::StrategyName;
use fourseas::table::{decide, Action, Decision, Model, Setup, Table};
use fourseas::{BySeat, Edition, Level, Player, Seat};
use std::collections::BTreeSet;

/// How many hands the property plays per lineup: `FOURSEAS_DECIDE_HANDS`,
/// default a quick tier (the documented long run sets 2,000 in all).
fn hands() -> u64 {
    std::env::var("FOURSEAS_DECIDE_HANDS").ok().and_then(|v| v.parse().ok()).unwrap_or(2)
}

/// The first hand of each lineup's seeds: `FOURSEAS_DECIDE_FIRST`, default 0,
/// so that a long run can go on where another stopped.
fn first() -> u64 {
    std::env::var("FOURSEAS_DECIDE_FIRST").ok().and_then(|v| v.parse().ok()).unwrap_or(0)
}

/// What a run of the property saw.
#[derive(Default, Debug)]
struct Seen {
    hands: u64,
    points: u64,
    declined: u64,
    kongs: u64,
    burials: u64,
}

fn key(a: &Action) -> String {
    serde_json::to_string(a).unwrap()
}

/// Checks that `d` values exactly `legal`, each action once.
fn check_set(t: &Table, seat: Seat, legal: &[Action], d: &Decision) {
    let want: BTreeSet<String> = legal.iter().map(key).collect();
    let got: Vec<String> = d.choices.iter().map(|c| key(&c.action)).collect();
    assert_eq!(got.len(), want.len(), "seed {} {seat}: {got:?} for {want:?}", t.setup().seed);
    assert_eq!(got.into_iter().collect::<BTreeSet<_>>(), want, "seed {} {seat}", t.setup().seed);
}

/// Plays one hand of `lineup`, checking every decision point: the seat's own
/// model for an `advice` or `table` seat, the two models in turn for an
/// `efficiency` seat.
fn play_checked(seed: u64, edition: Edition, level: Level, lineup: [StrategyName; 4], seen: &mut Seen) {
    let mut setup = Setup::new(seed, edition);
    setup.players = BySeat::new(Player { edition, level });
    let mut t = Table::deal(setup);
    let mut seats = BySeat::from_fn(|s| lineup[s as usize].seat());
    while let Some(seat) = t.to_act() {
        let legal = t.legal().to_vec();
        let (model, valued) = match lineup[seat as usize] {
            StrategyName::Advice => (Model::Plain, true),
            StrategyName::Table => (Model::Table, true),
            _ if seen.points % 2 == 0 => (Model::Plain, false),
            _ => (Model::Table, false),
        };
        let d = decide(&t.view(seat), &legal, model).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        check_set(&t, seat, &legal, &d);
        seen.points += 1;
        let action = if valued {
            // The seat itself, every fourth time (it decides by the same call).
            let best = d.best().unwrap();
            if seen.points % 4 == 0 {
                assert_eq!(
                    seats[seat].act(&t.view(seat), &legal),
                    best,
                    "seed {seed} {seat}: the seat plays decide's first"
                );
            }
            if legal.contains(&Action::Win) && best != Action::Win {
                // A win passed, or answered with a call: only for more in the same unit.
                let win = d.choice(Action::Win).and_then(|c| c.points()).unwrap();
                let first = d.choices[0].points().unwrap_or(f64::NEG_INFINITY);
                assert!(first > win, "seed {seed} {seat}: {best:?} at {first} over a win of {win}");
                seen.declined += 1;
            }
            best
        } else {
            seats[seat].act(&t.view(seat), &legal)
        };
        seen.kongs += u64::from(matches!(action, Action::Kong(_)) && t.view(seat).offered().is_none());
        seen.burials += u64::from(matches!(action, Action::Conceal(_)));
        t.apply(seat, action).unwrap();
    }
    seen.hands += 1;
}

/// The lineups and settings of the property: Standard IV and III and Basic
/// III, with `efficiency`, `advice` and `table` seats, Concealed Discard on.
fn lineups() -> Vec<(Edition, Level, [StrategyName; 4])> {
    use StrategyName::{Advice as A, Efficiency as E, Table as T};
    vec![
        (Edition::Standard, Level::IV, [T, E, A, E]),
        (Edition::Standard, Level::III, [E, T, E, A]),
        (Edition::Basic, Level::III, [A, E, T, E]),
        (Edition::Standard, Level::IV, [T, A, T, A]),
    ]
}

#[test]
fn decide_values_exactly_the_legal_actions_and_the_seats_play_its_first() {
    let mut seen = Seen::default();
    for (i, &(edition, level, lineup)) in lineups().iter().enumerate() {
        for k in first()..first() + hands() {
            play_checked(4_600_000 + 10_000 * i as u64 + k, edition, level, lineup, &mut seen);
        }
    }
    eprintln!("decide property: {seen:?}");
    assert_eq!(seen.hands, 4 * hands());
    assert!(seen.points > 40 * seen.hands, "{seen:?}");
}

/// An action and its value as docs/rules.md prints them: "discard 6s 61.22 (49.7%)".
fn printed(o: &serde_json::Value) -> String {
    let a = &o["action"];
    let what = match (a["tile"].as_str(), a["tiles"].as_str()) {
        (Some(t), _) | (_, Some(t)) => format!("{} {t}", a["action"].as_str().unwrap()),
        _ => a["action"].as_str().unwrap().to_string(),
    };
    match (o["value"].as_f64(), o["win_chance"].as_f64()) {
        (Some(v), Some(c)) => format!("{what} {v:.2} ({:.1}%)", 100.0 * c),
        _ => format!("{what} not valued"),
    }
}

/// The positions (#46), from hands played in the Play view: `decide`'s
/// first three actions for the `table` seat, as docs/rules.md prints them.
#[test]
fn the_played_positions_are_decided_as_docs_rules_prints() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let rules = std::fs::read_to_string(root.join("docs/rules.md")).unwrap();
    let text = std::fs::read_to_string(root.join("tests/data/decide-positions.jsonl")).unwrap();
    let mut firsts = Vec::new();
    for line in text.lines() {
        let case: serde_json::Value = serde_json::from_str(line).unwrap();
        let req: fourseas::api::DecideRequest = serde_json::from_value(case["request"].clone()).unwrap();
        let d = serde_json::to_value(fourseas::api::decide(&req).unwrap()).unwrap();
        let list = d["actions"].as_array().unwrap();
        let shown: Vec<String> = list.iter().take(3).map(printed).collect();
        let row = format!("- {}: {}.", case["name"].as_str().unwrap(), shown.join("; "));
        assert!(rules.contains(&row), "docs/rules.md prints\n{row}");
        firsts.push(list[0].clone());
    }
    // The self-drawn win worth +270 comes first; the kong; the wait kept with one tile left.
    assert_eq!((firsts[0]["action"]["action"].as_str(), firsts[0]["value"].as_f64()), (Some("win"), Some(270.0)));
    assert_eq!(firsts[1]["action"], serde_json::json!({"seat": "east", "action": "kong", "tile": "4p"}));
    assert_eq!(firsts[2]["action"]["tile"], "8m");
    assert!(firsts[2]["win_chance"].as_f64().unwrap() > 0.05, "{}", firsts[2]);
}

/// An offer with two chows (#46: "1. Chow −3.1 / 2. Chow −6.5"): each chow is
/// its own action, named by its tiles, with its own meld and value.
#[test]
fn each_chow_on_offer_is_its_own_action_by_its_tiles() {
    let mut found = 0;
    for seed in 0..200 {
        let mut t = Table::deal(Setup::new(seed, Edition::Standard));
        let mut seats = BySeat::from_fn(|_| StrategyName::Efficiency.seat());
        while let Some(seat) = t.to_act() {
            let legal = t.legal().to_vec();
            let chows: Vec<Action> = legal.iter().copied().filter(|a| matches!(a, Action::Chow(_))).collect();
            if chows.len() >= 2 {
                let d = decide(&t.view(seat), &legal, Model::Table).unwrap();
                let listed: Vec<&fourseas::table::Choice> =
                    d.choices.iter().filter(|c| matches!(c.action, Action::Chow(_))).collect();
                assert_eq!(listed.len(), chows.len(), "seed {seed}");
                for c in listed {
                    let Action::Chow(low) = c.action else { unreachable!() };
                    let meld = c.meld.expect("a chow names its meld");
                    assert_eq!((meld.tile, meld.kind), (low, fourseas::MeldKind::Chow), "seed {seed}");
                    assert!(c.then.is_some() && c.value.is_some(), "seed {seed}: {c:?}");
                    // As the table takes it: its three tiles.
                    let json = serde_json::to_value(c.action).unwrap();
                    assert_eq!(json["tiles"].as_str().unwrap().len(), 4, "{json}");
                }
                found += 1;
            }
            let a = seats[seat].act(&t.view(seat), &legal);
            t.apply(seat, a).unwrap();
        }
        if found >= 3 {
            break;
        }
    }
    assert!(found >= 3, "only {found} offers of two chows");
}

/// The others' last discards (D39, `tail_discards`), by a second path: a
/// waiting hand with no draw left wins only on them, so its win chance is
/// 1 − (1 − w/R)^n for n discards, w the winning copies and R the unseen tiles.
#[test]
fn the_last_discards_of_the_wall_are_a_chance_in_closed_form() {
    let ask = |tail: u32| {
        let req = serde_json::json!({"hand": "123456789m1122z", "draws_left": 0, "tail_discards": tail});
        let req: fourseas::api::AnalyzeRequest = serde_json::from_value(req).unwrap();
        fourseas::api::analyze(&req).map(|r| serde_json::to_value(r).unwrap())
    };
    // 1z and 2z wait, two copies of each unseen among the 136 − 13 = 123 tiles.
    let p: f64 = 4.0 / 123.0;
    for n in 0..=3 {
        let v = ask(n).unwrap();
        let want = 1.0 - (1.0 - p).powi(n as i32);
        let chance = v["value"]["win_chance"].as_f64().unwrap();
        assert!((chance - want).abs() < 1e-12, "{n}: {chance} against {want}");
        assert_eq!(v["value"]["self_draw_chance"].as_f64(), Some(0.0));
        assert_eq!(v["value"]["discard_chance"].as_f64(), Some(chance));
    }
    let e = serde_json::to_value(fourseas::api::ErrorBody::from(&ask(4).unwrap_err())).unwrap();
    assert_eq!((e["code"].as_str(), e["reason"].as_str()), (Some("bad_value"), Some("out_of_range")), "{e}");
}
