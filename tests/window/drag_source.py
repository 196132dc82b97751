"""A drag source for tests/window/picture_real.rs: a small GTK 3 window at X, Y whose label,
dragged with the first button, offers FILE as a text/uri-list (what a file manager offers),
through X's XDND protocol. It prints "ready" once shown and "dropped" or "cancelled" when the
drag ends, then exits.

Usage: python3 drag_source.py FILE X Y  (Debian: python3-gi, gir1.2-gtk-3.0)
"""

import sys

import gi

gi.require_version("Gtk", "3.0")
from gi.repository import Gdk, Gio, GLib, Gtk  # noqa: E402

path, x, y = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
uri = Gio.File.new_for_path(path).get_uri()

window = Gtk.Window(title="drag source")
window.set_default_size(150, 120)
window.move(x, y)
source = Gtk.EventBox()
source.add(Gtk.Label(label="drag me"))
source.drag_source_set(Gdk.ModifierType.BUTTON1_MASK, [], Gdk.DragAction.COPY)
source.drag_source_add_uri_targets()


def give(_widget, _context, data, _info, _time):
    data.set_uris([uri])


failures = []


def failed(_widget, _context, _result):
    failures.append(True)
    return False


def ended(_widget, _context):
    # "drag-failed" comes before "drag-end" when nothing took the drop.
    print("cancelled" if failures else "dropped", flush=True)
    Gtk.main_quit()


def shown(_window, _event):
    print("ready", flush=True)
    return False


source.connect("drag-data-get", give)
source.connect("drag-failed", failed)
source.connect("drag-end", ended)
window.connect("map-event", shown)
window.connect("destroy", Gtk.main_quit)
window.add(source)
window.show_all()
# Never outlive the test that started it.
GLib.timeout_add_seconds(60, Gtk.main_quit)
Gtk.main()
