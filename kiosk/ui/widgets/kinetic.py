"""Kinetic drag scrolling for touch screens: a list or scroll area follows the finger and runs
on when flicked (QScroller), rather than asking for its thin scroll bar to be hit.

Applied in kiosk mode to every scroll area of a screen as it is shown (kiosk.ui.screens.screen)
and of the app's dialogs; the mouse's left button drives it too (a touch screen reports taps
and drags as the mouse), and a press reaches the list at once, so a tap still picks its row.
"""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractItemView, QAbstractScrollArea, QScroller, QWidget

_DONE = "kinetic"  # property: the area scrolls kinetically already


def kinetic_scrolling(root: QWidget) -> list[QAbstractScrollArea]:
    """Make every scroll area inside `root` (and `root`, if it is one) drag-scroll; returns the
    areas newly set up."""
    areas = root.findChildren(QAbstractScrollArea)
    if isinstance(root, QAbstractScrollArea):
        areas.append(root)
    fresh = []
    for area in areas:
        if area.property(_DONE):
            continue
        area.setProperty(_DONE, True)
        if isinstance(area, QAbstractItemView):  # a flick moves by pixels, not by whole rows
            area.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
            area.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        viewport = area.viewport()
        QScroller.grabGesture(viewport, QScroller.ScrollerGestureType.LeftMouseButtonGesture)
        scroller = QScroller.scroller(viewport)
        properties = scroller.scrollerProperties()
        properties.setScrollMetric(properties.ScrollMetric.MousePressEventDelay, 0)
        properties.setScrollMetric(properties.ScrollMetric.OvershootDragResistanceFactor, 0.0)
        off = properties.OvershootPolicy.OvershootAlwaysOff
        properties.setScrollMetric(properties.ScrollMetric.VerticalOvershootPolicy, off)
        properties.setScrollMetric(properties.ScrollMetric.HorizontalOvershootPolicy, off)
        scroller.setScrollerProperties(properties)
        fresh.append(area)
    return fresh
