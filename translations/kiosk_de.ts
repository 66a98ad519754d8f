<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>Banco</source>
        <translation>Banco</translation>
    </message>
    <message>
        <source>Punto</source>
        <translation>Punto</translation>
    </message>
    <message>
        <source>%1: natural %2</source>
        <translation>%1: Naturel %2</translation>
    </message>
    <message>
        <source>Punto %1</source>
        <translation>Punto %1</translation>
    </message>
    <message>
        <source>%1 cards totalling %2</source>
        <translation>%1 Karten mit Summe %2</translation>
    </message>
    <message numerus="yes">
        <source>%n exam result(s) on this PC.</source>
        <translation>
            <numerusform>%n Prüfungsergebnis auf diesem PC.</numerusform>
            <numerusform>%n Prüfungsergebnisse auf diesem PC.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) in the exam records.</source>
        <translation>
            <numerusform>%n Problem in den Prüfungsdaten.</numerusform>
            <numerusform>%n Probleme in den Prüfungsdaten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n check(s) failed</source>
        <translation>
            <numerusform>%n Test fehlgeschlagen</numerusform>
            <numerusform>%n Tests fehlgeschlagen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>all %n check(s) passed</source>
        <translation>
            <numerusform>%n Test bestanden</numerusform>
            <numerusform>alle %n Tests bestanden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n screenshot(s) written to {folder}</source>
        <translation>
            <numerusform>%n Bildschirmfoto in {folder} geschrieben</numerusform>
            <numerusform>%n Bildschirmfotos in {folder} geschrieben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At most %n standing player(s) per box</source>
        <translation>
            <numerusform>Höchstens %n stehender Spieler pro Box</numerusform>
            <numerusform>Höchstens %n stehende Spieler pro Box</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Audit of {name} ({id}): %n pack(s)</source>
        <translation>
            <numerusform>Auswertung von {name} ({id}): %n Kartenpaket</numerusform>
            <numerusform>Auswertung von {name} ({id}): %n Kartenpakete</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s):</source>
        <translation>
            <numerusform>%n Warnung:</numerusform>
            <numerusform>%n Warnungen:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected %n entries ({positions}), got {count}</source>
        <translation>
            <numerusform>erwartet: %n Eintrag ({positions}), erhalten: {count}</numerusform>
            <numerusform>erwartet: %n Einträge ({positions}), erhalten: {count}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected at least %n entries, got {count}</source>
        <translation>
            <numerusform>erwartet: mindestens %n Eintrag, erhalten: {count}</numerusform>
            <numerusform>erwartet: mindestens %n Einträge, erhalten: {count}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected at most %n entries, got {count}</source>
        <translation>
            <numerusform>erwartet: höchstens %n Eintrag, erhalten: {count}</numerusform>
            <numerusform>erwartet: höchstens %n Einträge, erhalten: {count}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seated box(es), each with: {bets}.</source>
        <translation>
            <numerusform>%n Box mit Sitzplatz, je mit: {bets}.</numerusform>
            <numerusform>%n Boxen mit Sitzplatz, je mit: {bets}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n croupier(s).</source>
        <translation>
            <numerusform>%n Croupier.</numerusform>
            <numerusform>%n Croupiers.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At most %n standing player(s) per seated box.</source>
        <translation>
            <numerusform>Höchstens %n stehender Spieler pro besetzter Box.</numerusform>
            <numerusform>Höchstens %n stehende Spieler pro besetzter Box.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shoe of %n pack(s).</source>
        <translation>
            <numerusform>Sabot mit %n Kartenpaket.</numerusform>
            <numerusform>Sabot mit %n Kartenpaketen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The cut card is placed %n card(s) from the end.</source>
        <translation>
            <numerusform>Die Schnittkarte liegt %n Karte vor dem Ende.</numerusform>
            <numerusform>Die Schnittkarte liegt %n Karten vor dem Ende.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A payout may take %n chip(s) more than the fewest.</source>
        <translation>
            <numerusform>Eine Auszahlung darf %n Jeton mehr als nötig enthalten.</numerusform>
            <numerusform>Eine Auszahlung darf %n Jetons mehr als nötig enthalten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n translated text(s) in {path}</source>
        <translation>
            <numerusform>%n übersetzter Text in {path}</numerusform>
            <numerusform>%n übersetzte Texte in {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n screen(s) rendered ({langs})</source>
        <translation>
            <numerusform>%n Seite ausgegeben ({langs})</numerusform>
            <numerusform>%n Seiten ausgegeben ({langs})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bet(s), house edges {low} to {high}</source>
        <translation>
            <numerusform>%n Einsatz, Hausvorteile {low} bis {high}</numerusform>
            <numerusform>%n Einsätze, Hausvorteile {low} bis {high}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n over-draw(s)</source>
        <translation>
            <numerusform>%n× zu viel gezogen</numerusform>
            <numerusform>%n× zu viel gezogen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n under-draw(s)</source>
        <translation>
            <numerusform>%n× zu wenig gezogen</numerusform>
            <numerusform>%n× zu wenig gezogen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong call(s)</source>
        <translation>
            <numerusform>%n falsche Ansage</numerusform>
            <numerusform>%n falsche Ansagen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n gap(s)</source>
        <translation>
            <numerusform>%n Lücke</numerusform>
            <numerusform>%n Lücken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n repeated</source>
        <translation>
            <numerusform>%n doppelt</numerusform>
            <numerusform>%n doppelt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n out of order</source>
        <translation>
            <numerusform>%n ausser der Reihe</numerusform>
            <numerusform>%n ausser der Reihe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coup(s) verified.</source>
        <translation>
            <numerusform>%n Coup geprüft.</numerusform>
            <numerusform>%n Coups geprüft.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s) found.</source>
        <translation>
            <numerusform>%n Fehler gefunden.</numerusform>
            <numerusform>%n Fehler gefunden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) could not be read.</source>
        <translation>
            <numerusform>%n Zeile war nicht lesbar.</numerusform>
            <numerusform>%n Zeilen waren nicht lesbar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shoe(s)</source>
        <translation>
            <numerusform>%n Sabot</numerusform>
            <numerusform>%n Sabots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coup(s)</source>
        <translation>
            <numerusform>%n Coup</numerusform>
            <numerusform>%n Coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unreadable row(s)</source>
        <translation>
            <numerusform>%n unlesbare Zeile</numerusform>
            <numerusform>%n unlesbare Zeilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shoe(s) without findings.</source>
        <translation>
            <numerusform>%n Sabot ohne Befund.</numerusform>
            <numerusform>%n Sabots ohne Befund.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{field} has %n card(s); a hand has at least two</source>
        <translation>
            <numerusform>{field} hat %n Karte; eine Hand hat mindestens zwei</numerusform>
            <numerusform>{field} hat %n Karten; eine Hand hat mindestens zwei</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n earlier exam(s)</source>
        <translation>
            <numerusform>und %n frühere Prüfung</numerusform>
            <numerusform>und %n frühere Prüfungen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Acceptance</name>
    <message>
        <source>This table has no bet {bet}</source>
        <translation>An diesem Tisch gibt es den Einsatz {bet} nicht</translation>
    </message>
    <message>
        <source>There is no box {box} at this table (boxes 1 to {boxes})</source>
        <translation>An diesem Tisch gibt es keine Box {box} (Boxen 1 bis {boxes})</translation>
    </message>
    <message>
        <source>A bet on {bet} is placed in a box</source>
        <translation>Ein Einsatz auf {bet} gehört in eine Box</translation>
    </message>
    <message>
        <source>A bet on {bet} is placed on the shared field, not in a box</source>
        <translation>Ein Einsatz auf {bet} gehört auf das gemeinsame Feld, nicht in eine Box</translation>
    </message>
    <message>
        <source>A stake must be more than nothing</source>
        <translation>Ein Einsatz muss grösser als null sein</translation>
    </message>
    <message>
        <source>Not a multiple of the smallest chip ({unit})</source>
        <translation>Kein Vielfaches des kleinsten Jetons ({unit})</translation>
    </message>
    <message>
        <source>Below the table minimum of {minimum} for {bet}</source>
        <translation>Unter dem Tischminimum von {minimum} für {bet}</translation>
    </message>
    <message>
        <source>Above the table maximum of {maximum} for {bet}</source>
        <translation>Über dem Tischmaximum von {maximum} für {bet}</translation>
    </message>
    <message>
        <source>A player may not bet on both {bet} and {other}</source>
        <translation>Ein Spieler darf nicht zugleich auf {bet} und {other} setzen</translation>
    </message>
    <message>
        <source>A bet on {bet} is taken only alongside a bet on one of: {bets}</source>
        <translation>Ein Einsatz auf {bet} wird nur zusammen mit einem Einsatz auf eines dieser Felder angenommen: {bets}</translation>
    </message>
    <message>
        <source>A seated player bets only in their own box (box {box})</source>
        <translation>Ein sitzender Spieler setzt nur in seiner eigenen Box (Box {box})</translation>
    </message>
    <message>
        <source>Standing players may not bet at this table</source>
        <translation>Stehende Spieler dürfen an diesem Tisch nicht setzen</translation>
    </message>
    <message>
        <source>Standing players may play only when every seated box is taken</source>
        <translation>Stehende Spieler dürfen nur spielen, wenn alle Sitzplätze besetzt sind</translation>
    </message>
    <message>
        <source>Standing players bet only on a seated player&apos;s box (or on {fields})</source>
        <translation>Stehende Spieler setzen nur auf die Box eines sitzenden Spielers (oder auf {fields})</translation>
    </message>
    <message>
        <source>Standing players bet only on a seated player&apos;s box</source>
        <translation>Stehende Spieler setzen nur auf die Box eines sitzenden Spielers</translation>
    </message>
    <message>
        <source>Standing players may not bet on {bet}</source>
        <translation>Stehende Spieler dürfen nicht auf {bet} setzen</translation>
    </message>
    <message>
        <source>The box&apos;s combined bets would exceed the table maximum of {maximum}</source>
        <translation>Die Einsätze der Box zusammen würden das Tischmaximum von {maximum} überschreiten</translation>
    </message>
</context>
<context>
    <name>AcceptancePanel</name>
    <message>
        <source>T</source>
        <comment>shortcut key: Take the bet</comment>
        <translation>A</translation>
    </message>
    <message>
        <source>A standing player offers %1 on %2. May it be taken?</source>
        <translation>Ein stehender Spieler möchte %1 auf %2 setzen. Darf der Einsatz angenommen werden?</translation>
    </message>
    <message>
        <source>A standing player offers %1 on %2 at box %3. May it be taken?</source>
        <translation>Ein stehender Spieler möchte %1 auf %2 in Box %3 setzen. Darf der Einsatz angenommen werden?</translation>
    </message>
    <message>
        <source>The player at box %4 offers %1 on %2. May it be taken?</source>
        <translation>Der Spieler in Box %4 möchte %1 auf %2 setzen. Darf der Einsatz angenommen werden?</translation>
    </message>
    <message>
        <source>The player at box %4 offers %1 on %2 at box %3. May it be taken?</source>
        <translation>Der Spieler in Box %4 möchte %1 auf %2 in Box %3 setzen. Darf der Einsatz angenommen werden?</translation>
    </message>
    <message>
        <source>Take the bet</source>
        <translation>Einsatz annehmen</translation>
    </message>
    <message>
        <source>Below the minimum</source>
        <translation>Unter dem Minimum</translation>
    </message>
    <message>
        <source>Above the maximum</source>
        <translation>Über dem Maximum</translation>
    </message>
    <message>
        <source>Not in chip units</source>
        <translation>Nicht mit Jetons darstellbar</translation>
    </message>
    <message>
        <source>Both punto and banco</source>
        <translation>Punto und Banco zugleich</translation>
    </message>
    <message>
        <source>Side bet without a main bet</source>
        <translation>Nebenwette ohne Haupteinsatz</translation>
    </message>
    <message>
        <source>Not the player&apos;s own box</source>
        <translation>Nicht die eigene Box</translation>
    </message>
    <message>
        <source>No standing players here</source>
        <translation>Stehende Spieler nicht erlaubt</translation>
    </message>
    <message>
        <source>A seat is still free</source>
        <translation>Ein Sitzplatz ist frei</translation>
    </message>
    <message>
        <source>Nobody seated at that box</source>
        <translation>Box ohne sitzenden Spieler</translation>
    </message>
    <message>
        <source>Field closed to standing players</source>
        <translation>Feld für Stehende gesperrt</translation>
    </message>
    <message>
        <source>Too many standing at the box</source>
        <translation>Zu viele Stehende auf der Box</translation>
    </message>
    <message>
        <source>Box over table maximum</source>
        <translation>Box über dem Tischmaximum</translation>
    </message>
</context>
<context>
    <name>AttemptsPanel</name>
    <message>
        <source>Exam attempts</source>
        <translation>Prüfungsversuche</translation>
    </message>
    <message>
        <source>Every exam the notary started, newest first, as its seals say: open, passed, failed, abandoned, interrupted, voided, retry allowed or superseded by a later pass. A new seal shows here at once.</source>
        <translation>Jede Prüfung, die der Notar gestartet hat, die neueste zuerst, so wie ihre Siegel sie festhalten: offen, bestanden, nicht bestanden, aufgegeben, abgebrochen, annulliert, neuer Versuch zugelassen oder durch ein späteres Bestehen ersetzt. Ein neues Siegel erscheint hier sofort.</translation>
    </message>
    <message>
        <source>Every certification exam these records sealed before the notary, newest first: how it ended, and why when it was interrupted. The notary seals every exam and every decision now.</source>
        <translation>Alle Zertifizierungsprüfungen, die diese Daten vor dem Notar versiegelt haben, die neueste zuerst: wie sie endeten und, falls abgebrochen, warum. Jede Prüfung und jeden Entscheid versiegelt jetzt der Notar.</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Begonnen</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>Trainee</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>Kiosk</source>
        <translation>Kiosk</translation>
    </message>
    <message>
        <source>Examiner</source>
        <translation>Prüfende Person</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Reason for the decision</source>
        <translation>Begründung des Entscheids</translation>
    </message>
    <message>
        <source>Examiner&apos;s name</source>
        <translation>Name der prüfenden Person</translation>
    </message>
    <message>
        <source>Six digits</source>
        <translation>Sechs Ziffern</translation>
    </message>
    <message>
        <source>Void</source>
        <translation>Annullieren</translation>
    </message>
    <message>
        <source>Allow a new attempt</source>
        <translation>Neuen Versuch zulassen</translation>
    </message>
    <message>
        <source>Certificate (PDF)</source>
        <translation>Zertifikat (PDF)</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>Ausgang</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Seal %1: %2</source>
        <translation>Siegel %1: %2</translation>
    </message>
    <message>
        <source>Choose an attempt in the list first.</source>
        <translation>Zuerst einen Versuch in der Liste wählen.</translation>
    </message>
    <message>
        <source>Type the reason, the examiner&apos;s name and the six digits their app shows now.</source>
        <translation>Die Begründung, den Namen der prüfenden Person und die sechs Ziffern eingeben, die ihre App jetzt zeigt.</translation>
    </message>
    <message>
        <source>Waiting for the notary&apos;s decision …</source>
        <translation>Warten auf den Entscheid des Notars …</translation>
    </message>
    <message>
        <source>The notary sealed the decision (seal %1).</source>
        <translation>Der Notar hat den Entscheid besiegelt (Siegel %1).</translation>
    </message>
    <message>
        <source>The notary has not answered: the list shows the decision once it is sealed.</source>
        <translation>Der Notar hat nicht geantwortet: Die Liste zeigt den Entscheid, sobald er besiegelt ist.</translation>
    </message>
    <message>
        <source>This attempt was voided: it has no certificate.</source>
        <translation>Dieser Versuch wurde annulliert: Er hat kein Zertifikat.</translation>
    </message>
    <message>
        <source>An open attempt has no certificate yet.</source>
        <translation>Ein offener Versuch hat noch kein Zertifikat.</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Gespeichert unter {path}</translation>
    </message>
</context>
<context>
    <name>CalibrationChart</name>
    <message>
        <source>Predicted recall</source>
        <translation>Vorhergesagte Abrufquote</translation>
    </message>
    <message>
        <source>Answered right</source>
        <translation>Richtig beantwortet</translation>
    </message>
    <message>
        <source>No answers to set against the predictions yet.</source>
        <translation>Noch keine Antworten, an denen sich die Vorhersagen messen lassen.</translation>
    </message>
</context>
<context>
    <name>Certificate</name>
    <message>
        <source>Wrong point total</source>
        <translation>Falsche Punktesumme</translation>
    </message>
    <message>
        <source>Over-draw</source>
        <translation>Zu viel gezogen</translation>
    </message>
    <message>
        <source>Under-draw</source>
        <translation>Zu wenig gezogen</translation>
    </message>
    <message>
        <source>Drew after a natural</source>
        <translation>Nach einem Naturel gezogen</translation>
    </message>
    <message>
        <source>Missed a natural</source>
        <translation>Naturel übersehen</translation>
    </message>
    <message>
        <source>Called a natural that was none</source>
        <translation>Naturel angesagt, das keines war</translation>
    </message>
    <message>
        <source>Wrong call of the winner</source>
        <translation>Falsche Ansage des Gewinners</translation>
    </message>
    <message>
        <source>Missed a misdeal</source>
        <translation>Ziehfehler übersehen</translation>
    </message>
    <message>
        <source>Wrong payout</source>
        <translation>Falsche Auszahlung</translation>
    </message>
    <message>
        <source>Settled in the wrong order</source>
        <translation>In falscher Reihenfolge abgerechnet</translation>
    </message>
    <message>
        <source>Wrong bet acceptance</source>
        <translation>Einsatz falsch angenommen oder abgelehnt</translation>
    </message>
    <message>
        <source>Commission box kept wrong</source>
        <translation>Kommissionsfeld falsch geführt</translation>
    </message>
    <message>
        <source>Wrong remedy for an irregularity</source>
        <translation>Falsche Abhilfe bei einer Unregelmässigkeit</translation>
    </message>
    <message>
        <source>Wrong remedy: {case}</source>
        <translation>Falsche Abhilfe: {case}</translation>
    </message>
    <message>
        <source>Certification exam</source>
        <translation>Zertifizierungsprüfung</translation>
    </message>
    <message>
        <source>{coups} of {needed} coups over {sessions} of {needed_sessions} sessions</source>
        <translation>{coups} von {needed} Coups in {sessions} von {needed_sessions} Sitzungen</translation>
    </message>
    <message>
        <source>a red line crossed</source>
        <translation>ein Ausschlussfehler</translation>
    </message>
    <message>
        <source>not attested</source>
        <translation>nicht beglaubigt</translation>
    </message>
    <message>
        <source>Certificate</source>
        <translation>Zertifikat</translation>
    </message>
    <message>
        <source>Exam result</source>
        <translation>Prüfungsergebnis</translation>
    </message>
    <message>
        <source>This is to record that</source>
        <translation>Hiermit wird bestätigt, dass</translation>
    </message>
    <message>
        <source>Badge {badge}</source>
        <translation>Ausweisnummer {badge}</translation>
    </message>
    <message>
        <source>took the certification exam on {date}</source>
        <translation>am {date} die Zertifizierungsprüfung abgelegt hat</translation>
    </message>
    <message>
        <source>PASSED</source>
        <translation>BESTANDEN</translation>
    </message>
    <message>
        <source>NOT PASSED</source>
        <translation>NICHT BESTANDEN</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>{correct} of {total} right ({percent})</source>
        <translation>{correct} von {total} richtig ({percent})</translation>
    </message>
    <message>
        <source>Pass mark</source>
        <translation>Bestehensgrenze</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>{used} of {limit} min</source>
        <translation>{used} von {limit} Min.</translation>
    </message>
    <message>
        <source>time ran out</source>
        <translation>die Zeit ist abgelaufen</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <source>{house}, version {version}</source>
        <translation>{house}, Version {version}</translation>
    </message>
    <message>
        <source>Practical</source>
        <translation>Praktischer Teil</translation>
    </message>
    <message>
        <source>Red lines</source>
        <translation>Ausschlussfehler</translation>
    </message>
    <message>
        <source>None broken</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Per drill</source>
        <translation>Je Übung</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>Übung</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Richtig</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Aufgaben</translation>
    </message>
    <message>
        <source>Median time / standard</source>
        <translation>Medianzeit / Vorgabe</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>Trainee</translation>
    </message>
    <message>
        <source>Supervisor</source>
        <translation>Aufsicht</translation>
    </message>
    <message>
        <source>Record {id} · verification code {code} · check with: kiosk records check-certificate</source>
        <translation>Datensatz {id} · Prüfcode {code} · prüfen mit: kiosk records check-certificate</translation>
    </message>
    <message>
        <source>Record {id} · not attested (one PC, no records server)</source>
        <translation>Datensatz {id} · nicht beglaubigt (ein PC, kein Datenserver)</translation>
    </message>
    <message>
        <source>Exam version</source>
        <translation>Prüfungsversion</translation>
    </message>
    <message>
        <source>Attempt</source>
        <translation>Versuch</translation>
    </message>
    <message>
        <source>Examiner</source>
        <translation>Prüfende Person</translation>
    </message>
    <message>
        <source>Notary key {fingerprint}</source>
        <translation>Schlüssel des Notars {fingerprint}</translation>
    </message>
    <message>
        <source>Exam attempt {id}</source>
        <translation>Prüfungsversuch {id}</translation>
    </message>
    <message>
        <source>Exam result {id}</source>
        <translation>Prüfungsergebnis {id}</translation>
    </message>
    <message>
        <source>Trainee report</source>
        <translation>Trainee-Bericht</translation>
    </message>
    <message>
        <source>Made on {date}</source>
        <translation>Erstellt am {date}</translation>
    </message>
    <message>
        <source>Drills</source>
        <translation>Übungen</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Antworten</translation>
    </message>
    <message>
        <source>Best in Speed</source>
        <translation>Bestwert Tempo</translation>
    </message>
    <message>
        <source>Missed most</source>
        <translation>Am häufigsten falsch</translation>
    </message>
    <message>
        <source>No tableau cell missed.</source>
        <translation>Kein Fehler im Tableau.</translation>
    </message>
    <message>
        <source>{cell}: {wrong} of {asked} wrong</source>
        <translation>{cell}: {wrong} von {asked} falsch</translation>
    </message>
    <message>
        <source>Exams</source>
        <translation>Prüfungen</translation>
    </message>
    <message>
        <source>No exam taken yet.</source>
        <translation>Noch keine Prüfung abgelegt.</translation>
    </message>
    <message>
        <source>void</source>
        <translation>annulliert</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>not passed</source>
        <translation>nicht bestanden</translation>
    </message>
</context>
<context>
    <name>ChipsPanel</name>
    <message>
        <source>Change</source>
        <translation>Wechselgeld</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <source>Payout</source>
        <translation>Auszahlung</translation>
    </message>
    <message>
        <source>Push (Enter)</source>
        <translation>Zuschieben (Enter)</translation>
    </message>
    <message>
        <source>Take all back</source>
        <translation>Alle zurücknehmen</translation>
    </message>
    <message>
        <source>The player hands</source>
        <translation>Der Spieler gibt</translation>
    </message>
    <message>
        <source>Cash</source>
        <translation>Bargeld</translation>
    </message>
    <message>
        <source>To colour up</source>
        <translation>Zum Umwechseln</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>Einsatz</translation>
    </message>
    <message>
        <source>Correct</source>
        <translation>Richtig</translation>
    </message>
    <message>
        <source>Buy-in: %1 in cash</source>
        <translation>Geldwechsel: %1 in bar</translation>
    </message>
    <message>
        <source>Colour up %1</source>
        <translation>Umwechseln: %1</translation>
    </message>
    <message>
        <source>%1 · commission %2</source>
        <translation>%1 · Kommission %2</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <source>The player pays the commission: give the change from the float.</source>
        <translation>Der Spieler zahlt die Kommission: Wechselgeld aus dem Tischbestand herausgeben.</translation>
    </message>
    <message>
        <source>Give the amount in the fewest chips the float allows.</source>
        <translation>Den Betrag mit möglichst wenigen Jetons aus dem Tischbestand geben.</translation>
    </message>
    <message>
        <source>Build the payout from the float and push it.</source>
        <translation>Auszahlung aus dem Tischbestand zusammenstellen und zuschieben.</translation>
    </message>
</context>
<context>
    <name>CoupView</name>
    <message>
        <source>Punto</source>
        <translation>Punto</translation>
    </message>
    <message>
        <source>Banco</source>
        <translation>Banco</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>DealingPanel</name>
    <message>
        <source>D</source>
        <comment>shortcut key: Draw (for the hand whose turn it is)</comment>
        <translation>Z</translation>
    </message>
    <message>
        <source>S</source>
        <comment>shortcut key: Stand</comment>
        <translation>S</translation>
    </message>
    <message>
        <source>P</source>
        <comment>shortcut key: Punto wins</comment>
        <translation>P</translation>
    </message>
    <message>
        <source>B</source>
        <comment>shortcut key: Banco wins</comment>
        <translation>B</translation>
    </message>
    <message>
        <source>T</source>
        <comment>shortcut key: Tie</comment>
        <translation>E</translation>
    </message>
    <message numerus="yes">
        <source>Shoe: %n card(s) left</source>
        <translation>
            <numerusform>Sabot: noch %n Karte</numerusform>
            <numerusform>Sabot: noch %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>As it should have been dealt:</source>
        <translation>So wäre richtig gegeben worden:</translation>
    </message>
    <message>
        <source>Punto&apos;s turn: draw, stand, or call the winner?</source>
        <translation>Punto ist dran: ziehen, stehen oder den Gewinner ansagen?</translation>
    </message>
    <message>
        <source>Banco&apos;s turn: draw, stand, or call the winner?</source>
        <translation>Banco ist dran: ziehen, stehen oder den Gewinner ansagen?</translation>
    </message>
    <message>
        <source>Both hands are complete: call the winner.</source>
        <translation>Beide Hände sind fertig: Gewinner ansagen.</translation>
    </message>
    <message>
        <source>Dealing error: the coup was stopped.</source>
        <translation>Gebefehler: der Coup wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Wrong call: the coup is over.</source>
        <translation>Falsche Ansage: der Coup ist vorbei.</translation>
    </message>
    <message>
        <source>Dealt and called correctly.</source>
        <translation>Richtig gegeben und angesagt.</translation>
    </message>
    <message>
        <source>Draw punto</source>
        <translation>Punto zieht</translation>
    </message>
    <message>
        <source>Draw banco</source>
        <translation>Banco zieht</translation>
    </message>
    <message>
        <source>Stand</source>
        <translation>Stehen</translation>
    </message>
    <message>
        <source>Punto wins</source>
        <translation>Punto gewinnt</translation>
    </message>
    <message>
        <source>Banco wins</source>
        <translation>Banco gewinnt</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>Egalité</translation>
    </message>
    <message>
        <source>Punto over-drawn</source>
        <translation>Punto zu viel gezogen</translation>
    </message>
    <message>
        <source>Punto under-drawn</source>
        <translation>Punto zu wenig gezogen</translation>
    </message>
    <message>
        <source>Banco over-drawn</source>
        <translation>Banco zu viel gezogen</translation>
    </message>
    <message>
        <source>Banco under-drawn</source>
        <translation>Banco zu wenig gezogen</translation>
    </message>
</context>
<context>
    <name>DrawPanel</name>
    <message>
        <source>D</source>
        <comment>shortcut key: Draw</comment>
        <translation>Z</translation>
    </message>
    <message>
        <source>S</source>
        <comment>shortcut key: Stand</comment>
        <translation>S</translation>
    </message>
    <message>
        <source>N</source>
        <comment>shortcut key: No card: natural</comment>
        <translation>N</translation>
    </message>
    <message>
        <source>Punto: draw, stand, or no card because of a natural?</source>
        <translation>Punto: ziehen, stehen oder keine Karte wegen Naturel?</translation>
    </message>
    <message>
        <source>Banco: draw, stand, or no card because of a natural?</source>
        <translation>Banco: ziehen, stehen oder keine Karte wegen Naturel?</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <source>Stand</source>
        <translation>Stehen</translation>
    </message>
    <message>
        <source>No card: natural</source>
        <translation>Keine Karte: Naturel</translation>
    </message>
</context>
<context>
    <name>DrillScreen</name>
    <message>
        <source>Loading your practice record …</source>
        <translation>Ihr Übungsstand wird geladen …</translation>
    </message>
    <message>
        <source>Right, well done: %1.</source>
        <translation>Richtig, gut gemacht: %1.</translation>
    </message>
    <message>
        <source>%1 is right, but not yet: wrong order.</source>
        <translation>%1 ist richtig, aber noch nicht an der Reihe: falsche Reihenfolge.</translation>
    </message>
    <message>
        <source>%1. Right answer: %2.</source>
        <translation>%1. Richtig ist: %2.</translation>
    </message>
    <message>
        <source>Not quite. Right answer: %1.</source>
        <translation>Nicht ganz. Richtig ist: %1.</translation>
    </message>
    <message>
        <source>Item %1 of %2</source>
        <translation>Aufgabe %1 von %2</translation>
    </message>
    <message numerus="yes">
        <source>%n right</source>
        <translation>
            <numerusform>%n richtig</numerusform>
            <numerusform>%n richtig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answered</source>
        <translation>
            <numerusform>%n beantwortet</numerusform>
            <numerusform>%n beantwortet</numerusform>
        </translation>
    </message>
    <message>
        <source>← Back</source>
        <translation>← Zurück</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
