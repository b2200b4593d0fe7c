//! Score sheets: each hand paid exactly as `score` pays it, mapped from seats to
//! players, with running totals; manual hands, draws, and errors naming the hand.

use crate::run;
use fourseas::api::{read, session, Reply, SessionRequest};
use serde_json::{json, Value};

fn settle(req: Value) -> Value {
    let reply = match read::<SessionRequest>(&req.to_string(), None) {
        Ok(req) => Reply::from(session(&req)),
        Err(e) => Reply::error(&e),
    };
    serde_json::to_value(reply).unwrap()
}

fn players() -> Value {
    json!([{"name": "Ann"}, {"name": "Bo", "edition": "basic"}, {"name": "Cy", "edition": "intermediate", "level": "II"},
           {"name": "Di", "level": "V"}])
}

const ROTATION: [[&str; 4]; 4] =
    [["Ann", "Bo", "Cy", "Di"], ["Bo", "Cy", "Di", "Ann"], ["Cy", "Di", "Ann", "Bo"], ["Di", "Ann", "Bo", "Cy"]];

fn seats(k: usize) -> Value {
    let r = ROTATION[k % 4];
    json!({"east": r[0], "south": r[1], "west": r[2], "north": r[3]})
}

/// The score request a session hand stands for: the table's editions and levels by seat.
fn as_score(req: &Value, seats: &Value) -> Value {
    let table: Vec<Value> = players().as_array().unwrap().clone();
    let player = |name: &str| table.iter().find(|p| p["name"] == name).unwrap().clone();
    let winner_seat = req.get("seat").and_then(Value::as_str).unwrap_or("east");
    let mut r = req.clone();
    let me = player(seats[winner_seat].as_str().unwrap());
    r["edition"] = me.get("edition").cloned().unwrap_or(json!("standard"));
    if let Some(l) = me.get("level") {
        r["level"] = l.clone();
    }
    let mut others = serde_json::Map::new();
    for s in ["east", "south", "west", "north"] {
        if s != winner_seat {
            let p = player(seats[s].as_str().unwrap());
            let mut spec = json!({"edition": p.get("edition").cloned().unwrap_or(json!("standard"))});
            if let Some(l) = p.get("level") {
                spec["level"] = l.clone();
            }
            others.insert(s.into(), spec);
        }
    }
    r["players"] = Value::Object(others);
    r
}

/// Every win type at every seat rotation: each hand's payments are `score`'s, seat by
/// seat, under the table's editions and levels; totals add up and sum to zero.
#[test]
fn hands_pay_as_score_pays_them() {
    let requests = [
        json!({"hand": "123m456p789s555z1s", "win_tile": "1s"}),
        json!({"hand": "234567m234567p8s", "win_tile": "8s", "win": "discard", "discarder": "north", "seat": "south"}),
        json!({"hand": "123m456p789s555z1s", "win_tile": "1s", "win": "robbing_kong", "discarder": "east", "seat": "west"}),
        json!({"hand": "123m456p11z23s", "win_tile": "4s", "melds": [{"tiles": "9999s"}], "win": "kong_replacement", "seat": "north"}),
        json!({"hand": "234567m234567p8s", "win_tile": "8s", "win": "concealed_discard", "discarder": "west", "seat": "east"}),
        json!({"hand": "123m456p789s555z1s", "win_tile": "1s", "last_tile": true, "win": "discard", "discarder": "south"}),
        json!({"hand": "1133557799m113p", "win_tile": "3p", "blessing": "man", "win": "discard", "discarder": "east", "seat": "west"}),
    ];
    let mut hands = Vec::new();
    let mut expected = Vec::new();
    for rot in 0..4 {
        for (i, r) in requests.iter().enumerate() {
            let k = rot + i;
            let s = seats(k);
            let want = run(as_score(r, &s));
            // Concealed Discard only where the winner plays Standard (D1): skip the others.
            if want["ok"] != true {
                continue;
            }
            hands.push(json!({"seats": s, "request": r}));
            expected.push((want, s));
        }
    }
    assert!(hands.len() >= 20, "{}", hands.len());
    let out = settle(json!({"players": players(), "hands": hands}));
    assert_eq!(out["ok"], true, "{out}");
    let mut totals = std::collections::BTreeMap::<String, f64>::new();
    for (h, (want, s)) in out["hands"].as_array().unwrap().iter().zip(&expected) {
        assert_eq!(h["score"], want["score"]);
        for seat in ["east", "south", "west", "north"] {
            let name = s[seat].as_str().unwrap();
            assert_eq!(h["payments"][name], want["payments"][seat], "{seat} {name}: {h} vs {want}");
            *totals.entry(name.into()).or_default() += want["payments"][seat].as_f64().unwrap();
        }
        for (name, t) in &totals {
            assert_eq!(h["totals"][name].as_f64().unwrap(), *t);
        }
    }
    let sum: f64 = out["totals"].as_object().unwrap().values().map(|v| v.as_f64().unwrap()).sum();
    assert_eq!(sum, 0.0);
    // Names in table order.
    assert_eq!(out["totals"].as_object().unwrap().keys().collect::<Vec<_>>(), ["Ann", "Bo", "Cy", "Di"]);
}

