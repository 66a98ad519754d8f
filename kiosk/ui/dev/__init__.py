"""Developer tools: screenshots of every screen and the scripted demo data they use."""
