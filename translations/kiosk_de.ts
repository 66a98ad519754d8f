<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>Banco %1, punto stood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banco %1, punto&apos;s third card %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banco</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Punto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: natural %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Punto %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cards totalling %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Acceptance</name>
    <message>
        <source>This table has no bet {bet}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no box {box} at this table (boxes 1 to {boxes})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bet on {bet} is placed in a box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bet on {bet} is placed on the shared field, not in a box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A stake must be more than nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a multiple of the smallest chip ({unit})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Below the table minimum of {minimum} for {bet}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Above the table maximum of {maximum} for {bet}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player may not bet on both {bet} and {other}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bet on {bet} is taken only alongside a bet on one of: {bets}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A seated player bets only in their own box (box {box})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standing players may not bet at this table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standing players may play only when every seated box is taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standing players bet only on a seated player&apos;s box (or on {fields})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standing players bet only on a seated player&apos;s box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standing players may not bet on {bet}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>At most %n standing player(s) per box</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The box&apos;s combined bets would exceed the table maximum of {maximum}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AcceptancePanel</name>
    <message>
        <source>A standing player offers %1 on %2. May it be taken?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A standing player offers %1 on %2 at box %3. May it be taken?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player at box %4 offers %1 on %2. May it be taken?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player at box %4 offers %1 on %2 at box %3. May it be taken?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Below the minimum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Above the maximum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not in chip units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both punto and banco</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side bet without a main bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not the player&apos;s own box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No standing players here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A seat is still free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody seated at that box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field closed to standing players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many standing players on the box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Box over the table maximum</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CoupView</name>
    <message>
        <source>Punto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banco</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DealingPanel</name>
    <message>
        <source>As it should have been dealt:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Punto&apos;s turn: draw, stand, or call the winner?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banco&apos;s turn: draw, stand, or call the winner?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both hands are complete: call the winner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealing error: the coup was stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealt and called correctly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw punto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw banco</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Punto wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banco wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DrawPanel</name>
    <message>
        <source>Punto: draw, stand, or no card because of a natural?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banco: draw, stand, or no card because of a natural?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card: natural</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DrillScreen</name>
    <message>
        <source>Right: %1.</source>
        <extracomment>How often the countdown is redrawn, in ms.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not quite. Right answer: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n right</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answered</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>← Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Drills</name>
    <message>
        <source>No rule of the house stops this bet: it is taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This bet cannot be taken. {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Punto has {punto}, banco has {banco}: the winner is {winner}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>punto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>banco</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Punto has a natural {total}: no card is drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banco has a natural {total}: no card is drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Punto has {total}: punto draws.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Punto has {total}: punto stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Punto stood: banco draws.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Punto stood: banco stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Punto&apos;s third card was {third}: banco draws.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Punto&apos;s third card was {third}: banco stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Punto was given a card it must not have: an over-draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Punto was not given the third card it must have: an under-draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banco was given a card it must not have: an over-draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banco was not given the third card it must have: an under-draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both hands were dealt as the tableau says: the coup is correct.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tie is a stand-off for {bet}: the stake stays and nothing is paid.</source>
        <extracomment>Coups dealt in search of one that fits an item before giving up (3g8 wins come ~1 in 250).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{bet} loses: the stake is collected and nothing is paid (0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{bet} pays {pay} with {rule}: a stake of {stake} wins {winnings}, less {commission} commission, so {net} is paid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{bet} wins with {total}, which pays {pay}: a stake of {stake} wins {winnings}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{bet} pays {pay}: a stake of {stake} wins {winnings}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This house collects every losing bet before it pays any winner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This house pays every winner before it collects the losing bets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tens and court cards count 0, aces 1; {values} = {points}, and only the last digit counts: the total is {total}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ErrorTableModel</name>
    <message>
        <source>Over-draw</source>
        <extracomment>Filter value meaning &quot;any&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Under-draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrong call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Punto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banco</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shoe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corrected</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExamScreen</name>
    <message>
        <source>No trainee with this badge or name. Ask the supervisor to register you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 items · %2 minutes · pass mark %3 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The items come in order and are not marked until the end; the clock runs from the first item. One mistake of these kinds fails the exam: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your badge number or name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>← Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the exam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · time is up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score · pass mark %1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time used of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red lines broken</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No mistakes. Well dealt!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HeatMapView</name>
    <message>
        <source>Banco</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Punto&apos;s third card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no mistakes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>always wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not asked yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Keypad</name>
    <message>
        <source>Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the last digit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Punto Banco training</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MisdealPanel</name>
    <message>
        <source>As it should have been dealt:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Was this coup dealt correctly?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Punto over-drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Punto under-drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banco over-drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banco under-drawn</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MistakeRow</name>
    <message>
        <source>Item %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your answer: %1 · Right: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ModeScreen</name>
    <message>
        <source>← Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instant feedback: a wrong answer shows the right one and the house&apos;s rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n second(s): as many right answers as you can.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n item(s), no feedback until the end, then a review of every mistake.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>Totals</source>
        <extracomment>The drills in the order of the start screen&apos;s tiles.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Punto: draw or stand?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banco: draw or stand?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal a coup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spot the misdeal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settle the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bet acceptance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap the point total of the hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does punto draw a third card, or is there a natural?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banco&apos;s two cards against punto&apos;s third card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal from a shuffled shoe, step by step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Is this coup correct, or over- or under-drawn?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the payout for a winning bet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collect and pay box by box, in the house&apos;s order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May this bet be taken?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Practice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Punto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banco</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Egalité %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 gives 8</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NoticeScreen</name>
    <message>
        <source>← Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not available yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PayoutPanel</name>
    <message>
        <source>Bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stand-off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What is paid beside the stake? (0 if the bet loses)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stand-off</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PinDialog</name>
    <message>
        <source>Supervisor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Supervisor PIN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Too many wrong PINs. Try again in %n second(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Wrong PIN.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlaceholderSupervisorScreen</name>
    <message>
        <source>Supervisor area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trainee records, exams and settings will appear here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exit the kiosk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>← Back</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecordsPage</name>
    <message>
        <source>Register a trainee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Badge number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Register</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the exam records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every exam result holds the fingerprint of the one before it. The check finds any result that was changed or deleted after it was recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export for HR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files go to the exports folder of the kiosk&apos;s data folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exam results (CSV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sessions (CSV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every answer (CSV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everything (JSON)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Registered %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n exam result(s), none changed or deleted.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Exam result %1 was changed after it was recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exam result %1 no longer follows the one before it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exam result %1 was deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultScreen</name>
    <message>
        <source>Again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · time is up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Median answer time</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No mistakes. Well dealt!</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesetScreen</name>
    <message>
        <source>Back</source>
        <extracomment>The running job&apos;s cancel flag, also reachable once the widget is gone.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 packs · exact odds from this house&apos;s own rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawing rules (tableau)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banco&apos;s rule by its two-card total (rows) and punto&apos;s third card (columns). Cells in bold differ from the standard tableau.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House edges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The standard tableau says: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Punto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>punto stood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banco %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maximum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (rounded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (truncated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (does not match)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computing the exact odds of every coup…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The odds could not be computed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computation was stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every coup from a shoe of %1 packs, counted exactly: %2 ordered six-card sequences.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stand-off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Published</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No warnings: nothing in these rules looks wrong.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetPinDialog</name>
    <message>
        <source>Supervisor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a supervisor PIN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 to 8 digits, not a run like 1234. It opens records, settings and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the same PIN again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose 4 to 8 digits, not all alike, not a run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The two PINs differ. Start again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>House rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Site rulesets folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the start screen when idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Certification exam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (invalid file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As the house rules say</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The house&apos;s own exam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved to {path}. The house and language apply from the next start.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>Punto Banco croupier training</source>
        <extracomment>Language buttons name each language in itself, so anyone can find their own.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Supervisor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name or badge number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signed in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a drill.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who is training?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign in first: pick your name or type it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SupervisorArea</name>
    <message>
        <source>Supervisor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>← Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exit the kiosk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trainees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verify coups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coup verification is not part of this build.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TablePanel</name>
    <message>
        <source>Collect  [C]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap a bet on the layout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Box %1 · %2 · %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settle the table in the house&apos;s order: tap a bet, then collect or pay it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leave it (stand-off)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>collect %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pay %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TimeChart</name>
    <message>
        <source>Answer time (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>median {seconds} s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TotalsPanel</name>
    <message>
        <source>Total: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What is the point total of this hand?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TraineeDetail</name>
    <message>
        <source>Heat map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leeches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lapses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrong lately</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save certificate (PDF)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start exam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Archive</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s), %1 right</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No answers yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All drills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TraineeList</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right, by day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Certified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not passed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VerifyScreen</name>
    <message>
        <source>Open log…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House ruleset the log is checked against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over-draws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Under-draws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrong calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Punto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banco</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stands or corrected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result stands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result corrected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open coup log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coup logs (*.csv *.jsonl *.ndjson *.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verification cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a coup log (CSV or JSON Lines) to verify it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n coup(s) verified</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s) found</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) could not be read</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>The settings cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The house ruleset cannot be loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The records database cannot be opened</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>audit</name>
    <message>
        <source>{number} %</source>
        <extracomment>Published figures the audit can check.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Naturals differ from the standard tableau: here “{house}”, standard “{standard}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tableau cell differs from the standard: here “{house}”, standard “{standard}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player has the edge on {bet}: the house edge is {edge}, so the house loses money on this bet in the long run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The published house edge of {bet}, {published} (“{quote}”), is the exact {exact} truncated, not rounded: rounded it would read {rounded}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The published house edge of {bet}, {published} (“{quote}”), does not match the exact {exact}: neither rounding ({rounded}) nor truncation ({truncated}) explains it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A published figure (“{quote}”) names the bet {bet}, which this ruleset does not have.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The published figure {figure} of {bet} cannot be checked; the audit checks: {known}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} (rounded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} (truncated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} (does not match)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audit of {name} ({id}): {packs} packs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every coup is counted as an ordered sequence of six cards: {total} coups in all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banco wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Punto wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stand-off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Published</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{bet} pays {pay} when it wins with {totals}: {share} of coups.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The published house edge of {bet}, {published} (“{quote}”), is the exact {exact} rounded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s):</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No warnings.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>Punto Banco croupier training and procedure verification.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>language of messages and reports (default: from LANG)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interrupted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exact odds and house edges of a ruleset, with warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute the exact probability of every outcome and the house edge of every bet from the ruleset&apos;s own tableau, packs and pays, and warn about a bet the player has the edge on, tableau cells that differ from the standard, and published figures that do not match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ruleset id or YAML file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>audit every known ruleset (shipped and site folder)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text: a table in the UI language; json: one object, or a list with --all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name one ruleset (ID or PATH) or give --all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trainees, exam results, export, certificates, verify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>folder for records and settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list trainees with their status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>include archived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>register a trainee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>badge number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>archive a trainee (records are kept)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>make an archived trainee active again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>record id or badge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list exam results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>items trainees keep getting wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>export records as CSV or JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>what to export (CSV default: results; JSON default: all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from this date (YYYY-MM-DD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>default: stdout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write an exam result as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check the exam results&apos; hash chain; exit 1 if tampered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list exams, or check exam files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>site folder of rulesets (default: the one in the settings)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set or reset the supervisor PIN of this kiosk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path}: valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list, show, validate and audit house rulesets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list the known rulesets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check ruleset files; exit 0 only if all are valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>show a ruleset: tableau, pays, limits, table and notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show a house ruleset in the UI language: the drawing rules as a grid and in words, every bet with its pay and limits, the table layout, the procedures and the notes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(invalid: run kiosk rules validate {path})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start the training app (the default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>house ruleset id or YAML path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UI language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full screen, no way out without a supervisor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exit once the first screen is shown (start-up check)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check this installation; exit 0 only if every check passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open the records in this folder (default: a temporary one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>render every screen to PNG (README gallery, translations)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>folder for the PNG files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>language of the screens (default: all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n screenshot(s) written to {folder}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>write a realistic coup log with planted dealing errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>house ruleset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>share of coups with a planted error, 0 to 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>also write the planted errors (the answer key) as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--coups must be 0 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--misdeal-rate must lie between 0 and 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--tables must be 1 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check recorded coups for over-draws, under-draws and wrong calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check coup logs (CSV or JSON Lines) against a house ruleset. Exit status: 0 no misdeal found, 1 misdeals found, 2 the input could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>coup log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>processes for a large CSV log (default: %(default)s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verifying: {percent} %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path}: cannot write ({error})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>exams</name>
    <message>
        <source>expected a mapping of key: value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a single value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a non-empty list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key; expected one of: {keys}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a duration such as 900, 15m or 12m 30s, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a share above 0 and at most 1 (0.9) or a percentage (90%), not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key; expected drill and items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown drill {value}; expected one of: {drills}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} is already a part of this exam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a whole number from 1 to 500, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown mistake {value}; expected one of: {tags}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: unknown exam (known: {known})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>records</name>
    <message>
        <source>No trainee with id or badge {id}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>certified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no exam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No trainees yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(archived)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trainee {id}: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No exam results yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {item} — {lapses} lapses, {rate} wrong lately</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No leeches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--since {value}: expected a date such as 2026-03-01</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No exam result {id}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exam result {id} was changed after it was recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exam result {id} no longer follows the one before it: that one was replaced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exam result {id} was deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) in the exam records.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n exam result(s), chain intact.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>(invalid: run kiosk records exams {path})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New supervisor PIN: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose 4 to 8 digits, not all alike, not a run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same PIN again: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The two PINs differ; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Supervisor PIN saved (as a salted hash) in {path}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>{amount} {currency}</source>
        <extracomment>Long texts (notes, quotes) are wrapped to this many columns.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banco</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>punto stood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>punto&apos;s third card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: pays {pays}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stakes from {minimum} to {maximum} (bet id {id}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taken from the winnings: {rule}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n seated box(es), each with: {bets}.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Shared fields: {bets}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n croupier(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Table maximum: {amount}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All bets on one box together stay within the table maximum.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standing players may not bet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standing players may bet only when every seated box is taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standing players may bet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>At most %n standing player(s) per seated box.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Standing players may bet directly on: {bets}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>punto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>banco</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>collect the losing bets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pay the winning bets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards 1 to {count} go to: {hands}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settlement: {steps}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A dealing error stands unless it is corrected or flagged before the next coup&apos;s cards are dealt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A dealing error is corrected whenever it is found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player may bet on punto and banco at the same time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player may not bet on punto and banco at the same time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} (ruleset {id})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source: {title}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File: {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Shoe of %n pack(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The cut card is placed %n card(s) from the end.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>After the shuffle, cards are burned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chips: {chips} {currency}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawing rules (tableau)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bets and pays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Procedures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Published figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{bet}: house edge {value} % (“{quote}”)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{about} (assumption, to be confirmed by the house):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{about}:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Document: “{quote}”</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ruleset</name>
    <message>
        <source>did you mean &apos;{key}&apos;?</source>
        <extracomment>The only tags a ruleset may carry: plain YAML values (a date-like text is read as text). Digits a number may have: amounts up to billions, rates and steps to a millionth and beyond. Keeps every sum and remainder the loader and settlement compute within Decimal&apos;s precision.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected one of {keys}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list</source>
        <extracomment>Position of the first item in key paths: 1 (the first note is notes.1) or 0 where the position is a card value (punto_third.0 … punto_third.9). Items are records named by this key in key paths (bets.banco rather than bets.2). What the positions mean, for the length message: &quot;punto&apos;s third card 0–9&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tag {tag} is not allowed: a ruleset holds plain values only, expected no tag</source>
        <extracomment>Nodes with a tag beyond plain YAML, each reported once: where the format reaches them with their key path, the rest (under unknown keys) by line alone in `finish`.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} is out of range, expected {expected}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{got} is not allowed, expected {expected}; did you mean &apos;{close}&apos;?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{got} is not allowed, expected {expected}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no value, expected {expected}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected {expected}, got {got}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected {expected}, got {got} (put text in quotes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty, expected {expected}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{got} is not {expected}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} has too many digits, expected at most {whole} before and {fraction} after the decimal point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} is not more than 0, expected a positive number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{got} pays nothing, expected positive numbers on both sides such as &quot;8:1&quot; or &quot;1:2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>merge keys (&lt;&lt;) are not supported, expected the keys written out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{got} is not a key, expected a plain key name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duplicate key (first given on line {line}), expected each key once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key, {suggestion}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only for {sibling} {values}, not {value}; remove it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing, expected {expected} ({description})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected {n} entries ({positions}), got {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected at least {n} entries, got {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected at most {n} entries, got {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} is given twice (first on line {line}), expected each once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{got} is not {meaning} {minimum}–{maximum}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} is not a fraction, expected e.g. 0.0145 for 1.45 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;{about}&apos; names no part of this ruleset, expected a key path such as tableau.banco.4 or bets.banco.commission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>contradictory: {total} is a natural (tableau.naturals), nobody draws on it, expected no rule for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>incomplete: no rule for punto total {totals}, expected draw or stand for every total that is not a natural ({expected})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>incomplete: no row for banco total {totals}, expected a row for every total that is not a natural ({expected})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown bet &apos;{bet}&apos;, {suggestion}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the bet id &apos;{bet}&apos; is given twice, expected each bet id once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the minimum {min} is above the maximum {max}, expected min ≤ max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{amount} is not a multiple of the smallest chip ({unit}), expected a stake that can be made with chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{max} is above the table maximum {table_max}, expected at most table.table_maximum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rate} is not a fraction between 0 and 1, expected e.g. 0.05 for 5 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a bet cannot require itself, expected other bets&apos; ids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;{bet}&apos; is both a box bet and a shared bet, expected it in one of table.box_bets and table.shared_bets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the bet &apos;{bet}&apos; has no place on the table, expected its id in table.box_bets or table.shared_bets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;{bet}&apos; is not a shared bet, expected one of table.shared_bets ({shared})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{problem} ({context} on line {line})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YAML syntax error: {what}, expected valid YAML (check quotes, brackets and indentation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty, expected a ruleset (see rulesets/README.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path}: cannot be read ({reason})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a whole number ≥ {minimum}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a whole number {minimum}–{maximum}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one of {values}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number such as {example}</source>
        <extracomment>Decimal numbers are written as text (&quot;0.05&quot;) or as plain numbers; never read through float.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a pay WIN:STAKE such as &quot;8:1&quot; or &quot;1:2&quot;</source>
        <extracomment>A pay: WIN:STAKE, as `8:1`, `8 to 1` or `1-2` (always quote it in YAML: &quot;8:1&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a mapping from {meaning} ({minimum}–{maximum})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a mapping with the keys {keys}</source>
        <extracomment>The key is only allowed, or (with `required`) needed, when a sibling key has one of these values: (&quot;kind&quot;, (&quot;egalite&quot;,)).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a bet id (lower-case letters, digits and -)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>punto&apos;s third card 0–9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the winning hand&apos;s final total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an id of lower-case letters, digits and -</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a three-letter currency code such as CHF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>punto&apos;s two-card total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>banco&apos;s two-card total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cards 1 to 6</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>selftest</name>
    <message numerus="yes">
        <source>%n check(s) failed</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>all %n check(s) passed</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>OK</source>
        <extracomment>Rendering every screen in both languages takes seconds; this only stops a hung child. Messages of Qt&apos;s offscreen platform about window-manager features it does not have.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>schema</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>house ruleset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fonts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qt translation {lang}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>screens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped with exit status {code}: {last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>site file {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no site file at {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{state}; site rulesets folder {folder}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path}: not a JSON Schema with properties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rulesets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none found in {folder}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>site</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ruleset {id}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>settings could not be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>audit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>audit {id}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exam {id}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path}: exam for unknown ruleset {id}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>translation {lang}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path}: missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path}: no finished translations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} texts in {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qt {version}, platform {platform}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>font in use is {used}, expected {family}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>source language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing or empty: {files}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no screen was rendered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not rendered: {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qt warned while rendering: {first}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} screens rendered ({langs})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{bets} bets, house edges {low} to {high}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>exam results chain broken: {first}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>verify</name>
    <message>
        <source>{file}: line 1 (the header) has no column {columns}; a coup log needs the columns table, shoe, coup, punto and banco</source>
        <extracomment>Every accepted spelling of the `flagged` column (after lower-casing), &quot;&quot; meaning not flagged. The row layout of JSON Lines records.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid JSON: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a JSON object with the coup&apos;s fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{field}: expected a list of card strings such as [&quot;9S&quot;, &quot;KH&quot;]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{field}: {value} is not text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>punto wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>banco wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Called: {announced}; the cards say {actual} ({punto} to {banco}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Punto did not draw although the rule says: {rule}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banco did not draw although the rule says: {rule}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Punto drew a fourth card (rule: {rule}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banco drew a fourth card (rule: {rule}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Punto drew a third card against the rule: {rule}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banco drew a third card against the rule: {rule}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settle the coup as {actual}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The correct coup needs cards the log does not show (the next coup&apos;s first card is not enough, or the shoe ended); its winner is unknown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct coup: P[{punto}] B[{banco}], {correct} instead of {dealt}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct coup: P[{punto}] B[{banco}], {correct} all the same.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A wrong call is corrected: the cards decide.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not flagged before the next coup: the result stands (house rule).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flagged before the next coup: correct the result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House rule: a dealing error is always corrected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}:{line} table {table}, shoe {shoe}, coup {coup}:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealt: P[{punto}] B[{banco}], {outcome}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{over} over-draw(s), {under} under-draw(s), {wrong} wrong call(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verified against {name} ({id}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n coup(s) verified.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s) found.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) could not be read.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{file}, table {table}: {shoes} shoe(s), {coups} coup(s), {counts}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shoe {shoe}: {coups} coup(s), {counts}, {invalid} unreadable row(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n shoe(s) without findings.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Errors:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows that could not be read:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}:{line}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the row has {count} of the header&apos;s {width} fields: no {field}</source>
        <extracomment>Result spellings the fast path knows, as a mask of the winner bits they accept (&quot;&quot; accepts all). `flagged` spellings the fast path accepts without a closer look. How often (in lines) the scan reports progress and checks for cancellation. The first card of the first row seen for this shoe: what an earlier chunk waits for. A row of this shoe held a card beyond the packs (joining parts must then rescan). Whether a row can span lines (CSV quoting); a JSON Lines record is one line.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{field} is missing or empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{field} has %n card(s); a hand has at least two</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>flagged: {value} is not one of true/false, 1/0, yes/no (or empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>result: {value} is not punto, banco or tie (P, B or T)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>impossible card {cards}: shoe {shoe} of table {table} already had all {packs} of its {packs} packs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: line 1 is empty; a CSV coup log starts with a header such as table,shoe,coup,punto,banco</source>
        <extracomment>progress(done, total) in bytes over all files. Polled during the scan; True stops it with Cancelled. Files smaller than this are verified in one process (starting workers costs more). A worker reads its part in blocks of this size.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: cannot be read ({error})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wording</name>
    <message>
        <source>{items} or {last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>punto {total}: draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>punto {total}: stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>banco {total}, punto stood: draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>banco {total}, punto stood: stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>banco {total}, punto&apos;s third card {third}: draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>banco {total}, punto&apos;s third card {third}: stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>natural: no third card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A two-card {totals} is a natural: nobody draws.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Punto always draws.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Punto always stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Punto draws on {draws} and stands on {stands}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banco {total} always draws.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banco {total} draws only when punto stood.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banco {total} draws unless punto&apos;s third card is {values}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banco {total} draws when punto&apos;s third card is {values} or when punto stood.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banco {total} always stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banco {total} draws on any third card of punto and stands when punto stood.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banco {total} stands when punto stood or when punto&apos;s third card is {values}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banco {total} draws only when punto&apos;s third card is {values}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rate} % commission, rounded down to {step}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rate} % commission, rounded up to {step}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rate} % commission, rounded half-up to {step}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rate} % commission, rounded half-even to {step}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{amount} {currency}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{pay} less {rate} % commission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{pays}, a win with {totals} pays {pay}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pays {description}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins when punto wins; a tie is a stand-off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins when banco wins; a tie is a stand-off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins on any tie.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins on a tie with the total {total}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins when banco&apos;s two cards make {banco_total}, no natural is on the table and punto&apos;s third card is worth {punto_third}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taken only alongside a bet on {bets}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
