"""Switch the UI language at run time: our translations, Qt's own, the locale, and the Qt-free layers.

Installing a translator makes Qt send QEvent.LanguageChange to every widget; each screen
retranslates itself in `changeEvent`, so a switch needs no restart.
"""

from __future__ import annotations

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

#: The locale each UI language formats numbers with (de: 1.234,50; en: 1,234.50).
LOCALES = {
    "en": QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom),
    "de": QLocale(QLocale.Language.German, QLocale.Country.Germany),
}


def locale_for(lang: str) -> QLocale:
    return LOCALES[i18n.normalize_language(lang)]


class LanguageSwitch(QObject):
    """Owns the installed translators; `set_language` swaps them and emits `changed`."""

    changed = Signal(str)

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
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)

    def set_language(self, lang: str) -> None:
        lang = i18n.normalize_language(lang)
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
        # Deliver the LanguageChange events now, so every screen shows the new language at once.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
        self.changed.emit(lang)
