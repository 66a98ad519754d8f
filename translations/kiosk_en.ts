<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name></name>
    <message numerus="yes">
        <source>%n exam result(s) on this PC.</source>
        <translation>
            <numerusform>%n exam result on this PC.</numerusform>
            <numerusform>%n exam results on this PC.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) in the exam records.</source>
        <translation>
            <numerusform>%n problem in the exam records.</numerusform>
            <numerusform>%n problems in the exam records.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n check(s) failed</source>
        <translation>
            <numerusform>%n check failed</numerusform>
            <numerusform>%n checks failed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>all %n check(s) passed</source>
        <translation>
            <numerusform>all %n check passed</numerusform>
            <numerusform>all %n checks passed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n screenshot(s) written to {folder}</source>
        <translation>
            <numerusform>%n screenshot written to {folder}</numerusform>
            <numerusform>%n screenshots written to {folder}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At most %n standing player(s) per box</source>
        <translation>
            <numerusform>At most %n standing player per box</numerusform>
            <numerusform>At most %n standing players per box</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Audit of {name} ({id}): %n pack(s)</source>
        <translation>
            <numerusform>Audit of {name} ({id}): %n pack</numerusform>
            <numerusform>Audit of {name} ({id}): %n packs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s):</source>
        <translation>
            <numerusform>%n warning:</numerusform>
            <numerusform>%n warnings:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected %n entries ({positions}), got {count}</source>
        <translation>
            <numerusform>expected %n entries ({positions}), got {count}</numerusform>
            <numerusform>expected %n entries ({positions}), got {count}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected at least %n entries, got {count}</source>
        <translation>
            <numerusform>expected at least %n entries, got {count}</numerusform>
            <numerusform>expected at least %n entries, got {count}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected at most %n entries, got {count}</source>
        <translation>
            <numerusform>expected at most %n entries, got {count}</numerusform>
            <numerusform>expected at most %n entries, got {count}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seated box(es), each with: {bets}.</source>
        <translation>
            <numerusform>%n seated box, each with: {bets}.</numerusform>
            <numerusform>%n seated boxes, each with: {bets}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n croupier(s).</source>
        <translation>
            <numerusform>%n croupier.</numerusform>
            <numerusform>%n croupiers.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At most %n standing player(s) per seated box.</source>
        <translation>
            <numerusform>At most %n standing player per seated box.</numerusform>
            <numerusform>At most %n standing players per seated box.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shoe of %n pack(s).</source>
        <translation>
            <numerusform>Shoe of %n pack.</numerusform>
            <numerusform>Shoe of %n packs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The cut card is placed %n card(s) from the end.</source>
        <translation>
            <numerusform>The cut card is placed %n card from the end.</numerusform>
            <numerusform>The cut card is placed %n cards from the end.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A payout may take %n chip(s) more than the fewest.</source>
        <translation>
            <numerusform>A payout may take %n chip more than the fewest.</numerusform>
            <numerusform>A payout may take %n chips more than the fewest.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n translated text(s) in {path}</source>
        <translation>
            <numerusform>%n translated text in {path}</numerusform>
            <numerusform>%n translated texts in {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n screen(s) rendered ({langs})</source>
        <translation>
            <numerusform>%n screen rendered ({langs})</numerusform>
            <numerusform>%n screens rendered ({langs})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bet(s), house edges {low} to {high}</source>
        <translation>
            <numerusform>%n bet, house edges {low} to {high}</numerusform>
            <numerusform>%n bets, house edges {low} to {high}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n over-draw(s)</source>
        <translation>
            <numerusform>%n over-draw</numerusform>
            <numerusform>%n over-draws</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n under-draw(s)</source>
        <translation>
            <numerusform>%n under-draw</numerusform>
            <numerusform>%n under-draws</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong call(s)</source>
        <translation>
            <numerusform>%n wrong call</numerusform>
            <numerusform>%n wrong calls</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n gap(s)</source>
        <translation>
            <numerusform>%n gap</numerusform>
            <numerusform>%n gaps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n repeated</source>
        <translation>
            <numerusform>%n repeated</numerusform>
            <numerusform>%n repeated</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n out of order</source>
        <translation>
            <numerusform>%n out of order</numerusform>
            <numerusform>%n out of order</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coup(s) verified.</source>
        <translation>
            <numerusform>%n coup verified.</numerusform>
            <numerusform>%n coups verified.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s) found.</source>
        <translation>
            <numerusform>%n error found.</numerusform>
            <numerusform>%n errors found.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) could not be read.</source>
        <translation>
            <numerusform>%n row could not be read.</numerusform>
            <numerusform>%n rows could not be read.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shoe(s)</source>
        <translation>
            <numerusform>%n shoe</numerusform>
            <numerusform>%n shoes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coup(s)</source>
        <translation>
            <numerusform>%n coup</numerusform>
            <numerusform>%n coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unreadable row(s)</source>
        <translation>
            <numerusform>%n unreadable row</numerusform>
            <numerusform>%n unreadable rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shoe(s) without findings.</source>
        <translation>
            <numerusform>%n shoe without findings.</numerusform>
            <numerusform>%n shoes without findings.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{field} has %n card(s); a hand has at least two</source>
        <translation>
            <numerusform>{field} has %n card; a hand has at least two</numerusform>
            <numerusform>{field} has %n cards; a hand has at least two</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n earlier exam(s)</source>
        <translation>
            <numerusform>and %n earlier exam</numerusform>
            <numerusform>and %n earlier exams</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DealingPanel</name>
    <message numerus="yes">
        <source>Shoe: %n card(s) left</source>
        <translation>
            <numerusform>Shoe: %n card left</numerusform>
            <numerusform>Shoe: %n cards left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DrillScreen</name>
    <message numerus="yes">
        <source>%n right</source>
        <translation>
            <numerusform>%n right</numerusform>
            <numerusform>%n right</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answered</source>
        <translation>
            <numerusform>%n answered</numerusform>
            <numerusform>%n answered</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExamScreen</name>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n mistake</numerusform>
            <numerusform>%n mistakes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n item(s) not answered</source>
        <translation>
            <numerusform>%n item not answered</numerusform>
            <numerusform>%n items not answered</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandInDialog</name>
    <message numerus="yes">
        <source>%n item(s) not answered, counted as wrong: %1</source>
        <translation>
            <numerusform>%n item not answered, counted as wrong: %1</numerusform>
            <numerusform>%n items not answered, counted as wrong: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LearningPage</name>
    <message numerus="yes">
        <source>How well the predictions hold, over %n answer(s)</source>
        <translation>
            <numerusform>How well the predictions hold, over %n answer</numerusform>
            <numerusform>How well the predictions hold, over %n answers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>Offline — %n answer(s) waiting</source>
        <translation>
            <numerusform>Offline — %n answer waiting</numerusform>
            <numerusform>Offline — %n answers waiting</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ModeScreen</name>
    <message numerus="yes">
        <source>%n second(s): as many right answers as you can.</source>
        <translation>
            <numerusform>%n second: as many right answers as you can.</numerusform>
            <numerusform>%n seconds: as many right answers as you can.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n item(s), no feedback until the end, then a review of every mistake.</source>
        <translation>
            <numerusform>%n item, no feedback until the end, then a review of every mistake.</numerusform>
            <numerusform>%n items, no feedback until the end, then a review of every mistake.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PinDialog</name>
    <message numerus="yes">
        <source>Too many wrong codes. Try again in %n second(s).</source>
        <translation>
            <numerusform>Too many wrong codes. Try again in %n second.</numerusform>
            <numerusform>Too many wrong codes. Try again in %n seconds.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultScreen</name>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n mistake</numerusform>
            <numerusform>%n mistakes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n item(s) not answered: they count as wrong.</source>
        <translation>
            <numerusform>%n item not answered: it counts as wrong.</numerusform>
            <numerusform>%n items not answered: they count as wrong.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableTestPage</name>
    <message numerus="yes">
        <source>%1: %n coup(s), result %3, examiners %4</source>
        <translation>
            <numerusform>%1: %n coup, result %3, examiners %4</numerusform>
            <numerusform>%1: %n coups, result %3, examiners %4</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TraineeDetail</name>
    <message numerus="yes">
        <source>%n answer(s), %1 right</source>
        <translation>
            <numerusform>%n answer, %1 right</numerusform>
            <numerusform>%n answers, %1 right</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TraineesPage</name>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kiosk(s) in use today: %1</source>
        <translation>
            <numerusform>%n kiosk in use today: %1</numerusform>
            <numerusform>%n kiosks in use today: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VerifyScreen</name>
    <message numerus="yes">
        <source>%n coup(s) verified</source>
        <translation>
            <numerusform>%n coup verified</numerusform>
            <numerusform>%n coups verified</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s) found</source>
        <translation>
            <numerusform>%n error found</numerusform>
            <numerusform>%n errors found</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) could not be read</source>
        <translation>
            <numerusform>%n row could not be read</numerusform>
            <numerusform>%n rows could not be read</numerusform>
        </translation>
    </message>
</context>
</TS>
