"""Saved thread pages written in each forum engine's own markup (tests/test_forum_engines.py).

`ENGINES[name](posts, title)` builds a whole page: the engine's chrome around each post of `posts`, given as
`Drawn` (the forum's post id, its number in the thread, author, time in seconds UTC, the body as the forum renders
its BBCode, the edit time if any). The fixtures of tests/fixtures/forums/ were written with these and are read as
saved; the hostile tests build their own small pages with them.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone

MSK = timezone(timedelta(hours=3))
BASE = 1764612000  # 2025-12-01 21:00 Moscow time


@dataclass
class Drawn:
    number: int
    position: int
    author: str
    at: int  # seconds since 1970 (UTC)
    body: str
    edited_at: int | None = None
    user_id: int = 0


def _msk(at: int, fmt: str) -> str:
    return datetime.fromtimestamp(at, tz=MSK).strftime(fmt)


# --- mybb.ru (PunBB): rusff.me, rolka.me -------------------------------------------------------------------------

def mybb_post(p: Drawn) -> str:
    edited = (f'<p class="lastedit">Отредактировано {html.escape(p.author)} ({_msk(p.edited_at, "Сегодня %H:%M:%S")})</p>'
              if p.edited_at else "")
    return f"""<div id="p{p.number}" class="post{' topicpost' if p.position == 1 else ''}" data-posted="{p.at}" data-user-id="{p.user_id}" data-group-id="4">
	<h3><span><a class="sharelink" rel="nofollow" href="#p{p.number}" onclick="return false;">Поделиться</a><strong>{p.position}</strong><a class="permalink" rel="nofollow" href="https://mafia.rusff.me/viewtopic.php?id=77#p{p.number}">{_msk(p.at, "Сегодня %H:%M:%S")}</a></span></h3>
	<div class="container">
		<div class="post-author"><ul>
			<li class="pa-author"><span class="acchide">Автор:&nbsp;</span><a href="https://mafia.rusff.me/profile.php?id={p.user_id}" rel="nofollow">{html.escape(p.author)}</a></li>
			<li class="pa-title">Житель</li>
			<li class="pa-avatar item2"><img src="https://forumavatars.ru/img/avatars/0019/ab/cd/{p.user_id}-1.png" alt="{html.escape(p.author)}" title="{html.escape(p.author)}" /></li>
			<li class="pa-posts"><span class="fld-name">Сообщений:</span> 214</li>
		</ul></div>
		<div class="post-body">
			<div class="post-box">
				<div id="p{p.number}-content" class="post-content">
{p.body}
{edited}
				</div>
				<div class="post-sig"><dl><dt><span>Подпись автора</span></dt><dd><p><span style="color: red">Не верь никому</span></p></dd></dl></div>
			</div>
			<div class="clearer"><!-- --></div>
		</div>
	</div>
	<div class="post-links"><ul><li class="pl-quote"><a href="javascript:quote('{html.escape(p.author)}', {p.number})">Цитировать</a></li></ul></div>
</div>"""


def mybb_page(posts: list[Drawn], title: str = "День 2") -> str:
    body = "\n".join(mybb_post(p) for p in posts)
    return f"""<!DOCTYPE html>
<html lang="ru" dir="ltr">
<head>
<meta charset="utf-8" />
<title>{title} - Мафия на Рус-Фэ</title>
<link rel="canonical" href="https://mafia.rusff.me/viewtopic.php?id=77" />
<link rel="stylesheet" type="text/css" href="https://forumstatic.ru/styles/0019/ab/cd/style.1764000000.css" />
</head>
<body>
<div id="pun_wrap">
<div id="pun" class="ltr">
<div id="pun-viewtopic" class="punbb" data-topic-id="77" data-forum-id="3">
<div id="pun-title" class="section"><table id="title-logo-table" cellspacing="0"><tbody id="title-logo-tbody"><tr id="title-logo-tr"><td id="title-logo"><h1><span>Мафия на Рус-Фэ</span></h1></td></tr></tbody></table></div>
<div id="pun-crumbs1" class="crumbs"><p class="container crumbs"><a href="https://mafia.rusff.me/" target="_self">Мафия на Рус-Фэ</a> <em>&#187;&#160;</em><a href="https://mafia.rusff.me/viewforum.php?id=3">Игра №151: Андоррская мафия</a> <em>&#187;&#160;</em>{title}</p></div>
<div id="pun-main" class="main multipage">
	<h1><span>{title}</span></h1>
	<div id="topic_t77" class="topic">
		<h2><span>Сообщений 1 страница 9 из 9</span></h2>
{body}
	</div>
