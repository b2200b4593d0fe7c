//! `conditions`: which choices are possible for a hand, complete or still being
//! entered, each impossible one with the error choosing it would give; and the
//! one case rule of named values.

use crate::run;
use fourseas::api::{conditions, editions, Reply, Request};
use serde_json::{json, Value};

fn cond(req: Value) -> Value {
    let req: Request = serde_json::from_value(req).unwrap();
    serde_json::to_value(Reply::from(conditions(&req))).unwrap()
}

/// The error code of one option of a list (`None` when possible).
fn option(c: &Value, list: &str, value: &str) -> Option<String> {
    let o =
        c[list].as_array().unwrap().iter().find(|o| o["value"] == value).unwrap_or_else(|| panic!("{list} {value}"));
    assert_eq!(o["possible"], o.get("error").is_none(), "{o}");
    o.get("error").map(|e| e["code"].as_str().unwrap().to_string())
}

fn tile<'a>(c: &'a Value, t: &str) -> &'a Value {
    c["tiles"].as_array().unwrap().iter().find(|x| x["tile"] == t).unwrap()
}

/// Every option judged possible scores without error when chosen, and every
/// option judged impossible fails with the error given: the two paths agree.
#[test]
fn options_agree_with_scoring() {
    let hands = [
        json!({"hand": "123m456p789s11z23s", "win_tile": "4s"}),
        json!({"hand": "123m456p11z23s", "win_tile": "4s", "melds": [{"tiles": "9999s"}]}),
        json!({"hand": "123m456p11z23s", "win_tile": "4s", "melds": [{"tiles": "9999s", "concealed": true}], "seat": "south"}),
        json!({"hand": "1122334455667m", "win_tile": "7m", "edition": "basic"}),
        json!({"hand": "19m19p19s1234567z", "win_tile": "1z", "seat": "west"}),
        json!({"hand": "123m456p789s11z23s", "win_tile": "4s", "blessing": "heaven"}),
        json!({"hand": "123m456p789s11z23s", "win_tile": "4s", "win": "discard", "seat": "north", "discarder": "east"}),
        json!({"hand": "123m456p789s11z23s", "win_tile": "4s", "last_tile": true}),
    ];
    let mut checked = 0;
    for base in hands {
        assert_eq!(run(base.clone())["ok"], true, "the base request is valid: {base}");
        let c = cond(base.clone());
        assert_eq!((c["ok"].clone(), c["complete"].clone()), (json!(true), json!(true)), "{base}: {c}");
        let with = |key: &str, v: Value| {
            let mut r = base.clone();
            r[key] = v;
            r
        };
        let seat = base.get("seat").and_then(Value::as_str).unwrap_or("east").to_string();
        for o in c["win"].as_array().unwrap() {
            let discard_style =
                ["discard", "robbing_kong", "concealed_discard"].contains(&o["value"].as_str().unwrap());
            let mut req = with("win", o["value"].clone());
            // A discarder comes with a discard-style win and goes without one.
            if !discard_style {
                req.as_object_mut().unwrap().remove("discarder");
            } else if req.get("discarder").is_none() {
                let next =
                    ["east", "south", "west", "north"].iter().cycle().skip_while(|s| **s != seat).nth(1).unwrap();
                req["discarder"] = json!(next);
            }
            agree(&req, o, &mut checked);
        }
        for o in c["blessing"].as_array().unwrap() {
            agree(&with("blessing", o["value"].clone()), o, &mut checked);
        }
        for o in c["edition"].as_array().unwrap() {
            agree(&with("edition", o["value"].clone()), o, &mut checked);
        }
        agree(&with("last_tile", json!(true)), &c["last_tile"], &mut checked);
    }
    assert!(checked > 80, "{checked}");
}