</context>
<context>
    <name>Drills</name>
    <message>
        <source>No rule of the house stops this bet: it is taken.</source>
        <translation>Keine Hausregel steht dem Einsatz entgegen: er wird angenommen.</translation>
    </message>
    <message>
        <source>This bet cannot be taken. {reason}.</source>
        <translation>Dieser Einsatz kann nicht angenommen werden. {reason}.</translation>
    </message>
    <message>
        <source>Punto has {punto}, banco has {banco}: the winner is {winner}.</source>
        <translation>Punto hat {punto}, Banco hat {banco}: {winner}.</translation>
    </message>
    <message>
        <source>punto</source>
        <translation>Punto gewinnt</translation>
    </message>
    <message>
        <source>banco</source>
        <translation>Banco gewinnt</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>Egalité</translation>
    </message>
    <message>
        <source>Punto has a natural {total}: no card is drawn.</source>
        <translation>Punto hat ein Naturel {total}: es wird keine Karte gezogen.</translation>
    </message>
    <message>
        <source>Banco has a natural {total}: no card is drawn.</source>
        <translation>Banco hat ein Naturel {total}: es wird keine Karte gezogen.</translation>
    </message>
    <message>
        <source>Punto has {total}: punto draws.</source>
        <translation>Punto hat {total}: Punto zieht.</translation>
    </message>
    <message>
        <source>Punto has {total}: punto stands.</source>
        <translation>Punto hat {total}: Punto steht.</translation>
    </message>
    <message>
        <source>Punto stood: banco draws.</source>
        <translation>Punto stand: Banco zieht.</translation>
    </message>
    <message>
        <source>Punto stood: banco stands.</source>
        <translation>Punto stand: Banco steht.</translation>
    </message>
    <message>
        <source>Punto&apos;s third card was {third}: banco draws.</source>
        <translation>Die dritte Punto-Karte war {third}: Banco zieht.</translation>
    </message>
    <message>
        <source>Punto&apos;s third card was {third}: banco stands.</source>
        <translation>Die dritte Punto-Karte war {third}: Banco steht.</translation>
    </message>
    <message>
        <source>Punto was given a card it must not have: an over-draw.</source>
        <translation>Punto bekam eine Karte, die ihm nicht zusteht: zu viel gezogen.</translation>
    </message>
    <message>
        <source>Punto was not given the third card it must have: an under-draw.</source>
        <translation>Punto bekam die dritte Karte nicht, die ihm zusteht: zu wenig gezogen.</translation>
    </message>
    <message>
        <source>Banco was given a card it must not have: an over-draw.</source>
        <translation>Banco bekam eine Karte, die ihm nicht zusteht: zu viel gezogen.</translation>
    </message>
    <message>
        <source>Banco was not given the third card it must have: an under-draw.</source>
        <translation>Banco bekam die dritte Karte nicht, die ihm zusteht: zu wenig gezogen.</translation>
    </message>
    <message>
        <source>Dealt right, the same cards give punto {punto}, banco {banco}.</source>
        <translation>Richtig gegeben ergeben dieselben Karten Punto {punto}, Banco {banco}.</translation>
    </message>
    <message>
        <source>Both hands were dealt as the tableau says: the coup is correct.</source>
        <translation>Beide Hände wurden nach dem Tableau gegeben: der Coup ist korrekt.</translation>
    </message>
    <message>
        <source>a coup dealt right</source>
        <translation>Coup richtig gegeben</translation>
    </message>
    <message>
        <source>an over-draw on punto</source>
        <translation>Punto zu viel gezogen</translation>
    </message>
    <message>
        <source>an under-draw on punto</source>
        <translation>Punto zu wenig gezogen</translation>
    </message>
    <message>
        <source>an over-draw on banco</source>
        <translation>Banco zu viel gezogen</translation>
    </message>
    <message>
        <source>an under-draw on banco</source>
        <translation>Banco zu wenig gezogen</translation>
    </message>
    <message>
        <source>The winnings are paid whole; the player pays the commission of {commission} in chips.</source>
        <translation>Der Gewinn wird ganz ausbezahlt; der Spieler bezahlt die Kommission von {commission} mit Jetons.</translation>
    </message>
    <message>
        <source>A tie is a stand-off for {bet}: the stake stays and nothing is paid.</source>
        <translation>Bei Egalité bleibt der Einsatz auf {bet} stehen: es wird nichts ausbezahlt und nichts eingezogen.</translation>
    </message>
    <message>
        <source>{bet} loses: the stake is collected and nothing is paid (0).</source>
        <translation>{bet} verliert: der Einsatz wird eingezogen, es wird nichts ausbezahlt (0).</translation>
    </message>
    <message>
        <source>{bet} pays {pay} with {rule}: a stake of {stake} wins {winnings}, less {commission} commission, so {net} is paid.</source>
        <translation>{bet} zahlt {pay} mit {rule}: ein Einsatz von {stake} gewinnt {winnings}, abzüglich {commission} Kommission, also werden {net} ausbezahlt.</translation>
    </message>
    <message>
        <source>{bet} pays {pay} with {rule}: a stake of {stake} wins {winnings}.</source>
        <translation>{bet} zahlt {pay} mit {rule}: ein Einsatz von {stake} gewinnt {winnings}.</translation>
    </message>
    <message>
        <source>{bet} wins with {total}, which pays {pay}: a stake of {stake} wins {winnings}.</source>
        <translation>{bet} gewinnt mit {total}, das zahlt {pay}: ein Einsatz von {stake} gewinnt {winnings}.</translation>
    </message>
    <message>
        <source>{bet} pays {pay}: a stake of {stake} wins {winnings}.</source>
        <translation>{bet} zahlt {pay}: ein Einsatz von {stake} gewinnt {winnings}.</translation>
    </message>
    <message>
        <source>The smallest chip is {unit}: the house pays {exact} as {paid}.</source>
        <translation>Der kleinste Jeton ist {unit}: das Haus zahlt {exact} als {paid} aus.</translation>
    </message>
    <message>
        <source>{bet} wins</source>
        <translation>{bet} gewinnt</translation>
    </message>
    <message>
        <source>{bet} loses</source>
        <translation>{bet} verliert</translation>
    </message>
    <message>
        <source>{bet} stands off on a tie</source>
        <translation>{bet} bei Egalité: Einsatz bleibt stehen</translation>
    </message>
    <message>
        <source>{bet} wins with {total}</source>
        <translation>{bet} gewinnt mit {total}</translation>
    </message>
    <message>
        <source>{item}, a stake of one kind of chip</source>
        <translation>{item}, Einsatz aus einer Jetonsorte</translation>
    </message>
    <message>
        <source>{item}, a stake of several kinds of chip</source>
        <translation>{item}, Einsatz aus mehreren Jetonsorten</translation>
    </message>
    <message>
        <source>This house collects every losing bet before it pays any winner.</source>
        <translation>Dieses Haus zieht alle verlorenen Einsätze ein, bevor es einen Gewinn auszahlt.</translation>
    </message>
    <message>
        <source>This house pays every winner before it collects the losing bets.</source>
        <translation>Dieses Haus zahlt alle Gewinne aus, bevor es die verlorenen Einsätze einzieht.</translation>
    </message>
    <message>
        <source>Box {box}&apos;s commission box holds {marks}: {total} is collected, once.</source>
        <translation>Im Kommissionsfeld von Box {box} stehen {marks}: {total} wird auf einmal eingezogen.</translation>
    </message>
    <message>
        <source>No commission is owed now: nothing is marked.</source>
        <translation>Jetzt ist keine Kommission geschuldet: es wird nichts markiert.</translation>
    </message>
    <message>
        <source>The commission boxes are collected once every bet of the coup is settled.</source>
        <translation>Die Kommissionsfelder werden eingezogen, wenn jeder Einsatz des Coups abgerechnet ist.</translation>
    </message>
    <message>
        <source>Box {box}&apos;s commission box is already collected.</source>
        <translation>Das Kommissionsfeld von Box {box} ist schon eingezogen.</translation>
    </message>
    <message>
        <source>Box {box}&apos;s commission is collected at the end of the shoe or when the player leaves, not now.</source>
        <translation>Die Kommission von Box {box} wird am Ende des Sabots oder beim Verlassen des Tisches eingezogen, nicht jetzt.</translation>
    </message>
    <message>
        <source>Box {box} owes no commission.</source>
        <translation>Box {box} schuldet keine Kommission.</translation>
    </message>
    <message>
        <source>Tens and court cards count 0, aces 1; {values} = {points}, and only the last digit counts: the total is {total}.</source>
        <translation>Zehner und Bildkarten zählen 0, Asse 1; {values} = {points}, und nur die letzte Ziffer zählt: die Summe ist {total}.</translation>
    </message>
    <message>
        <source>This house&apos;s rules make some items of this drill impossible, so they are left out: {items}.</source>
        <translation>Die Regeln dieses Hauses machen einige Aufgaben dieser Übung unmöglich; sie entfallen: {items}.</translation>
    </message>
    <message>
        <source>Fewest chips the float allows: {chips}, paying chips of {colour} and more colour for colour.</source>
        <translation>Mit möglichst wenigen Jetons aus dem Tischbestand: {chips}; Jetons ab {colour} werden Farbe für Farbe ausbezahlt.</translation>
    </message>
    <message>
        <source>Fewest chips the float allows: {chips}.</source>
        <translation>Mit möglichst wenigen Jetons aus dem Tischbestand: {chips}.</translation>
    </message>
    <message>
        <source>The winnings are paid whole; the commission of {commission} is marked in the seat&apos;s commission box.</source>
        <translation>Der Gewinn wird voll ausbezahlt; die Kommission von {commission} wird im Kommissionsfeld des Platzes markiert.</translation>
    </message>
    <message>
        <source>The winnings are paid whole; the player pays the commission of {commission} with {tendered} and gets {change} change.</source>
        <translation>Der Gewinn wird voll ausbezahlt; der Spieler zahlt die Kommission von {commission} mit {tendered} und erhält {change} zurück.</translation>
    </message>
    <message>
        <source>A buy-in of {amount} is given in the fewest chips the float allows: {chips}.</source>
        <translation>Ein Geldwechsel von {amount} wird mit möglichst wenigen Jetons aus dem Tischbestand gegeben: {chips}.</translation>
    </message>
    <message>
        <source>Colouring up {amount}: the fewest chips the float allows are {chips}.</source>
        <translation>Umwechseln von {amount}: mit möglichst wenigen Jetons aus dem Tischbestand sind das {chips}.</translation>
    </message>
    <message>
        <source>What stands: {amount}.</source>
        <translation>Gültiger Einsatz: {amount}.</translation>
    </message>
    <message>
        <source>The coup that counts: punto {punto}, banco {banco}: {result}.</source>
        <translation>Der Coup, der gilt: Punto {punto}, Banco {banco}: {result}.</translation>
    </message>
    <message>
        <source>{step}: {what}.</source>
        <translation>{step}: {what}.</translation>
    </message>
    <message>
        <source>The croupier called: {called}.</source>
        <translation>Der Croupier sagte an: {called}.</translation>
    </message>
    <message>
        <source>Box {box}: {amount} on {bet}.</source>
        <translation>Box {box}: {amount} auf {bet}.</translation>
    </message>
    <message>
        <source>Coup void, deal again</source>
        <translation>Coup annullieren, neu geben</translation>
    </message>
    <message>
        <source>Burn the card, play on</source>
        <translation>Verbrennen, weiterspielen</translation>
    </message>
    <message>
        <source>Use the card as dealt</source>
        <translation>Als gegeben verwenden</translation>
    </message>
    <message>
        <source>Correct it, play on</source>
        <translation>Korrigieren, weiterspielen</translation>
    </message>
    <message>
        <source>The result stands</source>
        <translation>Das Ergebnis gilt</translation>
    </message>
    <message>
        <source>Refuse the bet</source>
        <translation>Einsatz ablehnen</translation>
    </message>
    <message>
        <source>Return the bet</source>
        <translation>Einsatz zurückgeben</translation>
    </message>
    <message>
        <source>Reduce it to the limit</source>
        <translation>Auf das Limit kürzen</translation>
    </message>
    <message>
        <source>Shuffle and cut again</source>
        <translation>Neu mischen und abheben</translation>
    </message>
    <message>
        <source>Call the inspector</source>
        <translation>Inspektor rufen</translation>
    </message>
    <message>
        <source>Punto wins</source>
        <translation>Punto gewinnt</translation>
    </message>
    <message>
        <source>Banco wins</source>
        <translation>Banco gewinnt</translation>
    </message>
    <message>
        <source>Egalité</source>
        <translation>Egalité</translation>
    </message>
    <message>
        <source>a card for punto exposed</source>
        <translation>eine Karte für Punto aufgedeckt</translation>
    </message>
    <message>
        <source>a card for banco exposed</source>
        <translation>eine Karte für Banco aufgedeckt</translation>
    </message>
    <message>
        <source>a card exposed from the shoe</source>
        <translation>eine Karte beim Ziehen aus dem Sabot aufgedeckt</translation>
    </message>
    <message>
        <source>a card dropped on the floor</source>
        <translation>eine Karte auf den Boden gefallen</translation>
    </message>
    <message>
        <source>a card face up in the shoe</source>
        <translation>eine Karte offen im Sabot</translation>
    </message>
    <message>
        <source>too many cards dealt</source>
        <translation>zu viele Karten gegeben</translation>
    </message>
    <message>
        <source>cards dealt in the wrong order</source>
        <translation>Karten in falscher Reihenfolge gegeben</translation>
    </message>
    <message>
        <source>an over-draw noticed before the next coup</source>
        <translation>zu viel gezogen, bemerkt vor dem nächsten Coup</translation>
    </message>
    <message>
        <source>an under-draw noticed before the next coup</source>
        <translation>zu wenig gezogen, bemerkt vor dem nächsten Coup</translation>
    </message>
    <message>
        <source>an over-draw noticed after the next coup&apos;s cards</source>
        <translation>zu viel gezogen, bemerkt nach den Karten des nächsten Coups</translation>
    </message>
    <message>
        <source>an under-draw noticed after the next coup&apos;s cards</source>
        <translation>zu wenig gezogen, bemerkt nach den Karten des nächsten Coups</translation>
    </message>
    <message>
        <source>the cut card placed wrong</source>
        <translation>die Schnittkarte falsch eingelegt</translation>
    </message>
    <message>
        <source>no cut card in the shoe</source>
        <translation>keine Schnittkarte im Sabot</translation>
    </message>
    <message>
        <source>cards burned wrong</source>
        <translation>Karten falsch verbrannt</translation>
    </message>
    <message>
        <source>a bet after “no more bets”</source>
        <translation>ein Einsatz nach «Rien ne va plus»</translation>
    </message>
    <message>
        <source>a bet over the maximum</source>
        <translation>ein Einsatz über dem Maximum</translation>
    </message>
    <message>
        <source>a bet under the minimum</source>
        <translation>ein Einsatz unter dem Minimum</translation>
    </message>
    <message>
        <source>a bet on both punto and banco</source>
        <translation>ein Einsatz auf Punto und Banco zugleich</translation>
    </message>
    <message>
        <source>a hand called wrong</source>
        <translation>ein Ergebnis falsch angesagt</translation>
    </message>
    <message>
        <source>At the shuffle</source>
        <translation>Beim Mischen</translation>
    </message>
    <message>
        <source>While bets are placed</source>
        <translation>Beim Setzen</translation>
    </message>
    <message>
        <source>Dealing the first four cards</source>
        <translation>Beim Geben der ersten vier Karten</translation>
    </message>
    <message>
        <source>Drawing the third cards</source>
        <translation>Beim Ziehen der dritten Karten</translation>
    </message>
    <message>
        <source>Calling the result</source>
        <translation>Beim Ansagen des Ergebnisses</translation>
    </message>
    <message>
        <source>Once the next coup is dealt</source>
        <translation>Nach dem Geben des nächsten Coups</translation>
    </message>
    <message>
        <source>House rule: “{clause}”.</source>
        <translation>Hausregel: «{clause}».</translation>
    </message>
    <message>
        <source>Assumed, to be confirmed by the house: “{assumption}”.</source>
        <translation>Angenommen, vom Haus zu bestätigen: «{assumption}».</translation>
    </message>
    <message>
        <source>Following {regulation}.</source>
        <translation>Nach {regulation}.</translation>
    </message>
    <message>
        <source>{remedy}, and call the inspector</source>
        <translation>{remedy}, und Inspektor rufen</translation>
    </message>
    <message>
        <source>The house&apos;s remedy: {remedy}.</source>
        <translation>Die Abhilfe des Hauses: {remedy}.</translation>
    </message>
</context>
<context>
    <name>ErrorTableModel</name>
    <message>
        <source>Over-draw</source>
        <translation>Zu viel gezogen</translation>
    </message>
    <message>
        <source>Under-draw</source>
        <translation>Zu wenig gezogen</translation>
    </message>
    <message>
        <source>Wrong call</source>
        <translation>Falsche Ansage</translation>
    </message>
    <message>
        <source>Punto</source>
        <translation>Punto</translation>
    </message>
    <message>
        <source>Banco</source>
        <translation>Banco</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Shoe</source>
        <translation>Sabot</translation>
    </message>
    <message>
        <source>Coup</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Stands</source>
        <translation>Gilt</translation>
    </message>
    <message>
        <source>Corrected</source>
        <translation>Korrigiert</translation>
    </message>
</context>
<context>
    <name>ExamScreen</name>
    <message>
        <source>No trainee with this badge or name. Ask the supervisor to register you.</source>
        <translation>Kein Trainee mit dieser Ausweisnummer oder diesem Namen. Bitten Sie die Aufsicht, Sie zu erfassen.</translation>
    </message>
    <message>
        <source>The examiner confirms the candidate with the examiner code.</source>
        <translation>Die Prüfung startet erst nach Bestätigung mit der Prüfer-PIN.</translation>
    </message>
    <message>
        <source>Item %1 of %2</source>
        <translation>Aufgabe %1 von %2</translation>
    </message>
    <message>
        <source>%1 items · %2 minutes · pass mark %3 %</source>
        <translation>%1 Aufgaben · %2 Minuten · Bestehensgrenze %3 %</translation>
    </message>
    <message>
        <source>The items come in order and are not marked until the end; the clock runs from the first item. One mistake of these kinds fails the exam: %1.</source>
        <translation>Die Aufgaben kommen der Reihe nach und werden erst am Ende bewertet; die Zeit läuft ab der ersten Aufgabe. Schon ein einziger Fehler dieser Art führt zum Nichtbestehen: %1.</translation>
    </message>
    <message>
        <source>Your badge number or name</source>
        <translation>Ihre Ausweisnummer oder Ihr Name</translation>
    </message>
    <message>
        <source>← Back</source>
        <translation>← Zurück</translation>
    </message>
    <message>
        <source>Start the exam</source>
        <translation>Prüfung beginnen</translation>
    </message>
    <message>
        <source>Hand in</source>
        <translation>Abgeben</translation>
    </message>
    <message>
        <source>Candidate: %1
Exam: %2

An examiner confirms this candidate next.</source>
        <translation>Name: %1
Prüfung: %2

Als Nächstes bestätigt die prüfende Person die Identität.</translation>
    </message>
    <message>
        <source>The examiner types their name and the six digits their app shows now.</source>
        <translation>Die prüfende Person gibt ihren Namen und die sechs Ziffern ein, die ihre App jetzt anzeigt.</translation>
    </message>
    <message>
        <source>Waiting for the notary to start the exam …</source>
        <translation>Warten, bis der Notar die Prüfung startet …</translation>
    </message>
    <message>
        <source>Candidate: %1
Exam: %2

The notary starts the exam for this candidate.</source>
        <translation>Name: %1
Prüfung: %2

Der Notar startet die Prüfung für diese Person.</translation>
    </message>
    <message>
        <source>Confirm as examiner</source>
        <translation>Mit Prüfer-PIN bestätigen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Examiner: confirm the candidate</source>
        <translation>Identität bestätigen</translation>
    </message>
    <message>
        <source>The records server cannot be reached: the exam is paused and goes on when it is back. The clock keeps running.</source>
        <translation>Der Datenserver ist nicht erreichbar: die Prüfung ist pausiert und geht weiter, sobald er wieder erreichbar ist. Die Zeit läuft weiter.</translation>
    </message>
    <message>
        <source>Are you still there? Tap Continue, or the exam pauses in a minute. The clock keeps running.</source>
        <translation>Sind Sie noch da? Tippen Sie auf «Weiter», sonst wird die Prüfung in einer Minute pausiert. Die Zeit läuft weiter.</translation>
    </message>
    <message>
        <source>The exam is paused. The clock keeps running: %1 left. Tap Continue.</source>
        <translation>Die Prüfung ist pausiert. Die Zeit läuft weiter: noch %1. Tippen Sie auf «Weiter».</translation>
    </message>
    <message>
        <source>Examiner: name and the six digits of the app</source>
        <translation>Prüfende Person: Name und die sechs Ziffern der App</translation>
    </message>
    <message>
        <source>Examiner&apos;s name</source>
        <translation>Name der prüfenden Person</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>median %1 s (standard %2 s)</source>
        <translation>Median %1 s (Vorgabe %2 s)</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Bestanden</translation>
    </message>
    <message>
        <source>Not passed</source>
        <translation>Nicht bestanden</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 · time is up</source>
        <translation>%1 · die Zeit ist abgelaufen</translation>
    </message>
    <message>
        <source>Score · pass mark %1 %</source>
        <translation>Punkte · Bestehensgrenze %1 %</translation>
    </message>
    <message>
        <source>Time used of %1</source>
        <translation>Benötigte Zeit (max. %1)</translation>
    </message>
    <message>
        <source>Red lines broken</source>
        <translation>Ausschlussfehler</translation>
    </message>
    <message>
        <source>Nothing was answered.</source>
        <translation>Es wurde nichts beantwortet.</translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message>
        <source>Record %1 · not attested (one PC, no records server)</source>
        <translation>Datensatz %1 · nicht beglaubigt (ein PC, kein Datenserver)</translation>
    </message>
    <message>
        <source>Result pending</source>
        <translation>Ergebnis ausstehend</translation>
    </message>
    <message>
        <source>The notary judges the answers and seals the result; it appears here.</source>
        <translation>Der Notar bewertet die Antworten und versiegelt das Ergebnis; es erscheint hier.</translation>
    </message>
    <message>
        <source>Sealed by the notary: attempt %1, seal %2</source>
        <translation>Vom Notar versiegelt: Versuch %1, Siegel %2</translation>
    </message>
    <message>
        <source>No mistakes. Well dealt!</source>
        <translation>Keine Fehler. Gut gegeben!</translation>
    </message>
    <message numerus="yes">
        <source>%n item(s) not answered</source>
        <translation>
            <numerusform>%n Aufgabe nicht beantwortet</numerusform>
            <numerusform>%n Aufgaben nicht beantwortet</numerusform>
        </translation>
    </message>
    <message>
        <source>Not answered, counted as wrong: items %1</source>
        <translation>Nicht beantwortet, als falsch gezählt: Aufgaben %1</translation>
    </message>
</context>
<context>
    <name>GroupsPage</name>
    <message>
        <source>New group</source>
        <translation>Neue Gruppe</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <source>Name of the group</source>
        <translation>Name der Gruppe</translation>
    </message>
    <message>
        <source>Start date</source>
        <translation>Startdatum</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Trainee to add</source>
        <translation>Trainee wählen</translation>
    </message>
    <message>
        <source>Add to group</source>
        <translation>Aufnehmen</translation>
    </message>
    <message>
        <source>Take out of group</source>
        <translation>Aus der Gruppe nehmen</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>Trainee</translation>
    </message>
    <message>
        <source>No groups yet.</source>
        <translation>Noch keine Gruppen.</translation>
    </message>
    <message>
        <source>Loading the groups …</source>
        <translation>Die Gruppen werden geladen …</translation>
    </message>
    <message>
        <source>started %1</source>
        <translation>begonnen am %1</translation>
    </message>
    <message>
        <source>Trend</source>
        <translation>Trend</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Right answers in the last %1 weeks against the %1 weeks before</source>
        <translation>Richtige Antworten der letzten %1 Wochen gegenüber den %1 Wochen davor</translation>
    </message>
    <message>
        <source>Certified</source>
        <translation>Zertifiziert</translation>
    </message>
    <message>
        <source>Not passed</source>
        <translation>Nicht bestanden</translation>
    </message>
    <message>
        <source>The group, last %1 weeks against the %1 before: %2</source>
        <translation>Die Gruppe, letzte %1 Wochen gegenüber den %1 davor: %2</translation>
    </message>
    <message>
        <source>No tableau mistakes in this group.</source>
        <translation>Keine Tableau-Fehler in dieser Gruppe.</translation>
    </message>
    <message>
        <source>Missed most: %1</source>
        <translation>Am häufigsten falsch: %1</translation>
    </message>
    <message>
        <source>Choose a group first.</source>
        <translation>Zuerst eine Gruppe wählen.</translation>
    </message>
    <message>
        <source>Start date: expected a date such as 01.03.2026.</source>
        <translation>Startdatum: erwartet wird ein Datum wie 01.03.2026.</translation>
    </message>
    <message>
        <source>Group %1 made.</source>
        <translation>Gruppe %1 angelegt.</translation>
    </message>
    <message>
        <source>Renamed to %1.</source>
        <translation>Umbenannt in %1.</translation>
    </message>
    <message>
        <source>Choose a trainee to add first.</source>
        <translation>Zuerst eine Person zum Aufnehmen wählen.</translation>
    </message>
    <message>
        <source>%1 joined the group.</source>
        <translation>%1 ist jetzt in der Gruppe.</translation>
    </message>
    <message>
        <source>Choose a member in the table first.</source>
        <translation>Zuerst ein Mitglied in der Tabelle wählen.</translation>
    </message>
    <message>
        <source>Take %1 out of %2?</source>
        <translation>%1 aus %2 nehmen?</translation>
    </message>
    <message>
        <source>The group&apos;s view no longer shows them. Their records and certificates are kept, and they can join again.</source>
        <translation>Die Gruppenansicht zeigt die Person nicht mehr. Ihre Daten und Zertifikate bleiben erhalten, und sie kann wieder aufgenommen werden.</translation>
    </message>
    <message>
        <source>%1 left the group.</source>
        <translation>%1 ist nicht mehr in der Gruppe.</translation>
    </message>
</context>
<context>
    <name>HandInDialog</name>
    <message>
        <source>Hand in now and end the exam?</source>
        <translation>Jetzt abgeben und die Prüfung beenden?</translation>
    </message>
    <message numerus="yes">
        <source>%n item(s) not answered, counted as wrong: %1</source>
        <translation>
            <numerusform>%n Aufgabe nicht beantwortet, zählt als falsch: %1</numerusform>
            <numerusform>%n Aufgaben nicht beantwortet, zählen als falsch: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Hand in</source>
        <translation>Abgeben</translation>
    </message>
    <message>
        <source>Keep going</source>
        <translation>Weitermachen</translation>
    </message>
</context>
<context>
    <name>HeatMapView</name>
    <message>
        <source>Banco</source>
        <translation>Banco</translation>
    </message>
    <message>
        <source>Punto&apos;s third card</source>
        <translation>Dritte Punto-Karte</translation>
    </message>
    <message>
        <source>stood</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>all right</source>
        <translation>alles richtig</translation>
    </message>
    <message>
        <source>always wrong</source>
        <translation>immer falsch</translation>
    </message>
    <message>
        <source>not asked yet</source>
        <translation>noch nicht gefragt</translation>
    </message>
</context>
<context>
    <name>IrregularitiesPanel</name>
    <message>
        <source>Card out of place: %1</source>
        <translation>Karte am falschen Ort: %1</translation>
    </message>
    <message>
        <source>Next in the shoe: %1</source>
        <translation>Als Nächstes im Sabot: %1</translation>
    </message>
    <message>
        <source>Remedy right. Which result counts?</source>
        <translation>Abhilfe richtig. Welches Ergebnis gilt?</translation>
    </message>
    <message>
        <source>Remedy right. What stands on the layout?</source>
        <translation>Abhilfe richtig. Welcher Einsatz gilt?</translation>
    </message>
    <message>
        <source>What is the house&apos;s remedy?</source>
        <translation>Welche Abhilfe sieht das Haus vor?</translation>
    </message>
</context>
<context>
    <name>Keypad</name>
    <message>
        <source>Enter</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>Delete the last digit</source>
        <translation>Letzte Ziffer löschen</translation>
    </message>
</context>
<context>
    <name>LearningPage</name>
    <message>
        <source>Export (CSV)</source>
        <translation>Exportieren (CSV)</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Übung</translation>
    </message>
    <message>
        <source>Recall now
→ in a week</source>
        <translation>Abrufquote jetzt
→ in einer Woche</translation>
    </message>
    <message>
        <source>Items
at risk</source>
        <translation>Gefährdete
Aufgaben</translation>
    </message>
    <message>
        <source>Minutes to
mastery</source>
        <translation>Minuten bis
beherrscht</translation>
    </message>
    <message>
        <source>Mastered</source>
        <translation>Beherrscht</translation>
    </message>
    <message>
        <source>Loading the learning figures …</source>
        <translation>Der Lernstand wird geladen …</translation>
    </message>
    <message>
        <source>Group: %1</source>
        <translation>Gruppe: %1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message numerus="yes">
        <source>How well the predictions hold, over %n answer(s)</source>
        <translation>
            <numerusform>Wie gut die Vorhersagen zutreffen, über %n Antwort</numerusform>
            <numerusform>Wie gut die Vorhersagen zutreffen, über %n Antworten</numerusform>
        </translation>
    </message>
    <message>
        <source>No trainees yet.</source>
        <translation>Noch keine Trainees.</translation>
    </message>
    <message>
        <source>Nothing practised yet.</source>
        <translation>Noch nichts geübt.</translation>
    </message>
    <message>
        <source>Nothing to export yet.</source>
        <translation>Noch nichts zu exportieren.</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Gespeichert unter %1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>Offline — %n answer(s) waiting</source>
        <translation>
            <numerusform>Ohne Verbindung — %n Antwort wartet</numerusform>
            <numerusform>Ohne Verbindung — %n Antworten warten</numerusform>
        </translation>
    </message>
    <message>
        <source>Punto Banco training</source>
        <translation>Punto-Banco-Schulung</translation>
    </message>
