"""Question generators, grading, and the drill and exam state machines. No Qt.

task.py       Drill (keys, make, left_out) and Task (prompt, submit, solution), StepResult;
              DrillId, ErrorTag and ItemKey live in kiosk.domain.ids
session.py    Session: the Practice / Speed / Exam state machine, AnswerRecord events, results
selector.py   Selector and the History interface a trainee's memory model plugs into
exam.py       ExamRun: a certification exam's parts in order under one countdown; on a room its
              ServerClock and the AnswerLog of what the notary is to record
schedule.py   the practice schedule (FSRS): ratings, recall, Due today, standings, calibration
learning.py   learning figures from a trainee's reviews: the supervisor's rows, and Readiness
              for the exam (My progress)
practical.py  the table test: coups entered at a real table, its rubric and evidence rule
catalog.py    every drill by its DrillId
totals.py, drawing.py, dealing.py, misdeal.py, payouts.py, table.py, acceptance.py: the drills
explain.py, planting.py, cardgen.py (CardPool: cards from the house's shoe), stakes.py, clock.py:
              what the drills are built from
"""