fn agree(req: &Value, option: &Value, checked: &mut usize) {
    let r = run(req.clone());
    if option["possible"] == true {
        assert_eq!(r["ok"], true, "{req} was judged possible: {r}");
    } else {
        assert_eq!(r["error"], option["error"], "{req}");
    }
    *checked += 1;
}

#[test]
fn win_types_blessings_and_last_tile() {
    let c = cond(json!({"hand": "123m456p789s11z23s", "win_tile": "4s"}));
    assert_eq!(option(&c, "win", "self_draw"), None);
    assert_eq!(option(&c, "win", "discard"), None);
    assert_eq!(option(&c, "win", "kong_replacement").as_deref(), Some("contradictory_win"));
    assert_eq!(option(&c, "win", "robbing_kong"), None);
    assert_eq!(option(&c, "blessing", "heaven"), None);
    assert_eq!(option(&c, "blessing", "earth").as_deref(), Some("contradictory_win"));
    assert_eq!(c["last_tile"], json!({"possible": true}));
    // Robbing a kong needs the only copy of the winning tile (R18).
    let c = cond(json!({"hand": "123m456p789s11z34s", "win_tile": "4s"}));
    assert_eq!(option(&c, "win", "robbing_kong").as_deref(), Some("contradictory_win"));
    // With a blessing, the last tile and the other win types are impossible (D8, R18).
    let c = cond(json!({"hand": "123m456p789s11z23s", "win_tile": "4s", "blessing": "heaven"}));
    assert_eq!(c["last_tile"]["error"]["code"], "contradictory_win");
    assert_eq!(option(&c, "win", "discard").as_deref(), Some("contradictory_win"));
    assert_eq!(option(&c, "seat", "south").as_deref(), Some("contradictory_win"));
    // Concealed Discard only where the edition has it (D1), both ways round.
    let c = cond(json!({"hand": "123m456p789s11z23s", "win_tile": "4s", "edition": "basic"}));
    assert_eq!(option(&c, "win", "concealed_discard").as_deref(), Some("contradictory_win"));
    let c =
        cond(json!({"hand": "123m456p789s11z23s", "win_tile": "4s", "win": "concealed_discard", "discarder": "west"}));
    assert_eq!(option(&c, "edition", "standard"), None);
    assert_eq!(option(&c, "edition", "intermediate").as_deref(), Some("contradictory_win"));
}

#[test]
fn discarders_and_seats() {
    let c = cond(json!({"hand": "123m456p789s11z23s", "win_tile": "4s"}));
    for s in ["east", "south", "west", "north"] {
        assert_eq!(option(&c, "discarder", s).as_deref(), Some("bad_discarder"), "self-draw: no discarder");
    }
    let c = cond(json!({"hand": "123m456p789s11z23s", "win_tile": "4s", "win": "discard", "seat": "west"}));
    assert_eq!(option(&c, "discarder", "west").as_deref(), Some("bad_discarder"));
    assert_eq!(option(&c, "discarder", "north"), None);
    // Taking the discarder's seat moves the discarder on, so every seat is possible.
    let c = cond(json!({"hand": "123m456p789s11z23s", "win_tile": "4s", "win": "discard", "discarder": "south"}));
    assert!(c["seat"].as_array().unwrap().iter().all(|o| o["possible"] == true), "{c}");
}

#[test]
fn editions_need_a_winning_shape_once_the_hand_is_full() {
    // Seven Pairs wins from Basic on (R2).
    let c = cond(json!({"hand": "1133557799m224p", "win_tile": "4p"}));
    assert_eq!(option(&c, "edition", "beginner").as_deref(), Some("not_winning"));
    assert_eq!(option(&c, "edition", "basic"), None);
    // Honors and Plaid Tiles only in Standard.
    let c = cond(json!({"hand": "147m147p47s12345z", "win_tile": "6z"}));
    assert_eq!(option(&c, "edition", "intermediate").as_deref(), Some("not_winning"));
    assert_eq!(option(&c, "edition", "standard"), None);
    // An incomplete hand: no shape check yet.
    let c = cond(json!({"hand": "1122m"}));
    assert_eq!(c["complete"], false);
    assert!(c["edition"].as_array().unwrap().iter().all(|o| o["possible"] == true));
}