</div>
<div id="pun-about" class="section"><p class="container">Powered by <a href="https://mybb.ru/">MyBB.ru</a>, with <a href="https://mybb.ru/">PunBB</a></p></div>
</div>
</div>
</div>
</body>
</html>
"""


# --- XenForo 2 ---------------------------------------------------------------------------------------------------

def _xf_time(at: int) -> str:
    return (f'<time class="u-dt" dir="auto" datetime="{_msk(at, "%Y-%m-%dT%H:%M:%S+0300")}" data-time="{at}" '
            f'data-date-string="{_msk(at, "%d.%m.%Y")}" data-time-string="{_msk(at, "%H:%M")}" '
            f'title="{_msk(at, "%d.%m.%Y в %H:%M")}">Сегодня в {_msk(at, "%H:%M")}</time>')


def xenforo_post(p: Drawn) -> str:
    link = f"https://mafia-club.ru/threads/den-2.77/post-{p.number}"
    edited = (f'<div class="message-lastEdit">Последнее редактирование: {_xf_time(p.edited_at)}</div>'
              if p.edited_at else "")
    name = html.escape(p.author)
    return f"""<article class="message message--post js-post js-inlineModContainer  "
		data-author="{name}"
		data-content="post-{p.number}"
		id="js-post-{p.number}"
		itemscope itemtype="https://schema.org/Comment" itemid="{link}">
	<meta itemprop="parentItem" itemscope itemid="https://mafia-club.ru/threads/den-2.77/" />
	<span class="u-anchorTarget" id="post-{p.number}"></span>
	<div class="message-inner">
		<div class="message-cell message-cell--user">
			<section class="message-user" itemprop="author" itemscope itemtype="https://schema.org/Person" itemid="https://mafia-club.ru/members/{p.user_id}/">
				<div class="message-avatar "><div class="message-avatar-wrapper"><a href="https://mafia-club.ru/members/{p.user_id}/" class="avatar avatar--m avatar--default avatar--default--dynamic" data-user-id="{p.user_id}" data-xf-init="member-tooltip"><span class="avatar-u{p.user_id}-m" role="img" aria-label="{name}">{name[0]}</span></a></div></div>
				<div class="message-userDetails">
					<h4 class="message-name"><a href="https://mafia-club.ru/members/{p.user_id}/" class="username " dir="auto" data-user-id="{p.user_id}" data-xf-init="member-tooltip"><span itemprop="name">{name}</span></a></h4>
					<h5 class="userTitle message-userTitle" dir="auto" itemprop="jobTitle">Участник</h5>
				</div>
				<span class="message-userArrow"></span>
			</section>
		</div>
		<div class="message-cell message-cell--main">
			<div class="message-main js-quickEditTarget">
				<header class="message-attribution message-attribution--split">
					<ul class="message-attribution-main listInline ">
						<li class="u-concealed"><a href="{link}" rel="nofollow" itemprop="url">{_xf_time(p.at)}</a></li>
					</ul>
					<ul class="message-attribution-opposite message-attribution-opposite--list ">
						<li><a href="{link}" class="message-attribution-gadget" data-xf-init="share-tooltip" data-href="https://mafia-club.ru/posts/{p.number}/share" aria-label="Поделиться" rel="nofollow"><i class="fa--xf far fa-share-alt" aria-hidden="true"></i></a></li>
						<li><a href="{link}" rel="nofollow">#{p.position}</a></li>
					</ul>
				</header>
				<div class="message-content js-messageContent">
					<div class="message-userContent lbContainer js-lbContainer " data-lb-id="post-{p.number}" data-lb-caption-desc="{name} &middot; {_msk(p.at, "%d.%m.%Y в %H:%M")}">
						<article class="message-body js-selectToQuote">
							<div itemprop="text">
								<div class="bbWrapper">{p.body}</div>
							</div>
							<div class="js-selectToQuoteEnd">&nbsp;</div>
						</article>
					</div>
					{edited}
					<aside class="message-signature"><div class="bbWrapper"><span style="color: rgb(184, 49, 47)">Мафия не дремлет</span></div></aside>
				</div>
				<footer class="message-footer">
					<div class="message-actionBar actionBar"><div class="actionBar-set actionBar-set--external">
						<a href="https://mafia-club.ru/threads/den-2.77/reply?quote={p.number}" class="actionBar-action actionBar-action--reply" title="Ответить, цитируя это сообщение" rel="nofollow" data-xf-click="quote" data-quote-href="https://mafia-club.ru/posts/{p.number}/quote">Ответить</a>
					</div></div>
					<div class="reactionsBar js-reactionsList "></div>
					<div class="js-historyTarget message-historyTarget toggleTarget" data-href="trigger-href"></div>
				</footer>
			</div>
		</div>
	</div>
