"""The bankers rule set («банкиры»): two mafia clans, rules in texts/bankers.txt.

Everything here is data with its clause; what is still bankers-only code (the
summary carried to the next night, assembled from the engine's calls) lives in
`policy`; the morning post's data is in `post`.
"""

from __future__ import annotations

from dataclasses import replace as _replace

from resolver.specs.dawn import DawnSpec, DeathPost, MissedSave
from resolver.specs.ruleset import (
    ActionSpec,
    ActorBar,
    AnswerRow,
    AnswerTable,
    AnswerTest,
    Branches,
    CancelSpec,
    ClanGone,
    ClanLevel,
    ClanPick,
    Clause,
    CoHost,
    Condition,
    DespiteNote,
    DoomCarry,
    EventSpec,
    ExemptGeneral,
    GroupOf,
    Host,
    Hunt,
    ItemSpec,
    Kill,
    KillKind,
    Leaves,
    MoreTargetsOn,
    NeedsEvent,
    NotWithHunt,
    OffWhen,
    OptionSpec,
    PassOn,
    ProtectionSpec,
    RepeatBan,
    ReplaceSpec,
    RoleSpec,
    RulesetSpec,
    SeekSpec,
    SetsFlag,
    SightSpec,
    StepNote,
    StepSpec,
    TargetMayBeDead,
    TargetRule,
    TimeGroup,
)
from resolver.rulesets.bankers import policy as bankers_policy
from resolver.rulesets.bankers.clauses import CLAUSES
from resolver.rulesets.bankers.post import POST
from resolver.specs.succession import HeirSpec, StandInSpec, SuccessionSpec


def _c(subject: str, status: str, code: str, clause: str, **kw: object) -> Condition:
    return Condition(subject=subject, status=status, code=code, clause=clause, **kw)  # type: ignore[arg-type]


# Conditions that come from texts other than the role's own failure list.
GENERAL = (
    _c("actor", "dead", "actor_dead", "order", ruling="B-02",
       unless=("dead_actor_acts", True), scope="personal"),
    _c("actor", "robbed", "actor_robbed", "thief", listed=False, ruling="B-07", scope="role"),
    _c("actor", "stolen", "move_stolen", "trickster.steal", ruling="B-18", scope="role"),
    _c("actor", "beaten", "actor_beaten", "thug.beat", listed=False, ruling="B-49", scope="personal"),
    _c("actor", "guest_vixen", "actor_guest", "vixen.invite", listed=False, ruling="B-50", scope="personal"),
    _c("actor", "guest_shizik", "actor_guest", "shizik.invite", listed=False, ruling="B-50", scope="personal"),
    _c("target", "dead", "target_dead", "order", ruling="B-02", scope="targeted"),
)

_KILL_TARGET = (
    _c("target", "beaten", "target_beaten", "boss.clan_kill_fails"),
    _c("target", "guest", "target_guest", "boss.clan_kill_fails"),
    _c("target", "healed", "target_healed", "boss.clan_kill_fails"),
    _c("target", "guarded", "target_guarded", "boss.clan_kill_fails"),
)

# «Индеец - непроверяем» (L5, L12) read as «cannot be checked» (indian_check = fails, B-14): a check on him fails.
_UNCHECKABLE = (TargetRule("trait", "target_uncheckable", "roster.indian", value="uncheckable", negate=True,
                           ruling="B-14", when=("indian_check", "fails")),)
_MAFIA = AnswerTest("side", "mafia")
_CHECKABLE = AnswerTest("trait", "uncheckable", negate=True)  # «Индеец - непроверяем» (B-14)
# The Detective's check (and the Фанатка's own): «мафия» or «мирный»; the Индеец answers «мирный».
_MAFIA_OR_NOT = (AnswerRow("mafia", (_MAFIA, _CHECKABLE)), AnswerRow("peaceful"))
# The Boss's check (B-04): the son is named (L56); boss_check_mode = roster answers like the Detective's;
# else a mafioso is «мафия», a peaceful «ролевой» or «неролевой», and the Индеец a plain peaceful.
_BOSS_ANSWERS = (
    AnswerRow("son", (AnswerTest("trait", "son"),), clause="son.reveal", ruling="B-04"),
    AnswerRow("mafia", (_MAFIA, _CHECKABLE), ruling="B-04", when=("boss_check_mode", "roster")),
    AnswerRow("peaceful", ruling="B-04", when=("boss_check_mode", "roster")),
    AnswerRow("mafia", (_MAFIA, _CHECKABLE), ruling="B-04"),
    AnswerRow("role", (AnswerTest("role_peaceful"),), ruling="B-04"),
    AnswerRow("plain", ruling="B-04"),
)

