//! Requests read from a JSON value field by field, as serde's derives read them
//! (objects with unknown fields refused, arrays by position, `null` for a missing
//! option) and with serde_json's messages word for word: the tests compare the
//! two on many values. The derives stay for library users; [`api::read`] uses
//! these few functions because every derived reader is generic code of its own,
//! which took about 30 KB of the gzipped WebAssembly module.
//!
//! [`api::read`]: crate::api::read

use crate::api::{
    AnalyzeRequest, LevelSpec, ManualSpec, MeldSpec, PlayerSpec, Request, SessionHandSpec, SessionPlayer,
    SessionRequest,
};
use crate::level::Minimum;
use serde_json::Value;
use std::collections::BTreeMap;

/// A request, or a part of one, that [`api::read`](crate::api::read) reads from
/// JSON data.
pub trait FromJson: Sized {
    /// Reads the value, or says why not in serde_json's words.
    fn from_json(v: Value) -> Result<Self, String>;
}

/// What serde_json calls a value in an "invalid type" message.
fn unexpected(v: &Value) -> String {
    match v {
        Value::Null => "null".into(),
        Value::Bool(b) => format!("boolean `{b}`"),
        Value::Number(n) if n.is_f64() => format!("floating point `{n}`"),
        Value::Number(n) => format!("integer `{n}`"),
        Value::String(s) => format!("string {s:?}"),
        Value::Array(_) => "sequence".into(),
        Value::Object(_) => "map".into(),
    }
}

fn invalid_type(v: &Value, expected: &str) -> String {
    format!("invalid type: {}, expected {expected}", unexpected(v))
}

/// serde's message for a key that names no field.
fn unknown_field(key: &str, names: &[&str]) -> String {
    let list = match names {
        [one] => format!("`{one}`"),
        [a, b] => format!("`{a}` or `{b}`"),
        _ => format!("one of {}", names.iter().map(|n| format!("`{n}`")).collect::<Vec<_>>().join(", ")),
    };
    format!("unknown field `{key}`, expected {list}")
}

fn missing(field: &str) -> String {
    format!("missing field `{field}`")
}

/// Reads a struct's fields as serde's derive does with `deny_unknown_fields`:
/// from an object, its entries in key order, each value read (by `set`) as the
/// field its key names; or from an array, by position, where the fields after
/// its end keep their defaults unless `required` (a bit per field) has them.
/// Missing required fields of an object are the caller's to report, in field order.
fn fields(
    v: Value,
    name: &str,
    names: &[&str],
    required: u32,
    mut set: impl FnMut(usize, Value) -> Result<(), String>,
) -> Result<(), String> {
    match v {
        Value::Object(m) => {
            for (k, x) in m {
                match names.iter().position(|n| *n == k) {
                    Some(i) => set(i, x)?,
                    None => return Err(unknown_field(&k, names)),
                }
            }
            Ok(())
        }
        Value::Array(a) => {
            let len = a.len();
            let mut items = a.into_iter();
            for i in 0..names.len() {
                match items.next() {
                    Some(x) => set(i, x)?,
                    None if required & 1 << i != 0 => {
                        return Err(format!("invalid length {i}, expected struct {name} with {} elements", names.len()))
                    }
                    None => {}
                }
            }
            match items.len() {
                0 => Ok(()),
                _ => Err(format!("invalid length {len}, expected fewer elements in array")),
            }
        }
        v => Err(invalid_type(&v, &format!("struct {name}"))),
    }
}

/// A required field, once every entry has been read.
fn given<T>(x: Option<T>, field: &str) -> Result<T, String> {
    x.ok_or_else(|| missing(field))
}

impl FromJson for Value {
    fn from_json(v: Value) -> Result<Self, String> {
        Ok(v)
    }
}

impl FromJson for String {
    fn from_json(v: Value) -> Result<Self, String> {
        match v {
            Value::String(s) => Ok(s),
            v => Err(invalid_type(&v, "a string")),
        }
    }
}

impl FromJson for bool {
    fn from_json(v: Value) -> Result<Self, String> {
        match v {
            Value::Bool(b) => Ok(b),
            v => Err(invalid_type(&v, "a boolean")),
        }
    }
}

