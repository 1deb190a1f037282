/**
 * Deferral lexicon: words that put a step off until after the act it should gate. `defer` holds
 * words and phrases of "later" and "after the fact" (later, afterwards, retroactively, post factum,
 * at a later date, catch up on it later); it leaves out the words that only order steps ("then",
 * "after that"), "recently", "in hindsight" and "before". `waitFor` holds the verb "to wait (for)" in
 * its usual forms; `waitless` holds "without waiting", "instead of waiting", "no need to wait" and
 * the negated orders not to wait ("don't wait", "nicht warten", "不要等"). Read by
 * `guard/omitted-safeguard.ts`: a safeguard step named beside one of them is put off, or its wait
 * refused. Terms are lower case and matched as runs of words; a word ending in `*` is a stem.
 * Written on Sun Dec  6 22:05–22:11 UTC 2026 by a helper from its general knowledge of the
 * languages, from a brief that gave each concept's meaning, who read no file of the project. Less:
 * German "später*" kept as the word alone (its stem begins "spätestens", at the latest), Chinese
 * "后来" (a narrative "later on, …"), Turkish "bekleme" (also the noun "waiting"), Thai "ทีหลัง"
 * alone (read inside "ทันทีหลัง", right after); the negated forms of waiting moved from `waitFor`
 * to `waitless`.
 */
import type { LexiconEntry } from './lexicon-defaults.js';

