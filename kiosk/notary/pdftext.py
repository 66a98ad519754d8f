"""Read the text back out of a PDF that QPdfWriter wrote, without poppler or QtPdf: what a
certificate's page says, for `kiosk records check-certificate` to set beside its seal.

QPdfWriter writes plain (uncompressed) objects, Flate-compressed content streams that show text
as glyph codes (`<0012> Tj`), and for every font a ToUnicode CMap mapping those codes to
characters. This reads the fonts' CMaps, inflates each page's content stream and maps the codes
of each text object (BT … ET) back to text: one string per drawText call, in painting order.
A stream that inflates beyond MAX_STREAM_BYTES, or does not inflate, reads as empty.
"""

from __future__ import annotations

import re
import unicodedata
import zlib

_OBJ = re.compile(rb"(\d+) 0 obj\s*(.*?)endobj", re.S)
_STREAM = re.compile(rb"stream\r?\n(.*?)\r?\nendstream", re.S)
# The most a stream may inflate to: a page's text is a few kilobytes.
MAX_STREAM_BYTES = 4 * 1024 * 1024


def _objects(pdf: bytes) -> dict[int, bytes]:
    return {int(m.group(1)): m.group(2) for m in _OBJ.finditer(pdf)}


def _stream(body: bytes) -> bytes:
    match = _STREAM.search(body)
    if match is None:
        return b""
    data = match.group(1)
    if b"/FlateDecode" not in body[: match.start()]:
        return data
    inflate = zlib.decompressobj()
    try:
        out = inflate.decompress(data, MAX_STREAM_BYTES)
    except zlib.error:
        return b""
    return b"" if inflate.unconsumed_tail else out


def _cmap(text: bytes) -> dict[int, str]:
    mapping: dict[int, str] = {}
    for block in re.findall(rb"beginbfchar(.*?)endbfchar", text, re.S):
        for src, dst in re.findall(rb"<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>", block):
            mapping[int(src, 16)] = bytes.fromhex(dst.decode()).decode("utf-16-be")
    for block in re.findall(rb"beginbfrange(.*?)endbfrange", text, re.S):
        for lo, hi, rest in re.findall(
            rb"<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(\[[^\]]*\]|<[0-9A-Fa-f]+>)", block
        ):
            start, end = int(lo, 16), int(hi, 16)
            if rest.startswith(b"["):
                targets = re.findall(rb"<([0-9A-Fa-f]+)>", rest)
                for i, dst in enumerate(targets):
                    mapping[start + i] = bytes.fromhex(dst.decode()).decode("utf-16-be")
            else:
                first = int(rest[1:-1], 16)
                for code in range(start, end + 1):
                    mapping[code] = chr(first + code - start)
    return mapping


def pdf_text(pdf: bytes) -> list[str]:
    """The text objects of every page, each as one string."""
    objects = _objects(pdf)
    fonts: dict[bytes, dict[int, str]] = {}
    for body in objects.values():
        for name, ref in re.findall(rb"/(F\d+) (\d+) 0 R", body):
            to_unicode = re.search(rb"/ToUnicode (\d+) 0 R", objects.get(int(ref), b""))
            if to_unicode:
                fonts[name] = _cmap(_stream(objects.get(int(to_unicode.group(1)), b"")))
    texts: list[str] = []
    for body in objects.values():
        if b"/Type /Page\n" not in body and b"/Type /Page " not in body:
            continue
        contents = re.search(rb"/Contents (\d+) 0 R", body)
        if contents is None:
            continue
        stream = _stream(objects.get(int(contents.group(1)), b""))
        for block in re.findall(rb"BT(.*?)ET", stream, re.S):
            glyphs: dict[int, str] = {}
            chars: list[str] = []
            for token in re.finditer(rb"/(F\d+) [\d.]+ Tf|<([0-9A-Fa-f]+)> Tj", block):
                if token.group(1):
                    glyphs = fonts.get(token.group(1), {})
                else:
                    hexcodes = token.group(2).decode()
                    for i in range(0, len(hexcodes), 4):
                        chars.append(glyphs.get(int(hexcodes[i : i + 4], 16), "?"))
            # NFKC undoes ligatures (ﬁ → fi) that the font shaping put in.
            texts.append(unicodedata.normalize("NFKC", "".join(chars)).replace("\t", " "))
    return texts
