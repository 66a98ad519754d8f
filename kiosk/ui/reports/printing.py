"""Printing a certificate or a trainee report: the page their paint function draws, on a
printer, after a preview.

PySide6-Essentials ships QtPrintSupport (QPrinter, QPrintPreviewDialog), so no other dependency
is needed. The preview is the dialog a supervisor prints from (it names the printers the system
knows); in kiosk mode it is a frameless child of the kiosk window like every dialog. On a PC
whose system names no printer (libcups without a print service) Qt's preview crashes the app,
so it is never opened there: the caller says so and offers the PDF (`has_printer`). Saving a
copy to the exports folder or a USB drive is `save_certificate_to`, the folder chosen by touch
among `allowed_folders` (kiosk.ui.widgets.file_chooser).
"""

from __future__ import annotations

import shutil
from pathlib import Path

from PySide6.QtCore import QMarginsF
from PySide6.QtGui import QPageLayout, QPageSize
from PySide6.QtPrintSupport import QPrinter, QPrinterInfo, QPrintPreviewDialog
from PySide6.QtWidgets import QDialog, QWidget

from kiosk.ui.reports.certificate import CertificateData, Paint, paint_certificate, paint_on
from kiosk.ui.widgets.dialogs import fit_to_kiosk
from kiosk.ui.widgets.file_chooser import inside, usb_drives


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


def print_certificate_on(printer: QPrinter, data: CertificateData) -> None:
    paint_on(printer, lambda painter, device: paint_certificate(painter, device, data))


def preview_dialog(paint: Paint, parent: QWidget | None) -> QPrintPreviewDialog:
    """The print preview of the page, from which it is printed."""
    dialog = QPrintPreviewDialog(a4_printer(), parent)
    dialog.paintRequested.connect(lambda printer: paint_on(printer, paint))
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
    """Where a certificate may be saved: the data folder's exports, and each USB drive mounted
    under /media or /run/media."""
    return ([data_dir / "exports"] if data_dir is not None else []) + usb_drives()


def is_allowed(folder: Path, data_dir: Path | None) -> bool:
    """Whether `folder` is one of allowed_folders or inside one (links resolved: a link out of
    them is refused too)."""
    return inside(folder, allowed_folders(data_dir))


def save_certificate_to(pdf: Path, folder: Path) -> Path:
    """Copy a written certificate into `folder` (a USB stick …); OSError when it cannot."""
    target = folder / pdf.name
    shutil.copyfile(pdf, target)
    return target
