//! wasm-bindgen tests under Node.
#![cfg(target_arch = "wasm32")]

include!("common/checks.rs");