</context>
<context>
    <name>MisdealPanel</name>
    <message>
        <source>C</source>
        <comment>shortcut key: Correct</comment>
        <translation>R</translation>
    </message>
    <message>
        <source>As it should have been dealt:</source>
        <translation>So wäre richtig gegeben worden:</translation>
    </message>
    <message>
        <source>Was this coup dealt correctly?</source>
        <translation>Wurde dieser Coup richtig gegeben?</translation>
    </message>
    <message>
        <source>Dealt correctly</source>
        <translation>Richtig gegeben</translation>
    </message>
    <message>
        <source>Punto over-drawn</source>
        <translation>Punto zu viel gezogen</translation>
    </message>
    <message>
        <source>Punto under-drawn</source>
        <translation>Punto zu wenig gezogen</translation>
    </message>
    <message>
        <source>Banco over-drawn</source>
        <translation>Banco zu viel gezogen</translation>
    </message>
    <message>
        <source>Banco under-drawn</source>
        <translation>Banco zu wenig gezogen</translation>
    </message>
</context>
<context>
    <name>MistakeRow</name>
    <message>
        <source>Item %1</source>
        <translation>Aufgabe %1</translation>
    </message>
    <message>
        <source>Punto</source>
        <translation>Punto</translation>
    </message>
    <message>
        <source>Banco</source>
        <translation>Banco</translation>
    </message>
    <message>
        <source>Your answer: %1 · right, but not yet: see the order below</source>
        <translation>Ihre Antwort: %1 · richtig, aber noch nicht an der Reihe: siehe die Reihenfolge unten</translation>
    </message>
    <message>
        <source>Your answer: %1 · Right: %2</source>
        <translation>Ihre Antwort: %1 · Richtig: %2</translation>
    </message>
</context>
<context>
    <name>ModeScreen</name>
    <message>
        <source>← Back</source>
        <translation>← Zurück</translation>
    </message>
    <message>
        <source>Instant feedback: a wrong answer shows the right one and the house&apos;s rule.</source>
        <translation>Sofortige Rückmeldung: bei einer falschen Antwort erscheinen die richtige und die Hausregel.</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s): as many right answers as you can.</source>
        <translation>
            <numerusform>%n Sekunde: so viele richtige Antworten wie möglich.</numerusform>
            <numerusform>%n Sekunden: so viele richtige Antworten wie möglich.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n item(s), no feedback until the end, then a review of every mistake.</source>
        <translation>
            <numerusform>%n Aufgabe, Rückmeldung erst am Schluss, dann eine Übersicht aller Fehler.</numerusform>
            <numerusform>%n Aufgaben, Rückmeldung erst am Schluss, dann eine Übersicht aller Fehler.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>Totals</source>
        <translation>Punktesumme</translation>
    </message>
    <message>
        <source>Punto: draw or stand?</source>
        <translation>Punto: ziehen oder stehen?</translation>
    </message>
    <message>
        <source>Banco: draw or stand?</source>
        <translation>Banco: ziehen oder stehen?</translation>
    </message>
    <message>
        <source>Deal a coup</source>
        <translation>Einen Coup geben</translation>
    </message>
    <message>
        <source>Spot the misdeal</source>
        <translation>Ziehfehler erkennen</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>Auszahlungen</translation>
    </message>
    <message>
        <source>Settle the table</source>
        <translation>Tisch abrechnen</translation>
    </message>
    <message>
        <source>Bet acceptance</source>
        <translation>Einsätze annehmen</translation>
    </message>
    <message>
        <source>Pay with chips</source>
        <translation>Mit Jetons auszahlen</translation>
    </message>
    <message>
        <source>Irregularities</source>
        <translation>Unregelmässigkeiten</translation>
    </message>
    <message>
        <source>Banco %1, punto stood</source>
        <translation>Banco %1, Punto stand</translation>
    </message>
    <message>
        <source>Banco %1, punto&apos;s third card %2</source>
        <translation>Banco %1, dritte Punto-Karte %2</translation>
    </message>
    <message>
        <source>Tap the point total of the hand.</source>
        <translation>Die Punktesumme der Hand eintippen.</translation>
    </message>
    <message>
        <source>Does punto draw a third card, or is there a natural?</source>
        <translation>Zieht Punto eine dritte Karte, oder liegt ein Naturel?</translation>
    </message>
    <message>
        <source>Banco&apos;s two cards against punto&apos;s third card.</source>
        <translation>Die zwei Banco-Karten gegen die dritte Punto-Karte.</translation>
    </message>
    <message>
        <source>Deal from a shuffled shoe, step by step.</source>
        <translation>Aus dem gemischten Sabot geben, Schritt für Schritt.</translation>
    </message>
    <message>
        <source>Is this coup correct, or over- or under-drawn?</source>
        <translation>Ist der Coup korrekt, oder wurde zu viel oder zu wenig gezogen?</translation>
    </message>
    <message>
        <source>Enter the payout for a winning bet.</source>
        <translation>Die Auszahlung für einen Gewinn eingeben.</translation>
    </message>
    <message>
        <source>Collect and pay box by box, in the house&apos;s order.</source>
        <translation>Box für Box einziehen und auszahlen, in der Reihenfolge des Hauses.</translation>
    </message>
    <message>
        <source>May this bet be taken?</source>
        <translation>Darf dieser Einsatz angenommen werden?</translation>
    </message>
    <message>
        <source>Build payouts and change from the float, chip by chip.</source>
        <translation>Auszahlungen und Wechselgeld aus dem Tischbestand zusammenstellen.</translation>
    </message>
    <message>
        <source>Something went wrong at the table: the house&apos;s remedy?</source>
        <translation>Am Tisch ging etwas schief: die Abhilfe des Hauses?</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Üben</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>Punto</source>
        <translation>Punto</translation>
    </message>
    <message>
        <source>Banco</source>
        <translation>Banco</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>Egalité</translation>
    </message>
    <message>
        <source>Egalité %1</source>
        <translation>Egalité auf %1</translation>
    </message>
    <message>
        <source>3 gives 8</source>
        <translation>3 gibt 8</translation>
    </message>
</context>
<context>
    <name>OnScreenKeyboard</name>
    <message>
        <source>space</source>
        <translation>Leerschlag</translation>
    </message>
</context>
<context>
    <name>PayoutPanel</name>
    <message>
        <source>Bet</source>
        <translation>Gesetzt auf</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>Einsatz</translation>
    </message>
    <message>
        <source>Stand-off: the stake stays</source>
        <translation>Einsatz bleibt stehen</translation>
    </message>
    <message>
        <source>What is paid beside the stake? 0 if the bet loses; on a stand-off, the stand-off key.</source>
        <translation>Was wird zusätzlich zum Einsatz ausbezahlt? 0, wenn der Einsatz verliert; bleibt der Einsatz stehen, die Taste «Einsatz bleibt stehen».</translation>
    </message>
    <message>
        <source>%1 · stake %2</source>
        <translation>%1 · Einsatz %2</translation>
    </message>
    <message>
        <source>stand-off</source>
        <translation>Einsatz bleibt stehen</translation>
    </message>
</context>
<context>
    <name>PinDialog</name>
    <message>
        <source>Supervisor</source>
        <translation>Aufsicht</translation>
    </message>
    <message>
        <source>Examiner code</source>
        <translation>Prüfer-PIN</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Type the examiner code, then Enter.</source>
        <translation>Prüfer-PIN eingeben, dann Eingabe.</translation>
    </message>
    <message numerus="yes">
        <source>Too many wrong codes. Try again in %n second(s).</source>
        <translation>
            <numerusform>Zu viele falsche Eingaben. In %n Sekunde erneut versuchen.</numerusform>
            <numerusform>Zu viele falsche Eingaben. In %n Sekunden erneut versuchen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Wrong examiner code.</source>
        <translation>Falsche Prüfer-PIN.</translation>
    </message>
</context>
<context>
    <name>PlaceChooser</name>
    <message>
        <source>No place to choose from: plug in a USB drive, then open this again.</source>
        <translation>Kein Ort zur Auswahl: Einen USB-Stick einstecken und dies erneut öffnen.</translation>
    </message>
    <message>
        <source>↑ Up</source>
        <translation>↑ Hinauf</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Choose this folder</source>
        <translation>Diesen Ordner wählen</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>%1 is not offered: only the places above can be chosen (the exports folder, USB drives).</source>
        <translation>%1 steht nicht zur Wahl: Nur die Orte oben können gewählt werden (der Ordner «exports», USB-Sticks).</translation>
    </message>
</context>
<context>
    <name>Practical</name>
    <message>
        <source>{card} is no card</source>
        <translation>{card} ist keine Karte</translation>
    </message>
    <message>
        <source>A hand holds at most three cards</source>
        <translation>Eine Hand hat höchstens drei Karten</translation>
    </message>
    <message>
        <source>The shoe holds only {packs} × {card}</source>
        <translation>Der Sabot enthält nur {packs} × {card}</translation>
    </message>
    <message>
        <source>The shoe holds only {count} cards of rank {rank}</source>
        <translation>Der Sabot enthält nur {count} Karten des Rangs {rank}</translation>
    </message>
    <message>
        <source>Enter the coup&apos;s cards first</source>
        <translation>Zuerst die Karten des Coups eingeben</translation>
    </message>
    <message>
        <source>A coup has at least four cards</source>
        <translation>Ein Coup hat mindestens vier Karten</translation>
    </message>
    <message>
        <source>Call the winner first</source>
        <translation>Zuerst den Gewinner ansagen</translation>
    </message>
    <message>
        <source>This table has no bet {bet}</source>
        <translation>An diesem Tisch gibt es den Einsatz {bet} nicht</translation>
    </message>
    <message>
        <source>Called: {called}; the coup that counts: {right}.</source>
        <translation>Angesagt: {called}; der Coup, der zählt: {right}.</translation>
    </message>
    <message>
        <source>A card out of order: {what}.</source>
        <translation>Eine Karte ausser der Reihe: {what}.</translation>
    </message>
    <message>
        <source>Wrong remedy. {remedy}</source>
        <translation>Falsche Abhilfe. {remedy}</translation>
    </message>
    <message>
        <source>Punto over-drew.</source>
        <translation>Bei Punto zu viel gezogen.</translation>
    </message>
    <message>
        <source>Banco over-drew.</source>
        <translation>Bei Banco zu viel gezogen.</translation>
    </message>
    <message>
        <source>Punto under-drew.</source>
        <translation>Bei Punto zu wenig gezogen.</translation>
    </message>
    <message>
        <source>Banco under-drew.</source>
        <translation>Bei Banco zu wenig gezogen.</translation>
    </message>
    <message>
        <source>Corrected at the table.</source>
        <translation>Am Tisch korrigiert.</translation>
    </message>
    <message>
        <source>Not corrected: the result stands.</source>
        <translation>Nicht korrigiert: das Ergebnis bleibt bestehen.</translation>
    </message>
    <message>
        <source>The payouts were wrong.</source>
        <translation>Die Auszahlungen waren falsch.</translation>
    </message>
    <message>
        <source>Box {box}, {bet}: paid wrong.</source>
        <translation>Box {box}, {bet}: falsch ausbezahlt.</translation>
    </message>
    <message>
        <source>Box {box}, {bet}: paid {paid}, due {due}.</source>
        <translation>Box {box}, {bet}: {paid} ausbezahlt, geschuldet {due}.</translation>
    </message>
    <message>
        <source>{points} is not a score from 0 to {scale}</source>
        <translation>{points} ist keine Bewertung von 0 bis {scale}</translation>
    </message>
    <message>
        <source>Name each examiner, each with a name of their own</source>
        <translation>Jede prüfende Person mit einem eigenen Namen nennen</translation>
    </message>
    <message>
        <source>A resolved difference needs its reason</source>
        <translation>Eine bereinigte Abweichung braucht eine Begründung</translation>
    </message>
</context>
<context>
    <name>ProgressScreen</name>
    <message>
        <source>← Back</source>
        <translation>← Zurück</translation>
    </message>
    <message>
        <source>My progress</source>
        <translation>Mein Fortschritt</translation>
    </message>
    <message>
        <source>Missed most</source>
        <translation>Am häufigsten falsch</translation>
    </message>
    <message>
        <source>Certification</source>
        <translation>Zertifizierung</translation>
    </message>
    <message>
        <source>Reading your records …</source>
        <translation>Ihre Daten werden gelesen …</translation>
    </message>
    <message>
        <source>%1: %2 of %3 wrong</source>
        <translation>%1: %2 von %3 falsch</translation>
    </message>
    <message>
        <source>No tableau cell missed yet.</source>
        <translation>Noch kein Fehler im Tableau.</translation>
    </message>
    <message>
        <source>Not practised yet</source>
        <translation>Noch nicht geübt</translation>
    </message>
    <message>
        <source>%1 right (mark %2)</source>
        <translation>%1 richtig (verlangt %2)</translation>
    </message>
    <message>
        <source>%1 s per answer (target %2 s)</source>
        <translation>%1 s pro Antwort (Ziel %2 s)</translation>
    </message>
    <message>
        <source>mastered</source>
        <translation>beherrscht</translation>
    </message>
    <message>
        <source>Exam: ready</source>
        <translation>Prüfung: bereit</translation>
    </message>
    <message>
        <source>Not yet</source>
        <translation>Noch nicht bereit</translation>
    </message>
    <message>
        <source>Not yet — weakest: %1</source>
        <translation>Noch nicht bereit – am schwächsten: %1</translation>
    </message>
    <message>
        <source>Certified: the exam was passed on %1.</source>
        <translation>Zertifiziert: die Prüfung wurde am %1 bestanden.</translation>
    </message>
    <message>
        <source>The last exam was not passed.</source>
        <translation>Die letzte Prüfung wurde nicht bestanden.</translation>
    </message>
    <message>
        <source>No exam taken yet.</source>
        <translation>Noch keine Prüfung abgelegt.</translation>
    </message>
    <message>
        <source>The exam %1: %2 items in %3 minutes, %4 right to pass (%5).</source>
        <translation>Prüfung %1: %2 Aufgaben in %3 Minuten, bestanden ab %4 richtig (%5).</translation>
    </message>
    <message>
        <source>Below the pass mark in practice: %1</source>
        <translation>Beim Üben unter der Bestehensgrenze: %1</translation>
    </message>
    <message>
        <source>Your practice meets the pass mark in every part.</source>
        <translation>Beim Üben erreichen Sie die Bestehensgrenze in jedem Teil.</translation>
    </message>
</context>
<context>
    <name>RecordsPage</name>
    <message>
        <source>Register a trainee</source>
        <translation>Trainee erfassen</translation>
    </message>
    <message>
        <source>Full name</source>
        <translation>Vollständiger Name</translation>
    </message>
    <message>
        <source>Badge number</source>
        <translation>Ausweisnummer</translation>
    </message>
    <message>
        <source>Register</source>
        <translation>Erfassen</translation>
    </message>
    <message>
        <source>Export for HR</source>
        <translation>Export für die Personalabteilung</translation>
    </message>
    <message>
        <source>Files go to the exports folder of the kiosk&apos;s data folder.</source>
        <translation>Die Dateien werden im Ordner «exports» im Datenordner des Kiosks gespeichert.</translation>
    </message>
    <message>
        <source>Exam results (CSV)</source>
        <translation>Prüfungsergebnisse (CSV)</translation>
    </message>
    <message>
        <source>Sessions (CSV)</source>
        <translation>Sitzungen (CSV)</translation>
    </message>
    <message>
        <source>Every answer (CSV)</source>
        <translation>Alle Antworten (CSV)</translation>
    </message>
    <message>
        <source>Everything (JSON)</source>
        <translation>Alles (JSON)</translation>
    </message>
    <message>
        <source>Registered %1.</source>
        <translation>%1 erfasst.</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Gespeichert unter %1</translation>
    </message>
</context>
<context>
    <name>ResultScreen</name>
    <message>
        <source>Again</source>
        <translation>Nochmals</translation>
    </message>
    <message>
        <source>Start screen</source>
        <translation>Startseite</translation>
    </message>
    <message>
        <source>Session result</source>
        <translation>Ergebnis der Sitzung</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 · time is up</source>
        <translation>%1 · die Zeit ist abgelaufen</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Trefferquote</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Median answer time</source>
        <translation>Median der Antwortzeit</translation>
    </message>
    <message>
        <source>Nothing was answered.</source>
        <translation>Es wurde nichts beantwortet.</translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message>
        <source>No mistakes in the items answered.</source>
        <translation>Keine Fehler bei den beantworteten Aufgaben.</translation>
    </message>
    <message>
        <source>No mistakes. Well dealt!</source>
        <translation>Keine Fehler. Gut gegeben!</translation>
    </message>
    <message numerus="yes">
        <source>%n item(s) not answered: they count as wrong.</source>
        <translation>
            <numerusform>%n Aufgabe nicht beantwortet: sie zählt als falsch.</numerusform>
            <numerusform>%n Aufgaben nicht beantwortet: sie zählen als falsch.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesetScreen</name>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>%1 packs · exact odds from this house&apos;s own rules</source>
        <translation>%1 Kartenpakete · exakte Wahrscheinlichkeiten nach den Regeln dieses Hauses</translation>
    </message>
    <message>
        <source>Drawing rules (tableau)</source>
        <translation>Ziehregeln (Tableau)</translation>
    </message>
    <message>
        <source>Banco&apos;s rule by its two-card total (rows) and punto&apos;s third card (columns). Cells in bold differ from the standard tableau.</source>
        <translation>Die Regel für Banco nach seiner Zwei-Karten-Summe (Zeilen) und der dritten Punto-Karte (Spalten). Fett gedruckte Felder weichen vom Standard-Tableau ab.</translation>
    </message>
    <message>
        <source>Pay table</source>
        <translation>Auszahlungstabelle</translation>
    </message>
    <message>
        <source>Procedures</source>
        <translation>Abläufe</translation>
    </message>
    <message>
        <source>Irregularities</source>
        <translation>Unregelmässigkeiten</translation>
    </message>
    <message>
        <source>House edges</source>
        <translation>Hausvorteile</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>zieht</translation>
    </message>
    <message>
        <source>stand</source>
        <translation>steht</translation>
    </message>
    <message>
        <source>The standard tableau says: %1</source>
        <translation>Das Standard-Tableau sagt: %1</translation>
    </message>
    <message>
        <source>Punto</source>
        <translation>Punto</translation>
    </message>
    <message>
        <source>punto stood</source>
        <translation>Punto stand</translation>
    </message>
    <message>
        <source>Banco %1</source>
        <translation>Banco %1</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Einsatz</translation>
    </message>
    <message>
        <source>Pays</source>
        <translation>Zahlt</translation>
    </message>
    <message>
        <source>Minimum</source>
        <translation>Minimum</translation>
    </message>
    <message>
        <source>Maximum</source>
        <translation>Maximum</translation>
    </message>
    <message>
        <source>%1 of %2 remedies are assumed until the house confirms them (in gold).</source>
        <translation>%1 von %2 Abhilfen sind Annahmen, bis das Haus sie bestätigt (gold markiert).</translation>
    </message>
    <message>
        <source>Every remedy is the house&apos;s own or a regulation&apos;s.</source>
        <translation>Jede Abhilfe stammt vom Haus oder aus einer Vorschrift.</translation>
    </message>
    <message>
        <source>%1 (rounded)</source>
        <translation>%1 (gerundet)</translation>
    </message>
    <message>
        <source>%1 (truncated)</source>
        <translation>%1 (abgeschnitten)</translation>
    </message>
    <message>
        <source>%1 (does not match)</source>
        <translation>%1 (stimmt nicht)</translation>
    </message>
    <message>
        <source>Computing the exact odds of every coup…</source>
        <translation>Die exakten Wahrscheinlichkeiten jedes Coups werden berechnet …</translation>
    </message>
    <message>
        <source>The odds could not be computed: %1</source>
        <translation>Die Wahrscheinlichkeiten konnten nicht berechnet werden: %1</translation>
    </message>
    <message>
        <source>The computation was stopped.</source>
        <translation>Die Berechnung wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Every coup from a shoe of %1 packs, counted exactly: %2 ordered six-card sequences.</source>
        <translation>Jeder Coup aus einem Sabot mit %1 Kartenpaketen, exakt gezählt: %2 geordnete Folgen von sechs Karten.</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Gewinnt</translation>
    </message>
    <message>
        <source>Loses</source>
        <translation>Verliert</translation>
    </message>
    <message>
        <source>Stand-off</source>
        <translation>Bleibt stehen</translation>
    </message>
    <message>
        <source>House edge</source>
        <translation>Hausvorteil</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>Veröffentlicht</translation>
    </message>
    <message>
        <source>No warnings: nothing in these rules looks wrong.</source>
        <translation>Keine Warnungen: nichts an diesen Regeln sieht falsch aus.</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <source>Site rulesets folder</source>
        <translation>Ordner mit den Regelwerken des Standorts</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Back to the start screen when idle</source>
        <translation>Bei Inaktivität zurück zur Startseite</translation>
    </message>
    <message>
        <source>Certification exam</source>
        <translation>Zertifizierungsprüfung</translation>
    </message>
    <message>
        <source>Save settings</source>
        <translation>Einstellungen speichern</translation>
    </message>
    <message>
        <source>%1 (invalid file)</source>
        <translation>%1 (ungültige Datei)</translation>
    </message>
    <message>
        <source>As the house rules say</source>
        <translation>Wie in den Hausregeln</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n Minute</numerusform>
            <numerusform>%n Minuten</numerusform>
        </translation>
    </message>
    <message>
        <source>The house&apos;s own exam</source>
        <translation>Die Prüfung des Hauses</translation>
    </message>
    <message>
        <source>Saved to {path}. The house and language apply from the next start.</source>
        <translation>Gespeichert unter {path}. Haus und Sprache gelten ab dem nächsten Start.</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>Punto Banco croupier training</source>
        <translation>Punto-Banco-Croupierschulung</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <source>Supervisor</source>
        <translation>Aufsicht</translation>
    </message>
    <message>
        <source>Certification exam</source>
        <translation>Zertifizierungsprüfung</translation>
    </message>
    <message>
        <source>Four-colour suits ♠♥♦♣</source>
        <translation>Vierfarbige Karten ♠♥♦♣</translation>
    </message>
    <message>
        <source>Name or badge number</source>
        <translation>Name oder Ausweis-Nr.</translation>
    </message>
    <message>
        <source>Sign in</source>
        <translation>Anmelden</translation>
    </message>
    <message>
        <source>Sign out</source>
        <translation>Abmelden</translation>
    </message>
    <message>
        <source>My progress</source>
        <translation>Mein Fortschritt</translation>
    </message>
    <message>
        <source>Drills</source>
        <translation>Übungen</translation>
    </message>
    <message>
        <source>Loading the trainees …</source>
        <translation>Die Trainees werden geladen …</translation>
    </message>
    <message>
        <source>Signed in</source>
        <translation>Angemeldet</translation>
    </message>
    <message>
        <source>Choose a drill.</source>
        <translation>Wählen Sie eine Übung.</translation>
    </message>
    <message>
        <source>Who is training?</source>
        <translation>Wer übt?</translation>
    </message>
    <message>
        <source>Sign in first: pick your name or type it.</source>
        <translation>Zuerst anmelden: Namen antippen oder eingeben.</translation>
    </message>
    <message>
        <source>%1 right</source>
        <comment>a drill&apos;s tile: share of the last answers right</comment>
        <translation>%1 richtig</translation>
    </message>
    <message>
        <source>Due today
%1 due + %2 new
about %3 min</source>
        <translation>Heute fällig
%1 fällig + %2 neu
etwa %3 min</translation>
    </message>
    <message>
        <source>Archived trainee</source>
        <translation>Archiviert</translation>
    </message>
    <message>
        <source>%1 was archived. Make this trainee active again and sign in?</source>
        <translation>%1 wurde archiviert. Wieder aktivieren und anmelden?</translation>
    </message>
    <message>
        <source>Restore and sign in</source>
        <translation>Reaktivieren und anmelden</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>New trainee</source>
        <translation>Trainee erfassen</translation>
    </message>
    <message>
        <source>Nobody called “%1” is registered. Register a new trainee?</source>
        <translation>Niemand namens «%1» ist erfasst. Jetzt neu erfassen?</translation>
    </message>
    <message>
        <source>Register</source>
        <translation>Erfassen</translation>
    </message>
</context>
<context>
    <name>SupervisorArea</name>
    <message>
        <source>Supervisor</source>
        <translation>Aufsicht</translation>
    </message>
    <message>
        <source>← Back</source>
        <translation>← Zurück</translation>
    </message>
    <message>
        <source>Exit the kiosk</source>
        <translation>Kiosk beenden</translation>
    </message>
    <message>
        <source>Your role on the records server</source>
        <translation>Rolle auf dem Datenserver</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Passwort</translation>
    </message>
    <message>
        <source>Sign in</source>
        <translation>Anmelden</translation>
    </message>
    <message>
        <source>Trainees</source>
        <translation>Trainees</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Daten</translation>
    </message>
    <message>
        <source>Verify coups</source>
        <translation>Coups prüfen</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>Gruppen</translation>
    </message>
    <message>
        <source>Table test</source>
        <translation>Tischprüfung</translation>
    </message>
    <message>
        <source>Learning</source>
        <translation>Lernstand</translation>
    </message>
    <message>
        <source>Exit the kiosk?</source>
        <translation>Kiosk beenden?</translation>
    </message>
    <message>
        <source>The training screen closes until the kiosk is started again.</source>
        <translation>Der Schulungsbildschirm schliesst sich, bis der Kiosk wieder gestartet wird.</translation>
    </message>
    <message>
        <source>Sign in as…</source>
        <translation>Anmelden als …</translation>
    </message>
    <message>
        <source>Signed in as %1</source>
        <translation>Angemeldet als %1</translation>
    </message>
    <message>
        <source>Signing in …</source>
        <translation>Anmeldung läuft …</translation>
    </message>
</context>
<context>
    <name>TablePanel</name>
    <message>
        <source>Enter the box&apos;s total, then collect it.</source>
        <translation>Summe des Kommissionsfelds eingeben, dann einziehen.</translation>
    </message>
    <message>
        <source>Collect</source>
        <translation>Einziehen</translation>
    </message>
    <message>
        <source>Leave it (stand-off)</source>
        <translation>Liegen lassen</translation>
    </message>
    <message>
        <source>Commission boxes</source>
        <translation>Kommissionsfelder</translation>
    </message>
    <message>
        <source>Tap a bet on the layout.</source>
        <translation>Einen Einsatz auf dem Tisch antippen.</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Markieren</translation>
    </message>
    <message>
        <source>Box %1 · %2 · %3</source>
        <translation>Box %1 · %2 · %3</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>Commission box %1: %2</source>
        <translation>Kommissionsfeld %1: %2</translation>
    </message>
    <message>
        <source>Last coup of the shoe: settle it, marking each banco commission, then collect every commission box.</source>
        <translation>Letzter Coup des Sabots: abrechnen, jede Banco-Kommission markieren, dann jedes Kommissionsfeld einziehen.</translation>
    </message>
    <message>
        <source>Settle the table, marking each banco commission; the player at box %1 leaves after this coup.</source>
        <translation>Abrechnen und jede Banco-Kommission markieren; der Spieler in Box %1 verlässt nach diesem Coup den Tisch.</translation>
    </message>
    <message>
        <source>Settle the table in the house&apos;s order, marking each banco commission in the seat&apos;s commission box.</source>
        <translation>In der Reihenfolge des Hauses abrechnen und jede Banco-Kommission im Kommissionsfeld des Platzes markieren.</translation>
    </message>
    <message>
        <source>Settle the table in the house&apos;s order: tap a bet, then collect or pay it.</source>
        <translation>In der Reihenfolge des Hauses abrechnen: Einsatz antippen, dann einziehen oder auszahlen.</translation>
    </message>
    <message>
        <source>leave it (stand-off)</source>
        <translation>liegen lassen (Einsatz bleibt stehen)</translation>
    </message>
    <message>
        <source>nothing more: the coup is settled</source>
        <translation>nichts mehr: der Coup ist abgerechnet</translation>
    </message>
    <message>
        <source>mark %1 in box %2&apos;s commission box</source>
        <translation>%1 im Kommissionsfeld von Box %2 markieren</translation>
    </message>
    <message>
        <source>collect %1 from box %2&apos;s commission box</source>
        <translation>%1 aus dem Kommissionsfeld von Box %2 einziehen</translation>
    </message>
    <message>
        <source>collect %1</source>
        <translation>%1 einziehen</translation>
    </message>
    <message>
        <source>pay %1 on %2</source>
        <translation>%1 auf %2 auszahlen</translation>
    </message>
    <message>
        <source>C</source>
        <comment>shortcut key: Collect</comment>
        <translation>E</translation>
    </message>
    <message>
        <source>L</source>
        <comment>shortcut key: Leave it (stand-off)</comment>
        <translation>L</translation>
    </message>
