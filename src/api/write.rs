//! The one writer of every answer, the CLI's and the WebAssembly module's:
//! serde_json with numbers written as ECMAScript writes them (`ryu-js`), so that
//! an answer is the same text as JavaScript's `JSON.stringify` of it
//! (`0.0000017464143208608116`, not `1.7464143208608116e-6`).

use serde::Serialize;
use serde_json::ser::{CompactFormatter, Formatter, PrettyFormatter};
use std::io::{self, Write};

/// A formatter with ECMAScript's numbers over another's layout.
struct Js<F>(F);

impl<F: Formatter> Formatter for Js<F> {
    fn write_f64<W: ?Sized + Write>(&mut self, w: &mut W, v: f64) -> io::Result<()> {
        // serde_json writes `null` for a number that is not finite before it gets here.
        w.write_all(ryu_js::Buffer::new().format_finite(v).as_bytes())
    }
    fn write_f32<W: ?Sized + Write>(&mut self, w: &mut W, v: f32) -> io::Result<()> {
        self.write_f64(w, f64::from(v))
    }
    fn begin_array<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.begin_array(w)
    }
    fn end_array<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.end_array(w)
    }
    fn begin_array_value<W: ?Sized + Write>(&mut self, w: &mut W, first: bool) -> io::Result<()> {
        self.0.begin_array_value(w, first)
    }
    fn end_array_value<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.end_array_value(w)
    }
    fn begin_object<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.begin_object(w)
    }
    fn end_object<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.end_object(w)
    }
    fn begin_object_key<W: ?Sized + Write>(&mut self, w: &mut W, first: bool) -> io::Result<()> {
        self.0.begin_object_key(w, first)
    }
    fn begin_object_value<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.begin_object_value(w)
    }
    fn end_object_value<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.end_object_value(w)
    }
}

/// An answer as one line of JSON text, numbers as JavaScript writes them.
///
/// ```
/// assert_eq!(fourseas::api::to_json(&[1.7464143208608116e-6, 0.5, 2.0], false).unwrap(), "[0.0000017464143208608116,0.5,2]");
/// ```
pub fn to_json<T: Serialize + ?Sized>(v: &T, pretty: bool) -> serde_json::Result<String> {
    let mut out = Vec::with_capacity(256);
    if pretty {
        v.serialize(&mut serde_json::Serializer::with_formatter(&mut out, Js(PrettyFormatter::new())))?;
    } else {
        v.serialize(&mut serde_json::Serializer::with_formatter(&mut out, Js(CompactFormatter)))?;
    }
    // serde_json writes UTF-8 only.
    Ok(String::from_utf8(out).unwrap_or_default())
}