</article>"""


def xenforo_page(posts: list[Drawn], title: str = "День 2") -> str:
    body = "\n".join(xenforo_post(p) for p in posts)
    return f"""<!DOCTYPE html>
<html id="XF" lang="ru-RU" dir="LTR" data-xf="2.2" data-app="public" data-template="thread_view" data-container-key="node-5" data-content-key="thread-77" data-logged-in="false" data-cookie-prefix="xf_" class="has-no-js template-thread_view">
<head>
	<meta charset="utf-8" />
	<title>{title} | Мафия-клуб</title>
	<link rel="canonical" href="https://mafia-club.ru/threads/den-2.77/" />
</head>
<body data-template="thread_view">
<div class="p-pageWrapper" id="top">
<div class="p-body"><div class="p-body-inner">
	<div class="p-body-header"><div class="p-title "><h1 class="p-title-value">{title}</h1></div></div>
	<div class="p-body-main  "><div class="p-body-content"><div class="p-body-pageContent">
	<div class="block block--messages" data-xf-init="" data-type="post" data-href="https://mafia-club.ru/inline-mod/" data-search-target="*">
		<div class="block-container lbContainer" data-xf-init="lightbox select-to-quote" data-message-selector=".js-post" data-lb-id="thread-77" data-lb-universal="0">
			<div class="block-body js-replyNewMessageContainer">
{body}
			</div>
		</div>
	</div>
	</div></div></div>