impl FromJson for u32 {
    fn from_json(v: Value) -> Result<Self, String> {
        let invalid = |n: &dyn std::fmt::Display| format!("invalid value: integer `{n}`, expected u32");
        match &v {
            Value::Number(n) if n.is_u64() => n.as_u64().and_then(|u| u32::try_from(u).ok()).ok_or_else(|| invalid(n)),
            Value::Number(n) if n.is_i64() => Err(invalid(n)),
            _ => Err(invalid_type(&v, "u32")),
        }
    }
}

impl FromJson for f64 {
    fn from_json(v: Value) -> Result<Self, String> {
        match &v {
            Value::Number(n) => n.as_f64().ok_or_else(|| invalid_type(&v, "f64")),
            _ => Err(invalid_type(&v, "f64")),
        }
    }
}

impl<T: FromJson> FromJson for Option<T> {
    fn from_json(v: Value) -> Result<Self, String> {
        match v {
            Value::Null => Ok(None),
            v => T::from_json(v).map(Some),
        }
    }
}

impl<T: FromJson> FromJson for Vec<T> {
    fn from_json(v: Value) -> Result<Self, String> {
        match v {
            Value::Array(a) => {
                let mut out = Vec::with_capacity(a.len());
                for x in a {
                    out.push(T::from_json(x)?);
                }
                Ok(out)
            }
            v => Err(invalid_type(&v, "a sequence")),
        }
    }
}

impl<T: FromJson> FromJson for BTreeMap<String, T> {
    fn from_json(v: Value) -> Result<Self, String> {
        match v {
            // Inserted one by one: collecting would sort with the standard sort.
            Value::Object(m) => m.into_iter().try_fold(BTreeMap::new(), |mut out, (k, x)| {
                out.insert(k, T::from_json(x)?);
                Ok(out)
            }),
            v => Err(invalid_type(&v, "a map")),
        }
    }
}

impl FromJson for LevelSpec {
    /// serde's untagged enum: a name, else minimums (an object of both or an
    /// array of two), else one message whatever went wrong.
    fn from_json(v: Value) -> Result<Self, String> {
        let count = |x: &Value| x.as_u64().and_then(|u| u32::try_from(u).ok());
        let custom = match &v {
            Value::String(s) => return Ok(LevelSpec::Named(s.clone())),
            Value::Object(m) if m.len() == 2 => {
                (count(m.get("self_draw").unwrap_or(&Value::Null)), count(m.get("discard").unwrap_or(&Value::Null)))
            }
            Value::Array(a) if a.len() == 2 => (count(&a[0]), count(&a[1])),
            _ => (None, None),
        };
        match custom {
            (Some(self_draw), Some(discard)) => Ok(LevelSpec::Custom(Minimum { self_draw, discard })),
            _ => Err("data did not match any variant of untagged enum LevelSpec".into()),
        }
    }
}

impl FromJson for MeldSpec {
    fn from_json(v: Value) -> Result<Self, String> {
        let (mut tiles, mut concealed) = (None, false);
        fields(v, "MeldSpec", &["tiles", "concealed"], 0b1, |i, x| {
            match i {
                0 => tiles = Some(String::from_json(x)?),
                _ => concealed = bool::from_json(x)?,
            }
            Ok(())
        })?;
        Ok(MeldSpec { tiles: given(tiles, "tiles")?, concealed })
    }
}

impl FromJson for PlayerSpec {
    fn from_json(v: Value) -> Result<Self, String> {
        let mut p = PlayerSpec::default();
        fields(v, "PlayerSpec", &["edition", "level"], 0, |i, x| {
            match i {
                0 => p.edition = FromJson::from_json(x)?,
                _ => p.level = FromJson::from_json(x)?,
            }
            Ok(())
        })?;
        Ok(p)
    }
}

