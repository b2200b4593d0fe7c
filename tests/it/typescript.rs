//! The TypeScript declarations the package ships are generated from the Rust
//! types: the checked-in file is what a fresh generation writes.

/// The shipped declarations, beside the WebAssembly crate that includes them.
const SHIPPED: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/wasm/fourseas.d.ts");

#[test]
fn shipped_declarations_are_generated() {
    let fresh = fourseas::declarations();
    if std::env::var_os("UPDATE_TYPES").is_some() {
        std::fs::write(SHIPPED, &fresh).unwrap();
    }
    let shipped = std::fs::read_to_string(SHIPPED).unwrap_or_default();
    assert!(
        shipped == fresh,
        "wasm/fourseas.d.ts differs from the types: run `UPDATE_TYPES=1 cargo test --features typescript --test it typescript`"
    );
}
