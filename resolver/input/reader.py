"""One reader for every file the tool reads: a night, a cast, a game's step, a pasted thread, pasted moves.

A bounded read (never more than `MAX_BYTES` + 1 bytes, so /dev/zero is refused at once), then the encoding:
UTF-8 with or without a BOM, UTF-16 (with a BOM, or without one when its zero bytes say so), else
Windows-1251, the usual encoding of a Russian file saved by a Windows editor; a file of control bytes is no
text and is refused. Each problem is one located line (`Problem`); the encoding read, when it is not UTF-8,
is said (`TextFile.notes`). The YAML caps (depth, aliases, size) are `resolver.input.yaml_caps` (`loader.read_yaml`).
"""

from __future__ import annotations

import errno
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from resolver.text.problems import Say, in_lang, joined, place, say

# A night file is a few kilobytes (4,000 players are about 300 KB), a saved forum page a few hundred.
MAX_BYTES = 5_000_000
# Bytes no text editor writes (C0 controls but tab, line ends, form feed and escape): a few are reported one
# by one by the loader; more than this many, and more than 1 in 200 bytes, is a binary file.
_CONTROL_BYTES = re.compile(rb"[\x00-\x08\x0e-\x1a\x1c-\x1f]")
_BINARY_MIN = 8
# The encoding said when a file was read so (None: plain UTF-8, or UTF-8 with a BOM, said by nobody).
UTF16 = "UTF-16"
UTF16_NO_BOM = "UTF-16 (без BOM)"
CP1251 = "Windows-1251 (cp1251)"


@dataclass(frozen=True)
class Problem:
    file: str
    line: int | None
    message: str  # English; a `resolver.text.problems.Say` also says itself in Russian
    rule: str | None = None
    path: tuple[Any, ...] = field(default=(), compare=False)  # where in the night's data (moves, 2, actor)

    def __str__(self) -> str:
        return self.text("en")

    def text(self, lang: str = "en") -> str:
        """`file:line: message [rule]` in the language asked."""
        where = f"{self.file}:{self.line}" if self.line else self.file
        return f"{where}: {self.said(lang)}"

    def said(self, lang: str = "en") -> str:
        """The message and its rule, without the place."""
        rule = f" [{in_lang(self.rule, lang)}]" if self.rule else ""
        return f"{in_lang(self.message, lang)}{rule}"

    def as_say(self) -> Say:
        """The located line as a message kept for later (`str` is the English `text`; `in_lang` says it again)."""
        where = f"{self.file}:{self.line}" if self.line else self.file
        parts: list[Any] = [self.message] + ([" [", self.rule, "]"] if self.rule else [])
        return say("located", where=where, msg=joined(parts, ("", "")))

    def placed(self, raw: Any, lang: str = "ru") -> str:
        """For a night built in the tables: the player or the move it is about, else its line."""
        found = place(self.path, raw, lang)
        if found is None:
            return self.text(lang)
        return f"{found}: {self.said(lang)}"


def line_ends(text: str) -> list[int]:
    """Where lines end as an editor counts them: \\n, \\r\\n or a lone \\r (not U+2028, U+2029, U+0085)."""
    return [m.start() for m in re.finditer("\r\n?|\n", text)]


def char_name(ch: str) -> str:
    """U+001B (ESCAPE): how a problem names an invisible character."""
    import unicodedata

    name = unicodedata.name(ch, "")
    if not name:
        name = {"\x00": "NUL", "\x1b": "ESCAPE", "\t": "TAB", "\n": "LINE FEED", "\r": "CARRIAGE RETURN"}.get(
            ch, "control character")
    return f"U+{ord(ch):04X} ({name})"


def _utf16_without_bom(data: bytes) -> str | None:
    """UTF-16 saved without a BOM: in Latin and Cyrillic text every other byte is 0x00 or 0x04."""
    if len(data) < 4 or len(data) % 2 or b"\x00" not in data:
        return None
    for codec, high in (("utf-16-le", data[1::2]), ("utf-16-be", data[0::2])):
        if high.count(0) + high.count(4) >= 0.9 * len(high):
            try:
                return data.decode(codec)
            except UnicodeDecodeError:
                return None
    return None