ACTIONS = [
    ActionSpec(
        "check_role", "Проверка (Босс)", "Boss's check", "11", "boss.check",
        aliases=("проверка босса", "проверить роль"),
        rows=(
            AnswerTable(_BOSS_ANSWERS),
            *_UNCHECKABLE,
            _c("actor", "dead", "actor_dead", "boss.check_fails"),
            _c("actor", "beaten", "actor_beaten", "boss.check_fails"),
            _c("actor", "guest", "actor_guest", "boss.check_fails"),
            _c("target", "dead", "target_dead", "boss.check_fails"),
            _c("target", "beaten", "target_beaten", "boss.check_fails"),
            _c("target", "guest", "target_guest", "boss.check_fails"),
        ),
    ),
    ActionSpec(
        "clan_kill", "Убийство от клана", "Clan kill", "9", "boss.clan_kill",
        aliases=("убийство", "убить", "выстрел", "убийство кланом"),
        max_targets=1, role_move=False,
        hostile=True, attack="clan",
        rows=(
            ClanPick("boss.clan_kill", "B-06"),
            ClanGone("boss.clan_kill", "B-45"),
            # «босс дает приказ отменить запланированное на эту ночь убийство» (L58): a clan's kill on the son is
            # called off, the targeting clan's or both (son_cancel_scope, B-16); a clan with none alive (B-45).
            CancelSpec("son", "son_target", "son.cancel", all_when=("son_cancel_scope", "both"),
                       all_ruling="B-16",
                       post=("clan_kill_cancelled", "clan_kill_cancelled_clan", "son.cancel")),
            Kill("clan", blast=True),
            *_KILL_TARGET,
            _c("actor", "dead", "sender_dead", "boss.clan_kill", ruling="B-45",
               when=("dead_sender_order", "dies")),
            _c("actor", "beaten", "sender_blocked", "boss.clan_kill", ruling="B-44",
               when=("clan_kill_sender_block", "no_kill")),
            _c("actor", "guest", "sender_blocked", "boss.clan_kill", ruling="B-44",
               when=("clan_kill_sender_block", "no_kill")),
            _c("actor", "robbed", "sender_blocked", "boss.clan_kill", ruling="B-44",
               when=("clan_kill_sender_block", "no_kill")),
            ClanLevel(),
            # B-44: the sender beaten, robbed or a guest, yet the kill worked: the clan's kill is the clan's act.
            DespiteNote(("beaten", "robbed", "guest_vixen", "guest_shizik"), "clan_kill_despite_sender",
                        "boss.clan_kill", ruling="B-44", when=("clan_kill_sender_block", "ignored")),
            MoreTargetsOn("full_moon", 2, "event.full_moon", distinct="B-33"),
        ),
    ),
    ActionSpec(
        "rob", "Воровство (Вор)", "Theft", "2", "thief", aliases=("воровство", "воровать", "обворовать", "кража"),
        rows=(RepeatBan("thief"), Leaves("robbed", timing="perf", edge="block")),
    ),
    ActionSpec(
        "guard_mafia", "Охрана", "Guard", "8", "roster.guard", aliases=("охранять",),
        rows=(
            TargetRule("side", "not_mafia_target", "roster.guard", value="mafia", ruling="B-13", illegal=True),
            TargetRule("same_clan", "not_own_clan", "roster.guard", ruling="B-13", when=("guard_scope", "own_clan"),
                       illegal=True),
            Leaves("guarded", edge="protect"),
        ),
    ),
    ActionSpec(
        "replace_dead_mafioso", "Замена убитого мафа", "Replace a dead mafioso", "13",
        "roster.actor", aliases=("заменить", "замена"), ruling="B-15",
        rows=(
            # «Актер - заменяет любого убитого мафа» (L6): a dead mafioso of his own clan, once (B-15).
            ReplaceSpec("mafia", "roster.actor", ruling="B-15"),
            TargetMayBeDead(),
        ),
    ),
    ActionSpec(
        "peaceful_hunt", "Мирная охота", "Peaceful hunt", "12", "son.plays",
        aliases=("мо", "охота", "охотиться"), role_move=False,
        rows=(
            # «Отправлять МО одновременно с лечением недопустимо» (L72, L83, L96, L112, L131, L152): the hunt is the
            # illegal move; with hunt_with_move = both_fail the other move fails too (B-55).
            Hunt("B-55", ("hunt_with_move", "both_fail")),
            # The hunt switched off (B-01); the son does not hunt while he is the son (B-16).
            OffWhen(("peaceful_hunt", "off"), "hunt_off", "son.plays", "B-01"),
            ActorBar("son", "son_hunt", "son.plays", "B-16"),
            Leaves("hunted", timing="perf", edge="kill"),
        ),
    ),
    ActionSpec(
        "check_mafia", "Проверка (Детектив)", "Detective's check", "11", "detective.check",
        aliases=("проверка детектива", "проверить"),
        rows=(
            NotWithHunt("detective.hunt"),
            AnswerTable(_MAFIA_OR_NOT),
            *_UNCHECKABLE,
            _c("actor", "dead", "actor_dead", "detective.fails"),
            _c("actor", "beaten", "actor_beaten", "detective.fails"),
            _c("actor", "robbed", "actor_robbed", "detective.fails"),
            _c("actor", "guest", "actor_guest", "detective.fails"),
            _c("target", "dead", "target_dead", "detective.fails"),
            _c("target", "beaten", "target_beaten", "detective.fails"),
        ),
    ),
    ActionSpec(
        "heal", "Лечение", "Heal", "7", "doctor.heal", aliases=("лечить", "полечить"),
        rows=(
            RepeatBan("doctor.limits"),
            NotWithHunt("doctor.hunt"),
            Leaves("healed", edge="protect"),
            _c("actor", "dead", "actor_dead", "doctor.fails"),
            _c("actor", "beaten", "actor_beaten", "doctor.fails"),
            _c("target", "guest_shizik", "target_at_shizik", "shizik.doctor"),
            _c("target", "beaten", "target_beaten", "thug.beat", ruling="B-46",
               unless=("beaten_shield_scope", "listed_only")),
        ),
    ),
    ActionSpec(
        "invite", "Приглашение (Стерва)", "Vixen's invitation", "6", "vixen.invite",
        aliases=("пригласить", "приглашение стервы"),
        rows=(
            RepeatBan("vixen.repeat"),
            NotWithHunt("vixen.hunt"),
            Host("vixen", blast_clause="vixen.blast", co_guest_clause="vixen.blast", saved_by="healed"),
            _c("actor", "dead", "actor_dead", "vixen.fails"),
            _c("actor", "beaten", "actor_beaten", "vixen.fails"),
            _c("actor", "guest_of:{target}", "invited_each_other", "shizik.vs_vixen"),
            _c("target", "beaten", "target_beaten", "vixen.fails"),
            _c("target", "guest_shizik", "target_at_shizik", "vixen.fails"),
            ExemptGeneral("guest_shizik", when=("sterva_keeps_client_at_shizik", True)),
            # B-11: she takes in the Шизик with his guest; L108, B-42: at the Шизик's herself, her client is his
            # victim too.
            CoHost("hosts_both", "shizik.vs_vixen", "B-11"),
            PassOn("guest_shizik", "doomed", "client_doomed_too", "shizik.doctor", ruling="B-42",
                   when=("sterva_keeps_client_at_shizik", True)),
            TimeGroup("invitation", ("shizik_vs_sterva", "time"), "shizik.vs_vixen", lot=("shizik_vs_sterva", "lot"),
                      lot_clause="shizik.fails"),
        ),
    ),
    ActionSpec(
        "invite_lethal", "Приглашение (Шизик)", "Shizik's invitation", "4", "shizik.invite",
        aliases=("шизить", "маньячить", "приглашение шизика"),
        rows=(
            NotWithHunt("shizik.hunt"),
            # L108: the Врач cannot find him that night, so no heal saves him from the blast;
            # L110: with the Шизик at the Стерва's, «погибнут все трое».
            Host("shizik", lethal=True, blast_clause="shizik.blast", co_guest_clause="shizik.vs_vixen"),
            _c("actor", "dead", "actor_dead", "shizik.fails"),
            _c("actor", "robbed", "actor_robbed", "shizik.fails"),
            _c("actor", "guest_of:{target}", "invited_each_other", "shizik.vs_vixen"),
            _c("target", "guest_vixen", "target_at_vixen", "shizik.fails"),
            TimeGroup("invitation", ("shizik_vs_sterva", "time"), "shizik.vs_vixen", lot=("shizik_vs_sterva", "lot"),
                      lot_clause="shizik.fails"),
        ),
    ),
    ActionSpec(
        "seek_detective", "Поиск Детектива", "Search for the Detective", "11", "fangirl.seek",
        aliases=("поиск", "искать детектива"),
        rows=(
            # The one sought: the Детектив, or the role she seeks after his death (B-17).
            AnswerTable((AnswerRow("found", (AnswerTest("sought", "detective"),)), AnswerRow("not_found"))),
            *_UNCHECKABLE,
            # «Поиск неудачен если: … -Детектив мертв/избит» (L118, L120): none to find (B-17).
            SeekSpec("detective", "fangirl.fails", "detective_dead", "detective_beaten", "beaten", ruling="B-17"),
            # she earns one check of her own (L116)
            SetsFlag("found_detective", "found"),
            _c("actor", "dead", "actor_dead", "fangirl.fails"),
            _c("actor", "beaten", "actor_beaten", "fangirl.fails"),
            _c("actor", "robbed", "actor_robbed", "fangirl.fails"),
            _c("actor", "guest", "actor_guest", "fangirl.fails"),
        ),
    ),
    ActionSpec(
        "bonus_check", "Проверка Фанатки", "Fangirl's own check", "11", "fangirl.seek",
        aliases=("проверка фанатки",),
        rows=(
            AnswerTable(_MAFIA_OR_NOT),
            *_UNCHECKABLE,
            SetsFlag("bonus_check_used"),
            _c("actor", "dead", "actor_dead", "fangirl.fails"),
            _c("actor", "beaten", "actor_beaten", "fangirl.fails"),
            _c("actor", "robbed", "actor_robbed", "fangirl.fails"),
            _c("actor", "guest", "actor_guest", "fangirl.fails"),
            _c("target", "dead", "target_dead", "detective.fails", ruling="B-17"),
            _c("target", "beaten", "target_beaten", "detective.fails", ruling="B-17"),
        ),
    ),
    ActionSpec(
        "beat", "Избиение", "Beating", "5", "thug.beat", aliases=("избить", "громить"),
        rows=(
            RepeatBan("thug.beat"),
            NotWithHunt("thug.hunt"),
            Leaves("beaten", edge="block"),
            _c("actor", "guest_shizik", "actor_guest", "thug.fails"),
            _c("actor", "robbed", "actor_robbed", "thug.fails"),
        ),
    ),
    ActionSpec(
        "steal_move", "Жульничество", "Steal a move", "3", "trickster.steal",
        aliases=("жульничать", "жульничество", "украсть ход"),
        rows=(
            NotWithHunt("trickster.hunt"),
            TargetRule("role_peaceful", "not_role_peaceful", "trickster.fails"),
            Leaves("stolen", edge="block"),
            _c("actor", "dead", "actor_dead", "trickster.fails"),
            _c("actor", "robbed", "actor_robbed", "trickster.fails"),
            _c("target", "robbed", "target_robbed", "trickster.fails"),
            Branches("trickster.order", "B-18"),
        ),
    ),
    ActionSpec(
        "witness", "Слежка (Свидетель)", "Witness", "13", "witness.watch",
        aliases=("следить", "свидетельство", "слежка"),
        rows=(
            # «в случае его смерти (или покушения) видит его убийцу» (L156): a kill's attempt or the Шизик's
            # invitation; a clan's kill seen as its sender or as the clan (B-19); nobody came: «неудачно» (L161).
            SightSpec(("attacked", "doomed"), "witness_saw", "witness.watch", "no_attempt", "witness.fails",
                      ruling="B-19", clan_when=("witness_sees", "clan"),
                      # a Мирная охота of too few (B-01) is «покушение» or not: two careful hosts differ (B-63)
                      groups_when=("witness_sees_short_hunt", "attempt"), group_code="witness_saw_short_hunt",
                      group_ruling="B-63"),
            _c("actor", "dead", "actor_dead", "witness.fails"),
            _c("actor", "beaten", "actor_beaten", "witness.fails"),
            _c("actor", "robbed", "actor_robbed", "witness.fails"),
            _c("actor", "guest", "actor_guest", "witness.fails"),
            # On the dead: a target killed tonight (he sees the killer), or before the night: «неудачно» (B-61).
            TargetMayBeDead(),
        ),
    ),
    ActionSpec(
        "maniac_kill", "Убийство (Маньяк)", "Maniac's kill", "10", "roster.maniac",
        aliases=("маньячить досмерти", "зарезать"),
        hostile=True, attack="maniac",
        rows=(
            Kill("maniac", blast=True),
            _c("target", "beaten", "target_beaten", "thug.beat", ruling="B-46",
               unless=("beaten_shield_scope", "listed_only")),
            _c("target", "healed", "target_healed", "doctor.heal", ruling="B-21",
               unless=("heal_scope", "bullets_only")),
            _c("target", "guarded", "target_guarded", "roster.guard", ruling="B-13",
               when=("guard_stops_maniac", True)),
        ),
    ),
    ActionSpec(
        "mortar_fire", "Выстрел из миномёта", "Mortar shot", "8.5", "event.holiday",
        aliases=("миномет", "миномёт"),
        role_move=False,
        hostile=True, attack="mortar",
        rows=(
            Kill("mortar", blast=True),
            *tuple(
Condition(c.subject, c.status, c.code, c.clause, ruling="B-34", when=c.when,
unless=("mortar_failures", "vest_only"))
for c in _KILL_TARGET
),
            NeedsEvent("holiday"),
        ),
    ),
    # Pseudo actions: not submitted by players, made by the rule set.
    ActionSpec(
        "lynch", "Линч", "Lynch", "1", "order.1", role_move=False, pseudo=True,
        rows=(Kill("lynch"),),
    ),
    ActionSpec(
        "exhaustion", "Смерть жертвы Шизика", "Death of the Shizik's victim", "1", "shizik.invite",
        role_move=False,
        hostile=True, attack="exhaustion", pseudo=True,
        rows=(
            Kill("exhaustion"),
            _c("target", "healed", "target_healed", "shizik.doctor", precedence="lookahead"),
            StepNote("order.1"),
        ),
    ),
    ActionSpec(
        "hunt_kill", "Мирная охота: убийство", "Peaceful hunt: kill", "12.5", "son.plays",
        role_move=False,
        hostile=True, attack="hunt", pseudo=True, ruling="B-01",
        rows=(
            Kill("hunt", blast=True),
            _c("target", "beaten", "target_beaten", "thug.beat", ruling="B-46",
               unless=("beaten_shield_scope", "listed_only")),
            _c("target", "healed", "target_healed", "doctor.heal", ruling="B-21",
               unless=("heal_scope", "bullets_only")),
            # B-01: the hunt is a group act: it kills only with a quorum of hunters on one target.
            GroupOf("peaceful_hunt", "peaceful_hunt_quorum", quorum_clause="son.plays"),
        ),
    ),
]