</div></div>
<footer class="p-footer" id="footer"><div class="p-footer-inner"><div class="p-footer-copyright">Форумное программное обеспечение от XenForo&reg; <span class="copyright">&copy; 2010-2024 XenForo Ltd.</span></div></div></footer>
</div>
</body>
</html>
"""


# --- Invision Community 4 ----------------------------------------------------------------------------------------

def _ips_time(at: int) -> str:
    iso = datetime.fromtimestamp(at, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
    return f"<time datetime='{iso}' title='{_msk(at, '%d.%m.%Y %H:%M ')}' data-short='1 ч'>{_msk(at, '%H:%M')}</time>"


def invision_post(p: Drawn) -> str:
    name = html.escape(p.author)
    link = f"https://mafia-forum.ru/topic/77-den-2/?do=findComment&amp;comment={p.number}"
    profile = f"https://mafia-forum.ru/profile/{p.user_id}-{p.user_id}/"
    edited = (f"<span class='ipsType_reset ipsType_medium ipsType_light' data-excludequote><strong>Изменено "
              f"{_ips_time(p.edited_at)} пользователем {name}</strong></span>" if p.edited_at else "")
    quotedata = html.escape(f'{{"userid":{p.user_id},"username":"{p.author}","timestamp":{p.at},"contentapp":"forums",'
                            f'"contenttype":"forums","contentid":77,"contentclass":"forums_Topic","contentcommentid":{p.number}}}')
    return f"""<article id="elComment_{p.number}" class="cPost ipsBox ipsResponsive_pull  ipsComment  ipsComment_parent ipsClearfix ipsClear ipsColumns ipsColumns_noSpacing ipsColumns_collapsePhone    ">
	<div class="cAuthorPane_mobile ipsResponsive_showPhone">
		<div class="cAuthorPane_photo"><div class="cAuthorPane_photoWrap"><a href="{profile}" rel="nofollow" data-ipsHover data-ipsHover-width="370" data-ipsHover-target="{profile}?do=hovercard" class="ipsUserPhoto ipsUserPhoto_large" title="Перейти в профиль {name}"><img src="https://mafia-forum.ru/uploads/set_resources_2/84c1e40ea0e759e3f1505eb1788ddf3c_default_photo.png" alt="{name}" itemprop="image" loading="lazy"></a></div></div>
		<div class="cAuthorPane_content">
			<h3 class="ipsType_sectionHead cAuthorPane_author ipsType_break ipsType_blendLinks ipsFlex ipsFlex-ai:center"><strong><a href="{profile}" data-ipsHover data-ipsHover-target="{profile}?do=hovercard&amp;referrer=" title="Перейти в профиль {name}" class="ipsType_break">{name}</a></strong></h3>
			<div class="ipsType_light ipsType_reset"><a href="{link}" rel="nofollow" class="ipsType_blendLinks">Опубликовано {_ips_time(p.at)}</a></div>
		</div>
	</div>
	<aside class="ipsComment_author cAuthorPane ipsColumn ipsColumn_medium ipsResponsive_hidePhone">
		<h3 class="ipsType_sectionHead cAuthorPane_author ipsType_blendLinks ipsType_break"><strong><a href="{profile}" data-ipsHover data-ipsHover-target="{profile}?do=hovercard&amp;referrer=" title="Перейти в профиль {name}" class="ipsType_break">{name}</a></strong>
			<span class="ipsMargin_left:half"><span title="Репутация участника" data-ipsTooltip class="ipsRepBadge ipsRepBadge_positive"><i class="fa fa-plus-circle"></i> 12</span></span>
		</h3>
		<ul class="cAuthorPane_info ipsList_reset">
			<li data-role="group"><span style="color:#3f3f3f">Пользователи</span></li>
			<li data-role="stats" class="ipsMargin_top"><ul class="ipsList_reset ipsType_light ipsFlex ipsFlex-ai:center ipsFlex-jc:center ipsGap_row:2 cAuthorPane_stats"><li><a href="{profile}content/" title="88 публикаций" class="ipsType_blendLinks"><i class="fa fa-comment"></i> 88</a></li></ul></li>
		</ul>
	</aside>
	<div class="ipsColumn ipsColumn_fluid ipsMargin:none">
		<div id="comment-{p.number}_wrap" data-controller="core.front.core.comment" data-commentApp="forums" data-commentType="forums" data-commentID="{p.number}" data-quoteData="{quotedata}" class="ipsComment_content ipsType_medium">
			<div class="ipsComment_meta ipsType_light ipsFlex ipsFlex-ai:center ipsFlex-jc:between ipsFlex-fd:row-reverse">
				<div class="ipsType_light ipsType_reset ipsType_blendLinks ipsComment_toolWrap"><ul class="ipsList_reset ipsComment_tools"><li><a href="{link}" data-ipsTooltip title="Поделиться сообщением" data-ipsMenu data-ipsMenu-closeOnClick="false" id="elSharePost_{p.number}" data-role="shareComment"><i class="fa fa-share-alt"></i></a></li></ul></div>
				<div class="ipsType_reset ipsResponsive_hidePhone"><a href="{link}" rel="nofollow" class="ipsType_blendLinks">Опубликовано {_ips_time(p.at)}</a></div>
			</div>
			<div class="cPost_contentWrap">
				<div data-role="commentContent" class="ipsType_normal ipsType_richText ipsPadding_bottom ipsContained" data-controller="core.front.core.lightboxedImages">
{p.body}
{edited}
				</div>
				<div class="ipsItemControls"><ul class="ipsComment_controls ipsClearfix ipsItemControls_left" data-role="commentControls"><li data-ipsQuote-editor="topic_comment" data-ipsQuote-target="#comment-{p.number}" class="ipsJS_show"><a href="#" data-action="quoteComment" data-ipsTooltip title="Цитата">Цитата</a></li></ul></div>
				<div data-role="memberSignature" class="ipsResponsive_hidePhone ipsBorder_top ipsPadding_vertical"><div class="ipsType_reset ipsType_richText ipsType_light"><p><span style="color:#ff0000;">Я мирный!</span></p></div></div>
			</div>
		</div>
	</div>
