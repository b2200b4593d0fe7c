//! Rules of play: payments (R17), minimums (R16), win conditions and chance patterns
//! (R18), Concealed Discard (R19), Nine Gates (R11), seat winds (R10), kongs (R3).

use crate::{excluded, ids, run};
use serde_json::{json, Value};

/// 123m 456p 789s 555z + 11s: Assorted Straight 20 + Value Honor 10 = 30.
fn thirty(extra: Value) -> Value {
    let mut req = json!({"hand": "123m456p789s555z1s", "win_tile": "1s"});
    req.as_object_mut().unwrap().extend(extra.as_object().unwrap().clone());
    run(req)
}

#[test]
fn self_draw_payments() {
    let r = thirty(json!({"seat": "west"}));
    assert_eq!(ids(&r), ["E1.1", "G2.a1"]);
    assert_eq!(r["payments"], json!({"east": -60, "south": -60, "west": 180, "north": -60}));
}

#[test]
fn discard_at_or_below_the_threshold() {
    // H = 30 ≤ 50: discarder 2H, the others H.
    let r = thirty(json!({"win": "discard", "discarder": "north"}));
    assert_eq!(r["payments"], json!({"east": 120, "south": -30, "west": -30, "north": -60}));
    // Basic's threshold is 25: H = 30 > 25, others pay 25, the discarder 4H − 50 = 70.
    // (In Basic the hand is Value Honor only: use a Basic hand worth 30: All Triplets.)
    let r = run(json!({"hand": "333m666p444s3z99m", "win_tile": "3z", "win": "discard", "discarder": "south",
                        "edition": "basic"}));
    assert_eq!(r["error"]["code"], "wrong_tile_count");
    let r = run(json!({"hand": "333m666p444s33z99m", "win_tile": "3z", "win": "discard", "discarder": "south",
                        "edition": "basic"}));
    assert_eq!((ids(&r), r["score"].clone()), (vec!["B.a2".to_string()], json!(30)));
    assert_eq!(r["payments"], json!({"east": 120, "south": -70, "west": -25, "north": -25}));
}

#[test]
fn discard_above_the_threshold() {
    // Mirrored Half Straight + All Simples = 65 > 50: others 50, discarder 4·65 − 100 = 160.
    let r = run(json!({"hand": "234567m234567p8s", "win_tile": "8s", "win": "discard", "discarder": "east",
                        "seat": "south"}));
    assert_eq!(r["score"], 65);
    assert_eq!(r["payments"], json!({"east": -160, "south": 260, "west": -50, "north": -50}));
}

#[test]
fn minimums_by_level_r16() {
    // A 10-point hand: All Sequences + Half Straight.
    let ten = |extra: Value| {
        let mut req = json!({"hand": "123456m345p678s9m", "win_tile": "9m"});
        req.as_object_mut().unwrap().extend(extra.as_object().unwrap().clone());
        run(req)
    };
    let r = ten(json!({}));
    assert_eq!(
        (r["score"].clone(), r["level"].clone(), r["minimum"].clone()),
        (json!(10), json!("IV"), json!({"self_draw": 10, "discard": 20}))
    );
    assert_eq!(r["can_win"], true);
    assert_eq!(r["may_win"], json!({"self_draw": true, "discard": false}));
    let r = ten(json!({"win": "discard", "discarder": "south"}));
    assert_eq!(r["can_win"], false);
    assert_eq!(r["payments"], json!({"east": 0, "south": 0, "west": 0, "north": 0}));
    let r = ten(json!({"level": "V"}));
    assert_eq!((r["minimum"].clone(), r["can_win"].clone()), (json!({"self_draw": 20, "discard": 40}), json!(false)));
    let r = ten(json!({"level": {"self_draw": 5, "discard": 10}, "win": "discard", "discarder": "west"}));
    assert_eq!((r["level"].clone(), r["can_win"].clone()), (json!("custom"), json!(true)));
    // Defaults per edition: Beginner II, Basic III, Intermediate IV.
    for (edition, level, min) in [
        ("beginner", "II", json!({"self_draw": 5, "discard": 5})),
        ("basic", "III", json!({"self_draw": 10, "discard": 10})),
        ("intermediate", "IV", json!({"self_draw": 10, "discard": 20})),
    ] {
        let r = ten(json!({"edition": edition}));
        assert_eq!((r["level"].clone(), r["minimum"].clone()), (json!(level), min), "{edition}");
    }
    let r = ten(json!({"level": "I"}));
    assert_eq!(r["minimum"], json!({"self_draw": 0, "discard": 0}));
}

