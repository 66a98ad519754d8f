"""Reusable painted and touch widgets: cards, the felt, the keypad, answer buttons."""