/// Concealed Discard halves stay exact in payments and totals (R19).
#[test]
fn concealed_discard_halves() {
    let out = settle(json!({"players": players(), "hands": [
        {"seats": seats(0), "request": {"hand": "234567m234567p8s", "win_tile": "8s", "win": "concealed_discard",
                                         "discarder": "west", "seat": "east"}}]}));
    // Ann (Standard) 65 halved: 32.5; Cy the discarder (Intermediate, 65 there too) pays 2·32.5.
    assert_eq!(out["hands"][0]["score"], 32.5);
    assert_eq!(out["hands"][0]["payments"]["Cy"], -65);
    assert_eq!(out["hands"][0]["payments"]["Di"], -32.5);
    assert_eq!(out["hands"][0]["payments"]["Bo"], -15, "Basic scores it 30, halved 15");
    assert_eq!(out["totals"]["Ann"], 112.5);
}

/// Manual hands pay by R17 with the winner's edition's threshold; draws pay nothing.
#[test]
fn manual_hands_and_draws() {
    let out = settle(json!({"players": players(), "hands": [
        {"seats": seats(0), "manual": {"winner": "north", "win": "discard", "discarder": "east", "score": 70}},
        {"seats": seats(1), "manual": {"winner": "east", "score": 30}},
        {"seats": seats(2), "draw": true},
        {"seats": seats(3), "manual": {"winner": "south", "win": "concealed_discard", "discarder": "west", "score": 12.5}},
    ]}));
    assert_eq!(out["ok"], true, "{out}");
    // Di wins 70 on Ann's discard, F = 50 (Standard): Ann 4·70 − 100 = 180, others 50.
    assert_eq!(out["hands"][0]["payments"], json!({"Ann": -180, "Bo": -50, "Cy": -50, "Di": 280}));
    // Bo (Basic, F = 25) self-draws 30: each pays 60.
    assert_eq!(out["hands"][1]["payments"], json!({"Ann": -60, "Bo": 180, "Cy": -60, "Di": -60}));
    assert_eq!(out["hands"][2]["winner"], Value::Null);
    assert_eq!(out["hands"][2]["payments"], json!({"Ann": 0, "Bo": 0, "Cy": 0, "Di": 0}));
    // Ann (Standard) wins 12.5 on Bo's buried tile: Bo 25, the others 12.5.
    assert_eq!(out["hands"][3]["payments"], json!({"Ann": 50, "Bo": -25, "Cy": -12.5, "Di": -12.5}));
    assert_eq!(out["totals"], json!({"Ann": -190, "Bo": 105, "Cy": -122.5, "Di": 207.5}));
}

