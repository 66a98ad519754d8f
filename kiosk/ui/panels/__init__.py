"""One panel per drill: renders the item a session shows and turns taps and keys into answers."""