#[test]
fn tiles_and_melds_to_add_r21() {
    // Four copies used: no fifth, no pung; a chow cannot start on 8.
    let c = cond(json!({"hand": "1111m"}));
    assert_eq!(tile(&c, "1m")["add"]["error"]["code"], "too_many_copies");
    assert_eq!(tile(&c, "1m")["pung"]["error"]["code"], "too_many_copies");
    assert_eq!(tile(&c, "2m")["add"], json!({"possible": true}));
    assert_eq!(tile(&c, "8m")["chow"]["error"]["code"], "bad_meld");
    assert_eq!(tile(&c, "1z")["chow"]["error"]["code"], "bad_meld");
    assert_eq!(tile(&c, "7m")["chow"], json!({"possible": true}));
    assert_eq!(tile(&c, "5z")["concealed_kong"], json!({"possible": true}));
    // A full hand takes no more tiles and no meld.
    let c = cond(json!({"hand": "123m456p789s11z23s", "win_tile": "4s"}));
    assert!(c["tiles"].as_array().unwrap().iter().all(|t| t["add"]["error"]["code"] == "wrong_tile_count"));
    assert_eq!(tile(&c, "5z")["pung"]["error"]["code"], "wrong_tile_count");
    // Four melds: no fifth.
    let melds = json!([{"tiles": "123m"}, {"tiles": "123p"}, {"tiles": "123s"}, {"tiles": "456s"}]);
    let c = cond(json!({"hand": "5z", "melds": melds}));
    assert_eq!(tile(&c, "5z")["add"], json!({"possible": true}));
    assert_eq!(tile(&c, "6z")["pung"]["error"]["code"], "too_many_melds");
    // What the tiles already break is the answer's error.
    assert_eq!(cond(json!({"hand": "11111m"}))["error"]["code"], "too_many_copies");
    assert_eq!(cond(json!({"hand": "123m456p789s11z2345s"}))["error"]["code"], "wrong_tile_count");
    // The messages count melds as words do.
    let message = |c: &Value| c["message"].as_str().unwrap().to_string();
    let full = cond(json!({"hand": "123m456p789s11z23s", "win_tile": "4s"}));
    assert_eq!(message(&tile(&full, "1m")["add"]["error"]), "the hand is full: 14 concealed tiles with no melds");
    let one = cond(json!({"hand": "123m456p789s11z", "melds": [{"tiles": "555z"}]}));
    assert_eq!(message(&tile(&one, "1m")["add"]["error"]), "the hand is full: 11 concealed tiles with 1 meld");
    assert_eq!(
        message(&tile(&one, "6z")["pung"]["error"]),
        "no room for a meld: with 2 melds a hand holds 8 concealed tiles, not 11"
    );
    let too_many = cond(json!({"hand": "123m456p789s11z22s", "melds": [{"tiles": "555z"}]}));
    assert_eq!(message(&too_many["error"]), "with 1 meld a hand holds 11 concealed tiles, not 13");
}

#[test]
fn the_edition_table() {
    let t = serde_json::to_value(editions()).unwrap();
    let row = |e: &str| t["editions"].as_array().unwrap().iter().find(|r| r["edition"] == e).unwrap().clone();
    assert_eq!(row("basic")["payment_threshold"], 25);
    assert_eq!(row("beginner")["default_level"], "II");
    assert_eq!(row("basic")["default_level"], "III");
    assert_eq!(row("intermediate")["shapes"], json!(["standard", "seven_pairs", "knitted", "thirteen_orphans"]));
    assert_eq!(row("intermediate")["linked_on_seven_pairs"], false);
    assert_eq!(row("standard")["concealed_discard"], true);
    assert_eq!(row("intermediate")["concealed_discard"], false);
}

