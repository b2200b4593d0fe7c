//! Bad input gives a coded error, never a panic (R21), for every error code.

use crate::run;
use fourseas::api::{self, read, reply, HandSpec, Reply, Request};
use fourseas::ErrorCode;
use serde_json::json;

fn code(req: serde_json::Value) -> String {
    let r = run(req.clone());
    assert_eq!(r["ok"], false, "{req} → {r}");
    assert!(!r["error"]["message"].as_str().unwrap().is_empty());
    r["error"]["code"].as_str().unwrap().to_string()
}

#[test]
fn every_code_is_reachable() {
    let cases = [
        ("bad_notation", json!({"hand": "123x", "win_tile": "1m"})),
        ("bad_notation", json!({"hand": "🀫🀫🀫", "win_tile": "1m"})),
        ("wrong_tile_count", json!({"hand": "123m456p789s11z2s", "win_tile": "3s"})),
        ("wrong_tile_count", json!({"hand": "123m", "win_tile": "3s"})),
        ("too_many_copies", json!({"hand": "11111m456p789s11z", "win_tile": "3s"})),
        ("too_many_copies", json!({"hand": "1m456p789s11z2s", "win_tile": "3s", "melds": [{"tiles": "1111m"}]})),
        (
            "too_many_melds",
            json!({"hand": "1m", "win_tile": "1m", "melds": [{"tiles": "123m"}, {"tiles": "123p"}, {"tiles": "123s"}, {"tiles": "456s"}, {"tiles": "456p"}]}),
        ),
        ("bad_meld", json!({"hand": "123m456p789s1z", "win_tile": "1z", "melds": [{"tiles": "124m"}]})),
        ("bad_meld", json!({"hand": "123m456p789s1z", "win_tile": "1z", "melds": [{"tiles": "123z"}]})),
        (
            "bad_meld",
            json!({"hand": "123m456p789s1z", "win_tile": "1z", "melds": [{"tiles": "555m", "concealed": true}]}),
        ),
        ("bad_win_tile", json!({"hand": "123m456p789s11z24s"})),
        ("bad_win_tile", json!({"hand": "123m456p789s11z24s", "win_tile": "3s4s"})),
        ("bad_value", json!({"hand": "123m456p789s11z24s", "win_tile": "3s", "win": "tsumo"})),
        ("bad_value", json!({"hand": "123m456p789s11z24s", "win_tile": "3s", "seat": "centre"})),
        ("bad_value", json!({"hand": "123m456p789s11z24s", "win_tile": "3s", "edition": "expert"})),
        ("bad_value", json!({"hand": "123m456p789s11z24s", "win_tile": "3s", "level": "VI"})),
        ("bad_value", json!({"hand": "123m456p789s11z24s", "win_tile": "3s", "blessing": "moon"})),
        ("bad_discarder", json!({"hand": "123m456p789s11z24s", "win_tile": "3s", "win": "discard"})),
        (
            "bad_discarder",
            json!({"hand": "123m456p789s11z24s", "win_tile": "3s", "win": "discard", "discarder": "east"}),
        ),
        ("bad_discarder", json!({"hand": "123m456p789s11z24s", "win_tile": "3s", "discarder": "west"})),
        (
            "contradictory_win",
            json!({"hand": "123m456p789s11z24s", "win_tile": "3s", "win": "robbing_kong", "discarder": "west", "last_tile": true}),
        ),
        (
            "contradictory_win",
            json!({"hand": "123m456p789s11z24s", "win_tile": "3s", "win": "concealed_discard", "discarder": "west", "last_tile": true}),
        ),
        (
            "contradictory_win",
            json!({"hand": "123m456p789s11z24s", "win_tile": "3s", "edition": "basic", "players": {"east": {"edition": "standard"}}}),
        ),
        ("not_winning", json!({"hand": "123m456p789s11z24s", "win_tile": "7s"})),
    ];
    let mut seen = std::collections::BTreeSet::new();
    for (want, req) in cases {
        assert_eq!(code(req.clone()), want, "{req}");
        seen.insert(want);
    }
    // bad_request and too_large come from reading the JSON: see cli.rs and below.
    let long = format!(r#"{{"hand": "{}"}}"#, "1m".repeat(40_000));
    assert_eq!(fourseas::api::read::<Request>(&long, None).unwrap_err().code(), ErrorCode::TooLarge);
    seen.insert("too_large");
    // The table's codes, from the `table` contract (the actions so far) and `replay`.
    let table = |actions: serde_json::Value| {
        // Standard, but Basic (without Concealed Discard) for a burial.
        let edition = if actions[0]["action"] == "conceal" { "basic" } else { "standard" };
        let req: api::TableRequest =
            serde_json::from_value(json!({"seed": 11, "edition": edition, "actions": actions})).unwrap();
        let body = serde_json::to_value(Reply::from(api::table(&req))).unwrap();
        body["error"]["code"].as_str().unwrap_or("none").to_string()
    };
    let dealt =
        serde_json::to_value(Reply::from(api::table(&serde_json::from_value(json!({"seed": 11})).unwrap()))).unwrap();
    let east = fourseas::notation::parse(dealt["log"][0]["hands"]["east"].as_str().unwrap()).unwrap();
    let missing = fourseas::Tile::all().find(|t| !east.contains(t)).unwrap().to_string();
    let held = east[0].to_string();
    for (want, actions) in [
        ("out_of_turn", json!([{"seat": "south", "action": "discard", "tile": held}])),
        ("tile_not_held", json!([{"seat": "east", "action": "discard", "tile": missing}])),
        ("illegal_action", json!([{"seat": "east", "action": "pung", "tile": held}])),
        ("concealed_discard_used", json!([{"seat": "east", "action": "conceal", "tile": held}])),
    ] {
        assert_eq!(table(actions.clone()), want, "{actions}");
        seen.insert(want);
    }
    // below_minimum and hand_over: tests/it/table.rs builds the walls they need;
    // log_mismatch: a log that says another tile was drawn.
    let log = fourseas::api::play(&Default::default()).unwrap().log;
    let mut lines: Vec<serde_json::Value> = log.iter().map(|e| serde_json::to_value(e).unwrap()).collect();
    let draw = lines.iter().position(|l| l["type"] == "draw").unwrap();
    lines[draw]["tile"] = json!(if lines[draw]["tile"] == "1m" { "2m" } else { "1m" });
    let text: String = lines.iter().map(|l| l.to_string() + "\n").collect();
    assert_eq!(api::replay(&text).unwrap_err().0.error.code(), ErrorCode::LogMismatch);
    seen.extend(["below_minimum", "hand_over", "log_mismatch"]);
    for c in ErrorCode::ALL {
        assert!(c == ErrorCode::BadRequest || seen.contains(c.as_str()), "{c} untested");
    }
}

#[test]
fn unknown_fields_are_bad_requests() {
    let err = serde_json::from_value::<Request>(json!({"hand": "1m", "winning_tile": "1m"})).unwrap_err();
    assert!(err.to_string().contains("winning_tile"));
}

#[test]
fn odd_inputs_never_panic() {
    for hand in [
        "",
        " ",
        "0m",
        "99999999999999m",
        "1m2m3m4m5m6m7m8m9m1p2p3p4p5p6p7p",
        "🀄🀄🀄🀄🀄",
        "\u{0}",
        "1234567z",
        "EEEESSSSWWWWN",
    ] {
        for win in ["", "1m", "7z", "8z"] {
            let req = Request {
                hand: HandSpec { tiles: hand.into(), ..Default::default() },
                win_tile: Some(win.into()),
                ..Default::default()
            };
            assert!(matches!(reply(&req), Reply::Ok(_) | Reply::Err(_)));
        }
    }
}

#[test]
fn copies_past_counting_are_not_miscounted() {
    let many = "1z".repeat(20_000);
    let score = read(&json!({"hand": many, "win_tile": "1m"}).to_string(), None).and_then(|r| api::score(&r));
    let conditions = read(&json!({"hand": many}).to_string(), None).and_then(|r| api::conditions(&r));
    let seen = read(&json!({"hand": "123456789m1122z", "seen": many}).to_string(), None).and_then(|r| api::analyze(&r));
    let answers = [
        serde_json::to_value(Reply::from(score)).unwrap(),
        serde_json::to_value(Reply::from(conditions)).unwrap(),
        serde_json::to_value(Reply::from(seen)).unwrap(),
    ];
    let copies: Vec<_> = answers.iter().filter(|a| a["error"]["code"] == "too_many_copies").collect();
    assert!(!copies.is_empty(), "a hand of 20,000 East Winds is too_many_copies somewhere: {answers:?}");
    for a in copies {
        let message = a["error"]["message"].as_str().unwrap();
        assert!(message.starts_with("1z appears 255 times or more; there are only four of each tile"), "{message}");
    }
    let five = run(json!({"hand": "11111z2345678m9p", "win_tile": "9p"}));
    assert_eq!(five["error"]["message"], "1z appears 5 times; there are only four of each tile");
}
