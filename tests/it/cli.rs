//! The `fourseas` command-line contract.

use serde_json::{json, Value};
use std::io::Write;
use std::process::{Command, Stdio};

fn fourseas(args: &[&str], stdin: &str) -> (String, bool) {
    let (out, ok) = fourseas_bytes(args, stdin.as_bytes());
    (String::from_utf8(out).unwrap(), ok)
}

fn fourseas_bytes(args: &[&str], stdin: &[u8]) -> (Vec<u8>, bool) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_fourseas"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut input = child.stdin.take().unwrap();
    let data = stdin.to_vec();
    // Written from another thread, so a long input cannot block on a full pipe.
    let writer = std::thread::spawn(move || input.write_all(&data));
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap().unwrap();
    (out.stdout, out.status.success())
}

#[test]
fn json_lines_in_order_and_errors_keep_the_stream_going() {
    let input = [
        r#"{"hand": "123456456789m5p", "win_tile": "5p"}"#,
        "not json",
        r#"{"hand": "123m456p789s11z24s", "win_tile": "7s"}"#,
        "",
        r#"{"hand": "234567m234567p8s", "win_tile": "8s", "edition": "intermediate", "win": "discard", "discarder": "north"}"#,
        r#"{"hand": "1m", "win_tile": "1m", "typo": 1}"#,
    ]
    .join("\n");
    let (out, ok) = fourseas(&["score"], &input);
    assert!(ok);
    let lines: Vec<Value> = out.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(lines.len(), 6, "one answer per line, the empty one too:\n{out}");
    assert_eq!((lines[0]["ok"].clone(), lines[0]["score"].clone()), (Value::Bool(true), 55.into()));
    assert_eq!(lines[1]["error"]["code"], "bad_request");
    assert_eq!(lines[2]["error"]["code"], "not_winning");
    assert_eq!(lines[3]["error"]["code"], "bad_request");
    assert_eq!(lines[4]["score"], 65);
    assert_eq!(lines[4]["payments"]["north"], -160);
    assert_eq!(lines[5]["error"]["code"], "bad_request");
    let sum: f64 = ["east", "south", "west", "north"].iter().map(|s| lines[4]["payments"][s].as_f64().unwrap()).sum();
    assert_eq!(sum, 0.0);
}

#[test]
fn flags_for_people() {
    let (out, ok) = fourseas(
        &["score", "--hand", "123m456p11z23s", "--win-tile", "4s", "--meld", "9999s:c", "--win", "kong_replacement"],
        "",
    );
    assert!(ok, "{out}");
    let r: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(r["score"], 30, "One Quad + Win by Kong Replacement");
    assert_eq!(
        r["groups"].as_array().unwrap().iter().filter(|g| g["kind"] == "kong" && g["exposed"] == false).count(),
        1
    );
    let (out, ok) = fourseas(&["score", "--hand", "12", "--win-tile", "4s"], "");
    assert!(!ok);
    assert!(out.contains("bad_notation"));
}

#[test]
fn patterns_lists_the_rulebook() {
    let (out, ok) = fourseas(&["patterns", "--edition", "basic"], "");
    assert!(ok);
    let rows: Vec<Value> = out.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(rows.len(), 18);
    assert_eq!(rows[0]["id"], "A.2");
    assert_eq!(rows[0]["name_zh"], "混一色");
    let (out, _) = fourseas(&["patterns"], "");
    assert_eq!(out.lines().count(), 101, "100 patterns and Hidden Path Revealed");
    let last: Value = serde_json::from_str(out.lines().last().unwrap()).unwrap();
    assert_eq!((last["id"].clone(), last["points"].clone()), ("H3.1".into(), 0.into()));
    let f69: Value =
        out.lines().map(|l| serde_json::from_str::<Value>(l).unwrap()).find(|r| r["id"] == "F6.9").unwrap();
    assert_eq!(f69["includes"], serde_json::json!(["A.3", "F1.1"]));
    assert_eq!(f69["family"][1], json!({"id": "F6", "name": "Sequences with triplets", "name_zh": "一色连顺刻"}));
    assert_eq!(f69["example"]["edition"], "standard");
    // The example line is a request `score` answers as it is.
    let (scored, ok) = fourseas(&["score"], &format!("{}\n", f69["example"]));
    assert!(ok);
    let scored: Value = serde_json::from_str(&scored).unwrap();
    assert_eq!((scored["ok"].clone(), scored["score"].clone()), (json!(true), json!(480)));
}

