//! What no request can make the engine do: value a copy that is not there,
//! or look further ahead than a hand can draw.

use crate::value::{an, corpus, f, without};
use fourseas::api::AnalyzeRequest;
use fourseas::{notation, Tile, TileCounts};
use serde_json::{json, Value};

/// `seen` as far as the hand allows: every copy not in the hand or its melds,
/// but `left` copies of `x`.
fn all_seen_but(req: &Value, x: Tile, left: u8) -> String {
    let pos = serde_json::from_value::<AnalyzeRequest>(req.clone()).unwrap().position().unwrap();
    let mut held = TileCounts::from_tiles(&pos.concealed);
    for m in &pos.melds {
        held.add_all(&TileCounts::from_tiles(&m.tiles()));
    }
    let mut seen = Vec::new();
    for t in Tile::all() {
        let free = 4 - held.get(t);
        let n = if t == x { free - left } else { free };
        seen.extend(std::iter::repeat_n(t, n as usize));
    }
    notation::format(&seen)
}

/// With every wait dead and one copy of a tile the hand does not wait on left
/// unseen, the model may draw that copy but never another (a fifth copy counts
/// `seen`), so nothing wins; left on a wait, that one copy is the whole value.
#[test]
fn dead_waits_win_nothing() {
    let nine = json!({"hand": "1112345678999m", "seen": ""});
    let req = json!({"hand": "1112345678999m", "seen": all_seen_but(&nine, notation::parse_tile("7z").unwrap(), 1)});
    assert_eq!(an(&req)["value"]["win_chance"], json!(0), "the report's case: {req}");
    let mut checked = [0, 0];
    for (k, pos) in (0..4).flat_map(corpus).enumerate().filter(|(k, _)| k % 4 == 0) {
        let first = an(&pos)["discards"][0]["tile"].as_str().unwrap().to_string();
        let hand = without(&pos, &first);
        let all = an(&hand)["waits"].as_array().unwrap().clone();
        let tile = |w: &Value| notation::parse_tile(w["tile"].as_str().unwrap()).unwrap();
        let waits: Vec<Tile> = all.iter().map(tile).collect();
        // A wait the rules let the hand win on, one way or the other.
        let wins = |w: &&Value| ["self_draw", "discard"].iter().any(|k| w[k]["can_win"] == json!(true));
        let held = TileCounts::from_tiles(&notation::parse(hand["hand"].as_str().unwrap()).unwrap());
        // A tile the hand does not hold, chosen by k; and a wait when there is one.
        let free: Vec<Tile> = Tile::all().filter(|&t| held.get(t) == 0 && !waits.contains(&t)).collect();
        let mut picks = vec![(free[k % free.len()], false)];
        picks.extend(all.iter().filter(wins).map(tile).find(|&w| held.get(w) == 0).map(|w| (w, true)));
        for (x, on_wait) in picks {
            for changes in [0, 1] {
                let mut r = hand.clone();
                r["seen"] = json!(all_seen_but(&hand, x, 1));
                r["hand_changes"] = json!(changes);
                let v = &an(&r)["value"];
                if on_wait {
                    // The one copy wins when it comes: drawn or discarded in some round.
                    assert!(f(&v["win_chance"]) > 0.0, "{r}: {v}");
                } else {
                    assert_eq!((f(&v["win_chance"]), f(&v["expected_gain"])), (0.0, 0.0), "{r}");
                }
                checked[on_wait as usize] += 1;
            }
        }
    }
    assert!(checked[0] >= 100 && checked[1] >= 4, "{checked:?}");
}