#[test]
fn chance_patterns_waive_the_minimum() {
    // 5 points (All Sequences) plus Last Tile Claim: 25, exempt from level V's 40.
    let base = json!({"hand": "123m456p678p234s5s", "win_tile": "5s", "level": "V"});
    let with = |extra: Value| {
        let mut r = base.clone();
        r.as_object_mut().unwrap().extend(extra.as_object().unwrap().clone());
        run(r)
    };
    let r = with(json!({"win": "discard", "discarder": "north", "last_tile": true}));
    assert_eq!(
        (ids(&r), r["score"].clone(), r["can_win"].clone()),
        (vec!["B.a1".into(), "H1.2".into()], json!(25), json!(true))
    );
    let r = with(json!({"last_tile": true}));
    assert_eq!((ids(&r), r["can_win"].clone()), (vec!["B.a1".to_string(), "H1.1".into()], json!(true)));
    let r = with(json!({}));
    assert_eq!((r["score"].clone(), r["can_win"].clone()), (json!(5), json!(false)));
}

#[test]
fn robbing_a_kong_r18() {
    // The robbed tile appears nowhere else in the hand; the player who added to the kong pays.
    let r = run(json!({"hand": "123m456p678s11z23s", "win_tile": "4s", "win": "robbing_kong", "discarder": "south"}));
    assert_eq!(ids(&r), ["B.a1", "H2.1"]);
    assert_eq!(r["payments"], json!({"east": 100, "south": -50, "west": -25, "north": -25}));
    let r = run(json!({"hand": "123m456p678s11z34s", "win_tile": "4s", "win": "robbing_kong", "discarder": "south"}));
    assert_eq!(r["error"]["code"], "contradictory_win");
}

#[test]
fn kong_replacement_r18() {
    let r = run(json!({"hand": "123m456p11z23s", "win_tile": "4s", "melds": [{"tiles": "9999s"}],
                        "win": "kong_replacement", "last_tile": true}));
    assert_eq!(ids(&r), ["D.1", "H1.1", "H2.2"]);
    assert_eq!(r["score"], 50);
    let r = run(json!({"hand": "123m456p789s11z23s", "win_tile": "4s", "win": "kong_replacement"}));
    assert_eq!(r["error"]["code"], "contradictory_win");
}

#[test]
fn blessings_r18() {
    let hand = json!({"hand": "123m456p678s11z23s", "win_tile": "4s"});
    let with = |extra: Value| {
        let mut r = hand.clone();
        r.as_object_mut().unwrap().extend(extra.as_object().unwrap().clone());
        run(r)
    };
    let r = with(json!({"blessing": "heaven"}));
    assert_eq!((ids(&r), r["score"].clone()), (vec!["B.a1".to_string(), "H1.5".into()], json!(165)));
    let r = with(json!({"blessing": "earth", "seat": "north"}));
    assert_eq!(ids(&r), ["B.a1", "H1.4"]);
    // Blessing of Man: on a discard, paid as a self-draw (each pays 2H).
    let r = with(json!({"blessing": "man", "seat": "south", "win": "discard", "discarder": "east"}));
    assert_eq!(ids(&r), ["B.a1", "H1.3"]);
    assert_eq!(r["payments"], json!({"east": -130, "south": 390, "west": -130, "north": -130}));
    for bad in [
        json!({"blessing": "heaven", "seat": "south"}),
        json!({"blessing": "earth"}),
        json!({"blessing": "man", "seat": "south"}),
        json!({"blessing": "heaven", "last_tile": true}),
    ] {
        assert_eq!(with(bad.clone())["error"]["code"], "contradictory_win", "{bad}");
    }
    let r =
        run(json!({"hand": "123m456p11z23s", "win_tile": "4s", "melds": [{"tiles": "789s"}], "blessing": "heaven"}));
    assert_eq!(r["error"]["code"], "contradictory_win");
}

#[test]
fn concealed_discard_halves_r19() {
    // 65 points, revealed concealed discard: H = 32.5, discard minimum met at full score.
    let r = run(json!({"hand": "234567m234567p8s", "win_tile": "8s", "win": "concealed_discard", "discarder": "west"}));
    assert_eq!(ids(&r), ["C1.1", "F3.b3", "H3.1"]);
    assert_eq!(
        (r["score"].clone(), r["full_score"].clone(), r["can_win"].clone()),
        (json!(32.5), json!(65), json!(true))
    );
    // 32.5 ≤ 50: the burier pays 65, the others 32.5.
    assert_eq!(r["payments"], json!({"east": 130, "south": -32.5, "west": -65, "north": -32.5}));
    let hidden = r["patterns"].as_array().unwrap().iter().find(|p| p["id"] == "H3.1").unwrap().clone();
    assert_eq!((hidden["points"].clone(), hidden["name"].clone()), (json!(0), json!("Hidden Path Revealed")));
    // Only the Standard edition has Concealed Discard (docs/rules.md).
    let r = run(json!({"hand": "234567m234567p8s", "win_tile": "8s", "win": "concealed_discard", "discarder": "west",
                        "edition": "intermediate"}));
    assert_eq!(r["error"]["code"], "contradictory_win");
    // A limit hand halves after the limit: Big Three Dragons + ... (205 → 200 → 100).
    let r =
        run(json!({"hand": "456456m456456p5s", "win_tile": "5s", "win": "concealed_discard", "discarder": "north"}));
    assert_eq!((r["score"].clone(), r["full_score"].clone()), (json!(100), json!(200)));
    // 100 > 50: the others pay 50, the burier 4·100 − 100 = 300.
    assert_eq!(r["payments"], json!({"east": 400, "south": -50, "west": -50, "north": -300}));
}