</article>"""


def invision_page(posts: list[Drawn], title: str = "День 2") -> str:
    body = "\n".join(invision_post(p) for p in posts)
    return f"""<!DOCTYPE html>
<html lang="ru-RU" dir="ltr">
<head>
	<meta charset="utf-8">
	<title>{title} - Игра №12: Банкиры - Форумная мафия</title>
	<link rel="canonical" href="https://mafia-forum.ru/topic/77-den-2/" />
</head>
<body class="ipsApp ipsApp_front ipsJS_none ipsClearfix" data-controller="core.front.core.app" data-message="" data-pageApp="forums" data-pageLocation="front" data-pageModule="forums" data-pageController="topic" data-pageID="77">
<div id="ipsLayout_body" class="ipsLayout_container">
<main id="ipsLayout_mainArea">
	<div class="ipsPageHeader ipsResponsive_pull ipsBox ipsPadding sm:ipsPadding:half ipsMargin_bottom"><h1 class="ipsType_pageTitle ipsContained_container"><span class="ipsType_break ipsContained"><span>{title}</span></span></h1></div>
	<div id="comments" data-controller="core.front.core.commentFeed,forums.front.topic.view, core.front.core.ignoredComments" data-autoPoll data-baseURL="https://mafia-forum.ru/topic/77-den-2/" data-lastPage data-feedID="topic-77" class="cTopic ipsClear ipsSpacer_top">
		<div data-role="commentFeed" data-controller="core.front.core.moderation" class="ipsAreaBackground_light ipsPadding:half">
			<form action="https://mafia-forum.ru/topic/77-den-2/?csrfKey=0&amp;do=multimodComment" method="post" data-ipsPageAction data-role="moderationTools">
{body}
			</form>
		</div>
	</div>