_MAFIA_ACTIONS = ("clan_kill",)

ROLES = [
    RoleSpec("boss", "Босс", "Boss", "mafia", "boss.clan_kill", ("check_role", "clan_kill"),
             aliases=("дон", "босс мафии"), clan_member=True, priority=1, sends_for_clan="boss.proxy"),
    RoleSpec("thief", "Вор", "Thief", "mafia", "thief", ("rob", "clan_kill"), clan_member=True, priority=2),
    RoleSpec("guard", "Охранник", "Guard", "mafia", "roster.guard", ("guard_mafia", "clan_kill"),
             clan_member=True, priority=3),
    RoleSpec("indian", "Индеец", "Indian", "mafia", "roster.indian", ("clan_kill",), clan_member=True,
             priority=4, traits=frozenset({"uncheckable"})),
    RoleSpec("actor", "Актер", "Actor", "mafia", "roster.actor", ("replace_dead_mafioso", "clan_kill"),
             aliases=("актёр",), clan_member=True, priority=5),
    RoleSpec("bastard_son", "Внебрачный сын Босса", "Boss's bastard son", "peaceful", "son.plays",
             ("peaceful_hunt",), aliases=("внебрачный сын", "сын", "son"), traits=frozenset({"son"})),
    RoleSpec("detective", "Детектив", "Detective", "peaceful", "detective.check",
             ("check_mafia", "peaceful_hunt"), aliases=("комиссар",), role_peaceful=True,
             grants=(("peaceful_hunt", "detective.hunt"),)),
    RoleSpec("doctor", "Врач", "Doctor", "peaceful", "doctor.heal", ("heal", "peaceful_hunt"),
             aliases=("доктор",), role_peaceful=True,
             grants=(("peaceful_hunt", "doctor.hunt"),)),
    RoleSpec("vixen", "Стерва", "Vixen", "peaceful", "vixen.invite", ("invite", "peaceful_hunt"),
             role_peaceful=True,
             grants=(("peaceful_hunt", "vixen.hunt"),)),
    RoleSpec("shizik", "Шизик", "Shizik", "peaceful", "shizik.invite", ("invite_lethal", "peaceful_hunt"),
             role_peaceful=True,
             grants=(("peaceful_hunt", "shizik.hunt"),)),
    RoleSpec("fangirl", "Фанатка", "Fangirl", "peaceful", "fangirl.seek",
             ("seek_detective", "bonus_check", "peaceful_hunt"), role_peaceful=True,
             grants=(("peaceful_hunt", "fangirl.hunt"),)),
    RoleSpec("thug", "Громила", "Thug", "peaceful", "thug.beat", ("beat", "peaceful_hunt"), role_peaceful=True,
             grants=(("peaceful_hunt", "thug.hunt"),)),
    RoleSpec("trickster", "Жулик", "Trickster", "peaceful", "trickster.steal",
             ("steal_move", "peaceful_hunt"), role_peaceful=True,
             grants=(("peaceful_hunt", "trickster.hunt"),)),
    RoleSpec("witness", "Свидетель", "Witness", "peaceful", "witness.watch", ("witness", "peaceful_hunt"),
             role_peaceful=True,
             grants=(("peaceful_hunt", "witness.hunt"),)),
    RoleSpec("maniac", "Маньяк", "Maniac", "peaceful", "roster.maniac", ("maniac_kill",), role_peaceful=True,
             side_option="maniac_faction"),
    RoleSpec("villager", "Мирный", "Villager", "peaceful", "roster.villager", ("peaceful_hunt",),
             aliases=("мирный житель", "неролевой мирный"), grants=(("peaceful_hunt", "roster.villager"),)),
]