#[test]
fn nine_gates_r11() {
    let ng = |hand: &str, win: &str, how: Value| {
        let mut r = json!({"hand": hand, "win_tile": win});
        r.as_object_mut().unwrap().extend(how.as_object().unwrap().clone());
        run(r)
    };
    let disc = json!({"win": "discard", "discarder": "south"});
    // The core waiting on 5m: Nine Gates by self-draw and on a discard.
    assert!(ids(&ng("1112345678999m", "5m", json!({}))).contains(&"A.6".into()));
    assert!(ids(&ng("1112345678999m", "5m", disc.clone())).contains(&"A.6".into()));
    // The extra tile drawn earlier: Nine Gates only if self-drawn; on a discard, Melded Nine Gates.
    assert!(ids(&ng("1112335678999p", "4p", json!({}))).contains(&"A.6".into()));
    let r = ng("1112335678999p", "4p", disc);
    assert!(ids(&r).contains(&"A.4".into()) && !ids(&r).contains(&"A.6".into()));
    assert_eq!(excluded(&r, "A.3").as_deref(), Some("same category as A.4"));
    // With melds: Melded Nine Gates.
    // With a meld: Melded Nine Gates; these tiles are also King Straight (240, the limit).
    let r = run(json!({"hand": "2345678999s", "win_tile": "5s", "melds": [{"tiles": "111s"}]}));
    assert_eq!(ids(&r), ["A.4", "F6.8"]);
    assert_eq!((r["total"].clone(), r["score"].clone(), r["limit"].clone()), (json!(400), json!(240), json!("F6.8")));
}

#[test]
fn value_honor_counts_seat_wind_and_dragons_r10() {
    // SSS and WWW pungs, a Red pung: at South, Value Honor twice (South, Red); West never (not seat).
    let r = run(json!({"hand": "222333777z123m4p", "win_tile": "4p", "seat": "south"}));
    assert_eq!(ids(&r).iter().filter(|i| *i == "E1.1").count(), 2);
    let r = run(json!({"hand": "222333777z123m4p", "win_tile": "4p", "seat": "east"}));
    assert_eq!(ids(&r).iter().filter(|i| *i == "E1.1").count(), 1);
    // A dragon pung used by Little Three Dragons does not also score Value Honor (same category).
    let r = run(json!({"hand": "555666z77z123m45p", "win_tile": "6p"}));
    assert_eq!(ids(&r), ["C4.1", "E1.2"]);
    assert_eq!(excluded(&r, "E1.1").as_deref(), Some("same category as E1.2"));
}

#[test]
fn kongs_count_as_triplets_r3() {
    // A concealed kong of 5m and a pung of 6m: Two Consecutive Triplets and One Quad.
    let r = run(json!({"hand": "666m123p678s1s", "win_tile": "1s", "melds": [{"tiles": "5555m", "concealed": true}]}));
    assert_eq!(ids(&r), ["D.1", "F4.1"]);
    assert_eq!(r["groups"].as_array().unwrap().iter().find(|g| g["kind"] == "kong").unwrap()["exposed"], false);
    // A three-tile pung with the same chow is a Tile Hog.
    let r = run(json!({"hand": "555666m345m789p1s", "win_tile": "1s"}));
    assert!(ids(&r).contains(&"F5.1".into()), "{r}");
    assert_eq!(r["groups"][0]["exposed"], false);
}

#[test]
fn seven_pairs_needs_no_melds_and_an_edition_with_it_r2() {
    let r = run(json!({"hand": "1133557799m22p3p", "win_tile": "3p", "edition": "beginner"}));
    assert_eq!(r["error"]["code"], "not_winning");
    let r = run(json!({"hand": "1133557799m223p", "win_tile": "3p", "edition": "basic"}));
    assert_eq!(r["shape"], "seven_pairs");
    assert_eq!(ids(&r), ["B.b1"]);
}

#[test]
fn special_shapes_by_edition_r2() {
    let knitted = json!({"hand": "147m258p369s1234z", "win_tile": "5z"});
    for (edition, ok) in [("basic", false), ("intermediate", true), ("standard", true)] {
        let mut req = knitted.clone();
        req["edition"] = json!(edition);
        let r = run(req);
        assert_eq!(r["ok"], ok, "{edition}: {r}");
    }
    let plaid = json!({"hand": "147m147p14s12345z", "win_tile": "7z", "edition": "intermediate"});
    assert_eq!(run(plaid)["error"]["code"], "not_winning");
}