#[test]
fn patterns_as_documents_and_tiles_as_pictures() {
    let (md, ok) = fourseas(&["patterns", "--edition", "intermediate", "--format", "md"], "");
    assert!(ok);
    assert!(md.starts_with("# Four Seas Mahjong, Intermediate Level (进阶): 49 patterns\n"), "{md}");
    assert_eq!(md.matches(" points)\n").count(), 49);
    let (sheet, ok) = fourseas(&["patterns", "--format", "html", "--print"], "");
    assert!(ok && sheet.contains("@page{size:A4"));
    assert_eq!(sheet.matches("<tr>").count(), 101);
    let (svg, ok) = fourseas(&["svg", "--tiles", "123m[555p](1111z)5s", "--size", "l"], "");
    assert!(ok);
    assert!(svg.contains("height=\"52\"") && svg.contains("<title>1 Characters, 2 Characters, 3 Characters; exposed 5 Dots ×3; concealed kong East Wind ×4; winning tile 5 Bamboo</title>"), "{svg}");
    // Bad input: a coded message on stderr, exit code 2, nothing on stdout.
    for args in [
        &["svg", "--tiles", "12"][..],
        &["svg", "--tiles", "123m", "--size", "xl"],
        &["patterns", "--format", "pdf"],
        &["patterns", "--print"],
        &["patterns", "--edition", "expert", "--format", "md"],
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_fourseas")).args(args).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.starts_with("fourseas: [bad_"), "{args:?}: {err}");
    }
}

/// A command line that cannot be read: the coded form on stderr, exit code 2,
/// nothing on stdout; a bad seed, even a negative one, gets the deal's message.
#[test]
fn command_lines_that_cannot_be_read() {
    let run = |args: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_fourseas")).args(args).output().unwrap();
        (out.status.code(), String::from_utf8(out.stdout).unwrap(), String::from_utf8(out.stderr).unwrap())
    };
    let (code, stdout, stderr) = run(&["deal", "--kind", "win", "--difficulty", "x"]);
    assert_eq!((code, stdout.as_str()), (Some(2), ""));
    assert_eq!(
        stderr.lines().next(),
        Some("fourseas: [bad_value] invalid value 'x' for '--difficulty <DIFFICULTY>': invalid digit found in string")
    );
    for (args, code_name) in [
        (&["score", "--bogus"][..], "bad_request"),
        (&["nosuch"], "bad_request"),
        (&["score", "--hand"], "bad_value"),
        (&["analyze", "--draws-left", "many"], "bad_value"),
    ] {
        let (code, stdout, stderr) = run(args);
        assert_eq!((code, stdout.as_str()), (Some(2), ""), "{args:?}");
        assert!(stderr.starts_with(&format!("fourseas: [{code_name}] ")), "{args:?}: {stderr}");
        assert!(stderr.contains("--help"), "{args:?}: clap's usage lines follow: {stderr}");
    }
    for seed in ["-1", "x", "9007199254740992"] {
        let (code, stdout, _) = run(&["deal", "--kind", "win", "--seed", seed]);
        assert_eq!(code, Some(2));
        assert_eq!(
            stdout.trim_end(),
            r#"{"ok":false,"error":{"code":"bad_value","message":"seed is a whole number from 0 to 9007199254740991","reason":"out_of_range","args":{"field":"seed","min":0,"max":9007199254740991}}}"#
        );
    }
    // A flag after --seed is not its value.
    let (code, stdout, stderr) = run(&["deal", "--kind", "win", "--seed", "--pretty"]);
    assert_eq!((code, stdout.as_str()), (Some(2), ""));
    assert!(stderr.starts_with("fourseas: [bad_value] a value is required for '--seed <SEED>'"), "{stderr}");
    // Help is help: on stdout, exit code 0.
    let (code, stdout, _) = run(&["deal", "--help"]);
    assert_eq!(code, Some(0));
    assert!(stdout.contains("--difficulty"));
    // No command: the coded line first, then the help, exit code 2.
    let (code, stdout, stderr) = run(&[]);
    assert_eq!((code, stdout.as_str()), (Some(2), ""));
    assert!(stderr.starts_with("fourseas: [bad_request] a command is needed\n"), "{stderr}");
    assert!(stderr.contains("Usage: fourseas <COMMAND>"));
    // A negative number is a bad value, not an unknown argument; -0 is 0, as in JSON.
    for args in
        [&["analyze", "--hand", "123m", "--draws-left", "-1"][..], &["deal", "--kind", "win", "--difficulty", "-2"]]
    {
        let (code, _, stderr) = run(args);
        assert_eq!(code, Some(2));
        assert!(stderr.starts_with("fourseas: [bad_value] invalid value '-"), "{args:?}: {stderr}");
    }
    let (code, zero, _) = run(&["deal", "--kind", "win", "--seed", "-0"]);
    assert_eq!(code, Some(0));
    assert_eq!(zero, run(&["deal", "--kind", "win", "--seed", "0"]).1);
}

