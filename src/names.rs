//! Named values: enums whose variants have one stable lower-case (or fixed) name
//! in JSON, on the command line and in messages. One macro writes `ALL`,
//! `as_str`, `FromStr`, `Display` and serde for every one of them, so they all
//! follow the same rule: names are read in any case, and an unknown name is a
//! `bad_value` error that lists the accepted ones.

use crate::error::{Error, ErrorCode};

/// The `bad_value` error for a name that is not one of `accepted`; quotes at most
/// a short excerpt of what was given.
pub(crate) fn unknown(field: &str, got: &str, accepted: &[&str]) -> Error {
    let list = match accepted {
        [] => String::new(),
        [one] => (*one).to_string(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    };
    Error::new(ErrorCode::BadValue, format!("{field} '{}' is not one of {list}", excerpt(got)))
}

/// At most 40 characters of `s`, marked when cut, so that a message never echoes a
/// huge input.
pub(crate) fn excerpt(s: &str) -> String {
    const MAX: usize = 40;
    match s.char_indices().nth(MAX) {
        Some((i, _)) => format!("{}…", &s[..i]),
        None => s.to_string(),
    }
}

/// Declares a named-value enum: `named! { /// doc \n pub enum Seat("seat") { /// doc \n East = "east", … } }`.
/// The string in parentheses names the field in error messages.
macro_rules! named {
    (
        $(#[$meta:meta])*
        pub enum $name:ident ($field:literal) {
            $( $(#[$vmeta:meta])* $variant:ident = $text:literal ),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub enum $name { $( $(#[$vmeta])* $variant ),+ }

        impl $name {
            /// Every value, in order.
            pub const ALL: [$name; [$($text),+].len()] = [$($name::$variant),+];

            /// The stable name.
            pub const fn as_str(self) -> &'static str {
                match self { $( $name::$variant => $text ),+ }
            }
        }

        impl ::std::str::FromStr for $name {
            type Err = $crate::error::Error;
            /// Reads a name in any case.
            fn from_str(s: &str) -> ::std::result::Result<Self, Self::Err> {
                $name::ALL
                    .into_iter()
                    .find(|v| v.as_str().eq_ignore_ascii_case(s))
                    .ok_or_else(|| $crate::names::unknown($field, s, &[$($text),+]))
            }
        }

        impl ::std::fmt::Display for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl ::serde::Serialize for $name {
            fn serialize<S: ::serde::Serializer>(&self, s: S) -> ::std::result::Result<S::Ok, S::Error> {
                s.serialize_str(self.as_str())
            }
        }

        impl<'de> ::serde::Deserialize<'de> for $name {
            fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> ::std::result::Result<Self, D::Error> {
                let s = <::std::borrow::Cow<'de, str> as ::serde::Deserialize>::deserialize(d)?;
                s.parse().map_err(|e: $crate::error::Error| ::serde::de::Error::custom(e.message()))
            }
        }
    };
}

pub(crate) use named;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn excerpts_are_short() {
        assert_eq!(excerpt("abc"), "abc");
        let long = "x".repeat(1000);
        assert_eq!(excerpt(&long).chars().count(), 41);
    }

    #[test]
    fn lists_read_naturally() {
        assert_eq!(unknown("seat", "up", &["east", "south"]).message(), "seat 'up' is not one of east or south");
    }
}
