"""Printing a certificate or a trainee report: the page their paint function draws, on a
printer, after a preview.

PySide6-Essentials ships QtPrintSupport (QPrinter, QPrintPreviewDialog), so no other dependency
is needed. The preview is the dialog a supervisor prints from (it names the printers the system
knows); in kiosk mode it is a frameless child of the kiosk window like every dialog. On a PC
whose system names no printer (libcups without a print service) Qt's preview crashes the app,
so it is never opened there: the caller says so and offers the PDF (`has_printer`). Saving a
copy to a chosen folder or USB stick is `save_certificate_to`.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QMarginsF, QUrl
from PySide6.QtGui import QPageLayout, QPageSize, QPaintDevice, QPainter
from PySide6.QtPrintSupport import QPrinter, QPrinterInfo, QPrintPreviewDialog
from PySide6.QtWidgets import QDialog, QFileDialog, QWidget

from kiosk.ui.reports.certificate import CertificateData, paint_certificate
from kiosk.ui.widgets.dialogs import fit_to_kiosk, in_kiosk

# Where USB sticks appear on the training PCs' Linux (udisks), offered first when saving.
MEDIA_FOLDERS = (Path("/media"), Path("/run/media"))


def a4_printer() -> QPrinter:
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4),
            QPageLayout.Orientation.Portrait,
            QMarginsF(0, 0, 0, 0),
        )
    )
    printer.setFullPage(True)  # the certificate sets its own margins
    return printer


Paint = Callable[[QPainter, QPaintDevice], object]  # one A4 page: a certificate, a report


def print_on(printer: QPrinter, paint: Paint) -> None:
    """Paint the page on `printer` (a real printer, or a file for a test)."""
    painter = QPainter(printer)
    try:
        paint(painter, printer)
    finally:
        painter.end()


def print_certificate_on(printer: QPrinter, data: CertificateData) -> None:
    print_on(printer, lambda painter, device: paint_certificate(painter, device, data))


def preview_dialog(paint: Paint, parent: QWidget | None) -> QPrintPreviewDialog:
    """The print preview of the page, from which it is printed."""
    dialog = QPrintPreviewDialog(a4_printer(), parent)
    dialog.paintRequested.connect(lambda printer: print_on(printer, paint))
    fit_to_kiosk(dialog, parent)
    return dialog


def has_printer() -> bool:
    """Whether the system names a printer to print on."""
    return bool(QPrinterInfo.availablePrinterNames())


def print_pages(paint: Paint, parent: QWidget | None) -> bool:
    """Preview, then print; True when it was sent to a printer (False: none to send it to)."""
    if not has_printer():
        return False
    return preview_dialog(paint, parent).exec() == QDialog.DialogCode.Accepted


def print_certificate(data: CertificateData, parent: QWidget | None) -> bool:
    return print_pages(lambda painter, device: paint_certificate(painter, device, data), parent)


def allowed_folders(data_dir: Path | None) -> list[Path]:
    """Where a certificate may be saved: the data folder's exports, and a USB drive mounted
    under one of MEDIA_FOLDERS."""
    return ([data_dir / "exports"] if data_dir is not None else []) + list(MEDIA_FOLDERS)


def is_allowed(folder: Path, data_dir: Path | None) -> bool:
    """Whether `folder` is the exports folder or inside it, or on a drive under MEDIA_FOLDERS
    (links resolved: a link out of them is refused too)."""
    real = folder.resolve()
    places = [p.resolve() for p in allowed_folders(data_dir)]
    exports = places[0] if data_dir is not None else None
    return real == exports or any(p in real.parents for p in places)


def start_folder() -> Path:
    """A USB stick's folder if one is plugged in, else the home folder."""
    for media in MEDIA_FOLDERS:
        try:
            sticks = sorted(p for p in media.glob("*/*") if p.is_dir())
        except OSError:
            continue
        if sticks:
            return sticks[0]
    return Path.home()


def choose_folder(parent: QWidget | None, title: str, places: list[Path]) -> Path | None:
    """A folder chosen among `places` (the dialog's side bar; one outside them the caller
    refuses, is_allowed)."""
    dialog = QFileDialog(parent, title, str(start_folder()))
    dialog.setSidebarUrls([QUrl.fromLocalFile(str(p)) for p in places if p.is_dir()])
    dialog.setFileMode(QFileDialog.FileMode.Directory)
    dialog.setOption(QFileDialog.Option.ShowDirsOnly)
    if in_kiosk(parent):
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
        fit_to_kiosk(dialog, parent)
    if dialog.exec() != QDialog.DialogCode.Accepted or not dialog.selectedFiles():
        return None
    return Path(dialog.selectedFiles()[0])


def save_certificate_to(pdf: Path, folder: Path) -> Path:
    """Copy a written certificate into `folder` (a USB stick …); OSError when it cannot."""
    target = folder / pdf.name
    shutil.copyfile(pdf, target)
    return target
