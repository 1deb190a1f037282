/**
 * Multilingual cue words for two related concepts:
 *
 * - `proposed`: words by which a text reports that someone proposed, suggested,
 *   recommended, asked for, pushed for or wanted an action (whether or not it
 *   was eventually carried out), including nouns for "suggestion/proposal".
 * - `rejected`: words by which a text says that a proposed action was turned
 *   down or not carried out ("refused", "rejected", "we did not do that",
 *   "out of the question", "not an option", ...).
 *
 * Keys are ISO 639-1 language codes; `zh` lists both Simplified and
 * Traditional forms where they differ. Entries are lower-case; multi-word
 * entries are separated by single spaces (Chinese, Japanese and Thai are
 * written without spaces). A trailing `*` would mark a prefix.
 *
 * The lists were written from general knowledge of the languages, not derived
 * from a corpus, and are meant as a starting point for review.
 */
export const PROPOSAL_TERMS: Record<string, Record<string, string[]>> = {
  proposed: {
    en: ["suggested", "suggests", "suggestion", "proposed", "proposes", "proposal", "recommended", "recommends", "recommendation", "wanted to", "pushed for", "asked us to", "floated the idea", "the idea was to", "called for"],
    de: ["vorgeschlagen", "schlug", "schlugen vor", "vorschlag", "vorschläge", "empfahl", "empfohlen", "empfehlung", "wollte", "wollten", "drängte auf", "bat uns", "gefordert", "angeregt", "anregung"],
    nl: ["stelde voor", "stelden voor", "voorgesteld", "voorstel", "suggestie", "suggereerde", "aanbevolen", "raadde aan", "aanbeveling", "wilde", "wilden", "drong aan op", "vroeg ons", "het idee was", "geopperd"],
    sv: ["föreslog", "föreslagit", "föreslogs", "förslag", "förslaget", "rekommenderade", "rekommendation", "ville", "drev på för", "bad oss", "idén var att", "uppmanade", "väckte idén"],
    da: ["foreslog", "foreslået", "foreslår", "forslag", "forslaget", "anbefalede", "anbefalet", "anbefaling", "ville", "bad os", "pressede på for", "ideen var at", "opfordrede"],
    nb: ["foreslo", "foreslått", "foreslår", "forslag", "forslaget", "anbefalte", "anbefalt", "anbefaling", "ville", "ba oss", "presset på for", "ideen var å", "oppfordret"],
    fi: ["ehdotti", "ehdottivat", "ehdotettiin", "ehdottanut", "ehdotus", "ehdotuksen", "suositteli", "suosittelivat", "suositus", "halusi", "halusivat", "pyysi meitä", "vaati", "ajatuksena oli"],
    et: ["soovitas", "soovitasid", "soovitati", "soovitus", "ettepanek", "tegi ettepaneku", "pakkus välja", "pakuti välja", "tahtis", "tahtsid", "palus meil", "nõudis", "idee oli"],
    hu: ["javasolta", "javasolt", "javasolták", "javaslat", "javaslatot", "ajánlotta", "ajánlás", "indítványozta", "szerette volna", "akarta", "kérte", "sürgette", "az ötlet az volt"],
    pl: ["zaproponował", "zaproponowała", "zaproponowali", "zaproponowano", "propozycja", "propozycję", "zasugerował", "sugestia", "zalecił", "zalecenie", "polecił", "chciał", "chcieli", "naciskał na", "poprosił nas"],
    cs: ["navrhl", "navrhla", "navrhli", "navrženo", "návrh", "navrhoval", "doporučil", "doporučení", "chtěl", "chtěli", "prosazoval", "požádal nás", "myšlenka byla"],
    sk: ["navrhol", "navrhla", "navrhli", "navrhnuté", "návrh", "odporučil", "odporúčanie", "chcel", "chceli", "presadzoval", "požiadal nás", "myšlienka bola"],
    sl: ["predlagal", "predlagala", "predlagali", "predlagano", "predlog", "priporočil", "priporočilo", "želel", "želeli", "zavzemal se za", "prosil nas", "ideja je bila"],
    hr: ["predložio", "predložila", "predložili", "predloženo", "prijedlog", "predlagao", "preporučio", "preporuka", "htio", "htjeli", "zalagao se za", "zamolio nas"],
    ro: ["a propus", "au propus", "propus", "propunere", "propunerea", "a sugerat", "sugestie", "a recomandat", "recomandare", "a vrut", "au vrut", "a insistat", "ne-a cerut"],
    bg: ["предложи", "предложиха", "предложено", "предложение", "предлагаше", "препоръча", "препоръка", "искаше", "искаха", "настояваше за", "помоли ни", "идеята беше"],
    uk: ["запропонував", "запропонувала", "запропонували", "запропоновано", "пропозиція", "пропонував", "порадив", "рекомендував", "рекомендація", "хотів", "хотіли", "наполягав на", "попросив нас"],
    ru: ["предложил", "предложила", "предложили", "предложено", "предложение", "посоветовал", "рекомендовал", "рекомендация", "хотел", "хотели", "настаивал на", "попросил нас", "идея была"],
    el: ["πρότεινε", "πρότειναν", "προτάθηκε", "πρόταση", "συνέστησε", "σύσταση", "ήθελε", "ήθελαν", "πίεσε για", "μας ζήτησε", "η ιδέα ήταν"],
    tr: ["önerdi", "önerdiler", "önerildi", "öneri", "öneriyi", "teklif etti", "teklif", "tavsiye etti", "tavsiye", "istedi", "istediler", "ısrar etti", "bizden istedi", "fikir şuydu"],
    fr: ["a proposé", "ont proposé", "proposé", "proposition", "a suggéré", "suggestion", "a recommandé", "recommandation", "voulait", "voulaient", "a insisté pour", "nous a demandé de", "l'idée était de", "préconisé"],
    es: ["propuso", "propusieron", "propuesto", "propuesta", "sugirió", "sugerencia", "recomendó", "recomendación", "quería", "querían", "insistió en", "nos pidió", "la idea era", "planteó"],
    pt: ["propôs", "propuseram", "proposto", "proposta", "sugeriu", "sugestão", "recomendou", "recomendação", "queria", "queriam", "insistiu em", "nos pediu", "pediu-nos", "a ideia era"],
    it: ["propose", "proposto", "proposta", "hanno proposto", "suggerito", "suggerì", "suggerimento", "raccomandato", "consigliato", "voleva", "volevano", "ha insistito per", "ci ha chiesto di", "l'idea era"],
    ca: ["va proposar", "van proposar", "proposat", "proposta", "va suggerir", "suggeriment", "va recomanar", "recomanació", "volia", "volien", "va insistir", "ens va demanar", "la idea era"],
    lt: ["pasiūlė", "pasiūlyta", "pasiūlymas", "pasiūlymą", "siūlė", "rekomendavo", "rekomendacija", "patarė", "norėjo", "prašė mūsų", "reikalavo", "idėja buvo"],
    lv: ["ierosināja", "ierosināts", "ierosinājums", "ieteica", "ieteikums", "ieteikts", "piedāvāja", "priekšlikums", "gribēja", "vēlējās", "lūdza mums", "uzstāja"],
    id: ["mengusulkan", "diusulkan", "usulan", "menyarankan", "disarankan", "saran", "merekomendasikan", "rekomendasi", "ingin", "mendorong", "meminta kami", "idenya adalah"],
    vi: ["đề xuất", "đề nghị", "gợi ý", "khuyến nghị", "khuyên", "muốn", "yêu cầu chúng tôi", "thúc đẩy", "ý tưởng là", "kiến nghị"],
    th: ["เสนอ", "เสนอแนะ", "ข้อเสนอ", "แนะนำให้", "คำแนะนำ", "ต้องการ", "อยากให้", "ขอให้เรา", "ผลักดัน", "ไอเดียคือ"],
    ar: ["اقترح", "اقترحوا", "تم اقتراح", "اقتراح", "اقتراحه", "أوصى", "توصية", "أراد", "أرادوا", "طلب منا", "دعا إلى", "كانت الفكرة"],
    he: ["הציע", "הציעו", "הוצע", "הצעה", "המליץ", "המליצו", "המלצה", "רצינו", "ביקש מאיתנו", "הרעיון היה"],
    fa: ["پیشنهاد کرد", "پیشنهاد داد", "پیشنهاد", "پیشنهاد شد", "توصیه کرد", "توصیه", "خواست", "می‌خواست", "از ما خواست", "اصرار داشت", "ایده این بود"],
    hi: ["सुझाव दिया", "सुझाव", "प्रस्ताव", "प्रस्ताव रखा", "प्रस्तावित", "सिफारिश की", "सिफारिश", "सलाह दी", "चाहते थे", "चाहता था", "हमसे कहा", "ज़ोर दिया", "विचार यह था"],
    bn: ["প্রস্তাব দিয়েছিলেন", "প্রস্তাব করেন", "প্রস্তাব", "পরামর্শ দিলেন", "পরামর্শ", "সুপারিশ করেন", "সুপারিশ", "চেয়েছিলেন", "চেয়েছিল", "আমাদের বলেছিলেন", "জোর দিয়েছিলেন", "ধারণাটি ছিল"],
    ja: ["提案した", "提案された", "提案があった", "提案して", "勧められた", "を勧めた", "推奨した", "推奨された", "推薦した", "したいと言った", "求めてきた", "要望した", "というアイデア", "案を出した"],
    ko: ["제안했다", "제안했고", "제안했습니다", "제안되었다", "제안됐다", "권고했다", "권유했다", "추천했다", "원했습니다", "원했지만", "요청했다", "밀어붙였다", "아이디어였다"],
    zh: ["提出建议", "提出建議", "建议我们", "建議我們", "有人建议", "有人建議", "有人提议", "有人提議", "推荐使用", "推薦使用", "要求我们", "要求我們", "提议我们", "提議我們", "的想法是"],
    sw: ["alipendekeza", "walipendekeza", "ilipendekezwa", "pendekezo", "mapendekezo", "alishauri", "ushauri", "alitaka", "walitaka", "alituomba", "alisisitiza", "wazo lilikuwa"],
    tl: ["iminungkahi", "mungkahi", "nagmungkahi", "ipinanukala", "panukala", "inirekomenda", "rekomendasyon", "gusto niyang", "gusto nilang", "hiniling sa amin", "iginiit", "ang ideya ay"],
  },
  rejected: {
    en: ["refused", "rejected", "declined", "turned down", "turned it down", "we did not do that", "we didn't do that", "did not do that", "was not accepted", "wasn't accepted", "said no", "vetoed", "was ruled out", "ruled out", "out of the question", "decided against", "we decided against it", "not an option"],
    de: ["abgelehnt", "lehnte ab", "lehnten ab", "ablehnung", "verweigert", "verweigerte", "weigerte sich", "weigerten uns", "das haben wir nicht getan", "das haben wir nicht gemacht", "taten wir nicht", "wurde nicht angenommen", "sagte nein", "sagten nein", "ausgeschlossen", "kam nicht in frage", "kommt nicht in frage", "entschieden uns dagegen", "keine option", "legte sein veto ein"],
    nl: ["weigerde", "weigerden", "geweigerd", "afgewezen", "wees af", "wezen af", "verworpen", "dat hebben we niet gedaan", "deden we niet", "werd niet aanvaard", "werd niet geaccepteerd", "zei nee", "zeiden nee", "veto", "uitgesloten", "geen optie", "besloten het niet te doen", "geen sprake van"],
    sv: ["vägrade", "avslog", "avslogs", "avvisade", "avvisades", "avfärdade", "tackade nej", "sa nej", "sade nej", "det gjorde vi inte", "gjorde vi inte", "godtogs inte", "accepterades inte", "lade in veto", "uteslöts", "uteslutet", "inte aktuellt", "beslutade att inte", "inget alternativ"],
    da: ["nægtede", "afviste", "afvist", "afslog", "afslået", "sagde nej", "takkede nej", "det gjorde vi ikke", "gjorde vi ikke", "blev ikke accepteret", "nedlagde veto", "udelukket", "kom ikke på tale", "besluttede ikke at", "ikke en mulighed", "ingen mulighed"],
    nb: ["nektet", "avviste", "avvist", "avslo", "avslått", "sa nei", "takket nei", "det gjorde vi ikke", "gjorde vi ikke", "ble ikke akseptert", "ble ikke godtatt", "nedla veto", "utelukket", "kom ikke på tale", "bestemte oss for å ikke", "ikke et alternativ"],
    fi: ["kieltäytyi", "kieltäydyimme", "kieltäytyivät", "hylkäsi", "hylättiin", "hylätty", "torjui", "torjuttiin", "emme tehneet sitä", "sitä emme tehneet", "ei hyväksytty", "sanoi ei", "käytti veto-oikeuttaan", "ei tullut kysymykseenkään", "suljettiin pois", "päätimme olla", "ei ollut vaihtoehto"],
    et: ["keeldus", "keeldusime", "keeldusid", "lükkas tagasi", "lükati tagasi", "tagasi lükatud", "seda me ei teinud", "me ei teinud seda", "ei võetud vastu", "ütles ei", "vetostas", "välistati", "ei tulnud kõne allagi", "otsustasime mitte", "pole valik", "ei olnud võimalus"],
    hu: ["elutasította", "elutasították", "elutasítva", "elutasítottuk", "visszautasította", "megtagadta", "ezt nem tettük", "nem tettük meg", "nem fogadták el", "nemet mondott", "megvétózta", "kizárták", "szóba sem jöhetett", "nem jöhetett szóba", "nem volt opció"],
    pl: ["odmówił", "odmówiła", "odmówili", "odmówiliśmy", "odmowa", "odrzucił", "odrzucili", "odrzucono", "odrzucona", "tego nie zrobiliśmy", "nie zrobiliśmy tego", "nie został przyjęty", "nie została przyjęta", "powiedział nie", "zawetował", "wykluczono", "nie wchodziło w grę", "zdecydowaliśmy się tego nie robić", "nie było opcją"],
    cs: ["odmítl", "odmítla", "odmítli", "odmítnuto", "odmítnutí", "zamítl", "zamítnuto", "to jsme neudělali", "neudělali jsme to", "nebylo přijato", "řekl ne", "vetoval", "vyloučeno", "nepřicházelo v úvahu", "rozhodli jsme se proti", "nebyla možnost"],
    sk: ["odmietol", "odmietla", "odmietli", "odmietnuté", "zamietol", "zamietnuté", "to sme neurobili", "neurobili sme to", "nebolo prijaté", "povedal nie", "vetoval", "vylúčené", "neprichádzalo do úvahy", "rozhodli sme sa proti", "nebola možnosť"],
    sl: ["zavrnil", "zavrnila", "zavrnili", "zavrnjeno", "zavrnitev", "odklonil", "tega nismo storili", "nismo storili tega", "tega nismo naredili", "ni bilo sprejeto", "rekel ne", "vložil veto", "izključeno", "ni prišlo v poštev", "odločili smo se proti", "ni bila možnost"],
    hr: ["odbio", "odbila", "odbili", "odbijeno", "odbacio", "odbačeno", "to nismo učinili", "to nismo napravili", "nismo to učinili", "nije prihvaćeno", "rekao ne", "stavio veto", "isključeno", "nije dolazilo u obzir", "odlučili smo protiv", "nije bila opcija"],
    ro: ["a refuzat", "au refuzat", "am refuzat", "refuzat", "a respins", "au respins", "respins", "nu am făcut asta", "asta nu am făcut", "n-am făcut asta", "nu a fost acceptat", "a spus nu", "a pus veto", "exclus", "nici nu se punea problema", "am decis să nu", "nu era o opțiune"],
    bg: ["отказа", "отказаха", "отказахме", "отхвърли", "отхвърлиха", "отхвърлено", "не направихме това", "това не го направихме", "не беше приет", "не беше прието", "каза не", "наложи вето", "изключено", "не можеше и дума да става", "решихме да не", "не беше вариант"],
    uk: ["відмовив", "відмовила", "відмовилися", "відмовились", "відхилив", "відхилили", "відхилено", "ми цього не зробили", "цього ми не зробили", "не було прийнято", "сказав ні", "наклав вето", "виключено", "не могло бути й мови", "вирішили не", "не було варіантом"],
    ru: ["отказался", "отказалась", "отказались", "отклонил", "отклонили", "отклонено", "отвергли", "мы этого не сделали", "этого мы не сделали", "не было принято", "сказал нет", "наложил вето", "исключено", "не могло быть и речи", "решили не", "не вариант"],
    el: ["αρνήθηκε", "αρνηθήκαμε", "αρνήθηκαν", "απέρριψε", "απέρριψαν", "απορρίφθηκε", "δεν το κάναμε", "αυτό δεν το κάναμε", "δεν έγινε δεκτό", "είπε όχι", "άσκησε βέτο", "αποκλείστηκε", "εκτός συζήτησης", "αποφασίσαμε να μην", "δεν ήταν επιλογή"],
    tr: ["reddetti", "reddettiler", "reddettik", "reddedildi", "geri çevirdi", "kabul etmedi", "bunu yapmadık", "kabul edilmedi", "hayır dedi", "veto etti", "söz konusu değildi", "söz konusu bile olamazdı", "yapmamaya karar verdik", "bir seçenek değildi"],
    fr: ["a refusé", "ont refusé", "nous avons refusé", "refusé", "a rejeté", "ont rejeté", "rejeté", "a décliné", "ce que nous n'avons pas fait", "nous ne l'avons pas fait", "on ne l'a pas fait", "n'a pas été accepté", "a dit non", "opposé son veto", "exclu", "hors de question", "avons décidé de ne pas", "pas une option", "écarté"],
    es: ["se negó", "nos negamos", "se negaron", "rechazó", "rechazaron", "rechazado", "rechazamos", "lo descartamos", "descartado", "no lo hicimos", "eso no lo hicimos", "no fue aceptado", "dijo que no", "vetó", "fuera de discusión", "ni hablar", "decidimos no", "no era una opción", "declinó"],
    pt: ["recusou", "recusaram", "recusamos", "recusado", "nos recusamos", "rejeitou", "rejeitaram", "rejeitado", "não fizemos isso", "isso não fizemos", "não foi aceito", "não foi aceite", "disse não", "vetou", "descartado", "fora de questão", "decidimos não", "não era uma opção"],
    it: ["rifiutato", "ha rifiutato", "hanno rifiutato", "abbiamo rifiutato", "si è rifiutato", "respinto", "respinta", "non l'abbiamo fatto", "cosa che non abbiamo fatto", "non è stato accettato", "ha detto di no", "ha posto il veto", "escluso", "fuori discussione", "fuori questione", "abbiamo deciso di non", "non era un'opzione", "declinato"],
    ca: ["va refusar", "van refusar", "vam refusar", "refusat", "va rebutjar", "rebutjat", "no ho vam fer", "això no ho vam fer", "no va ser acceptat", "va dir que no", "va vetar", "descartat", "fora de qüestió", "ni parlar-ne", "vam decidir no", "no era una opció"],
    lt: ["atsisakė", "atsisakėme", "atmetė", "atmetėme", "atmesta", "atmestas", "buvo atmesta", "to nepadarėme", "mes to nedarėme", "nebuvo priimta", "pasakė ne", "vetavo", "negalėjo būti nė kalbos", "nusprendėme nedaryti", "nebuvo galimybė"],
    lv: ["atteicās", "atteicāmies", "noraidīja", "noraidīts", "noraidīta", "to mēs nedarījām", "mēs to nedarījām", "netika pieņemts", "teica nē", "uzlika veto", "izslēgts", "nebija runas", "nolēmām to nedarīt", "nebija iespēja"],
    id: ["menolak", "ditolak", "kami menolak", "tidak kami lakukan", "kami tidak melakukannya", "tidak diterima", "mengatakan tidak", "memveto", "diveto", "bukan pilihan", "memutuskan tidak", "dikesampingkan"],
    vi: ["từ chối", "bác bỏ", "bị bác bỏ", "khước từ", "chúng tôi đã không làm", "chúng tôi không làm điều đó", "không được chấp nhận", "nói không", "phủ quyết", "loại trừ", "quyết định không", "không phải là lựa chọn"],
    th: ["ปฏิเสธ", "ไม่ยอมรับ", "ไม่ได้รับการยอมรับ", "เราไม่ได้ทำ", "เราไม่ได้ทำอย่างนั้น", "ตัดสินใจไม่", "ไม่ใช่ทางเลือก", "คัดค้าน", "ใช้สิทธิ์ยับยั้ง", "บอกว่าไม่", "ปัดตก"],
    ar: ["رفضوا", "رفضنا", "رفضت", "رفضه", "تم رفض", "مرفوض", "لم نفعل ذلك", "لم يقبل", "قال لا", "استخدم الفيتو", "تم استبعاد", "غير وارد", "قررنا عدم", "ليس خيارا"],
    he: ["סירב", "סירבו", "סירבנו", "נדחה", "נדחתה", "לא עשינו את זה", "את זה לא עשינו", "לא התקבל", "אמר לא", "הטיל וטו", "לא בא בחשבון", "הוחלט שלא", "החלטנו שלא", "זו לא אופציה"],
    fa: ["رد کرد", "رد شد", "نپذیرفت", "پذیرفته نشد", "امتناع کرد", "خودداری کرد", "ما این کار را نکردیم", "این کار را نکردیم", "گفت نه", "وتو کرد", "منتفی شد", "اصلاً مطرح نبود", "تصمیم گرفتیم این کار را نکنیم", "گزینه‌ای نبود"],
    hi: ["इनकार कर दिया", "मना कर दिया", "अस्वीकार कर दिया", "अस्वीकार", "ठुकरा दिया", "खारिज कर दिया", "हमने ऐसा नहीं किया", "यह हमने नहीं किया", "स्वीकार नहीं किया गया", "ना कहा", "वीटो कर दिया", "सवाल ही नहीं", "नहीं करने का फैसला किया", "विकल्प नहीं था"],
    bn: ["প্রত্যাখ্যান করেন", "প্রত্যাখ্যান করা হয়", "প্রত্যাখ্যান", "অস্বীকার করেন", "রাজি হননি", "আমরা তা করিনি", "আমরা সেটা করিনি", "গৃহীত হয়নি", "না বলেছিলেন", "ভেটো দেন", "বাতিল করা হয়", "প্রশ্নই ওঠে না", "না করার সিদ্ধান্ত নিই", "কোনো বিকল্প ছিল না"],
    ja: ["断りました", "断られた", "拒否した", "拒否された", "却下された", "却下した", "辞退した", "それはしなかった", "受け入れられなかった", "ノーと言った", "拒否権を行使", "論外だった", "見送られた", "やめることにした", "選択肢ではなかった"],
    ko: ["거절했다", "거부했다", "거부됐다", "거절당했다", "기각됐다", "기각했다", "사양했다", "그렇게 하지 않았다", "우리는 하지 않았다", "받아들여지지 않았다", "안 된다고 했다", "거부권을 행사했다", "배제됐다", "논외였다", "하지 않기로 했다", "선택지가 아니었다"],
    zh: ["拒绝接受", "拒絕接受", "遭到拒绝", "遭到拒絕", "被否决了", "被否決了", "予以否决", "予以否決", "我们没有这样做", "我們沒有這樣做", "没有被采纳", "沒有被採納", "未被接受", "行使否决权", "行使否決權", "决定不这样做", "決定不這樣做", "不是一个选项", "不是一個選項"],
    sw: ["alikataa", "walikataa", "tulikataa", "ilikataliwa", "haikukubaliwa", "hatukufanya hivyo", "hilo hatukufanya", "alisema hapana", "alipinga", "alipiga kura ya turufu", "haikuwezekana kabisa", "tuliamua kutofanya", "halikuwa chaguo"],
    tl: ["tumanggi", "tinanggihan", "tinanggihan namin", "hindi namin ginawa", "hindi namin iyon ginawa", "hindi tinanggap", "sinabing hindi", "bineto", "hindi opsyon", "nagpasya kaming hindi", "ibinasura", "hindi pinayagan"],
  },
};
