//! A seat's view in the `table` contract: what it sees of the table, and its
//! `analyze` request, which read back is exactly the position the `table`
//! seat decides from (the page's coach asks the engine what that seat sees).

use fourseas::api::{self, AnalyzeRequest, TableRequest};
use fourseas::table::{Action, Setup, Table, View};
use fourseas::{notation, Edition, Offer, Position, Seat};
use serde_json::{json, Value};

/// The position the `table` seat builds from what it sees (its own path, not
/// the contract's): hand, melds, every tile it sees, its draws, the offer and
/// the table model's sight.
fn position(v: &View<'_>) -> Position {
    let seat = v.seat();
    let mut pos = Position::new(v.hand().tiles(), seat, *v.players());
    pos.melds = v.melds(seat).to_vec();
    let (seen, sight) = v.analysis_sight();
    pos.seen = seen;
    pos.draws_left = v.draws_left();
    pos.tail_discards = v.tail_discards();
    pos.offered = v.offered().map(|(tile, from)| Offer { tile, from });
    pos.table = Some(sight);
    pos
}

fn table(seed: u64, actions: &[Value]) -> Value {
    let req: TableRequest = serde_json::from_value(json!({"seed": seed, "actions": actions})).unwrap();
    serde_json::to_value(api::table(&req).unwrap()).unwrap()
}

#[test]
fn a_seats_view_reads_back_as_the_position_the_table_seat_decides_from() {
    let (mut checked, mut offers, mut hidden, mut buried) = (0, 0, 0, 0);
    for seed in [3, 7, 11, 42, 99, 2026] {
        let mut actions: Vec<Value> = Vec::new();
        loop {
            let r = table(seed, &actions);
            // The same actions on the engine's own table.
            let mut t = Table::deal(Setup::new(seed, Edition::Standard));
            for a in r["actions"].as_array().unwrap() {
                let seat: Seat = a["seat"].as_str().unwrap().parse().unwrap();
                let action =
                    Action::read(a["action"].as_str().unwrap(), a["tile"].as_str(), a["tiles"].as_str()).unwrap();
                t.apply(seat, action).unwrap();
            }
            let Some(seat) = t.to_act() else { break };
            assert_eq!(seat, Seat::East, "the built-in seats play until the person must act");
            let view = &r["view"];
            let v = t.view(Seat::East);
            let req: AnalyzeRequest = serde_json::from_value(view["analyze"].clone()).unwrap();
            assert_eq!(req.position().unwrap(), position(&v), "seed {seed}, action {}", actions.len());
            assert_eq!(view["hand"], notation::format(&v.hand().tiles()));
            assert_eq!(view["draws_left"], v.draws_left());
            // The others' unrevealed face-down discards are hidden; the viewer's own is not.
            for s in Seat::ALL {
                for (d, (tile, r)) in view["seats"][s.as_str()]["discards"].as_array().unwrap().iter().zip(v.river(s)) {
                    assert_eq!(d["tile"].as_str(), tile.map(|t| t.to_string()).as_deref());
                    assert_eq!(d["tile"].is_null(), r.concealed && !r.revealed && s != Seat::East);
                    hidden += usize::from(d["tile"].is_null());
                }
            }
            checked += 1;
            if view["offered"].is_object() {
                // The tile on offer is counted once (D37): the analysis answers.
                offers += 1;
                let pos = req.position().unwrap();
                fourseas::analyze(&pos).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
                let mut seen = v.seen();
                seen.remove(pos.offered.unwrap().tile, 1);
                assert_eq!(pos.seen, seen, "what the table shows, the offered tile apart");
            }
            // East buries its first discard when it may, passes on offers, else
            // discards its first legal tile.
            let legal: Vec<Value> = r["legal"].as_array().unwrap().clone();
            let pick = |kind: &str| legal.iter().find(|a| a["action"] == kind).cloned();
            let next = pick("conceal").or_else(|| pick("pass")).or_else(|| pick("discard")).unwrap_or(legal[0].clone());
            buried += usize::from(next["action"] == "conceal");
            let mut next = next.as_object().unwrap().clone();
            next.insert("seat".into(), json!("east"));
            actions = r["actions"].as_array().unwrap().clone();
            actions.push(Value::Object(next));
        }
    }
    assert!(checked > 80 && offers > 10 && hidden > 0 && buried == 6, "{checked} {offers} {hidden} {buried}");
}

