//! The TypeScript declarations the package ships are generated: the engine's
//! types (`fourseas::declarations`) and this module's functions (its
//! `FUNCTIONS` table, written by the macro that declares each exported
//! function). The checked-in file is what a fresh generation writes
//! (`UPDATE_TYPES=1` rewrites it); tests/node/types.test.mjs calls every
//! function it declares and type-checks each answer against it.
#![cfg(all(feature = "typescript", not(target_arch = "wasm32")))]

/// The shipped declarations, which the module's custom section includes.
const SHIPPED: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/fourseas.d.ts");

#[test]
fn shipped_declarations_are_generated() {
    let fresh = fourseas::declarations() + &fourseas_wasm::function_declarations();
    if std::env::var_os("UPDATE_TYPES").is_some() {
        std::fs::write(SHIPPED, &fresh).unwrap();
    }
    let shipped = std::fs::read_to_string(SHIPPED).unwrap_or_default();
    assert!(
        shipped == fresh,
        "wasm/fourseas.d.ts differs from the types: run `UPDATE_TYPES=1 cargo test -p fourseas-wasm --features typescript --test declarations`"
    );
}

#[test]
fn every_function_is_declared_once() {
    let names: Vec<&str> = fourseas_wasm::FUNCTIONS.iter().map(|f| f.0).collect();
    let mut sorted = names.clone();
    sorted.sort_unstable();
    sorted.dedup();
    assert_eq!(sorted.len(), names.len());
    assert_eq!(names.len(), 17, "{names:?}");
    for (name, _, answer, doc) in fourseas_wasm::FUNCTIONS {
        assert!(doc.ends_with('.') && !doc.starts_with(' '), "{name}: {doc}");
        assert!(answer.starts_with("Reply<") || *name == "version", "{name}");
    }
}
