//! The rulebook as content: every pattern's card (definitions, family,
//! example) in every edition, the near misses its definition implies, and the
//! documents and pictures the CLI writes from it.

use crate::{ids, run};
use fourseas::api::{self, PatternEntry};
use fourseas::{hand_text, layout, notation, Edition, RULEBOOK};
use serde_json::{json, Map, Value};
use std::collections::BTreeMap;
use std::path::Path;

/// Every pattern id counted in the best reading or in any alternative.
fn anywhere(r: &Value) -> Vec<String> {
    let mut v = ids(r);
    for a in r["alternatives"].as_array().into_iter().flatten() {
        v.extend(a["patterns"].as_array().unwrap().iter().map(|p| p.as_str().unwrap_or_default().to_string()));
    }
    v
}

fn entries(e: Edition) -> Vec<PatternEntry> {
    api::patterns(Some(e.as_str())).unwrap().patterns
}

#[test]
fn every_example_counts_its_pattern_in_every_edition_that_has_it() {
    let mut checked = 0;
    for e in Edition::ALL {
        for p in entries(e) {
            assert!(p.editions.contains(&e), "{} listed in {e}", p.pattern.id);
            let r = run(serde_json::to_value(&p.example).unwrap());
            assert!(ids(&r).contains(&p.pattern.id.to_string()), "{} in {e}: {r}", p.pattern.id);
            assert_eq!(r["edition"], e.as_str());
            checked += 1;
        }
    }
    // 7 + 18 + 49 + 100 patterns, and Hidden Path Revealed in the Standard Level.
    assert_eq!(checked, 7 + 18 + 49 + 101);
}

#[test]
fn every_card_is_whole_and_no_two_share_an_example() {
    let all = entries(Edition::Standard);
    assert_eq!(all.len(), RULEBOOK.len());
    let mut seen = BTreeMap::new();
    for p in &all {
        let id = p.pattern.id;
        for (text, zh) in [(p.definition, false), (p.definition_zh, true)] {
            assert!(text.trim().len() > 8, "{id}: definition '{text}'");
            assert!(text.ends_with(['.', '。']), "{id}: a sentence ends '{text}'");
            let cjk = text.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c));
            assert_eq!(cjk, zh, "{id}: '{text}' in the wrong language");
        }
        // The family path ends where the id says, and names every node in both languages.
        let path: Vec<&str> = p.family.iter().map(|n| n.id).collect();
        assert!(id.starts_with(path.last().unwrap()), "{id}: {path:?}");
        assert!(p.family.iter().all(|n| !n.name.is_empty() && !n.name_zh.is_empty()));
        // The example without its edition, compared across patterns.
        let mut ex = serde_json::to_value(&p.example).unwrap();
        ex.as_object_mut().unwrap().remove("edition");
        if let Some(other) = seen.insert(ex.to_string(), id) {
            panic!("{id} and {other} share an example");
        }
        // The hand text and the request hold the same tiles.
        let text = hand_text(p.example_hand).unwrap();
        let mut tiles = notation::parse(&text.concealed).unwrap();
        let win = tiles.pop().unwrap();
        assert_eq!(notation::format(&tiles), p.example.hand.tiles, "{id}");
        assert_eq!(Some(win.to_string()), p.example.win_tile, "{id}");
        assert_eq!(text.melds.len(), p.example.hand.melds.len(), "{id}");
    }
}

#[test]
fn near_misses_leave_the_pattern_out() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/pattern-near-misses.txt");
    let text = std::fs::read_to_string(path).unwrap();
    let mut count = 0;
    let mut failures = Vec::new();
    for (n, line) in text.lines().enumerate().filter(|(_, l)| !l.starts_with('#') && !l.trim().is_empty()) {
        let f: Vec<&str> = line.split('|').map(str::trim).collect();
        let [id, hand, options, why] = f[..] else { panic!("line {}: {line}", n + 1) };
        let parts = hand_text(hand).unwrap();
        let mut tiles = notation::parse(&parts.concealed).unwrap();
        let win = tiles.pop().unwrap();
        let melds: Vec<Value> = parts.melds.iter().map(|(t, c)| json!({"tiles": t, "concealed": c})).collect();
        let mut req = Map::new();
        req.insert("hand".into(), json!(notation::format(&tiles)));
        req.insert("win_tile".into(), json!(win.to_string()));
        req.insert("melds".into(), json!(melds));
        for o in options.split_whitespace() {
            match o.split_once('=') {
                Some((k, v)) => req.insert(k.into(), json!(v)),
                None => req.insert(o.into(), json!(true)),
            };
        }
        let r = run(Value::Object(req));
        if r["ok"] != true || anywhere(&r).contains(&id.to_string()) {
            failures.push(format!("line {}: {id} ({why}) {r}", n + 1));
        }
        count += 1;
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(count, 61);
}

#[test]
fn documents_list_every_pattern_with_its_example_score() {
    for e in Edition::ALL {
        let md = fourseas::document(e, fourseas::Format::Md, false).unwrap();
        let html = fourseas::document(e, fourseas::Format::Html, false).unwrap();
        let sheet = fourseas::document(e, fourseas::Format::Html, true).unwrap();
        for p in entries(e) {
            let r = run(serde_json::to_value(&p.example).unwrap());
            let id = p.pattern.id;
            let scored = format!("scores {}:", r["score"]);
            let card = md.split(&format!("## {id} ")).nth(1).unwrap_or_else(|| panic!("{id} not in the {e} md"));
            let card = card.split("\n#").next().unwrap();
            assert!(card.contains(&scored), "{id} in {e}: {card}");
            assert!(html.contains(&format!("<article id=\"{id}\">")), "{id}");
            assert!(sheet.contains(&format!("<td class=\"id\">{id}</td>")), "{id}");
        }
        // One article and one picture per pattern, the faces defined once.
        assert_eq!(html.matches("<article").count(), entries(e).len());
        assert_eq!(html.matches("<svg").count(), entries(e).len() + 1);
        assert_eq!(html.matches("<symbol id=\"fourseas-1m\"").count(), 1);
        assert!(!sheet.contains("<svg"), "the cheat sheet is names and points");
    }
}

#[test]
fn pictures_mark_every_tile_as_laid_out() {
    for p in entries(Edition::Standard) {
        let svg = fourseas::svg(p.example_hand, fourseas::TileSize::M).unwrap();
        let placed = layout(p.example_hand).unwrap();
        assert_eq!(svg.matches("<g data-tile=").count(), placed.len(), "{}", p.pattern.id);
        assert_eq!(svg.matches("data-rotated").count(), placed.iter().filter(|t| t.rotated).count());
        assert_eq!(svg.matches("data-face-down").count(), placed.iter().filter(|t| t.face_down).count());
        // Self-contained: no link, no external reference.
        assert!(!svg.contains("href") && !svg.contains("url("), "{}", p.pattern.id);
        assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\"") && svg.contains("<title>"));
    }
}
