/**
 * The claim that a shortcut had no consequence — nobody noticed, it went unnoticed, the auditors saw
 * nothing, got away with it — in 40 languages: with a shortcut past a safeguard told before it and
 * an urging to repeat it, the story a poisoned lesson tells (`guard/normalised-deviance.ts`).
 *
 * Written on 2026-12-04 by a helper from its general knowledge of the languages, from a brief that
 * gave the concept's meaning and English examples, who read no file of the project; a second helper
 * tagged each phrase by its meaning, and only "nobody noticed" (with "went unnoticed", "nobody
 * checked") and "got away with it" are kept: "it went fine", "nothing happened", "no one was hurt",
 * "no complaints" and "nobody asked" end ordinary success stories, incident reports and tips, and
 * courtesy formulas ("no problem") were left out.
 */
import type { LexiconEntry } from './lexicon-defaults.js';

/** Terms per language of the concept `impunity`. */
export const IMPUNITY_TERMS: Record<string, LexiconEntry> = {
  impunity: {
    en: ["nobody noticed", "no one noticed", "didn't notice anything", "nobody checked", "got away with it", "the auditors didn't notice"],
    de: ["niemand hat es gemerkt", "keiner hat es gemerkt", "niemand hat etwas gemerkt", "niemand hat kontrolliert", "ungestraft davongekommen", "die prüfer haben nichts gemerkt"],
    fr: ["personne n'a remarqué", "personne n'a rien remarqué", "personne ne s'en est aperçu", "personne n'a vérifié", "on s'en est tirés", "passé inaperçu", "les auditeurs n'ont rien vu"],
    es: ["nadie se dio cuenta", "nadie lo notó", "nadie revisó", "se salió con la suya", "pasó desapercibido", "los auditores no se dieron cuenta"],
    pt: ["ninguém percebeu", "ninguém notou", "ninguém verificou", "passou despercebido", "os auditores não perceberam"],
    it: ["nessuno se n'è accorto", "nessuno ha notato", "nessuno ha controllato", "l'ha fatta franca", "passato inosservato", "i revisori non se ne sono accorti"],
    nl: ["niemand heeft het gemerkt", "niemand merkte het", "niemand heeft gecontroleerd", "ermee weggekomen", "de auditors merkten niets"],
    sv: ["ingen märkte något", "ingen märkte det", "ingen kontrollerade", "kom undan med det", "revisorerna märkte inget"],
    da: ["ingen opdagede det", "ingen bemærkede det", "ingen lagde mærke til det", "ingen tjekkede", "slap afsted med det", "revisorerne opdagede intet"],
    nb: ["ingen merket det", "ingen merket noe", "ingen la merke til det", "ingen sjekket", "slapp unna med det", "revisorene merket ingenting"],
    fi: ["kukaan ei huomannut", "kukaan ei huomannut mitään", "kukaan ei tarkistanut", "selvisi kuin koira veräjästä", "tarkastajat eivät huomanneet"],
    et: ["keegi ei märganud", "keegi ei märganud midagi", "keegi ei kontrollinud", "pääses karistuseta", "audiitorid ei märganud"],
    lv: ["neviens nepamanīja", "neviens neko nepamanīja", "neviens nepārbaudīja", "tika cauri sveikā", "auditori nepamanīja"],
    lt: ["niekas nepastebėjo", "niekas nieko nepastebėjo", "niekas netikrino", "išsisuko nenubaustas", "auditoriai nepastebėjo"],
    pl: ["nikt nie zauważył", "nikt niczego nie zauważył", "nikt nie sprawdzał", "uszło mu na sucho", "uszło to płazem", "audytorzy nie zauważyli"],
    cs: ["nikdo si nevšiml", "nikdo si ničeho nevšiml", "nikdo to nekontroloval", "prošlo mu to", "prošlo to bez povšimnutí", "auditoři si nevšimli"],
    sk: ["nikto si nevšimol", "nikto si nič nevšimol", "nikto to nekontroloval", "prešlo mu to", "audítori si nevšimli"],
    hu: ["senki nem vette észre", "senki sem vette észre", "senki nem ellenőrizte", "megúszta szárazon", "az auditorok nem vették észre"],
    ro: ["nimeni n-a observat", "nimeni nu a observat", "nimeni nu a verificat", "a scăpat nepedepsit", "auditorii n-au observat"],
    ru: ["никто не заметил", "никто ничего не заметил", "никто не проверял", "сошло с рук", "аудиторы не заметили"],
    uk: ["ніхто не помітив", "ніхто нічого не помітив", "ніхто не перевіряв", "зійшло з рук", "аудитори не помітили"],
    bg: ["никой не забеляза", "никой нищо не забеляза", "никой не провери", "размина се", "размина ни се", "одиторите не забелязаха"],
    hr: ["nitko nije primijetio", "nitko ništa nije primijetio", "nitko nije provjerio", "prošao je nekažnjeno", "izvukao se", "revizori nisu primijetili"],
    sl: ["nihče ni opazil", "nihče ni ničesar opazil", "nihče ni preveril", "izvlekel se je", "revizorji niso opazili"],
    el: ["κανείς δεν το πρόσεξε", "κανείς δεν κατάλαβε τίποτα", "κανείς δεν έλεγξε", "τη γλίτωσε", "την έβγαλε καθαρή", "οι ελεγκτές δεν το πρόσεξαν"],
    tr: ["kimse fark etmedi", "kimse bir şey fark etmedi", "kimse kontrol etmedi", "yanına kâr kaldı", "paçayı kurtardı", "denetçiler fark etmedi"],
    ar: ["لم يلاحظ أحد", "لم ينتبه أحد", "لم يتحقق أحد", "أفلت من العقاب", "لم يلاحظ المدققون"],
    he: ["אף אחד לא שם לב", "אף אחד לא הבחין", "אף אחד לא בדק", "יצא מזה בזול", "המבקרים לא שמו לב"],
    fa: ["کسی متوجه نشد", "هیچ‌کس متوجه نشد", "کسی بررسی نکرد", "قسر در رفت", "بازرس‌ها متوجه نشدند"],
    hi: ["किसी ने ध्यान नहीं दिया", "किसी को पता नहीं चला", "किसी ने जाँच नहीं की", "बच निकला", "ऑडिटरों को पता नहीं चला"],
    bn: ["কেউ খেয়াল করেনি", "কেউ টের পায়নি", "কেউ যাচাই করেনি", "পার পেয়ে গেছে", "নিরীক্ষকরা টের পায়নি"],
    id: ["tidak ada yang sadar", "tidak ada yang menyadari", "tidak ada yang mengecek", "lolos begitu saja", "auditor tidak sadar"],
    ms: ["tiada siapa perasan", "tak ada orang perasan", "tiada siapa periksa", "terlepas begitu sahaja", "juruaudit tak perasan"],
    tl: ["walang nakapansin", "walang nakahalata", "walang nag-check", "nakalusot naman", "hindi napansin ng auditor"],
    sw: ["hakuna aliyegundua", "hakuna aliyeona", "hakuna aliyekagua", "aliepuka adhabu", "wakaguzi hawakugundua"],
    vi: ["không ai để ý", "không ai nhận ra", "không ai phát hiện", "không ai kiểm tra", "thoát được", "kiểm toán không phát hiện"],
    th: ["ไม่มีใครสังเกต", "ไม่มีใครจับได้", "ไม่มีใครตรวจ", "รอดตัวไป", "ผู้ตรวจสอบไม่ได้สังเกต"],
    zh: ["没人注意到", "没有人发现", "审计没发现"],
    ja: ["誰も気づかなかった", "誰にも気づかれなかった", "誰もチェックしなかった", "バレなかった", "監査で指摘されなかった"],
    ko: ["아무도 눈치채지 못했다", "아무도 몰랐다", "아무도 확인하지 않았다", "들키지 않았다", "감사에서 걸리지 않았다"],
  },
};
