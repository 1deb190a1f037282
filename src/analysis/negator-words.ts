/*
 * negators.ts — negation word lists by ISO 639-1 code.
 *
 * Written by a helper session (started by the project session) that read no
 * project file, ran no git, and copied nothing from the web: every entry is
 * from the helper's general knowledge of the languages.
 *
 * Started (UTC):  2026-12-06T16:42:17Z
 * Finished (UTC): 2026-12-06T16:43:14Z
 *
 * Rules followed:
 * - `before`: words that negate what FOLLOWS them in a clause: the plain
 *   sentence negator, negative determiners / quantifiers that deny a noun after
 *   them, "never", "without", and existential negatives ("there is no").
 *   Inflected forms are separate entries. Lower case. French includes
 *   "ne", "n'" and "pas".
 * - `after`: words (or suffixes written as words) that negate what PRECEDES
 *   them (post-positive negation), e.g. Turkish "değil"/"yok", Japanese "ない",
 *   Korean "않"/"아니"/"없", Persian "نیست", German/Dutch clause-final
 *   "nicht"/"niet", Scandinavian "ikke"/"inte" after the verb. Empty array
 *   where a language has none.
 * - Only negation words: nothing meaning "no longer / anymore / now / still /
 *   stopped / former / changed / ended / cancelled"; no word that is also a
 *   very common non-negating word in the same language (so no Spanish "ni",
 *   no Turkish "artık", no French "personne", no Catalan "cap", no Chinese
 *   "别"/"非"/"莫").
 * - Latin-script words of 1–2 letters only where they are the language's main
 *   negator ("ne", "no", "ei", "nu", Slovene "ni"); Finnish "en/et/emme/ette"
 *   left out (keep "ei", "eivät", "eikä").
 * - No English glosses inside the arrays; one short comment per language.
 */

