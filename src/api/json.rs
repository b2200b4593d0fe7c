//! The JSON reading every contract shares: [`read`], the one reader of the CLI
//! and the WebAssembly module, and [`FromJson`], which reads a request from a
//! JSON value field by field as serde's derives read them (objects with unknown
//! fields refused, arrays by position, `null` for a missing option), with
//! serde_json's messages word for word: the tests compare the two on many
//! values. Each contract's file reads its own fields with `fields`; a derived
//! reader per type is generic code of its own, which took about 11 KB of the
//! gzipped WebAssembly module.

use crate::error::{Error, ErrorCode, ErrorReason};
use serde::Deserialize;
use serde_json::Value;
use std::collections::BTreeMap;

/// A request, or a part of one, that [`read`] reads from JSON data.
pub trait FromJson: Sized {
    /// The longest request text of this kind: 64 KiB, more for a score sheet.
    const MAX_BYTES: usize = MAX_REQUEST_BYTES;
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

pub(super) fn invalid_type(v: &Value, expected: &str) -> String {
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
pub(super) fn fields(
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

/// Reads a struct as serde's derive does (see [`fields`]): `names` in serde's
/// order, `set` reading the value of each key given, then the first of the
/// `required` fields not given is missing, in field order.
pub(super) fn read_struct<T: Default>(
    v: Value,
    name: &str,
    names: &[&str],
    required: &[&str],
    mut set: impl FnMut(&mut T, &str, Value) -> Result<(), String>,
) -> Result<T, String> {
    let mask = names.iter().enumerate().filter(|(_, n)| required.contains(n)).fold(0, |m, (i, _)| m | 1 << i);
    let (mut out, mut given) = (T::default(), 0u32);
    fields(v, name, names, mask, |i, x| {
        given |= 1 << i;
        set(&mut out, names[i], x)
    })?;
    match names.iter().enumerate().find(|&(i, _)| mask & !given & 1 << i != 0) {
        Some((_, field)) => Err(missing(field)),
        None => Ok(out),
    }
}

/// Declares a request struct once, its fields in JSON order, and reads it: the
/// struct as written (its serde and TypeScript attributes are serde's and
/// ts-rs's, so the answer, the reader and the declarations follow one field
/// list), and [`FromJson`] and [`Fields`] from the same list. After a field's
/// type, `[required]` marks a field a request must give, `[flatten]` a struct
/// whose own fields are read in its place (written `#[serde(flatten)]` too),
/// and `[rename "hand"]` the JSON name of a field written `#[serde(rename)]`
/// (`[required rename "hand"]` both).
/// `max` after the struct sets its longest text. A key no field names is
/// refused with serde's message; no key falls through to another field.
macro_rules! contract {
    (
        $(#[$m:meta])*
        pub struct $t:ident {
            $(
                $(#[$fm:meta])*
                pub $f:ident : $ty:ty $([$($flag:tt)+])?
            ),+ $(,)?
        }
        $(max $max:expr)?
    ) => {
        $(#[$m])*
        pub struct $t {
            $( $(#[$fm])* pub $f: $ty, )+
        }

        impl $crate::api::json::Fields for $t {
            fn names(out: &mut Vec<&'static str>) {
                $( $crate::api::json::contract!(@name out, $f, $ty $(, $($flag)+)?); )+
            }
            fn required(out: &mut Vec<&'static str>) {
                let _ = &out; // a struct may have no required field
                $( $crate::api::json::contract!(@required out, $f, $ty $(, $($flag)+)?); )+
            }
            fn set(&mut self, key: &str, x: &mut Option<serde_json::Value>) -> Option<std::result::Result<(), String>> {
                $(
                    if let Some(r) = $crate::api::json::contract!(@set self, key, x, $f, $ty $(, $($flag)+)?) {
                        return Some(r);
                    }
                )+
                None
            }
        }

        impl FromJson for $t {
            $(const MAX_BYTES: usize = $max;)?
            fn from_json(v: serde_json::Value) -> std::result::Result<Self, String> {
                $crate::api::json::read_fields(v, stringify!($t))
            }
        }
    };
    (@name $out:ident, $f:ident, $ty:ty) => { $out.push(stringify!($f)) };
    (@name $out:ident, $f:ident, $ty:ty, required) => { $out.push(stringify!($f)) };
    (@name $out:ident, $f:ident, $ty:ty, $(required)? rename $json:literal) => { $out.push($json) };
    (@name $out:ident, $f:ident, $ty:ty, flatten) => { <$ty as $crate::api::json::Fields>::names($out) };
    (@required $out:ident, $f:ident, $ty:ty, required) => { $out.push(stringify!($f)) };
    (@required $out:ident, $f:ident, $ty:ty, required rename $json:literal) => { $out.push($json) };
    (@required $out:ident, $f:ident, $ty:ty, flatten) => { <$ty as $crate::api::json::Fields>::required($out) };
    (@required $out:ident, $f:ident, $ty:ty $(, $($flag:tt)+)?) => {};
    (@set $s:ident, $key:ident, $x:ident, $f:ident, $ty:ty, flatten) => {
        $crate::api::json::Fields::set(&mut $s.$f, $key, $x)
    };
    (@set $s:ident, $key:ident, $x:ident, $f:ident, $ty:ty, $(required)? rename $json:literal) => {
        ($key == $json).then(|| Ok($s.$f = FromJson::from_json($x.take().unwrap_or_default())?))
    };
    (@set $s:ident, $key:ident, $x:ident, $f:ident, $ty:ty $(, required)?) => {
        ($key == stringify!($f)).then(|| Ok($s.$f = FromJson::from_json($x.take().unwrap_or_default())?))
    };
}

pub(super) use contract;

/// A request struct's fields, as the crate's `contract!` declares them: their JSON names
/// in order (a flattened struct's in its place), the required ones, and the
/// reading of one key into its field (`None`: no field of this struct has it).
pub trait Fields {
    /// The JSON names, in order.
    fn names(out: &mut Vec<&'static str>);
    /// The names a request must give.
    fn required(out: &mut Vec<&'static str>);
    /// Reads `x` into the field named `key` (taking it); `None` when no field
    /// has that name (`x` left as it was).
    fn set(&mut self, key: &str, x: &mut Option<Value>) -> Option<Result<(), String>>;
}

/// Reads a [`Fields`] struct as serde's derive does (see [`read_struct`]).
pub(super) fn read_fields<T: Fields + Default>(v: Value, name: &str) -> Result<T, String> {
    let (mut names, mut required) = (Vec::new(), Vec::new());
    T::names(&mut names);
    T::required(&mut required);
    read_struct(v, name, &names, &required, |out: &mut T, key, x| {
        // Every name the reader accepts is a field's: no key is left over.
        out.set(key, &mut Some(x)).unwrap_or_else(|| Err(format!("no field reads `{key}`")))
    })
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

impl FromJson for u64 {
    fn from_json(v: Value) -> Result<Self, String> {
        match &v {
            Value::Number(n) if n.is_u64() => Ok(n.as_u64().unwrap_or_default()),
            Value::Number(n) if n.is_i64() => Err(format!("invalid value: integer `{n}`, expected u64")),
            _ => Err(invalid_type(&v, "u64")),
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

/// The longest request accepted, as JSON text: 64 KiB.
pub const MAX_REQUEST_BYTES: usize = 64 * 1024;

/// Reads a request from its JSON text: the one reader of the CLI and the
/// WebAssembly module, so both accept and refuse exactly the same requests with
/// the same messages. `defaults` fill the fields a request leaves out (the CLI's
/// flags in stream mode). Text longer than [`MAX_REQUEST_BYTES`] is `too_large`;
/// anything else that is not a request of this kind is `bad_request`: not JSON,
/// nested more than 128 deep, a key given twice (in any case), an unknown field,
/// a value of the wrong type. Messages quote at most a short excerpt.
///
/// ```
/// use fourseas::api::{read, Request};
/// let r: Request = read(r#"{"hand": "123m", "win_tile": "4m"}"#, None).unwrap();
/// assert_eq!(r.hand.tiles, "123m");
/// let e = read::<Request>(r#"{"hand": "1m", "hand": "2m"}"#, None).unwrap_err();
/// assert_eq!(e.code().as_str(), "bad_request");
/// ```
pub fn read<R: FromJson>(
    text: &str,
    defaults: Option<&serde_json::Map<String, serde_json::Value>>,
) -> crate::error::Result<R> {
    if text.len() > R::MAX_BYTES {
        return Err(too_large_at(text.len(), R::MAX_BYTES));
    }
    let bad = |e: serde_json::Error| Error::new(ErrorCode::BadRequest, ErrorReason::Json, short(&e.to_string()));
    if text.trim().is_empty() {
        return Err(Error::new(
            ErrorCode::BadRequest,
            ErrorReason::EmptyRequest,
            "an empty line: a request is a JSON object",
        ));
    }
    let Strict(mut v) = serde_json::from_str(text).map_err(bad)?;
    if let (Some(defaults), serde_json::Value::Object(m)) = (defaults, &mut v) {
        for (k, x) in defaults {
            m.entry(k.clone()).or_insert_with(|| x.clone());
        }
    }
    R::from_json(v).map_err(|m| Error::new(ErrorCode::BadRequest, ErrorReason::Json, short(&m)))
}

/// The `too_large` error for a request of `len` bytes.
pub fn too_large(len: usize) -> Error {
    too_large_at(len, MAX_REQUEST_BYTES)
}

/// The `too_large` error for a request of `len` bytes where `max` is the longest.
pub fn too_large_at(len: usize, max: usize) -> Error {
    let message = format!("the request is {len} bytes or more; the longest accepted is {max}");
    Error::new(ErrorCode::TooLarge, ErrorReason::RequestTooLong, message).arg("len", len).arg("max", max)
}

/// A message cut to a readable length.
pub(super) fn short(msg: &str) -> String {
    match msg.char_indices().nth(200) {
        Some((i, _)) => format!("{}…", &msg[..i]),
        None => msg.to_string(),
    }
}

/// A JSON value read strictly: no key twice in one object, in any case, and
/// whole numbers written with a fraction (`100.0`) read as the integers they are,
/// as JavaScript reads them.
struct Strict(serde_json::Value);

impl<'de> Deserialize<'de> for Strict {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
        use serde::de::{Error as _, MapAccess, SeqAccess, Visitor};
        use serde_json::{Map, Number, Value};
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Strict;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("JSON data")
            }
            fn visit_bool<E>(self, b: bool) -> std::result::Result<Strict, E> {
                Ok(Strict(Value::Bool(b)))
            }
            fn visit_i64<E>(self, n: i64) -> std::result::Result<Strict, E> {
                Ok(Strict(Value::from(n)))
            }
            fn visit_u64<E>(self, n: u64) -> std::result::Result<Strict, E> {
                Ok(Strict(Value::from(n)))
            }
            fn visit_f64<E>(self, x: f64) -> std::result::Result<Strict, E> {
                Ok(Strict(if x.fract() == 0.0 && x.abs() < 9.0e15 {
                    Value::from(x as i64)
                } else {
                    Number::from_f64(x).map_or(Value::Null, Value::Number)
                }))
            }
            fn visit_str<E>(self, s: &str) -> std::result::Result<Strict, E> {
                Ok(Strict(Value::String(s.to_string())))
            }
            fn visit_string<E>(self, s: String) -> std::result::Result<Strict, E> {
                Ok(Strict(Value::String(s)))
            }
            fn visit_unit<E>(self) -> std::result::Result<Strict, E> {
                Ok(Strict(Value::Null))
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> std::result::Result<Strict, A::Error> {
                let mut v = Vec::new();
                while let Some(Strict(x)) = seq.next_element()? {
                    v.push(x);
                }
                Ok(Strict(Value::Array(v)))
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> std::result::Result<Strict, A::Error> {
                let mut m = Map::new();
                while let Some(k) = map.next_key::<String>()? {
                    if m.keys().any(|x: &String| x.eq_ignore_ascii_case(&k)) {
                        return Err(A::Error::custom(format!(
                            "the key '{}' is given twice",
                            crate::names::excerpt(&k)
                        )));
                    }
                    let Strict(x) = map.next_value()?;
                    m.insert(k, x);
                }
                Ok(Strict(Value::Object(m)))
            }
        }
        d.deserialize_any(V)
    }
}

/// serde's `Deserialize` for a request read by [`FromJson`], so that a library
/// user's `serde_json::from_str` reads it exactly as the CLI does.
macro_rules! deserialize_by_from_json {
    ($t:ty) => {
        impl<'de> serde::Deserialize<'de> for $t {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
                let v = <serde_json::Value as serde::Deserialize>::deserialize(d)?;
                <$t as FromJson>::from_json(v).map_err(serde::de::Error::custom)
            }
        }
    };
}

pub(super) use deserialize_by_from_json;
