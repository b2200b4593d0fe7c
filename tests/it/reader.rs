//! The request reader (`api::read`, by `FromJson`) reads what serde's derives
//! read, with the same messages, on many generated JSON values shaped like
//! requests: known and unknown keys, every kind of value in every place, arrays
//! for objects, numbers out of range.

use fourseas::api::{
    AnalyzeRequest, FromJson, LevelSpec, ManualSpec, MeldSpec, OfferSpec, PlayerSpec, Request, SeatTable,
    SessionHandSpec, SessionPlayer, SessionRequest, TableSpec,
};
use serde::de::DeserializeOwned;
use serde_json::{json, Map, Value};
use std::fmt::Debug;

/// A small fixed-seed generator.
struct Gen(u64);

impl Gen {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }

    fn pick<'a>(&mut self, xs: &[&'a str]) -> &'a str {
        xs[self.below(xs.len())]
    }

    /// Any value, mostly small, sometimes of the shape a field expects.
    fn value(&mut self, depth: usize) -> Value {
        match self.below(if depth > 2 { 9 } else { 13 }) {
            0 => Value::Null,
            1 => json!(self.below(2) == 0),
            2 => json!(self.below(50)),
            3 => json!(-(self.below(50) as i64) - 1),
            4 => [
                json!(4294967295u64),
                json!(4294967296u64),
                json!(u64::MAX),
                json!(i64::MIN),
                json!(1.5),
                json!(-0.25),
                json!(1e300),
                json!(2.5e-8),
            ][self.below(8)]
            .clone(),
            5 | 6 => json!(self.pick(&["123m", "4m", "I", "IV", "east", "standard", "x\"y\n", "", "中", "self_draw"])),
            7 => json!(self.pick(&["hand", "tiles", "custom"])),
            8 => json!({"self_draw": self.below(30), "discard": self.below(30)}),
            9 => {
                let n = self.below(4);
                Value::Array((0..n).map(|_| self.value(depth + 1)).collect())
            }
            10 => json!([self.below(30), self.below(30)]),
            11 => self.object(&["tiles", "concealed", "edition", "level", "self_draw", "discard"], depth + 1),
            _ => json!({"tiles": "123m", "concealed": self.below(3) == 0}),
        }
    }

    /// A value of the type the field `key` takes, mostly; any value otherwise.
    fn field(&mut self, key: &str, depth: usize) -> Value {
        if self.below(3) == 0 || depth > 3 {
            return self.value(depth);
        }
        let d = depth + 1;
        match key {
            "last_tile" | "draw" | "discard_wins" | "buried" => json!(self.below(2) == 0),
            "concealed" if self.below(2) == 0 => json!(self.below(3)),
            "concealed" => json!(self.below(2) == 0),
            "offered" => self.object(&["tile", "from"], d),
            "draws_left" | "tail_discards" | "hand_changes" | "self_draw" | "discard" | "score" | "wall" => {
                self.value(depth)
            }
            "melds" => {
                let n = self.below(3);
                Value::Array((0..n).map(|_| self.object(&["tiles", "concealed"], d)).collect())
            }
            "level" => match self.below(4) {
                0 => json!(self.pick(&["I", "IV", "custom"])),
                1 => json!([self.below(30), self.below(30)]),
                _ => self.object(&["self_draw", "discard"], d),
            },
            "players" if self.below(2) == 0 => {
                let n = self.below(4);
                Value::Array((0..n).map(|_| self.object(&["name", "edition", "level"], d)).collect())
            }
            "players" => {
                let mut m = Map::new();
                for seat in ["east", "south", "x"] {
                    if self.below(2) == 0 {
                        m.insert(seat.into(), self.object(&["edition", "level"], d));
                    }
                }
                Value::Object(m)
            }
            "seats" if self.below(2) == 0 => json!({"east": "a", "south": self.value(d)}),
            "seats" => json!({"south": self.object(&["melds", "discards", "concealed"], d)}),
            "hands" => {
                let n = self.below(3);
                Value::Array((0..n).map(|_| self.value(d)).collect())
            }
            "request" => self.object(&["hand", "win_tile", "melds", "level", "players", "last_tile"], d),
            "manual" => self.object(&["winner", "win", "discarder", "score"], d),
            _ => json!(self.pick(&["123m", "4m", "east", "standard", "self_draw", "x\"y\n", "中"])),
        }
    }

    /// An object with some of `keys` (and now and then another key).
    fn object(&mut self, keys: &[&str], depth: usize) -> Value {
        let mut m = Map::new();
        for k in keys {
            if self.below(4) > 0 {
                m.insert(k.to_string(), self.field(k, depth));
            }
        }
        if self.below(6) == 0 {
            m.insert(self.pick(&["Hand", "zz", "aa", "winning_tile", "x"]).into(), self.value(depth));
        }
        Value::Object(m)
    }

    /// A struct's fields as an object, an array, or something else.
    fn shaped(&mut self, keys: &[&str]) -> Value {
        match self.below(10) {
            0 | 1 => {
                let n = self.below(keys.len() + 2);
                Value::Array((0..n).map(|i| self.field(keys.get(i).copied().unwrap_or(""), 1)).collect())
            }
            2 => self.value(0),
            _ => self.object(keys, 0),
        }
    }
}