</context>
<context>
    <name>TableTestPage</name>
    <message>
        <source>The house&apos;s exam has no practical: add practical: to its exam file.</source>
        <translation>Die Prüfung des Hauses hat keinen praktischen Teil: practical: in ihrer Prüfungsdatei ergänzen.</translation>
    </message>
    <message>
        <source>Coups</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Irregularity</source>
        <translation>Unregelmässigkeit</translation>
    </message>
    <message>
        <source>Rubric</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Sitzungen</translation>
    </message>
    <message>
        <source>Keep this session</source>
        <translation>Diese Sitzung speichern</translation>
    </message>
    <message>
        <source>Examiner %1: name</source>
        <translation>Prüfende Person %1: Name</translation>
    </message>
    <message>
        <source>Examiner&apos;s name</source>
        <translation>Name der prüfenden Person</translation>
    </message>
    <message>
        <source>One-time code</source>
        <translation>Einmalcode</translation>
    </message>
    <message>
        <source>Examiner %1: one-time code</source>
        <translation>Prüfende Person %1: Einmalcode</translation>
    </message>
    <message>
        <source>Both examiners check the final scores on the Rubric page, then each types their own one-time code, named above as enrolled with the notary: it seals only with both.</source>
        <translation>Beide prüfenden Personen kontrollieren die endgültigen Punkte auf der Seite Bewertung; dann gibt jede ihren eigenen Einmalcode ein, oben mit dem Namen, unter dem sie beim Notar erfasst ist: Er versiegelt nur mit beiden Codes.</translation>
    </message>
    <message>
        <source>Have it sealed</source>
        <translation>Versiegeln lassen</translation>
    </message>
    <message>
        <source>A coup log a table system writes</source>
        <translation>Ein Coup-Protokoll, das ein Tischsystem schreibt</translation>
    </message>
    <message>
        <source>Stop following</source>
        <translation>Nicht mehr folgen</translation>
    </message>
    <message>
        <source>Follow</source>
        <translation>Folgen</translation>
    </message>
    <message>
        <source>Punto draws</source>
        <translation>Punto zieht</translation>
    </message>
    <message>
        <source>Punto stands</source>
        <translation>Punto steht</translation>
    </message>
    <message>
        <source>Banco draws</source>
        <translation>Banco zieht</translation>
    </message>
    <message>
        <source>Banco stands</source>
        <translation>Banco steht</translation>
    </message>
    <message>
        <source>Punto wins</source>
        <translation>Punto gewinnt</translation>
    </message>
    <message>
        <source>Banco wins</source>
        <translation>Banco gewinnt</translation>
    </message>
    <message>
        <source>Egalité</source>
        <translation>Egalité</translation>
    </message>
    <message>
        <source>Corrected</source>
        <translation>Korrigiert</translation>
    </message>
    <message>
        <source>Paid right</source>
        <translation>Richtig bezahlt</translation>
    </message>
    <message>
        <source>Paid wrong</source>
        <translation>Falsch bezahlt</translation>
    </message>
    <message>
        <source>New shoe</source>
        <translation>Neuer Sabot</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>An irregularity and the remedy applied</source>
        <translation>Eine Unregelmässigkeit und die angewandte Abhilfe</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Erfassen</translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation>Kriterium</translation>
    </message>
    <message>
        <source>Errors counted</source>
        <translation>Gezählte Fehler</translation>
    </message>
    <message>
        <source>Examiner %1</source>
        <translation>Prüfende Person %1</translation>
    </message>
    <message>
        <source>Your name as examiner</source>
        <translation>Name der prüfenden Person</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Teilen</translation>
    </message>
    <message>
        <source>Code of a shared session</source>
        <translation>Code der Sitzung</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Beitreten</translation>
    </message>
    <message>
        <source>Reason for the agreed score</source>
        <translation>Begründung der vereinbarten Bewertung</translation>
    </message>
    <message>
        <source>Agree</source>
        <translation>Einigen</translation>
    </message>
    <message>
        <source>Punto: %1</source>
        <translation>Punto: %1</translation>
    </message>
    <message>
        <source>Banco: %1</source>
        <translation>Banco: %1</translation>
    </message>
    <message>
        <source>Next card: Punto</source>
        <translation>Nächste Karte: Punto</translation>
    </message>
    <message>
        <source>Next card: Banco</source>
        <translation>Nächste Karte: Banco</translation>
    </message>
    <message>
        <source>Tap the cards as they are dealt, then the winner called.</source>
        <translation>Die Karten antippen, wie sie gegeben werden, dann den angesagten Gewinner.</translation>
    </message>
    <message>
        <source>Red line: %1</source>
        <translation>Ausschlussfehler: %1</translation>
    </message>
    <message>
        <source>Coup %1: dealt and called right.</source>
        <translation>Coup %1: richtig gegeben und angesagt.</translation>
    </message>
    <message>
        <source>Coups: %1 · %2 per hour (standard %3) · %4 s a settlement (standard %5)</source>
        <translation>Coups: %1 · %2 pro Stunde (Vorgabe %3) · %4 s pro Abrechnung (Vorgabe %5)</translation>
    </message>
    <message>
        <source>%1: the examiners differ by %2 points</source>
        <translation>%1: die prüfenden Personen weichen um %2 Punkte ab</translation>
    </message>
    <message>
        <source>Red line crossed: %1</source>
        <translation>Ausschlussfehler: %1</translation>
    </message>
    <message>
        <source>Score every criterion to see the weighted result.</source>
        <translation>Jedes Kriterium bewerten, um das gewichtete Ergebnis zu sehen.</translation>
    </message>
    <message>
        <source>Weighted result: %1 (pass mark %2)</source>
        <translation>Gewichtetes Ergebnis: %1 (Bestehensgrenze %2)</translation>
    </message>
    <message>
        <source>The house&apos;s remedy: right.</source>
        <translation>Die Abhilfe des Hauses: richtig.</translation>
    </message>
    <message>
        <source>Not the house&apos;s remedy: %1</source>
        <translation>Nicht die Abhilfe des Hauses: %1</translation>
    </message>
    <message>
        <source>Code for the second examiner: %1</source>
        <translation>Code für die zweite prüfende Person: %1</translation>
    </message>
    <message>
        <source>You score session %1 as the second examiner.</source>
        <translation>Bewertung der Sitzung %1 als zweite prüfende Person.</translation>
    </message>
    <message>
        <source>Reading the records …</source>
        <translation>Die Daten werden gelesen …</translation>
    </message>
    <message>
        <source>These records keep no practical sessions.</source>
        <translation>Diese Daten enthalten keine praktischen Sitzungen.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n coup(s), result %3, examiners %4</source>
        <translation>
            <numerusform>%1: %n Coup, Ergebnis %3, prüfende Personen %4</numerusform>
            <numerusform>%1: %n Coups, Ergebnis %3, prüfende Personen %4</numerusform>
        </translation>
    </message>
    <message>
        <source>red lines: %1</source>
        <translation>Ausschlussfehler: %1</translation>
    </message>
    <message>
        <source>not attested</source>
        <translation>nicht beglaubigt</translation>
    </message>
    <message>
        <source>Evidence from sealed sessions: %1 of %2 coups over %3 of %4 sessions</source>
        <translation>Nachweis aus versiegelten Sitzungen: %1 von %2 Coups in %3 von %4 Sitzungen</translation>
    </message>
    <message>
        <source>The exam was not read from a file.</source>
        <translation>Die Prüfung wurde nicht aus einer Datei gelesen.</translation>
    </message>
    <message>
        <source>Keeping the session …</source>
        <translation>Die Sitzung wird gespeichert …</translation>
    </message>
    <message>
        <source>Kept and sent to the notary (request %1): it judges the coups again and seals them; a new session begins.</source>
        <translation>Gespeichert und an den Notar gesandt (Anfrage %1): er beurteilt die Coups erneut und versiegelt sie; eine neue Sitzung beginnt.</translation>
    </message>
    <message>
        <source>Examiners: %1 scores compared, %2 beyond the tolerance, %3 points apart on average</source>
        <translation>Prüfende Personen: %1 Bewertungen verglichen, %2 ausserhalb der Toleranz, im Mittel %3 Punkte auseinander</translation>
    </message>
    <message>
        <source>Enter at least one coup first.</source>
        <translation>Zuerst mindestens einen Coup eingeben.</translation>
    </message>
    <message>
        <source>Session kept; a new one begins.</source>
        <translation>Sitzung gespeichert; eine neue beginnt.</translation>
    </message>
    <message>
        <source>The records server cannot be reached: the session is not kept yet. What you entered stays here; try again once the server is back.</source>
        <translation>Der Datenserver ist nicht erreichbar: die Sitzung ist noch nicht gespeichert. Was Sie eingegeben haben, bleibt hier; versuchen Sie es erneut, sobald er wieder erreichbar ist.</translation>
    </message>
    <message>
        <source>Line %1 of the log holds no coup that can be read.</source>
        <translation>Zeile %1 des Protokolls enthält keinen lesbaren Coup.</translation>
    </message>
    <message>
        <source>an over- or under-draw not corrected</source>
        <translation>zu viel oder zu wenig gezogen, nicht korrigiert</translation>
    </message>
    <message>
        <source>a losing bet paid</source>
        <translation>ein verlorener Einsatz ausbezahlt</translation>
    </message>
    <message>
        <source>a payout paid wrong</source>
        <translation>eine Auszahlung falsch</translation>
    </message>
    <message>
        <source>the winner called wrong</source>
        <translation>der Gewinner falsch angesagt</translation>
    </message>
    <message>
        <source>a wrong remedy</source>
        <translation>eine falsche Abhilfe</translation>
    </message>
    <message>
        <source>a card out of order</source>
        <translation>eine Karte ausser der Reihe</translation>
    </message>
</context>
<context>
    <name>TimeChart</name>
    <message>
        <source>Answer time (s)</source>
        <translation>Antwortzeit (s)</translation>
    </message>
    <message>
        <source>median {seconds} s</source>
        <translation>Median {seconds} s</translation>
    </message>
</context>
<context>
    <name>TotalsPanel</name>
    <message>
        <source>Total: %1</source>
        <translation>Summe: %1</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>What is the point total of this hand?</source>
        <translation>Wie hoch ist die Punktesumme dieser Hand?</translation>
    </message>
</context>
<context>
    <name>TraineeDetail</name>
    <message>
        <source>Heat map</source>
        <translation>Fehlerkarte</translation>
    </message>
    <message>
        <source>Times</source>
        <translation>Zeiten</translation>
    </message>
    <message>
        <source>Exams</source>
        <translation>Prüfungen</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Sitzungen</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Datensatz</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Often missed</source>
        <translation>Dauerfehler</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Beginn</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>Übung</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Antworten</translation>
    </message>
    <message>
        <source>Kiosk</source>
        <translation>Kiosk</translation>
    </message>
    <message>
        <source>Pay with chips, week by week</source>
        <translation>Mit Jetons auszahlen, Woche für Woche</translation>
    </message>
    <message>
        <source>Week of</source>
        <translation>Woche ab</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>Auszahlungen</translation>
    </message>
    <message>
        <source>Median per payout</source>
        <translation>Median je Auszahlung</translation>
    </message>
    <message>
        <source>Right chips</source>
        <translation>Richtige Jetons</translation>
    </message>
    <message>
        <source>Item the trainee
keeps missing</source>
        <translation>Aufgabe, die immer
wieder falsch ist</translation>
    </message>
    <message>
        <source>Times missed</source>
        <translation>Mal falsch</translation>
    </message>
    <message>
        <source>Wrong lately</source>
        <translation>Zuletzt falsch</translation>
    </message>
    <message>
        <source>Items this trainee got wrong again and again</source>
        <translation>Aufgaben, die diese Person immer wieder falsch löst</translation>
    </message>
    <message>
        <source>Certificate (PDF)</source>
        <translation>Zertifikat (PDF)</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Drucken…</translation>
    </message>
    <message>
        <source>Save to…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <source>Trainee report (PDF)</source>
        <translation>Trainee-Bericht (PDF)</translation>
    </message>
    <message>
        <source>Print report…</source>
        <translation>Bericht drucken…</translation>
    </message>
    <message>
        <source>Start exam</source>
        <translation>Prüfung beginnen</translation>
    </message>
    <message>
        <source>Archive</source>
        <translation>Archivieren</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Reaktivieren</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s), %1 right</source>
        <translation>
            <numerusform>%n Antwort, %1 richtig</numerusform>
            <numerusform>%n Antworten, %1 richtig</numerusform>
        </translation>
    </message>
    <message>
        <source>No answers yet</source>
        <translation>Noch keine Antworten</translation>
    </message>
    <message>
        <source>All drills</source>
        <translation>Alle Übungen</translation>
    </message>
    <message>
        <source>Attempt %1</source>
        <translation>Versuch %1</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Bestanden</translation>
    </message>
    <message>
        <source>Not passed</source>
        <translation>Nicht bestanden</translation>
    </message>
    <message>
        <source>Void</source>
        <translation>Annulliert</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>Choose a trainee in the list first.</source>
        <translation>Zuerst eine Person in der Liste wählen.</translation>
    </message>
    <message>
        <source>Archive %1?</source>
        <translation>%1 archivieren?</translation>
    </message>
    <message>
        <source>The trainee leaves the list and can no longer sign in. Their records and certificates are kept, and they can be restored.</source>
        <translation>Die Person verschwindet aus der Liste und kann sich nicht mehr anmelden. Ihre Daten und Zertifikate bleiben erhalten, und sie kann wiederhergestellt werden.</translation>
    </message>
    <message>
        <source>%1 was archived.</source>
        <translation>%1 wurde archiviert.</translation>
    </message>
    <message>
        <source>This attempt was voided: it has no certificate.</source>
        <translation>Dieser Versuch wurde annulliert: er hat kein Zertifikat.</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Gespeichert unter {path}</translation>
    </message>
    <message>
        <source>No printer</source>
        <translation>Kein Drucker</translation>
    </message>
    <message>
        <source>This PC has no printer set up. Save it as a PDF instead?</source>
        <translation>Auf diesem PC ist kein Drucker eingerichtet. Stattdessen als PDF speichern?</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Als PDF speichern</translation>
    </message>
    <message>
        <source>Sent to the printer.</source>
        <translation>An den Drucker gesendet.</translation>
    </message>
    <message>
        <source>Save the certificate to</source>
        <translation>Zertifikat speichern unter</translation>
    </message>
    <message>
        <source>Not saved to %1: a certificate goes to a USB drive or the exports folder.</source>
        <translation>Nicht gespeichert unter %1: Ein Zertifikat kommt auf einen USB-Stick oder in den Ordner «exports».</translation>
    </message>
    <message>
        <source>Not saved to %1: %2</source>
        <translation>Nicht gespeichert unter %1: %2</translation>
    </message>
</context>
<context>
    <name>TraineeList</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Last active</source>
        <translation>Zuletzt aktiv</translation>
    </message>
    <message>
        <source>Right, by day</source>
        <translation>Richtig, pro Tag</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Certified</source>
        <translation>Zertifiziert</translation>
    </message>
    <message>
        <source>Not passed</source>
        <translation>Nicht bestanden</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>Archiviert</translation>
    </message>
</context>
<context>
    <name>TraineesPage</name>
    <message>
        <source>Show archived</source>
        <translation>Archivierte zeigen</translation>
    </message>
    <message>
        <source>Loading the records …</source>
        <translation>Die Daten werden geladen …</translation>
    </message>
    <message>
        <source>No kiosk in use today.</source>
        <translation>Heute ist kein Kiosk in Betrieb.</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>und %n weiterer</numerusform>
            <numerusform>und %n weitere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kiosk(s) in use today: %1</source>
        <translation>
            <numerusform>%n Kiosk heute in Betrieb: %1</numerusform>
            <numerusform>%n Kioske heute in Betrieb: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VerifyScreen</name>
    <message>
        <source>Open log…</source>
        <translation>Protokoll öffnen …</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>House ruleset the log is checked against</source>
        <translation>Regelwerk des Hauses, gegen das geprüft wird</translation>
    </message>
    <message>
        <source>All errors</source>
        <translation>Alle Fehler</translation>
    </message>
    <message>
        <source>Over-draws</source>
        <translation>Zu viel gezogen</translation>
    </message>
    <message>
        <source>Under-draws</source>
        <translation>Zu wenig gezogen</translation>
    </message>
    <message>
        <source>Wrong calls</source>
        <translation>Falsche Ansagen</translation>
    </message>
    <message>
        <source>Both hands</source>
        <translation>Beide Hände</translation>
    </message>
    <message>
        <source>Punto</source>
        <translation>Punto</translation>
    </message>
    <message>
        <source>Banco</source>
        <translation>Banco</translation>
    </message>
    <message>
        <source>Stands or corrected</source>
        <translation>Gilt oder korrigiert</translation>
    </message>
    <message>
        <source>Result stands</source>
        <translation>Ergebnis gilt</translation>
    </message>
    <message>
        <source>Result corrected</source>
        <translation>Ergebnis korrigiert</translation>
    </message>
    <message>
        <source>All tables</source>
        <translation>Alle Tische</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Tisch %1</translation>
    </message>
    <message>
        <source>Open coup log</source>
        <translation>Coup-Protokoll öffnen</translation>
    </message>
    <message>
        <source>Verification cancelled.</source>
        <translation>Kontrolle abgebrochen.</translation>
    </message>
    <message>
        <source>The log could not be verified: %1</source>
        <translation>Das Protokoll konnte nicht geprüft werden: %1</translation>
    </message>
    <message>
        <source>Open a coup log (CSV or JSON Lines) to verify it.</source>
        <translation>Öffnen Sie ein Coup-Protokoll (CSV oder JSON Lines), um es zu prüfen.</translation>
    </message>
    <message numerus="yes">
        <source>%n coup(s) verified</source>
        <translation>
            <numerusform>%n Coup geprüft</numerusform>
            <numerusform>%n Coups geprüft</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s) found</source>
        <translation>
            <numerusform>%n Fehler gefunden</numerusform>
            <numerusform>%n Fehler gefunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) could not be read</source>
        <translation>
            <numerusform>%n Zeile war nicht lesbar</numerusform>
            <numerusform>%n Zeilen waren nicht lesbar</numerusform>
        </translation>
    </message>
    <message>
        <source>Only the first %1 errors and unreadable rows are listed here; kiosk verify with --output writes a report of them all.</source>
        <translation>Hier sind nur die ersten %1 Fehler und unlesbaren Zeilen aufgeführt; kiosk verify mit --output schreibt einen Bericht über alle.</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>{path} is a file, expected a folder the records can be kept in (--data-dir)</source>
        <translation>{path} ist eine Datei, erwartet: ein Ordner für die Trainee-Daten (--data-dir)</translation>
    </message>
    <message>
        <source>{path}: {problem}, expected a folder the records can be kept in (--data-dir)</source>
        <translation>{path}: {problem}, erwartet: ein Ordner für die Trainee-Daten (--data-dir)</translation>
    </message>
    <message>
        <source>The settings cannot be read</source>
        <translation>Die Einstellungen können nicht gelesen werden</translation>
    </message>
    <message>
        <source>The house ruleset cannot be loaded</source>
        <translation>Das Regelwerk des Hauses kann nicht geladen werden</translation>
    </message>
    <message>
        <source>The kiosk is not set up</source>
        <translation>Der Kiosk ist nicht eingerichtet</translation>
    </message>
    <message>
        <source>The records database cannot be opened</source>
        <translation>Die Datenbank der Trainee-Daten kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Supervisor</source>
        <translation>Aufsicht</translation>
    </message>
    <message>
        <source>No supervisor gate code is set in {path}. An administrator makes one with: kiosk records gate-code</source>
        <translation>In {path} ist keine Aufsichts-PIN eingerichtet. Die Systemadministration erstellt sie mit: kiosk records gate-code</translation>
    </message>
    <message>
        <source>Certification exam</source>
        <translation>Zertifizierungsprüfung</translation>
    </message>
    <message>
        <source>No certification exam now: the records server or its notary cannot be reached, or no exam is registered for this house. Ask the supervisor.</source>
        <translation>Jetzt ist keine Zertifizierungsprüfung möglich: der Datenserver oder sein Notar ist nicht erreichbar, oder für dieses Haus ist keine Prüfung registriert. Bitte die Aufsicht fragen.</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>audit</name>
    <message>
        <source>{number} %</source>
        <translation>{number} %</translation>
    </message>
    <message>
        <source>Naturals differ from the standard tableau: here “{house}”, standard “{standard}”.</source>
        <translation>Die Naturels weichen vom Standard-Tableau ab: hier «{house}», Standard «{standard}».</translation>
    </message>
    <message>
        <source>Tableau cell differs from the standard: here “{house}”, standard “{standard}”.</source>
        <translation>Ein Feld des Tableaus weicht vom Standard ab: hier «{house}», Standard «{standard}».</translation>
    </message>
    <message>
        <source>The player has the edge on {bet}: the house edge is {edge}, so the house loses money on this bet in the long run.</source>
        <translation>Bei {bet} ist der Spieler im Vorteil: der Hausvorteil beträgt {edge}, das Haus verliert mit diesem Einsatz auf Dauer Geld.</translation>
    </message>
    <message>
        <source>{bet} can never win under this tableau: no coup wins it. The drills leave its win out.</source>
        <translation>{bet} kann mit diesen Ziehregeln nie gewinnen: kein Coup gewinnt den Einsatz. Die Übungen lassen seinen Gewinn weg.</translation>
    </message>
    <message>
        <source>{bet} wins every coup under this tableau: it cannot lose.</source>
        <translation>{bet} gewinnt mit diesen Ziehregeln jeden Coup: der Einsatz kann nicht verlieren.</translation>
    </message>
    <message>
        <source>{bet}: a stake of {stake} is paid {amount}, which chips of {unit} cannot make; say in payout_chips.cents how the house pays the cents.</source>
        <translation>{bet}: ein Einsatz von {stake} erhält {amount}, was Jetons zu {unit} nicht ergeben; in payout_chips.cents angeben, wie das Haus die Rappen auszahlt.</translation>
    </message>
    <message>
        <source>Assumption about {about}, to be confirmed by the house: {text}</source>
        <translation>Annahme zu {about}, vom Haus zu bestätigen: {text}</translation>
    </message>
    <message>
        <source>Assumed remedy for {case}, to be confirmed by the house: {text}</source>
        <translation>Angenommene Abhilfe für {case}, vom Haus zu bestätigen: {text}</translation>
    </message>
    <message>
        <source>The published house edge of {bet}, {published} (“{quote}”), is the exact {exact} truncated, not rounded: rounded it would read {rounded}.</source>
        <translation>Der veröffentlichte Hausvorteil von {bet}, {published} («{quote}»), ist der exakte Wert {exact} abgeschnitten, nicht gerundet: gerundet hiesse er {rounded}.</translation>
    </message>
    <message>
        <source>The published house edge of {bet}, {published} (“{quote}”), does not match the exact {exact}: neither rounding ({rounded}) nor truncation ({truncated}) explains it.</source>
        <translation>Der veröffentlichte Hausvorteil von {bet}, {published} («{quote}»), passt nicht zum exakten Wert {exact}: weder Runden ({rounded}) noch Abschneiden ({truncated}) erklärt ihn.</translation>
    </message>
    <message>
        <source>A published figure (“{quote}”) names the bet {bet}, which this ruleset does not have.</source>
        <translation>Eine veröffentlichte Zahl («{quote}») nennt den Einsatz {bet}, den dieses Regelwerk nicht kennt.</translation>
    </message>
    <message>
        <source>The published figure {figure} of {bet} cannot be checked; the audit checks: {known}.</source>
        <translation>Die veröffentlichte Kennzahl {figure} von {bet} kann nicht geprüft werden; die Auswertung kennt: {known}.</translation>
    </message>
    <message>
        <source>{value} (rounded)</source>
        <translation>{value} (gerundet)</translation>
    </message>
    <message>
        <source>{value} (truncated)</source>
        <translation>{value} (abgeschnitten)</translation>
    </message>
    <message>
        <source>{value} (does not match)</source>
        <translation>{value} (stimmt nicht)</translation>
    </message>
    <message>
        <source>Every coup is counted as an ordered sequence of six cards: {total} coups in all.</source>
        <translation>Jeder Coup zählt als geordnete Folge von sechs Karten: {total} Coups insgesamt.</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ausgang</translation>
    </message>
    <message>
        <source>Coups</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>Banco wins</source>
        <translation>Banco gewinnt</translation>
    </message>
    <message>
        <source>Punto wins</source>
        <translation>Punto gewinnt</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>Egalité</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Einsatz</translation>
    </message>
    <message>
        <source>Pays</source>
        <translation>Zahlt</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Gewinnt</translation>
    </message>
    <message>
        <source>Loses</source>
        <translation>Verliert</translation>
    </message>
    <message>
        <source>Stand-off</source>
        <translation>Bleibt stehen</translation>
    </message>
    <message>
        <source>House edge</source>
        <translation>Hausvorteil</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>Veröffentlicht</translation>
    </message>
    <message>
        <source>{bet} pays {pay} when it wins with {totals}: {share} of coups.</source>
        <translation>{bet} zahlt {pay}, wenn mit {totals} gewonnen wird: {share} der Coups.</translation>
    </message>
    <message>
        <source>The published house edge of {bet}, {published} (“{quote}”), is the exact {exact} rounded.</source>
        <translation>Der veröffentlichte Hausvorteil von {bet}, {published} («{quote}»), ist der exakte Wert {exact} gerundet.</translation>
    </message>
    <message>
        <source>No warnings.</source>
        <translation>Keine Warnungen.</translation>
    </message>
