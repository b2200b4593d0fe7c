//! The worked examples and totals of `standard-explained.txt`,
//! `intermediate-explained.txt` and the rulings (R13, R20), with exact totals.
//! Where the documents print a hand only in prose, the hand is built from it.

use crate::{excluded, hand, ids, run};
use serde_json::{json, Value};

#[test]
fn pure_straight_beats_half_straight_twice_r13() {
    // 123m 456m 456m 789m 55p: Pure Straight + Two Identical Sequences + All Sequences = 55,
    // not Half Straight Twice + Two Identical Sequences = 50 (intermediate-explained §2).
    for edition in ["basic", "intermediate", "standard"] {
        let r = hand("123456456789m5p", "5p", edition);
        assert_eq!(r["total"], 55, "{edition}");
        assert_eq!(ids(&r), ["B.a1", "F1.1", "F3.a2"]);
    }
    let r = hand("123456456789m5p", "5p", "standard");
    assert_eq!(excluded(&r, "F3.b2").as_deref(), Some("same category as F3.a2"));
    // Beginner has neither straight: Half Straight twice (10) + F1.1 (10) + All Sequences (5).
    let r = hand("123456456789m5p", "5p", "beginner");
    assert_eq!(r["total"], 25);
    assert_eq!(ids(&r), ["B.a1", "F1.1", "F3.b1", "F3.b1"]);
}

#[test]
fn mirrored_half_straight_includes_mirrored_sequences_r13() {
    // 234m 567m 234p 567p 88s in Intermediate: Mirrored Half Straight + All Simples = 65.
    let r = hand("234567m234567p8s", "8s", "intermediate");
    assert_eq!(r["score"], 65);
    assert_eq!(ids(&r), ["C1.1", "F3.b3"]);
    assert_eq!(excluded(&r, "G1.c1").as_deref(), Some("included by F3.b3"));
    assert_eq!(excluded(&r, "B.a1").as_deref(), Some("included by F3.b3"));
    // Beginner and Basic: Two Similar Sequences twice, Half Straight twice, All Sequences,
    // All Simples = 30 (intermediate-explained §3).
    for edition in ["beginner", "basic"] {
        let r = hand("234567m234567p8s", "8s", edition);
        assert_eq!(r["score"], 30, "{edition}");
        assert_eq!(ids(&r), ["B.a1", "C1.1", "F3.b1", "F3.b1", "G1.a1", "G1.a1"]);
    }
}

#[test]
fn mirrored_sequences_and_triplets_without_little_three_similar_triplets() {
    // standard-explained §6: Mirrored Sequences and Triplets + All Simples = 65;
    // Little Three Similar Triplets must not be added.
    let r = hand("234m234p666m666p6s", "6s", "standard");
    assert_eq!(r["score"], 65);
    assert_eq!(ids(&r), ["C1.1", "G1.c2"]);
    assert_eq!(excluded(&r, "G1.b2").as_deref(), Some("same category as G1.c2"));
}

#[test]
fn counted_limit_205_scores_200() {
    // standard-explained §8: All Symmetric + Two Identical Sequences Twice + Mirrored
    // Sequences + All Simples = 80 + 80 + 40 + 5 = 205, scored 200.
    let r = hand("456456m456456p5s", "5s", "standard");
    assert_eq!(ids(&r), ["C1.1", "C2.3", "F1.2", "G1.c1"]);
    assert_eq!(
        (r["total"].clone(), r["score"].clone(), r["limit"].clone()),
        (json!(205), json!(200), json!("counted"))
    );
}

#[test]
fn all_honors_and_little_four_winds_score_240() {
    // §8: All Honors, Little Four Winds, All Triplets and Value Honor twice (East seat): 240.
    let r = hand("111333444z777z2z", "2z", "standard");
    assert_eq!(ids(&r), ["A.5", "B.a2", "E1.1", "E1.1", "E2.5"]);
    assert_eq!((r["total"].clone(), r["score"].clone(), r["limit"].clone()), (json!(530), json!(240), json!("A.5")));
}

#[test]
fn all_terminals_and_mirrored_triplets_score_320() {
    // §8: All Terminals and Mirrored Triplets: 320, from All Terminals.
    let r = hand("111999m111999p1s", "1s", "standard");
    assert_eq!(ids(&r), ["C1.5", "G1.c3"]);
    assert_eq!((r["total"].clone(), r["score"].clone(), r["limit"].clone()), (json!(440), json!(320), json!("C1.5")));
    assert_eq!(excluded(&r, "C3.3").as_deref(), Some("included by C1.5"));
    assert_eq!(excluded(&r, "B.a2").as_deref(), Some("included by G1.c3"));
}

#[test]
fn all_odd_with_seven_pairs() {
    // intermediate-explained §2 prints "All Odd plus Seven Pairs scores 60 + 40 = 100" from an
    // older table; by R1 both patterns are worth 60 in every edition that has them: 120.
    let r = hand("1133m5577p33559s", "9s", "standard");
    assert_eq!(ids(&r), ["B.b1", "C3.3"]);
    assert_eq!(r["score"], 120);
}

