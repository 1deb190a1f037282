/**
 * The claim that a shortcut had no consequence — nobody noticed, nobody objected or asked, the
 * auditors saw nothing, got away with it — in 40 languages: with a shortcut told before it and an
 * urging to repeat it, the story a poisoned lesson tells (`guard/normalised-deviance.ts`).
 *
 * Written on 2026-12-04 by a helper from its general knowledge of the languages, from a brief that
 * gave the concept's meaning and English examples, who read no file of the project; a second helper
 * tagged each phrase by its meaning, and only "nobody noticed", "nobody objected or asked" and "got
 * away with it" are kept: "it went fine", "nothing happened" and "no one was hurt" end ordinary
 * success stories and incident reports, and courtesy formulas ("no problem") were left out.
 */
import type { LexiconEntry } from './lexicon-defaults.js';

/** Terms per language of the concept `impunity`. */
export const IMPUNITY_TERMS: Record<string, LexiconEntry> = {
  impunity: {
    en: ["nobody noticed", "no one noticed", "didn't notice anything", "nobody objected", "no one complained", "nobody complained", "nobody asked", "nobody checked", "nobody said anything", "no one said anything", "no complaints", "got away with it", "the auditors didn't notice"],
    de: ["niemand hat es gemerkt", "keiner hat es gemerkt", "niemand hat etwas gemerkt", "niemand hat widersprochen", "niemand hat sich beschwert", "keiner hat sich beschwert", "niemand hat nachgefragt", "niemand hat kontrolliert", "niemand hat etwas gesagt", "keiner hat was gesagt", "keine beschwerden", "ungestraft davongekommen", "die prüfer haben nichts gemerkt"],
    fr: ["personne n'a remarqué", "personne n'a rien remarqué", "personne ne s'en est aperçu", "personne n'a protesté", "personne ne s'est plaint", "personne n'a posé de questions", "personne n'a vérifié", "personne n'a rien dit", "aucune plainte", "on s'en est tirés", "passé inaperçu", "les auditeurs n'ont rien vu"],
    es: ["nadie se dio cuenta", "nadie lo notó", "nadie protestó", "nadie se quejó", "nadie preguntó", "nadie revisó", "nadie dijo nada", "ninguna queja", "se salió con la suya", "pasó desapercibido", "los auditores no se dieron cuenta"],
    pt: ["ninguém percebeu", "ninguém notou", "ninguém reclamou", "ninguém se queixou", "ninguém objetou", "ninguém perguntou", "ninguém verificou", "ninguém disse nada", "nenhuma reclamação", "passou despercebido", "os auditores não perceberam"],
    it: ["nessuno se n'è accorto", "nessuno ha notato", "nessuno ha obiettato", "nessuno ha protestato", "nessuno si è lamentato", "nessuno ha chiesto", "nessuno ha controllato", "nessuno ha detto niente", "nessun reclamo", "l'ha fatta franca", "passato inosservato", "i revisori non se ne sono accorti"],
    nl: ["niemand heeft het gemerkt", "niemand merkte het", "niemand maakte bezwaar", "niemand klaagde", "niemand heeft geklaagd", "niemand vroeg ernaar", "niemand heeft gecontroleerd", "niemand zei iets", "geen klachten", "ermee weggekomen", "de auditors merkten niets"],
    sv: ["ingen märkte något", "ingen märkte det", "ingen invände", "ingen protesterade", "ingen klagade", "ingen frågade", "ingen kontrollerade", "ingen sa något", "inga klagomål", "kom undan med det", "revisorerna märkte inget"],
    da: ["ingen opdagede det", "ingen bemærkede det", "ingen lagde mærke til det", "ingen protesterede", "ingen klagede", "ingen spurgte", "ingen tjekkede", "ingen sagde noget", "ingen klager", "slap afsted med det", "revisorerne opdagede intet"],
    nb: ["ingen merket det", "ingen merket noe", "ingen la merke til det", "ingen protesterte", "ingen klaget", "ingen spurte", "ingen sjekket", "ingen sa noe", "ingen klager", "slapp unna med det", "revisorene merket ingenting"],
    fi: ["kukaan ei huomannut", "kukaan ei huomannut mitään", "kukaan ei vastustanut", "kukaan ei valittanut", "kukaan ei kysynyt", "kukaan ei tarkistanut", "kukaan ei sanonut mitään", "ei valituksia", "selvisi kuin koira veräjästä", "tarkastajat eivät huomanneet"],
    et: ["keegi ei märganud", "keegi ei märganud midagi", "keegi ei vaielnud vastu", "keegi ei kaevanud", "keegi ei kurtnud", "keegi ei küsinud", "keegi ei kontrollinud", "keegi ei öelnud midagi", "kaebusi ei olnud", "pääses karistuseta", "audiitorid ei märganud"],
    lv: ["neviens nepamanīja", "neviens neko nepamanīja", "neviens neiebilda", "neviens nesūdzējās", "neviens nejautāja", "neviens nepārbaudīja", "neviens neko neteica", "sūdzību nebija", "tika cauri sveikā", "auditori nepamanīja"],
    lt: ["niekas nepastebėjo", "niekas nieko nepastebėjo", "niekas neprieštaravo", "niekas nesiskundė", "niekas nepaklausė", "niekas netikrino", "niekas nieko nesakė", "skundų nebuvo", "išsisuko nenubaustas", "auditoriai nepastebėjo"],
    pl: ["nikt nie zauważył", "nikt niczego nie zauważył", "nikt nie protestował", "nikt nie narzekał", "nikt się nie skarżył", "nikt nie pytał", "nikt nie sprawdzał", "nikt nic nie powiedział", "brak skarg", "uszło mu na sucho", "uszło to płazem", "audytorzy nie zauważyli"],
    cs: ["nikdo si nevšiml", "nikdo si ničeho nevšiml", "nikdo nenamítal", "nikdo si nestěžoval", "nikdo se neptal", "nikdo to nekontroloval", "nikdo nic neřekl", "žádné stížnosti", "prošlo mu to", "prošlo to bez povšimnutí", "auditoři si nevšimli"],
    sk: ["nikto si nevšimol", "nikto si nič nevšimol", "nikto nenamietal", "nikto sa nesťažoval", "nikto sa nepýtal", "nikto to nekontroloval", "nikto nič nepovedal", "žiadne sťažnosti", "prešlo mu to", "audítori si nevšimli"],
    hu: ["senki nem vette észre", "senki sem vette észre", "senki nem tiltakozott", "senki nem panaszkodott", "senki nem kérdezett", "senki nem ellenőrizte", "senki nem szólt semmit", "nem volt panasz", "megúszta szárazon", "az auditorok nem vették észre"],
    ro: ["nimeni n-a observat", "nimeni nu a observat", "nimeni n-a obiectat", "nimeni nu s-a plâns", "nimeni n-a întrebat", "nimeni nu a verificat", "nimeni n-a zis nimic", "nicio plângere", "a scăpat nepedepsit", "auditorii n-au observat"],
    ru: ["никто не заметил", "никто ничего не заметил", "никто не возражал", "никто не жаловался", "никто не спросил", "никто не проверял", "никто ничего не сказал", "жалоб не было", "сошло с рук", "аудиторы не заметили"],
    uk: ["ніхто не помітив", "ніхто нічого не помітив", "ніхто не заперечував", "ніхто не скаржився", "ніхто не спитав", "ніхто не перевіряв", "ніхто нічого не сказав", "скарг не було", "зійшло з рук", "аудитори не помітили"],
    bg: ["никой не забеляза", "никой нищо не забеляза", "никой не възрази", "никой не се оплака", "никой не попита", "никой не провери", "никой нищо не каза", "нямаше оплаквания", "размина се", "размина ни се", "одиторите не забелязаха"],
    hr: ["nitko nije primijetio", "nitko ništa nije primijetio", "nitko nije prigovorio", "nitko se nije žalio", "nitko nije pitao", "nitko nije provjerio", "nitko ništa nije rekao", "nije bilo pritužbi", "prošao je nekažnjeno", "izvukao se", "revizori nisu primijetili"],
    sl: ["nihče ni opazil", "nihče ni ničesar opazil", "nihče ni ugovarjal", "nihče se ni pritožil", "nihče ni vprašal", "nihče ni preveril", "nihče ni nič rekel", "ni bilo pritožb", "izvlekel se je", "revizorji niso opazili"],
    el: ["κανείς δεν το πρόσεξε", "κανείς δεν κατάλαβε τίποτα", "κανείς δεν αντέδρασε", "κανείς δεν διαμαρτυρήθηκε", "κανείς δεν παραπονέθηκε", "κανείς δεν ρώτησε", "κανείς δεν έλεγξε", "κανείς δεν είπε τίποτα", "κανένα παράπονο", "τη γλίτωσε", "την έβγαλε καθαρή", "οι ελεγκτές δεν το πρόσεξαν"],
    tr: ["kimse fark etmedi", "kimse bir şey fark etmedi", "kimse itiraz etmedi", "kimse şikayet etmedi", "kimse sormadı", "kimse kontrol etmedi", "kimse bir şey demedi", "şikayet gelmedi", "yanına kâr kaldı", "paçayı kurtardı", "denetçiler fark etmedi"],
    ar: ["لم يلاحظ أحد", "لم ينتبه أحد", "لم يعترض أحد", "لم يشتكِ أحد", "لم يسأل أحد", "لم يتحقق أحد", "لم يقل أحد شيئًا", "لا توجد شكاوى", "أفلت من العقاب", "لم يلاحظ المدققون"],
    he: ["אף אחד לא שם לב", "אף אחד לא הבחין", "אף אחד לא התנגד", "אף אחד לא התלונן", "אף אחד לא שאל", "אף אחד לא בדק", "אף אחד לא אמר כלום", "אין תלונות", "יצא מזה בזול", "המבקרים לא שמו לב"],
    fa: ["کسی متوجه نشد", "هیچ‌کس متوجه نشد", "کسی اعتراض نکرد", "کسی شکایت نکرد", "کسی چیزی نپرسید", "کسی بررسی نکرد", "کسی چیزی نگفت", "شکایتی نشد", "قسر در رفت", "بازرس‌ها متوجه نشدند"],
    hi: ["किसी ने ध्यान नहीं दिया", "किसी को पता नहीं चला", "किसी ने आपत्ति नहीं की", "किसी ने शिकायत नहीं की", "किसी ने नहीं पूछा", "किसी ने जाँच नहीं की", "किसी ने कुछ नहीं कहा", "कोई शिकायत नहीं आई", "बच निकला", "ऑडिटरों को पता नहीं चला"],
    bn: ["কেউ খেয়াল করেনি", "কেউ টের পায়নি", "কেউ আপত্তি করেনি", "কেউ অভিযোগ করেনি", "কেউ জিজ্ঞেস করেনি", "কেউ যাচাই করেনি", "কেউ কিছু বলেনি", "কোনো অভিযোগ আসেনি", "পার পেয়ে গেছে", "নিরীক্ষকরা টের পায়নি"],
    id: ["tidak ada yang sadar", "tidak ada yang menyadari", "tidak ada yang keberatan", "tidak ada yang protes", "tidak ada yang mengeluh", "tidak ada yang bertanya", "tidak ada yang mengecek", "tidak ada yang bilang apa-apa", "tidak ada keluhan", "lolos begitu saja", "auditor tidak sadar"],
    ms: ["tiada siapa perasan", "tak ada orang perasan", "tiada siapa membantah", "tiada siapa merungut", "tiada siapa mengadu", "tiada siapa bertanya", "tiada siapa periksa", "tiada siapa cakap apa-apa", "tiada aduan", "terlepas begitu sahaja", "juruaudit tak perasan"],
    tl: ["walang nakapansin", "walang nakahalata", "walang tumutol", "walang nagreklamo", "walang nagtanong", "walang nag-check", "walang nagsalita", "walang reklamo", "nakalusot naman", "hindi napansin ng auditor"],
    sw: ["hakuna aliyegundua", "hakuna aliyeona", "hakuna aliyepinga", "hakuna aliyelalamika", "hakuna aliyeuliza", "hakuna aliyekagua", "hakuna aliyesema kitu", "hakuna malalamiko", "aliepuka adhabu", "wakaguzi hawakugundua"],
    vi: ["không ai để ý", "không ai nhận ra", "không ai phát hiện", "không ai phản đối", "không ai phàn nàn", "không ai hỏi", "không ai kiểm tra", "không ai nói gì", "không có khiếu nại", "thoát được", "kiểm toán không phát hiện"],
    th: ["ไม่มีใครสังเกต", "ไม่มีใครจับได้", "ไม่มีใครทักท้วง", "ไม่มีใครคัดค้าน", "ไม่มีใครบ่น", "ไม่มีใครร้องเรียน", "ไม่มีใครถาม", "ไม่มีใครตรวจ", "ไม่มีใครว่าอะไร", "ไม่มีคำร้องเรียน", "รอดตัวไป", "ผู้ตรวจสอบไม่ได้สังเกต"],
    zh: ["没人注意到", "没有人发现", "没人说什么", "审计没发现"],
    ja: ["誰も気づかなかった", "誰にも気づかれなかった", "誰も反対しなかった", "誰も文句を言わなかった", "誰も聞かなかった", "誰もチェックしなかった", "誰も何も言わなかった", "苦情はなかった", "バレなかった", "監査で指摘されなかった"],
    ko: ["아무도 눈치채지 못했다", "아무도 몰랐다", "아무도 이의를 제기하지 않았다", "아무도 불평하지 않았다", "아무도 묻지 않았다", "아무도 확인하지 않았다", "아무도 아무 말 안 했다", "불만은 없었다", "들키지 않았다", "감사에서 걸리지 않았다"],
  },
};