</context>
<context>
    <name>cards</name>
    <message>
        <source>{text} is not a card: expected a rank (A, 2–9, T or 10, J, Q, K) followed by a suit (S, H, D, C), e.g. 9H or 10D</source>
        <translation>{text} ist keine Karte: erwartet: ein Rang (A, 2–9, T oder 10, J, Q, K), gefolgt von einer Farbe (S, H, D, C), z. B. 9H oder 10D</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>Punto Banco croupier training and procedure verification.</source>
        <translation>Punto-Banco-Croupierschulung und Kontrolle der Spielabläufe.</translation>
    </message>
    <message>
        <source>language of messages and reports (default: from LANG)</source>
        <translation>Sprache der Meldungen und Berichte (Standard: aus LANG)</translation>
    </message>
    <message>
        <source>Interrupted.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>exact odds and house edges of a ruleset, with warnings</source>
        <translation>exakte Wahrscheinlichkeiten und Hausvorteile eines Regelwerks, mit Warnungen</translation>
    </message>
    <message>
        <source>Compute the exact probability of every outcome and the house edge of every bet from the ruleset&apos;s own tableau, packs and pays, and warn about a bet the player has the edge on, tableau cells that differ from the standard, and published figures that do not match.</source>
        <translation>Berechnet die exakte Wahrscheinlichkeit jedes Ausgangs und den Hausvorteil jedes Einsatzes aus Tableau, Kartenpaketen und Auszahlungen des Regelwerks und warnt vor Einsätzen mit Spielervorteil, vom Standard abweichenden Feldern des Tableaus und veröffentlichten Zahlen, die nicht stimmen.</translation>
    </message>
    <message>
        <source>Exit status: 0 every ruleset asked for was audited (warnings do not change it); 2 one could not be found or read (its errors on stderr, the others are still audited), or the arguments were wrong.</source>
        <translation>Exit-Status: 0 jedes verlangte Regelwerk wurde ausgewertet (Warnungen ändern daran nichts); 2 eines war nicht auffindbar oder lesbar (seine Fehler auf stderr, die anderen werden trotzdem ausgewertet), oder die Argumente waren falsch.</translation>
    </message>
    <message>
        <source>ruleset id or YAML file</source>
        <translation>ID des Regelwerks oder YAML-Datei</translation>
    </message>
    <message>
        <source>audit every known ruleset (shipped and site folder)</source>
        <translation>alle bekannten Regelwerke auswerten (mitgeliefert und Standort-Ordner)</translation>
    </message>
    <message>
        <source>text: a table in the UI language; json: one object, or a list with --all</source>
        <translation>text: eine Tabelle in der Sprache der Oberfläche; json: ein Objekt, oder eine Liste mit --all</translation>
    </message>
    <message>
        <source>give either a ruleset (ID or PATH) or --all, not both</source>
        <translation>entweder ein Regelwerk (ID|PATH) oder --all angeben, nicht beides</translation>
    </message>
    <message>
        <source>name one ruleset (ID or PATH) or give --all</source>
        <translation>ein Regelwerk nennen (ID|PATH) oder --all angeben</translation>
    </message>
    <message>
        <source>trainees, exam results, export, certificates, verify</source>
        <translation>Trainees, Prüfungsergebnisse, Export, Zertifikate, Echtheitsprüfung (verify)</translation>
    </message>
    <message>
        <source>folder for records and settings</source>
        <translation>Ordner für Daten und Einstellungen</translation>
    </message>
    <message>
        <source>list trainees with their status</source>
        <translation>Trainees mit ihrem Status auflisten</translation>
    </message>
    <message>
        <source>include archived</source>
        <translation>archivierte einschliessen</translation>
    </message>
    <message>
        <source>register a trainee</source>
        <translation>einen Trainee erfassen</translation>
    </message>
    <message>
        <source>the trainee&apos;s full name</source>
        <translation>der vollständige Name des Trainees</translation>
    </message>
    <message>
        <source>badge number</source>
        <translation>Ausweisnummer</translation>
    </message>
    <message>
        <source>archive a trainee (records are kept)</source>
        <translation>einen Trainee archivieren (die Daten bleiben erhalten)</translation>
    </message>
    <message>
        <source>make an archived trainee active again</source>
        <translation>einen archivierten Trainee wieder aktivieren</translation>
    </message>
    <message>
        <source>record id or badge</source>
        <translation>Datensatz-ID oder Ausweisnummer</translation>
    </message>
    <message>
        <source>list exam results</source>
        <translation>Prüfungsergebnisse auflisten</translation>
    </message>
    <message>
        <source>items trainees keep getting wrong</source>
        <translation>Aufgaben, die Trainees immer wieder falsch lösen</translation>
    </message>
    <message>
        <source>predicted recall per trainee and skill, now and in a week, as CSV</source>
        <translation>vorausgesagte Erinnerung je Trainee und Fertigkeit, jetzt und in einer Woche, als CSV</translation>
    </message>
    <message>
        <source>the house whose items count</source>
        <translation>das Haus, dessen Aufgaben zählen</translation>
    </message>
    <message>
        <source>export records as CSV or JSON</source>
        <translation>Daten als CSV oder JSON exportieren</translation>
    </message>
    <message>
        <source>csv: one table (default); json: every table, or the one --table names</source>
        <translation>csv: eine Tabelle (Standard); json: alle Tabellen, oder die mit --table genannte</translation>
    </message>
    <message>
        <source>what to export (CSV default: results; JSON default: all)</source>
        <translation>was exportiert wird (Standard bei CSV: results; bei JSON: alle Tabellen)</translation>
    </message>
    <message>
        <source>from this date (YYYY-MM-DD)</source>
        <translation>ab diesem Datum (JJJJ-MM-TT)</translation>
    </message>
    <message>
        <source>write an exam result as PDF</source>
        <translation>ein Prüfungsergebnis als PDF schreiben</translation>
    </message>
    <message>
        <source>PDF file</source>
        <translation>PDF-Datei</translation>
    </message>
    <message>
        <source>make the supervisor gate&apos;s code: prints the line for the site settings file</source>
        <translation>die Aufsichts-PIN erstellen: gibt die Zeile für die Standort-Einstellungsdatei aus</translation>
    </message>
    <message>
        <source>check a certificate&apos;s verification code or PDF</source>
        <translation>den Prüfcode oder das PDF eines Zertifikats prüfen</translation>
    </message>
    <message>
        <source>check every seal of the room&apos;s notary with the pinned keyring; exit 1 if not</source>
        <translation>jedes Siegel des Notars im Raum mit dem fest hinterlegten Schlüsselbund prüfen; sonst Exit 1</translation>
    </message>
    <message>
        <source>Exit status: 0 every seal is whole and signed by a pinned key (on one PC, where nothing is attested, 0 after listing what it holds); 1 a seal is missing, changed or forged (each one on stderr); 2 the arguments were wrong.</source>
        <translation>Exit-Status: 0 jedes Siegel ist vollständig und von einem hinterlegten Schlüssel signiert (auf einem PC, wo nichts beglaubigt ist, 0 nach der Aufstellung dessen, was er hält); 1 ein Siegel fehlt, wurde geändert oder gefälscht (jedes auf stderr); 2 die Argumente waren falsch.</translation>
    </message>
    <message>
        <source>Exit status: 0 a genuine pass, not voided, that the records hold unchanged; 1 forged: the signature, the records or the page say otherwise; 2 the arguments were wrong; 3 genuine but failed (the theory or the practical); 4 voided; 5 unknown here; 6 a genuine pass checked offline (the records server could not be asked about a later void); 7 not attested (one PC, no records server); 8 sealed by a PC&apos;s own key before the notary; 9 a genuine pass superseded by the candidate&apos;s later certification; 10 the theory passed, but the practical is missing, not sealed or short of the evidence rule.</source>
        <translation>Exit-Status: 0 ein echtes Bestehen, nicht annulliert, das die Daten unverändert enthalten; 1 gefälscht: die Signatur, die Daten oder die Seite sagen etwas anderes; 2 die Argumente waren falsch; 3 echt, aber nicht bestanden (Theorie oder praktischer Teil); 4 annulliert; 5 hier unbekannt; 6 ein echtes Bestehen, offline geprüft (der Datenserver konnte nicht nach einer späteren Annullierung gefragt werden); 7 nicht beglaubigt (ein PC, kein Datenserver); 8 vor dem Notar mit dem eigenen Schlüssel eines PCs versiegelt; 9 ein echtes Bestehen, ersetzt durch eine spätere Zertifizierung derselben Person; 10 Theorie bestanden, aber der praktische Teil fehlt, ist nicht versiegelt oder erfüllt die Nachweisregel nicht.</translation>
    </message>
    <message>
        <source>the verification code printed on it, or the PDF file</source>
        <translation>der aufgedruckte Prüfcode oder die PDF-Datei</translation>
    </message>
    <message>
        <source>list exam attempts and how they ended</source>
        <translation>Prüfungsversuche und ihren Ausgang auflisten</translation>
    </message>
    <message>
        <source>list exams, or check exam files</source>
        <translation>Prüfungen auflisten oder Prüfungsdateien prüfen</translation>
    </message>
    <message>
        <source>Exit status: 0 the exams are listed, or every file given is valid; 1 a file has a problem (each one on stderr); 2 the arguments were wrong.</source>
        <translation>Exit-Status: 0 die Prüfungen sind aufgelistet, oder jede angegebene Datei ist gültig; 1 eine Datei hat ein Problem (jedes auf stderr); 2 die Argumente waren falsch.</translation>
    </message>
    <message>
        <source>exam file to check; without one, the known exams are listed</source>
        <translation>zu prüfende Prüfungsdatei; ohne Angabe werden die bekannten Prüfungen aufgelistet</translation>
    </message>
    <message>
        <source>set up the room&apos;s records server: schema and roles</source>
        <translation>den Datenserver einrichten: Schema und Rollen</translation>
    </message>
    <message>
        <source>Run once, as the database&apos;s owner, e.g. postgresql://kiosk_owner@server/kiosk. Creates the roles kiosk, supervisor and hr; running it again changes nothing that is right. Exit status: 0 done; 2 the server refused or cannot be reached.</source>
        <translation>Einmal ausführen, als Eigentümer der Datenbank, z. B. postgresql://kiosk_owner@server/kiosk. Legt die Rollen kiosk, supervisor und hr an; ein erneuter Aufruf ändert nichts, was bereits stimmt. Exit-Status: 0 erledigt; 2 der Server hat abgelehnt oder ist nicht erreichbar.</translation>
    </message>
    <message>
        <source>postgresql:// URL of the database</source>
        <translation>postgresql://-URL der Datenbank</translation>
    </message>
    <message>
        <source>give each role a new password, written to FOLDER/&lt;role&gt;.pgpass (mode 0600)</source>
        <translation>jeder Rolle ein neues Passwort geben, geschrieben nach FOLDER/&lt;Rolle&gt;.pgpass (Modus 0600)</translation>
    </message>
    <message>
        <source>the room&apos;s kiosks: last contact, answers waiting, set aside, program version</source>
        <translation>die Kioske des Raums: letzter Kontakt, wartende Antworten, zurückgestellte Einträge, Programmversion</translation>
    </message>
    <message>
        <source>give a group a new name</source>
        <translation>einer Gruppe einen neuen Namen geben</translation>
    </message>
    <message>
        <source>the group&apos;s new name</source>
        <translation>der neue Name der Gruppe</translation>
    </message>
    <message>
        <source>Trainees are merged by badge; running it again adds nothing. The exam results are verified here before and on the server after; the exam attempts follow with their seals, each keeping its PC&apos;s key. Exit status: 0 done; 2 the records or the server refused (the reason on stderr).</source>
        <translation>Trainees werden über die Ausweisnummer zusammengeführt; ein erneuter Aufruf fügt nichts hinzu. Die Prüfungsergebnisse werden vorher hier und danach auf dem Server geprüft; die Prüfungsversuche folgen mit ihren Siegeln, jedes mit dem Schlüssel seines PCs. Exit-Status: 0 erledigt; 2 die Daten oder der Server haben abgelehnt (Grund auf stderr).</translation>
    </message>
    <message>
        <source>list the groups (courses, intakes)</source>
        <translation>die Gruppen auflisten (Kurse, Jahrgänge)</translation>
    </message>
    <message>
        <source>add a group (a course or an intake)</source>
        <translation>eine Gruppe anlegen (einen Kurs oder einen Jahrgang)</translation>
    </message>
    <message>
        <source>the group&apos;s name</source>
        <translation>der Name der Gruppe</translation>
    </message>
    <message>
        <source>start date (YYYY-MM-DD)</source>
        <translation>Startdatum (JJJJ-MM-TT)</translation>
    </message>
    <message>
        <source>put trainees in a group</source>
        <translation>Trainees einer Gruppe zuordnen</translation>
    </message>
    <message>
        <source>group name or id</source>
        <translation>Name oder Nummer der Gruppe</translation>
    </message>
    <message>
        <source>write the export here (- or left out: standard output)</source>
        <translation>den Export hierhin schreiben (- oder weggelassen: Standardausgabe)</translation>
    </message>
    <message>
        <source>number of the exam result (the result_id column of export); on a room with a notary, of the exam attempt (as records verify lists them)</source>
        <translation>Nummer des Prüfungsergebnisses (die Spalte result_id des Exports); in einem Raum mit Notar die des Prüfungsversuchs (wie records verify sie auflistet)</translation>
    </message>
    <message>
        <source>one PC: mark an exam result void, not attested (a room&apos;s examiners void through the notary)</source>
        <translation>ein PC: ein Prüfungsergebnis annullieren, nicht beglaubigt (in einem Raum annullieren die Prüfenden über den Notar)</translation>
    </message>
    <message>
        <source>result id</source>
        <translation>Nummer des Ergebnisses</translation>
    </message>
    <message>
        <source>why (kept with the void)</source>
        <translation>Begründung (wird mit der Annullierung festgehalten)</translation>
    </message>
    <message>
        <source>take them out of the group</source>
        <translation>sie aus der Gruppe nehmen</translation>
    </message>
    <message>
        <source>a group&apos;s members: accuracy per drill, certification, worst cells</source>
        <translation>die Mitglieder einer Gruppe: Trefferquote je Übung, Zertifizierung, schwächste Felder</translation>
    </message>
    <message>
        <source>copy this PC&apos;s records into the room&apos;s records server</source>
        <translation>die Daten dieses PCs auf den Datenserver kopieren</translation>
    </message>
    <message>
        <source>postgresql:// URL of the server</source>
        <translation>postgresql://-URL des Servers</translation>
    </message>
    <message>
        <source>site folder of rulesets (default: the one in the settings)</source>
        <translation>Standort-Ordner der Regelwerke (Standard: der aus den Einstellungen)</translation>
    </message>
    <message>
        <source>Exit status: 0 done; 2 a trainee, exam result or value it cannot use (the reason on stderr), or the arguments were wrong.</source>
        <translation>Exit-Status: 0 erledigt; 2 ein Trainee, Prüfungsergebnis oder Wert war nicht verwendbar (der Grund auf stderr), oder die Argumente waren falsch.</translation>
    </message>
    <message>
        <source>records file or postgresql:// URL of the room&apos;s server (default: KIOSK_RECORDS, else the site settings, else the data folder)</source>
        <translation>Datendatei oder postgresql://-URL des Datenservers (Standard: KIOSK_RECORDS, sonst die Standort-Einstellungen, sonst der Datenordner)</translation>
    </message>
    <message>
        <source>the notary&apos;s pinned keyring (default: notary-keyring.json in the site folder)</source>
        <translation>der fest hinterlegte Schlüsselbund des Notars (Standard: notary-keyring.json im Standortordner)</translation>
    </message>
    <message>
        <source>{path}: valid</source>
        <translation>{path}: gültig</translation>
    </message>
    <message>
        <source>{folder}: no such folder; only the shipped rulesets are known</source>
        <translation>{folder}: diesen Ordner gibt es nicht; nur die mitgelieferten Regelwerke sind bekannt</translation>
    </message>
    <message>
        <source>list, show, validate and audit house rulesets</source>
        <translation>Regelwerke der Häuser auflisten, zeigen, prüfen und auswerten</translation>
    </message>
    <message>
        <source>list the known rulesets</source>
        <translation>die bekannten Regelwerke auflisten</translation>
    </message>
    <message>
        <source>Exit status: 0; a ruleset that cannot be read is listed as invalid.</source>
        <translation>Exit-Status: 0; ein nicht lesbares Regelwerk wird als ungültig aufgeführt.</translation>
    </message>
    <message>
        <source>check ruleset files; exit 0 only if all are valid</source>
        <translation>Regelwerk-Dateien prüfen; Exit-Status 0 nur, wenn alle gültig sind</translation>
    </message>
    <message>
        <source>Exit status: 0 every file is valid; 1 a file has a problem (each one on stderr as FILE:LINE: key), or with --strict a warning; 2 the arguments were wrong. Warnings (a bet that can never win or always wins) are shown without failing; --strict also lists every assumption still to be confirmed by the house.</source>
        <translation>Exit-Status: 0 jede Datei ist gültig; 1 eine Datei hat ein Problem (jedes auf stderr als DATEI:ZEILE: Schlüssel) oder, mit --strict, eine Warnung; 2 die Argumente waren falsch. Warnungen (ein Einsatz, der nie oder immer gewinnt) werden gezeigt, ohne dass die Kontrolle fehlschlägt; --strict nennt zudem jede Annahme, die das Haus noch bestätigen muss.</translation>
    </message>
    <message>
        <source>fail while a file has a warning or an assumption to be confirmed by the house</source>
        <translation>fehlschlagen, solange eine Datei eine Warnung oder eine vom Haus zu bestätigende Annahme enthält</translation>
    </message>
    <message>
        <source>{file}:{line}: {key}: warning: {message}</source>
        <translation>{file}:{line}: {key}: Warnung: {message}</translation>
    </message>
    <message>
        <source>ruleset YAML file; every problem is reported as FILE:LINE: key</source>
        <translation>YAML-Datei eines Regelwerks; jedes Problem wird als DATEI:ZEILE: Schlüssel gemeldet</translation>
    </message>
    <message>
        <source>show a ruleset: tableau, pays, limits, table and notes</source>
        <translation>ein Regelwerk zeigen: Tableau, Auszahlungen, Limits, Tisch und Anmerkungen</translation>
    </message>
    <message>
        <source>Show a house ruleset in the UI language: the drawing rules as a grid and in words, every bet with its pay and limits, the table layout, the procedures and the notes.</source>
        <translation>Zeigt ein Regelwerk in der Sprache der Oberfläche: die Ziehregeln als Raster und in Worten, jeden Einsatz mit Auszahlung und Limits, den Tischaufbau, die Abläufe und die Anmerkungen.</translation>
    </message>
    <message>
        <source>Exit status: 0 the ruleset is shown; 2 it could not be found or read (the reason on stderr), or the arguments were wrong.</source>
        <translation>Exit-Status: 0 das Regelwerk wird gezeigt; 2 es war nicht auffindbar oder lesbar (der Grund auf stderr), oder die Argumente waren falsch.</translation>
    </message>
    <message>
        <source>(invalid: run kiosk rules validate {path})</source>
        <translation>(ungültig: kiosk rules validate {path} ausführen)</translation>
    </message>
    <message>
        <source>start the training app (the default)</source>
        <translation>die Schulungs-App starten (Standard)</translation>
    </message>
    <message>
        <source>house ruleset id or YAML path</source>
        <translation>ID des Regelwerks oder Pfad zur YAML-Datei</translation>
    </message>
    <message>
        <source>UI language</source>
        <translation>Sprache der Oberfläche</translation>
    </message>
    <message>
        <source>full screen, no way out without a supervisor</source>
        <translation>Vollbild, Beenden nur durch die Aufsicht</translation>
    </message>
    <message>
        <source>exit once the first screen is shown (start-up check)</source>
        <translation>beenden, sobald die erste Seite angezeigt ist (Starttest)</translation>
    </message>
    <message>
        <source>Exit status: 0 the app was closed; 2 the settings, the house ruleset or the records database could not be opened (the reason is shown), or the arguments were wrong; 130 interrupted; 143 stopped (SIGTERM, as at a shutdown; 129 for SIGHUP): a running drill or exam was ended first.</source>
        <translation>Exit-Status: 0 die App wurde geschlossen; 2 die Einstellungen, das Regelwerk des Hauses oder die Datenbank konnten nicht geöffnet werden (der Grund wird angezeigt), oder die Argumente waren falsch; 130 abgebrochen; 143 beendet (SIGTERM, wie beim Herunterfahren; 129 bei SIGHUP): eine laufende Übung oder Prüfung wurde vorher ordentlich beendet.</translation>
    </message>
    <message>
        <source>check this installation; exit 0 only if every check passes</source>
        <translation>diese Installation prüfen; Exit-Status 0 nur, wenn jeder Test besteht</translation>
    </message>
    <message>
        <source>Exit status: 0 every check passed; 1 a check failed (each check is listed with OK or FAIL and the reason); 2 the arguments were wrong.</source>
        <translation>Exit-Status: 0 alle Tests bestanden; 1 ein Test fehlgeschlagen (jeder Test wird mit OK oder FEHLER und dem Grund aufgeführt); 2 die Argumente waren falsch.</translation>
    </message>
    <message>
        <source>open the records in this folder (default: a temporary one)</source>
        <translation>die Daten in diesem Ordner öffnen (Standard: ein temporärer)</translation>
    </message>
    <message>
        <source>render every screen to PNG (README gallery, translations)</source>
        <translation>jede Seite als PNG ausgeben (README-Galerie, Übersetzungen)</translation>
    </message>
    <message>
        <source>Exit status: 0 the screenshots were written; 1 a file could not be written; 2 the ruleset could not be found or read, or the arguments were wrong.</source>
        <translation>Exit-Status: 0 die Bildschirmfotos wurden geschrieben; 1 eine Datei konnte nicht geschrieben werden; 2 das Regelwerk war nicht auffindbar oder lesbar, oder die Argumente waren falsch.</translation>
    </message>
    <message>
        <source>folder for the PNG files</source>
        <translation>Ordner für die PNG-Dateien</translation>
    </message>
    <message>
        <source>language of the screens (default: all)</source>
        <translation>Sprache der Seiten (Standard: alle)</translation>
    </message>
    <message>
        <source>window size in pixels, at least 1024x700; below 1280x800 the look is the compact one of smaller screens (default: 1280x800)</source>
        <translation>Fenstergrösse in Pixeln, mindestens 1024x700; unter 1280x800 die kompakte Darstellung kleinerer Bildschirme (Standard: 1280x800)</translation>
    </message>
    <message>
        <source>expected a size as WIDTHxHEIGHT, e.g. 1024x700: {text}</source>
        <translation>erwartet wird eine Grösse als BREITExHÖHE, z. B. 1024x700: {text}</translation>
    </message>
    <message>
        <source>the window is at least 1024x700: {text}</source>
        <translation>das Fenster muss mindestens 1024x700 gross sein: {text}</translation>
    </message>
    <message>
        <source>write a realistic coup log with planted dealing errors</source>
        <translation>ein realistisches Coup-Protokoll mit eingestreuten Gebefehlern schreiben</translation>
    </message>
    <message>
        <source>Exit status: 0 the log was written; 2 the ruleset could not be found or read, a number was out of range, a file could not be written, or the arguments were wrong.</source>
        <translation>Exit-Status: 0 das Protokoll wurde geschrieben; 2 das Regelwerk war nicht auffindbar oder lesbar, eine Zahl lag ausserhalb des Bereichs, eine Datei konnte nicht geschrieben werden, oder die Argumente waren falsch.</translation>
    </message>
    <message>
        <source>house ruleset</source>
        <translation>Regelwerk des Hauses</translation>
    </message>
    <message>
        <source>number of coups, shared out over the tables</source>
        <translation>Anzahl Coups, auf die Tische verteilt</translation>
    </message>
    <message>
        <source>share of coups with a planted error, 0 to 1</source>
        <translation>Anteil der Coups mit eingestreutem Fehler, 0 bis 1</translation>
    </message>
    <message>
        <source>random seed: the same seed writes the same log</source>
        <translation>Startwert des Zufalls: derselbe Startwert schreibt dasselbe Protokoll</translation>
    </message>
    <message>
        <source>number of tables, their rows interleaved by time (default: 1)</source>
        <translation>Anzahl Tische, ihre Zeilen zeitlich verschränkt (Standard: 1)</translation>
    </message>
    <message>
        <source>csv: a header row, then one coup a line; jsonl: JSON Lines</source>
        <translation>csv: eine Kopfzeile, dann ein Coup pro Zeile; jsonl: JSON Lines</translation>
    </message>
    <message>
        <source>write the log here (- or left out: standard output)</source>
        <translation>das Protokoll hierhin schreiben (- oder weggelassen: Standardausgabe)</translation>
    </message>
    <message>
        <source>also write the planted errors (the answer key) as JSON</source>
        <translation>auch die eingestreuten Fehler (die Lösung) als JSON schreiben</translation>
    </message>
    <message>
        <source>--coups must be 0 or more</source>
        <translation>--coups muss 0 oder mehr sein</translation>
    </message>
    <message>
        <source>--misdeal-rate must lie between 0 and 1</source>
        <translation>--misdeal-rate muss zwischen 0 und 1 liegen</translation>
    </message>
    <message>
        <source>--tables must be 1 or more</source>
        <translation>--tables muss 1 oder mehr sein</translation>
    </message>
    <message>
        <source>check recorded coups for over-draws, under-draws and wrong calls</source>
        <translation>aufgezeichnete Coups auf zu viel oder zu wenig gezogene Karten und falsche Ansagen prüfen</translation>
    </message>
    <message>
        <source>Check coup logs (CSV or JSON Lines) against a house ruleset. A CSV log starts with a header naming at least the columns table, shoe, coup, punto and banco; its lines may end in LF, CRLF or CR alone; it may be UTF-8 or UTF-16 (with a byte order mark, as spreadsheets write it). LOG may be - for standard input, or a pipe. Rows that cannot be read are listed with their line and the rest is still checked.</source>
        <translation>Coup-Protokolle (CSV oder JSON Lines) gegen ein Hausregelwerk prüfen. Ein CSV-Protokoll beginnt mit einer Kopfzeile, die mindestens die Spalten table, shoe, coup, punto und banco nennt; seine Zeilen dürfen auf LF, CRLF oder CR allein enden; es darf UTF-8 oder UTF-16 sein (mit Byte-Order-Mark, wie Tabellenkalkulationen es schreiben). LOG darf - für die Standardeingabe oder eine Pipe sein. Zeilen, die nicht gelesen werden können, werden mit ihrer Zeilennummer aufgeführt; der Rest wird trotzdem geprüft.</translation>
    </message>
    <message>
        <source>Exit status: 0 no misdeal found; 1 misdeals found; 2 a log or the ruleset could not be read, a log was written to while it was read, the logs hold no coup that could be read, the output could not be written, or the arguments were wrong.</source>
        <translation>Exit-Status: 0 kein Ziehfehler gefunden; 1 Ziehfehler gefunden; 2 ein Protokoll oder das Regelwerk konnte nicht gelesen werden, in ein Protokoll wurde geschrieben, während es gelesen wurde, die Protokolle enthalten keinen lesbaren Coup, die Ausgabe konnte nicht geschrieben werden oder die Argumente waren falsch.</translation>
    </message>
    <message>
        <source>coup log, or - for standard input</source>
        <translation>Coup-Protokoll, oder - für die Standardeingabe</translation>
    </message>
    <message>
        <source>text: a report to read (default); json: findings and summary for programs; csv: one row per error or unreadable row for a spreadsheet</source>
        <translation>text: ein Bericht zum Lesen (Standard); json: Befunde und Zusammenfassung für Programme; csv: eine Zeile je Fehler oder unlesbarer Zeile für eine Tabellenkalkulation</translation>
    </message>
    <message>
        <source>follow one log that is still being written (UTF-8): report each error as its coup arrives, until Ctrl-C</source>
        <translation>einem Protokoll folgen, das noch geschrieben wird (UTF-8): jeden Fehler melden, sobald sein Coup eintrifft, bis Ctrl-C</translation>
    </message>
    <message>
        <source>write the report here (- or left out: standard output)</source>
        <translation>den Bericht hierhin schreiben (- oder weggelassen: Standardausgabe)</translation>
    </message>
    <message>
        <source>--follow takes one LOG and writes text to standard output</source>
        <translation>--follow nimmt ein LOG und schreibt Text auf die Standardausgabe</translation>
    </message>
    <message>
        <source>coups followed: {coups}, errors: {errors}</source>
        <translation>verfolgte Coups: {coups}, Fehler: {errors}</translation>
    </message>
    <message>
        <source>verifying: {percent} %</source>
        <translation>Kontrolle: {percent} %</translation>
    </message>
    <message>
        <source>verifying: {lines} lines read</source>
        <translation>Kontrolle: {lines} Zeilen gelesen</translation>
    </message>
    <message>
        <source>{path}: is one of the logs; the report would overwrite it</source>
        <translation>{path}: ist eines der Protokolle; der Bericht würde es überschreiben</translation>
    </message>
    <message>
        <source>no coup could be read from {files}</source>
        <translation>aus {files} konnte kein Coup gelesen werden</translation>
    </message>
    <message>
        <source>{path}: cannot write ({error})</source>
        <translation>{path}: kann nicht geschrieben werden ({error})</translation>
    </message>
    <message>
        <source>the room&apos;s notary: signing key, examiners, registered exams</source>
        <translation>der Notar des Raums: Signaturschlüssel, prüfende Personen, registrierte Prüfungen</translation>
    </message>
    <message>
        <source>the notary&apos;s own folder (default: %(default)s)</source>
        <translation>der eigene Ordner des Notars (Standard: %(default)s)</translation>
    </message>
    <message>
        <source>make the room&apos;s signing key</source>
        <translation>den Signaturschlüssel des Raums erzeugen</translation>
    </message>
    <message>
        <source>the room&apos;s or casino&apos;s name</source>
        <translation>der Name des Raums oder des Casinos</translation>
    </message>
    <message>
        <source>print the public key and fingerprint</source>
        <translation>den öffentlichen Schlüssel und seinen Fingerabdruck ausgeben</translation>
    </message>
    <message>
        <source>print the key&apos;s keyring entry (for `kiosk notary trust`)</source>
        <translation>den Schlüsselbund-Eintrag des Schlüssels ausgeben (für `kiosk notary trust`)</translation>
    </message>
    <message>
        <source>install a notary&apos;s key in a keyring, by its fingerprint</source>
        <translation>den Schlüssel eines Notars anhand seines Fingerabdrucks in einen Schlüsselbund aufnehmen</translation>
    </message>
    <message>
        <source>the key&apos;s keyring entry file</source>
        <translation>die Datei mit dem Schlüsselbund-Eintrag des Schlüssels</translation>
    </message>
    <message>
        <source>the fingerprint shown at the notary&apos;s console</source>
        <translation>der Fingerabdruck, den die Konsole des Notars zeigt</translation>
    </message>
    <message>
        <source>revoke a key in a keyring from a date</source>
        <translation>einen Schlüssel im Schlüsselbund ab einem Zeitpunkt widerrufen</translation>
    </message>
    <message>
        <source>the key&apos;s id</source>
        <translation>die Kennung des Schlüssels</translation>
    </message>
    <message>
        <source>from when its seals count no more (ISO 8601, with time zone)</source>
        <translation>ab wann seine Siegel nicht mehr gelten (ISO 8601, mit Zeitzone)</translation>
    </message>
    <message>
        <source>replace the room&apos;s signing key, the old one sealing the hand-over to the new</source>
        <translation>den Signaturschlüssel des Raums ersetzen; der alte versiegelt die Übergabe an den neuen</translation>
    </message>
    <message>
        <source>create the notary&apos;s role, schema and grants (as a superuser)</source>
        <translation>Rolle, Schema und Rechte des Notars anlegen (als Superuser)</translation>
    </message>
    <message>
        <source>the records database, as a superuser</source>
        <translation>die Datenbank des Datenservers, als Superuser</translation>
    </message>
    <message>
        <source>register an exam or ruleset file for certification (examiner&apos;s code)</source>
        <translation>eine Prüfungs- oder Regelwerksdatei für die Zertifizierung registrieren (Code der prüfenden Person)</translation>
    </message>
    <message>
        <source>the YAML file</source>
        <translation>die YAML-Datei</translation>
    </message>
    <message>
        <source>what it is</source>
        <translation>was sie ist</translation>
    </message>
    <message>
        <source>the examiner who confirms it</source>
        <translation>die prüfende Person, die es bestätigt</translation>
    </message>
    <message>
        <source>the examiner&apos;s current code (asked for when left out)</source>
        <translation>der aktuelle Code der prüfenden Person (wird erfragt, wenn er fehlt)</translation>
    </message>
    <message>
        <source>answer the kiosks&apos; requests until stopped (one at a time)</source>
        <translation>die Anfragen der Kiosks beantworten, bis er gestoppt wird (nur einer zugleich)</translation>
    </message>
    <message>
        <source>look for requests at least this often (default: %(default)s)</source>
        <translation>mindestens so oft nach Anfragen sehen (Standard: %(default)s)</translation>
    </message>
    <message>
        <source>check every seal on the records server against a pinned keyring</source>
        <translation>jedes Siegel auf dem Datenserver gegen einen fest hinterlegten Schlüsselbund prüfen</translation>
    </message>
    <message>
        <source>Exit status: 0 every seal is signed by a trusted key and the chain is whole; 1 a finding (each is listed) or refused; 2 wrong arguments.</source>
        <translation>Exit-Status: 0 jedes Siegel ist mit einem vertrauenswürdigen Schlüssel signiert und die Kette ist vollständig; 1 ein Befund (jeder wird aufgeführt) oder abgelehnt; 2 falsche Argumente.</translation>
    </message>
    <message>
        <source>the records server, as any role that reads it</source>
        <translation>der Datenserver, mit einer beliebigen Rolle, die ihn lesen darf</translation>
    </message>
    <message>
        <source>Exit status: 0 done; 1 refused (the reason is printed); 2 wrong arguments.</source>
        <translation>Exit-Status: 0 erledigt; 1 abgelehnt (der Grund wird ausgegeben); 2 falsche Argumente.</translation>
    </message>
    <message>
        <source>enrol an examiner: a one-time-code secret, shown once as a QR code</source>
        <translation>eine prüfende Person erfassen: ein Geheimnis für Einmalcodes, einmal als QR-Code angezeigt</translation>
    </message>
    <message>
        <source>the examiner&apos;s name</source>
        <translation>der Name der prüfenden Person</translation>
    </message>
    <message>
        <source>give an enrolled examiner a new secret (also ends a lock)</source>
        <translation>einer erfassten prüfenden Person ein neues Geheimnis geben (hebt auch eine Sperre auf)</translation>
    </message>
    <message>
        <source>the records server, connected to as the notary&apos;s role</source>
        <translation>der Datenserver, verbunden mit der Rolle des Notars</translation>
    </message>
    <message>
        <source>the pinned keyring (default: %(default)s)</source>
        <translation>der fest hinterlegte Schlüsselbund (Standard: %(default)s)</translation>
    </message>
