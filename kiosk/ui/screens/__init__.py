"""The full-window screens the main window stacks."""
