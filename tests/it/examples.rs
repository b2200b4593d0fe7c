//! Every example hand of the Standard and Basic Level documents (tests/data).

use crate::fixture::{load, Example};
use crate::{excluded, ids, run};
use fourseas::{notation, Edition};
use serde_json::{json, Value};
use std::path::Path;

/// An example as a request in `edition`.
fn request(ex: &Example, edition: Edition) -> Value {
    let h = ex.hand();
    let melds: Vec<Value> = h.melds.iter().map(|m| json!({"tiles": notation::format(m)})).collect();
    json!({"hand": notation::format(&h.concealed), "win_tile": h.win.to_string(), "melds": melds,
           "edition": edition.as_str()})
}

fn note(ex: &Example, key: &str) -> Option<String> {
    ex.note(key)
}

fn check_file(file: &str, editions: &[Edition]) -> usize {
    let examples = load(file);
    let mut failures = Vec::new();
    for ex in &examples {
        let from = note(ex, "from").and_then(|e| e.parse().ok()).unwrap_or(ex.tag);
        for &e in editions {
            let r = run(request(ex, e));
            let at = format!("{file}:{} {} in {e}", ex.line, ex.pid);
            if e < from {
                // An edition without the pattern never scores it: not a winning shape,
                // or the pattern is absent or left out.
                let ok = if r["ok"] == true { !ids(&r).contains(&ex.pid) } else { r["error"]["code"] == "not_winning" };
                if !ok {
                    failures.push(format!("{at}: scored it or failed\n{r}"));
                }
                continue;
            }
            let in_alternative = || {
                r["alternatives"]
                    .as_array()
                    .is_some_and(|a| a.iter().any(|d| d["patterns"].as_array().unwrap().contains(&json!(ex.pid))))
            };
            let ok = match note(ex, "excluded") {
                Some(reason) => excluded(&r, &ex.pid).as_deref() == Some(reason.as_str()),
                None if ex.notes.contains("alt") => in_alternative(),
                None => r["ok"] == true && ids(&r).contains(&ex.pid),
            };
            if !ok {
                failures.push(format!("{at}: not found as expected\n{r}"));
            }
        }
    }
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
    examples.len()
}

#[test]
fn standard_level_examples_in_every_edition() {
    assert_eq!(check_file("standard-examples.txt", &Edition::ALL), 127);
}

#[test]
fn basic_level_examples() {
    assert_eq!(check_file("basic-examples.txt", &[Edition::Beginner, Edition::Basic]), 9);
}

#[test]
fn tags_match_the_rulebook() {
    for ex in load("standard-examples.txt") {
        let pid = fourseas::PatternId::from_code(&ex.pid).unwrap();
        assert_eq!(pid.def().edition, ex.tag, "{}", ex.pid);
    }
}

/// The fixture copies the document's lines verbatim; where the rule documents sit
/// beside the project, check that none was missed or changed.
#[test]
fn fixture_matches_the_rule_document() {
    let doc = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/rules/standard-level.txt");
    let Ok(text) = std::fs::read_to_string(&doc) else {
        eprintln!("rule documents not beside the project; fixture cross-check skipped");
        return;
    };
    let is_tiles = |l: &str| {
        let s = l.trim();
        !s.is_empty() && s.chars().all(|c| c == ' ' || c == '_' || ('\u{1F000}'..='\u{1F02B}').contains(&c))
    };
    let end = text.find("\nStandard Level\n").unwrap();
    let lines: Vec<&str> = text[..end].lines().filter(|l| is_tiles(l)).map(str::trim).collect();
    let fixture: Vec<String> = load("standard-examples.txt").into_iter().map(|e| e.tiles).collect();
    assert_eq!(lines, fixture);
}

/// One line per example: groups, score, total and counted patterns in Standard.
fn summary(ex: &Example) -> String {
    let r = run(request(ex, Edition::Standard));
    let groups: Vec<String> = r["groups"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| format!("{}{}", g["tiles"].as_str().unwrap(), if g["exposed"] == true { "*" } else { "" }))
        .collect();
    let pats: Vec<String> = r["patterns"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| format!("{}:{}", p["id"].as_str().unwrap(), p["points"]))
        .collect();
    format!("{} | {} | {} {} | {}", ex.pid, groups.join(" "), r["score"], r["total"], pats.join(" "))
}

/// The answer for an example in the three lower editions: score and counted patterns,
/// or the error code.
fn lower_editions(ex: &Example) -> String {
    let mut parts = vec![ex.pid.clone()];
    for e in [Edition::Beginner, Edition::Basic, Edition::Intermediate] {
        let r = run(request(ex, e));
        parts.push(if r["ok"] == true {
            format!("{} {}", r["score"], ids(&r).join(" ")).trim_end().to_string()
        } else {
            r["error"]["code"].as_str().unwrap().to_string()
        });
    }
    parts.join(" | ")
}

/// Exact results of every example in Beginner, Basic and Intermediate: each line was
/// reviewed against the Standard line, minus the patterns the edition lacks (and the
/// readings or patterns those freed).
#[test]
fn standard_level_examples_in_lower_editions_score_exactly() {
    check_results("standard-examples.lower.scores", lower_editions);
}

/// Exact results of every example in Standard, each checked by hand against the
/// rules (`*` marks an exposed meld).
#[test]
fn standard_level_examples_score_exactly() {
    check_results("standard-examples.scores", summary);
}

/// Compares each example's line with the expected file's (comments skipped).
fn check_results(file: &str, line: fn(&Example) -> String) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data").join(file);
    let want = std::fs::read_to_string(path).unwrap();
    let want: Vec<&str> = want.lines().filter(|l| !l.starts_with('#')).collect();
    let got: Vec<String> = load("standard-examples.txt").iter().map(line).collect();
    assert_lines(&got, &want);
}

/// Compares line by line; on a difference, prints every line as now computed, to
/// review by hand before it replaces the expected file.
fn assert_lines(got: &[String], want: &[&str]) {
    if got.len() != want.len() || got.iter().zip(want).any(|(g, w)| g != w) {
        let first = got.iter().zip(want).position(|(g, w)| g != w).unwrap_or(got.len().min(want.len()));
        panic!(
            "results differ from line {} on:\n  got:  {}\n  want: {}\nall results now:\n{}",
            first + 1,
            got.get(first).map_or("(none)", |s| s.as_str()),
            want.get(first).unwrap_or(&"(none)"),
            got.join("\n")
        );
    }
}

/// The README's count of the Standard Level's patterns is the rulebook's: the
/// scoring patterns, and the rows `patterns` lists (H3.1 scores 0).
#[test]
fn readme_counts_the_rulebook() {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let flat = readme.split_whitespace().collect::<Vec<_>>().join(" ");
    let rows: Vec<_> = fourseas::patterns(Edition::Standard).collect();
    let scoring = rows.iter().filter(|p| p.points > 0).count();
    let zero: Vec<_> = rows.iter().filter(|p| p.points == 0).map(|p| p.id).collect();
    assert_eq!(zero, ["H3.1"]);
    let said = format!("{scoring} scoring patterns in Standard, listed as {} rows with H3.1", rows.len());
    assert!(flat.contains(&said), "README should say: {said}");
}
