"""Question generators, grading, and the drill and exam state machines. No Qt."""