</context>
<context>
    <name>confirm</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>exams</name>
    <message>
        <source>a duration such as 900, 15m or 12m 30s, from 1 s to {hours} h</source>
        <translation>eine Dauer wie 900, 15m oder 12m 30s, von 1 s bis {hours} h</translation>
    </message>
    <message>
        <source>a share from 0.01 to 1 (0.9) or a percentage from 1% to 100% (90%)</source>
        <translation>ein Anteil von 0.01 bis 1 (0.9) oder ein Prozentwert von 1% bis 100% (90%)</translation>
    </message>
    <message>
        <source>&apos;{value}&apos; is not a known ruleset, {suggestion}</source>
        <translation>«{value}» ist kein bekanntes Regelwerk, {suggestion}</translation>
    </message>
    <message>
        <source>{value} is already a part of this exam, expected each drill once</source>
        <translation>{value} ist bereits Teil dieser Prüfung, erwartet: jede Übung einmal</translation>
    </message>
    <message>
        <source>red lines on irregularity cases need items to fail on, expected a part with drill: irregularities</source>
        <translation>Ausschlussfehler bei Unregelmässigkeiten brauchen Aufgaben dazu, erwartet: ein Teil mit drill: irregularities</translation>
    </message>
    <message>
        <source>&apos;{value}&apos; is no irregularity case of ruleset {ruleset}, {suggestion}</source>
        <translation>&apos;{value}&apos; ist kein Fall einer Unregelmässigkeit im Regelwerk {ruleset}, {suggestion}</translation>
    </message>
    <message>
        <source>red line cases are named without their red line, expected wrong-remedy in practical.red_lines</source>
        <translation>Fälle für Ausschlussfehler sind ohne ihren Ausschlussfehler genannt, erwartet: wrong-remedy in practical.red_lines</translation>
    </message>
    <message>
        <source>a tolerance between examiners needs two of them, expected examiners: 2</source>
        <translation>eine Toleranz zwischen prüfenden Personen braucht zwei davon, erwartet: examiners: 2</translation>
    </message>
    <message>
        <source>{value} points would let examiners differ by a whole criterion, expected less than the smallest scale ({scale})</source>
        <translation>mit {value} Punkten dürften die prüfenden Personen um ein ganzes Kriterium abweichen, erwartet: weniger als die kleinste Skala ({scale})</translation>
    </message>
    <message>
        <source>an exam</source>
        <translation>eine Prüfung</translation>
    </message>
    <message>
        <source>the file is empty, expected an exam</source>
        <translation>die Datei ist leer, erwartet: eine Prüfung</translation>
    </message>
    <message>
        <source>{name}: unknown exam (known: {known})</source>
        <translation>{name}: unbekannte Prüfung (bekannt: {known})</translation>
    </message>
</context>
<context>
    <name>notary</name>
    <message>
        <source>records server: {error}</source>
        <translation>Datenserver: {error}</translation>
    </message>
    <message>
        <source>room: {room}</source>
        <translation>Raum: {room}</translation>
    </message>
    <message>
        <source>key id: {key_id}</source>
        <translation>Schlüssel-ID: {key_id}</translation>
    </message>
    <message>
        <source>fingerprint: {fingerprint}</source>
        <translation>Fingerabdruck: {fingerprint}</translation>
    </message>
    <message>
        <source>{path}: the room&apos;s signing key is made</source>
        <translation>{path}: der Signaturschlüssel des Raums ist erzeugt</translation>
    </message>
    <message>
        <source>{path}: trusts key {key_id} of {room}</source>
        <translation>{path}: vertraut dem Schlüssel {key_id} von {room}</translation>
    </message>
    <message>
        <source>{path}: sealed hand-overs to earlier keys kept: {count}</source>
        <translation>{path}: behaltene versiegelte Übergaben an frühere Schlüssel: {count}</translation>
    </message>
    <message>
        <source>--from {text}: expected a time with its zone, such as {example}</source>
        <translation>--from {text}: erwartet wird eine Zeit mit Zeitzone, etwa {example}</translation>
    </message>
    <message>
        <source>{path}: key {key_id} revoked from {when}</source>
        <translation>{path}: Schlüssel {key_id} ab {when} widerrufen</translation>
    </message>
    <message>
        <source>seal {seal}: the old key {old} handed the room over to the new key</source>
        <translation>Siegel {seal}: der alte Schlüssel {old} hat den Raum an den neuen Schlüssel übergeben</translation>
    </message>
    <message>
        <source>Install the new key in every verifier&apos;s keyring (kiosk notary public-key --entry, then kiosk notary trust); seals of the old key stay valid through the hand-over.</source>
        <translation>Den neuen Schlüssel in den Schlüsselbund jedes prüfenden PCs aufnehmen (kiosk notary public-key --entry, dann kiosk notary trust); Siegel des alten Schlüssels bleiben durch die Übergabe gültig.</translation>
    </message>
    <message>
        <source>{name} is enrolled. Scan this code with an authenticator app; it is shown only now.</source>
        <translation>{name} ist erfasst. Diesen Code mit einer Authenticator-App scannen; er wird nur jetzt angezeigt.</translation>
    </message>
    <message>
        <source>secret (to type in instead): {secret}</source>
        <translation>Geheimnis (zum Eintippen statt Scannen): {secret}</translation>
    </message>
    <message>
        <source>the notary&apos;s schema is at version {now} (was {before})</source>
        <translation>das Schema des Notars ist auf Version {now} (vorher {before})</translation>
    </message>
    <message>
        <source>{examiner}&apos;s current code: </source>
        <translation>aktueller Code von {examiner}: </translation>
    </message>
    <message>
        <source>{path}: registered as {kind} {name}, hash {hash}, seal {seal}</source>
        <translation>{path}: registriert als {kind} {name}, Hash {hash}, Siegel {seal}</translation>
    </message>
    <message>
        <source>{kind} request {request}: seal {seal}</source>
        <translation>Anfrage {kind} {request}: Siegel {seal}</translation>
    </message>
    <message>
        <source>{kind} request {request}: refused ({reason})</source>
        <translation>Anfrage {kind} {request}: abgelehnt ({reason})</translation>
    </message>
    <message>
        <source>the notary serves; stop it with SIGTERM</source>
        <translation>der Notar arbeitet; mit SIGTERM stoppen</translation>
    </message>
    <message>
        <source>seal {number}: {text}</source>
        <translation>Siegel {number}: {text}</translation>
    </message>
    <message>
        <source>seals read: {read}; findings: {findings}</source>
        <translation>gelesene Siegel: {read}; Befunde: {findings}</translation>
    </message>
    <message>
        <source>seals read: {read}; each signed by a trusted key, the chain whole</source>
        <translation>gelesene Siegel: {read}; jedes mit einem vertrauenswürdigen Schlüssel signiert, die Kette vollständig</translation>
    </message>
    <message>
        <source>records server {url}: cannot connect ({reason})</source>
        <translation>Datenserver {url}: keine Verbindung ({reason})</translation>
    </message>
    <message>
        <source>the code is accepted</source>
        <translation>der Code ist angenommen</translation>
    </message>
    <message>
        <source>the code is wrong</source>
        <translation>der Code ist falsch</translation>
    </message>
    <message>
        <source>the code was used already</source>
        <translation>der Code wurde schon verwendet</translation>
    </message>
    <message>
        <source>the examiner is locked after too many wrong codes</source>
        <translation>die prüfende Person ist nach zu vielen falschen Codes gesperrt</translation>
    </message>
    <message>
        <source>no such examiner</source>
        <translation>keine solche prüfende Person</translation>
    </message>
    <message>
        <source>{path}: not the notary&apos;s examiners ({error})</source>
        <translation>{path}: nicht die prüfenden Personen des Notars ({error})</translation>
    </message>
    <message>
        <source>an examiner&apos;s name is 1 to {most} printable characters</source>
        <translation>der Name einer prüfenden Person hat 1 bis {most} druckbare Zeichen</translation>
    </message>
    <message>
        <source>{name} is enrolled already (--replace gives a new secret)</source>
        <translation>{name} ist schon erfasst (--replace gibt ein neues Geheimnis)</translation>
    </message>
    <message>
        <source>a seed is at least 32 hex digits, not {seed!r}</source>
        <translation>ein Startwert hat mindestens 32 Hex-Ziffern, nicht {seed!r}</translation>
    </message>
    <message>
        <source>a room needs a name</source>
        <translation>ein Raum braucht einen Namen</translation>
    </message>
    <message>
        <source>{path}: a signing key is already there; it is kept</source>
        <translation>{path}: ein Signaturschlüssel ist schon da; er bleibt erhalten</translation>
    </message>
    <message>
        <source>{path}: not a signing key of the notary ({error})</source>
        <translation>{path}: kein Signaturschlüssel des Notars ({error})</translation>
    </message>
    <message>
        <source>{path}:{line}: not valid JSON ({error})</source>
        <translation>{path}:{line}: kein gültiges JSON ({error})</translation>
    </message>
    <message>
        <source>{path}: expected a JSON object</source>
        <translation>{path}: erwartet wird ein JSON-Objekt</translation>
    </message>
    <message>
        <source>{where}: expected a list of sealed hand-overs</source>
        <translation>{where}: erwartet wird eine Liste versiegelter Übergaben</translation>
    </message>
    <message>
        <source>{where}[{index}]: expected a seal (number, payload, signature)</source>
        <translation>{where}[{index}]: erwartet wird ein Siegel (number, payload, signature)</translation>
    </message>
    <message>
        <source>{path}: expected a keyring ({format}) with a list of keys</source>
        <translation>{path}: erwartet wird ein Schlüsselbund ({format}) mit einer Liste von Schlüsseln</translation>
    </message>
    <message>
        <source>the key&apos;s fingerprint is {actual}, not {expected}: it is not installed</source>
        <translation>der Fingerabdruck des Schlüssels ist {actual}, nicht {expected}: er wird nicht aufgenommen</translation>
    </message>
    <message>
        <source>{path}: no key {key_id}</source>
        <translation>{path}: kein Schlüssel {key_id}</translation>
    </message>
    <message>
        <source>{path}: not found</source>
        <translation>{path}: nicht gefunden</translation>
    </message>
    <message>
        <source>{path}: not a regular file</source>
        <translation>{path}: keine gewöhnliche Datei</translation>
    </message>
    <message>
        <source>{path}: must belong to this user and be readable by it alone (mode 0600); it has mode {mode:04o} and owner {uid}</source>
        <translation>{path}: muss diesem Benutzer gehören und nur für ihn lesbar sein (Modus 0600); sie hat Modus {mode:04o} und Besitzer {uid}</translation>
    </message>
    <message>
        <source>{path}: not UTF-8 text</source>
        <translation>{path}: kein UTF-8-Text</translation>
    </message>
    <message>
        <source>init-server needs a superuser (it creates the notary&apos;s roles)</source>
        <translation>init-server braucht einen Superuser (es legt die Rollen des Notars an)</translation>
    </message>
    <message>
        <source>the server does not keep commit times, which answers are timed by: run ALTER SYSTEM SET track_commit_timestamp = on; and restart PostgreSQL</source>
        <translation>der Server speichert keine Commit-Zeiten, nach denen die Zeit der Antworten bemessen wird: ALTER SYSTEM SET track_commit_timestamp = on; ausführen und PostgreSQL neu starten</translation>
    </message>
    <message>
        <source>roles {roles} are missing: run `kiosk records init-server` on this database first</source>
        <translation>die Rollen {roles} fehlen: zuerst `kiosk records init-server` auf dieser Datenbank ausführen</translation>
    </message>
    <message>
        <source>{path}: not the notary&apos;s seal head</source>
        <translation>{path}: nicht der Siegelkopf des Notars</translation>
    </message>
    <message>
        <source>the records server&apos;s seals are behind the notary&apos;s head (seal {number}): a restored backup or deleted or edited seals; nothing is sealed</source>
        <translation>die Siegel auf dem Datenserver liegen hinter dem Siegelkopf des Notars (Siegel {number}): eine zurückgespielte Sicherung oder gelöschte oder geänderte Siegel; es wird nichts versiegelt</translation>
    </message>
    <message>
        <source>seal {number} handed the room over to its next key; start the notary again to sign with it</source>
        <translation>Siegel {number} hat den Raum an seinen nächsten Schlüssel übergeben; den Notar neu starten, damit er mit diesem signiert</translation>
    </message>
    <message>
        <source>seal {number} on the records server was not made by this notary after its head; nothing is sealed</source>
        <translation>Siegel {number} auf dem Datenserver stammt nicht von diesem Notar nach seinem Siegelkopf; es wird nichts versiegelt</translation>
    </message>
    <message>
        <source>unreadable payload</source>
        <translation>unlesbarer Inhalt</translation>
    </message>
    <message>
        <source>its payload says number {number}</source>
        <translation>sein Inhalt nennt die Nummer {number}</translation>
    </message>
    <message>
        <source>signed by key {key_id}, which the keyring does not trust</source>
        <translation>signiert mit Schlüssel {key_id}, dem der Schlüsselbund nicht vertraut</translation>
    </message>
    <message>
        <source>the signature does not match its payload</source>
        <translation>die Signatur passt nicht zu seinem Inhalt</translation>
    </message>
    <message>
        <source>sealed at {when}, when key {key_id} was not valid</source>
        <translation>versiegelt am {when}, als Schlüssel {key_id} nicht gültig war</translation>
    </message>
    <message>
        <source>seals {first} to {last} are missing</source>
        <translation>die Siegel {first} bis {last} fehlen</translation>
    </message>
    <message>
        <source>out of order after seal {number}</source>
        <translation>nicht in der Reihenfolge nach Siegel {number}</translation>
    </message>
    <message>
        <source>does not follow the seal before it</source>
        <translation>schliesst nicht an das vorherige Siegel an</translation>
    </message>
    <message>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>nicht bestanden</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>aufgegeben</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>voided</source>
        <translation>annulliert</translation>
    </message>
    <message>
        <source>retry allowed</source>
        <translation>neuer Versuch zugelassen</translation>
    </message>
    <message>
        <source>superseded</source>
        <translation>ersetzt</translation>
    </message>
    <message>
        <source>names no candidate and exam</source>
        <translation>nennt keine Person und keine Prüfung</translation>
    </message>
    <message>
        <source>names no attempt</source>
        <translation>nennt keinen Versuch</translation>
    </message>
    <message>
        <source>seals attempt {attempt}, which no seal started</source>
        <translation>versiegelt Versuch {attempt}, dessen Beginn kein Siegel enthält</translation>
    </message>
    <message>
        <source>{path}: registered already (seal {seal})</source>
        <translation>{path}: schon registriert (Siegel {seal})</translation>
    </message>
    <message>
        <source>another notary is serving this records server already</source>
        <translation>ein anderer Notar arbeitet schon für diesen Datenserver</translation>
    </message>
    <message>
        <source>{path}: expected a list of sealed hand-overs</source>
        <translation>{path}: erwartet wird eine Liste versiegelter Übergaben</translation>
    </message>
