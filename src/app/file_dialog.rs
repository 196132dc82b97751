//! Whether the platform's file dialog can open here, asked before `rfd` is: its XDG desktop
//! portal backend needs a D-Bus session bus, and falls back to zenity without one. With
//! neither (a bare X server, a minimal desktop) `rfd` answers as if the player had cancelled,
//! so "Export PDF" and "From a picture…" check first and say what they do instead.
//!
//! A leaf of its own, so both can use it: `app::picture` may not depend on export.rs (which
//! depends on the application's Message, which holds the entry screen's, which uses
//! `app::picture`).

use std::path::Path;

/// Whether an open or save dialog can show: a D-Bus session bus for the desktop portal, or
/// zenity on the PATH (rfd's fallback).
pub fn available() -> bool {
    let bus = std::env::var_os("DBUS_SESSION_BUS_ADDRESS").is_some_and(|a| !a.is_empty())
        || std::env::var_os("XDG_RUNTIME_DIR").is_some_and(|dir| Path::new(&dir).join("bus").exists());
    bus || on_path("zenity")
}

/// Whether `program` is a file in one of the PATH's folders.
fn on_path(program: &str) -> bool {
    std::env::var_os("PATH").is_some_and(|paths| std::env::split_paths(&paths).any(|dir| dir.join(program).is_file()))
}
