"""Application start-up and the one window: settings, language, look, kiosk mode, idle watch."""
