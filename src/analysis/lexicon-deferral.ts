/**
 * Deferral lexicon: words that put a step off until after the act it should gate. `defer` holds the
 * words of "after the fact" — afterwards, retroactively, post factum, in arrears, "nachträglich",
 * "après coup", "задним числом", "事后" — and `waitless` the words of "without waiting" and "instead
 * of waiting". Read by `guard/omitted-safeguard.ts`: a safeguard step named beside one of them is put
 * off. Terms are lower case and matched as runs of words; a word ending in `*` is a stem.
 * Written on Sun Dec  6 22:05–22:11 UTC 2026 by a helper from its general knowledge of the
 * languages, from a brief that gave each concept's meaning, who read no file of the project. Less,
 * after an independent review: the words of a plain "later" ("later", "plus tard", "später", "позже",
 * "나중에", "稍后"), which mostly give a time of day ("the review will be later, at four"), and "au
 * plus tard", "al più tardi" (at the latest); the words that also mean "following" or "below"
 * ("in seguito", "im Nachgang", "בהמשך", "más adelante"); "backfill" (a data job); the orders not to
 * wait ("don't wait", "no esperes"), which ordinary advice gives as often ("don't wait for the
 * restaurant to confirm, just go"); Japanese "待ったなし" (urgent) and Chinese "没等" (before … even).
 */
import type { LexiconEntry } from './lexicon-defaults.js';