/// A hand that cannot be settled makes the whole answer an error naming it.
#[test]
fn errors_name_the_hand() {
    let cases = [
        (json!({"seats": seats(0), "request": {"hand": "123m456p789s11z24s", "win_tile": "7s"}}), "not_winning"),
        (json!({"seats": {"east": "Ann", "south": "Bo", "west": "Cy", "north": "Zoe"}, "draw": true}), "bad_value"),
        (json!({"seats": {"east": "Ann", "south": "Ann", "west": "Cy", "north": "Di"}, "draw": true}), "bad_request"),
        (json!({"seats": seats(0), "draw": true, "manual": {"winner": "east", "score": 5}}), "bad_request"),
        (json!({"seats": seats(0), "manual": {"winner": "east", "win": "discard", "score": 5}}), "bad_discarder"),
        (json!({"seats": seats(0), "manual": {"winner": "east", "score": 5.25}}), "bad_value"),
        (json!({"seats": seats(0), "manual": {"winner": "east", "score": -5}}), "bad_value"),
        // Bo plays Basic: no Concealed Discard (D1).
        (
            json!({"seats": seats(1), "manual": {"winner": "east", "win": "concealed_discard", "discarder": "west", "score": 5}}),
            "contradictory_win",
        ),
        (
            json!({"seats": seats(0), "request": {"hand": "123m456p789s555z1s", "win_tile": "1s", "edition": "basic"}}),
            "bad_request",
        ),
    ];
    for (bad, code) in cases {
        let out = settle(json!({"players": players(), "hands": [{"seats": seats(0), "draw": true}, bad.clone()]}));
        assert_eq!(
            (out["error"]["code"].clone(), out["error"]["hand"].clone()),
            (json!(code), json!(1)),
            "{bad}: {out}"
        );
    }
    let out = settle(json!({"players": [{"name": "A"}, {"name": "A"}, {"name": "B"}, {"name": "C"}], "hands": []}));
    assert_eq!((out["error"]["code"].clone(), out["error"].get("hand")), (json!("bad_value"), None));
    let out = settle(json!({"players": [{"name": "A"}], "hands": []}));
    assert_eq!(out["error"]["code"], "bad_request");
    // The first hand at fault in sheet order is named, whatever its fault: a
    // hand that settles to an error comes before a later hand that cannot even
    // be read.
    let unsettled = json!({"seats": seats(0), "request": {"hand": "123m456p789s11z24s", "win_tile": "7s"}});
    let unread = json!({"seats": seats(0), "manual": {"winner": "east", "score": 5.25}});
    let contradictory = json!({"seats": seats(1), "manual": {"winner": "east", "win": "concealed_discard", "discarder": "west", "score": 5}});
    for (hands, code, at) in [
        (json!([unsettled, unread]), "not_winning", 0),
        (json!([unsettled, contradictory]), "not_winning", 0),
        (json!([unread, unsettled]), "bad_value", 0),
        (json!([{"seats": seats(0), "draw": true}, contradictory, unread]), "contradictory_win", 1),
    ] {
        let out = settle(json!({"players": players(), "hands": hands}));
        assert_eq!((out["error"]["code"].clone(), out["error"]["hand"].clone()), (json!(code), json!(at)), "{out}");
    }
    // A hand below its minimum is no fault (it pays nothing, D4): the bad hand after it is named.
    let below = json!({"seats": seats(0), "request": {"hand": "123m456p789s11z23s", "win_tile": "4s", "seat": "north", "win": "discard", "discarder": "east"}});
    let out = settle(json!({"players": players(), "hands": [below.clone()]}));
    assert_eq!(out["hands"][0]["can_win"], false, "{out}");
    let out = settle(json!({"players": players(), "hands": [below, unread]}));
    assert_eq!((out["error"]["code"].clone(), out["error"]["hand"].clone()), (json!("bad_value"), json!(1)));
}