def binary_line(data: bytes) -> int | None:
    """The line of the first control byte when the file is no text (many such bytes), else None."""
    found = _CONTROL_BYTES.findall(data[:65536])
    if len(found) <= _BINARY_MIN or len(found) * 200 <= min(len(data), 65536):
        return None
    first = _CONTROL_BYTES.search(data)
    return data[: first.start()].count(b"\n") + 1 if first else 1


def decode(data: bytes) -> tuple[str | None, str | None, int | None]:
    """(text, encoding used when it is not plain UTF-8, line of the first undecodable byte).

    UTF-8 with or without a BOM first, UTF-16 by its BOM or its zero bytes, then Windows-1251. A guesser is
    unreliable on a short file, so nothing else is tried.
    """
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    elif data.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            return data.decode("utf-16"), UTF16, None
        except UnicodeDecodeError as exc:
            return None, None, data[: exc.start].count(b"\n") // 2 + 1
    wide = _utf16_without_bom(data)  # before UTF-8: Latin text in UTF-16 is valid UTF-8 with zero bytes
    if wide is not None:
        return wide, UTF16_NO_BOM, None
    try:
        return data.decode("utf-8"), None, None
    except UnicodeDecodeError as utf8_error:
        try:
            return data.decode("cp1251"), CP1251, None
        except UnicodeDecodeError:
            return None, None, data[: utf8_error.start].count(b"\n") + 1


@dataclass
class TextFile:
    """A file read as text: its text, or the problems that kept it unread."""

    name: str
    text: str | None = None
    encoding: str | None = None  # None: UTF-8
    problems: list[Problem] = field(default_factory=list)

    @property
    def notes(self) -> list[Say]:
        """Said to the host, not a problem: the encoding the file was read in when it is not UTF-8."""
        return [say("read_as", file=self.name, encoding=self.encoding)] if self.encoding else []

    def refuse(self, line: int | None, message: str) -> TextFile:
        self.problems.append(Problem(self.name, line, message))
        return self


def text_of(data: bytes, name: str, limit: int = MAX_BYTES) -> TextFile:
    """A file's bytes (read, uploaded) as text: size capped, binary refused, the encoding found."""
    read = TextFile(name)
    if len(data) > limit:
        return read.refuse(None, say("file_too_big", max=limit))
    wide = data.startswith((b"\xff\xfe", b"\xfe\xff")) or _utf16_without_bom(data) is not None
    binary = None if wide else binary_line(data)
    if binary is not None:
        return read.refuse(binary, say("binary_file"))
    text, encoding, bad_line = decode(data)
    if text is None:
        return read.refuse(bad_line, say("bad_encoding"))
    read.text, read.encoding = text, encoding
    return read


def read_bytes(path: str | Path, limit: int = MAX_BYTES) -> tuple[bytes | None, Problem | None]:
    """At most `limit` + 1 bytes of a file (more is too big anyway), or the problem of reading it."""
    path = Path(path)
    try:
        with path.open("rb") as handle:
            return handle.read(limit + 1), None
    except OSError as exc:
        if path.is_symlink() and not path.exists():  # a link to a file that is not there: say where it leads
            return None, Problem(str(path), None, say("dangling_link", target=os.readlink(path)))
        return None, Problem(str(path), None, say("cannot_read", reason=reason_of(exc)))


def reason_of(exc: OSError) -> Say | str:
    """Why a file cannot be read or written, in the host's words where the reason is a common one."""
    key = {errno.ENOENT: "no_such_file", errno.EISDIR: "is_a_folder", errno.EACCES: "no_permission",
           errno.ENOTDIR: "no_such_file"}.get(exc.errno or 0)
    return say(key) if key else (exc.strerror or type(exc).__name__)


def read_text(path: str | Path, limit: int = MAX_BYTES) -> TextFile:
    """A file read as text through the caps above."""
    data, problem = read_bytes(path, limit)
    if data is None:
        assert problem is not None
        return TextFile(str(path), problems=[problem])
    return text_of(data, str(path), limit)


def output_problem(out: str | Path, flag: str) -> Say | None:
    """Why a file cannot be written at `out` (`-o OUT`): a folder, or a folder that is not there."""
    out = Path(out)
    if out.is_dir():
        return say("output_is_folder", flag=flag, out=out)
    if not out.parent.is_dir():
        return say("output_no_folder", flag=flag, out=out, folder=out.parent)
    return None
