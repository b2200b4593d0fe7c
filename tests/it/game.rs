//! A game played hand by hand through the `table` contract (`hand`,
//! `players`, `names`), and the score sheet a log's game makes (`replay`'s
//! `session` and `game_end`): the page's games are `play`'s games.

use fourseas::api::{self, PlayRequest, SessionRequest, TableRequest};
use serde_json::{json, Value};

fn table(req: Value) -> Result<Value, Value> {
    let req: TableRequest = serde_json::from_value(req).unwrap();
    api::table(&req).map(|r| serde_json::to_value(r).unwrap()).map_err(|e| serde_json::to_value(e).unwrap())
}

fn lines(events: &[Value]) -> String {
    events.iter().map(|e| format!("{e}\n")).collect()
}

#[test]
fn a_game_played_hand_by_hand_is_plays_game_and_its_sheet_settles_to_its_totals() {
    let players = ["efficiency", "efficiency", "advice", "efficiency"];
    let game = api::play(&PlayRequest {
        seed: Some(500),
        hands: Some(3),
        seats: Some(players.iter().map(|s| s.to_string()).collect()),
        ..PlayRequest::default()
    })
    .unwrap();
    let want: Vec<Value> = game.log.iter().map(|e| serde_json::to_value(e).unwrap()).collect();
    let mut log = Vec::new();
    for hand in 0..3 {
        let r = table(json!({"seed": 500, "hand": hand, "players": players})).unwrap();
        assert_eq!(r["to_act"], Value::Null, "every seat is built in: the hand is played out");
        log.extend(r["log"].as_array().unwrap().iter().cloned());
    }
    let (end, hands) = want.split_last().unwrap();
    assert_eq!(&log, hands, "hand i of the game is hand i through the table");
    let open = api::replay(&lines(&log)).unwrap();
    assert_eq!(serde_json::to_value(&open.game_end).unwrap(), *end, "the game_end that closes the hands");
    let closed = api::replay(&lines(&want)).unwrap();
    assert_eq!(closed.game_end, None, "the log ends its game");
    assert_eq!(closed.session, open.session, "the same hands, the same sheet");
    // The sheet settled by `session` (a second path: the players by name, the
    // wins from their score requests) ends at the game's totals.
    let sheet: SessionRequest = serde_json::from_value(serde_json::to_value(&open.session).unwrap()).unwrap();
    assert_eq!(sheet.hands.len(), 3);
    let settled = api::session(&sheet).unwrap();
    assert_eq!(serde_json::to_value(&settled.standings).unwrap(), end["standings"]);
    let names: Vec<&str> = sheet.players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["efficiency 1", "efficiency 2", "advice 3", "efficiency 4"]);
    // Hand 1 is seated as R30 moves the players: the South player of hand 0 is East.
    assert_eq!(
        sheet.hands[1]["seats"],
        json!({"east": "efficiency 2", "south": "advice 3", "west": "efficiency 4", "north": "efficiency 1"})
    );
}

#[test]
fn the_person_moves_seats_hand_by_hand_and_names_are_checked() {
    let players = json!(["person", "efficiency", "efficiency", "efficiency"]);
    for (hand, seat) in [(0, "east"), (1, "north"), (2, "west"), (3, "south"), (4, "east")] {
        let r =
            table(json!({"seed": 7, "hand": hand, "players": players, "names": ["Ann", "Bo", "Cy", "Di"]})).unwrap();
        assert_eq!(r["view"]["seat"], seat, "hand {hand}");
        assert_eq!(r["to_act"], seat, "the seats play until the person must act");
        let start = &r["log"][0];
        assert_eq!(start["names"][seat], "Ann");
        assert_eq!((start["hand"].as_u64(), start["seed"].as_u64()), (Some(hand), Some(7 + hand)));
    }
    let code = |req: Value| table(req).unwrap_err()["code"].as_str().unwrap().to_string();
    let reason = |req: Value| table(req).unwrap_err()["reason"].as_str().unwrap().to_string();
    let both = json!({"seats": {"east": "person"}, "players": players});
    assert_eq!(code(both), "bad_request");
    assert_eq!(reason(json!({"names": ["a", "b", "c", "d"]})), "missing", "names go with players");
    assert_eq!(reason(json!({"hand": 1, "seats": {"east": "person"}})), "missing", "a game's hand goes with players");
    assert_eq!(code(json!({"players": players, "names": ["a", "b", "a", "d"]})), "bad_value");
    assert_eq!(code(json!({"players": players, "names": ["a", "b"]})), "bad_value");
    assert_eq!(code(json!({"players": ["person", "efficiency"]})), "bad_value");
    assert_eq!(reason(json!({"players": players, "hand": 64})), "out_of_range");
    assert_eq!(reason(json!({"seed": 9007199254740991u64, "hand": 3, "players": players})), "out_of_range");
}

#[test]
fn a_single_hands_log_with_shared_names_has_no_sheet() {
    let r = table(json!({"seed": 3, "seats": {"east": "efficiency"}})).unwrap();
    let log: Vec<Value> = r["log"].as_array().unwrap().clone();
    let replayed = api::replay(&lines(&log)).unwrap();
    assert_eq!((replayed.session, replayed.game_end), (None, None), "four seats named efficiency are not four players");
}

#[test]
fn the_embed_demos_log_is_plays_and_shows_a_win_on_a_revealed_burial() {
    // The replay demo's log (www/concealed-discard.jsonl) is `fourseas play --seed 214`'s, byte for byte.
    let log = api::play(&PlayRequest { seed: Some(214), ..PlayRequest::default() }).unwrap().log;
    let text: String = log.iter().map(|e| format!("{}\n", serde_json::to_string(e).unwrap())).collect();
    let shipped = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/www/concealed-discard.jsonl")).unwrap();
    assert_eq!(shipped, text);
    assert!(text.contains(r#""type":"reveal""#) && text.contains(r#""win":"concealed_discard""#));
}