#[test]
fn the_view_is_a_seat_or_none() {
    let r = |extra: Value| {
        let mut req = json!({"seed": 5, "seats": {"east": "efficiency", "south": "person"}});
        req.as_object_mut().unwrap().extend(extra.as_object().unwrap().clone());
        serde_json::to_value(api::table(&serde_json::from_value(req).unwrap()).unwrap()).unwrap()
    };
    assert_eq!(r(json!({}))["view"]["seat"], "south", "the first person from East");
    assert_eq!(r(json!({"view": "north"}))["view"]["seat"], "north");
    assert!(r(json!({"view": false})).get("view").is_none());
    let all = json!({"seed": 5, "seats": {"east": "efficiency"}, "auto": false});
    let all: TableRequest = serde_json::from_value(all).unwrap();
    assert!(api::table(&all).unwrap().view.is_none(), "south, west and north default to efficiency");
    assert!(serde_json::from_value::<TableRequest>(json!({"view": 3})).is_err());
    let middle: TableRequest = serde_json::from_value(json!({"view": "middle"})).unwrap();
    assert!(api::table(&middle).is_err());
}

/// Plays seed's hand with East choosing by `pick(answer)`; the actions taken.
fn hand_by(seed: u64, pick: impl Fn(&Value) -> Value) -> Vec<Value> {
    let mut actions: Vec<Value> = Vec::new();
    loop {
        let r = table(seed, &actions);
        actions = r["actions"].as_array().unwrap().clone();
        if r["to_act"].is_null() {
            return actions;
        }
        let mut next = pick(&r).as_object().unwrap().clone();
        next.insert("seat".into(), json!("east"));
        actions.push(Value::Object(next));
    }
}

/// East passes every offer and discards its first legal tile.
fn first_legal(r: &Value) -> Value {
    let legal = r["legal"].as_array().unwrap();
    legal.iter().find(|a| a["action"] == "pass" || a["action"] == "discard").unwrap().clone()
}

/// `decide`'s answer for East after `actions` (the `table` seat's model).
fn decided(seed: u64, actions: &[Value]) -> Value {
    let req: api::DecideRequest =
        serde_json::from_value(json!({"seed": seed, "actions": actions, "seat": "east"})).unwrap();
    serde_json::to_value(api::decide(&req).unwrap()).unwrap()
}

/// `decide`'s first action, as the table takes it without its seat.
fn advised(r: &Value) -> Value {
    let actions = r["actions"].as_array().unwrap();
    let seed = r["log"][0]["seed"].as_u64().unwrap();
    let d = decided(seed, actions);
    let mut first = d["actions"][0]["action"].as_object().unwrap().clone();
    first.remove("seat");
    Value::Object(first)
}

fn review(seed: u64, actions: &[Value]) -> Value {
    let req: api::ReviewRequest = serde_json::from_value(json!({"seed": seed, "actions": actions})).unwrap();
    serde_json::to_value(api::review(&req).unwrap()).unwrap()
}

#[test]
fn a_hand_played_by_the_advice_gives_up_nothing_in_its_review() {
    for seed in [3, 42] {
        let actions = hand_by(seed, advised);
        let r = review(seed, &actions);
        let decisions = r["decisions"].as_array().unwrap();
        // Every one of East's decisions, numbered 1, 2, 3 …, each the advice's first.
        let east = actions.iter().filter(|a| a["seat"] == "east").count();
        assert_eq!(decisions.len(), east);
        for (k, d) in decisions.iter().enumerate() {
            assert_eq!(d["number"], k + 1);
            assert_eq!(d["taken"], d["advised"], "{d}");
            assert_eq!(d["loss"], 0.0, "{d}");
        }
        assert_eq!(r["largest"], json!([]));
    }
}