/** Terms per concept and language. */
export const DEFERRAL_TERMS: Record<string, LexiconEntry> = {
  defer: {
    en: [
      "later", "later on", "afterwards", "afterward", "after the fact", "retroactively",
      "retrospectively", "post factum", "ex post", "subsequently", "at a later date", "at a later time",
      "in arrears", "catch up later", "backfill*",
    ],
    de: [
      "später", "nachträglich*", "hinterher", "nachher", "rückwirkend*", "zu einem späteren zeitpunkt",
      "im nachgang", "ex post", "post festum", "nachholen", "nachgeholt", "nachzuholen", "nachreichen",
      "nachgereicht",
    ],
    fr: [
      "plus tard", "ultérieurement", "ultérieur*", "à une date ultérieure", "après coup", "après-coup",
      "a posteriori", "rétroacti*", "par la suite", "postérieurement", "ex post", "post factum",
    ],
    es: [
      "más tarde", "más adelante", "posteriormente", "con posterioridad", "en una fecha posterior",
      "retroactivamente", "con carácter retroactivo", "con efecto retroactivo", "a posteriori",
      "ex post", "post factum", "ulteriormente", "en diferido",
    ],
    pt: [
      "mais tarde", "mais adiante", "posteriormente", "em data posterior", "numa data posterior",
      "retroativamente", "retroactivamente", "com efeito retroativo", "a posteriori", "ex post",
      "post factum", "ulteriormente",
    ],
    it: [
      "più tardi", "in seguito", "successivamente", "in un secondo momento", "in un momento successivo",
      "in data successiva", "a posteriori", "a cose fatte", "retroattivamente",
      "con effetto retroattivo", "posteriormente", "ex post", "post factum",
    ],
    nl: [
      "later", "achteraf", "naderhand", "nadien", "op een later tijdstip", "op een later moment",
      "met terugwerkende kracht", "retroactief", "alsnog", "ex post", "post factum",
    ],
    sv: [
      "senare", "vid ett senare tillfälle", "i ett senare skede", "efteråt", "i efterhand",
      "i efterskott", "retroaktivt", "med retroaktiv verkan", "längre fram", "ex post",
    ],
    da: [
      "senere", "senere hen", "på et senere tidspunkt", "bagefter", "efterfølgende",
      "med tilbagevirkende kraft", "retroaktivt", "efterskudsvis", "i bagkant", "ex post",
    ],
    nb: [
      "senere", "seinere", "etterpå", "i etterkant", "på et senere tidspunkt",
      "ved en senere anledning", "med tilbakevirkende kraft", "retroaktivt", "etterskuddsvis",
      "ex post",
    ],
    fi: [
      "myöhemmin", "myöhem*", "myöhemmässä vaiheessa", "jälkikät*", "jälkeenpäin", "takautuv*",
      "jälkijunassa", "ex post",
    ],
    et: [
      "hiljem", "hilisem*", "pärastpoole", "tagantjärele", "tagasiulatuvalt", "tagasiulatuva jõuga",
      "ex post",
    ],
    lv: [
      "vēlāk", "vēlākā laikā", "vēlākā posmā", "pēcāk", "atpakaļejoši", "ar atpakaļejošu datumu",
      "ar atpakaļejošu spēku", "pēc fakta", "ex post",
    ],
    lt: [
      "vėliau", "vėlesn*", "vėlesniu metu", "vėlesniame etape", "atgaline data", "atgaline galia",
      "retroaktyviai", "post factum", "ex post",
    ],
    pl: [
      "później", "późniejsz*", "w późniejszym terminie", "po fakcie", "post factum", "post festum",
      "ex post", "z mocą wsteczną", "wstecznie", "retroaktywnie", "z opóźnieniem", "nadrob*",
    ],
    cs: [
      "později", "pozdější*", "v pozdějším termínu", "dodatečně", "zpětně", "se zpětnou platností",
      "se zpětnou účinností", "post factum", "post festum", "ex post",
    ],
    sk: [
      "neskôr", "neskorš*", "v neskoršom termíne", "dodatočne", "spätne", "so spätnou platnosťou",
      "so spätnou účinnosťou", "post factum", "post festum", "ex post",
    ],
    sl: [
      "pozneje", "kasneje", "kasnejš*", "poznejš*", "naknadno", "za nazaj", "retroaktivno",
      "z retroaktivnim učinkom", "post festum", "ex post",
    ],
    hr: [
      "kasnije", "kasnij*", "u kasnijoj fazi", "naknadn*", "retroaktivno", "s retroaktivnim učinkom",
      "post festum", "ex post",
    ],
    sr: [
      "касније", "kasnije", "накнадн*", "naknadn*", "у каснијој фази", "u kasnijoj fazi",
      "ретроактивно", "retroaktivno", "са ретроактивним дејством", "sa retroaktivnim dejstvom",
      "пост фестум", "post festum",
    ],
    bg: [
      "по-късно", "впоследствие", "на по-късен етап", "в по-късен момент", "на по-късна дата",
      "със задна дата", "с обратна сила", "ретроактивно", "пост фактум",
    ],
    ru: [
      "позже", "позднее", "попозже", "впоследствии", "в дальнейшем", "задним числом", "постфактум",
      "пост фактум", "ретроактивно", "с обратной силой", "в более поздний срок", "на потом",
    ],
    uk: [
      "пізніше", "пізніш*", "згодом", "заднім числом", "постфактум", "пост фактум", "ретроактивно",
      "зі зворотною силою", "на потім", "у пізніший термін", "в подальшому",
    ],
    hu: [
      "később", "későbbi*", "egy későbbi időpontban", "a későbbiekben", "utólag", "utólagos*",
      "visszamenőleg", "visszamenőleges*", "post festum", "ex post",
    ],
    ro: [
      "mai târziu", "mai tîrziu", "ulterior", "ulterioar*", "la o dată ulterioară", "retroactiv",
      "cu efect retroactiv", "a posteriori", "post factum", "ex post",
    ],
    el: [
      "αργότερα", "πιο μετά", "μεταγενέστερα", "σε μεταγενέστερο στάδιο", "σε μεταγενέστερη ημερομηνία",
      "εκ των υστέρων", "αναδρομικά", "με αναδρομική ισχύ", "μετέπειτα",
    ],
    tr: [
      "daha sonra", "sonradan", "sonraları", "ileride", "ileriki bir tarihte", "sonraki bir tarihte",
      "geriye dönük", "geriye dönük olarak", "geriye yönelik", "geçmişe dönük olarak",
    ],
    ar: [
      "لاحقا", "لاحقاً", "لاحقًا", "فيما بعد", "في وقت لاحق", "في تاريخ لاحق", "في مرحلة لاحقة",
      "بأثر رجعي",
    ],
    he: [
      "מאוחר יותר", "במועד מאוחר יותר", "בשלב מאוחר יותר", "בהמשך", "בדיעבד", "רטרואקטיבית",
      "רטרואקטיבי", "למפרע",
    ],
    fa: [
      "بعدا", "بعداً", "بعدها", "دیرتر", "متعاقبا", "متعاقباً", "عطف به ماسبق", "به صورت عطف به ماسبق",
      "در فرصت بعدی", "در فرصتی دیگر",
    ],
    hi: [
      "बाद में", "कालांतर में", "आगे चलकर", "पूर्वव्यापी", "पूर्वव्यापी प्रभाव से",
      "भूतलक्षी प्रभाव से", "बाद की तारीख में", "बाद की तिथि में",
    ],
    bn: [
      "পরবর্তীতে", "পরবর্তীকালে", "পরবর্তী সময়ে", "পরবর্তী কোনো সময়ে", "পরে কখনো", "ভূতাপেক্ষ",
      "ভূতাপেক্ষভাবে",
    ],
    ur: [
      "بعد میں", "آگے چل کر", "موثر بہ ماضی", "مؤثر بہ ماضی", "ماضی سے نافذ", "پچھلی تاریخ سے",
      "بعد کی تاریخ میں",
    ],
    id: [
      "nanti", "nanti saja", "di kemudian hari", "lain kali", "di lain waktu", "kelak", "menyusul",
      "susulan", "berlaku surut", "secara retroaktif", "retroaktif",
    ],
    ms: [
      "nanti", "kelak", "lain kali", "di kemudian hari", "pada tarikh kemudian", "susulan",
      "secara retrospektif", "berkuat kuasa kebelakangan",
    ],
    vi: [
      "sau này", "về sau", "để sau", "tính sau", "lát nữa", "bổ sung sau", "hồi tố",
      "có hiệu lực hồi tố", "truy thu", "hậu kiểm",
    ],
    th: ["ในภายหลัง", "ไว้ทีหลัง", "เดี๋ยวค่อย", "ค่อยว่ากัน", "มีผลย้อนหลัง", "ตามมาภายหลัง"],
    tl: [
      "mamaya", "mamaya na", "saka na", "saka na lang", "kalaunan", "nang maglaon", "sa ibang araw",
      "sa ibang pagkakataon", "retroaktibo",
    ],
    sw: ["baadaye", "baadae", "hapo baadaye", "baadaye kidogo", "siku nyingine", "tarehe ya baadaye"],
    zh: ["稍后", "稍後", "晚些时候", "事后", "事後", "回头再", "以后再", "以後再", "晚点再", "补交", "补录", "补填", "溯及既往", "追溯力"],
    ja: ["あとで", "後ほど", "のちほど", "あとから", "事後", "後日", "後回し", "あとまわし", "追ってご連絡", "追って連絡", "遡及", "後追いで"],
    ko: ["나중에", "나중", "이따가", "추후", "차후", "뒤늦게", "소급", "사후적", "사후 승인", "사후 보고"],
    ka: ["მოგვიანებით", "უფრო გვიან", "შემდგომში", "უკუძალით", "უკუძალ*", "პოსტფაქტუმ"],
    hy: ["ավելի ուշ", "հետագայում", "հետին թվով", "հետադարձ ուժով", "հետադարձ ուժ", "ավելի ուշ ժամկետում"],
    am: ["በኋላ ላይ", "ከጊዜ በኋላ", "ቆየት ብሎ", "ቆይቶ", "ዘግይቶ"],
  },
  waitFor: {
    en: ["wait", "waits", "waiting", "waited", "wait for", "wait until", "await*", "hold off", "holding off"],
    de: ["warte*", "abwart*", "gewartet", "abgewartet", "abzuwarten", "zu warten"],
    fr: [
      "attendre", "attends", "attend", "attendez", "attendons", "attendent", "attendrai", "attendra",
      "en attendant que", "patienter", "patientez",
    ],
    es: [
      "esperar", "espera", "espere", "esperen", "esperad", "esperando", "espérame", "esperar a que",
      "aguardar", "aguarda", "aguarde", "aguardando",
    ],
    pt: [
      "esperar", "espera", "espere", "esperem", "esperando", "aguardar", "aguarda", "aguarde",
      "aguardem", "aguardando",
    ],
    it: [
      "aspettare", "aspetta", "aspettate", "aspettiamo", "aspettando", "attendere", "attendi",
      "attenda", "attendete", "in attesa di",
    ],
    nl: [
      "wachten", "wacht", "wachtend", "gewacht", "wachten op", "te wachten", "afwachten", "afwachtend",
      "afgewacht", "af te wachten",
    ],
    sv: ["vänta", "väntar", "väntade", "väntat", "väntande", "vänta på", "avvakta*", "invänta*", "ej vänta"],
    da: ["vente*", "vent", "vent på", "afvent*", "lad være med at vente"],
    nb: ["vente*", "vent", "vent på", "venta", "avvent*"],
    fi: [
      "odottaa", "odota", "odottakaa", "odotan", "odotamme", "odottavat", "odottaen", "odottamassa",
      "odottamaan", "odotella", "odotellaan", "odotetaan", "älkää odottako",
    ],
    et: ["ootama", "oodata", "oota", "oodake", "ootan", "ootab", "ootame", "ootavad", "oodates", "ootel"],
    lv: ["gaidīt", "gaidi", "gaidiet", "gaidu", "gaida", "gaidām", "gaidot", "nogaidīt"],
    lt: [
      "laukti", "laukite", "laukiu", "laukia", "laukiame", "laukiant", "laukdamas", "palaukti",
      "palauk", "palaukite",
    ],
    pl: ["czeka*", "poczeka*", "zaczeka*", "odczeka*", "wyczekiwa*", "proszę czekać"],
    cs: ["čeka*", "čekej", "čekejte", "počka*", "počkej", "počkejte", "vyčka*", "vyčkejte"],
    sk: ["čaka*", "počka*", "vyčka*"],
    sl: ["čaka*", "počaka*"],
    hr: ["čeka*", "pričeka*", "sačeka*"],
    sr: ["чека*", "čeka*", "сачека*", "sačeka*", "причека*", "pričeka*"],
    bg: ["чака*", "изчака*", "почака*"],
    ru: [
      "ждать", "жди", "ждите", "жду", "ждёт", "ждет", "ждут", "подожд*", "дождаться", "дожидаться",
      "ожидать", "ожидая",
    ],
    uk: ["чека*", "почека*", "зачека*", "дочека*", "очікувати"],
    hu: [
      "várni", "várj", "várjon", "várjatok", "várjanak", "várok", "várunk", "várva", "várakozni",
      "megvár*", "kivár*",
    ],
    ro: ["aștept*", "așteaptă", "aştept*", "aşteaptă", "astept*", "asteapta"],
    el: ["περιμέν*", "περίμενε", "περίμενα", "αναμένοντας"],
    tr: [
      "beklemek", "bekle", "bekleyin", "bekleyiniz", "bekliyorum", "bekliyor", "bekliyoruz",
      "bekleyerek", "beklemeli", "beklemeyiniz",
    ],
    ar: [
      "انتظر", "انتظري", "انتظروا", "ينتظر", "تنتظر", "أنتظر", "ننتظر", "ينتظرون", "انتظار", "الانتظار",
      "منتظرا", "عدم الانتظار", "ريثما",
    ],
    he: [
      "לחכות", "חכה", "חכי", "חכו", "מחכה", "מחכים", "מחכות", "להמתין", "המתן", "המתינו", "ממתין",
      "ממתינים",
    ],
    fa: [
      "صبر کن", "صبر کنید", "منتظر", "منتظرم", "منتظریم", "منتظر بمان", "منتظر بمانید", "منتظر باشید",
      "منتظر ماندن", "انتظار کشیدن", "صبر نکن", "صبر نکنید", "منتظر نمان", "منتظر نمانید",
    ],
    hi: [
      "इंतज़ार", "इंतजार", "प्रतीक्षा", "इंतज़ार करना", "इंतज़ार करो", "इंतज़ार करें", "इंतज़ार कीजिए",
      "प्रतीक्षा करें", "इंतज़ार कर रहा", "इंतज़ार न करें", "इंतजार न करें", "प्रतीक्षा न करें",
      "राह देखना",
    ],
    bn: [
      "অপেক্ষা", "অপেক্ষায়", "অপেক্ষা করা", "অপেক্ষা করো", "অপেক্ষা করুন", "অপেক্ষা করছি",
      "অপেক্ষা করে", "অপেক্ষা করো না", "অপেক্ষা করবেন না",
    ],
    ur: [
      "انتظار", "منتظر", "انتظار کرنا", "انتظار کرو", "انتظار کریں", "انتظار کیجیے", "انتظار کیجئے",
      "انتظار کر رہا", "انتظار نہ کریں", "انتظار نہ کرو",
    ],
    id: [
      "tunggu", "tunggulah", "menunggu", "ditunggu", "menunggunya", "tunggu dulu", "menanti",
      "menantikan", "nantikan",
    ],
    ms: [
      "tunggu", "tunggulah", "menunggu", "ditunggu", "tunggu sekejap", "tunggu sebentar", "menanti",
      "menantikan", "nantikan",
    ],
    vi: [
      "chờ", "đợi", "chờ đợi", "chờ đã", "đợi đã", "hãy chờ", "vui lòng chờ", "xin chờ", "đang chờ",
      "đang đợi", "chờ đến khi", "đợi đến khi",
    ],
    th: ["รอคอย", "รอก่อน", "รอให้", "รอจน", "รออยู่", "รอสักครู่", "กรุณารอ", "โปรดรอ"],
    tl: [
      "hintay*", "maghintay", "naghihintay", "maghihintay", "hinihintay", "antay*", "mag-antay",
      "teka lang", "huwag maghintay", "huwag hintayin", "wag maghintay",
    ],
    sw: [
      "kusubiri", "subiri*", "nasubiri", "anasubiri", "tunasubiri", "wanasubiri", "akisubiri", "ngoja",
      "kungoja", "ngojeni", "msisubiri",
    ],
    zh: ["等待", "等候", "等着", "等著", "等一下", "等一等", "等一会", "稍等", "请稍候", "請稍候", "等到"],
    ja: ["待つ", "待って", "待った", "待ちます", "待ってください", "お待ちください", "お待ち下さい", "待機", "待とう", "待ちましょう"],
    ko: ["기다리", "기다려", "기다렸", "기다림", "기다려 주세요", "기다리세요"],
    ka: [
      "ლოდინ*", "დაელოდე", "დაელოდეთ", "დაველოდოთ", "მოიცადე", "მოიცადეთ", "ველოდები", "ველოდებით",
      "ელოდ*",
    ],
    hy: [
      "սպասել", "սպասիր", "սպասեք", "սպասում", "սպասում եմ", "սպասում է", "սպասելով", "սպասեցի",
      "մի սպասիր", "մի սպասեք",
    ],
    am: ["መጠበቅ", "ጠብቅ", "ጠብቂ", "ጠብቁ", "ይጠብቁ", "እባክዎ ይጠብቁ", "እየጠበቅሁ", "እየጠበቀ", "ቆይ", "ቆዩ"],
  },
  waitless: {
    en: [
      "without waiting", "without waiting for", "without having to wait", "without awaiting",
      "not waiting for", "rather than waiting", "instead of waiting", "no need to wait", "no waiting",
      "needn't wait", "don't wait", "do not wait", "not wait",
    ],
    de: [
      "ohne zu warten", "ohne abzuwarten", "ohne warten zu müssen", "ohne wartezeit",
      "ohne wartezeiten", "statt zu warten", "anstatt zu warten", "statt abzuwarten",
      "ohne erst abzuwarten", "nicht erst abzuwarten", "kein warten", "nicht warten", "nicht abwarten",
      "warte nicht", "wartet nicht", "warten sie nicht",
    ],
    fr: [
      "sans attendre", "sans attente", "sans avoir à attendre", "sans devoir attendre",
      "sans plus attendre", "sans même attendre", "au lieu d'attendre", "plutôt que d'attendre",
      "nul besoin d'attendre", "pas besoin d'attendre", "inutile d'attendre", "ne pas attendre",
      "n'attendez pas", "n'attends pas",
    ],
    es: [
      "sin esperar", "sin espera", "sin esperas", "sin tener que esperar", "sin necesidad de esperar",
      "sin aguardar", "en lugar de esperar", "en vez de esperar", "no hace falta esperar",
      "no hay que esperar", "no esperar", "no esperes", "no esperen",
    ],
    pt: [
      "sem esperar", "sem espera", "sem esperas", "sem ter de esperar", "sem ter que esperar",
      "sem precisar esperar", "sem aguardar", "em vez de esperar", "ao invés de esperar",
      "não precisa esperar", "não esperar", "não espere", "não esperes", "não aguarde",
    ],
    it: [
      "senza aspettare", "senza attendere", "senza attesa", "senza attese", "senza dover aspettare",
      "senza dover attendere", "invece di aspettare", "anziché aspettare",
      "non c'è bisogno di aspettare", "non aspettare", "non aspettate", "non attendere",
    ],
    nl: [
      "zonder te wachten", "zonder wachten", "zonder wachttijd", "zonder af te wachten",
      "zonder te hoeven wachten", "in plaats van te wachten", "niet hoeven wachten",
      "niet hoeft te wachten", "zonder wachtrij", "niet wachten", "wacht niet", "niet op wachten",
    ],
    sv: [
      "utan att vänta", "utan att avvakta", "utan att invänta", "utan väntetid", "utan väntan",
      "utan att behöva vänta", "i stället för att vänta", "istället för att vänta", "inte behöva vänta",
      "vänta inte", "inte vänta",
    ],
    da: [
      "uden at vente", "uden at afvente", "uden ventetid", "uden at skulle vente",
      "i stedet for at vente", "frem for at vente", "ikke behøver at vente", "slipper for at vente",
      "vent ikke", "ikke vente", "ikke at vente",
    ],
    nb: [
      "uten å vente", "uten å avvente", "uten ventetid", "uten å måtte vente", "i stedet for å vente",
      "istedenfor å vente", "heller enn å vente", "ikke trenger å vente", "slipper å vente",
      "ikke vent", "vent ikke", "ikke vente", "ikke å vente",
    ],
    fi: [
      "odottamatta", "odottelematta", "ilman odotusta", "ilman odottamista", "ilman odotusaikaa",
      "odottamisen sijaan", "ei tarvitse odottaa", "ei tarvitse odotella", "älä odota",
    ],
    et: [
      "ootamata", "ära ootamata", "ilma ootamata", "ilma ootamiseta", "ootamiseta", "ootamise asemel",
      "ei pea ootama", "ära oota", "ärge oodake",
    ],
    lv: [
      "negaidot", "nenogaidot", "bez gaidīšanas", "nav jāgaida", "nebūs jāgaida",
      "tā vietā lai gaidītu", "negaidi", "negaidiet", "negaidīt",
    ],
    lt: [
      "nelaukiant", "nelaukdamas", "nelaukdama", "nelaukdami", "nepalaukus", "be laukimo",
      "užuot laukus", "nereikia laukti", "nereikės laukti", "nelauk", "nelaukite", "nelaukti",
    ],
    pl: [
      "nie czekając", "nie czekając na", "bez czekania", "nie poczekawszy", "zamiast czekać",
      "nie trzeba czekać", "nie musisz czekać", "bez konieczności czekania", "nie czekaj",
      "nie czekajcie", "nie czekać",
    ],
    cs: [
      "bez čekání", "nečekaje", "aniž by čekal", "aniž by čekali", "aniž bychom čekali", "místo čekání",
      "není třeba čekat", "nemusíte čekat", "bez vyčkávání", "nečekej", "nečekejte", "nečekat",
    ],
    sk: [
      "bez čakania", "nečakajúc", "nečakajúc na", "namiesto čakania", "nie je potrebné čakať",
      "netreba čakať", "nemusíte čakať", "nečakaj", "nečakajte", "nečakať",
    ],
    sl: [
      "brez čakanja", "ne da bi čakal", "ne da bi čakali", "ne čakajoč", "namesto čakanja",
      "ni treba čakati", "brez čakalne dobe", "ne čakaj", "ne čakajte", "ne čakati",
    ],
    hr: [
      "bez čekanja", "ne čekajući", "ne čekajući na", "ne pričekavši", "ne sačekavši",
      "umjesto čekanja", "nema potrebe čekati", "ne treba čekati", "bez da se čeka", "ne čekaj",
      "ne čekajte", "ne čekati", "nemoj čekati",
    ],
    sr: [
      "без чекања", "bez čekanja", "не чекајући", "ne čekajući", "не сачекавши", "ne sačekavši",
      "уместо чекања", "umesto čekanja", "нема потребе чекати", "nema potrebe čekati", "не чекај",
      "ne čekaj", "не чекајте", "ne čekajte", "немој чекати", "nemoj čekati",
    ],
    bg: [
      "без да чака", "без да чакат", "без да чакаме", "без да чакате", "без да чакам", "без чакане",
      "вместо да чака", "вместо да чакат", "няма нужда да чака", "не е нужно да чака", "не чакай",
      "не чакайте", "да не чака", "да не чакаме",
    ],
    ru: [
      "не дожидаясь", "без ожидания", "не ожидая", "не подождав", "вместо того чтобы ждать",
      "вместо ожидания", "не нужно ждать", "не надо ждать", "не ждать", "не жди", "не ждите",
    ],
    uk: [
      "не чекаючи", "не дочікуючись", "без очікування", "не очікуючи", "не почекавши",
      "замість того щоб чекати", "замість очікування", "не треба чекати", "не потрібно чекати",
      "не чекати", "не чекай", "не чекайте",
    ],
    hu: [
      "várakozás nélkül", "várakozási idő nélkül", "várás nélkül", "anélkül hogy várna", "nem várva",
      "nem várva meg", "meg sem várva", "meg nem várva", "ahelyett hogy várna", "nem kell várni",
      "nem kell várnia", "ne várj", "ne várjon", "ne várjatok",
    ],
    ro: [
      "fără să aștepte", "fără a aștepta", "fără să aştepte", "fără a aştepta", "fara sa astepte",
      "fara a astepta", "fără așteptare", "fără să mai aștepte", "în loc să aștepte",
      "nu trebuie să aștepte", "fără timp de așteptare", "nu aștepta", "nu așteptați", "nu aştepta",
      "nu astepta",
    ],
    el: [
      "χωρίς να περιμένει", "χωρίς να περιμένουν", "χωρίς να περιμένουμε", "χωρίς να περιμένεις",
      "χωρίς αναμονή", "χωρίς να αναμένει", "αντί να περιμένει", "δεν χρειάζεται να περιμένετε",
      "δε χρειάζεται να περιμένεις", "μην περιμένεις", "μην περιμένετε", "μην περιμένει",
    ],
    tr: [
      "beklemeden", "beklemeksizin", "beklenmeden", "beklemek zorunda kalmadan",
      "beklemeye gerek kalmadan", "beklemek yerine", "beklemeye gerek yok", "sıra beklemeden",
      "beklemeyin",
    ],
    ar: [
      "بدون انتظار", "دون انتظار", "من دون انتظار", "بلا انتظار", "دون الانتظار", "بدون الانتظار",
      "دون أن ينتظر", "دون أن ننتظر", "بدلا من الانتظار", "بدلاً من الانتظار", "لا داعي للانتظار",
      "لا حاجة للانتظار", "لا تنتظر", "لا تنتظروا",
    ],
    he: [
      "בלי לחכות", "מבלי לחכות", "ללא המתנה", "בלי המתנה", "מבלי להמתין", "ללא צורך להמתין",
      "במקום לחכות", "אין צורך לחכות", "אין צורך להמתין", "אל תחכה", "אל תחכו", "לא לחכות",
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
      "इंतज़ार मत करो",
    ],
    bn: [
      "অপেক্ষা না করে", "অপেক্ষা না করেই", "অপেক্ষা ছাড়া", "অপেক্ষা ছাড়াই", "বিনা অপেক্ষায়",
      "অপেক্ষা করার বদলে", "অপেক্ষা করার দরকার নেই", "অপেক্ষা করতে হবে না",
    ],
    ur: [
      "بغیر انتظار", "بغیر انتظار کے", "انتظار کیے بغیر", "انتظار کئے بغیر", "بلا انتظار",
      "انتظار کرنے کے بجائے", "انتظار کی ضرورت نہیں", "انتظار کرنے کی ضرورت نہیں", "انتظار مت کرو",
    ],
    id: [
      "tanpa menunggu", "tanpa harus menunggu", "tanpa perlu menunggu", "tanpa menanti",
      "tanpa menantikan", "tidak perlu menunggu", "tak perlu menunggu", "daripada menunggu",
      "alih-alih menunggu", "jangan tunggu", "jangan menunggu",
    ],
    ms: [
      "tanpa menunggu", "tanpa perlu menunggu", "tanpa perlu tunggu", "tanpa tunggu", "tanpa menanti",
      "tidak perlu menunggu", "tak perlu tunggu", "daripada menunggu", "jangan tunggu",
      "jangan menunggu",
    ],
    vi: [
      "không chờ", "không đợi", "không chờ đợi", "không cần chờ", "không cần đợi", "không phải chờ",
      "không phải đợi", "thay vì chờ", "thay vì đợi", "đừng chờ", "đừng đợi",
    ],
    th: ["อย่ารอ", "ไม่ต้องรอ", "โดยไม่รอ", "โดยไม่ต้องรอ", "ไม่รอให้", "แทนที่จะรอ"],
    tl: [
      "nang hindi naghihintay", "nang di naghihintay", "hindi na naghihintay",
      "nang walang paghihintay", "walang paghihintay", "hindi na kailangang maghintay",
      "sa halip na maghintay", "imbes na maghintay",
    ],
    sw: [
      "bila kusubiri", "bila ya kusubiri", "bila kungoja", "bila ya kungoja", "bila kusubiria",
      "pasipo kusubiri", "badala ya kusubiri", "hakuna haja ya kusubiri", "usisubiri", "usingoje",
    ],
    zh: [
      "无需等待", "無需等待", "无须等待", "不需等待", "不等待", "不用等", "不必等", "不需要等", "没等", "沒等", "而不是等", "免等待", "不等到",
      "不要等", "别等", "別等",
    ],
    ja: [
      "待たずに", "待たず", "待つことなく", "待たなくても", "待たなくていい", "待つ必要なく", "待つ必要はありません", "待ち時間なし", "待ったなし", "待たないで",
      "待つな",
    ],
    ko: [
      "기다리지 않고", "기다릴 필요 없이", "기다릴 필요가 없", "기다림 없이", "기다리지 않아도", "기다리는 대신", "대기 없이", "기다리지 마",
      "기다리지 마세요", "기다리지 말고",
    ],
    ka: [
      "ლოდინის გარეშე", "დალოდების გარეშე", "ლოდინის ნაცვლად", "ლოდინი არ არის საჭირო",
      "არ არის საჭირო ლოდინი", "ნუ დაელოდები", "ნუ ელოდები", "ნუ დაელოდებით",
    ],
    hy: [
      "առանց սպասելու", "չսպասելով", "առանց սպասման", "սպասելու փոխարեն", "սպասելու կարիք չկա",
      "պետք չէ սպասել",
    ],
    am: [
      "ሳይጠብቅ", "ሳይጠብቁ", "ሳንጠብቅ", "ሳትጠብቅ", "ሳልጠብቅ", "ከመጠበቅ ይልቅ", "መጠበቅ ሳያስፈልግ", "መጠበቅ አያስፈልግም", "አትጠብቅ",
      "አትጠብቁ",
    ],
  },
};
