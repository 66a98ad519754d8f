"""PySide6 widgets and screens. They call the layers above; nothing below imports them."""