#[test]
fn each_loss_is_the_advice_at_that_moment() {
    let seed = 11;
    let actions = hand_by(seed, first_legal);
    let r = review(seed, &actions);
    let decisions = r["decisions"].as_array().unwrap();
    assert!(decisions.iter().filter(|d| d["loss"].as_f64().unwrap() > 1.0).count() >= 3, "{r}");
    let mut sum = 0.0;
    for d in decisions {
        // The second path: `decide` for the hand just before, through the contract.
        let i = d["index"].as_u64().unwrap() as usize;
        let before = decided(seed, &actions[..i]);
        let list = before["actions"].as_array().unwrap();
        let first = &list[0];
        let mut want = first["action"].as_object().unwrap().clone();
        want.remove("seat");
        assert_eq!(d["advised"], Value::Object(want));
        let mut taken = actions[i].clone();
        let mine = list.iter().find(|x| x["action"] == taken).unwrap_or_else(|| panic!("{taken} is listed"));
        taken.as_object_mut().unwrap().remove("seat");
        assert_eq!(d["taken"], taken);
        assert_eq!(d["advised_gain"], first["value"]);
        assert_eq!(d["taken_gain"], mine["value"]);
        let loss = match (first["value"].as_f64(), mine["value"].as_f64()) {
            (Some(a), Some(b)) if d["taken"] != d["advised"] => (a - b).max(0.0),
            _ => 0.0,
        };
        assert!((d["loss"].as_f64().unwrap() - loss).abs() < 1e-12, "{d}: {loss}");
        sum += loss;
    }
    assert!((r["lost"].as_f64().unwrap() - sum).abs() < 1e-9);
    let losses: Vec<f64> = r["largest"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| decisions[i.as_u64().unwrap() as usize]["loss"].as_f64().unwrap())
        .collect();
    assert!(losses.len() == 3 && losses.windows(2).all(|w| w[0] >= w[1]), "{losses:?}");
    let top = decisions.iter().map(|d| d["loss"].as_f64().unwrap()).fold(0.0, f64::max);
    assert_eq!(losses[0], top);
    // Marked: a loss above the tolerance (1 point by default, or as asked).
    assert_eq!(r["tolerance"], 1.0);
    for d in decisions {
        assert_eq!(d["marked"], d["loss"].as_f64().unwrap() > 1.0, "{d}");
    }
    let ask = |tolerance: Value| {
        let req = json!({"seed": seed, "actions": &actions, "tolerance": tolerance});
        api::review(&serde_json::from_value(req).unwrap()).map(|r| serde_json::to_value(r).unwrap())
    };
    let strict = ask(json!(0.0)).unwrap();
    let marked = |r: &Value| r["decisions"].as_array().unwrap().iter().filter(|d| d["marked"] == true).count();
    assert_eq!(marked(&strict), decisions.iter().filter(|d| d["loss"].as_f64().unwrap() > 0.0).count());
    assert_eq!(serde_json::to_value(ask(json!(-1)).unwrap_err()).unwrap()["reason"], "out_of_range");
}

#[test]
fn a_kong_offered_to_be_robbed_is_counted_once() {
    use crate::table::{drive, table as dealt, wall};
    use fourseas::{Level, MeldKind};
    // tests/it/table.rs's R26 hand: West adds the fourth 5p to its pung; North may rob it.
    let w = wall(
        ["123m456m789m11z22s", "59p123s456s789s11z", "155p234m234s678s7z", "46p123m456s789s22z"],
        "9m",
        "1s8s3s4s5p",
        "",
    );
    let mut t = dealt(w, Level::I);
    let p5 = notation::parse_tile("5p").unwrap();
    let mut checked = false;
    drive(&mut t, |t, seat| {
        let v = t.view(seat);
        Ok(match seat {
            Seat::South if v.offered().is_none() && t.legal().contains(&Action::Discard(p5)) => {
                Some(Action::Discard(p5))
            }
            Seat::West if v.offered() == Some((p5, Seat::South)) => Some(Action::Pung(p5)),
            Seat::West if v.drawn() == Some(p5) => Some(Action::Kong(p5)),
            Seat::North if v.offered() == Some((p5, Seat::West)) => {
                // The kong shows four 5p; the analysis sees a pung and the offer (D37).
                assert_eq!(v.seen().get(p5), 4);
                let (seen, sight) = v.analysis_sight();
                assert_eq!(seen.get(p5), 3);
                assert!(sight.others[Seat::West].melds.iter().any(|m| m.tile == p5 && m.kind == MeldKind::Pung));
                let pos = position(&v);
                assert!(fourseas::analyze(&pos).is_ok(), "no fifth copy");
                // Only the seat asked is offered the tile.
                assert_eq!(t.view(Seat::East).offered(), None);
                checked = true;
                Some(Action::Pass)
            }
            _ => None,
        })
    });
    assert!(checked);
}

#[test]
fn an_offered_tile_listed_as_its_discarders_last_discard_is_counted_once() {
    let ask = |north: &str| {
        let req = json!({"hand": "1112345678999m", "level": "IV", "offered": {"tile": "5m", "from": "north"},
            "table": {"wall": 40, "seats": {"north": {"discards": north}, "south": {"discards": "19p5z"}}}});
        let req: AnalyzeRequest = serde_json::from_value(req).unwrap();
        serde_json::to_string(&api::analyze(&req).unwrap()).unwrap()
    };
    // The table as it lies (the offer its discarder's last discard), or without
    // it: the same answer (D37); an earlier copy is another tile.
    assert_eq!(ask("6z7z9p5m"), ask("6z7z9p"));
    assert_ne!(ask("6z7z5m9p5m"), ask("6z7z9p5m"));
}

