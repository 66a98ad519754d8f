"""Punto's and banco's hands side by side, as they lie in front of the croupier."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from kiosk.domain.cards import Card, hand_total
from kiosk.ui.widgets.cards import HandView


class HandPanel(QWidget):
    """One hand under its caption (e.g. "Punto" or "Punto · 7")."""

    def __init__(self, role: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.caption = QLabel(self)
        self.caption.setProperty("role", f"hand-{role}")
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hand = HandView(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addWidget(self.caption)
        layout.addWidget(self.hand, 1)


class CoupView(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.punto = HandPanel("punto", self)
        self.banco = HandPanel("banco", self)
        self._show_totals = False
        self._punto: tuple[Card | None, ...] = ()
        self._banco: tuple[Card | None, ...] = ()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(36)
        layout.addWidget(self.punto, 1)
        layout.addWidget(self.banco, 1)
        self.retranslate()

    def set_fanned(self, on: bool) -> None:
        """Cards overlapping, drawn taller, where the row is narrow (HandView.fanned)."""
        self.punto.hand.fanned = on
        self.banco.hand.fanned = on

    def set_four_colour(self, on: bool) -> None:
        self.punto.hand.four_colour = on
        self.banco.hand.four_colour = on

    def set_hands(
        self,
        punto: Sequence[Card | None],
        banco: Sequence[Card | None],
        show_totals: bool = False,
        marked_punto: Sequence[int] = (),
        marked_banco: Sequence[int] = (),
    ) -> None:
        self._punto, self._banco = tuple(punto), tuple(banco)
        self._show_totals = show_totals
        self.punto.hand.set_cards(punto, marked_punto)
        self.banco.hand.set_cards(banco, marked_banco)
        self.retranslate()

    def retranslate(self) -> None:
        names = (
            (self.punto, QCoreApplication.translate("CoupView", "Punto"), self._punto),
            (self.banco, QCoreApplication.translate("CoupView", "Banco"), self._banco),
        )
        for panel, name, cards in names:
            known = [c for c in cards if c is not None]
            if self._show_totals and known and len(known) == len(cards):
                panel.caption.setText(
                    QCoreApplication.translate("CoupView", "%1 · %2")
                    .replace("%1", name)
                    .replace("%2", str(hand_total(known)))
                )
            else:
                panel.caption.setText(name)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
