<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
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
        <source>Too many wrong PINs. Try again in %n second(s).</source>
        <translation>
            <numerusform>Too many wrong PINs. Try again in %n second.</numerusform>
            <numerusform>Too many wrong PINs. Try again in %n seconds.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RecordsPage</name>
    <message numerus="yes">
        <source>%n exam result(s), none changed or deleted.</source>
        <translation>
            <numerusform>%n exam result, none changed or deleted.</numerusform>
            <numerusform>%n exam results, none changed or deleted.</numerusform>
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