/// One case rule for every named value: any case is accepted; an unknown name lists
/// the accepted ones.
#[test]
fn names_in_any_case() {
    let r = run(json!({"hand": "123m456p789s11z23s", "win_tile": "4s", "win": "DISCARD", "discarder": "North",
                        "seat": "EAST", "edition": "Basic", "level": "iii", "blessing": null}));
    assert_eq!(
        (r["ok"].clone(), r["edition"].clone(), r["level"].clone()),
        (json!(true), json!("basic"), json!("III"))
    );
    let r = run(json!({"hand": "123m456p789s11z23s", "win_tile": "4s", "blessing": "Heaven"}));
    assert_eq!(r["ok"], true, "{r}");
    let r = run(json!({"hand": "123m456p789s11z23s", "win_tile": "4s", "edition": "expert"}));
    assert_eq!(r["error"]["message"], "edition 'expert' is not one of beginner, basic, intermediate or standard");
    // The same seat twice in `players`, in any case, is refused rather than one dropped.
    let r = run(json!({"hand": "123m456p789s11z23s", "win_tile": "4s",
                        "players": {"South": {"edition": "basic"}, "south": {"edition": "standard"}}}));
    assert_eq!(r["error"]["code"], "bad_request", "{r}");
    // A long bad value is quoted as a short excerpt.
    let r = run(json!({"hand": "123m456p789s11z23s", "win_tile": "4s", "seat": "x".repeat(10_000)}));
    assert!(r["error"]["message"].as_str().unwrap().len() < 200, "{r}");
}

/// `waiting` and `left` say what the page would otherwise count itself: a hand
/// one tile short of full (a kong counting three), and the copies of each tile
/// outside the hand and its melds; checked against `analyze`, which takes
/// exactly the waiting hands, and against a count of the tiles.
#[test]
fn waiting_and_copies_left() {
    use fourseas::api::{analyze, AnalyzeRequest};
    let cases = [
        (json!({"hand": "123m456p789s11z23s"}), true),
        (json!({"hand": "123m456p789s11z234s"}), false),
        (json!({"hand": "123m456p11z23s", "melds": [{"tiles": "5555z", "concealed": true}]}), true),
        (json!({"hand": "123m456p11z234s", "melds": [{"tiles": "5555z", "concealed": true}]}), false),
        (json!({"hand": "1m"}), false),
        (json!({"hand": "1112m", "melds": [{"tiles": "555p"}, {"tiles": "666p"}, {"tiles": "7777p"}]}), true),
    ];
    for (req, waiting) in cases {
        let c = cond(req.clone());
        assert_eq!(c["waiting"], waiting, "{req}");
        assert_eq!(c["count"] == 13, waiting, "{req}: {}", c["count"]);
        // A waiting hand is one `analyze` reads as waiting: it lists waits, not discards.
        let a: AnalyzeRequest = serde_json::from_value(req.clone()).unwrap();
        let a = serde_json::to_value(Reply::from(analyze(&a))).unwrap();
        if waiting {
            assert!(a["waits"].is_array() && a.get("discards").is_none(), "{req}: {a}");
        }
        let text = format!(
            "{}{}",
            req["hand"].as_str().unwrap(),
            req.get("melds").map_or(String::new(), |m| m
                .as_array()
                .unwrap()
                .iter()
                .map(|m| m["tiles"].as_str().unwrap())
                .collect())
        );
        let held = fourseas::notation::parse(&text).unwrap();
        for t in c["tiles"].as_array().unwrap() {
            let id = fourseas::notation::parse_tile(t["tile"].as_str().unwrap()).unwrap();
            let n = held.iter().filter(|&&x| x == id).count() as u64;
            assert_eq!(t["left"], 4 - n, "{req} {}", t["tile"]);
        }
    }
}
