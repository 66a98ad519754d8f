"""The supervisor area: PIN gate, trainees and their records, exams, verification, settings, exit.

`SupervisorHooks` is what the main window wires: `gate` (kiosk.ui.app.supervisor_access.SupervisorGate)
and `screen` (the supervisor area factory); `directory` backs the trainee sign-in and the session
journal with the records database.
"""
