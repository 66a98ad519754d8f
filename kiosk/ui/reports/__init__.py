"""Printed documents: the exam certificate and trainee reports."""