# The roster (L1-30, issue 7): each clan has one of each of its roles, each peaceful role but the
# Мирный is one; the Шизик's guest is doomed (L100), or the Жулик's with the Шизик's move; only the
# Фанатка carries her search (L115-116).
_ROSTER: dict[str, dict[str, object]] = {
    **{r: {"max_per_clan": 1, "roster_clause": "roster.clan"} for r in ("boss", "thief", "guard", "indian", "actor")},
    **{r: {"max_per_game": 1, "roster_clause": "roster.peaceful"} for r in (
        "detective", "doctor", "vixen", "shizik", "fangirl", "thug", "trickster", "witness", "maniac")},
    "bastard_son": {"max_per_game": 1, "roster_clause": "roster.son"},
}
_ROSTER["shizik"]["traits"] = frozenset({"dooms"})
_ROSTER["trickster"]["traits"] = frozenset({"dooms"})  # a Жулик with the Шизик's stolen move (L143-148, B-18)
_ROSTER["fangirl"]["carries"] = frozenset({"found_detective", "bonus_check_used", "seeking_role"})
ROLES = [_replace(r, **_ROSTER.get(r.id, {})) for r in ROLES]  # type: ignore[arg-type]

STEPS = [
    StepSpec("1", 1, "1. Линч, жертва Шизика прошлого дня", "1. Lynch, last night's Shizik victim", "order.1"),
    StepSpec("2", 2, "2. Вор", "2. Thief", "order.2"),
    StepSpec("3", 3, "3. Жулик", "3. Trickster", "order.3"),
    StepSpec("4", 4, "4. Шизик", "4. Shizik", "order.4"),
    StepSpec("5", 5, "5. Громила", "5. Thug", "order.5"),
    StepSpec("6", 6, "6. Стерва", "6. Vixen", "order.6"),
    StepSpec("7", 7, "7. Врач", "7. Doctor", "order.7"),
    StepSpec("8", 8, "8. Охранник", "8. Guard", "order.8"),
    StepSpec("8.5", 8.5, "Праздник: миномёт (перед убийством клана)", "Holiday: mortar (before the clan kill)",
             "event.holiday"),
    StepSpec("9", 9, "9. Убийство кланом", "9. Clan kill", "order.9"),
    StepSpec("10", 10, "10. Маньяк", "10. Maniac", "order.10"),
    StepSpec("11", 11, "Проверки (после шага 10)", "Checks (after step 10)", "order"),
    StepSpec("12", 12, "Мирная охота", "Peaceful hunt", "order"),
    StepSpec("12.5", 12.5, "Мирная охота: итог", "Peaceful hunt: outcome", "order"),
    StepSpec("13", 13, "Свидетель, Актер", "Witness, Actor", "order"),
]

