// The checks run both under Node (node.rs) and in headless Chromium (browser.rs).

use fourseas_wasm::{analyze, conditions, editions, session, format, parse, patterns, score, version};
use js_sys::{Reflect, JSON};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

const REQUESTS: &str = include_str!("../../../tests/data/api-requests.jsonl");
const GOLDEN: &str = include_str!("../../../tests/data/api-golden.jsonl");
const ANALYZE: &str = include_str!("../../../tests/data/analyze-requests.jsonl");
const ANALYZE_GOLDEN: &str = include_str!("../../../tests/data/analyze-golden.jsonl");
const SESSION: &str = include_str!("../../../tests/data/session-requests.jsonl");
const SESSION_GOLDEN: &str = include_str!("../../../tests/data/session-golden.jsonl");
const CONDITIONS: &str = include_str!("../../../tests/data/conditions-requests.jsonl");
const CONDITIONS_GOLDEN: &str = include_str!("../../../tests/data/conditions-golden.jsonl");

fn get(v: &JsValue, key: &str) -> JsValue {
    Reflect::get(v, &JsValue::from_str(key)).unwrap()
}

fn json(v: &JsValue) -> String {
    JSON::stringify(v).unwrap().as_string().unwrap()
}

fn error_code(v: &JsValue) -> String {
    assert_eq!(get(v, "ok"), JsValue::FALSE, "{}", json(v));
    get(&get(v, "error"), "code").as_string().unwrap()
}

#[wasm_bindgen_test]
fn scores_match_the_native_engine_exactly() {
    assert_eq!(matches_golden(REQUESTS, GOLDEN, score), 17);
}

#[wasm_bindgen_test]
fn results_are_plain_objects_with_numbers() {
    let r = score(
        JSON::parse(
            r#"{"hand": "234567m234567p8s", "win_tile": "8s", "win": "concealed_discard", "discarder": "west"}"#,
        )
        .unwrap(),
    );
    assert_eq!(get(&r, "score").as_f64(), Some(32.5));
    let payments = get(&r, "payments");
    assert!(payments.is_object() && !payments.is_instance_of::<js_sys::Map>());
    assert_eq!(get(&payments, "west").as_f64(), Some(-65.0));
    let patterns = get(&r, "patterns");
    assert!(js_sys::Array::is_array(&patterns));
}

