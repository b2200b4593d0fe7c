//! Training deals: the same seed deals the same question, every question is a
//! real Four Seas hand the other contracts answer as dealt, deals differ from
//! seed to seed, and every pattern of an edition comes up in its `win` deals.

use crate::run;
use fourseas::api::{self, AnalyzeRequest, DealRequest, DealResponse, DealtRequest};
use fourseas::{Edition, RULEBOOK};
use serde_json::Value;
use std::collections::{BTreeSet, HashSet};

fn deal(kind: &str, edition: Edition, seed: u64, difficulty: u32) -> DealResponse {
    let req = DealRequest {
        kind: kind.into(),
        edition: Some(edition.as_str().into()),
        seed: Some(seed),
        difficulty: Some(difficulty),
        ..DealRequest::default()
    };
    api::deal(&req, || unreachable!("the seed is given")).unwrap_or_else(|e| panic!("{kind} {edition} {seed}: {e}"))
}

fn analyze(r: &AnalyzeRequest) -> Value {
    serde_json::to_value(api::Reply::from(api::analyze(r))).unwrap()
}

/// Checks one deal as its kind promises; answers the counted patterns of a `win` deal.
fn check(d: &DealResponse) -> Vec<String> {
    let at = format!("{:?} {} seed {}", d.kind, d.edition, d.seed);
    match &d.request {
        DealtRequest::Score(r) => {
            let a = run(serde_json::to_value(r).unwrap());
            assert_eq!(a["ok"], true, "{at}: {a}");
            assert_eq!(a["can_win"], true, "{at}: meets the minimum for its win\n{a}");
            let ids: Vec<String> =
                a["patterns"].as_array().unwrap().iter().map(|p| p["id"].as_str().unwrap().into()).collect();
            assert!((1..=7).contains(&ids.len()), "{at}: {ids:?}");
            ids
        }
        DealtRequest::Analyze(r) => {
            let a = analyze(r);
            assert_eq!(a["ok"], true, "{at}: {a}");
            match d.kind.as_str() {
                "wait" => {
                    assert_eq!(a["shanten"], 0, "{at}");
                    let waits = a["waits"].as_array().unwrap();
                    assert!((1..=9).contains(&waits.len()), "{at}: {} waits", waits.len());
                    assert!(waits.iter().any(|w| w["self_draw"]["can_win"] == true), "{at}: no wait wins");
                    assert!(d.tolerance.is_none());
                }
                _ => {
                    let gain = |i: usize| a["discards"][i]["value"]["expected_gain"].as_f64().unwrap();
                    let (best, second) = (gain(0), gain(1));
                    assert!(best > 0.0 && (best - second) / best >= 0.05, "{at}: {best} vs {second}");
                    assert_eq!(d.tolerance, Some((best - second) / 2.0), "{at}");
                }
            }
            Vec::new()
        }
    }
}

/// The difficulty a deal's hand has, counted again from the other contracts'
/// answers: the rarest counted pattern's tier for `win` (points and category),
/// the number of waits for `wait`, the best discard's lead for `discard`.
fn difficulty_of(d: &DealResponse) -> u8 {
    match &d.request {
        DealtRequest::Score(r) => {
            let a = run(serde_json::to_value(r).unwrap());
            let tiers: Vec<u8> = a["patterns"]
                .as_array()
                .unwrap()
                .iter()
                .map(|p| {
                    let (id, points) = (p["id"].as_str().unwrap(), p["points"].as_u64().unwrap());
                    if id.starts_with('H') || points >= 80 {
                        3
                    } else if points >= 30 {
                        2
                    } else {
                        1
                    }
                })
                .collect();
            let hardest = if a["full_score"] != a["score"] { 3 } else { *tiers.iter().max().unwrap() };
            if hardest == 1 && tiers.len() > 3 {
                2
            } else {
                hardest
            }
        }
        DealtRequest::Analyze(r) => {
            let a = analyze(r);
            if d.kind.as_str() == "wait" {
                match a["waits"].as_array().unwrap().len() {
                    0..=2 => 1,
                    3..=4 => 2,
                    _ => 3,
                }
            } else {
                let gain = |i: usize| a["discards"][i]["value"]["expected_gain"].as_f64().unwrap();
                let gap = (gain(0) - gain(1)) / gain(0);
                if gap >= 0.5 {
                    1
                } else if gap >= 0.2 {
                    2
                } else {
                    3
                }
            }
        }
    }
}

