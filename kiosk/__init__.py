"""kiosk — Punto Banco croupier training and procedure verification."""

__version__ = "0.1.0"
