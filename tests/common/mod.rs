//! Helpers the window tests share: reading what a widget shows.

use iced_test::selector::{id, Candidate};
use iced_test::Simulator;
use sudoku3d::app::{App, Message};

/// Every non-empty text drawn inside the widget with id `target`.
pub fn texts_in(ui: &mut Simulator<'_, Message>, target: &str) -> Vec<String> {
    let bounds = ui
        .find(id(target.to_string()))
        .unwrap_or_else(|e| panic!("find {target}: {e}"))
        .bounds();
    let mut found = Vec::new();
    let _ = ui.find(|candidate: Candidate<'_>| {
        if let Candidate::Text { bounds: b, content, .. } = candidate {
            if bounds.contains(b.center()) && !content.is_empty() {
                found.push(content.to_string());
            }
        }
        None::<()>
    });
    found
}

/// What the classic board's cell at row `r`, column `c` (0-based) shows.
#[allow(dead_code)] // not every test binary reads classic cells
pub fn cell_text(app: &App, r: usize, c: usize) -> Vec<String> {
    let mut ui = iced_test::simulator(app.view());
    texts_in(&mut ui, &format!("cell-{r}-{c}"))
}