</context>
<context>
    <name>records</name>
    <message>
        <source>No trainee with id or badge {id}.</source>
        <translation>Kein Trainee mit ID oder Ausweisnummer {id}.</translation>
    </message>
    <message>
        <source>certified</source>
        <translation>zertifiziert</translation>
    </message>
    <message>
        <source>not passed</source>
        <translation>nicht bestanden</translation>
    </message>
    <message>
        <source>no exam</source>
        <translation>keine Prüfung</translation>
    </message>
    <message>
        <source>No trainees yet.</source>
        <translation>Noch keine Trainees.</translation>
    </message>
    <message>
        <source>(archived)</source>
        <translation>(archiviert)</translation>
    </message>
    <message>
        <source>No kiosk has reported to these records yet.</source>
        <translation>Bei diesen Daten hat sich noch kein Kiosk gemeldet.</translation>
    </message>
    <message>
        <source>{waiting} waiting, {aside} set aside, version {version}</source>
        <translation>{waiting} wartend, {aside} zurückgestellt, Version {version}</translation>
    </message>
    <message>
        <source>(not heard from since)</source>
        <translation>(seither nicht mehr gemeldet)</translation>
    </message>
    <message>
        <source>Trainee {id}: {name}</source>
        <translation>Trainee {id}: {name}</translation>
    </message>
    <message>
        <source>No exam results yet.</source>
        <translation>Noch keine Prüfungsergebnisse.</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>nicht bestanden</translation>
    </message>
    <message>
        <source>void ({reason})</source>
        <translation>annulliert ({reason})</translation>
    </message>
    <message>
        <source>{name}: {item} — {lapses} lapses, {rate} wrong lately</source>
        <translation>{name}: {item} — {lapses} Rückfälle, zuletzt {rate} falsch</translation>
    </message>
    <message>
        <source>No leeches.</source>
        <translation>Keine Dauerfehler.</translation>
    </message>
    <message>
        <source>--since {value}: expected a date such as 2026-03-01</source>
        <translation>--since {value}: erwartet: ein Datum wie 2026-03-01</translation>
    </message>
    <message>
        <source>{path}: holds the records; writing the output there would lose them</source>
        <translation>{path}: enthält die Daten; die Ausgabe dorthin würde sie zerstören</translation>
    </message>
    <message>
        <source>Exam attempt {id} was voided: it has no certificate.</source>
        <translation>Prüfungsversuch {id} wurde annulliert: er hat kein Zertifikat.</translation>
    </message>
    <message>
        <source>No ended exam attempt {id} sealed by the notary.</source>
        <translation>Kein beendeter Prüfungsversuch {id}, den der Notar versiegelt hat.</translation>
    </message>
    <message>
        <source>No exam result {id}.</source>
        <translation>Kein Prüfungsergebnis {id}.</translation>
    </message>
    <message>
        <source>New gate code: </source>
        <translation>Neue Aufsichts-PIN: </translation>
    </message>
    <message>
        <source>A gate code is 10 to 32 digits, at least 4 different ones, not a plain run; nothing was made.</source>
        <translation>Eine Aufsichts-PIN hat 10 bis 32 Ziffern, mindestens 4 verschiedene, keine einfache Folge; nichts wurde erstellt.</translation>
    </message>
    <message>
        <source>The two codes differ; nothing was made.</source>
        <translation>Die beiden PINs sind verschieden; nichts wurde erstellt.</translation>
    </message>
    <message>
        <source>Put this line in {path} (root&apos;s alone to write).</source>
        <translation>Diese Zeile in {path} eintragen (nur root darf die Datei schreiben).</translation>
    </message>
    <message>
        <source>On a records server the notary seals every void: an examiner asks for it from the supervisor area (docs/notary.md).</source>
        <translation>Auf einem Datenserver versiegelt der Notar jede Annullierung: eine prüfende Person beantragt sie im Aufsichtsbereich (docs/notary.md).</translation>
    </message>
    <message>
        <source>Exam result {id} is void (not attested: one PC).</source>
        <translation>Prüfungsergebnis {id} ist annulliert (nicht beglaubigt: ein PC).</translation>
    </message>
    <message>
        <source>Wrote {path}</source>
        <translation>{path} geschrieben</translation>
    </message>
    <message>
        <source>Seal {number}: {text}</source>
        <translation>Siegel {number}: {text}</translation>
    </message>
    <message>
        <source>Attempt {attempt}: {state}; trainee {trainee}, exam {exam}, started {when} at {kiosk}, examiner {examiner}</source>
        <translation>Versuch {attempt}: {state}; Trainee {trainee}, Prüfung {exam}, begonnen {when} an {kiosk}, prüfende Person {examiner}</translation>
    </message>
    <message>
        <source>Attempt {attempt} (PC): {kind}, sealed before the notary, key {key}</source>
        <translation>Versuch {attempt} (PC): {kind}, vor dem Notar versiegelt, Schlüssel {key}</translation>
    </message>
    <message>
        <source>{attempts} attempts sealed by the notary, {legacy} sealed before it; {seals} seals, each signed by a trusted key, the chain whole.</source>
        <translation>{attempts} Versuche vom Notar versiegelt, {legacy} vor ihm; {seals} Siegel, jedes mit einem vertrauenswürdigen Schlüssel signiert, die Kette vollständig.</translation>
    </message>
    <message>
        <source>(invalid: run kiosk records exams {path})</source>
        <translation>(ungültig: kiosk records exams {path} ausführen)</translation>
    </message>
    <message>
        <source>{url}: expected a postgresql:// URL</source>
        <translation>{url}: erwartet wird eine postgresql://-URL</translation>
    </message>
    <message>
        <source>{url}: the server refused: {reason}</source>
        <translation>{url}: der Server hat abgelehnt: {reason}</translation>
    </message>
    <message>
        <source>Records server ready: database {db}, schema version {now} (was {before}).</source>
        <translation>Datenserver bereit: Datenbank {db}, Schema-Version {now} (vorher {before}).</translation>
    </message>
    <message>
        <source>Roles created: {roles}.</source>
        <translation>Angelegte Rollen: {roles}.</translation>
    </message>
    <message>
        <source>Roles: {roles}.</source>
        <translation>Rollen: {roles}.</translation>
    </message>
    <message>
        <source>Lines for each kiosk&apos;s site settings (settings.yaml):</source>
        <translation>Zeilen für die Standort-Einstellungen jedes Kiosks (settings.yaml):</translation>
    </message>
    <message>
        <source>Exam attempts: {a} new of {a_all}. Seals from before the notary: {s} new of {s_all}, each with its PC&apos;s key.</source>
        <translation>Prüfungsversuche: {a} neu von {a_all}. Siegel aus der Zeit vor dem Notar: {s} neu von {s_all}, jedes mit dem Schlüssel seines PCs.</translation>
    </message>
    <message>
        <source>The same code again: </source>
        <translation>PIN wiederholen: </translation>
    </message>
    <message>
        <source>No exam attempts yet.</source>
        <translation>Noch keine Prüfungsversuche.</translation>
    </message>
    <message>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>void</source>
        <translation>annulliert</translation>
    </message>
    <message>
        <source>new attempt allowed</source>
        <translation>neuer Versuch zugelassen</translation>
    </message>
    <message>
        <source>the certificate&apos;s seal is damaged</source>
        <translation>das Siegel des Zertifikats ist beschädigt</translation>
    </message>
    <message>
        <source>No group {name}.</source>
        <translation>Keine Gruppe {name}.</translation>
    </message>
    <message>
        <source>No groups yet.</source>
        <translation>Noch keine Gruppen.</translation>
    </message>
    <message>
        <source>--start {value}: expected a date such as 2026-03-01</source>
        <translation>--start {value}: erwartet wird ein Datum wie 2026-03-01</translation>
    </message>
    <message>
        <source>Group {id}: {name}</source>
        <translation>Gruppe {id}: {name}</translation>
    </message>
    <message>
        <source>Tableau cells the group misses most:</source>
        <translation>Tableau-Felder, bei denen die Gruppe am häufigsten irrt:</translation>
    </message>
    <message>
        <source>  banco {total}, punto stood: {errors} of {attempts} wrong</source>
        <translation>  Banco {total}, Punto stand: {errors} von {attempts} falsch</translation>
    </message>
    <message>
        <source>  banco {total}, punto&apos;s third card {third}: {errors} of {attempts} wrong</source>
        <translation>  Banco {total}, dritte Punto-Karte {third}: {errors} von {attempts} falsch</translation>
    </message>
    <message>
        <source>migrate copies a records file, not a server</source>
        <translation>migrate kopiert eine Datendatei, keinen Server</translation>
    </message>
    <message>
        <source>{path}: {problem}</source>
        <translation>{path}: {problem}</translation>
    </message>
    <message>
        <source>a trainee needs a name</source>
        <translation>ein Trainee braucht einen Namen</translation>
    </message>
    <message>
        <source>badge {badge} is already taken</source>
        <translation>die Ausweisnummer {badge} ist bereits vergeben</translation>
    </message>
    <message>
        <source>these records may not register a trainee</source>
        <translation>diese Daten dürfen keine Trainees erfassen</translation>
    </message>
    <message>
        <source>only a supervisor may archive or restore a trainee</source>
        <translation>nur die Aufsicht darf Trainees archivieren oder wiederherstellen</translation>
    </message>
    <message>
        <source>a group needs a name</source>
        <translation>eine Gruppe braucht einen Namen</translation>
    </message>
    <message>
        <source>there is already a group {name}</source>
        <translation>es gibt schon eine Gruppe {name}</translation>
    </message>
    <message>
        <source>only a supervisor may keep the groups</source>
        <translation>nur die Aufsicht darf Gruppen pflegen</translation>
    </message>
    <message>
        <source>No group {id}.</source>
        <translation>Keine Gruppe {id}.</translation>
    </message>
    <message>
        <source>a void needs a reason</source>
        <translation>eine Annullierung braucht eine Begründung</translation>
    </message>
    <message>
        <source>exam result {id} is void already</source>
        <translation>Prüfungsergebnis {id} ist bereits annulliert</translation>
    </message>
    <message>
        <source>the records server cannot be reached</source>
        <translation>der Datenserver ist nicht erreichbar</translation>
    </message>
    <message>
        <source>an exam kept on a kiosk is not delivered: certification exams are the notary&apos;s</source>
        <translation>eine auf einem Kiosk aufbewahrte Prüfung wird nicht geliefert: Zertifizierungsprüfungen sind Sache des Notars</translation>
    </message>
    <message>
        <source>the outbox names a session the server does not hold</source>
        <translation>der Postausgang nennt eine Sitzung, die der Server nicht hat</translation>
    </message>
    <message>
        <source>The records server cannot be reached, and this room starts exams only when it can: please wait or call the supervisor.</source>
        <translation>Der Datenserver ist nicht erreichbar; in diesem Raum starten Prüfungen nur mit Serververbindung. Bitte warten oder die Aufsicht rufen.</translation>
    </message>
    <message>
        <source>no trainee with id {id}</source>
        <translation>kein Trainee mit ID {id}</translation>
    </message>
    <message>
        <source>the records server refused it: {reason}</source>
        <translation>der Datenserver hat es abgelehnt: {reason}</translation>
    </message>
    <message>
        <source>the outbox entry is not well formed ({error})</source>
        <translation>der Eintrag im Postausgang ist beschädigt ({error})</translation>
    </message>
    <message>
        <source>session {id} is not open</source>
        <translation>Sitzung {id} ist nicht offen</translation>
    </message>
    <message>
        <source>The records server cannot be reached: new trainees are registered when it is back.</source>
        <translation>Der Datenserver ist nicht erreichbar: neue Trainees werden erfasst, sobald er wieder erreichbar ist.</translation>
    </message>
    <message>
        <source>the records database has schema version {found}, newer than {latest} which this kiosk reads; use the newer kiosk or restore a backup</source>
        <translation>die Datenbank hat die Schemaversion {found}, neuer als {latest}, die dieser Kiosk lesen kann; verwenden Sie den neueren Kiosk oder stellen Sie eine Sicherung wieder her</translation>
    </message>
    <message>
        <source>records server {url} refused the connection: {reason} (check the URL and records_passfile in the site settings)</source>
        <translation>Datenserver {url} hat die Verbindung abgelehnt: {reason} (URL und records_passfile in den Standort-Einstellungen prüfen)</translation>
    </message>
    <message>
        <source>records server {url} cannot be reached ({reason}): check that it is running and that the host and port of the records URL in the site settings are right</source>
        <translation>Datenserver {url} ist nicht erreichbar ({reason}): prüfen Sie, ob er läuft und ob Host und Port der Daten-URL in den Standort-Einstellungen stimmen</translation>
    </message>
    <message>
        <source>records server {url} cannot store now: {reason}</source>
        <translation>Datenserver {url} kann gerade nichts speichern: {reason}</translation>
    </message>
    <message>
        <source>Trainees: {added} added, {merged} already on the server (by badge). Sessions: {s} new of {s_all}. Answers: {a} new of {a_all}. Exam results: {r} new of {r_all}, not attested by the notary, which seals only what it saw.</source>
        <translation>Trainees: {added} hinzugefügt, {merged} schon auf dem Server (nach Ausweisnummer). Sitzungen: {s} neu von {s_all}. Antworten: {a} neu von {a_all}. Prüfungsergebnisse: {r} neu von {r_all}, nicht vom Notar bestätigt, der nur versiegelt, was er gesehen hat.</translation>
    </message>
    <message>
        <source>this PC has exam attempts sealed before the notary, which only the records server&apos;s administrator may move in: copy this PC&apos;s records file to the server and run there, as postgres, kiosk records --records FILE migrate --to postgresql:///kiosk; nothing was moved</source>
        <translation>Dieser PC hat Prüfungsversuche, die vor dem Notar versiegelt wurden; nur die Administration des Datenservers darf sie übernehmen: die Datendatei dieses PCs auf den Server kopieren und dort als postgres kiosk records --records DATEI migrate --to postgresql:///kiosk ausführen; nichts wurde übernommen</translation>
    </message>
    <message>
        <source>exam result {id} arrived with other answers than it has here</source>
        <translation>Prüfungsergebnis {id} kam mit anderen Antworten an, als es hier hat</translation>
    </message>
    <message>
        <source>{url}: the records server&apos;s schema is missing or older than this kiosk; the administrator runs `kiosk records init-server` on it</source>
        <translation>{url}: das Schema des Datenservers fehlt oder ist älter als dieser Kiosk; die Systemadministration führt darauf `kiosk records init-server` aus</translation>
    </message>
    <message>
        <source>Issued to: {name} (badge {badge})</source>
        <translation>Ausgestellt für: {name} (Ausweisnummer {badge})</translation>
    </message>
    <message>
        <source>Result: {verdict}, {correct} of {total}, finished {when}</source>
        <translation>Ergebnis: {verdict}, {correct} von {total}, beendet {when}</translation>
    </message>
    <message>
        <source>Verification code: {code}</source>
        <translation>Prüfcode: {code}</translation>
    </message>
    <message>
        <source>Not attested (one PC, no records server).</source>
        <translation>Nicht beglaubigt (ein PC, kein Datenserver).</translation>
    </message>
    <message>
        <source>Sealed before the notary, key {key}: not attested.</source>
        <translation>Vor dem Notar versiegelt, Schlüssel {key}: nicht beglaubigt.</translation>
    </message>
    <message>
        <source>VOID: an examiner voided this result.</source>
        <translation>ANNULLIERT: eine prüfende Person hat dieses Ergebnis annulliert.</translation>
    </message>
    <message>
        <source>Exam: {name} ({id}), version {version}, attempt {number}</source>
        <translation>Prüfung: {name} ({id}), Version {version}, Versuch {number}</translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation>unvollständig</translation>
    </message>
    <message>
        <source>{coups} of {needed} coups over {sessions} of {needed_sessions} sealed sessions, {result}: {state}</source>
        <translation>{coups} von {needed} Coups in {sessions} von {needed_sessions} versiegelten Sitzungen, {result}: {state}</translation>
    </message>
    <message>
        <source>Examiner: {name}</source>
        <translation>Prüfende Person: {name}</translation>
    </message>
    <message>
        <source>Practical: {words}</source>
        <translation>Praktischer Teil: {words}</translation>
    </message>
    <message>
        <source>Sealed by the notary of {room}, key {fingerprint}.</source>
        <translation>Vom Notar von {room} versiegelt, Schlüssel {fingerprint}.</translation>
    </message>
    <message>
        <source>The records server holds this result, sealed as printed.</source>
        <translation>Der Datenserver enthält dieses Ergebnis, so versiegelt wie gedruckt.</translation>
    </message>
    <message>
        <source>The records server does not hold this result.</source>
        <translation>Der Datenserver enthält dieses Ergebnis nicht.</translation>
    </message>
    <message>
        <source>OFFLINE CHECK: the records server could not be asked about a later void.</source>
        <translation>OFFLINE GEPRÜFT: der Datenserver konnte nicht nach einer späteren Annullierung gefragt werden.</translation>
    </message>
    <message>
        <source>SUPERSEDED: the candidate&apos;s later certification (attempt {attempt}) replaces this one.</source>
        <translation>ERSETZT: eine spätere Zertifizierung dieser Person (Versuch {attempt}) ersetzt diese.</translation>
    </message>
    <message>
        <source>The page beside its seal:</source>
        <translation>Die Seite neben ihrem Siegel:</translation>
    </message>
    <message>
        <source>NOT ON THE PAGE</source>
        <translation>NICHT AUF DER SEITE</translation>
    </message>
    <message>
        <source>  {what}: sealed {sealed}; on the page: {found}</source>
        <translation>  {what}: versiegelt {sealed}; auf der Seite: {found}</translation>
    </message>
    <message>
        <source>THE PAGE DIFFERS from its seal: it was edited.</source>
        <translation>DIE SEITE WEICHT VON IHREM SIEGEL AB: sie wurde bearbeitet.</translation>
    </message>
    <message>
        <source>No certificate with the code {code} in these records.</source>
        <translation>Kein Zertifikat mit dem Code {code} in diesen Daten.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>badge</source>
        <translation>Ausweisnummer</translation>
    </message>
    <message>
        <source>result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>verification code</source>
        <translation>Prüfcode</translation>
    </message>
    <message>
        <source>{path}: no sealed kiosk certificate in this file</source>
        <translation>{path}: diese Datei enthält kein versiegeltes Kiosk-Zertifikat</translation>
    </message>
    <message>
        <source>{path}: the certificate&apos;s seal is damaged</source>
        <translation>{path}: das Siegel des Zertifikats ist beschädigt</translation>
    </message>
    <message>
        <source>the records are not on a server: there is nobody to sign in to</source>
        <translation>die Daten liegen auf keinem Server: hier meldet sich niemand an</translation>
    </message>
    <message>
        <source>Type the name and the password of your role.</source>
        <translation>Name und Passwort der Rolle eingeben.</translation>
    </message>
    <message>
        <source>The records server did not accept the role {role} with this password.</source>
        <translation>Der Datenserver hat die Rolle {role} mit diesem Passwort nicht angenommen.</translation>
    </message>
    <message>
        <source>{path}: no records here; expected an existing records file, a folder holding {file}, or a postgresql:// URL</source>
        <translation>{path}: hier sind keine Daten; erwartet: eine vorhandene Datendatei, einen Ordner mit {file} oder eine postgresql://-URL</translation>
    </message>
    <message>
        <source>{path}: the records database stayed busy; close the other program using it and start again</source>
        <translation>{path}: die Datenbank blieb belegt; das andere Programm schliessen, das sie verwendet, und neu starten</translation>
    </message>
    <message>
        <source>{path}: the records database is busy (another program is writing); trying again ({n} of {max})</source>
        <translation>{path}: die Datenbank ist belegt (ein anderes Programm schreibt); neuer Versuch ({n} von {max})</translation>
    </message>
    <message>
        <source>unknown status (the records were edited)</source>
        <translation>unbekannter Status (die Daten wurden bearbeitet)</translation>
    </message>
    <message>
        <source>crash or power cut</source>
        <translation>Absturz oder Stromausfall</translation>
    </message>
    <message>
        <source>nobody at the kiosk (idle)</source>
        <translation>niemand am Kiosk (inaktiv)</translation>
    </message>
    <message>
        <source>exam screen left</source>
        <translation>Prüfungsbildschirm verlassen</translation>
    </message>
    <message>
        <source>kiosk stopped</source>
        <translation>Kiosk beendet</translation>
    </message>
    <message>
        <source>voided by the examiner</source>
        <translation>auf Prüferentscheid annulliert</translation>
    </message>
    <message>
        <source>its program ended before the notary: its end was never sealed</source>
        <translation>sein Programm endete vor dem Notar: sein Ende wurde nie versiegelt</translation>
    </message>
    <message>
        <source>new attempt allowed ({reason})</source>
        <translation>neuer Versuch zugelassen ({reason})</translation>
    </message>
    <message>
        <source>the certificate&apos;s seals are not one ended attempt</source>
        <translation>die Siegel des Zertifikats sind nicht die eines einzigen beendeten Versuchs</translation>
    </message>
    <message>
        <source>exam</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>examiner</source>
        <translation>prüfende Person</translation>
    </message>
    <message>
        <source>practical</source>
        <translation>praktischer Teil</translation>
    </message>
    <message>
        <source>these records may not keep a practical session</source>
        <translation>diese Daten dürfen keine praktische Sitzung speichern</translation>
    </message>
    <message>
        <source>only a room&apos;s records server has a notary</source>
        <translation>nur der Datenserver eines Raums hat einen Notar</translation>
    </message>
    <message>
        <source>the notary&apos;s server refused the request: {problem}</source>
        <translation>der Server des Notars hat die Anfrage abgelehnt: {problem}</translation>
    </message>
    <message>
        <source>No practical session is shared under the code {code}</source>
        <translation>Unter dem Code {code} ist keine praktische Sitzung geteilt</translation>
    </message>
    <message>
        <source>{name} scores session {code} on the other device</source>
        <translation>{name} bewertet Sitzung {code} auf dem anderen Gerät</translation>
    </message>
    <message>
        <source>{name} scores session {code} as the second examiner</source>
        <translation>{name} bewertet Sitzung {code} bereits als zweite prüfende Person</translation>
    </message>
    <message>
        <source>The code is wrong. Type the six digits shown now.</source>
        <translation>Der Code ist falsch. Die sechs Ziffern eingeben, die jetzt angezeigt werden.</translation>
    </message>
    <message>
        <source>This code was used already. Wait for the next code and type it.</source>
        <translation>Dieser Code wurde schon verwendet. Auf den nächsten Code warten und ihn eingeben.</translation>
    </message>
    <message>
        <source>This examiner is locked after too many wrong codes; the notary&apos;s administrator ends the lock.</source>
        <translation>Die prüfende Person ist nach zu vielen falschen Codes gesperrt; die Administration des Notars hebt die Sperre auf.</translation>
    </message>
    <message>
        <source>The notary knows no examiner by this name.</source>
        <translation>Der Notar kennt keine prüfende Person mit diesem Namen.</translation>
    </message>
    <message>
        <source>The notary answered too late; type the code shown now and try again.</source>
        <translation>Der Notar hat zu spät geantwortet; den jetzt angezeigten Code eingeben und es noch einmal versuchen.</translation>
    </message>
    <message>
        <source>This exam is not registered with the notary.</source>
        <translation>Diese Prüfung ist beim Notar nicht registriert.</translation>
    </message>
    <message>
        <source>The candidate or this kiosk has an attempt that has not ended yet.</source>
        <translation>Die Person oder dieser Kiosk hat einen Versuch, der noch nicht beendet ist.</translation>
    </message>
    <message>
        <source>The candidate&apos;s last attempt was abandoned; only an examiner&apos;s decision allows a new one.</source>
        <translation>Der letzte Versuch dieser Person wurde abgebrochen; nur ein Entscheid einer prüfenden Person lässt einen neuen Versuch zu.</translation>
    </message>
    <message>
        <source>There is no such attempt.</source>
        <translation>Diesen Versuch gibt es nicht.</translation>
    </message>
    <message>
        <source>This attempt has been voided already.</source>
        <translation>Dieser Versuch ist schon annulliert.</translation>
    </message>
    <message>
        <source>The candidate has had as many attempts at this exam as it allows in its period.</source>
        <translation>Diese Person hatte schon so viele Versuche an dieser Prüfung, wie sie in ihrem Zeitraum zulässt.</translation>
    </message>
    <message>
        <source>This registered exam has no practical part.</source>
        <translation>Diese registrierte Prüfung hat keinen praktischen Teil.</translation>
    </message>
    <message>
        <source>The notary could not read the session&apos;s record; nothing was sealed.</source>
        <translation>Der Notar konnte die Aufzeichnung der Sitzung nicht lesen; nichts wurde versiegelt.</translation>
    </message>
    <message>
        <source>Two examiners scored this session: it is sealed only with a one-time code of each, under the names the session gives them.</source>
        <translation>Zwei prüfende Personen haben diese Sitzung bewertet: Sie wird nur mit einem Einmalcode jeder der beiden versiegelt, unter den Namen, die die Sitzung ihnen gibt.</translation>
    </message>
    <message>
        <source>The second examiner&apos;s code is not taken (wrong, used already, or not an examiner the notary knows); nothing was sealed.</source>
        <translation>Der Code der zweiten prüfenden Person wird nicht angenommen (falsch, schon verwendet oder eine Person, die der Notar nicht kennt); nichts wurde versiegelt.</translation>
    </message>
    <message>
        <source>The examiner who confirms this session must be the one it names; nothing was sealed.</source>
        <translation>Bestätigen muss die prüfende Person, die diese Sitzung nennt; nichts wurde versiegelt.</translation>
    </message>
    <message>
        <source>The notary refused the request ({word}).</source>
        <translation>Der Notar hat die Anfrage abgelehnt ({word}).</translation>
    </message>
    <message>
        <source>{path}: ruleset {ruleset} is not registered; register it first</source>
        <translation>{path}: das Regelwerk {ruleset} ist nicht registriert; zuerst registrieren</translation>
    </message>
    <message>
        <source>the notary did not answer; no certification exam now</source>
        <translation>der Notar hat nicht geantwortet; jetzt ist keine Zertifizierungsprüfung möglich</translation>
    </message>
    <message>
        <source>the exam attempts are closed</source>
        <translation>die Prüfungsversuche sind geschlossen</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>Banco</source>
        <translation>Banco</translation>
    </message>
    <message>
        <source>punto stood</source>
        <translation>Punto stand</translation>
    </message>
    <message>
        <source>punto&apos;s third card</source>
        <translation>dritte Punto-Karte</translation>
    </message>
    <message>
        <source>{name}: pays {pays}</source>
        <translation>{name}: zahlt {pays}</translation>
    </message>
    <message>
        <source>Stakes from {minimum} to {maximum} (bet id {id}).</source>
        <translation>Einsätze von {minimum} bis {maximum} (Einsatz-ID {id}).</translation>
    </message>
    <message>
        <source>Taken from the winnings: {rule}.</source>
        <translation>Vom Gewinn abgezogen: {rule}.</translation>
    </message>
    <message>
        <source>The commission is taken off the payout.</source>
        <translation>Die Kommission wird von der Auszahlung abgezogen.</translation>
    </message>
    <message>
        <source>The winnings are paid whole; the player pays the commission in chips.</source>
        <translation>Der Gewinn wird voll ausbezahlt; der Spieler zahlt die Kommission in Jetons.</translation>
    </message>
    <message>
        <source>The commission is marked in the seat&apos;s commission box and collected {when}.</source>
        <translation>Die Kommission wird im Kommissionsfeld des Platzes markiert und {when} eingezogen.</translation>
    </message>
    <message>
        <source>at the end of the shoe</source>
        <translation>am Ende des Sabots</translation>
    </message>
    <message>
        <source>when the player leaves</source>
        <translation>beim Verlassen des Tisches</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Shared fields: {bets}.</source>
        <translation>Gemeinsame Felder: {bets}.</translation>
    </message>
    <message>
        <source>Table maximum: {amount}.</source>
        <translation>Tischmaximum: {amount}.</translation>
    </message>
    <message>
        <source>All bets on one box together stay within the table maximum.</source>
        <translation>Alle Einsätze einer Box zusammen bleiben innerhalb des Tischmaximums.</translation>
    </message>
    <message>
        <source>Standing players may not bet.</source>
        <translation>Stehende Spieler dürfen nicht setzen.</translation>
    </message>
    <message>
        <source>Standing players may bet only when every seated box is taken.</source>
        <translation>Stehende Spieler dürfen nur setzen, wenn alle Sitzplätze besetzt sind.</translation>
    </message>
    <message>
        <source>Standing players may bet.</source>
        <translation>Stehende Spieler dürfen setzen.</translation>
    </message>
    <message>
        <source>Standing players may bet directly on: {bets}.</source>
        <translation>Stehende Spieler dürfen direkt setzen auf: {bets}.</translation>
    </message>
    <message>
        <source>punto</source>
        <translation>Punto</translation>
    </message>
    <message>
        <source>banco</source>
        <translation>Banco</translation>
    </message>
    <message>
        <source>collect the losing bets</source>
        <translation>die verlorenen Einsätze einziehen</translation>
    </message>
    <message>
        <source>pay the winning bets</source>
        <translation>die Gewinne auszahlen</translation>
    </message>
    <message>
        <source>Cards 1 to {count} go to: {hands}.</source>
        <translation>Die Karten 1 bis {count} gehen an: {hands}.</translation>
    </message>
    <message>
        <source>Settlement: {steps}.</source>
        <translation>Abrechnung: {steps}.</translation>
    </message>
    <message>
        <source>A dealing error stands unless it is corrected or flagged before the next coup&apos;s cards are dealt.</source>
        <translation>Ein Coup mit Gebefehler gilt, ausser der Fehler wird korrigiert oder beanstandet, bevor die Karten des nächsten Coups gegeben werden.</translation>
    </message>
    <message>
        <source>A dealing error is corrected whenever it is found.</source>
        <translation>Ein Gebefehler wird korrigiert, sobald er bemerkt wird.</translation>
    </message>
    <message>
        <source>A player may bet on punto and banco at the same time.</source>
        <translation>Ein Spieler darf gleichzeitig auf Punto und Banco setzen.</translation>
    </message>
    <message>
        <source>A player may not bet on punto and banco at the same time.</source>
        <translation>Ein Spieler darf nicht gleichzeitig auf Punto und Banco setzen.</translation>
    </message>
    <message>
        <source>{name} (ruleset {id})</source>
        <translation>{name} (Regelwerk {id})</translation>
    </message>
    <message>
        <source>Source: {title}</source>
        <translation>Quelle: {title}</translation>
    </message>
    <message>
        <source>File: {path}</source>
        <translation>Datei: {path}</translation>
    </message>
    <message>
        <source>After the shuffle, cards are burned.</source>
        <translation>Nach dem Mischen werden Karten verbrannt.</translation>
    </message>
    <message>
        <source>Chips: {chips} {currency}.</source>
        <translation>Jetons: {chips} {currency}.</translation>
    </message>
    <message>
        <source>Winnings on chips of {value} and more are paid colour for colour.</source>
        <translation>Gewinne auf Jetons ab {value} werden Farbe für Farbe ausbezahlt.</translation>
    </message>
    <message>
        <source>A payout the chips cannot make is rounded down to the smallest chip.</source>
        <translation>Eine Auszahlung, die die Jetons nicht ergeben, wird auf den kleinsten Jeton abgerundet.</translation>
    </message>
    <message>
        <source>A payout the chips cannot make is rounded up to the smallest chip.</source>
        <translation>Eine Auszahlung, die die Jetons nicht ergeben, wird auf den kleinsten Jeton aufgerundet.</translation>
    </message>
    <message>
        <source>A payout the chips cannot make is rounded to the nearest chip, a half up.</source>
        <translation>Eine Auszahlung, die die Jetons nicht ergeben, wird auf den nächsten Jeton gerundet, ab der Hälfte aufgerundet.</translation>
    </message>
    <message>
        <source>A payout the chips cannot make is rounded to the nearest chip, a half to even.</source>
        <translation>Eine Auszahlung, die die Jetons nicht ergeben, wird auf den nächsten Jeton gerundet, eine Hälfte auf die gerade Zahl.</translation>
    </message>
    <message>
        <source>Drawing rules (tableau)</source>
        <translation>Ziehregeln (Tableau)</translation>
    </message>
    <message>
        <source>Bets and pays</source>
        <translation>Einsätze und Auszahlungen</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Procedures</source>
        <translation>Abläufe</translation>
    </message>
    <message>
        <source>Irregularities</source>
        <translation>Unregelmässigkeiten</translation>
    </message>
    <message>
        <source>Published figures</source>
        <translation>Veröffentlichte Zahlen</translation>
    </message>
    <message>
        <source>{bet}: house edge {value} % (“{quote}”)</source>
        <translation>{bet}: Hausvorteil {value} % («{quote}»)</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Anmerkungen</translation>
    </message>
    <message>
        <source>{about} (assumption, to be confirmed by the house):</source>
        <translation>{about} (Annahme, vom Haus zu bestätigen):</translation>
    </message>
    <message>
        <source>{about}:</source>
        <translation>{about}:</translation>
    </message>
    <message>
        <source>Document: “{quote}”</source>
        <translation>Dokument: «{quote}»</translation>
    </message>
</context>
<context>
    <name>ruleset</name>
    <message>
        <source>did you mean &apos;{key}&apos;?</source>
        <translation>meinten Sie &apos;{key}&apos;?</translation>
    </message>
    <message>
        <source>expected one of {keys}</source>
        <translation>erwartet: einer von {keys}</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>a mapping</source>
        <translation>eine Zuordnung</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>the tag {tag} is not allowed: a ruleset holds plain values only, expected no tag</source>
        <translation>das Tag {tag} ist nicht erlaubt: ein Regelwerk enthält nur einfache Werte, erwartet: kein Tag</translation>
    </message>
    <message>
        <source>{value} is out of range, expected {expected}</source>
        <translation>{value} liegt ausserhalb des Bereichs, erwartet: {expected}</translation>
    </message>
    <message>
        <source>{got} is not allowed, expected {expected}; did you mean &apos;{close}&apos;?</source>
        <translation>{got} ist nicht erlaubt, erwartet: {expected}; meinten Sie &apos;{close}&apos;?</translation>
    </message>
    <message>
        <source>{got} is not allowed, expected {expected}</source>
        <translation>{got} ist nicht erlaubt, erwartet: {expected}</translation>
    </message>
    <message>
        <source>no value, expected {expected}</source>
        <translation>kein Wert, erwartet: {expected}</translation>
    </message>
    <message>
        <source>too many values (an alias counts each time it is used), expected at most {limit}</source>
        <translation>zu viele Werte (ein Alias zählt bei jeder Verwendung), erwartet: höchstens {limit}</translation>
    </message>
    <message>
        <source>expected {expected}, got {got}</source>
        <translation>erwartet: {expected}, erhalten: {got}</translation>
    </message>
    <message>
        <source>expected {expected}, got {got} (put text in quotes)</source>
        <translation>erwartet: {expected}, erhalten: {got} (Text in Anführungszeichen setzen)</translation>
    </message>
    <message>
        <source>empty, expected {expected}</source>
        <translation>leer, erwartet: {expected}</translation>
    </message>
    <message>
        <source>{length} characters are too long, expected at most {limit}</source>
        <translation>{length} Zeichen sind zu lang, erwartet: höchstens {limit}</translation>
    </message>
    <message>
        <source>{got} is not {expected}</source>
        <translation>{got} ist nicht {expected}</translation>
    </message>
    <message>
        <source>{value} has too many digits, expected at most {whole} before and {fraction} after the decimal point</source>
        <translation>{value} hat zu viele Stellen, erwartet: höchstens {whole} vor und {fraction} nach dem Dezimalpunkt</translation>
    </message>
    <message>
        <source>{value} is not more than 0, expected a positive number</source>
        <translation>{value} ist nicht grösser als 0, erwartet: eine positive Zahl</translation>
    </message>
    <message>
        <source>{got} pays nothing, expected positive numbers on both sides such as &quot;8:1&quot; or &quot;1:2&quot;</source>
        <translation>{got} zahlt nichts, erwartet: positive Zahlen auf beiden Seiten wie &quot;8:1&quot; oder &quot;1:2&quot;</translation>
    </message>
    <message>
        <source>{value} comes after {previous}, expected the smallest first</source>
        <translation>{value} steht nach {previous}, erwartet: der kleinste zuerst</translation>
    </message>
    <message>
        <source>{value} or {record}</source>
        <translation>{value} oder {record}</translation>
    </message>
    <message>
        <source>merge keys (&lt;&lt;) are not supported, expected the keys written out</source>
        <translation>Merge-Schlüssel (&lt;&lt;) werden nicht unterstützt, erwartet: ausgeschriebene Schlüssel</translation>
    </message>
    <message>
        <source>{got} is not a key, expected a plain key name</source>
        <translation>{got} ist kein Schlüssel, erwartet: ein einfacher Schlüsselname</translation>
    </message>
    <message>
        <source>the file is larger than {kind} can be, expected at most {limit} bytes</source>
        <translation>die Datei ist grösser, als {kind} sein kann, erwartet: höchstens {limit} Bytes</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text (byte {byte}), expected {kind} saved as UTF-8</source>
        <translation>die Datei ist kein UTF-8-Text (Byte {byte}), erwartet: {kind}, als UTF-8 gespeichert</translation>
    </message>
    <message>
        <source>nested more than {limit} levels deep, expected at most {limit} levels of mappings and lists</source>
        <translation>mehr als {limit} Ebenen tief verschachtelt, erwartet: höchstens {limit} Ebenen von Zuordnungen und Listen</translation>
    </message>
    <message>
        <source>{count} more problems not listed, expected a file fixed step by step</source>
        <translation>{count} weitere Probleme nicht aufgeführt, erwartet: eine Datei, die Schritt für Schritt berichtigt wird</translation>
    </message>
    <message>
        <source>duplicate key (first given on line {line}), expected each key once</source>
        <translation>doppelter Schlüssel (zuerst in Zeile {line}), erwartet: jeder Schlüssel einmal</translation>
    </message>
    <message>
        <source>unknown key, {suggestion}</source>
        <translation>unbekannter Schlüssel, {suggestion}</translation>
    </message>
    <message>
        <source>only for {sibling} {values}, not {value}; remove it</source>
        <translation>nur für {sibling} {values}, nicht {value}; bitte entfernen</translation>
    </message>
    <message>
        <source>missing, expected {expected} ({description})</source>
        <translation>fehlt, erwartet: {expected} ({description})</translation>
    </message>
    <message>
        <source>{value} is given twice (first on line {line}), expected each once</source>
        <translation>{value} steht doppelt (zuerst in Zeile {line}), erwartet: jeder einmal</translation>
    </message>
    <message>
        <source>{got} is not {meaning} {minimum}–{maximum}</source>
        <translation>{got} ist nicht {meaning} {minimum}–{maximum}</translation>
    </message>
    <message>
        <source>{value} is not a fraction, expected e.g. 0.0145 for 1.45 %</source>
        <translation>{value} ist kein Anteil, erwartet: z. B. 0.0145 für 1,45 %</translation>
    </message>
    <message>
        <source>&apos;{about}&apos; names no part of this ruleset, expected a key path such as tableau.banco.4 or bets.banco.commission</source>
        <translation>&apos;{about}&apos; bezeichnet keinen Teil dieses Regelwerks, erwartet: ein Schlüsselpfad wie tableau.banco.4 oder bets.banco.commission</translation>
    </message>
    <message>
        <source>the case id &apos;{case}&apos; is given twice, expected each case id once</source>
        <translation>die Fall-ID &apos;{case}&apos; steht doppelt, erwartet: jede Fall-ID einmal</translation>
    </message>
    <message>
        <source>{what} cannot happen at step {step}, expected one of {steps}</source>
        <translation>{what} kann im Schritt {step} nicht vorkommen, erwartet: einer von {steps}</translation>
    </message>
    <message>
        <source>{action} is no remedy for {what}, expected one of {remedies}</source>
        <translation>{action} ist keine Abhilfe für {what}, erwartet: eine von {remedies}</translation>
    </message>
    <message>
        <source>no source, expected a clause of the house document, a regulation or an assumption</source>
        <translation>keine Quelle, erwartet: eine Klausel des Hausdokuments, eine Vorschrift oder eine Annahme</translation>
    </message>
    <message>
        <source>contradictory: this house lets a player bet on both sides (procedures.may_bet_both_sides), expected no case for it</source>
        <translation>widersprüchlich: in diesem Haus darf ein Spieler auf beide Seiten setzen (procedures.may_bet_both_sides), erwartet: kein Fall dafür</translation>
    </message>
    <message>
        <source>a remedy other than {action}</source>
        <translation>eine andere Abhilfe als {action}</translation>
    </message>
    <message>
        <source>contradicts the misdeal clause (procedures.misdeal: {misdeal}), expected {expected}</source>
        <translation>widerspricht der Ziehfehler-Klausel (procedures.misdeal: {misdeal}), erwartet: {expected}</translation>
    </message>
    <message>
        <source>contradictory: {total} is a natural (tableau.naturals), nobody draws on it, expected no rule for it</source>
        <translation>widersprüchlich: {total} ist ein Naturel (tableau.naturals), darauf zieht niemand, erwartet: keine Regel dafür</translation>
    </message>
    <message>
        <source>incomplete: no rule for punto total {totals}, expected draw or stand for every total that is not a natural ({expected})</source>
        <translation>unvollständig: keine Regel für die Punto-Summe {totals}, erwartet: draw oder stand für jede Summe, die kein Naturel ist ({expected})</translation>
    </message>
    <message>
        <source>incomplete: no row for banco total {totals}, expected a row for every total that is not a natural ({expected})</source>
        <translation>unvollständig: keine Zeile für die Banco-Summe {totals}, erwartet: eine Zeile für jede Summe, die kein Naturel ist ({expected})</translation>
    </message>
    <message>
        <source>unknown bet &apos;{bet}&apos;, {suggestion}</source>
        <translation>unbekannter Einsatz &apos;{bet}&apos;, {suggestion}</translation>
    </message>
    <message>
        <source>{value} is not one of the chips, expected one of {values}</source>
        <translation>{value} ist keiner der Jetons, erwartet: einer von {values}</translation>
    </message>
    <message>
        <source>the bet id &apos;{bet}&apos; is given twice, expected each bet id once</source>
        <translation>die Einsatz-ID &apos;{bet}&apos; steht doppelt, erwartet: jede Einsatz-ID einmal</translation>
    </message>
    <message>
        <source>the minimum {min} is above the maximum {max}, expected min ≤ max</source>
        <translation>das Minimum {min} liegt über dem Maximum {max}, erwartet: min ≤ max</translation>
    </message>
    <message>
        <source>{amount} is not a multiple of the smallest chip ({unit}), expected a stake that can be made with chips</source>
        <translation>{amount} ist kein Vielfaches des kleinsten Jetons ({unit}), erwartet: ein Einsatz, der sich mit Jetons legen lässt</translation>
    </message>
    <message>
        <source>{max} is above the table maximum {table_max}, expected at most table.table_maximum</source>
        <translation>{max} liegt über dem Tischmaximum {table_max}, erwartet: höchstens table.table_maximum</translation>
    </message>
    <message>
        <source>{rate} is not a fraction between 0 and 1, expected e.g. 0.05 for 5 %</source>
        <translation>{rate} ist kein Anteil zwischen 0 und 1, erwartet: z. B. 0.05 für 5 %</translation>
    </message>
    <message>
        <source>a bet cannot require itself, expected other bets&apos; ids</source>
        <translation>ein Einsatz kann nicht sich selbst voraussetzen, erwartet: IDs anderer Einsätze</translation>
    </message>
    <message>
        <source>&apos;{bet}&apos; is both a box bet and a shared bet, expected it in one of table.box_bets and table.shared_bets</source>
        <translation>&apos;{bet}&apos; ist zugleich Box-Einsatz und gemeinsamer Einsatz, erwartet: nur in table.box_bets oder nur in table.shared_bets</translation>
    </message>
    <message>
        <source>the bet &apos;{bet}&apos; has no place on the table, expected its id in table.box_bets or table.shared_bets</source>
        <translation>der Einsatz &apos;{bet}&apos; hat keinen Platz auf dem Tisch, erwartet: seine ID in table.box_bets oder table.shared_bets</translation>
    </message>
    <message>
        <source>&apos;{bet}&apos; is not a shared bet, expected one of table.shared_bets ({shared})</source>
        <translation>&apos;{bet}&apos; ist kein gemeinsamer Einsatz, erwartet: einer aus table.shared_bets ({shared})</translation>
    </message>
    <message>
        <source>a ruleset</source>
        <translation>ein Regelwerk</translation>
    </message>
    <message>
        <source>{problem} ({context} on line {line})</source>
        <translation>{problem} ({context} in Zeile {line})</translation>
    </message>
    <message>
        <source>YAML syntax error: {what}, expected valid YAML (check quotes, brackets and indentation)</source>
        <translation>YAML-Syntaxfehler: {what}, erwartet: gültiges YAML (Anführungszeichen, Klammern und Einrückung prüfen)</translation>
    </message>
    <message>
        <source>the file is empty, expected a ruleset (see rulesets/README.md)</source>
        <translation>die Datei ist leer, erwartet: ein Regelwerk (siehe rulesets/README.md)</translation>
    </message>
    <message>
        <source>{path}: cannot be read ({reason})</source>
        <translation>{path}: kann nicht gelesen werden ({reason})</translation>
    </message>
    <message>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>holds {char}, a character that hides or changes what a text shows (a control character, a direction mark, a zero-width character): expected {expected} without one</source>
        <translation>enthält {char}, ein Zeichen, das verbirgt oder verändert, was ein Text zeigt (ein Steuerzeichen, eine Richtungsmarke, ein Zeichen ohne Breite): erwartet {expected} ohne solche Zeichen</translation>
    </message>
    <message>
        <source>a whole number ≥ {minimum}</source>
        <translation>eine ganze Zahl ≥ {minimum}</translation>
    </message>
    <message>
        <source>a whole number {minimum}–{maximum}</source>
        <translation>eine ganze Zahl {minimum}–{maximum}</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>one of {values}</source>
        <translation>einer von {values}</translation>
    </message>
    <message>
        <source>a number such as {example}</source>
        <translation>eine Zahl wie {example}</translation>
    </message>
    <message>
        <source>a pay WIN:STAKE such as &quot;8:1&quot; or &quot;1:2&quot;</source>
        <translation>eine Auszahlung GEWINN:EINSATZ wie &quot;8:1&quot; oder &quot;1:2&quot;</translation>
    </message>
    <message>
        <source>total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>a mapping from {meaning} ({minimum}–{maximum})</source>
        <translation>eine Zuordnung von {meaning} ({minimum}–{maximum})</translation>
    </message>
    <message>
        <source>a mapping with the keys {keys}</source>
        <translation>eine Zuordnung mit den Schlüsseln {keys}</translation>
    </message>
    <message>
        <source>a bet id (lower-case letters, digits and -)</source>
        <translation>eine Einsatz-ID (Kleinbuchstaben, Ziffern und -)</translation>
    </message>
    <message>
        <source>punto&apos;s third card 0–9</source>
        <translation>dritte Punto-Karte 0–9</translation>
    </message>
    <message>
        <source>the winning hand&apos;s final total</source>
        <translation>Endsumme der gewinnenden Hand</translation>
    </message>
    <message>
        <source>an id of lower-case letters, digits and -</source>
        <translation>eine ID aus Kleinbuchstaben, Ziffern und -</translation>
    </message>
    <message>
        <source>a locale such as de_CH or en_GB</source>
        <translation>ein Gebietsschema wie de_CH oder en_GB</translation>
    </message>
    <message>
        <source>a colour such as #2e7d32</source>
        <translation>eine Farbe wie #2e7d32</translation>
    </message>
    <message>
        <source>a three-letter currency code such as CHF</source>
        <translation>ein Währungscode aus drei Buchstaben wie CHF</translation>
    </message>
    <message>
        <source>punto&apos;s two-card total</source>
        <translation>Zwei-Karten-Summe von Punto</translation>
    </message>
    <message>
        <source>banco&apos;s two-card total</source>
        <translation>Zwei-Karten-Summe von Banco</translation>
    </message>
    <message>
        <source>cards 1 to 6</source>
        <translation>Karten 1 bis 6</translation>
    </message>
    <message>
        <source>{path}: skipped, cannot be read ({reason})</source>
        <translation>{path}: übersprungen, nicht lesbar ({reason})</translation>
    </message>
    <message>
        <source>{name}: is a folder, expected a ruleset file (.yaml)</source>
        <translation>{name}: ist ein Ordner, erwartet: eine Regelwerk-Datei (.yaml)</translation>
    </message>
    <message>
        <source>{name}: no such ruleset file</source>
        <translation>{name}: diese Regelwerk-Datei gibt es nicht</translation>
    </message>
    <message>
        <source>{name}: unknown ruleset id (known: {known})</source>
        <translation>{name}: unbekannte Regelwerk-ID (bekannt: {known})</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>{path}:{line}: id: &apos;{id}&apos; is not the file&apos;s name, expected id: {stem} (a ruleset is found by its file name)</source>
        <translation>{path}:{line}: id: &apos;{id}&apos; ist nicht der Dateiname, erwartet: id: {stem} (ein Regelwerk wird über seinen Dateinamen gefunden)</translation>
    </message>