#[test]
fn a_line_is_measured_without_its_terminator() {
    // 65,536 bytes of request, then CRLF or LF: the same answer (not too_large).
    let pad = " ".repeat(65_536 - r#"{"hand": "123456456789m5p", "win_tile": "5p"}"#.len());
    let line = format!(r#"{{"hand": "123456456789m5p", "win_tile": "5p"}}{pad}"#);
    assert_eq!(line.len(), 65_536);
    let (crlf, _) = fourseas(&["score"], &format!("{line}\r\n"));
    let (lf, _) = fourseas(&["score"], &format!("{line}\n"));
    assert_eq!(crlf, lf);
    assert!(lf.starts_with(r#"{"ok":true"#), "{}", &lf[..80]);
    let (over, _) = fourseas(&["score"], &format!("{line} \r\n"));
    assert!(over.contains("too_large"));
    // A deal with no kind is the same answer as in WebAssembly.
    let (out, _) = fourseas(&["deal"], "{}\n");
    assert_eq!(
        out.trim_end(),
        r#"{"ok":false,"error":{"code":"bad_request","message":"missing field `kind`","reason":"json","args":{}}}"#
    );
}

/// Runs `command` over `tests/data/{name}-requests.jsonl` and compares each answer
/// with `{name}-golden.jsonl`, which the WebAssembly tests also check, so that both
/// builds agree exactly. Returns the golden text.
fn check_golden(command: &str, name: &str, count: usize) -> String {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/");
    let reqs = std::fs::read_to_string(format!("{dir}{name}-requests.jsonl")).unwrap();
    let golden = std::fs::read_to_string(format!("{dir}{name}-golden.jsonl")).unwrap();
    let (out, ok) = fourseas(&[command], &reqs);
    assert!(ok);
    assert_eq!((out.lines().count(), golden.lines().count()), (count, count));
    for (got, want) in out.lines().zip(golden.lines()) {
        assert_eq!(got, want);
    }
    golden
}

#[test]
fn golden_answers_shared_with_the_wasm_tests() {
    let golden = check_golden("score", "api", 17);
    assert!(golden.lines().any(|l| l.contains("32.5")), "a Concealed Discard half is covered");
}

#[test]
fn conditions_golden_answers_shared_with_the_wasm_tests() {
    let golden = check_golden("conditions", "conditions", 6);
    // The flags form of the command, as a person types it.
    let (out, ok) = fourseas(&["conditions", "--hand", "123m456p789s11z23s", "--win-tile", "4s"], "");
    assert!(ok);
    assert_eq!(out.trim_end(), golden.lines().next().unwrap());
}

#[test]
fn editions_table() {
    let (out, ok) = fourseas(&["editions"], "");
    assert!(ok);
    let v: Value = serde_json::from_str(&out).unwrap();
    let rows: Vec<(&str, u64)> = v["editions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| (r["edition"].as_str().unwrap(), r["payment_threshold"].as_u64().unwrap()))
        .collect();
    assert_eq!(rows, [("beginner", 50), ("basic", 25), ("intermediate", 50), ("standard", 50)]);
}

#[test]
fn names_in_the_engines_order() {
    let (out, ok) = fourseas(&["names"], "");
    assert!(ok);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let list = |k: &str| v[k].as_array().unwrap().iter().map(|x| x.as_str().unwrap().to_string()).collect::<Vec<_>>();
    let names = |all: &[&str]| all.iter().map(|x| x.to_string()).collect::<Vec<_>>();
    assert_eq!(v["ok"], true);
    assert_eq!(list("seats"), names(&fourseas::Seat::ALL.map(|x| x.as_str())));
    assert_eq!(list("editions"), names(&["beginner", "basic", "intermediate", "standard"]));
    assert_eq!(list("wins"), names(&fourseas::Win::ALL.map(|x| x.as_str())));
    assert_eq!(list("blessings"), names(&["heaven", "earth", "man"]));
    assert_eq!(list("levels"), names(&["I", "II", "III", "IV", "V"]));
    assert_eq!(list("shapes"), names(&fourseas::Shape::ALL.map(|x| x.as_str())));
    assert_eq!(list("strategies"), names(&["efficiency", "advice", "table"]));
}

#[test]
fn analyze_golden_answers_shared_with_the_wasm_tests() {
    let golden = check_golden("analyze", "analyze", 16);
    // `table: false` is the model without the table, byte for byte.
    assert_eq!(golden.lines().nth(15), golden.lines().next());
    // The flags form, as a person types it.
    let (out, ok) = fourseas(&["analyze", "--hand", "123456789m1122z"], "");
    assert!(ok);
    assert_eq!(out.trim_end(), golden.lines().next().unwrap());
    let (out, ok) = fourseas(&["analyze", "--hand", "123456789m1112z9p", "--seen", "2z", "--draws-left", "8"], "");
    assert!(ok);
    assert_eq!(out.trim_end(), golden.lines().nth(1).unwrap());
    let (out, ok) =
        fourseas(&["analyze", "--hand", "1112345678999m", "--offered", "1m:north", "--draws-left", "4"], "");
    assert!(ok);
    assert_eq!(out.trim_end(), golden.lines().nth(7).unwrap());
    let flags = ["--hand", "1245679m24p35s155z", "--hand-changes", "0", "--no-discard-wins", "--level", "IV"];
    let (out, ok) = fourseas(&[&["analyze"][..], &flags].concat(), "");
    assert!(ok);
    assert_eq!(out.trim_end(), golden.lines().nth(8).unwrap());
    // A tile offered without its seat is an error that names the field.
    let (out, _) = fourseas(&["analyze", "--hand", "1112345678999m", "--offered", "1m"], "");
    assert!(out.contains("bad_") && out.contains("seat"), "{out}");
}

fn codes(out: &str) -> Vec<String> {
    out.lines()
        .map(|l| {
            let v: Value = serde_json::from_str(l).unwrap();
            if v["ok"] == true {
                "ok".to_string()
            } else {
                v["error"]["code"].as_str().unwrap().to_string()
            }
        })
        .collect()
}

/// Every line gets exactly one answer: undecodable, empty and blank lines too,
/// and a line longer than 64 KiB gets `too_large` without stopping the stream.
#[test]
fn every_line_is_answered() {
    let ok = r#"{"hand": "123456456789m5p", "win_tile": "5p"}"#;
    let mut input = Vec::new();
    for line in
        [ok.as_bytes(), b"\xff\xfe", b"", b"   \t", "\u{a0}".as_bytes(), "\u{2028}".as_bytes(), b"\x0b", ok.as_bytes()]
    {
        input.extend_from_slice(line);
        input.push(b'\n');
    }
    let huge = format!(r#"{{"hand": "{}"}}"#, "1m".repeat(40_000));
    input.extend_from_slice(huge.as_bytes());
    input.extend_from_slice(b"\r\n");
    input.extend_from_slice(ok.as_bytes());
    let (out, ok_exit) = fourseas_bytes(&["score"], &input);
    assert!(ok_exit);
    let out = String::from_utf8(out).unwrap();
    assert_eq!(
        codes(&out),
        [
            "ok",
            "bad_request",
            "bad_request",
            "bad_request",
            "bad_request",
            "bad_request",
            "bad_request",
            "ok",
            "too_large",
            "ok"
        ],
        "{out}"
    );
}

/// Messages quote a short excerpt of a bad value, never the whole input.
#[test]
fn messages_quote_short_excerpts() {
    let long = "x".repeat(1_000_000);
    let lines = [
        format!(r#"{{"hand": "123456456789m5p", "win_tile": "5p", "edition": "{}"}}"#, &long[..60_000]),
        format!(r#"{{"hand": "123456456789m5p", "win_tile": "{}"}}"#, &long[..60_000]),
        format!(r#"{{"hand": 5, "{}": 1}}"#, &long[..60_000]),
    ];
    let (out, _) = fourseas(&["score"], &lines.join("\n"));
    for l in out.lines() {
        assert!(l.len() < 600, "{}", &l[..600.min(l.len())]);
    }
    assert_eq!(out.lines().count(), 3);
}

/// Flags are defaults for every line in stream mode; a line's own field wins.
#[test]
fn flags_are_defaults_in_stream_mode() {
    let input = [
        r#"{"hand": "234567m234567p8s", "win_tile": "8s"}"#,
        r#"{"hand": "234567m234567p8s", "win_tile": "8s", "edition": "standard"}"#,
    ]
    .join("\n");
    let (out, _) = fourseas(&["score", "--edition", "basic", "--seat", "south"], &input);
    let v: Vec<Value> = out.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!((v[0]["edition"].clone(), v[1]["edition"].clone()), (json!("basic"), json!("standard")));
    assert!(v[0]["payments"]["south"].as_f64().unwrap() > 0.0, "{}", v[0]);
    let (out, _) = fourseas(&["analyze", "--draws-left", "0"], r#"{"hand": "123456m24p3579s11z"}"#);
    let zero =
        r#""value":{"win_chance":0,"expected_score":0,"expected_gain":0,"self_draw_chance":0,"discard_chance":0"#;
    assert!(out.contains(zero), "{out}");
}

/// A key given twice, in any case, is refused rather than one copy winning; and
/// the CLI reads numbers as JavaScript does, so wasm and the CLI agree.
#[test]
fn duplicate_keys_and_numbers() {
    let input = [
        r#"{"hand": "234567m234567p8s", "hand": "234567m234567p8s", "win_tile": "8s"}"#,
        r#"{"hand": "234567m234567p8s", "win_tile": "8s", "players": {"South": {}, "south": {}}}"#,
        r#"{"hand": "234567m234567p8s", "win_tile": "8s", "level": {"self_draw": 100.0, "discard": 1e2}}"#,
        r#"{"hand": "234567m234567p8s", "win_tile": "8s", "level": {"self_draw": 100.5, "discard": 1}}"#,
    ]
    .join("\n");
    let (out, _) = fourseas(&["score"], &input);
    assert_eq!(codes(&out), ["bad_request", "bad_request", "ok", "bad_request"], "{out}");
}

/// A full or closed stdout is an error message and exit code 1, never a panic.
#[test]
fn write_errors_are_reported() {
    let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") else { return };
    for args in [&["patterns"][..], &["score", "--hand", "123456456789m5p", "--win-tile", "5p"], &["editions"]] {
        let out = Command::new(env!("CARGO_BIN_EXE_fourseas"))
            .args(args)
            .stdout(full.try_clone().unwrap())
            .stderr(Stdio::piped())
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("cannot write") && !err.contains("panicked"), "{err}");
    }
}

#[test]
fn session_golden_answers_shared_with_the_wasm_tests() {
    let golden = check_golden("session", "session", 4);
    assert!(golden.lines().next().unwrap().contains(".5"), "a Concealed Discard half is covered");
    assert!(golden.lines().nth(1).unwrap().contains(r#""hand":1"#), "the hand at fault is named");
}