/** Terms per concept and language. */
export const DEFERRAL_TERMS: Record<string, LexiconEntry> = {
  defer: {
    en: [
      "afterwards", "afterward", "after the fact", "retroactively", "retrospectively", "post factum",
      "ex post", "in arrears",
    ],
    de: [
      "nachträglich*", "hinterher", "rückwirkend*", "post festum", "ex post", "nachholen", "nachgeholt",
      "nachzuholen", "nachreichen", "nachgereicht",
    ],
    fr: ["après coup", "après-coup", "a posteriori", "rétroacti*", "post factum", "ex post"],
    es: [
      "a posteriori", "retroactivamente", "con carácter retroactivo", "con efecto retroactivo",
      "ex post", "post factum",
    ],
    pt: [
      "a posteriori", "retroativamente", "retroactivamente", "com efeito retroativo", "ex post",
      "post factum",
    ],
    it: [
      "a posteriori", "a cose fatte", "retroattivamente", "con effetto retroattivo", "ex post",
      "post factum",
    ],
    nl: ["achteraf", "met terugwerkende kracht", "retroactief", "ex post", "post factum"],
    sv: [
      "efteråt", "i efterhand", "i efterskott", "retroaktivt", "med retroaktiv verkan", "ex post",
    ],
    da: [
      "bagefter", "med tilbagevirkende kraft", "retroaktivt", "efterskudsvis", "i bagkant", "ex post",
    ],
    nb: [
      "etterpå", "i etterkant", "med tilbakevirkende kraft", "retroaktivt", "etterskuddsvis", "ex post",
    ],
    fi: ["jälkikät*", "jälkeenpäin", "takautuv*", "jälkijunassa", "ex post"],
    et: ["pärastpoole", "tagantjärele", "tagasiulatuvalt", "tagasiulatuva jõuga", "ex post"],
    lv: [
      "pēcāk", "atpakaļejoši", "ar atpakaļejošu datumu", "ar atpakaļejošu spēku", "pēc fakta",
      "ex post",
    ],
    lt: ["atgaline data", "atgaline galia", "retroaktyviai", "post factum", "ex post"],
    pl: [
      "po fakcie", "post factum", "post festum", "ex post", "z mocą wsteczną", "wstecznie",
      "retroaktywnie", "nadrob*",
    ],
    cs: [
      "dodatečně", "zpětně", "se zpětnou platností", "se zpětnou účinností", "post factum",
      "post festum", "ex post",
    ],
    sk: [
      "dodatočne", "spätne", "so spätnou platnosťou", "so spätnou účinnosťou", "post factum",
      "post festum", "ex post",
    ],
    sl: [
      "naknadno", "za nazaj", "retroaktivno", "z retroaktivnim učinkom", "post festum", "ex post",
    ],
    hr: ["naknadn*", "retroaktivno", "s retroaktivnim učinkom", "post festum", "ex post"],
    sr: [
      "накнадн*", "naknadn*", "ретроактивно", "retroaktivno", "са ретроактивним дејством",
      "sa retroaktivnim dejstvom", "пост фестум", "post festum",
    ],
    bg: ["със задна дата", "с обратна сила", "ретроактивно", "пост фактум"],
    ru: ["задним числом", "постфактум", "пост фактум", "ретроактивно", "с обратной силой"],
    uk: ["заднім числом", "постфактум", "пост фактум", "ретроактивно", "зі зворотною силою"],
    hu: ["utólag", "utólagos*", "visszamenőleg", "visszamenőleges*", "post festum", "ex post"],
    ro: ["retroactiv", "cu efect retroactiv", "a posteriori", "post factum", "ex post"],
    el: ["εκ των υστέρων", "αναδρομικά", "με αναδρομική ισχύ"],
    tr: [
      "sonradan", "geriye dönük", "geriye dönük olarak", "geriye yönelik", "geçmişe dönük olarak",
    ],
    ar: ["بأثر رجعي"],
    he: ["בדיעבד", "רטרואקטיבית", "רטרואקטיבי", "למפרע"],
    fa: ["عطف به ماسبق", "به صورت عطف به ماسبق"],
    hi: ["पूर्वव्यापी", "पूर्वव्यापी प्रभाव से", "भूतलक्षी प्रभाव से"],
    bn: ["ভূতাপেক্ষ", "ভূতাপেক্ষভাবে"],
    ur: ["موثر بہ ماضی", "مؤثر بہ ماضی", "ماضی سے نافذ", "پچھلی تاریخ سے"],
    id: ["menyusul", "berlaku surut", "secara retroaktif", "retroaktif"],
    ms: ["secara retrospektif", "berkuat kuasa kebelakangan"],
    vi: ["bổ sung sau", "hồi tố", "có hiệu lực hồi tố", "hậu kiểm"],
    th: ["มีผลย้อนหลัง", "ตามมาภายหลัง"],
    tl: ["retroaktibo"],
    zh: [
      "事后", "事後", "补交", "补录", "补填", "溯及既往", "追溯力",
    ],
    ja: ["事後", "後追いで", "遡及"],
    ko: ["뒤늦게", "소급", "사후적", "사후 승인", "사후 보고"],
    ka: ["უკუძალით", "უკუძალ*", "პოსტფაქტუმ"],
    hy: ["հետին թվով", "հետադարձ ուժով", "հետադարձ ուժ"],
  },
  waitless: {
    en: [
      "without waiting", "without waiting for", "without having to wait", "without awaiting",
      "not waiting for", "rather than waiting", "instead of waiting", "no need to wait", "no waiting",
      "needn't wait",
    ],
    de: [
      "ohne zu warten", "ohne abzuwarten", "ohne warten zu müssen", "ohne wartezeit",
      "ohne wartezeiten", "statt zu warten", "anstatt zu warten", "statt abzuwarten",
      "ohne erst abzuwarten", "nicht erst abzuwarten", "kein warten",
    ],
    fr: [
      "sans attendre", "sans attente", "sans avoir à attendre", "sans devoir attendre",
      "sans plus attendre", "sans même attendre", "au lieu d'attendre", "plutôt que d'attendre",
      "nul besoin d'attendre", "pas besoin d'attendre", "inutile d'attendre",
    ],
    es: [
      "sin esperar", "sin espera", "sin esperas", "sin tener que esperar", "sin necesidad de esperar",
      "sin aguardar", "en lugar de esperar", "en vez de esperar", "no hace falta esperar",
      "no hay que esperar",
    ],
    pt: [
      "sem esperar", "sem espera", "sem esperas", "sem ter de esperar", "sem ter que esperar",
      "sem precisar esperar", "sem aguardar", "em vez de esperar", "ao invés de esperar",
      "não precisa esperar",
    ],
    it: [
      "senza aspettare", "senza attendere", "senza attesa", "senza attese", "senza dover aspettare",
      "senza dover attendere", "invece di aspettare", "anziché aspettare",
      "non c'è bisogno di aspettare",
    ],
    nl: [
      "zonder te wachten", "zonder wachten", "zonder wachttijd", "zonder af te wachten",
      "zonder te hoeven wachten", "in plaats van te wachten", "niet hoeven wachten",
      "niet hoeft te wachten", "zonder wachtrij",
    ],
    sv: [
      "utan att vänta", "utan att avvakta", "utan att invänta", "utan väntetid", "utan väntan",
      "utan att behöva vänta", "i stället för att vänta", "istället för att vänta", "inte behöva vänta",
    ],
    da: [
      "uden at vente", "uden at afvente", "uden ventetid", "uden at skulle vente",
      "i stedet for at vente", "frem for at vente", "ikke behøver at vente", "slipper for at vente",
    ],
    nb: [
      "uten å vente", "uten å avvente", "uten ventetid", "uten å måtte vente", "i stedet for å vente",
      "istedenfor å vente", "heller enn å vente", "ikke trenger å vente", "slipper å vente",
    ],
    fi: [
      "odottamatta", "odottelematta", "ilman odotusta", "ilman odottamista", "ilman odotusaikaa",
      "odottamisen sijaan", "ei tarvitse odottaa", "ei tarvitse odotella",
    ],
    et: [
      "ootamata", "ära ootamata", "ilma ootamata", "ilma ootamiseta", "ootamiseta", "ootamise asemel",
      "ei pea ootama",
    ],
    lv: [
      "negaidot", "nenogaidot", "bez gaidīšanas", "nav jāgaida", "nebūs jāgaida",
      "tā vietā lai gaidītu",
    ],
    lt: [
      "nelaukiant", "nelaukdamas", "nelaukdama", "nelaukdami", "nepalaukus", "be laukimo",
      "užuot laukus", "nereikia laukti", "nereikės laukti",
    ],
    pl: [
      "nie czekając", "nie czekając na", "bez czekania", "nie poczekawszy", "zamiast czekać",
      "nie trzeba czekać", "nie musisz czekać", "bez konieczności czekania",
    ],
    cs: [
      "bez čekání", "nečekaje", "aniž by čekal", "aniž by čekali", "aniž bychom čekali", "místo čekání",
      "není třeba čekat", "nemusíte čekat", "bez vyčkávání",
    ],
    sk: [
      "bez čakania", "nečakajúc", "nečakajúc na", "namiesto čakania", "nie je potrebné čakať",
      "netreba čakať", "nemusíte čakať",
    ],
    sl: [
      "brez čakanja", "ne da bi čakal", "ne da bi čakali", "ne čakajoč", "namesto čakanja",
      "ni treba čakati", "brez čakalne dobe",
    ],
    hr: [
      "bez čekanja", "ne čekajući", "ne čekajući na", "ne pričekavši", "ne sačekavši",
      "umjesto čekanja", "nema potrebe čekati", "ne treba čekati", "bez da se čeka",
    ],
    sr: [
      "без чекања", "bez čekanja", "не чекајући", "ne čekajući", "не сачекавши", "ne sačekavši",
      "уместо чекања", "umesto čekanja", "нема потребе чекати", "nema potrebe čekati",
    ],
    bg: [
      "без да чака", "без да чакат", "без да чакаме", "без да чакате", "без да чакам", "без чакане",
      "вместо да чака", "вместо да чакат", "няма нужда да чака", "не е нужно да чака",
    ],
    ru: [
      "не дожидаясь", "без ожидания", "не ожидая", "не подождав", "вместо того чтобы ждать",
      "вместо ожидания", "не нужно ждать", "не надо ждать",
    ],
    uk: [
      "не чекаючи", "не дочікуючись", "без очікування", "не очікуючи", "не почекавши",
      "замість того щоб чекати", "замість очікування", "не треба чекати", "не потрібно чекати",
    ],
    hu: [
      "várakozás nélkül", "várakozási idő nélkül", "várás nélkül", "anélkül hogy várna", "nem várva",
      "nem várva meg", "meg sem várva", "meg nem várva", "ahelyett hogy várna", "nem kell várni",
      "nem kell várnia",
    ],
    ro: [
      "fără să aștepte", "fără a aștepta", "fără să aştepte", "fără a aştepta", "fara sa astepte",
      "fara a astepta", "fără așteptare", "fără să mai aștepte", "în loc să aștepte",
      "nu trebuie să aștepte", "fără timp de așteptare",
    ],
    el: [
      "χωρίς να περιμένει", "χωρίς να περιμένουν", "χωρίς να περιμένουμε", "χωρίς να περιμένεις",
      "χωρίς αναμονή", "χωρίς να αναμένει", "αντί να περιμένει", "δεν χρειάζεται να περιμένετε",
      "δε χρειάζεται να περιμένεις",
    ],
    tr: [
      "beklemeden", "beklemeksizin", "beklenmeden", "beklemek zorunda kalmadan",
      "beklemeye gerek kalmadan", "beklemek yerine", "beklemeye gerek yok", "sıra beklemeden",
    ],
    ar: [
      "بدون انتظار", "دون انتظار", "من دون انتظار", "بلا انتظار", "دون الانتظار", "بدون الانتظار",
      "دون أن ينتظر", "دون أن ننتظر", "بدلا من الانتظار", "بدلاً من الانتظار", "لا داعي للانتظار",
      "لا حاجة للانتظار",
    ],
    he: [
      "בלי לחכות", "מבלי לחכות", "ללא המתנה", "בלי המתנה", "מבלי להמתין", "ללא צורך להמתין",
      "במקום לחכות", "אין צורך לחכות", "אין צורך להמתין",
    ],
    fa: [
      "بدون انتظار", "بدون معطلی", "بی معطلی", "بدون منتظر ماندن", "بدون اینکه منتظر بماند",
      "بدون اینکه منتظر بمانیم", "بی آنکه منتظر بماند", "به جای انتظار", "به جای منتظر ماندن",
      "نیازی به انتظار نیست", "لازم نیست منتظر بمانید",
    ],
    hi: [
      "बिना इंतज़ार", "बिना इंतजार", "बिना इंतज़ार किए", "बिना इंतजार किए", "बिना प्रतीक्षा",
      "बिना प्रतीक्षा किए", "इंतज़ार किए बिना", "इंतजार किए बिना", "प्रतीक्षा किए बिना",
      "इंतज़ार करने के बजाय", "इंतज़ार करने की ज़रूरत नहीं", "इंतजार करने की जरूरत नहीं",
    ],
    bn: [
      "অপেক্ষা না করে", "অপেক্ষা না করেই", "অপেক্ষা ছাড়া", "অপেক্ষা ছাড়াই", "বিনা অপেক্ষায়",
      "অপেক্ষা করার বদলে", "অপেক্ষা করার দরকার নেই", "অপেক্ষা করতে হবে না",
    ],
    ur: [
      "بغیر انتظار", "بغیر انتظار کے", "انتظار کیے بغیر", "انتظار کئے بغیر", "بلا انتظار",
      "انتظار کرنے کے بجائے", "انتظار کی ضرورت نہیں", "انتظار کرنے کی ضرورت نہیں",
    ],
    id: [
      "tanpa menunggu", "tanpa harus menunggu", "tanpa perlu menunggu", "tanpa menanti",
      "tanpa menantikan", "tidak perlu menunggu", "tak perlu menunggu", "daripada menunggu",
      "alih-alih menunggu",
    ],
    ms: [
      "tanpa menunggu", "tanpa perlu menunggu", "tanpa perlu tunggu", "tanpa tunggu", "tanpa menanti",
      "tidak perlu menunggu", "tak perlu tunggu", "daripada menunggu",
    ],
    vi: [
      "không chờ", "không đợi", "không chờ đợi", "không cần chờ", "không cần đợi", "không phải chờ",
      "không phải đợi", "thay vì chờ", "thay vì đợi",
    ],
    th: ["ไม่ต้องรอ", "โดยไม่รอ", "โดยไม่ต้องรอ", "ไม่รอให้", "แทนที่จะรอ"],
    tl: [
      "nang hindi naghihintay", "nang di naghihintay", "hindi na naghihintay",
      "nang walang paghihintay", "walang paghihintay", "hindi na kailangang maghintay",
      "sa halip na maghintay", "imbes na maghintay",
    ],
    sw: [
      "bila kusubiri", "bila ya kusubiri", "bila kungoja", "bila ya kungoja", "bila kusubiria",
      "pasipo kusubiri", "badala ya kusubiri", "hakuna haja ya kusubiri",
    ],
    zh: [
      "无需等待", "無需等待", "无须等待", "不需等待", "不等待", "不用等", "不必等", "不需要等", "而不是等", "免等待", "不等到",
    ],
    ja: [
      "待たずに", "待たず", "待つことなく", "待たなくても", "待たなくていい", "待つ必要なく", "待つ必要はありません", "待ち時間なし",
    ],
    ko: [
      "기다리지 않고", "기다릴 필요 없이", "기다릴 필요가 없", "기다림 없이", "기다리지 않아도", "기다리는 대신", "대기 없이",
    ],
    ka: [
      "ლოდინის გარეშე", "დალოდების გარეშე", "ლოდინის ნაცვლად", "ლოდინი არ არის საჭირო",
      "არ არის საჭირო ლოდინი",
    ],
    hy: [
      "առանց սպասելու", "չսպասելով", "առանց սպասման", "սպասելու փոխարեն", "սպասելու կարիք չկա",
      "պետք չէ սպասել",
    ],
    am: [
      "ሳይጠብቅ", "ሳይጠብቁ", "ሳንጠብቅ", "ሳትጠብቅ", "ሳልጠብቅ", "ከመጠበቅ ይልቅ", "መጠበቅ ሳያስፈልግ", "መጠበቅ አያስፈልግም",
    ],
  },
};