/// serde's derived readers of the requests as flat structs of the same names:
/// the reference for our readers, where the shared fields live in `HandSpec`.
mod flat {
    use fourseas::api::{self, HandSpec, LevelSpec, ManualSpec, MeldSpec, OfferSpec, PlayerSpec, TableOption};
    use serde::Deserialize;
    use std::collections::BTreeMap;

    /// serde's derived reader of a score request as one flat struct: the reference
    /// for the reader of `Request`, whose shared fields live in `HandSpec`.
    #[derive(Deserialize)]
    #[serde(deny_unknown_fields)]
    pub struct Request {
        hand: String,
        #[serde(default)]
        melds: Vec<MeldSpec>,
        #[serde(default)]
        seat: Option<String>,
        #[serde(default)]
        discarder: Option<String>,
        #[serde(default)]
        edition: Option<String>,
        #[serde(default)]
        level: Option<LevelSpec>,
        #[serde(default)]
        players: Option<BTreeMap<String, PlayerSpec>>,
        #[serde(default)]
        win_tile: Option<String>,
        #[serde(default)]
        win: Option<String>,
        #[serde(default)]
        last_tile: bool,
        #[serde(default)]
        blessing: Option<String>,
    }

    impl From<Request> for api::Request {
        fn from(r: Request) -> Self {
            let Request { hand, win_tile, melds, win, last_tile, blessing, seat, discarder, edition, level, players } =
                r;
            let hand = HandSpec { tiles: hand, melds, seat, discarder, edition, level, players };
            api::Request { hand, win_tile, win, last_tile, blessing }
        }
    }

    /// The same for an analysis request.
    #[derive(Deserialize)]
    #[serde(deny_unknown_fields)]
    pub struct AnalyzeRequest {
        hand: String,
        #[serde(default)]
        melds: Vec<MeldSpec>,
        #[serde(default)]
        seat: Option<String>,
        #[serde(default)]
        discarder: Option<String>,
        #[serde(default)]
        edition: Option<String>,
        #[serde(default)]
        level: Option<LevelSpec>,
        #[serde(default)]
        players: Option<BTreeMap<String, PlayerSpec>>,
        #[serde(default)]
        seen: Option<String>,
        #[serde(default)]
        draws_left: Option<u32>,
        #[serde(default)]
        tail_discards: Option<u32>,
        #[serde(default)]
        hand_changes: Option<u32>,
        #[serde(default)]
        discard_wins: Option<bool>,
        #[serde(default)]
        offered: Option<OfferSpec>,
        #[serde(default)]
        table: Option<TableOption>,
    }

    impl From<AnalyzeRequest> for api::AnalyzeRequest {
        fn from(r: AnalyzeRequest) -> Self {
            let AnalyzeRequest {
                hand,
                melds,
                seat,
                discarder,
                edition,
                level,
                players,
                seen,
                draws_left,
                tail_discards,
                hand_changes,
                discard_wins,
                offered,
                table,
            } = r;
            let hand = HandSpec { tiles: hand, melds, seat, discarder, edition, level, players };
            api::AnalyzeRequest { hand, seen, draws_left, tail_discards, hand_changes, discard_wins, offered, table }
        }
    }

    /// The same for a session hand, whose request is read by the flat reference too.
    #[derive(Deserialize)]
    #[serde(deny_unknown_fields)]
    pub struct SessionHandSpec {
        seats: BTreeMap<String, String>,
        #[serde(default)]
        request: Option<Request>,
        #[serde(default)]
        manual: Option<ManualSpec>,
        #[serde(default)]
        draw: bool,
    }

    impl From<SessionHandSpec> for api::SessionHandSpec {
        fn from(h: SessionHandSpec) -> Self {
            api::SessionHandSpec { seats: h.seats, request: h.request.map(Into::into), manual: h.manual, draw: h.draw }
        }
    }
}

/// Both readers agree on `n` generated values of the shape of `keys`: ours, and
/// serde's derived reader of `S` (`T` itself where it derives one).
fn agree_as<T: FromJson + PartialEq + Debug, S: DeserializeOwned + Into<T>>(seed: u64, keys: &[&str], n: usize) {
    let mut g = Gen(seed);
    for _ in 0..n {
        let v = g.shaped(keys);
        let ours = T::from_json(v.clone());
        let serde = serde_json::from_value::<S>(v.clone()).map(Into::into).map_err(|e| e.to_string());
        assert_eq!(ours, serde, "{v}");
    }
}

fn agree<T: FromJson + DeserializeOwned + PartialEq + Debug>(seed: u64, keys: &[&str], n: usize) {
    agree_as::<T, T>(seed, keys, n)
}