#[test]
fn manual_scores_out_of_range_name_the_bound() {
    let manual = |score: Value| {
        let hand = json!({"seats": seats(0), "manual": {"winner": "east", "score": score}});
        settle(json!({"players": players(), "hands": [hand]}))
    };
    for big in [json!(1e15), json!(9007199254740993u64), json!(18446744073709551615u64), json!(-2e6), json!(1000000.5)]
    {
        let out = manual(big.clone());
        assert_eq!(out["error"]["code"], "bad_value", "{big}: {out}");
        let message = out["error"]["message"].as_str().unwrap();
        assert!(message.contains("out of range") && message.contains("1000000"), "{big}: {message}");
    }
    assert_eq!(manual(json!(1000000))["ok"], true);
    assert_eq!(manual(json!(12.25))["error"]["message"], "the hand score is not a whole or half number");
}

/// D33: after each hand the seats move on (R30), stay after the dealer's win
/// or a drawn hand as the club agreed, or never move; the answer's
/// `next_seats` follows the hands one by one, re-derived here by the rule's
/// own words; a session without `seating` answers as before, without it.
#[test]
fn seatings_say_who_sits_where_next() {
    let east = |s: &Value| s["east"].as_str().unwrap().to_string();
    let moved = |s: &Value| json!({"east": s["south"], "south": s["west"], "west": s["north"], "north": s["east"]});
    // A dealer's win, a draw, another seat's win, a dealer's win on a discard.
    let ends = [
        json!({"manual": {"winner": "east", "score": 30}}),
        json!({"draw": true}),
        json!({"manual": {"winner": "south", "score": 30}}),
        json!({"manual": {"winner": "east", "win": "discard", "discarder": "west", "score": 40}}),
    ];
    for seating in fourseas::Seating::ALL {
        let mut table = seats(0);
        let mut hands = Vec::new();
        for end in &ends {
            let mut hand = end.clone();
            hand["seats"] = table.clone();
            hands.push(hand);
            let answer = settle(json!({"players": players(), "hands": hands, "seating": seating.as_str()}));
            let (dealer_won, drawn) = (end["manual"]["winner"] == "east", end.get("draw").is_some());
            let stays = match seating.as_str() {
                "move_on" => false,
                "dealer_stays_on_win" => dealer_won,
                "dealer_stays_on_draw" => drawn,
                "dealer_stays" => dealer_won || drawn,
                "fixed" => true,
                other => panic!("a seating the test does not know: {other}"),
            };
            let next = if stays { table.clone() } else { moved(&table) };
            assert_eq!(answer["next_seats"], next, "{seating:?} after {end}");
            assert_eq!(stays, east(&next) == east(&table), "{seating:?}");
            table = next;
        }
    }
    // Without `seating` the answer has no `next_seats`; with no hands neither.
    let plain = settle(json!({"players": players(), "hands": [{"seats": seats(0), "draw": true}]}));
    assert!(plain["ok"] == json!(true) && plain.get("next_seats").is_none(), "{plain}");
    let empty = settle(json!({"players": players(), "seating": "fixed"}));
    assert!(empty["ok"] == json!(true) && empty.get("next_seats").is_none(), "{empty}");
    let bad = settle(json!({"players": players(), "seating": "dealer_leaves"}));
    assert_eq!(bad["error"]["code"], "bad_value", "{bad}");
}

/// The table's games move the seats on as `move_on` does (R30), hand after hand.
#[test]
fn a_game_moves_on_as_the_sheet_does() {
    let mut seats = fourseas::table::game::seats_in_hand(0);
    for i in 1..20 {
        let winner = [Some(fourseas::Seat::East), None, Some(fourseas::Seat::North)][i as usize % 3];
        seats = fourseas::Seating::MoveOn.next(&seats, winner);
        assert_eq!(seats, fourseas::table::game::seats_in_hand(i));
    }
}
