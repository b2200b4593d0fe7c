//! The one reply shape of every contract: `{"ok": true, …}` with the answer's
//! fields, or `{"ok": false, "error": {"code", "message", "reason", "args", …}}`.

use crate::error::{Arg, Error, ErrorCode, ErrorReason};
use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};

/// The values an error's reason names, written as one JSON object.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ErrorArgs(pub Vec<(&'static str, Arg)>);

impl Serialize for ErrorArgs {
    fn serialize<S: Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(Some(self.0.len()))?;
        for (k, v) in &self.0 {
            m.serialize_entry(k, v)?;
        }
        m.end()
    }
}

#[cfg(feature = "typescript")]
impl ts_rs::TS for ErrorArgs {
    type WithoutGenerics = Self;
    type OptionInnerType = Self;
    fn name(_: &ts_rs::Config) -> String {
        "ErrorArgs".into()
    }
    fn inline(_: &ts_rs::Config) -> String {
        "{ [key: string]: string | number }".into()
    }
    fn decl(cfg: &ts_rs::Config) -> String {
        format!("type ErrorArgs = {};", <Self as ts_rs::TS>::inline(cfg))
    }
}

/// A coded error, as every contract writes it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct ErrorBody {
    /// The stable code.
    pub code: ErrorCode,
    /// The message for people, in English.
    pub message: String,
    /// The stable reason, finer than the code.
    pub reason: ErrorReason,
    /// The values the reason names (a message in any language is written from
    /// the reason and these), and `within`, the request field at fault.
    pub args: ErrorArgs,
    /// For a session: the index of the hand at fault, in sheet order.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", ts(optional, as = "Option<u32>"))]
    pub hand: Option<usize>,
    /// For a replay: the index of the first event at fault (0 = the first line).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", ts(optional, as = "Option<u32>"))]
    pub event: Option<usize>,
    /// For a table request: the index of the action refused.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "typescript", ts(optional, as = "Option<u32>"))]
    pub action: Option<usize>,
}

impl ErrorBody {
    /// The error of the hand at `index` of a session.
    pub fn at_hand(e: &Error, index: usize) -> Self {
        ErrorBody { hand: Some(index), ..ErrorBody::from(e) }
    }
}

impl From<&Error> for ErrorBody {
    fn from(e: &Error) -> Self {
        ErrorBody {
            code: e.code(),
            message: e.message().to_string(),
            reason: e.reason(),
            args: ErrorArgs(e.args().to_vec()),
            hand: None,
            event: None,
            action: None,
        }
    }
}

impl From<crate::names::UnknownName> for ErrorBody {
    fn from(u: crate::names::UnknownName) -> Self {
        ErrorBody::from(Error::from(u))
    }
}

impl From<Error> for ErrorBody {
    fn from(e: Error) -> Self {
        ErrorBody::from(&e)
    }
}

/// Either answer of a contract; serialized with `ok` first.
#[derive(Debug, Clone, PartialEq)]
pub enum Reply<T> {
    /// The answer.
    Ok(Box<T>),
    /// The error answer.
    Err(ErrorBody),
}

impl<T> Reply<T> {
    /// Whether this is the answer rather than an error.
    pub fn is_ok(&self) -> bool {
        matches!(self, Reply::Ok(_))
    }

    /// The error answer for `e`.
    pub fn error(e: &Error) -> Self {
        Reply::Err(ErrorBody::from(e))
    }
}

impl<T, E: Into<ErrorBody>> From<std::result::Result<T, E>> for Reply<T> {
    fn from(r: std::result::Result<T, E>) -> Self {
        match r {
            Ok(v) => Reply::Ok(Box::new(v)),
            Err(e) => Reply::Err(e.into()),
        }
    }
}

impl<T: Serialize> Serialize for Reply<T> {
    fn serialize<S: Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Answer<'a, T> {
            ok: bool,
            #[serde(flatten)]
            answer: &'a T,
        }
        #[derive(Serialize)]
        struct Failure<'a> {
            ok: bool,
            error: &'a ErrorBody,
        }
        match self {
            Reply::Ok(answer) => Answer { ok: true, answer: &**answer }.serialize(s),
            Reply::Err(error) => Failure { ok: false, error }.serialize(s),
        }
    }
}