impl FromJson for Request {
    fn from_json(v: Value) -> Result<Self, String> {
        const NAMES: &[&str] = &[
            "hand",
            "win_tile",
            "melds",
            "win",
            "last_tile",
            "blessing",
            "seat",
            "discarder",
            "edition",
            "level",
            "players",
        ];
        let (mut r, mut hand) = (Request::default(), None);
        fields(v, "Request", NAMES, 0b1, |i, x| {
            match i {
                0 => hand = Some(String::from_json(x)?),
                1 => r.win_tile = FromJson::from_json(x)?,
                2 => r.melds = FromJson::from_json(x)?,
                3 => r.win = FromJson::from_json(x)?,
                4 => r.last_tile = FromJson::from_json(x)?,
                5 => r.blessing = FromJson::from_json(x)?,
                6 => r.seat = FromJson::from_json(x)?,
                7 => r.discarder = FromJson::from_json(x)?,
                8 => r.edition = FromJson::from_json(x)?,
                9 => r.level = FromJson::from_json(x)?,
                _ => r.players = FromJson::from_json(x)?,
            }
            Ok(())
        })?;
        r.hand = given(hand, "hand")?;
        Ok(r)
    }
}

impl FromJson for AnalyzeRequest {
    fn from_json(v: Value) -> Result<Self, String> {
        const NAMES: &[&str] =
            &["hand", "melds", "seat", "discarder", "edition", "level", "players", "seen", "draws_left"];
        let (mut r, mut hand) = (AnalyzeRequest::default(), None);
        fields(v, "AnalyzeRequest", NAMES, 0b1, |i, x| {
            match i {
                0 => hand = Some(String::from_json(x)?),
                1 => r.melds = FromJson::from_json(x)?,
                2 => r.seat = FromJson::from_json(x)?,
                3 => r.discarder = FromJson::from_json(x)?,
                4 => r.edition = FromJson::from_json(x)?,
                5 => r.level = FromJson::from_json(x)?,
                6 => r.players = FromJson::from_json(x)?,
                7 => r.seen = FromJson::from_json(x)?,
                _ => r.draws_left = FromJson::from_json(x)?,
            }
            Ok(())
        })?;
        r.hand = given(hand, "hand")?;
        Ok(r)
    }
}

impl FromJson for SessionPlayer {
    fn from_json(v: Value) -> Result<Self, String> {
        let (mut p, mut name) = (SessionPlayer::default(), None);
        fields(v, "SessionPlayer", &["name", "edition", "level"], 0b1, |i, x| {
            match i {
                0 => name = Some(String::from_json(x)?),
                1 => p.edition = FromJson::from_json(x)?,
                _ => p.level = FromJson::from_json(x)?,
            }
            Ok(())
        })?;
        p.name = given(name, "name")?;
        Ok(p)
    }
}

impl FromJson for SessionRequest {
    fn from_json(v: Value) -> Result<Self, String> {
        let (mut players, mut hands) = (None, Vec::new());
        fields(v, "SessionRequest", &["players", "hands"], 0b1, |i, x| {
            match i {
                0 => players = Some(FromJson::from_json(x)?),
                _ => hands = FromJson::from_json(x)?,
            }
            Ok(())
        })?;
        Ok(SessionRequest { players: given(players, "players")?, hands })
    }
}

impl FromJson for ManualSpec {
    fn from_json(v: Value) -> Result<Self, String> {
        let (mut m, mut winner, mut score) = (ManualSpec::default(), None, None);
        fields(v, "ManualSpec", &["winner", "win", "discarder", "score"], 0b1001, |i, x| {
            match i {
                0 => winner = Some(String::from_json(x)?),
                1 => m.win = FromJson::from_json(x)?,
                2 => m.discarder = FromJson::from_json(x)?,
                _ => score = Some(f64::from_json(x)?),
            }
            Ok(())
        })?;
        m.winner = given(winner, "winner")?;
        m.score = given(score, "score")?;
        Ok(m)
    }
}

impl FromJson for SessionHandSpec {
    fn from_json(v: Value) -> Result<Self, String> {
        let (mut h, mut seats) = (SessionHandSpec::default(), None);
        fields(v, "SessionHandSpec", &["seats", "request", "manual", "draw"], 0b1, |i, x| {
            match i {
                0 => seats = Some(FromJson::from_json(x)?),
                1 => h.request = FromJson::from_json(x)?,
                2 => h.manual = FromJson::from_json(x)?,
                _ => h.draw = FromJson::from_json(x)?,
            }
            Ok(())
        })?;
        h.seats = given(seats, "seats")?;
        Ok(h)
    }
}