#[test]
fn mixed_outside_with_mixed_linked() {
    // intermediate-explained §1.3: Mixed Outside Hand with Mixed Linked on rank one.
    let r = hand("123m111p123s111z1s", "1s", "intermediate");
    assert_eq!(ids(&r), ["C1.2", "C2.1", "E1.1", "G1.a1"]);
    assert_eq!(r["score"], 30 + 20 + 10 + 5);
    // And Pure Outside Hand with All Linked on rank nine.
    let r = hand("789m999p789789s9m", "9m", "intermediate");
    assert_eq!(ids(&r), ["C1.3", "C2.2", "F1.1", "G1.a1"]);
    assert_eq!(r["score"], 40 + 40 + 10 + 5);
}

#[test]
fn mixed_levels_self_draw_r20() {
    // intermediate-explained §3, first example: the Beginner winner's hand scores 30 for
    // everyone (65 under Intermediate, but the lower score is used). By R17 each opponent
    // pays 2H = 60; the document's "a total of thirty points" does not follow R17/R20.
    let r = run(json!({
        "hand": "234567m234567p8s", "win_tile": "8s", "edition": "beginner", "level": "I",
        "players": {"south": {"edition": "basic"}, "west": {"edition": "basic"}, "north": {"edition": "intermediate"}}
    }));
    assert_eq!(r["score"], 30);
    assert_eq!(r["payer_scores"], json!({"south": 30, "west": 30, "north": 30}));
    assert_eq!(r["payments"], json!({"east": 180, "south": -60, "west": -60, "north": -60}));
}

#[test]
fn mixed_levels_discard_r20() {
    // Second example as R20 reads it: a 70-point Intermediate hand (Three Shifted
    // Sequences + All Sequences + All Simples), 10 under Basic. The Intermediate opponent
    // pays 50, the other Basic opponent 10, the Basic discarder 20.
    let r = run(json!({
        "hand": "234345456m678p5s", "win_tile": "5s", "win": "discard", "seat": "south", "discarder": "west",
        "edition": "intermediate",
        "players": {"east": {"edition": "basic"}, "west": {"edition": "basic"}, "north": {"edition": "intermediate"}}
    }));
    assert_eq!(ids(&r), ["B.a1", "C1.1", "F2.3"]);
    assert_eq!(r["score"], 70);
    assert_eq!(r["payer_scores"], json!({"east": 10, "west": 10, "north": 70}));
    assert_eq!(r["payments"], json!({"east": -10, "south": 80, "west": -20, "north": -50}));
}

#[test]
fn all_triplets_family_table() {
    // standard-explained §3: the scoring column of the triplet family's table, each as
    // an All Triplets hand with no other pattern.
    let rows = [
        ("222m555p888s333z6m", "6m", 30, vec!["B.a2"]),
        ("333m555p777s333z9m", "9m", 50, vec!["B.a2", "C3.1"]),
        ("222m555m888m333z4z", "4z", 60, vec!["A.2", "B.a2"]),
        ("222m444p888s333z6m", "6m", 60, vec!["B.a2", "C3.2"]),
        ("333m555p777s999m1p", "1p", 90, vec!["B.a2", "C3.3"]),
        ("111m999p333z444z1s", "1s", 110, vec!["B.a2", "C1.4"]),
        ("222m444p666s888m2p", "2p", 110, vec!["B.a2", "C3.4"]),
        ("222s444s777s999s5s", "5s", 90, vec!["A.3", "B.a2"]),
    ];
    for (tiles, win, total, want) in rows {
        let r = hand(tiles, win, "standard");
        assert_eq!(ids(&r), want, "{tiles}");
        assert_eq!(r["total"], total, "{tiles}");
    }
}

/// R22: four alike in Seven Pairs are two pairs, so the honor-pair patterns count
/// once per disjoint set of pairs. Three quads: Seven Pairs with Three Quads sets
/// the score, and the total and the pattern list change.
#[test]
fn honor_pairs_count_per_disjoint_set_of_pairs_r22() {
    let cases = [
        ("5555666677773z", "3z", vec!["A.5", "B.b6", "E1.4", "E1.4"], 640),
        ("1111222233337z", "7z", vec!["A.5", "B.b6", "E2.3", "E2.3"], 600),
        ("1111222233334z", "4z", vec!["A.5", "B.b6", "E2.3", "E2.4"], 660),
    ];
    for (tiles, win, want, total) in cases {
        let r = hand(tiles, win, "standard");
        assert_eq!(ids(&r), want, "{tiles}");
        assert_eq!((r["total"].clone(), r["score"].clone()), (json!(total), json!(320)), "{tiles}");
        assert_eq!(
            (r["limit"].clone(), r["limit_name"].clone()),
            (json!("B.b6"), json!("Seven Pairs with Three Quads"))
        );
        // Each set of pairs is disjoint from the other.
        let groups: Vec<&Value> = r["patterns"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|p| p["points"] != 240 && p["points"] != 320)
            .map(|p| &p["groups"])
            .collect();
        let a: Vec<u64> = groups[0].as_array().unwrap().iter().map(|g| g.as_u64().unwrap()).collect();
        assert!(groups[1].as_array().unwrap().iter().all(|g| !a.contains(&g.as_u64().unwrap())), "{tiles}: {r}");
    }
    // One quad among the winds: Three-Wind Pairs can use only one set.
    let r = hand("1111223344556z", "6z", "standard");
    assert_eq!(ids(&r).iter().filter(|p| *p == "E2.3").count(), 0, "{r}");
    let r = hand("1111223355667z", "7z", "standard");
    assert_eq!(ids(&r).iter().filter(|p| *p == "E2.3").count(), 1, "{r}");
}