</main>
</div>
<footer id="ipsLayout_footer" class="ipsClearfix"><div class="ipsLayout_container"><p id="elCopyright"><a rel="nofollow" title="Invision Community" href="https://www.invisioncommunity.com/">Powered by Invision Community</a></p></div></footer>
</body>
</html>
"""


ENGINES: dict[str, Callable[..., str]] = {"punbb": mybb_page, "xenforo": xenforo_page, "invision": invision_page}


# --- a post's BBCode as each engine renders it --------------------------------------------------------------------

@dataclass
class Render:
    red: Callable[[str], str]
    blue: Callable[[str], str]
    green: Callable[[str], str]
    quote: Callable[[str, int, str], str]  # (quoted author, quoted post id, inner html)
    para: Callable[[str], str]
    code: Callable[[str], str]


def _span(style: str) -> Callable[[str], str]:
    return lambda text: f'<span style="{style}">{text}</span>'


RENDER: dict[str, Render] = {
    "punbb": Render(
        red=_span("color: red"), blue=_span("color: blue"), green=_span("color: green"),
        quote=lambda who, _n, inner: (f'<div class="quote-box answer-box"><cite>{who} написал(а):</cite><blockquote>'
                                      f"<p>{inner}</p></blockquote></div>"),
        para=lambda text: f"<p>{text}</p>",
        code=lambda text: (f'<div class="code-box"><strong class="legend">Код:</strong><div class="blockcode"><div '
                           f'class="scrollbox" style="height: 4.5em"><pre>{text}</pre></div></div></div>')),
    "xenforo": Render(
        red=_span("color: rgb(184, 49, 47)"), blue=_span("color: rgb(44, 130, 201)"),
        green=_span("color: rgb(65, 168, 95)"),
        quote=lambda who, n, inner: (
            f'<blockquote data-attributes="member: 2" data-quote="{who}" data-source="post: {n}" class="bbCodeBlock '
            f'bbCodeBlock--expandable bbCodeBlock--quote js-expandWatch"><div class="bbCodeBlock-title"><a '
            f'href="https://mafia-club.ru/goto/post?id={n}" class="bbCodeBlock-sourceJump" rel="nofollow" data-xf-click="attribution" '
            f'data-content-selector="#post-{n}">{who} написал(а):</a></div><div class="bbCodeBlock-content"><div '
            f'class="bbCodeBlock-expandContent js-expandContent ">{inner}</div><div class="bbCodeBlock-expandLink '
            f'js-expandLink"><a role="button" tabindex="0">Нажмите для раскрытия...</a></div></div></blockquote>'),
        para=lambda text: f"{text}<br />",
        code=lambda text: (f'<div class="bbCodeBlock bbCodeBlock--code"><div class="bbCodeBlock-title">Код:</div><div '
                           f'class="bbCodeBlock-content" dir="ltr"><pre class="bbCodeCode" dir="ltr" data-xf-init="code-'
                           f'block" data-lang=""><code>{text}</code></pre></div></div>')),
    "invision": Render(
        red=_span("color:#ff0000;"), blue=_span("color:#0000ff;"), green=_span("color:#008000;"),
        quote=lambda who, n, inner: (
            f'<blockquote class="ipsQuote" data-ipsquote="" data-ipsquote-contentapp="forums" data-ipsquote-'
            f'contentclass="forums_Topic" data-ipsquote-contentcommentid="{n}" data-ipsquote-contentid="77" '
            f'data-ipsquote-contenttype="forums" data-ipsquote-timestamp="1764612000" data-ipsquote-userid="12" '
            f'data-ipsquote-username="{who}"><div class="ipsQuote_citation">{who} написал:</div><div '
            f'class="ipsQuote_contents"><p>{inner}</p></div></blockquote>'),
        para=lambda text: f"<p>{text}</p>",
        code=lambda text: f'<pre class="ipsCode prettyprint lang-html prettyprinted">{text}</pre>'),
}

USERS = {"Ведущий": 1, "Иван": 12, "Пётр": 13, "Дон": 14, "Бонни": 15, "Марья": 16, "Айболит": 17, "Зритель": 40}


def story(engine: str, first: int) -> list[Drawn]:
    """Day 2 of a bankers game as played on the forum: nine posts from 20:00 to 22:31:05 Moscow time, post ids from
    `first`."""
    r = RENDER[engine]
    ids = [first + i for i in range(9)]
    bodies = [
        ("Ведущий", 0, r.para("День второй. Голосуем " + r.red("красным") + ", до 22:30 по Мск.")
         + r.para("Образец: " + r.red("Ник"))),
        ("Иван", 60 * 60, r.para("Голосую против Дона, он врёт.") + r.para(r.red("Дон"))),
        ("Пётр", 65 * 60, r.quote("Иван", ids[1], r.red("Дон")) + r.para(
            "Поддерживаю. " + r.red("<strong>Дон</strong>") + " " + r.blue("Ведущий, а можно пустой?"))),
        ("Дон", 80 * 60, r.para(r.red("Иван") + " и " + r.red("Петька"))),
        ("Бонни", 100 * 60, r.code("[color=red]Иван[/color]") + r.para("Я за " + r.red("Пётр"))),
        ("Марья", 110 * 60, r.quote("Дон", ids[3], r.red("Иван")) + r.para("Дон, ты серьёзно? Думаю.")),
        ("Зритель", 120 * 60, r.para("Болею за мирных! " + r.red("Дон"))),
        ("Марья", 130 * 60, r.para("Решила. " + r.red("Дон") + " " + r.green("(не голос)"))),
        ("Айболит", 151 * 60 + 5, r.para("Опоздал? " + r.red("Иван"))),
    ]
    return [Drawn(number=ids[i], position=i + 1, author=who, at=BASE - 3600 + offset, body=body,
                  edited_at=BASE + 10 * 60 if who == "Пётр" else None, user_id=USERS[who])
            for i, (who, offset, body) in enumerate(bodies)]
