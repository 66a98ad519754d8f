"""PyInstaller run-time hook: PySide6 imported with its support code kept between runs.

PyInstaller's own run-time hook for PySide6 imports PySide6 before the app's code runs, so
`kiosk run` would find it imported already and could not spare it the compiling of its support
modules (kiosk.ui.app.compile_cache). This hook runs before PyInstaller's own and imports PySide6
first, with the code kept in the user's cache folder (the folder of `kiosk run` without
--data-dir).
"""


def _import_pyside_with_kept_code() -> None:
    from kiosk.settings import default_cache_dir
    from kiosk.ui.app.boot import SUPPORT_CODE
    from kiosk.ui.app.compile_cache import kept_compiles

    with kept_compiles(default_cache_dir() / SUPPORT_CODE):
        import PySide6  # noqa: F401


_import_pyside_with_kept_code()
del _import_pyside_with_kept_code