OPTIONS = [
    OptionSpec("peaceful_hunt", "quorum", ("quorum", "off"), "B-01",
               "«Мирная охота»: a kill when enough hunters aim at one player, or off.",
               description_ru="«Мирная охота»: убийство, когда на одного игрока выходит достаточно охотников, или выключена."),
    OptionSpec("peaceful_hunt_quorum", 3, int, "B-01", "Hunters needed on one target.", minimum=1,
               description_ru="Сколько охотников нужно на одну цель."),
    OptionSpec("dead_actor_acts", False, (True, False), "B-02", "A player killed earlier in the night still acts.",
               description_ru="Игрок, убитый раньше этой ночью, всё равно ходит."),
    OptionSpec("strict_failure_lists", False, (True, False), "B-07",
               "Only the failures each role's list names (no general theft/beating/guest blocks).",
               description_ru="Только неудачи из списка самой роли (без общих блоков от воровства, избиения, гостей)."),
    OptionSpec("boss_check_mode", "detailed", ("detailed", "roster"), "B-04", "What the Boss's check answers.",
               description_ru="Что отвечает проверка Босса."),
    OptionSpec("proxy_priority", "member_first", ("member_first", "boss_first"), "B-05",
               "Whose move counts when the Boss sent a duplicate.",
               description_ru="Чей ход учитывается, если Босс прислал дублирующий."),
    OptionSpec("shizik_vs_sterva", "time", ("time", "order", "lot"), "B-08",
               "Between the two invitations: the earlier request (L110), the order of moves, or the host's lot "
               "(L106: both outcomes shown).",
               description_ru="Между двумя приглашениями: заявка, пришедшая раньше (L110), порядок ходов или жребий "
                              "ведущего (L106: показаны оба исхода)."),
    OptionSpec("shizik_healed_victim_acts", "all_night", ("all_night", "after_heal"), "B-09",
               "A healed Shizik victim acts all night, or only after the heal.",
               description_ru="Вылеченная жертва Шизика ходит всю ночь или только после лечения."),
    OptionSpec("blast_on_failed_attack", True, (True, False), "B-10",
               "An attempt on the host kills the guests even if the host survives.",
               description_ru="Покушение на хозяина убивает гостей, даже если хозяин выжил."),
    OptionSpec("shizik_guest_doomed_at_sterva", True, (True, False), "B-11",
               "The Shizik's guest stays doomed when the Vixen invites the Shizik.",
               description_ru="Гость Шизика остаётся обречённым, когда Стерва приглашает Шизика."),
    OptionSpec("vest_stops_kill", True, (True, False), "B-12", "A vest stops the night's kills.",
               description_ru="Бронежилет останавливает убийства этой ночи."),
    OptionSpec("vest_stops_exhaustion", False, (True, False), "B-12",
               "A vest also saves a Shizik victim from his delayed death.",
               description_ru="Бронежилет спасает и жертву Шизика от смерти от истощения."),
    OptionSpec("indian_check", "peaceful", ("peaceful", "fails"), "B-14",
               "«Индеец - непроверяем»: a check on him answers «мирный», or fails («неудачно»).",
               description_ru="«Индеец - непроверяем»: проверка показывает «мирный» или неудачна."),
    OptionSpec("actor_replaces", "auto", ("auto", "move"), "B-15",
               "The Actor replaces a dead mafioso of his clan by himself from the next night, or only by his move.",
               description_ru="Актер заменяет убитого мафа своего клана сам со следующей ночи или только своим ходом."),
    OptionSpec("boss_successor", "son", ("son", "actor"), "B-39",
               "A dead Boss's seat, when the son and the Actor could both take it: the son's, or the Actor's.",
               description_ru="Место убитого Босса, если его могут занять и сын, и Актер: сына или Актера."),
    OptionSpec("mortar_failures", "clan_list", ("clan_list", "vest_only"), "B-34",
               "The mortar fails like the clan kill (L45-L47), or only a vest stops it (the text gives it no list).",
               description_ru="Миномёт не срабатывает, как убийство от клана (L45-L47), или его останавливает только "
                              "бронежилет (своего списка у него нет)."),
    OptionSpec("guard_scope", "own_clan", ("own_clan", "any_mafia"), "B-13", "Whom the Guard may guard.",
               description_ru="Кого может охранять Охранник."),
    OptionSpec("guard_stops_maniac", True, (True, False), "B-13", "The Guard's guard stops the Maniac.",
               description_ru="Охрана Охранника останавливает Маньяка."),
    OptionSpec("son_cancel_scope", "targeting_clan", ("targeting_clan", "both"), "B-16",
               "A kill on the son cancels the targeting clan's kill, or both clans'.",
               description_ru="Убийство сына отменяет убийство клана, который в него стрелял, или обоих кланов."),
    OptionSpec("witness_sees", "submitter", ("submitter", "clan"), "B-19", "What the Witness sees of a clan kill.",
               description_ru="Что видит Свидетель при убийстве от клана."),
    OptionSpec("witness_sees_short_hunt", "no_attempt", ("no_attempt", "attempt"), "B-63",
               "A Peaceful hunt that did not reach its quorum: no attempt on its target (the Witness is told «неудачно»), "
               "or an attempt (he sees the hunters who went).",
               description_ru="Мирная охота без кворума: покушения на цель не было (Свидетелю — «неудачно») или "
               "покушение было (он видит вышедших охотников)."),
    OptionSpec("maniac_faction", "peaceful", ("peaceful", "independent"), "B-20", "The Maniac's side.",
               description_ru="На чьей стороне Маньяк."),
    OptionSpec("heal_scope", "all_lethal", ("all_lethal", "bullets_only"), "B-21", "What a heal stops.",
               description_ru="От чего спасает лечение."),
    OptionSpec("repeat_ban_counts_failed", False, (True, False), "B-41",
               "A failed move counts for the 'not twice running' limits.",
               description_ru="Неудачный ход считается для запретов «не дважды подряд»."),
    OptionSpec("sterva_keeps_client_at_shizik", True, (True, False), "B-42",
               "A Vixen who is the Shizik's guest still hosts her own guest.",
               description_ru="Стерва в гостях у Шизика всё равно принимает своего гостя."),
    OptionSpec("same_step_mode", "simultaneous", ("simultaneous", "by_time"), "B-43",
               "Moves at the same step: simultaneous, or by submission time.",
               description_ru="Ходы одного шага: одновременно или по времени заявки."),
    OptionSpec("clan_kill_sender_block", "ignored", ("ignored", "no_kill"), "B-44",
               "A beaten, robbed or invited sender stops the clan kill.",
               description_ru="Избитый, обворованный или приглашённый отправитель останавливает убийство от клана."),
    OptionSpec("dead_sender_order", "stands", ("stands", "dies"), "B-45",
               "A kill order whose sender died earlier in the night.",
               description_ru="Заявка на убийство, чей отправитель умер раньше этой ночью."),
    OptionSpec("hunt_with_move", "hunt_fails", ("hunt_fails", "both_fail"), "B-55",
               "A hunt sent with a move the text forbids it with: the hunt fails, or both fail.",
               description_ru="Мирная охота вместе с запрещённым с ней ходом: не проходит охота или оба хода."),
    OptionSpec("beaten_shield_scope", "all", ("all", "listed_only"), "B-46",
               "The beaten player is unreachable for every move, or only where listed.",
               description_ru="Избитого не найти никому, или только там, где это сказано в тексте."),
]