fn frames(log: &str, extra: Value) -> Value {
    let mut req = json!({ "log": log });
    req.as_object_mut().unwrap().extend(extra.as_object().unwrap().clone());
    let req: api::FramesRequest = serde_json::from_value(req).unwrap();
    match api::frames(&req) {
        Ok(f) => serde_json::to_value(f).unwrap(),
        Err(e) => json!({ "error": serde_json::to_value(e).unwrap() }),
    }
}

#[test]
fn a_logs_frames_are_the_table_after_each_move() {
    let seed = 7;
    let actions = hand_by(seed, first_legal);
    let end = table(seed, &actions);
    let log: String = end["log"].as_array().unwrap().iter().map(|e| format!("{e}\n")).collect();
    let count = |s: &str| notation::parse(s).unwrap().len();
    // Open hands: every tile somewhere, each frame the move after the last.
    let open = frames(&log, json!({}));
    let list = open["frames"].as_array().unwrap();
    assert_eq!(list.len(), actions.len() + 1);
    assert!(list[0]["moved"].is_null() && list.last().unwrap()["to_act"].is_null());
    for (k, f) in list.iter().enumerate().skip(1) {
        let m = &f["moved"];
        assert_eq!(
            (&m["seat"], &m["action"], &m["tile"]),
            (&actions[k - 1]["seat"], &actions[k - 1]["action"], &actions[k - 1]["tile"])
        );
    }
    let mut buried_seen = 0;
    for f in list {
        let mut tiles = f["wall"].as_u64().unwrap() as usize;
        for s in Seat::ALL {
            let seat = &f["seats"][s.as_str()];
            tiles += count(seat["hand"].as_str().unwrap());
            tiles +=
                seat["melds"].as_array().unwrap().iter().map(|m| count(m["tiles"].as_str().unwrap())).sum::<usize>();
            for d in seat["discards"].as_array().unwrap() {
                tiles += usize::from(d["claimed"] == false);
                buried_seen += usize::from(d["concealed"] == true && !d["tile"].is_null());
            }
        }
        assert_eq!(tiles, 136, "every tile in one place");
    }
    assert!(buried_seen > 0, "open hands show the buried tiles");
    // East's eyes: the same as the table's own view of East at each point.
    // With `advice`, each of East's decisions carries the analysis request
    // East's view gives then, and no other frame one.
    let eyes = frames(&log, json!({"seat": "east", "advice": true}));
    let mut advised = 0;
    for (k, f) in eyes["frames"].as_array().unwrap().iter().enumerate() {
        let req: TableRequest =
            serde_json::from_value(json!({"seed": seed, "actions": &actions[..k], "auto": false})).unwrap();
        let v = serde_json::to_value(api::table(&req).unwrap()).unwrap()["view"].clone();
        assert_eq!(f["seats"]["east"]["hand"], v["hand"], "frame {k}");
        if f["to_act"] == "east" {
            assert_eq!(f["analyze"], v["analyze"], "frame {k}");
            advised += 1;
        } else {
            assert!(f.get("analyze").is_none(), "frame {k}: another seat's decision, hidden from East");
        }
        for s in Seat::ALL {
            let seat = &f["seats"][s.as_str()];
            assert_eq!(
                (&seat["melds"], &seat["discards"]),
                (&v["seats"][s.as_str()]["melds"], &v["seats"][s.as_str()]["discards"])
            );
            assert_eq!(seat["hand"].is_null(), s != Seat::East);
        }
    }
    assert!(advised > 10);
    let open = frames(&log, json!({"advice": true}));
    let list = open["frames"].as_array().unwrap();
    assert!(list.iter().all(|f| f["to_act"].is_null() == f.get("analyze").is_none()), "open hands: every decision");
    // A hand the log does not hold, and a log cut short: coded.
    assert_eq!(frames(&log, json!({"hand": 1}))["error"]["code"], "bad_value");
    let cut: String = log.lines().take(20).map(|l| format!("{l}\n")).collect();
    let e = frames(&cut, json!({}));
    assert_eq!((&e["error"]["code"], &e["error"]["event"]), (&json!("log_mismatch"), &json!(20)));
}