#[test]
fn requests_read_as_serde_reads_them() {
    // The shared hand fields first (`HandSpec`, flattened where `hand` is), then the score's own.
    let request = [
        "hand",
        "melds",
        "seat",
        "discarder",
        "edition",
        "level",
        "players",
        "win_tile",
        "win",
        "last_tile",
        "blessing",
    ];
    agree_as::<Request, flat::Request>(1, &request, 20_000);
    let analyze = [
        "hand",
        "melds",
        "seat",
        "discarder",
        "edition",
        "level",
        "players",
        "seen",
        "draws_left",
        "tail_discards",
        "hand_changes",
        "discard_wins",
        "offered",
    ];
    agree_as::<AnalyzeRequest, flat::AnalyzeRequest>(2, &analyze, 20_000);
}

#[test]
fn parts_read_as_serde_reads_them() {
    agree::<MeldSpec>(3, &["tiles", "concealed"], 5_000);
    agree::<PlayerSpec>(4, &["edition", "level"], 5_000);
    agree::<OfferSpec>(11, &["tile", "from"], 5_000);
    agree::<SeatTable>(12, &["melds", "discards", "concealed"], 5_000);
    agree::<TableSpec>(13, &["wall", "seats", "buried"], 5_000);
    agree::<Option<LevelSpec>>(5, &["self_draw", "discard"], 5_000);
    agree::<Vec<String>>(6, &[], 2_000);
}

#[test]
fn sessions_read_as_serde_reads_them() {
    agree::<SessionRequest>(7, &["players", "hands"], 5_000);
    agree::<SessionPlayer>(8, &["name", "edition", "level"], 5_000);
    agree_as::<SessionHandSpec, flat::SessionHandSpec>(9, &["seats", "request", "manual", "draw"], 10_000);
    agree::<ManualSpec>(10, &["winner", "win", "discarder", "score"], 5_000);
}

/// Each request struct is declared once: the names its reader takes are the
/// fields the TypeScript declarations give it, in the same order (both come
/// from the one `contract!` declaration; ts-rs writes a flattened part's
/// fields last, so for the two flattened requests the sets are compared), and
/// its required fields are the ones it declares.
#[cfg(feature = "typescript")]
#[test]
fn each_request_field_is_declared_once() {
    use fourseas::api::{ActionSpec, DealRequest, Fields, HandSpec, PlayRequest, TableRequest};
    use ts_rs::TS;
    fn check<T: Fields + TS + Default + serde::Serialize>(required: &[&str], flattened: bool) {
        let (mut names, mut req) = (Vec::new(), Vec::new());
        T::names(&mut names);
        T::required(&mut req);
        // The declaration's top-level properties: doc comments and nested types dropped.
        let cfg = ts_rs::Config::new();
        let mut ts = T::inline(&cfg);
        while let Some(i) = ts.find("/**") {
            let j = ts[i..].find("*/").map_or(ts.len(), |j| i + j + 2);
            ts.replace_range(i..j, "");
        }
        let inner = &ts[ts.find('{').unwrap() + 1..ts.rfind('}').unwrap()];
        let (mut depth, mut flat) = (0, String::new());
        for c in inner.chars() {
            match c {
                '{' | '<' | '(' => depth += 1,
                '}' | '>' | ')' => depth -= 1,
                _ if depth == 0 => flat.push(c),
                _ => {}
            }
        }
        let mut declared: Vec<&str> = flat
            .split([',', ';'])
            .filter_map(|p| p.split(':').next())
            .map(|n| n.trim().trim_end_matches('?'))
            .filter(|n| !n.is_empty())
            .collect();
        if flattened {
            names.sort_unstable();
            declared.sort_unstable();
        }
        assert_eq!(names, declared, "{}", T::name(&cfg));
        assert_eq!(req, required, "{}", T::name(&cfg));
    }
    check::<Request>(&["hand"], true);
    check::<AnalyzeRequest>(&["hand"], true);
    check::<HandSpec>(&["hand"], false);
    check::<MeldSpec>(&["tiles"], false);
    check::<PlayerSpec>(&[], false);
    check::<OfferSpec>(&["tile", "from"], false);
    check::<DealRequest>(&["kind"], false);
    check::<PlayRequest>(&[], false);
    check::<ActionSpec>(&["seat", "action"], false);
    check::<TableRequest>(&[], false);
    check::<SessionPlayer>(&["name"], false);
    check::<SessionRequest>(&["players"], false);
    check::<ManualSpec>(&["winner", "score"], false);
    check::<SessionHandSpec>(&["seats"], false);
    // A key no field names is refused, whichever struct the reader is in; none falls through.
    for text in [r#"{"hand": "1m", "playerz": {}}"#, r#"{"hand": "1m", "Hand": "2m"}"#] {
        let e = fourseas::api::read::<Request>(text, None).unwrap_err();
        assert_eq!(e.reason(), fourseas::ErrorReason::Json, "{text}");
    }
}