KILL_KINDS = [
    KillKind("lynch", "Повешен", "Lynched", "order.1", aliases=("линч", "повешен")),
    KillKind("exhaustion", "Умер от истощения", "Died of exhaustion", "shizik.doctor",
             aliases=("шизик", "истощение")),
    KillKind("mortar", "Убит из миномёта", "Killed by the mortar", "event.holiday", aliases=("миномет", "миномёт")),
    KillKind("clan", "Убит", "Killed", "boss.clan_kill", aliases=("убит", "убийство от клана", "clan_kill")),
    KillKind("maniac", "Зарезан", "Stabbed", "roster.maniac", aliases=("зарезан", "маньяк", "maniac_kill")),
    KillKind("hunt", "Убит мирными", "Killed by the hunt", "son.plays", aliases=("мо", "мирная охота")),
    KillKind("blast", "Погиб при взрыве", "Died in the blast", "vixen.blast", aliases=("взрыв",)),
]

EVENTS = [
    EventSpec("fear", "Страх", "Fear", "event.fear"),
    EventSpec("rage", "Ярость", "Rage", "event.rage"),
    EventSpec("voice", "Голос", "Voice", "event.voice"),
    EventSpec("pick_me", "Выбери меня!", "Pick me!", "event.pick_me", aliases=("выбери меня",)),
    EventSpec("eclipse", "Солнечное затмение", "Solar eclipse", "event.eclipse", aliases=("затмение",)),
    EventSpec("paradox", "Парадокс", "Paradox", "event.paradox"),
    EventSpec("palms", "Пальмы цветут", "Palms in bloom", "event.palms"),
    EventSpec("secret", "Тайна", "Secret", "event.secret"),
    EventSpec("appeal", "Апелёвка", "Appeal", "event.appeal", aliases=("апелевка",)),
    EventSpec("full_moon", "Полнолуние", "Full moon", "event.full_moon"),
    EventSpec("holiday", "Праздник", "Holiday", "event.holiday"),
]

