"""Reading the day's votes from a pasted thread: one rule for the posts every reader finds; what cannot be
read is listed.

Each reader (`forum_bbcode.split_posts` for the host's BBCode quotes, `forum_html.read_html` for a saved page,
`forum_text.read_text` for a copied page) returns `Post`s: the forum's author, never text inside a post, and the
red texts as the forum shows them. Votes are the red text of a post; other colours are not votes («Любые
другие цвета ведущим игнорируются», one of the texts says). A quote inside a post is someone else's words:
neither a vote nor the author's words. A red text that is not exactly a player's nick (case and ё aside) is
listed as unreadable, never matched to the closest nick; an empty red text is the empty vote. A post read
twice (a page saved twice) counts once, and the host is told. Edits are not visible in BBCode: the host flags
edited votes himself (`edited: true`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from model.day import Vote
from resolver.day.house import colour_values, forum_time

_RED = re.compile(r"\[color=(?:\"|')?(?:red|#ff0000|#f00)(?:\"|')?\](?P<text>.*?)\[/color\]", re.I | re.S)
_TAG = re.compile(r"\[/?[a-z*]+(?:=[^\]]*)?\]", re.I)
_WORD = re.compile(r"[^\W\d_][\w'-]*", re.U)


@dataclass
class Post:
    author: str
    number: str | None
    time: str | None
    text: str  # the author's own text: nested quotes removed
    reds: list[str] | None = None  # the red texts as the forum shows them (every reader fills them)
    words: int | None = None
    edited: str | None = None  # the forum's edit notice under the post
    sources: list[str] | None = None  # where each red text was read (a line of a pasted text), beside reds
    from_forum: bool = False  # `number` is the forum's post id (a saved page, a quote's post_id), not a line
    link: str | None = None  # the post's permalink on a saved page
    position: str | None = None  # its number in the thread as the page shows it («#5»), where the engine shows one


# What a reader could not read, by code (Russian, English): the host reads it in the workbench's language.
UNREAD: dict[str, tuple[str, str]] = {
    "outside": ("текст вне цитат постов (строка {line}) не прочитан: «{text}»",
                "text outside any quoted post (line {line}) is not read: «{text}»"),
    "quote_unclosed": ("цитата, открытая в строке {line}, не закрыта: остальное не прочитано",
                       "a quote opened at line {line} is never closed: the rest is not read"),
    "quote_no_author": ("цитата поста без автора (строка {line}) не прочитана",
                        "a quoted post without an author (line {line}) is not read"),
    "quote_no_post_id": ("цитата «{author}» (строка {line}) без post_id: это не цитата поста форума (её мог набрать "
                         "игрок в своём посте), не прочитана",
                         "the quote of «{author}» at line {line} has no post_id: it is no quote of a forum post (a "
                         "player may have typed it in his post); not read"),
    "quote_user_conflict": ("пост {post}, {author} (строка {line}): user_id={user} в теме уже у другого ника ({other}): "
                            "не прочитан",
                            "post {post} by {author} (line {line}): user_id={user} is another nick's in the thread "
                            "({other}): not read"),
    "quote_stray_close": ("строка {line}: [/quote] без открытой цитаты (текст рядом мог выйти из цитаты поста): "
                          "проверьте посты вокруг",
                          "line {line}: a [/quote] with no quote open (the text around it may have left its post's "
                          "quote): check the posts around it"),
    "bb_literal_unclosed": ("пост {post}, {author}, строка {line}: [{tag}] без [/{tag}]: красный текст после него не "
                            "учтён",
                            "post {post} by {author}, line {line}: a [{tag}] without its [/{tag}]: the red text after it "
                            "is not counted"),
    "bb_red_broken": ("пост {post}, {author}, строка {line}: красный текст «{text}» после незакрытого [{tag}]: не учтён",
                      "post {post} by {author}, line {line}: the red text «{text}» after an unclosed [{tag}]: not "
                      "counted"),
    "bb_red_mixed": ("пост {post}, {author}, строка {line}: в красном тексте «{text}» есть текст другого цвета: не "
                     "прочитан",
                     "post {post} by {author}, line {line}: the red text «{text}» holds text of another colour: not "
                     "read"),
    "bb_red_unclosed": ("пост {post}, {author}, строка {line}: красный цвет «{text}» не закрыт до конца поста: не "
                        "прочитан",
                        "post {post} by {author}, line {line}: the red «{text}» is not closed before the post ends: "
                        "not read"),
    "bb_stray_close": ("пост {post}, {author}, строка {line}: лишний [/{tag}] без открытого: форум покажет его текстом",
                       "post {post} by {author}, line {line}: a stray [/{tag}] with none open: the forum shows it as "
                       "text"),
    "duplicate": ("пост {post}, {author}: тот же пост прочитан ещё раз ({again}): учтён один раз",
                  "post {post} by {author}: the same post is read again ({again}): counted once"),
    "conflict": ("пост {post}: под одним номером разные тексты ({authors}): голоса этого поста не учтены",
                 "post {post}: one post id with different texts ({authors}): its votes are not counted"),
    "not_player": ("пост {post}, {author}: автор не игрок этой партии",
                   "post {post} by {author}: the author is not a player of the game"),
    "not_nick": ("пост {post}, {author}: красный текст «{text}» — не ник игрока",
                 "post {post} by {author}: red text «{text}» is not a player's nick"),
    "not_nick_line": ("пост {post}, {author}: красный текст «{text}» — не ник игрока (строка {line})",
                      "post {post} by {author}: red text «{text}» is not a player's nick (line {line})"),
    "edited": ("пост {post}, {author}: пост отредактирован ({notice}): его голоса помечены edited; снимите отметку, "
               "если сам голос не менялся",
               "post {post} by {author}: the post was edited ({notice}): its votes are flagged edited; clear the flag "
               "if the vote itself was not changed"),
    "html_no_author": ("пост {post}: автор не найден, пост не прочитан", "post {post}: no author found: not read"),
    "html_stray_close": ("пост {post}, {author}, строка {line}: лишний </{tag}> без открытого: пропущен, как его "
                         "пропускает браузер; проверьте, цела ли страница",
                         "post {post} by {author}, line {line}: a stray </{tag}> with none open: skipped, as a browser "
                         "skips it; check that the page is whole"),
    "html_no_posts": ("на странице нет ни одного поста {engine} (читаются страницы phpBB, PunBB / mybb.ru, XenForo и "
                      "Invision, сохранённые целиком)",
                      "no {engine} post found in the page (pages of phpBB, PunBB / mybb.ru, XenForo and Invision are "
                      "read, saved whole)"),
    "text_no_post": ("не найдено ни одного поста: пост начинается строкой автора «Сообщение Ник » 01 дек 2025, 21:00»",
                     "no post found: a post starts at its author line «Сообщение Ник » 01 дек 2025, 21:00»"),
    "text_mark_before": ("отметка голоса до первого поста не прочитана: «{text}»",
                         "a vote mark before the first post is not read: «{text}»"),
    "text_quote_no_end": ("пост {post}, {author}: у цитаты в строке {line} ({who}) не найти конца: слова после неё не "
                          "прочитаны; поставьте строку [/quote] там, где она кончается",
                          "post {post} by {author}: the quote at line {line} ({who}) has no end the reader can find: "
                          "the words after it are not read; put a line [/quote] where it ends"),
    "text_quote_no_end_marks": ("пост {post}, {author}: у цитаты в строке {line} ({who}) не найти конца: отметки "
                                "голоса в строках {lines} и слова после неё не прочитаны; поставьте строку [/quote] "
                                "там, где она кончается",
                                "post {post} by {author}: the quote at line {line} ({who}) has no end the reader can "
                                "find: the vote mark(s) at line(s) {lines} and the words after it are not read; put a "
                                "line [/quote] where it ends"),
    "text_mark_in_quote": ("пост {post}, {author}: отметка голоса в строке {line} — внутри цитаты {who}: не учтена "
                           "(если это голос автора, поставьте [/quote] над ней)",
                           "post {post} by {author}: the vote mark at line {line} is inside the quote of {who}: not "
                           "counted (if it is the author's own, put [/quote] above it)"),
    "text_header_in_post": ("пост {post}, {author}: строка {line} «{text}» похожа на строку автора поста, но стоит не "
                            "под профилем автора: это текст поста, а не новый пост",
                            "post {post} by {author}: line {line} «{text}» looks like a post's author line but stands "
                            "under no author's profile: it is the post's text, not a new post"),
    "text_mark_after_header": ("пост {post}, {author}: отметка голоса в строке {line} — после строки {at}, похожей на "
                               "строку автора: чей это голос, не видно, не учтена",
                               "post {post} by {author}: the vote mark at line {line} follows line {at}, shaped like "
                               "an author line: whose vote it is cannot be told; not counted"),
    "text_mark_in_code": ("пост {post}, {author}: отметка голоса в строке {line} — в окне кода (строка {at}): форум не "
                          "показывает код красным, не учтена (если окно кончилось выше, поставьте там строку [/code])",
                          "post {post} by {author}: the vote mark at line {line} is in the code box of line {at}: the "
                          "forum shows no code red; not counted (if the box ended above it, put a line [/code] there)"),
    "text_mark_in_footer": ("пост {post}, {author}: отметка голоса в строке {line} — после строки подвала страницы: не "
                            "учтена",
                            "post {post} by {author}: the vote mark at line {line} stands after the page's footer "
                            "line: not counted"),
    "text_unclosed_color": ("пост {post}, {author}, строка {line}: [color=…] без [/color] в той же строке: не прочитано",
                            "post {post} by {author}, line {line}: a [color=…] without its [/color] on the same line: "
                            "not read"),
}


@dataclass
class Unread:
    """One thing a reader could not read: its code in `UNREAD` and the values the sentence names."""

    code: str
    params: dict[str, object] = field(default_factory=dict)

    def text(self, lang: str = "en") -> str:
        ru, en = UNREAD[self.code]
        return (ru if lang == "ru" else en).format(**self.params)


@dataclass
class ThreadReading:
    posts: list[Post] = field(default_factory=list)
    votes: list[Vote] = field(default_factory=list)
    words: dict[str, int] = field(default_factory=dict)
    problems: list[Unread] = field(default_factory=list)
    sources: list[str | None] = field(default_factory=list)  # beside votes: the line each was read from

    @property
    def unreadable(self) -> list[str]:
        """What was not read, in English (`unread(lang)` for the host's language)."""
        return self.unread("en")

    def unread(self, lang: str = "ru") -> list[str]:
        return [p.text(lang) for p in self.problems]

    def vote_rows(self) -> list[dict[str, object]]:
        """The votes as a day's `votes:` rows; the empty vote written as `target: ""`, said so."""
        rows = []
        for vote in self.votes:
            row: dict[str, object] = vote.model_dump(mode="json", exclude_defaults=True)
            row.setdefault("target", "")
            rows.append(row)
        return rows


def _norm(name: str) -> str:
    return " ".join(name.replace("ё", "е").replace("Ё", "Е").strip(" \t\n.,!?;:«»\"'").casefold().split())


def read_thread(thread: str, players: list[str], colours: str | None = None, tz: str | None = None) -> ThreadReading:
    """The vote log of a pasted thread: a saved forum page (HTML) or BBCode quotes (the house rules' colours and
    time zone: `forum_text.read_any`)."""
    from resolver.input.forum_bbcode import split_posts
    from resolver.input.forum_html import looks_like_html, read_html

    values = colour_values(colours)
    posts, problems = read_html(thread, values) if looks_like_html(thread) else split_posts(thread, values)
    return read_posts(posts, problems, players, tz)


def read_posts(posts: list[Post], problems: list[Unread], players: list[str], tz: str | None = None) -> ThreadReading:
    """Votes and words of posts a reader found (BBCode, HTML, plain text): one rule for all readers. A post's time
    with its offset (a saved page's, a quote's) is shown in the forum's zone (`tz`, Moscow by default)."""
    for post in posts:
        post.time = forum_time(post.time, tz)
    reading = ThreadReading()
    reading.problems.extend(problems)
    posts = _once(posts, reading.problems)
    reading.posts = posts
    by_norm = {_norm(p): p for p in players}
    for post in posts:
        where: dict[str, object] = {"post": post.number or "?", "author": post.author}
        author = by_norm.get(_norm(post.author))
        if author is None:
            reading.problems.append(Unread("not_player", where))
            continue
        words = post.words if post.words is not None else len(_WORD.findall(_TAG.sub(" ", post.text)))
        reading.words[author] = reading.words.get(author, 0) + words
        reds = post.reds or []
        sources = post.sources if post.sources is not None and len(post.sources) == len(reds) else [None] * len(reds)
        flags = {"edited": True, "note": post.edited} if post.edited else {}
        for raw, source in zip(reds, sources):
            if not raw.strip():
                reading.votes.append(Vote(voter=author, target=None, time=post.time, post=post.number, **flags))
                reading.sources.append(source)
                continue
            target = by_norm.get(_norm(raw))
            if target is None:
                reading.problems.append(Unread("not_nick_line", {**where, "text": raw.strip(), "line": source})
                                        if source else Unread("not_nick", {**where, "text": raw.strip()}))
                continue
            reading.votes.append(Vote(voter=author, target=target, time=post.time, post=post.number, **flags))
            reading.sources.append(source)
        if post.edited and reds:
            reading.problems.append(Unread("edited", {**where, "notice": post.edited}))
    return reading


def _content(post: Post) -> tuple[object, ...]:
    return _norm(post.author), post.time, tuple(post.reds or ()), post.edited


def _lines(post: Post) -> list[str]:
    return [" ".join(line.split()) for line in post.text.splitlines() if line.strip()]


def _same_copy(first: Post, again: Post) -> bool:
    """A copied page read twice: the same author, time and marks, and one text the start of the other (the
    page's top, copied again, stands after the last post of the first copy)."""
    if _content(first) != _content(again):
        return False
    short, long = sorted((_lines(first), _lines(again)), key=len)
    return long[:len(short)] == short


def _once(posts: list[Post], problems: list[Unread]) -> list[Post]:
    """Each post once: a post id read again with the same post is counted once (a page saved twice), with
    different ones it is listed and not counted (which is the forum's cannot be told); a post without the
    forum's id (a copied page) is the same post when its author, time, marks and text are."""
    by_id: dict[str, Post] = {}
    conflicts: dict[str, list[Post]] = {}
    kept: list[Post] = []
    for post in posts:
        if post.from_forum and post.number:
            first = by_id.setdefault(post.number, post)
            same = first is not post and _content(first) == _content(post) and _lines(first) == _lines(post)
            if first is not post and not same:
                conflicts.setdefault(post.number, [first]).append(post)
                continue
        else:
            first = next((p for p in kept if not p.from_forum and _same_copy(p, post)), post)
        if first is post:
            kept.append(post)
        else:
            problems.append(Unread("duplicate", {"post": first.number or "?", "author": first.author,
                                                 "again": post.number or "?"}))
    for number, group in conflicts.items():
        authors = ", ".join(dict.fromkeys(p.author for p in group))
        problems.append(Unread("conflict", {"post": number, "authors": authors}))
    return [p for p in kept if not (p.from_forum and p.number in conflicts)]
