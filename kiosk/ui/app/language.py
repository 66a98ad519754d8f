"""Switch the UI language at run time: our translations, Qt's own, the locale, and the Qt-free layers.

A switch needs no restart. Once the new translators are in, `language_news().changed` tells the
main window and every screen (kiosk.ui.screens.screen.Screen) to set their texts again; then the
LanguageChange events Qt posts to every widget are delivered, for the widgets that redo more in
`changeEvent` (a drill's feedback, the keypad). The window and the screens listen to the signal
rather than to `changeEvent`: a Python `changeEvent` is called for every change of font, style,
palette or state of its widget, each call makes PySide6 look up the event's Python class, and
on the way to the first frame that cost the start some 3 ms.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QLibraryInfo,
    QLocale,
    QObject,
    QTranslator,
    Signal,
)
from PySide6.QtWidgets import QApplication

from kiosk import i18n
from kiosk.resources import translations_dir

# The locale each UI language formats numbers with (de: 1.234,50; en: 1,234.50).
LOCALES = {
    "en": QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom),
    "de": QLocale(QLocale.Language.German, QLocale.Country.Germany),
}


def locale_for(lang: str) -> QLocale:
    return LOCALES[lang]


class LanguageNews(QObject):
    """`changed` is emitted once a language switch has installed its translators."""

    changed = Signal()


@cache  # one for the app
def language_news() -> LanguageNews:
    return LanguageNews()


def announce_language_change() -> None:
    """Have every screen set its texts in the language now installed, then deliver the
    LanguageChange events Qt posted (only when there are widgets to deliver them to)."""
    language_news().changed.emit()
    if QApplication.topLevelWidgets():
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)


class LanguageSwitch(QObject):
    """Owns the installed translators; `set_language` swaps them and tells the screens
    (language_news)."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self._app = app
        self._translators: list[QTranslator] = []
        self._language = ""

    @property
    def language(self) -> str:
        return self._language

    def uninstall(self) -> None:
        """Remove this switch's translators (the screenshots borrow the running app)."""
        for old in self._translators:
            self._app.removeTranslator(old)
        self._translators = []
        self._language = ""
        announce_language_change()

    def set_language(self, lang: str) -> None:
        """Switch to `lang`, a code of kiosk.i18n.LANGUAGES (normalised where it came in)."""
        if lang == self._language:
            return
        for old in self._translators:
            self._app.removeTranslator(old)
        self._translators = []
        i18n.set_language(lang)
        QLocale.setDefault(locale_for(lang))
        self._language = lang
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        for name, folder in (
            (f"qtbase_{lang}", qt_dir),
            (f"kiosk_{lang}", str(translations_dir())),
        ):
            translator = QTranslator(self)
            if translator.load(name, folder):
                self._app.installTranslator(translator)
                self._translators.append(translator)
        announce_language_change()  # every screen shows the new language at once
