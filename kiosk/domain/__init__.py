"""The game itself: cards, shoe, tableau, coup, bets, settlement and exact odds. No Qt."""