</context>
<context>
    <name>selftest</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>FEHLER</translation>
    </message>
    <message>
        <source>settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>schema</source>
        <translation>Schema</translation>
    </message>
    <message>
        <source>house ruleset</source>
        <translation>Regelwerk des Hauses</translation>
    </message>
    <message>
        <source>database</source>
        <translation>Datenbank</translation>
    </message>
    <message>
        <source>records server driver</source>
        <translation>Treiber des Datenservers</translation>
    </message>
    <message>
        <source>Qt</source>
        <translation>Qt</translation>
    </message>
    <message>
        <source>fonts</source>
        <translation>Schriften</translation>
    </message>
    <message>
        <source>Qt translation {lang}</source>
        <translation>Qt-Übersetzung {lang}</translation>
    </message>
    <message>
        <source>screens</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <source>stopped with exit status {code}: {last}</source>
        <translation>mit Exit-Status {code} beendet: {last}</translation>
    </message>
    <message>
        <source>site file {path}</source>
        <translation>Standort-Datei {path}</translation>
    </message>
    <message>
        <source>no site file at {path}</source>
        <translation>keine Standort-Datei unter {path}</translation>
    </message>
    <message>
        <source>{state}; site rulesets folder {folder}</source>
        <translation>{state}; Regelwerk-Ordner des Standorts {folder}</translation>
    </message>
    <message>
        <source>{path}: not a JSON Schema with properties</source>
        <translation>{path}: kein JSON-Schema mit Eigenschaften</translation>
    </message>
    <message>
        <source>rulesets</source>
        <translation>Regelwerke</translation>
    </message>
    <message>
        <source>none found in {folder}</source>
        <translation>keine gefunden in {folder}</translation>
    </message>
    <message>
        <source>shipped</source>
        <translation>mitgeliefert</translation>
    </message>
    <message>
        <source>site</source>
        <translation>Standort</translation>
    </message>
    <message>
        <source>ruleset {id}</source>
        <translation>Regelwerk {id}</translation>
    </message>
    <message>
        <source>settings could not be read</source>
        <translation>die Einstellungen konnten nicht gelesen werden</translation>
    </message>
    <message>
        <source>audit {id}</source>
        <translation>Auswertung {id}</translation>
    </message>
    <message>
        <source>exams</source>
        <translation>Prüfungen</translation>
    </message>
    <message>
        <source>exam {id}</source>
        <translation>Prüfung {id}</translation>
    </message>
    <message>
        <source>{path}: exam for unknown ruleset {id}</source>
        <translation>{path}: Prüfung für unbekanntes Regelwerk {id}</translation>
    </message>
    <message>
        <source>translation {lang}</source>
        <translation>Übersetzung {lang}</translation>
    </message>
    <message>
        <source>{path}: missing</source>
        <translation>{path}: fehlt</translation>
    </message>
    <message>
        <source>{path}: no finished translations</source>
        <translation>{path}: keine fertigen Übersetzungen</translation>
    </message>
    <message>
        <source>psycopg {version} loaded its {impl} part, not the binary one</source>
        <translation>psycopg {version} hat den Teil {impl} geladen, nicht den kompilierten</translation>
    </message>
    <message>
        <source>psycopg {version}, libpq {libpq}</source>
        <translation>psycopg {version}, libpq {libpq}</translation>
    </message>
    <message>
        <source>{summary}; {warnings} ({codes})</source>
        <translation>{summary}; {warnings} ({codes})</translation>
    </message>
    <message>
        <source>Qt {version}, platform {platform}</source>
        <translation>Qt {version}, Plattform {platform}</translation>
    </message>
    <message>
        <source>font in use is {used}, expected {family}</source>
        <translation>verwendete Schrift ist {used}, erwartet: {family}</translation>
    </message>
    <message>
        <source>source language</source>
        <translation>Ausgangssprache</translation>
    </message>
    <message>
        <source>missing or empty: {files}</source>
        <translation>fehlt oder leer: {files}</translation>
    </message>
    <message>
        <source>no screen was rendered</source>
        <translation>keine Seite wurde ausgegeben</translation>
    </message>
    <message>
        <source>not rendered: {names}</source>
        <translation>nicht ausgegeben: {names}</translation>
    </message>
    <message>
        <source>Qt warned while rendering: {first}</source>
        <translation>Qt warnte bei der Ausgabe: {first}</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <source>a ruleset id or the path of a ruleset file</source>
        <translation>eine Regelwerk-ID oder der Pfad einer Regelwerk-Datei</translation>
    </message>
    <message>
        <source>{path}: owned by user {uid} with mode {mode:o}, expected a file of root&apos;s that root alone may write (chown root {path}; chmod go-w {path}); the kiosk does not trust what another user could change</source>
        <translation>{path}: gehört dem Benutzer {uid} mit Modus {mode:o}, erwartet: eine Datei von root, die nur root schreiben darf (chown root {path}; chmod go-w {path}); der Kiosk traut nichts, was ein anderer Benutzer ändern könnte</translation>
    </message>
    <message>
        <source>{path}: the kiosk&apos;s user cannot read it, expected it readable by all (chmod 644 {path})</source>
        <translation>{path}: der Benutzer des Kiosks kann sie nicht lesen, erwartet: für alle lesbar (chmod 644 {path})</translation>
    </message>
    <message>
        <source>the path of a folder</source>
        <translation>der Pfad eines Ordners</translation>
    </message>
    <message>
        <source>an exam id</source>
        <translation>eine Prüfungs-ID</translation>
    </message>
    <message>
        <source>a PIN hash as `kiosk records gate-code` prints it (scrypt$…), never a PIN</source>
        <translation>ein PIN-Hash, wie ihn `kiosk records gate-code` ausgibt (scrypt$…), nie die PIN selbst</translation>
    </message>
    <message>
        <source>a path or a postgresql:// URL</source>
        <translation>ein Pfad oder eine postgresql://-URL</translation>
    </message>
    <message>
        <source>the path of a file</source>
        <translation>der Pfad einer Datei</translation>
    </message>
    <message>
        <source>a settings file</source>
        <translation>eine Einstellungsdatei</translation>
    </message>
    <message>
        <source>{path}:{line}: {key}: only the site&apos;s settings file may set this, expected it in {site}; ignored</source>
        <translation>{path}:{line}: {key}: nur die Einstellungsdatei des Standorts darf dies festlegen, erwartet: in {site}; ignoriert</translation>
    </message>
    <message>
        <source>{path}:{line}: {key}: expected an id of the shipped or the site&apos;s files; only the site&apos;s settings file may name a file; ignored</source>
        <translation>{path}:{line}: {key}: erwartet: eine ID der mitgelieferten Dateien oder jener des Standorts; nur die Einstellungsdatei des Standorts darf eine Datei nennen; ignoriert</translation>
    </message>
    <message>
        <source>en or de</source>
        <translation>en oder de</translation>
    </message>
</context>
<context>
    <name>verify</name>
    <message>
        <source>{file}: line 1 (the header) names the column {columns} more than once; each column may appear only once</source>
        <translation>{file}: Zeile 1 (die Kopfzeile) nennt die Spalte {columns} mehr als einmal; jede Spalte darf nur einmal vorkommen</translation>
    </message>
    <message>
        <source>{file}: line 1 (the header) has no column {columns}; a coup log needs the columns table, shoe, coup, punto and banco</source>
        <translation>{file}: Zeile 1 (die Kopfzeile) hat keine Spalte {columns}; ein Coup-Protokoll braucht die Spalten table, shoe, coup, punto und banco</translation>
    </message>
    <message>
        <source>the record names {name} more than once; each name may appear only once</source>
        <translation>der Datensatz nennt {name} mehr als einmal; jeder Name darf nur einmal vorkommen</translation>
    </message>
    <message>
        <source>not valid JSON: {error}</source>
        <translation>kein gültiges JSON: {error}</translation>
    </message>
    <message>
        <source>not a coup record: JSON nested too deeply</source>
        <translation>kein Coup-Datensatz: JSON zu tief verschachtelt</translation>
    </message>
    <message>
        <source>not a JSON object with the coup&apos;s fields</source>
        <translation>kein JSON-Objekt mit den Feldern eines Coups</translation>
    </message>
    <message>
        <source>{field}: expected a list of card strings such as [&quot;9S&quot;, &quot;KH&quot;]</source>
        <translation>{field}: erwartet: eine Liste von Karten wie [&quot;9S&quot;, &quot;KH&quot;]</translation>
    </message>
    <message>
        <source>{field}: {value} is not text</source>
        <translation>{field}: {value} ist kein Text</translation>
    </message>
    <message>
        <source>punto wins</source>
        <translation>Punto gewinnt</translation>
    </message>
    <message>
        <source>banco wins</source>
        <translation>Banco gewinnt</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>Egalité</translation>
    </message>
    <message>
        <source>Called: {announced}; the cards say {actual} ({punto} to {banco}).</source>
        <translation>Angesagt: {announced}; laut Karten: {actual} ({punto} zu {banco}).</translation>
    </message>
    <message>
        <source>Punto did not draw although the rule says: {rule}.</source>
        <translation>Punto hat nicht gezogen, obwohl die Regel sagt: {rule}.</translation>
    </message>
    <message>
        <source>Banco did not draw although the rule says: {rule}.</source>
        <translation>Banco hat nicht gezogen, obwohl die Regel sagt: {rule}.</translation>
    </message>
    <message>
        <source>Punto drew a fourth card (rule: {rule}).</source>
        <translation>Punto hat eine vierte Karte gezogen (Regel: {rule}).</translation>
    </message>
    <message>
        <source>Banco drew a fourth card (rule: {rule}).</source>
        <translation>Banco hat eine vierte Karte gezogen (Regel: {rule}).</translation>
    </message>
    <message>
        <source>Punto drew a third card against the rule: {rule}.</source>
        <translation>Punto hat gegen die Regel eine dritte Karte gezogen: {rule}.</translation>
    </message>
    <message>
        <source>Banco drew a third card against the rule: {rule}.</source>
        <translation>Banco hat gegen die Regel eine dritte Karte gezogen: {rule}.</translation>
    </message>
    <message>
        <source>Settle the coup as {actual}.</source>
        <translation>Den Coup abrechnen als: {actual}.</translation>
    </message>
    <message>
        <source>The correct coup needs cards the log does not show (the next coup&apos;s first card is not enough, or the shoe ended); its winner is unknown.</source>
        <translation>Der korrekte Coup braucht Karten, die das Protokoll nicht zeigt (die erste Karte des nächsten Coups reicht nicht, oder der Sabot war zu Ende); sein Gewinner ist unbekannt.</translation>
    </message>
    <message>
        <source>A wrong call is corrected: the cards decide.</source>
        <translation>Eine falsche Ansage wird korrigiert: die Karten entscheiden.</translation>
    </message>
    <message>
        <source>Not flagged before the next coup: the result stands (house rule).</source>
        <translation>Vor dem nächsten Coup nicht beanstandet: das Ergebnis gilt (Hausregel).</translation>
    </message>
    <message>
        <source>Flagged before the next coup: correct the result.</source>
        <translation>Vor dem nächsten Coup beanstandet: das Ergebnis korrigieren.</translation>
    </message>
    <message>
        <source>House rule: a dealing error is always corrected.</source>
        <translation>Hausregel: ein Gebefehler wird immer korrigiert.</translation>
    </message>
    <message>
        <source>{file}:{line} table {table}, shoe {shoe}, coup {coup}:</source>
        <translation>{file}:{line} Tisch {table}, Sabot {shoe}, Coup {coup}:</translation>
    </message>
    <message>
        <source>coup numbers: {gaps}, {repeated}, {disorder}; the first at line {line}.</source>
        <translation>Coup-Nummern: {gaps}, {repeated}, {disorder}; die erste in Zeile {line}.</translation>
    </message>
    <message>
        <source>{file}, table {table}: {shoes}, {coups}, {over}, {under}, {wrong}.</source>
        <translation>{file}, Tisch {table}: {shoes}, {coups}, {over}, {under}, {wrong}.</translation>
    </message>
    <message>
        <source>shoe {shoe}: {coups}, {over}, {under}, {wrong}, {invalid}.</source>
        <translation>Sabot {shoe}: {coups}, {over}, {under}, {wrong}, {invalid}.</translation>
    </message>
    <message>
        <source>Verified against {name} ({id}).</source>
        <translation>Geprüft gegen {name} ({id}).</translation>
    </message>
    <message>
        <source>Correct coup: Punto {punto}, Banco {banco}; {correct} instead of {dealt}.</source>
        <translation>Korrekter Coup: Punto {punto}, Banco {banco}; {correct} statt {dealt}.</translation>
    </message>
    <message>
        <source>Correct coup: Punto {punto}, Banco {banco}; {correct} all the same.</source>
        <translation>Korrekter Coup: Punto {punto}, Banco {banco}; gleiches Ergebnis: {correct}.</translation>
    </message>
    <message>
        <source>Dealt: Punto {punto}, Banco {banco}; {outcome}.</source>
        <translation>Gegeben: Punto {punto}, Banco {banco}; {outcome}.</translation>
    </message>
    <message>
        <source>Errors:</source>
        <translation>Fehler:</translation>
    </message>
    <message>
        <source>Rows that could not be read:</source>
        <translation>Zeilen, die nicht lesbar waren:</translation>
    </message>
    <message>
        <source>{file}:{line}: {reason}</source>
        <translation>{file}:{line}: {reason}</translation>
    </message>
    <message>
        <source>the row has {count} of the header&apos;s {width} fields: no {field}</source>
        <translation>die Zeile hat {count} der {width} Felder der Kopfzeile: {field} fehlt</translation>
    </message>
    <message>
        <source>{field} is missing or empty</source>
        <translation>{field} fehlt oder ist leer</translation>
    </message>
    <message>
        <source>coup: {value} is not a coup number (a whole number from 0)</source>
        <translation>coup: {value} ist keine Coup-Nummer (eine ganze Zahl ab 0)</translation>
    </message>
    <message>
        <source>flagged: {value} is not one of true/false, 1/0, yes/no (or empty)</source>
        <translation>flagged: {value} ist keiner der Werte true/false, 1/0, yes/no (oder leer)</translation>
    </message>
    <message>
        <source>result: {value} is not punto, banco or tie (P, B or T)</source>
        <translation>result: {value} ist nicht punto, banco oder tie (P, B oder T)</translation>
    </message>
    <message>
        <source>… ({count} characters)</source>
        <translation>… ({count} Zeichen)</translation>
    </message>
    <message>
        <source>impossible card {cards}: shoe {shoe} of table {table} already had all {packs} of its {packs} packs</source>
        <translation>unmögliche Karte {cards}: Sabot {shoe} von Tisch {table} hatte bereits alle {packs} aus seinen {packs} Kartenpaketen</translation>
    </message>
    <message>
        <source>{file}: line 1 is longer than {limit} characters; a CSV coup log starts with a header such as table,shoe,coup,punto,banco</source>
        <translation>{file}: Zeile 1 ist länger als {limit} Zeichen; ein CSV-Coup-Protokoll beginnt mit einer Kopfzeile wie table,shoe,coup,punto,banco</translation>
    </message>
    <message>
        <source>{file}: line 1 is empty; a CSV coup log starts with a header such as table,shoe,coup,punto,banco</source>
        <translation>{file}: Zeile 1 ist leer; ein CSV-Coup-Protokoll beginnt mit einer Kopfzeile wie table,shoe,coup,punto,banco</translation>
    </message>
    <message>
        <source>{file}:{line}: cannot be read as CSV ({problem})</source>
        <translation>{file}:{line}: kann nicht als CSV gelesen werden ({problem})</translation>
    </message>
    <message>
        <source>{file}: cannot be read ({error})</source>
        <translation>{file}: kann nicht gelesen werden ({error})</translation>
    </message>
    <message>
        <source>{file}: was written to while it was read (it held {before} bytes when reading began and holds {after} now); the report may not match it: verify it again when nothing writes to it</source>
        <translation>{file}: wurde beschrieben, während es gelesen wurde (es hatte {before} Bytes, als das Lesen begann, und hat jetzt {after}); der Bericht passt womöglich nicht dazu: erneut prüfen, wenn nichts mehr hineinschreibt</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>es ist ein Ordner</translation>
    </message>
    <message>
        <source>a device, not a file or a pipe; it is not read</source>
        <translation>ein Gerät, keine Datei und keine Pipe; es wird nicht gelesen</translation>
    </message>
    <message>
        <source>cannot be decoded as {encoding}; the line is not read</source>
        <translation>kann nicht als {encoding} dekodiert werden; die Zeile wird nicht gelesen</translation>
    </message>
    <message>
        <source>the line is longer than {limit} characters; it is not read</source>
        <translation>die Zeile ist länger als {limit} Zeichen; sie wird nicht gelesen</translation>
    </message>
    <message>
        <source>the line has no end within {limit} characters; the rest of the file is not read</source>
        <translation>die Zeile endet nicht innerhalb von {limit} Zeichen; der Rest der Datei wird nicht gelesen</translation>
    </message>
    <message>
        <source>a quote opened on this line is not closed within {limit} characters or by the end of the file; the row is not read</source>
        <translation>ein in dieser Zeile geöffnetes Anführungszeichen wird weder innerhalb von {limit} Zeichen noch bis zum Dateiende geschlossen; die Zeile wird nicht gelesen</translation>
    </message>
    <message>
        <source>cannot be read as CSV ({problem})</source>
        <translation>kann nicht als CSV gelesen werden ({problem})</translation>
    </message>
</context>
<context>
    <name>wording</name>
    <message>
        <source>{items} or {last}</source>
        <translation>{items} oder {last}</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>zieht</translation>
    </message>
    <message>
        <source>stand</source>
        <translation>steht</translation>
    </message>
    <message>
        <source>punto {total}: draw</source>
        <translation>Punto {total}: zieht</translation>
    </message>
    <message>
        <source>punto {total}: stand</source>
        <translation>Punto {total}: steht</translation>
    </message>
    <message>
        <source>banco {total}, punto stood: draw</source>
        <translation>Banco {total}, Punto stand: zieht</translation>
    </message>
    <message>
        <source>banco {total}, punto stood: stand</source>
        <translation>Banco {total}, Punto stand: steht</translation>
    </message>
    <message>
        <source>banco {total}, punto&apos;s third card {third}: draw</source>
        <translation>Banco {total}, dritte Punto-Karte {third}: zieht</translation>
    </message>
    <message>
        <source>banco {total}, punto&apos;s third card {third}: stand</source>
        <translation>Banco {total}, dritte Punto-Karte {third}: steht</translation>
    </message>
    <message>
        <source>natural: no third card</source>
        <translation>Naturel: keine dritte Karte</translation>
    </message>
    <message>
        <source>A two-card {totals} is a natural: nobody draws.</source>
        <translation>Eine {totals} mit zwei Karten ist ein Naturel: niemand zieht.</translation>
    </message>
    <message>
        <source>Punto always draws.</source>
        <translation>Punto zieht immer.</translation>
    </message>
    <message>
        <source>Punto always stands.</source>
        <translation>Punto steht immer.</translation>
    </message>
    <message>
        <source>Punto draws on {draws} and stands on {stands}.</source>
        <translation>Punto zieht mit {draws} und steht mit {stands}.</translation>
    </message>
    <message>
        <source>Banco {total} always draws.</source>
        <translation>Banco {total} zieht immer.</translation>
    </message>
    <message>
        <source>Banco {total} draws only when punto stood.</source>
        <translation>Banco {total} zieht nur, wenn Punto stand.</translation>
    </message>
    <message>
        <source>Banco {total} draws unless punto&apos;s third card is {values}.</source>
        <translation>Banco {total} zieht, ausser die dritte Punto-Karte ist {values}.</translation>
    </message>
    <message>
        <source>Banco {total} draws when punto&apos;s third card is {values} or when punto stood.</source>
        <translation>Banco {total} zieht, wenn die dritte Punto-Karte {values} ist oder wenn Punto stand.</translation>
    </message>
    <message>
        <source>Banco {total} always stands.</source>
        <translation>Banco {total} steht immer.</translation>
    </message>
    <message>
        <source>Banco {total} draws on any third card of punto and stands when punto stood.</source>
        <translation>Banco {total} zieht bei jeder dritten Punto-Karte und steht, wenn Punto stand.</translation>
    </message>
    <message>
        <source>Banco {total} stands when punto stood or when punto&apos;s third card is {values}.</source>
        <translation>Banco {total} steht, wenn Punto stand oder wenn die dritte Punto-Karte {values} ist.</translation>
    </message>
    <message>
        <source>Banco {total} draws only when punto&apos;s third card is {values}.</source>
        <translation>Banco {total} zieht nur, wenn die dritte Punto-Karte {values} ist.</translation>
    </message>
    <message>
        <source>{rate} % commission, rounded down to {step}</source>
        <translation>{rate} % Kommission, abgerundet auf {step}</translation>
    </message>
    <message>
        <source>{rate} % commission, rounded up to {step}</source>
        <translation>{rate} % Kommission, aufgerundet auf {step}</translation>
    </message>
    <message>
        <source>{rate} % commission, rounded half-up to {step}</source>
        <translation>{rate} % Kommission, kaufmännisch gerundet auf {step}</translation>
    </message>
    <message>
        <source>{rate} % commission, rounded half-even to {step}</source>
        <translation>{rate} % Kommission, mathematisch gerundet auf {step}</translation>
    </message>
    <message>
        <source>{pay} less {rate} % commission</source>
        <translation>{pay} abzüglich {rate} % Kommission</translation>
    </message>
    <message>
        <source>{pays}, a win with {totals} pays {pay}</source>
        <translation>{pays}, ein Gewinn mit {totals} zahlt {pay}</translation>
    </message>
    <message>
        <source>Wins when punto wins; a tie is a stand-off.</source>
        <translation>Gewinnt, wenn Punto gewinnt; bei Egalité bleibt der Einsatz stehen.</translation>
    </message>
    <message>
        <source>Wins when banco wins; a tie is a stand-off.</source>
        <translation>Gewinnt, wenn Banco gewinnt; bei Egalité bleibt der Einsatz stehen.</translation>
    </message>
    <message>
        <source>Wins on any tie.</source>
        <translation>Gewinnt bei jeder Egalité.</translation>
    </message>
    <message>
        <source>Wins on a tie with the total {total}.</source>
        <translation>Gewinnt bei Egalité mit der Summe {total}.</translation>
    </message>
    <message>
        <source>Wins when banco&apos;s two cards make {banco_total}, no natural is on the table and punto&apos;s third card is worth {punto_third}.</source>
        <translation>Gewinnt, wenn die zwei Banco-Karten {banco_total} ergeben, kein Naturel auf dem Tisch liegt und die dritte Punto-Karte {punto_third} zählt.</translation>
    </message>
    <message>
        <source>Taken only alongside a bet on {bets}.</source>
        <translation>Nur zusammen mit einem Einsatz auf {bets} angenommen.</translation>
    </message>
</context>
</TS>
