//! Named values: enums whose variants have one stable lower-case (or fixed) name
//! in JSON, on the command line and in messages. One macro writes `ALL`,
//! `as_str`, `FromStr`, `Display` and serde for every one of them, so they all
//! follow the same rule: names are read in any case, and an unknown name is an
//! [`UnknownName`] that lists the accepted ones (the crate's `bad_value` error).
//! This module depends on nothing else in the crate: the error module names its
//! codes with it.

/// A name that is not one of the accepted: the field it was given for, what was
/// given, and the accepted names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownName {
    /// The field, as messages name it.
    pub field: &'static str,
    /// What was given.
    pub got: String,
    /// The accepted names, in order.
    pub accepted: &'static [&'static str],
}

impl ::std::fmt::Display for UnknownName {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        let list = match self.accepted {
            [] => String::new(),
            [one] => (*one).to_string(),
            [init @ .., last] => format!("{} or {last}", init.join(", ")),
        };
        write!(f, "{} '{}' is not one of {list}", self.field, excerpt(&self.got))
    }
}

impl ::std::error::Error for UnknownName {}

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
            type Err = $crate::names::UnknownName;
            /// Reads a name in any case.
            fn from_str(s: &str) -> ::std::result::Result<Self, Self::Err> {
                $name::ALL.into_iter().find(|v| v.as_str().eq_ignore_ascii_case(s)).ok_or_else(|| {
                    $crate::names::UnknownName { field: $field, got: s.to_string(), accepted: &[$($text),+] }
                })
            }
        }

        impl ::std::fmt::Display for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(self.as_str())
            }
        }

        // Written as the union of its names.
        #[cfg(feature = "typescript")]
        impl ::ts_rs::TS for $name {
            type WithoutGenerics = Self;
            type OptionInnerType = Self;
            fn name(_: &::ts_rs::Config) -> String {
                stringify!($name).into()
            }
            fn inline(_: &::ts_rs::Config) -> String {
                [$(concat!("\"", $text, "\"")),+].join(" | ")
            }
            fn decl(cfg: &::ts_rs::Config) -> String {
                format!("type {} = {};", stringify!($name), <Self as ::ts_rs::TS>::inline(cfg))
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
                s.parse().map_err(|e: $crate::names::UnknownName| ::serde::de::Error::custom(e))
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
}