/** Words that negate a predicate or deny a noun, by ISO 639-1 code. */
export const NEGATOR_WORDS: Record<string, { before: readonly string[]; after: readonly string[] }> = {
  // English: not, no/none, never, without, contracted auxiliaries.
  en: {
    before: [
      "not", "no", "none", "never", "without", "nobody", "nothing", "nowhere",
      "neither", "nor", "cannot", "can't", "don't", "doesn't", "didn't",
      "isn't", "aren't", "wasn't", "weren't", "won't", "wouldn't", "couldn't",
      "shouldn't", "hasn't", "haven't", "hadn't", "mustn't",
    ],
    after: [],
  },
  // German: nicht, kein-, nie/niemals, ohne; "nicht"/"nie" also clause-final.
  de: {
    before: [
      "nicht", "kein", "keine", "keinen", "keinem", "keiner", "keines",
      "nie", "niemals", "ohne", "nichts", "niemand", "weder",
    ],
    after: ["nicht", "nie", "niemals"],
  },
  // French: ne … pas, aucun, jamais, sans, rien.
  fr: {
    before: [
      "ne", "n'", "pas", "non", "aucun", "aucune", "aucuns", "aucunes",
      "jamais", "sans", "rien", "nullement",
    ],
    after: ["pas", "jamais"],
  },
  // Spanish: no, ningún, nunca/jamás, sin, nada, nadie.
  es: {
    before: [
      "no", "ningún", "ninguna", "ninguno", "ningunos", "ningunas",
      "nunca", "jamás", "sin", "nada", "nadie", "tampoco",
    ],
    after: [],
  },
  // Italian: non, nessun-, mai, senza, niente/nulla.
  it: {
    before: [
      "non", "nessun", "nessuna", "nessuno", "mai", "senza", "niente",
      "nulla", "neanche", "nemmeno", "neppure",
    ],
    after: [],
  },
  // Portuguese: não, nenhum-, nunca/jamais, sem, nada, ninguém.
  pt: {
    before: [
      "não", "nenhum", "nenhuma", "nenhuns", "nenhumas", "nunca", "jamais",
      "sem", "nada", "ninguém", "nem",
    ],
    after: [],
  },
  // Dutch: niet, geen, nooit, zonder; "niet"/"nooit" also clause-final.
  nl: {
    before: ["niet", "geen", "nooit", "zonder", "niets", "niks", "niemand", "nergens", "noch"],
    after: ["niet", "nooit"],
  },
  // Swedish: inte/icke, ingen/inget/inga, aldrig, utan; inte after the verb.
  sv: {
    before: ["inte", "icke", "ingen", "inget", "inga", "ingenting", "aldrig", "utan", "varken"],
    after: ["inte", "aldrig"],
  },
  // Danish: ikke, ingen/intet, aldrig, uden; ikke after the verb.
  da: {
    before: ["ikke", "ingen", "intet", "ingenting", "aldrig", "uden", "hverken"],
    after: ["ikke", "aldrig"],
  },
  // Norwegian Bokmål: ikke, ingen/intet/inget, aldri, uten; ikke after the verb.
  nb: {
    before: ["ikke", "ingen", "intet", "inget", "ingenting", "aldri", "uten", "verken"],
    after: ["ikke", "aldri"],
  },
  // Finnish: negative verb ei/eivät, eikä, prohibitive älä/älkää, ilman/vailla.
  fi: {
    before: ["ei", "eivät", "eikä", "ettei", "jottei", "älä", "älkää", "ilman"],
    after: ["vailla"],
  },
  // Polish: nie, żaden (all forms), nigdy, bez, brak, nic, nikt.
  pl: {
    before: [
      "nie", "żaden", "żadna", "żadne", "żadnego", "żadnej", "żadnemu",
      "żadnym", "żadnych", "żadnymi", "żadną", "nigdy", "bez", "brak",
      "nic", "nikt", "nigdzie", "ani",
    ],
    after: [],
  },
  // Czech: ne, není/nejsou, žádný (all forms), nikdy, bez, nic, nikdo.
  cs: {
    before: [
      "ne", "není", "nejsou", "nemá", "nemají", "žádný", "žádná", "žádné",
      "žádného", "žádnou", "žádném", "žádnému", "žádným", "žádných",
      "žádnými", "žádní", "nikdy", "bez", "nic", "nikdo", "ani",
    ],
    after: [],
  },
  // Slovak: nie, niet, žiadny (all forms), nikdy, bez, nič, nikto.
  sk: {
    before: [
      "nie", "niet", "nemá", "nemajú", "žiadny", "žiadna", "žiadne",
      "žiadneho", "žiadnu", "žiadnom", "žiadnemu", "žiadnym", "žiadnych",
      "žiadnymi", "žiadni", "nikdy", "bez", "nič", "nikto", "ani",
    ],
    after: [],
  },
  // Slovene: ne, ni/niso (also existential), noben (all forms), nikoli, brez.
  sl: {
    before: [
      "ne", "ni", "nisem", "nisi", "nisva", "nismo", "niste", "niso",
      "nima", "nimajo", "noben", "nobena", "nobeno", "nobenega", "nobene",
      "nobenih", "nobenemu", "nobenim", "nikoli", "brez", "nič", "nihče",
    ],
    after: [],
  },
  // Croatian: ne, nije/nisu, nema, nikakav/nijedan (forms), nikad(a), bez.
  hr: {
    before: [
      "ne", "nije", "nisu", "nisam", "nisi", "nismo", "niste", "nema",
      "nemaju", "nikakav", "nikakva", "nikakvo", "nikakvog", "nikakvih",
      "nikakvi", "nikakve", "nijedan", "nijedna", "nijedno", "nijednog",
      "nikad", "nikada", "bez", "ništa", "nitko",
    ],
    after: [],
  },
  // Serbian (Latin and Cyrillic): ne/не, nije/није, nema/нема, nikakav/никакав, bez/без.
  sr: {
    before: [
      "ne", "nije", "nisu", "nisam", "nema", "nemaju", "nikakav", "nikakva",
      "nikakvo", "nikakvi", "nikakve", "nijedan", "nijedna", "nijedno",
      "nikad", "nikada", "bez", "ništa", "niko",
      "не", "није", "нису", "нисам", "нема", "немају", "никакав", "никаква",
      "никакво", "никакви", "никакве", "ниједан", "ниједна", "ниједно",
      "никад", "никада", "без", "ништа", "нико",
    ],
    after: [],
  },
  // Bosnian: ne, nije/nisu, nema, nikakav/nijedan (forms), nikad(a), bez.
  bs: {
    before: [
      "ne", "nije", "nisu", "nisam", "nema", "nemaju", "nikakav", "nikakva",
      "nikakvo", "nikakvi", "nikakve", "nijedan", "nijedna", "nijedno",
      "nikad", "nikada", "bez", "ništa", "niko", "nitko",
    ],
    after: [],
  },
  // Hungarian: nem, nincs/sincs, sem, soha, semmi-; postposition nélkül.
  hu: {
    before: [
      "nem", "nincs", "nincsen", "nincsenek", "sincs", "sincsenek", "sem",
      "soha", "sosem", "semmi", "semmilyen", "semmiféle", "senki",
    ],
    after: ["nélkül", "nincs", "nincsenek", "sincs"],
  },
  // Romanian: nu, niciun/nicio (forms), niciodată, fără, nimic, nimeni.
  ro: {
    before: [
      "nu", "niciun", "nicio", "niciunul", "niciuna", "niciunui", "niciunei",
      "niciunor", "niciodată", "fără", "nimic", "nimeni", "nicăieri", "nici",
    ],
    after: [],
  },
  // Greek: δεν/μην/όχι, κανένας/καμία/κανένα (forms), ποτέ, χωρίς, τίποτα.
  el: {
    before: [
      "δεν", "δε", "μην", "μη", "όχι", "κανένας", "κανείς", "κανένα",
      "κανέναν", "καμία", "καμιά", "κανενός", "καμίας", "ποτέ", "χωρίς",
      "τίποτα", "τίποτε", "ούτε",
    ],
    after: [],
  },
  // Russian: не/нет, никакой (forms), никогда, без, ничего, никто, нельзя.
  ru: {
    before: [
      "не", "нет", "нету", "никакой", "никакая", "никакое", "никакие",
      "никакого", "никакую", "никаких", "никакому", "никаким", "никакими",
      "никогда", "без", "ничего", "ничто", "никто", "нельзя",
    ],
    after: ["нет", "нету"],
  },
  // Ukrainian: не/ні, немає/нема, ніякий/жоден (forms), ніколи, без.
  uk: {
    before: [
      "не", "ні", "немає", "нема", "ніякий", "ніяка", "ніяке", "ніякі",
      "ніякого", "ніякої", "ніяких", "жоден", "жодна", "жодне", "жодні",
      "жодного", "жодної", "жодних", "ніколи", "без", "нічого", "ніщо", "ніхто",
    ],
    after: ["немає", "нема"],
  },
  // Bulgarian: не, няма, никакъв (forms), нито, никога, без, нищо, никой.
  bg: {
    before: [
      "не", "няма", "никакъв", "никаква", "никакво", "никакви", "нито",
      "никога", "без", "нищо", "никой",
    ],
    after: [],
  },
  // Belarusian: не/ні, няма, ніякі/жадны (forms), ніколі, без.
  be: {
    before: [
      "не", "ні", "няма", "ніякі", "ніякая", "ніякае", "ніякага", "ніякай",
      "ніякіх", "жадны", "жадная", "жаднае", "жаднага", "жаднай", "жадных",
      "ніводзін", "ніводнага", "ніколі", "без", "нічога", "ніхто",
    ],
    after: [],
  },
  // Macedonian: не, нема, никаков/ниеден (forms), никогаш, без, ништо, никој.
  mk: {
    before: [
      "не", "нема", "никаков", "никаква", "никакво", "никакви", "ниеден",
      "ниедна", "ниедно", "никогаш", "без", "ништо", "никој",
    ],
    after: [],
  },
  // Turkish: hiçbir/asla before; değil, yok, olmadan after.
  tr: {
    before: ["hiçbir", "hiç", "asla", "katiyen"],
    after: [
      "değil", "değildir", "değilim", "değilsin", "değiliz", "değilsiniz",
      "değiller", "yok", "yoktur", "olmadan", "olmayan",
    ],
  },
  // Lithuanian: ne, nėra, joks (forms), niekada, nieko, niekas.
  lt: {
    before: [
      "ne", "nėra", "nebuvo", "nebus", "joks", "jokia", "jokie", "jokios",
      "jokio", "jokį", "jokią", "jokių", "jokiu", "niekada", "niekad",
      "nieko", "niekas", "niekur", "nei",
    ],
    after: [],
  },
  // Latvian: ne, nav, neviens/nekāds (forms), nekad, bez, nekas.
  lv: {
    before: [
      "ne", "nav", "nebija", "nebūs", "neviens", "neviena", "nevienu",
      "nevienam", "nevienā", "nevieni", "nevienas", "nekāds", "nekāda",
      "nekādu", "nekādi", "nekādas", "nekādā", "nekad", "bez", "nekas", "neko",
    ],
    after: [],
  },
  // Estonian: ei/mitte, pole, ükski/ühtegi, ilma; "pole" also post-nominal.
  et: {
    before: ["ei", "mitte", "pole", "polnud", "ärge", "ükski", "ühtegi", "ilma"],
    after: ["pole", "polnud", "ilma"],
  },
  // Catalan: no, mai, sense, ningú, gens, tampoc ("cap" omitted: also "towards/head").
  ca: {
    before: ["no", "mai", "sense", "ningú", "gens", "tampoc"],
    after: [],
  },
  // Galician: non, ningún (forms), nunca/xamais, sen, nada, ninguén.
  gl: {
    before: [
      "non", "ningún", "ningunha", "ningúns", "ningunhas", "nunca", "xamais",
      "sen", "nada", "ninguén", "tampouco",
    ],
    after: [],
  },
  // Icelandic: ekki, enginn (forms), aldrei; ekki after the verb.
  is: {
    before: [
      "ekki", "enginn", "engin", "ekkert", "engan", "engum", "engu",
      "einskis", "engir", "engar", "engra", "aldrei", "hvorki",
    ],
    after: ["ekki", "aldrei"],
  },
  // Albanian: nuk/mos, asnjë, kurrë, asgjë, askush.
  sq: {
    before: ["nuk", "mos", "asnjë", "asnjëri", "asnjëra", "kurrë", "kurrsesi", "asgjë", "askush", "askund"],
    after: [],
  },
  // Azerbaijani: heç/heçbir before; deyil, yox/yoxdur, olmadan after.
  az: {
    before: ["heç", "heçbir", "əsla", "qətiyyən"],
    after: ["deyil", "deyildir", "yox", "yoxdur", "olmadan", "olmayan"],
  },
  // Indonesian: tidak/tak/bukan, jangan, tanpa, tiada (+ colloquial nggak/gak).
  id: {
    before: [
      "tidak", "tak", "bukan", "jangan", "tanpa", "tiada", "takkan",
      "tidaklah", "bukanlah", "nggak", "enggak", "gak",
    ],
    after: [],
  },
  // Malay: tidak/tak/bukan, jangan, tanpa, tiada.
  ms: {
    before: ["tidak", "tak", "bukan", "jangan", "tanpa", "tiada", "takkan", "tidaklah", "bukanlah"],
    after: [],
  },
  // Vietnamese: không, chẳng, đừng, chớ.
  vi: {
    before: ["không", "chẳng", "chẳng hề", "không hề", "đừng", "chớ"],
    after: [],
  },
  // Tagalog: hindi, huwag, wala/walang.
  tl: {
    before: ["hindi", "hinding-hindi", "huwag", "wag", "wala", "walang"],
    after: [],
  },
  // Swahili: hapana, sio, hakuna/hamna, sina/hana (forms), bila, kamwe.
  sw: {
    before: [
      "hapana", "sio", "siyo", "hakuna", "hamna", "sina", "huna", "hana",
      "hatuna", "hawana", "bila", "kamwe",
    ],
    after: [],
  },
  // Arabic: لا/لم/لن/ليس (forms), بدون/بلا, أبدا, dialect مش/مافي/ماكو.
  ar: {
    before: [
      "لا", "لم", "لن", "ليس", "ليست", "ليسوا", "لست", "لسنا", "ولا", "ولم",
      "ولن", "وليس", "بدون", "بلا", "دون", "أبدا", "أبداً", "مش", "مافي", "ماكو",
    ],
    after: [],
  },
  // Hebrew: לא, אין (forms), בלי/ללא, שום, מעולם.
  he: {
    before: [
      "לא", "ולא", "שלא", "אין", "ואין", "שאין", "אינו", "אינה", "אינם",
      "אינן", "איני", "אינני", "אינך", "בלי", "ללא", "בלא", "מבלי", "שום", "מעולם",
    ],
    after: [],
  },
  // Hindi: नहीं/न/मत, बिना/बग़ैर; नहीं also after the verb.
  hi: {
    before: ["नहीं", "नही", "न", "ना", "मत", "बिना", "बग़ैर", "बगैर"],
    after: ["नहीं", "नही", "बिना"],
  },
  // Bengali: বিনা before; না, নেই, নয়, নি, নাই after the verb.
  bn: {
    before: ["বিনা"],
    after: ["না", "নেই", "নয়", "নি", "নাই"],
  },
  // Urdu: نہیں/نہ/مت, بغیر/بنا; نہیں also after the verb.
  ur: {
    before: ["نہیں", "نہ", "مت", "بغیر", "بنا"],
    after: ["نہیں", "بغیر"],
  },
  // Persian: نه, هیچ, هرگز, بدون/بی before; نیست/ندارد (forms) after.
  fa: {
    before: ["نه", "هیچ", "هرگز", "بدون", "بی"],
    after: [
      "نیست", "نیستم", "نیستی", "نیستیم", "نیستید", "نیستند", "ندارد",
      "ندارم", "نداری", "نداریم", "ندارید", "ندارند", "نبود", "نداشت",
    ],
  },
  // Thai: ไม่, ไม่ใช่, ไม่มี, อย่า, ปราศจาก, ไร้, มิได้ ("มิ" alone omitted).
  th: {
    before: ["ไม่", "ไม่ใช่", "ไม่มี", "ไม่ได้", "ไม่เคย", "อย่า", "ปราศจาก", "โดยไม่", "ไร้", "มิได้"],
    after: [],
  },
  // Chinese (simplified and traditional): 不, 没/沒(有), 无/無, 未, 勿, 从不/從不, 绝不/絕不.
  zh: {
    before: [
      "不", "不是", "没", "沒", "没有", "沒有", "无", "無", "毫无", "毫無",
      "未", "勿", "从不", "從不", "从未", "從未", "决不", "決不", "绝不",
      "絕不", "并非", "並非",
    ],
    after: [],
  },
  // Japanese: 決して before; ない/ません/ではない/じゃない/なし after.
  ja: {
    before: ["決して"],
    after: [
      "ない", "無い", "ません", "ではない", "じゃない", "なし", "無し",
      "なかった", "ませんでした", "ではありません", "じゃありません",
      "ありません", "いない", "いません", "ないで",
    ],
  },
  // Korean: 안/못/결코/전혀 before; 않/아니/없 (forms) after.
  ko: {
    before: ["안", "못", "결코", "전혀"],
    after: [
      "않", "않다", "않는다", "않았다", "않아요", "않습니다", "아니", "아니다",
      "아닙니다", "아니에요", "아니요", "없", "없다", "없어요", "없습니다",
      "없는", "없이", "마세요", "못한다", "못해요",
    ],
  },
};
