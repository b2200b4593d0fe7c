//! A fuzz pass over the CLI: 200,000 hostile lines, each answered exactly once
//! with a documented code, in bounded time and memory.

use serde_json::Value;
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// A small fixed-seed generator, so a failure can be replayed.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
    fn pick<'a>(&mut self, v: &[&'a str]) -> &'a str {
        v[self.below(v.len())]
    }
}

const VALID: [&str; 6] = [
    r#"{"hand": "123456456789m5p", "win_tile": "5p"}"#,
    r#"{"hand": "234567m234567p8s", "win_tile": "8s", "win": "concealed_discard", "discarder": "west"}"#,
    r#"{"hand": "123m456p11z23s", "win_tile": "4s", "melds": [{"tiles": "9999s", "concealed": true}], "win": "kong_replacement"}"#,
    r#"{"hand": "1122334455667m", "win_tile": "7m", "edition": "basic", "players": {"south": {"edition": "beginner", "level": "V"}}}"#,
    r#"{"hand": "19m19p19s1234567z", "win_tile": "1z", "seat": "west", "level": {"self_draw": 5, "discard": 10}}"#,
    r#"{"hand": "333m666p444s33z99m", "win_tile": "3z", "win": "discard", "discarder": "south", "last_tile": true}"#,
];

const JUNK: [&str; 24] = [
    "null",
    "true",
    "[]",
    "{}",
    "\"x\"",
    "1e999",
    "-0",
    "18446744073709551616",
    "{\"hand\": null}",
    "\u{feff}{}",
    "\u{a0}",
    "\u{2028}",
    "\x0b",
    "\u{0}",
    "🀄",
    "{\"hand\": \"🀫🀫\"}",
    "{\"hand\": []}",
    "{\"players\": []}",
    "{\"level\": {\"self_draw\": -1, \"discard\": 0}}",
    "{\"level\": {\"self_draw\": 4294967296, \"discard\": 0}}",
    "{\"hand\": \"1m\", \"HAND\": \"1m\"}",
    "{\"melds\": [{\"tiles\": \"123m\", \"concealed\": 1}]}",
    "{,}",
    "\"\\ud800\"",
];

/// One hostile line: a valid request cut, spliced, nested, retyped or filled with junk.
fn hostile(rng: &mut Lcg, i: usize) -> Vec<u8> {
    let base = rng.pick(&VALID).as_bytes().to_vec();
    match rng.below(10) {
        0 => base[..rng.below(base.len())].to_vec(),
        1 => {
            let mut b = base;
            for _ in 0..1 + rng.below(4) {
                let at = rng.below(b.len());
                b[at] = rng.below(256) as u8;
            }
            b.retain(|&c| c != b'\n');
            b
        }
        2 => {
            let d = 1 + rng.below(if i % 100 == 0 { 5000 } else { 200 });
            format!("{}{}", "[".repeat(d), "]".repeat(d)).into_bytes()
        }
        3 => rng.pick(&JUNK).as_bytes().to_vec(),
        4 => {
            // A field set to a value of another type or a long string.
            let field =
                rng.pick(&["hand", "win_tile", "win", "seat", "edition", "level", "players", "melds", "last_tile"]);
            let value = match rng.below(5) {
                0 => "5".to_string(),
                1 => "{}".to_string(),
                2 => format!("\"{}\"", "7".repeat(rng.below(3000))),
                3 => "[[[[\"1m\"]]]]".to_string(),
                _ => "null".to_string(),
            };
            format!(r#"{{"hand": "123456456789m5p", "win_tile": "5p", "{field}": {value}}}"#).into_bytes()
        }
        5 if i % 2000 == 0 => {
            // Longer than a request may be.
            format!(r#"{{"hand": "{}"}}"#, "1m".repeat(40_000 + rng.below(100_000))).into_bytes()
        }
        6 => {
            let n = rng.below(30);
            let tiles: String =
                (0..n).map(|_| format!("{}{}", 1 + rng.below(9), rng.pick(&["m", "p", "s", "z"]))).collect();
            format!(r#"{{"hand": "{tiles}", "win_tile": "{}z"}}"#, 1 + rng.below(8)).into_bytes()
        }
        7 => {
            let mut b = base;
            b.splice(b.len() / 2..b.len() / 2, rng.pick(&JUNK).bytes());
            b
        }
        _ => base,
    }
}

#[test]
fn two_hundred_thousand_hostile_lines() {
    const N: usize = 200_000;
    let documented: Vec<&str> = fourseas::ErrorCode::ALL.iter().map(|c| c.as_str()).collect();
    let mut child = Command::new(env!("CARGO_BIN_EXE_fourseas"))
        .arg("score")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let pid = child.id();
    let mut input = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        let mut rng = Lcg(0xF022_5EED);
        let mut buf = std::io::BufWriter::new(&mut input);
        for i in 0..N {
            buf.write_all(&hostile(&mut rng, i)).unwrap();
            buf.write_all(b"\n").unwrap();
        }
    });
    // Peak memory, read from /proc while the process runs.
    let peak = std::thread::spawn(move || {
        let mut kb = 0u64;
        while let Ok(s) = std::fs::read_to_string(format!("/proc/{pid}/status")) {
            if let Some(v) = s.lines().find_map(|l| l.strip_prefix("VmHWM:")) {
                kb = kb.max(v.trim().trim_end_matches(" kB").trim().parse().unwrap_or(0));
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        kb
    });
    let start = Instant::now();
    let mut answers = 0;
    let mut ok = 0;
    for line in BufReader::new(child.stdout.take().unwrap()).lines() {
        let line = line.expect("answers are UTF-8");
        let v: Value = serde_json::from_str(&line).expect("answers are JSON");
        if v["ok"] == true {
            ok += 1;
        } else {
            let code = v["error"]["code"].as_str().unwrap();
            assert!(documented.contains(&code), "undocumented code {code}");
            assert!(line.len() < 1000, "long message: {}", &line[..1000]);
        }
        answers += 1;
    }
    writer.join().unwrap();
    assert!(child.wait().unwrap().success());
    let elapsed = start.elapsed();
    let peak_kb = peak.join().unwrap();
    eprintln!("{N} hostile lines: {answers} answers ({ok} ok) in {elapsed:?}, peak memory {peak_kb} kB");
    assert_eq!(answers, N, "one answer per line");
    assert!(ok > N / 10, "the valid share was scored: {ok}");
    assert!(elapsed < Duration::from_secs(240), "{elapsed:?}");
    assert!(peak_kb < 64 * 1024, "peak memory {peak_kb} kB");
}
