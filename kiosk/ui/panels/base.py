"""What the drill screen expects of a drill's panel."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QStackedWidget, QVBoxLayout, QWidget

from kiosk.domain.cards import Card
from kiosk.domain.coup import Coup
from kiosk.drills.drawing import HandsPrompt
from kiosk.drills.task import Drill, StepResult, Task
from kiosk.drills.totals import TotalsPrompt
from kiosk.ui.app.context import AppContext
from kiosk.ui.widgets.answers import AnswerButtons
from kiosk.ui.widgets.coup_view import CoupView


class DrillPanel(QWidget):
    """Shows one Task; emits `answered(value)` with what `Task.submit` takes.

    The panel never grades: it shows the task, forwards input, and after the item shows what the
    task itself reports (e.g. the corrected coup).
    """

    answered = Signal(object)

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.task: Task | None = None
        self.revealed = False

    def show_task(self, task: Task) -> None:
        """Render the item as a question (also after each step of a multi-step item)."""
        self.task = task
        self.revealed = False
        self.draw_task()
        for buttons in self.answer_buttons():
            buttons.mark(None, None)

    def reveal(self, result: StepResult | None) -> None:
        """Practice feedback: show the item's outcome (totals, corrected coup …)."""
        self.revealed = True
        self.draw_task()
        if result is not None:
            for buttons in self.answer_buttons():
                buttons.mark(result.expected, result.given)

    def draw_task(self) -> None:
        """Draw `self.task`; called again on language change."""

    def prompt(self) -> str:
        """The question in words, shown above the panel."""
        return ""

    def answer_text(self, value: str, task: Task | None = None) -> str:
        """How an answer (StepResult.expected / given) of `task` (default: the shown one) reads."""
        del task
        return value

    def describe(self, task: Task) -> str:
        """What the item asked, in a line, for the review (the cards are shown beside it)."""
        del task
        return ""

    def mistake_name(self) -> str:
        """What kind of mistake the shown item's wrong step was, when the task says (else "")."""
        return ""

    def set_drill(self, drill: Drill) -> None:
        """The drill whose items will be shown (some panels take their answer buttons from it)."""
        del drill

    def answer_buttons(self) -> list[AnswerButtons]:
        """The button rows that show the right and the given answer after an item."""
        return []

    def review_cards(self, task: Task) -> tuple[tuple[Card, ...], ...]:
        """The hands to show beside the item in the mistakes review (punto's, banco's …)."""
        prompt = getattr(task, "prompt", None)
        coup = getattr(prompt, "coup", None)
        if isinstance(coup, Coup):
            return (coup.punto, coup.banco)
        if isinstance(prompt, HandsPrompt):
            return (prompt.punto, prompt.banco)
        if isinstance(prompt, TotalsPrompt):
            return (prompt.cards,)
        coup = getattr(task, "coup", None)
        return (coup.punto, coup.banco) if isinstance(coup, Coup) else ()

    def set_input_enabled(self, enabled: bool) -> None:
        """Answers are taken only while the session asks a question."""

    def handle_key(self, event: QKeyEvent) -> bool:
        del event
        return False

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self.task is not None:
            self.draw_task()
        super().changeEvent(event)

    def coup_view(self) -> CoupView:
        """A coup view in the card colours this site uses."""
        view = CoupView(self)
        view.set_four_colour(self.context.four_colour)
        return view

    def corrected_coup(self) -> tuple[QLabel, CoupView]:
        """The caption and the view of the coup as it should have been dealt, hidden for now."""
        caption = QLabel(self)
        caption.setProperty("role", "heading")
        caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        view = self.coup_view()
        caption.hide()
        view.hide()
        return caption, view


def answers_or_corrected(
    panel: QWidget, rows: list[AnswerButtons], caption: QLabel, corrected: CoupView
) -> QStackedWidget:
    """One place under the coup: the answer rows while asking, the coup as it should have been
    dealt after a dealing error. The place keeps its size, so the answer buttons of every item
    are exactly where they were (a quick tap never lands on a button that moved)."""
    below = QStackedWidget(panel)
    answers = QWidget(below)
    column = QVBoxLayout(answers)
    column.setContentsMargins(0, 0, 0, 0)
    column.setSpacing(12)
    for row in rows:
        row.setParent(answers)
        column.addWidget(row)
    column.addStretch(1)
    shown = QWidget(below)
    column = QVBoxLayout(shown)
    column.setContentsMargins(0, 0, 0, 0)
    column.setSpacing(4)
    caption.setParent(shown)
    corrected.setParent(shown)
    column.addWidget(caption)
    column.addWidget(corrected, 1)
    below.addWidget(answers)
    below.addWidget(shown)
    # as tall as the answer rows (the taller page of the two); the corrected coup's cards
    # scale down to that height
    shown.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
    caption.ensurePolished()
    shown.setMinimumHeight(caption.sizeHint().height() + 12 + corrected.minimumSizeHint().height())
    below.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
    return below


class ChoicePanel(DrillPanel):
    """A panel answered on one row of buttons, `self.buttons`, which the subclass builds."""

    buttons: AnswerButtons

    def _connect_signals(self) -> None:
        self.buttons.chosen.connect(self.on_chosen)

    def on_chosen(self, value: object) -> None:
        self.answered.emit(str(value))

    def answer_buttons(self) -> list[AnswerButtons]:
        return [self.buttons]

    def set_input_enabled(self, enabled: bool) -> None:
        self.buttons.set_enabled(enabled)

    def handle_key(self, event: QKeyEvent) -> bool:
        return self.buttons.handle_key(event)
