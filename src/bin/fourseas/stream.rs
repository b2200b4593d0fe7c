//! Stream mode: one JSON request a line on standard input, one answer a line.

use super::write_json;
use fourseas::api::{self, FromJson, Reply};
use fourseas::{Error, ErrorCode, ErrorReason};
use serde::Serialize;
use std::io::{self, BufRead, Write};
use std::process::ExitCode;

/// One answer per line of stdin, `defaults` filling what each line leaves out.
pub(crate) fn lines<R: FromJson, T: Serialize, E: Into<api::ErrorBody>>(
    out: &mut impl Write,
    defaults: &serde_json::Map<String, serde_json::Value>,
    pretty: bool,
    contract: impl Fn(&R) -> Result<T, E>,
) -> io::Result<ExitCode> {
    let f = |r: &R| Reply::from(contract(r));
    // Stream mode: every line gets exactly one answer, and the stream goes on.
    let input = &mut io::stdin().lock();
    while let Some(line) = next_line(input, R::MAX_BYTES)? {
        let r = match line {
            Line::Text(text) => match api::read::<R>(&text, Some(defaults)) {
                Ok(req) => f(&req),
                Err(e) => Reply::error(&e),
            },
            Line::TooLarge(len) => Reply::error(&api::too_large_at(len, R::MAX_BYTES)),
            Line::NotUtf8 => {
                Reply::error(&Error::new(ErrorCode::BadRequest, ErrorReason::Json, "the line is not UTF-8 text"))
            }
        };
        write_json(out, &r, pretty)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// One line of input.
enum Line {
    Text(String),
    /// Longer than a request may be: its length so far, the rest skipped unread.
    TooLarge(usize),
    NotUtf8,
}

/// Reads one line, keeping at most `max` bytes of it in memory; `None` at the
/// end of the input.
fn next_line(r: &mut impl BufRead, max: usize) -> io::Result<Option<Line>> {
    let mut buf = Vec::new();
    let (mut len, mut any, mut over) = (0usize, false, false);
    loop {
        let chunk = r.fill_buf()?;
        if chunk.is_empty() {
            break;
        }
        any = true;
        let end = chunk.iter().position(|&b| b == b'\n');
        let take = end.unwrap_or(chunk.len());
        // One byte more than a request may be: a line's CR is not counted.
        if !over && buf.len() + take > max + 1 {
            over = true;
            buf = Vec::new();
        }
        if !over {
            buf.extend_from_slice(&chunk[..take]);
        }
        len += take;
        r.consume(take + end.is_some() as usize);
        if end.is_some() {
            break;
        }
    }
    if !any {
        return Ok(None);
    }
    if over {
        return Ok(Some(Line::TooLarge(len)));
    }
    if buf.last() == Some(&b'\r') {
        buf.pop();
    }
    if buf.len() > max {
        return Ok(Some(Line::TooLarge(len)));
    }
    Ok(Some(String::from_utf8(buf).map_or(Line::NotUtf8, Line::Text)))
}