# B-12: a vest stops every kill of that night (the blast's L87 «если у приглашенного не было броника»
# names it); it is gone after the night. Against the Шизик's delayed death only if the host says so.
PROTECTIONS = (
    ProtectionSpec("vest", 1, "item:vest", "item.vest", "бронежилет", "vest", spent="at_dawn", ruling="B-12",
                   stops=frozenset({"clan", "maniac", "mortar", "hunt", "blast"}), when=("vest_stops_kill", True)),
    ProtectionSpec("vest_exhaustion", 1, "item:vest", "item.vest", "бронежилет", "vest", spent="at_dawn",
                   ruling="B-12", stops=frozenset({"exhaustion"}), when=("vest_stops_exhaustion", True)),
)

ITEMS = [
    ItemSpec("vest", "бронежилет", "vest", "item.vest", aliases=("броник", "bulletproof vest")),
    ItemSpec("mortar", "миномёт", "mortar", "event.holiday", aliases=("миномет",)),
]

# Who takes a seat at dawn (`RulesetSpec.succession`): «После смерти Босса в одном из кланов, отправляется в этот
# клан. При смерти обоих боссов за одну ночь, отправляется в клан, где меньше игроков. Если и тут будет все ровно,
# то жребием» (L60); all the mafiosi are told who the son is (L56).
_SON = HeirSpec("son", "boss", "mafia", joins=("son_joins", "son.reveal", None),
                smaller=("son_joins_smaller", "son.plays", None), lot=("son_lot", "son.plays", None),
                taken=("son_seat_taken", "roster.actor", "B-15"),
                told=("son_revealed", "son.reveal", None), told_own=("son_revealed_to_clan", "son.reveal", None))
