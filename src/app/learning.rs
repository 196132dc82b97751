//! The application's side of the Learn screen: opening it with the player's standings, running
//! the work it asks for off the UI thread, and recording what it reports in the statistics
//! (saved at the next save tick, as the credited moves are).

use iced::Task;

use super::screen::learn::{self, Learn};
use super::screen::Screen;
use super::{source, App, Message};

impl App {
    /// The Learn screen on show, if it is.
    pub fn learn(&self) -> Option<&Learn> {
        match &self.screen {
            Screen::Learn(screen) => Some(screen),
            _ => None,
        }
    }

    /// Shows the technique map.
    pub(super) fn open_learn(&mut self) -> Task<Message> {
        let standings = self.session.statistics.techniques.clone();
        // Positions made for the player are kept only by the window that owns the data folder.
        let store = self
            .session
            .disk
            .as_ref()
            .map(|disk| crate::play::made::MadePositions::new(disk.dir(), true));
        self.show(Screen::Learn(Box::new(Learn::new(standings).with_store(store))))
    }

    /// A message of the Learn screen.
    pub(super) fn learn_message(&mut self, message: learn::Message) -> Task<Message> {
        let Screen::Learn(screen) = &mut self.screen else {
            return Task::none();
        };
        let (technique, practised) = match screen.update(message) {
            learn::Action::None => return Task::none(),
            learn::Action::Back => return self.show_menu(),
            learn::Action::ScrollMap(y) => {
                let offset = iced::widget::operation::AbsoluteOffset { x: None, y: Some(y) };
                return iced::widget::operation::scroll_to(learn::map::MAP_ID, offset);
            }
            learn::Action::Work(number, job) => {
                return Task::perform(source::learn_work(job), move |done| match done {
                    Some(done) => Message::Learn(learn::Message::Done(number, Box::new(done))),
                    None => Message::Learn(learn::Message::Back),
                });
            }
            learn::Action::Seen(t) => (t, None),
            learn::Action::Practised {
                technique,
                verdict,
                hinted,
            } => (technique, Some((verdict, hinted))),
        };
        self.session.learned(technique, practised);
        let standings = self.session.statistics.techniques.clone();
        if let Screen::Learn(screen) = &mut self.screen {
            screen.set_standings(standings);
        }
        Task::none()
    }
}
