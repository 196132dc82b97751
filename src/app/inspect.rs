//! What the application lets its callers read of it (the tests above all): the requests and
//! exports in flight, the statistics, settings, saved game and notices.

use super::{export, App};

impl App {
    /// The number of the puzzle request being loaded, if any: its answer is
    /// `Message::Loaded(number, result)`.
    pub fn pending(&self) -> Option<u64> {
        self.requests.pending()
    }

    /// What the puzzle being loaded was asked for as, if one is (for tests: the board and
    /// text of an entered puzzle, the band of a new game).
    pub fn pending_request(&self) -> Option<&crate::play::source::Request> {
        self.requests.pending_request()
    }

    /// The PDF export being written, if one was started: the application's task writes it
    /// and answers with `game::Message::Exported`.
    pub fn pending_export(&self) -> Option<&export::PdfExport> {
        self.export.last()
    }

    /// The statistics as recorded so far.
    pub fn statistics(&self) -> &crate::store::Statistics {
        &self.session.statistics
    }

    /// The settings in use.
    pub fn settings(&self) -> &crate::store::Settings {
        &self.session.settings
    }

    /// The unfinished game the menu offers to continue, if any.
    pub fn saved_game(&self) -> Option<&crate::play::saved::SavedGame> {
        self.session.saved.as_ref()
    }

    /// The notices not yet dismissed, in the current language.
    pub fn notices(&self) -> Vec<String> {
        self.session.notices.iter().map(|n| n.text()).collect()
    }
}
