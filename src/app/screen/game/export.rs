//! "Export PDF" on the game screen: the choice of what to print (the player's progress, the
//! solution) before the save dialog, and the line that says what came of it. The dialog and
//! the writing are the application's ([`crate::app::export`]).

use iced::widget::{button, column, container, row, text, toggler};
use iced::Element;

use super::{Action, Game, Message, Tone};
use crate::app::theme;
use crate::t;

/// What the player asked for, besides the puzzle.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ExportChoice {
    /// Print the digits the player placed (in blue).
    pub progress: bool,
    /// Add the solution on a page of its own.
    pub solution: bool,
}

impl Game {
    /// The export choice's messages: open it, switch what it prints, go on to the save dialog,
    /// and what came of the writing.
    pub(super) fn update_export(&mut self, message: Message) -> Action {
        match message {
            Message::ExportOpened => {
                self.export = Some(self.export.unwrap_or_default());
            }
            Message::ExportProgressToggled(on) => {
                if let Some(choice) = &mut self.export {
                    choice.progress = on;
                }
            }
            Message::ExportSolutionToggled(on) => {
                if let Some(choice) = &mut self.export {
                    choice.solution = on;
                }
            }
            Message::ExportClosed => {
                self.export = None;
            }
            Message::ExportChosen => {
                if let Some(choice) = self.export.take() {
                    return Action::Export(choice);
                }
            }
            Message::Exported(Ok(path)) => {
                self.say(t!("export-written", path = path.display().to_string()), Tone::Good);
            }
            Message::ExportedWithoutDialog(Ok(path)) => {
                self.say(t!("export-no-dialog", path = path.display().to_string()), Tone::Info);
            }
            Message::Exported(Err(error)) | Message::ExportedWithoutDialog(Err(error)) => {
                self.say(t!("export-failed", error = error), Tone::Bad);
            }
            Message::ExportCancelled => {
                self.say(t!("export-cancelled"), Tone::Info);
            }
            _ => {}
        }
        Action::None
    }
}

/// The choice made before the save dialog: what the page shows besides the puzzle.
pub(super) fn export_card<'a>(choice: ExportChoice) -> Element<'a, Message> {
    let switch = |label: String, id: &'static str, on: bool, message: fn(bool) -> Message| {
        container(
            toggler(on)
                .label(label)
                .text_size(15)
                .size(20)
                .spacing(10)
                .on_toggle(message)
                .style(theme::switch),
        )
        .id(id)
    };
    let buttons = row![
        container(
            button(text(t!("export-choose")).size(16))
                .padding([9, 18])
                .style(theme::primary)
                .on_press(Message::ExportChosen)
        )
        .id("export-choose"),
        button(text(t!("cancel")).size(16))
            .padding([9, 18])
            .style(theme::action)
            .on_press(Message::ExportClosed),
    ]
    .spacing(10);
    column![
        text(t!("export-title")).size(24),
        text(t!("export-about")).size(14).style(theme::muted_text),
        switch(
            t!("export-progress"),
            "export-progress",
            choice.progress,
            Message::ExportProgressToggled
        ),
        switch(
            t!("export-solution"),
            "export-solution",
            choice.solution,
            Message::ExportSolutionToggled
        ),
        buttons,
    ]
    .spacing(12)
    .max_width(360)
    .into()
}