# «Актер - заменяет любого убитого мафа» (L6): by himself, from the next night (actor_replaces = auto).
_ACTOR = StandInSpec("actor", "mafia", "boss", when=("actor_replaces", "auto"),
                     takes=("actor_takes_role_auto", "roster.actor", "B-15"),
                     lot=("actor_lot", "roster.actor", "B-15"))


def build() -> RulesetSpec:
    spec = RulesetSpec(
        id="bankers",
        name_ru="Банкиры (два клана)",
        short_ru="Банкиры",
        name_en="Bankers (two clans)",
        text_file="bankers.txt",
        clauses={},
        roles={r.id: r for r in ROLES},
        actions={a.id: a for a in ACTIONS},
        steps={s.id: s for s in STEPS},
        options={o.name: o for o in OPTIONS},
        kill_kinds={k.id: k for k in KILL_KINDS},
        events={e.id: e for e in EVENTS},
        items={i.id: i for i in ITEMS},
        general_conditions=GENERAL,
        policy=bankers_policy.POLICY,
        protections=PROTECTIONS,
        strict_lists_option="strict_failure_lists",
        same_step_by_time=("same_step_mode", "by_time"),
        blast_if_attack_fails=("blast_on_failed_attack", True),
        proxy_first=("proxy_priority", "boss_first"),
        kept_fields=("autokill_points", "uses_left", "found_detective", "bonus_check_used", "seeking_role",
                     "replaced_role"),
        repeat_counts_failed="repeat_ban_counts_failed",
        # A victim someone meant to heal: why the heal did not save him (issue 12).
        dawn=DawnSpec(missed=(MissedSave("heal", "heal_missed", "doctor.heal"),),
                      death_posts=(DeathPost("son", "son_killed", "son.reveal"),)),
        post=POST,  # the headline, statistics and private results' lines (`post.py`)
        # Шизик victims of tonight die tomorrow night unless healed then (L100, L108); not when he was at the
        # Стерва's himself, with the option off (B-11).
        doom_carry=DoomCarry("doomed", "letter_doomed", "shizik.invite", away_status="guest_vixen",
                             away_option="shizik_guest_doomed_at_sterva", lifted=("doom_lifted", "shizik.vs_vixen", "B-11")),
        # The Boss's seat and the other dead mafiosi's (L6, L56-60): the son and the Актер, in the order
        # boss_successor names (B-15, B-39); a clan never has two Bosses.
        succession=SuccessionSpec((_SON, _ACTOR), first_when=("boss_successor", "actor", _ACTOR)),
        doom_action="exhaustion",
        doom_holds_moves=("shizik_healed_victim_acts", "after_heal", "heal", "shizik.doctor", "B-09"),
        clans=("Клан1", "Клан2"),
        citations={
            "cycle": ("order", "B-51"),
            "same_step": ("order", "B-43"),
            "later_step": ("order", "B-23"),
            "not_in_list": ("order", "B-07"),
            "time_rule": ("shizik.vs_vixen", "B-08"),
            # A move at a player dead before the night (but the Свидетель's, B-61): an error of the file (B-53).
            "dead_target": ("order", "B-53"),
        },
        clan_aliases={"1": "Клан1", "2": "Клан2", "клан 1": "Клан1", "клан 2": "Клан2",
                      "clan1": "Клан1", "clan2": "Клан2", "clan 1": "Клан1", "clan 2": "Клан2"},
    )
    text = spec.text
    spec.clauses = {
        cid: Clause(cid, ru, en, lines, ruleset_text=text) for cid, (ru, en, lines) in CLAUSES.items()
    }
    return spec

