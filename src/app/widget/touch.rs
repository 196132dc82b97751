//! Picking cells with the mouse: a press picks the cell under it (Ctrl toggles it in the
//! selection, Shift adds it), and a drag with the button held picks every cell it crosses.
//!
//! [`Touch`] wraps a board (the flat board's cells, or the cube's 3D picture) and maps the
//! cursor to a cell with a function of the board's own geometry, so it needs no message per
//! mouse move: only a press, a move onto another cell while the button is down, and the
//! release send one. It keeps the keyboard's modifiers from the window's events, so a press
//! knows whether Ctrl or Shift is held.

use iced::keyboard::{self, Modifiers};
use iced::{mouse, Element, Event, Length, Point, Rectangle, Size};
use iced_core::widget::{tree, Operation, Tree};
use iced_core::{layout, renderer, Clipboard, Layout, Shell, Widget};

/// How a press on a cell changes the selection.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pick {
    /// A plain press: the cell alone is selected.
    Only,
    /// Ctrl (Cmd on macOS) held: the cell joins the selection, or leaves it if it was in it.
    Toggle,
    /// Shift held: the cell joins the selection.
    Add,
}

impl Pick {
    /// The pick the held `modifiers` ask for.
    pub fn from_modifiers(modifiers: Modifiers) -> Pick {
        if modifiers.command() {
            Pick::Toggle
        } else if modifiers.shift() {
            Pick::Add
        } else {
            Pick::Only
        }
    }
}

/// What a [`Touch`] sends: built from the point (relative to the widget's top left corner)
/// and what is under it.
type OnPick<'a, T, M> = Box<dyn Fn(Point, T, Pick) -> M + 'a>;
type OnDrag<'a, T, M> = Box<dyn Fn(Point, T) -> M + 'a>;

/// `content` that picks cells: `locate` maps a point (relative to the top left corner) to
/// what is there (a cell), or `None` (a line between cells, outside the board).
pub struct Touch<'a, T, M> {
    content: Element<'a, M>,
    locate: Box<dyn Fn(Point) -> Option<T> + 'a>,
    on_pick: OnPick<'a, T, M>,
    on_drag: OnDrag<'a, T, M>,
    on_release: M,
}

impl<'a, T, M> Touch<'a, T, M> {
    /// `content` sending `on_pick` on a press over a cell, `on_drag` when the held button
    /// moves onto another cell, and `on_release` when it goes up after a press.
    pub fn new(
        content: impl Into<Element<'a, M>>,
        locate: impl Fn(Point) -> Option<T> + 'a,
        on_pick: impl Fn(Point, T, Pick) -> M + 'a,
        on_drag: impl Fn(Point, T) -> M + 'a,
        on_release: M,
    ) -> Touch<'a, T, M> {
        Touch {
            content: content.into(),
            locate: Box::new(locate),
            on_pick: Box::new(on_pick),
            on_drag: Box::new(on_drag),
            on_release,
        }
    }
}

/// The widget's memory: the modifiers held, and, while the button is down after a press on a
/// cell, the cell it is over.
#[derive(Debug, Default)]
struct State<T> {
    modifiers: Modifiers,
    down: Option<T>,
}

impl<'a, T: Copy + PartialEq + 'static, M: Clone + 'a> From<Touch<'a, T, M>> for Element<'a, M> {
    fn from(t: Touch<'a, T, M>) -> Element<'a, M> {
        Element::new(t)
    }
}

impl<T: Copy + PartialEq + 'static, M: Clone> Widget<M, iced::Theme, iced::Renderer> for Touch<'_, T, M> {
    fn size(&self) -> Size<Length> {
        self.content.as_widget().size()
    }

    fn children(&self) -> Vec<Tree> {
        vec![Tree::new(&self.content)]
    }

    fn diff(&self, tree: &mut Tree) {
        tree.diff_children(std::slice::from_ref(&self.content));
    }

    fn tag(&self) -> tree::Tag {
        tree::Tag::of::<State<T>>()
    }

    fn state(&self) -> tree::State {
        tree::State::new(State::<T> {
            modifiers: Modifiers::default(),
            down: None,
        })
    }

    fn layout(&mut self, tree: &mut Tree, renderer: &iced::Renderer, limits: &layout::Limits) -> layout::Node {
        self.content
            .as_widget_mut()
            .layout(&mut tree.children[0], renderer, limits)
    }

    fn draw(
        &self,
        tree: &Tree,
        renderer: &mut iced::Renderer,
        theme: &iced::Theme,
        style: &renderer::Style,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        viewport: &Rectangle,
    ) {
        self.content
            .as_widget()
            .draw(&tree.children[0], renderer, theme, style, layout, cursor, viewport);
    }

    fn operate(
        &mut self,
        tree: &mut Tree,
        layout: Layout<'_>,
        renderer: &iced::Renderer,
        operation: &mut dyn Operation,
    ) {
        self.content
            .as_widget_mut()
            .operate(&mut tree.children[0], layout, renderer, operation);
    }

    #[allow(clippy::too_many_arguments)]
    fn update(
        &mut self,
        tree: &mut Tree,
        event: &Event,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        renderer: &iced::Renderer,
        clipboard: &mut dyn Clipboard,
        shell: &mut Shell<'_, M>,
        viewport: &Rectangle,
    ) {
        let state = tree.state.downcast_mut::<State<T>>();
        match event {
            Event::Keyboard(keyboard::Event::ModifiersChanged(modifiers)) => state.modifiers = *modifiers,
            Event::Mouse(mouse::Event::ButtonPressed(mouse::Button::Left)) => {
                if let Some(point) = cursor.position_in(layout.bounds()) {
                    // The press is the board's: the cells under it (buttons, for their
                    // hover look) never see it, so they send nothing of their own.
                    if let Some(at) = (self.locate)(point) {
                        shell.publish((self.on_pick)(point, at, Pick::from_modifiers(state.modifiers)));
                        state.down = Some(at);
                    }
                    shell.capture_event();
                    return;
                }
            }
            Event::Mouse(mouse::Event::CursorMoved { .. }) => {
                if let (Some(last), Some(point)) = (state.down, cursor.position_in(layout.bounds())) {
                    if let Some(at) = (self.locate)(point).filter(|&at| at != last) {
                        shell.publish((self.on_drag)(point, at));
                        state.down = Some(at);
                    }
                }
            }
            Event::Mouse(mouse::Event::ButtonReleased(mouse::Button::Left)) => {
                if state.down.take().is_some() {
                    shell.publish(self.on_release.clone());
                }
                if cursor.is_over(layout.bounds()) {
                    shell.capture_event();
                    return;
                }
            }
            _ => {}
        }
        self.content.as_widget_mut().update(
            &mut tree.children[0],
            event,
            layout,
            cursor,
            renderer,
            clipboard,
            shell,
            viewport,
        );
    }

    fn mouse_interaction(
        &self,
        _tree: &Tree,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        _viewport: &Rectangle,
        _renderer: &iced::Renderer,
    ) -> mouse::Interaction {
        if cursor.is_over(layout.bounds()) {
            mouse::Interaction::Pointer
        } else {
            mouse::Interaction::None
        }
    }
}