#[test]
fn alternatives_list_every_other_reading() {
    let r = run(json!({"hand": "1122334455667m", "win_tile": "7m"}));
    let alts = r["alternatives"].as_array().unwrap();
    assert!(!alts.is_empty());
    // Seven Consecutive Pairs (320) beats every four-sets reading.
    assert_eq!((r["shape"].clone(), r["score"].clone()), (json!("seven_pairs"), json!(320)));
    assert!(alts.iter().all(|a| a["score"].as_u64().unwrap() <= 320));
}

#[test]
fn chance_patterns_by_edition() {
    let base = |extra: Value, edition: &str| {
        let mut r = json!({"hand": "123m456p678s11z23s", "win_tile": "4s", "edition": edition, "level": "I"});
        r.as_object_mut().unwrap().extend(extra.as_object().unwrap().clone());
        run(r)
    };
    let cases = [
        ("H1.1", "basic", json!({"last_tile": true})),
        ("H1.2", "basic", json!({"last_tile": true, "win": "discard", "discarder": "west"})),
        ("H2.1", "basic", json!({"win": "robbing_kong", "discarder": "west"})),
        ("H1.3", "intermediate", json!({"blessing": "man", "seat": "south", "win": "discard", "discarder": "west"})),
        ("H1.4", "intermediate", json!({"blessing": "earth", "seat": "south"})),
        ("H1.5", "intermediate", json!({"blessing": "heaven"})),
    ];
    for (id, from, extra) in cases {
        for edition in ["beginner", "basic", "intermediate", "standard"] {
            let r = base(extra.clone(), edition);
            let has = edition.parse::<fourseas::Edition>().unwrap() >= from.parse().unwrap();
            assert_eq!(ids(&r).contains(&id.to_string()), has, "{id} in {edition}: {r}");
            if !has {
                assert_eq!(excluded(&r, id), Some(format!("not in this edition (from {from})")));
            }
        }
    }
    let r = run(json!({"hand": "123m456p11z23s", "win_tile": "4s", "melds": [{"tiles": "9999s"}],
                        "win": "kong_replacement", "edition": "beginner"}));
    assert_eq!(ids(&r), ["D.1"]);
    assert_eq!(excluded(&r, "H2.2").as_deref(), Some("not in this edition (from basic)"));
}

#[test]
fn every_pattern_has_a_test_hand() {
    let text =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/standard-examples.txt")).unwrap();
    let chance = ["H1.1", "H1.2", "H1.3", "H1.4", "H1.5", "H2.1", "H2.2", "H3.1"];
    for p in fourseas::RULEBOOK {
        let in_fixture = text.lines().any(|l| l.starts_with(&format!("{} |", p.id)));
        assert!(in_fixture || chance.contains(&p.id), "{} has no example hand", p.id);
    }
}

#[test]
fn quads_by_edition_d6() {
    let two = |edition: &str| {
        run(json!({"hand": "123m345p1z", "win_tile": "1z", "edition": edition, "level": "I",
                                          "melds": [{"tiles": "2222s"}, {"tiles": "7777p", "concealed": true}]}))
    };
    let r = two("standard");
    assert_eq!((ids(&r), r["total"].clone()), (vec!["D.2".to_string()], json!(30)));
    assert_eq!(excluded(&r, "D.1").as_deref(), Some("same category as D.2"));
    let r = two("basic");
    assert_eq!((ids(&r), r["total"].clone()), (vec!["D.1".to_string(), "D.1".into()], json!(20)));
    let r = run(json!({"hand": "2m", "win_tile": "2m", "edition": "basic",
                        "melds": [{"tiles": "1111s"}, {"tiles": "4444m"}, {"tiles": "5555p"}, {"tiles": "3333z"}]}));
    assert_eq!(
        (ids(&r), r["total"].clone()),
        (vec!["B.a2".to_string(), "D.1".into(), "D.1".into(), "D.1".into(), "D.1".into()], json!(70))
    );
}

#[test]
fn blessing_of_man_without_the_pattern_d11() {
    // Basic has no Blessing of Man: the win is paid as the discard it is.
    let r = run(json!({"hand": "123m456p678s11z23s", "win_tile": "4s", "blessing": "man", "seat": "south",
                        "win": "discard", "discarder": "east", "edition": "basic", "level": "I"}));
    assert_eq!(ids(&r), ["B.a1"]);
    assert_eq!(excluded(&r, "H1.3").as_deref(), Some("not in this edition (from intermediate)"));
    assert_eq!(r["payments"], json!({"east": -10, "south": 20, "west": -5, "north": -5}));
}
