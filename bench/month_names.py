"""Regenerate `src/evidence_audit/evidence/month_names.py`: the month names of every language, from
CLDR (the Unicode locale data) through the `babel` package; with `--durations`,
`src/evidence_audit/evidence/duration_words.py`: the words for a day, a week, a month and a year
after a count (`30 ditë`, `12 muaj`, `60 دن`, `3 মাস`), from CLDR's unit patterns.

`babel` is needed only here, at development time: the package reads the generated table and has no
run-time dependency on it. Install it outside the project's environment and point `PYTHONPATH` at it:

    pip install --target /some/scratch/babel babel
    PYTHONPATH=/some/scratch/babel python bench/month_names.py > src/evidence_audit/evidence/month_names.py
    PYTHONPATH=/some/scratch/babel python bench/month_names.py --durations > src/evidence_audit/evidence/duration_words.py
    PYTHONPATH=/some/scratch/babel python bench/month_names.py --hours > src/evidence_audit/evidence/hour_words.py
    PYTHONPATH=/some/scratch/babel python bench/month_names.py --minutes > src/evidence_audit/evidence/minute_words.py
    PYTHONPATH=/some/scratch/babel python bench/month_names.py --measures > src/evidence_audit/evidence/measure_words.py

What is kept (round 37, months37), and why:
- every locale's Gregorian month names, wide and abbreviated, in the format (genitive, `stycznia`)
  and stand-alone (`styczeń`) forms, case-folded, a trailing dot and a leading `de `/`d'` (Catalan's
  `de gener`, `d'abril`) taken off;
- the languages of a territory: official there (or de facto, or regionally), or written by a fifth
  of its people or more (CLDR's territory data): CLDR's hundreds of small locales name months
  with words that are common words elsewhere (Breton's `Here`, Welsh's `Medi`, Bambara's `uti`);
- a name in the Latin script of 3 characters or more when wide, 4 or more when abbreviated (`sept`,
  `janv`, `févr`): the 3-letter Latin abbreviations (`set`, `out`, `ago`, `gen`, `dic`, `mag`) are
  words of other languages, and a person writing one as a month writes the English reader's stems;
  a Latin name of at most 4 letters, all ASCII, only when two languages or more write it (`juni`,
  `mars`, `mart`), three or more for 3 letters (`mai`, `maj`, `mei`): a short month name of one
  language is a common word of others (Tok Pisin's `mas` is Spanish's and Portuguese's `mas`); the
  price, Turkish's `Ocak` and `Ekim`, Polish's `luty`, Finnish's `syys` are not read;
  a name in any other script of 2 characters or more;
- not the English names and stems the English readers read (`written._MONTHS`): those keep their
  readers, and their verdicts stay exactly as they were;
- (adire44) a name whose locale starts all twelve with one word and a space (Yoruba `Oṣù Owewe`, the
  word for a month) as the rest (`owewe`), the length rules above applied to it;
- (vanilla45) the Latin names those length rules drop (3-4 ASCII letters one or two languages write,
  Malagasy `Mey` and `Jona`; an abbreviation of 3 letters, Italian `set`), a month of one number
  only, go to `SHORT_MONTH_NAMES`: read only between a day and a year (`27 Mey 2027`), where no
  common word stands;
- (shapes46) a name of two words of another script than Latin (Sorani `تشرینی یەکەم`, Levantine and
  Iraqi Arabic `كانون الثاني`, Mongolian `нэгдүгээр сар`), by its first word and then its second, to
  `TWO_WORD_MONTH_NAMES`: the one-word table drops every name with a space, so a Sorani or an Iraqi
  date of October to January was prose; Latin two-word names (`da mars`, `an t-samhain`, `ya yambo`)
  start with a common word and stay out;
- not a name with a digit (`1月`: the CJK numeric dates are read by their own pattern);
- not a name that is a month of one number in one language and of another number in another
  (`listopad`, November in Polish and Czech, October in Croatian; `lipanj`/`lipiec`-like pairs are
  different words and stay): a date with two readings is refused, not judged by either.

The duration words: each language's long unit patterns for `duration-day`, `-week`, `-month` and
`-year`, every plural form written `{0} WORD` (one word after the count: Russian `день`, `дня`,
`дней`; a no-break space after the count too, French's `{0}\u00a0jours`), the same languages,
case-folded, the same length rules as the month names but one: a word after a count is no month's
name before a day, and an ASCII word of 4 letters is kept (Albanian `muaj`); one of 3 letters only
when three languages or more write it (`dia`, `dan`, `mes`), a word that is two units in two languages
refused, English's own (`day`, `days`, ...) left to the English reader.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from typing import Any
import unicodedata

from babel import Locale, core, localedata

ENGLISH = {
    "jan", "january", "feb", "february", "mar", "march", "apr", "april", "may", "jun", "june", "jul", "july",
    "aug", "august", "sep", "sept", "september", "oct", "october", "nov", "november", "dec", "december",
}


def latin(name: str) -> bool:
    return all("LATIN" in unicodedata.name(c, "") or not c.isalpha() for c in name)


def cleaned(name: str) -> str:
    name = name.casefold().strip().rstrip(".").replace("\u2019", "'")
    for lead in ("de ", "d'"):
        if name.startswith(lead):
            name = name[len(lead):]
    return name


def kept(name: str, wide: bool) -> bool:
    if not name or any(c.isdigit() for c in name) or " " in name or name in ENGLISH:
        return False
    if latin(name):
        return len(name) >= (3 if wide else 4)
    return len(name) >= 2


def month_word(names: Any) -> str:
    """(adire44) The word every one of a locale's twelve month names starts with, followed by a space
    (Yoruba's `Oṣù Ṣẹ́rẹ́` ... `Oṣù Ọ̀pẹ̀`: `oṣù`, the word for a month), case-folded; '' when they share
    none. The name proper is the rest: people write `21 Owewe` as often as `21 Oṣù Owewe`."""
    words = {cleaned(str(name)).split(" ")[0] if " " in cleaned(str(name)) else "" for name in names}
    return words.pop() if len(words) == 1 and len(list(names)) == 12 else ""


def written_languages() -> set[str]:
    """The languages official (or de facto, or regionally) in some territory, or written by a fifth
    of its people or more, by CLDR's territory data."""
    out: set[str] = set()
    for languages in core.get_global("territory_languages").values():
        for language, info in languages.items():
            if info.get("official_status") in ("official", "de_facto_official", "official_regional") \
                    or info.get("population_percent", 0) >= 20:
                out.add(language)
    return out


def short_ascii(name: str) -> bool:
    return len(name) <= 4 and name.isascii()


def written_locales() -> Iterator[tuple[str, Locale]]:
    """Each locale CLDR has of a written language (`written_languages`), with its language; a locale
    babel lists but cannot load is skipped."""
    wanted = written_languages()
    for identifier in sorted(localedata.locale_identifiers()):
        language = identifier.split("_")[0]
        if language not in wanted:
            continue
        try:
            locale = Locale.parse(identifier)
        except Exception:  # a locale babel lists but cannot load
            continue
        yield language, locale


def name_tables() -> Iterator[tuple[str, str, dict[Any, str]]]:
    """Each written language's month names, per context and width: (language, width, {number: name})."""
    for language, locale in written_locales():
        try:
            months = locale.months
        except Exception:  # a locale whose month data babel cannot load
            continue
        for context in ("format", "stand-alone"):
            for width in ("wide", "abbreviated"):
                try:
                    yield language, width, dict(months[context][width])
                except KeyError:
                    continue


def main() -> None:
    readings: dict[str, set[int]] = {}
    writers: dict[str, set[str]] = {}
    for language, width, names in name_tables():
        lead = month_word(names.values())
        for number, raw in names.items():
            name = cleaned(raw)
            if lead and name.startswith(lead + " "):
                name = name[len(lead) + 1:]  # (adire44) `oṣù owewe` is `owewe`: the word for a month dropped
            if kept(name, width == "wide"):
                readings.setdefault(name, set()).add(int(number))
                writers.setdefault(name, set()).add(language)
    table = {name: next(iter(numbers)) for name, numbers in readings.items()
             if len(numbers) == 1 and (not short_ascii(name) or len(writers[name]) >= (3 if len(name) <= 3 else 2))}
    refused = sorted(name for name, numbers in readings.items() if len(numbers) > 1)
    # (vanilla45) the short Latin names the rules above drop (Malagasy `Mey`, `Jona`; Italian `set`):
    # read only between a day and a year (`27 Mey 2027`, `worded_dates`), a frame no common word fills
    short = {name: next(iter(numbers)) for name, numbers in readings.items() if len(numbers) == 1 and name not in table}
    for _, _, names in name_tables():
        for number, raw in names.items():
            name = cleaned(raw)
            if latin(name) and name.isalpha() and name.isascii() and len(name) == 3 and name not in ENGLISH \
                    and name not in readings:
                short.setdefault(name, int(number))
                if short[name] != int(number):
                    short[name] = 0  # a month of two numbers: refused
    short = {name: number for name, number in short.items() if number}
    # (shapes46) the names of two words of another script than Latin, first word -> second -> month
    paired: dict[str, set[int]] = {}
    for _, _, names in name_tables():
        lead = month_word(names.values())
        for number, raw in names.items():
            name = cleaned(raw)
            if lead and name.startswith(lead + " "):
                continue  # (adire44) the word for a month and the name proper: the name is read alone
            if name.count(" ") == 1 and not any(c.isdigit() or "LATIN" in unicodedata.name(c, "") for c in name):
                paired.setdefault(name, set()).add(int(number))
    two = {name: next(iter(numbers)) for name, numbers in paired.items() if len(numbers) == 1}
    out = sys.stdout
    out.write('"""The month names of every language (CLDR, through `babel`): generated by `bench/month_names.py`,\n')
    out.write("do not edit by hand (round 37, months37).\n\n")
    out.write("`MONTH_NAMES` maps a case-folded name to its month's number (1-12). English is not in it (the\n")
    out.write("English readers keep their own table, `written._MONTHS`); a name that is a month of two numbers\n")
    out.write(f"in two languages is not in it either ({len(refused)} refused: {', '.join(refused[:12])}, ...). See the\n")
    out.write("generator's docstring for what is kept and why.\n")
    out.write('"""\n\nfrom __future__ import annotations\n\nfrom typing import Final\n\n__all__ = ["MONTH_NAMES", "SHORT_MONTH_NAMES", "TWO_WORD_MONTH_NAMES"]\n\n')
    out.write("MONTH_NAMES: Final[dict[str, int]] = {\n")
    for name in sorted(table):
        out.write(f"    {name!r}: {table[name]},\n")
    out.write("}\n\n")
    out.write("# (vanilla45) the short Latin names dropped above (3-4 letters one or two languages write, or an\n")
    out.write("# abbreviation of 3): a month only between a day and a year (`27 Mey 2027`, `worded_dates`)\n")
    out.write("SHORT_MONTH_NAMES: Final[dict[str, int]] = {\n")
    for name in sorted(short):
        out.write(f"    {name!r}: {short[name]},\n")
    out.write("}\n\n")
    out.write("# (shapes46) the names of two words of another script than Latin (`تشرینی یەکەم`): first word ->\n")
    out.write("# second word -> month (`worded_dates` reads the pair as one name)\n")
    out.write("TWO_WORD_MONTH_NAMES: Final[dict[str, dict[str, int]]] = {\n")
    firsts: dict[str, dict[str, int]] = {}
    for name in sorted(two):
        first, second = name.split(" ")
        firsts.setdefault(first, {})[second] = two[name]
    for first in sorted(firsts):
        out.write(f"    {first!r}: {dict(sorted(firsts[first].items()))!r},\n")
    out.write("}\n")


_UNITS = ("day", "week", "month", "year")
# (seed40) a language's word for a day after a count that CLDR's duration patterns lack, where the
# language writes it as often as CLDR's: Lao counts days `21 ວັນ` (the word of its weekday names,
# ວັນຈັນ, and of a date, ວັນທີ) as often as CLDR's `21 ມື້`, as Thai writes `21 วัน` (CLDR's own)
_BEYOND_CLDR = {"\u0ea7\u0eb1\u0e99": "day"}
_ENGLISH_UNITS = {"day", "days", "week", "weeks", "month", "months", "year", "years"}


def durations() -> None:
    readings: dict[str, set[str]] = {}
    writers: dict[str, set[str]] = {}
    for language, locale in written_locales():
        try:
            patterns = locale._data["unit_patterns"]
        except Exception:  # a locale with no unit patterns
            continue
        for unit in _UNITS:
            try:
                forms = dict(patterns[f"duration-{unit}"]["long"])
            except KeyError:
                continue
            for plural, pattern in forms.items():
                parts = pattern.split()
                if plural == "per" or len(parts) != 2 or parts[0] != "{0}":
                    continue
                word = cleaned(parts[1])
                if kept(word, True) and word not in _ENGLISH_UNITS and word not in ENGLISH:
                    readings.setdefault(word, set()).add(unit)
                    writers.setdefault(word, set()).add(language)
    table = {word: next(iter(units)) for word, units in readings.items()
             if len(units) == 1 and (len(word) > 3 or not word.isascii() or len(writers[word]) >= 3)}
    table.update({word: unit for word, unit in _BEYOND_CLDR.items() if word not in readings})
    out = sys.stdout
    out.write('"""The words for a day, a week, a month and a year after a count in every language (CLDR\'s unit\n')
    out.write("patterns, through `babel`): generated by `bench/month_names.py --durations`, do not edit by hand\n")
    out.write("(round 37, months37). `DURATION_WORDS` maps a case-folded word to its unit (`day`, `week`, `month`,\n")
    out.write("`year`); English's are not in it (the English reader keeps them).\n")
    out.write('"""\n\nfrom __future__ import annotations\n\nfrom typing import Final\n\n__all__ = ["DURATION_WORDS"]\n\n')
    out.write("DURATION_WORDS: Final[dict[str, str]] = {\n")
    for word in sorted(table):
        out.write(f"    {word!r}: {table[word]!r},\n")
    out.write("}\n")


_ENGLISH_HOURS = {"h", "hr", "hrs", "hour", "hours"}


def unit_words(unit: str, english: set[str]) -> list[str]:
    """The words for one `duration-UNIT` after a count in every language, English's left out."""
    readings: dict[str, set[str]] = {}
    for language, locale in written_locales():
        try:
            patterns = locale._data["unit_patterns"]
            forms = dict(patterns[f"duration-{unit}"]["long"])
        except Exception:  # a locale with no unit patterns
            continue
        for plural, pattern in forms.items():
            parts = pattern.split()
            if plural == "per" or len(parts) != 2 or parts[0] != "{0}":
                continue
            word = cleaned(parts[1])
            if kept(word, True) and word not in english and word not in ENGLISH:
                readings.setdefault(word, set()).add(language)
    return sorted(word for word, writers in readings.items()
                  if len(word) > 3 or not word.isascii() or len(writers) >= 3)


def hours() -> None:
    """(fish39) The words for an hour after a count in every language (`26 နာရီ`, `7 గంటలు`, `5 saat`):
    `src/evidence_audit/evidence/hour_words.py`, as `durations` writes the day's to the year's."""
    table = unit_words("hour", _ENGLISH_HOURS)
    out = sys.stdout
    out.write('"""The words for an hour after a count in every language (CLDR\'s unit patterns, through\n')
    out.write("`babel`): generated by `bench/month_names.py --hours`, do not edit by hand (fish39). English's are\n")
    out.write("not in it (`hour_steps` reads `h`, `hrs`, `hours`).\n")
    out.write('"""\n\nfrom __future__ import annotations\n\nfrom typing import Final\n\n__all__ = ["HOUR_WORDS"]\n\n')
    out.write("HOUR_WORDS: Final[frozenset[str]] = frozenset({\n")
    for word in table:
        out.write(f"    {word!r},\n")
    out.write("})\n")


_ENGLISH_MINUTES = {"m", "min", "mins", "minute", "minutes"}


def minutes() -> None:
    """(bell40, boat40) The words for a minute after a count in every language (`30 хвілін`, `45 perc`):
    `src/evidence_audit/evidence/minute_words.py`, as `hours` writes the hour's."""
    table = unit_words("minute", _ENGLISH_MINUTES)
    out = sys.stdout
    out.write('"""The words for a minute after a count in every language (CLDR\'s unit patterns, through\n')
    out.write("`babel`): generated by `bench/month_names.py --minutes`, do not edit by hand (bell40, boat40). English's\n")
    out.write("are not in it (`durations` reads `m`, `min`, `minutes`); read by `shown_lengths.unit_minutes` and\n")
    out.write("`durations.durations_at`.\n")
    out.write('"""\n\nfrom __future__ import annotations\n\nfrom typing import Final\n\n__all__ = ["MINUTE_WORDS"]\n\n')
    out.write("MINUTE_WORDS: Final[frozenset[str]] = frozenset({\n")
    for word in table:
        out.write(f"    {word!r},\n")
    out.write("})\n")


# (paper41) the units of mass, length and volume `units.py` reads in English, by CLDR's key
_MEASURES = {"mass-kilogram": "kg", "mass-gram": "g", "mass-tonne": "t", "length-kilometer": "km",
             "length-meter": "m", "length-centimeter": "cm", "length-millimeter": "mm",
             "volume-liter": "l", "volume-milliliter": "ml"}


# (mend41c) the units without a prefix whose Latin-script words are left out: short words (`tona`,
# `metr`, `litra`) that English prose writes after a count as often (`48 tuna`, `3 tons`, `2 metro
# lines`, `Rita`); a Latin word of a prefixed unit (`kilograma`, `centimetri`, `mililitro`) is read.
_UNPREFIXED = frozenset({"t", "m", "l"})


def _phrase_words(pattern: str) -> list[str]:
    """The words of a unit pattern with its `{0}` out, case-folded, zero-width non-joiners out."""
    return [w for w in cleaned(pattern.replace("{0}", " ").replace("\u00a0", " ")).replace("\u200c", "").split() if w]


def _tonne_as_ton(patterns: Any) -> set[str]:
    """(kiln43) The words of the ton a language writes for the metric tonne: where CLDR's tonne is
    `metric` and the ton's word (`ಮೆಟ್ರಿಕ್ ಟನ್‌ಗಳು`, `मीट्रिक टन`, `طن متري`, `метричної тонни`), a
    word the ton's and the tonne's patterns share, the people of that language write the bare ton's
    word for the tonne (`೧೮.೫ ಟನ್`, `3 टन`): every one-word pattern of the ton (long, short, narrow),
    zero-width non-joiners out (`ಟನ್‌` is written `ಟನ್`). Not where the ton is named another way
    (`американской тонны`, `米トン`: no word shared with a one-word ton); Latin-script words are left
    out by the caller's rules (`tons` is English prose)."""
    try:
        ton, tonne = patterns["mass-ton"], patterns["mass-tonne"]
    except KeyError:
        return set()
    ton_words: set[str] = set()
    shared = False
    for width in ("long", "short", "narrow"):
        try:
            ton_forms, tonne_forms = dict(ton[width]), dict(tonne[width])
        except KeyError:
            continue
        for plural, pattern in ton_forms.items():
            if plural == "per" or not pattern.startswith("{0}"):
                continue
            words = _phrase_words(pattern)
            other = tonne_forms.get(plural)
            if other is not None and len(_phrase_words(other)) > 1 and set(words) & set(_phrase_words(other)):
                shared = True
            if len(words) == 1:
                ton_words.add(words[0])
                joined = re.sub("\u200c+", "\u200c", cleaned(pattern[3:].replace("\u00a0", " "))).strip("\u200c")
                if " " not in joined and joined:
                    ton_words.add(joined)  # as CLDR writes it inside the word (`ಟನ್‌ಗಳು`), one non-joiner
    return ton_words if shared else set()


def measures() -> None:
    """(paper41) The words for a unit of mass, length or volume after a count in every language (`300
    ગ્રામ`, `54 કિલોગ્રામ`, `12 кг`, `5 ሊትሮ`): `src/evidence_audit/evidence/measure_words.py`. Each
    language's long, short and narrow patterns `{0} WORD` (or the word glued, `{0}ኪግ`), every plural
    form, case-folded, a trailing dot off; the length rules of the month names (a Latin word of 4
    letters or more, `kilograma`, `metara`: the short Latin ones are English's or words of other
    languages; any other script's of 2 letters or more, never one, its marks not counted: `г` is a
    year's mark too, `मी` a pronoun; letters and marks only, no `/`);
    English's left out (`units.py` reads them); a word two units share left out; (mend41c) a Latin
    word of the tonne, metre or litre left out (`_UNPREFIXED`: `tuna`, `tons`, `metro`, `rita` are
    English prose after a count; the price: `5 metara`, `3 tony` are read as no unit). And the spoken
    `kilo`: a language's kilogram word that ends with its gram word is read without it (`કિલોગ્રામ`
    less `ગ્રામ` is `કિલો`, `किलोग्राम` less `ग्राम` is `किलो`), as English's `kilo` is."""
    readings: dict[str, set[str]] = {}
    for _language, locale in written_locales():
        try:
            patterns = locale._data["unit_patterns"]
        except Exception:  # a locale with no unit patterns
            continue
        long_words: dict[str, set[str]] = {}
        for key, unit in _MEASURES.items():
            for width in ("long", "short", "narrow"):
                try:
                    forms = dict(patterns[key][width])
                except KeyError:
                    continue
                for plural, pattern in forms.items():
                    if plural == "per" or not pattern.startswith("{0}"):
                        continue
                    word = cleaned(pattern[3:].replace("\u00a0", " "))
                    if not word or " " in word or not kept(word, True) or not all(c.isalpha() or unicodedata.category(c)[0] == "M" or c == "\u200c" for c in word):
                        continue
                    if sum(unicodedata.category(c)[0] == "L" for c in word) < 2:
                        continue  # one letter (`мी`, `м`, `מ׳`): an abbreviation of anything
                    if latin(word) and len(word) < 4:
                        continue
                    if latin(word) and unit in _UNPREFIXED:
                        continue  # (mend41c) `tuna`, `tone`, `tons`, `metro`, `miter`, `rita`: English prose
                    readings.setdefault(word, set()).add(unit)
                    if width == "long":
                        long_words.setdefault(unit, set()).add(word)
        for word in _tonne_as_ton(patterns):
            if kept(word, True) and not latin(word) and sum(unicodedata.category(c)[0] == "L" for c in word) >= 2 \
                    and all(c.isalpha() or unicodedata.category(c)[0] == "M" or c == "\u200c" for c in word):
                readings.setdefault(word, set()).add("t")
        for kilo in long_words.get("kg", ()):
            for gram in long_words.get("g", ()):
                spoken = kilo[: -len(gram)] if kilo.endswith(gram) else ""
                if len(spoken) >= 2 and not latin(spoken):
                    readings.setdefault(spoken, set()).add("kg")
    english = {"kilo", "kilos", "gram", "grams", "tonne", "tonnes", "meter", "meters", "metre", "metres",
               "liter", "liters", "litre", "litres", "kilogram", "kilograms"}
    table = {word: next(iter(units)) for word, units in readings.items() if len(units) == 1 and word not in english}
    out = sys.stdout
    out.write('"""The words for a unit of mass, length or volume after a count in every language (CLDR\'s unit\n')
    out.write("patterns, through `babel`): generated by `bench/month_names.py --measures`, do not edit by hand\n")
    out.write("(paper41). `MEASURE_WORDS` maps a case-folded word to the canonical unit `units.py` names (`kg`,\n")
    out.write("`g`, `m`, `l` ...); English's are not in it (`units.py` reads them), nor (mend41c) a Latin-script\n")
    out.write("word of the tonne, metre or litre (`tuna`, `tons`, `metro`, `rita`: English prose after a count).\n")
    out.write("Read by `units.unit_after`.\n")
    out.write('"""\n\nfrom __future__ import annotations\n\nfrom typing import Final\n\n__all__ = ["MEASURE_WORDS"]\n\n')
    out.write("MEASURE_WORDS: Final[dict[str, str]] = {\n")
    for word in sorted(table):
        out.write(f"    {word!r}: {table[word]!r},\n")
    out.write("}\n")


if __name__ == "__main__":
    if sys.argv[1:] == ["--durations"]:
        durations()
    elif sys.argv[1:] == ["--hours"]:
        hours()
    elif sys.argv[1:] == ["--minutes"]:
        minutes()
    elif sys.argv[1:] == ["--measures"]:
        measures()
    else:
        main()