#[wasm_bindgen_test]
fn every_error_class() {
    let cases = [
        (JsValue::from_f64(5.0), "bad_request"),
        (JSON::parse(r#"{"hand": 5, "win_tile": "1m"}"#).unwrap(), "bad_request"),
        (JSON::parse(r#"{"hand": "1m", "win_tile": "1m", "typo": true}"#).unwrap(), "bad_request"),
        (JSON::parse(r#"{"hand": "1x", "win_tile": "1m"}"#).unwrap(), "bad_notation"),
        (JSON::parse(r#"{"hand": "123m", "win_tile": "1m"}"#).unwrap(), "wrong_tile_count"),
        (JSON::parse(r#"{"hand": "11111m456p789s11z", "win_tile": "3s"}"#).unwrap(), "too_many_copies"),
        (JSON::parse(r#"{"hand": "1m", "win_tile": "1m", "melds": [{"tiles":"123m"},{"tiles":"123p"},{"tiles":"123s"},{"tiles":"456s"},{"tiles":"456p"}]}"#).unwrap(), "too_many_melds"),
        (JSON::parse(r#"{"hand": "123m456p789s1z", "win_tile": "1z", "melds": [{"tiles": "124m"}]}"#).unwrap(), "bad_meld"),
        (JSON::parse(r#"{"hand": "123m456p789s11z24s"}"#).unwrap(), "bad_win_tile"),
        (JSON::parse(r#"{"hand": "123m456p789s11z24s", "win_tile": "3s", "edition": "expert"}"#).unwrap(), "bad_value"),
        (JSON::parse(r#"{"hand": "123m456p789s11z24s", "win_tile": "3s", "win": "discard"}"#).unwrap(), "bad_discarder"),
        (JSON::parse(r#"{"hand": "123m456p789s11z24s", "win_tile": "3s", "blessing": "earth"}"#).unwrap(), "contradictory_win"),
        (JSON::parse(r#"{"hand": "123m456p789s11z24s", "win_tile": "7s"}"#).unwrap(), "not_winning"),
    ];
    for (req, code) in cases {
        let r = score(req.clone());
        assert_eq!(error_code(&r), code, "{}", json(&req));
        assert!(!get(&get(&r, "error"), "message").as_string().unwrap().is_empty());
    }
}

#[wasm_bindgen_test]
fn rulebook_and_notation() {
    let basic = patterns(JsValue::from_str("basic"));
    assert_eq!(js_sys::Array::from(&get(&basic, "patterns")).length(), 18);
    let standard = patterns(JsValue::UNDEFINED);
    let rows = js_sys::Array::from(&get(&standard, "patterns"));
    assert_eq!(rows.length(), 101);
    assert_eq!(json(&get(&rows.get(0), "id")), "\"A.1\"");
    assert_eq!(error_code(&patterns(JsValue::from_str("expert"))), "bad_value");

    let p = parse(JsValue::from_str("🀇E 5p"));
    assert_eq!(get(&p, "mpsz").as_string().unwrap(), "1m1z5p");
    assert_eq!(get(&js_sys::Array::from(&get(&p, "tiles")).get(1), "name").as_string().unwrap(), "East Wind");
    assert_eq!(error_code(&parse(JsValue::from_str("9z"))), "bad_notation");

    let f = format(JSON::parse(r#"["1m", "🀇", "C"]"#).unwrap());
    assert_eq!(get(&f, "mpsz").as_string().unwrap(), "11m7z");
    assert_eq!(get(&f, "unicode").as_string().unwrap(), "🀇🀇🀄");
    assert_eq!(error_code(&format(JsValue::from_f64(1.0))), "bad_request");
    assert_eq!(version(), env!("CARGO_PKG_VERSION"));
    // Values of the wrong kind are answered, not thrown.
    assert_eq!(error_code(&parse(JsValue::UNDEFINED)), "bad_request");
    assert_eq!(error_code(&parse(JsValue::from_f64(0.0))), "bad_request");
    assert_eq!(error_code(&patterns(JsValue::from_f64(5.0))), "bad_request");
}

/// Each request's answer equals the native engine's golden line, byte for byte.
fn matches_golden(requests: &str, golden: &str, f: fn(JsValue) -> JsValue) -> usize {
    let mut n = 0;
    for (req, want) in requests.lines().zip(golden.lines()) {
        assert_eq!(json(&f(JSON::parse(req).unwrap())), want, "request {req}");
        n += 1;
    }
    n
}

#[wasm_bindgen_test]
fn conditions_match_the_native_engine_exactly() {
    assert_eq!(matches_golden(CONDITIONS, CONDITIONS_GOLDEN, conditions), 6);
    assert_eq!(error_code(&conditions(JsValue::from_str("hand"))), "bad_request");
}

#[wasm_bindgen_test]
fn the_edition_table() {
    let t = editions();
    let rows = js_sys::Array::from(&get(&t, "editions"));
    assert_eq!(rows.length(), 4);
    assert_eq!(get(&rows.get(1), "payment_threshold").as_f64(), Some(25.0));
    assert_eq!(get(&rows.get(0), "default_level").as_string().as_deref(), Some("II"));
}

#[wasm_bindgen_test]
fn analyses_match_the_native_engine_exactly() {
    assert_eq!(matches_golden(ANALYZE, ANALYZE_GOLDEN, analyze), 16);
}

#[wasm_bindgen_test]
fn sessions_match_the_native_engine_exactly() {
    assert_eq!(matches_golden(SESSION, SESSION_GOLDEN, session), 4);
    assert_eq!(error_code(&session(JsValue::from_f64(1.0))), "bad_request");
}