#[test]
fn deals_have_the_difficulty_they_say() {
    for (kind, seeds) in [("win", 150), ("wait", 150), ("discard", 12)] {
        for e in Edition::ALL {
            for difficulty in 1..=3 {
                for seed in 0..seeds {
                    let d = deal(kind, e, seed, difficulty);
                    let reached = if kind == "win" && e == Edition::Beginner { 1 } else { difficulty as u8 };
                    assert_eq!(d.difficulty, reached, "{kind} {e} {seed}");
                    assert_eq!(difficulty_of(&d), reached, "{kind} {e} seed {seed} difficulty {difficulty}");
                }
            }
        }
    }
}

#[test]
fn the_same_seed_deals_the_same_question_and_every_deal_is_real() {
    for kind in ["win", "wait", "discard"] {
        for e in Edition::ALL {
            for seed in [0, 1, 2, 99, 123_456_789, (1 << 53) - 1] {
                let d = deal(kind, e, seed, 1 + (seed % 3) as u32);
                assert_eq!(
                    serde_json::to_string(&d).unwrap(),
                    serde_json::to_string(&deal(kind, e, seed, 1 + (seed % 3) as u32)).unwrap()
                );
                check(&d);
            }
        }
    }
}

/// At least 95% of 1,000 seeds deal distinct questions of `kind` in `edition`.
fn distinct(kind: &str, e: Edition) {
    let n = 1000;
    let seen: HashSet<String> = (0..n)
        .map(|seed| serde_json::to_string(&deal(kind, e, seed, 1 + (seed % 3) as u32).request).unwrap())
        .collect();
    assert!(seen.len() * 100 >= 95 * n as usize, "{kind} {e}: {} distinct of {n}", seen.len());
}

// One test per kind and edition, so that they run side by side.
#[test]
fn win_deals_differ() {
    Edition::ALL.into_iter().for_each(|e| distinct("win", e));
}

#[test]
fn wait_deals_differ() {
    Edition::ALL.into_iter().for_each(|e| distinct("wait", e));
}

#[test]
fn discard_deals_differ_beginner() {
    distinct("discard", Edition::Beginner);
}

#[test]
fn discard_deals_differ_basic() {
    distinct("discard", Edition::Basic);
}

#[test]
fn discard_deals_differ_intermediate() {
    distinct("discard", Edition::Intermediate);
}

#[test]
fn discard_deals_differ_standard() {
    distinct("discard", Edition::Standard);
}

#[test]
fn every_pattern_of_an_edition_comes_up_in_its_win_deals() {
    for e in Edition::ALL {
        let mut found = BTreeSet::new();
        for seed in 0..10_000u64 {
            found.extend(check(&deal("win", e, seed, 1 + (seed % 3) as u32)));
        }
        let missing: Vec<&str> =
            RULEBOOK.iter().filter(|p| e.has(p.pid) && !found.contains(p.id)).map(|p| p.id).collect();
        assert!(missing.is_empty(), "{e}: never dealt {missing:?}");
    }
}

/// Minimums no hand of the edition reaches are refused at once, not searched for.
#[test]
fn unreachable_minimums_are_refused_at_once() {
    use fourseas::{deal, DealKind, DealSpec, Edition, ErrorCode, Level, Minimum, Player};
    for (edition, m) in [(Edition::Standard, 481), (Edition::Basic, 201), (Edition::Standard, u32::MAX)] {
        let player = Player { edition, level: Level::Custom(Minimum { self_draw: m, discard: m }) };
        let t = std::time::Instant::now();
        let e = deal(&DealSpec { kind: DealKind::Wait, player, seed: 12345, difficulty: 3 }).unwrap_err();
        assert_eq!(e.code(), ErrorCode::BadValue, "{e}");
        assert!(t.elapsed().as_millis() < 100);
    }
}

/// A picture draws at most a wall's tiles, refused before it is laid out.
#[test]
fn pictures_are_bounded() {
    let e = fourseas::svg(&"123456789m".repeat(13_107), fourseas::TileSize::M).unwrap_err();
    assert_eq!(e.code(), fourseas::ErrorCode::TooLarge);
    let wall = "12345678m".repeat(17);
    assert!(fourseas::svg(&wall, fourseas::TileSize::S).is_ok(), "136 tiles draw");
    assert_eq!(
        fourseas::svg(&format!("{wall}1m"), fourseas::TileSize::S).unwrap_err().code(),
        fourseas::ErrorCode::TooLarge
    );
}
