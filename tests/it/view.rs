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
