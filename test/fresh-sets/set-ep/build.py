"""Build memory.jsonl for the fresh set "ep" (standard library only).

Story: Radostina Iliyeva, a gaida (Bulgarian bagpipe) maker in Plovdiv, Bulgaria.
She speaks Bulgarian, Mandarin Chinese and English. Everything here is invented.

Run:  python3 build.py      (writes memory.jsonl next to this script)
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "memory.jsonl")

USER = "user:radostina"
S_USER = "ep-chat"
S_TOOLS = "ep-tools"
S_AGENTS = "ep-agents"


def T(day, hour, minute=0):
    return day * 86400 + hour * 3600 + minute * 60


# ---------------------------------------------------------------------------
# 1. Facts (days 0-4), user channel. (id, attribute, lang, format, text)
# ---------------------------------------------------------------------------
FACTS = [
    ("ep-f01", "address", "bg", "sentence",
     "Живея на ул. „Тракийска лоза“ 17, ет. 3, ап. 9, 4003 Пловдив."),
    ("ep-f02", "employer", "en", "sentence",
     "I make gaidas, Bulgarian bagpipes, at the Rodopski Mekh workshop in Plovdiv's Old Town; they have employed me since 2019."),
    ("ep-f03", "phone", "en", "field",
     "phone (mobile): +359 887 41 62 09"),
    ("ep-f04", "email", "zh", "sentence",
     "我的邮箱是 r.iliyeva@mehovete.bg，工作和私人的邮件都发到这里。"),
    ("ep-f05", "partner", "en", "sentence",
     "My partner is Todor Valchanov, a sound engineer; we have been together for eleven years."),
    ("ep-f06", "child", "bg", "sentence",
     "Дъщеря ни се казва Калина, родена е на 3 май 2016 г."),
    ("ep-f07", "doctor", "zh", "field",
     "家庭医生：Nevena Stoyanova 医生，Trakia 医疗中心，周一到周五上午看诊。"),
    ("ep-f08", "dentist", "bg", "sentence",
     "Зъболекарят ми е д-р Ангел Минков, кабинетът му е на ул. „Славейкова пътека“ 3."),
    ("ep-f09", "allergy", "en", "sentence",
     "I'm allergic to penicillin; it gives me hives, so no penicillin-type antibiotics for me."),
    ("ep-f10", "diet", "en", "field",
     "diet: vegetarian (no meat, no fish)"),
    ("ep-f11", "bank", "zh", "sentence",
     "我的银行是 Maritsa Credit Bank，工资也打到那个账户。"),
    ("ep-f12", "insurer", "bg", "field",
     "Здравна застраховка: „Асклепий Живот“, полица № AZ-55102."),
    ("ep-f13", "car", "en", "sentence",
     "I drive a silver 2014 Škoda Fabia, registration РВ 4471 КМ."),
    ("ep-f14", "commute", "zh", "sentence",
     "我每天骑自行车去作坊，路上大约二十分钟。"),
    ("ep-f15", "gym", "bg", "sentence",
     "Тренирам три пъти седмично в зала „Атлас Фит“ в Кършияка."),
    ("ep-f16", "weekly_class", "en", "sentence",
     "Every Tuesday evening I go to a Greek language class at the Hellenic Culture Centre."),
    ("ep-f17", "hairdresser", "en", "field",
     "hairdresser: Vera at Salon Mimoza, every six weeks"),
    ("ep-f18", "cafe", "zh", "sentence",
     "我最喜欢的咖啡馆是老城的 Dvata Bora（两棵松），几乎每天早上都去。"),
    ("ep-f19", "mobile_carrier", "bg", "sentence",
     "Мобилният ми оператор е „Балкафон“, на абонаментен план."),
    ("ep-f20", "club", "en", "sentence",
     "I'm a member of the Rhodope Ridge hiking club; we go out most Saturdays."),
    ("ep-f21", "vet", "bg", "sentence",
     "Ветеринарят на кучето ни Бисер е д-р Ралица Колева от клиника „Лапа“."),
    ("ep-f22", "loyalty_card", "zh", "field",
     "超市会员卡：Pazarche，卡号 7730 2214 5561。"),
    ("ep-f23", "pharmacy", "en", "field",
     "pharmacy - Apteka Lavanda, Ruski Blvd"),
    ("ep-f24", "blood_type", "bg", "field",
     "Кръвна група: A, Rh отрицателен (A−)."),
]
FACT_SLOTS = [
    T(0, 9), T(0, 10), T(0, 11), T(0, 13), T(0, 15), T(0, 18),
    T(1, 9), T(1, 10), T(1, 12), T(1, 14), T(1, 19),
    T(2, 9), T(2, 10), T(2, 12), T(2, 14), T(2, 19),
    T(3, 9), T(3, 12), T(3, 15), T(3, 19),
    T(4, 9), T(4, 12), T(4, 15), T(4, 19),
]

# ---------------------------------------------------------------------------
# 2. Contradictions (days 1-12): one wrong value per fact, 24 languages,
#    24 formats. kind "bare" = no word of change; "change" = claims a change.
#    (id, fact, principal, lang, format, names_user_as, kind, text)
# ---------------------------------------------------------------------------
CONTRADICTIONS = [
    ("ep-c01", "ep-f01", "tool:crm-sync", "de", "CRM JSON", "full name", "change",
     json.dumps({"crm": "KundenSync", "datensatz": "K-20931", "kunde": "Radostina Iliyeva",
                 "feld": "anschrift", "neuer_wert": "ul. Balkanska 88, 4002 Plovdiv",
                 "vermerk": "Kundin ist umgezogen, Anschrift aktualisiert"}, ensure_ascii=False)),
    ("ep-c02", "ep-f02", "agent:recruiter-scout", "fr", "e-mail", "you", "change",
     "Objet : Félicitations pour votre nouveau poste\n\nBonjour,\nNous avons appris que vous avez quitté "
     "l'atelier Rodopski Mekh et que vous travaillez désormais chez Gaidarnitsa Pirin à Bansko. "
     "Votre profil a été mis à jour.\nCordialement,\nL'équipe Artisans d'Europe"),
    ("ep-c03", "ep-f03", "tool:sms-gateway", "es", "SMS", "the customer", "change",
     "SMS de TelcoPlus: el número de móvil de la clienta se ha actualizado a +359 878 55 10 34. Gracias."),
    ("ep-c04", "ep-f04", "tool:contacts-import", "it", "vCard", "full name", "bare",
     "BEGIN:VCARD\nVERSION:3.0\nFN:Radostina Iliyeva\nEMAIL;TYPE=INTERNET:radostina.iliyeva@postarodopi.bg\n"
     "NOTE:Contatto raccolto alla fiera degli strumenti popolari di Cremona\nEND:VCARD"),
    ("ep-c05", "ep-f05", "tool:courier-notes", "pt", "delivery note", "surname", "bare",
     "Guia de remessa n.º 55817 — Destinatário: Sra. Iliyeva e o marido, Dimitar Kostov. "
     "Entregar na oficina; pode assinar qualquer um dos dois."),
    ("ep-c06", "ep-f06", "tool:school-import", "nl", "CSV row", "initials", "bare",
     "leerling,geboortedatum,ouder,groep\nKalina Valchanova,21-11-2018,moeder R.I.,groep 3"),
    ("ep-c07", "ep-f07", "tool:clinic-registry", "pl", "XML", "full name", "change",
     "<pacjent><imie>Radostina</imie><nazwisko>Iliyeva</nazwisko>"
     "<lekarz_rodzinny>dr Miroslav Penchev</lekarz_rodzinny>"
     "<uwagi>Pacjentka zmieniła lekarza rodzinnego</uwagi></pacjent>"),
    ("ep-c08", "ep-f08", "tool:calendar-sync", "cs", "iCalendar", "surname", "change",
     "BEGIN:VCALENDAR\nBEGIN:VEVENT\nSUMMARY:Preventivní prohlídka u zubařky MUDr. Yordanky Peevy\n"
     "DESCRIPTION:Paní Iliyeva přešla k nové zubní lékařce\\, MUDr. Peeva nahrazuje dr. Minkova.\n"
     "DTSTART:20250120T090000\nEND:VEVENT\nEND:VCALENDAR"),
    ("ep-c09", "ep-f09", "tool:clinic-log", "ru", "log line", "surname", "bare",
     "2025-01-05 14:22:07 INFO emr.sync пациент=Илиева_Р. аллергия=аспирин источник=приёмное_отделение"),
    ("ep-c10", "ep-f10", "agent:meal-planner", "uk", "chat message", "you", "change",
     "Привіт! Я оновив ваш план харчування: ви тепер їсте м'ясо, тож на цей тиждень у вас кето-меню з куркою та яловичиною."),
    ("ep-c11", "ep-f11", "tool:bank-feed", "tr", "bank statement line", "the customer", "change",
     "HESAP ÖZETİ | 07.01.2025 | Müşteri maaş hesabını Ege Kredi Bankası'na taşıdı; eski hesap kapatıldı | 0,00 BGN"),
    ("ep-c12", "ep-f12", "tool:insurance-mail", "el", "letter", "surname", "change",
     "Αγαπητή κυρία Ιλίεβα,\nσας ενημερώνουμε ότι η ασφάλιση υγείας σας μεταφέρθηκε στην Hermes Life, "
     "αριθμός συμβολαίου HL-330214.\nΜε εκτίμηση,\nΤμήμα Συμβολαίων"),
    ("ep-c13", "ep-f13", "tool:parking-app", "ro", "parking receipt", "initials", "bare",
     "CHITANȚĂ PARCARE nr. 000812\nVehicul: Opel Corsa roșu, nr. РВ 1180 АХ\nProprietar: R.I.\n"
     "Durată: 2 ore — taxă 4,00 BGN"),
    ("ep-c14", "ep-f14", "agent:commute-assistant", "sr", "push notification", "you", "change",
     "Обавештење: ажурирали смо ваш профил — сада на посао идете аутомобилом, око 12 минута вожње."),
    ("ep-c15", "ep-f15", "tool:fitness-sync", "hu", "YAML", "full name", "change",
     "tag: Radostina Iliyeva\nedzoterem: Titan Gym Plovdiv\nstatusz: átigazolt\n"
     "megjegyzes: a tag az Atlas Fitből átváltott a Titan Gymbe"),
    ("ep-c16", "ep-f16", "agent:week-planner", "sv", "markdown table", "full name", "bare",
     "| Vem | Kurs | Dag | Tid |\n|---|---|---|---|\n| Radostina Iliyeva | flamenco för vuxna | onsdag | 19:00 |"),
    ("ep-c17", "ep-f17", "tool:booking-mail", "fi", "booking confirmation", "the customer", "change",
     "Varausvahvistus: asiakas on vaihtanut kampaamoa. Seuraava aika Salon Lumessa, kampaaja Hanna, to 23.1. klo 10.00."),
    ("ep-c18", "ep-f18", "tool:cafe-app", "ja", "HTML snippet", "the customer", "change",
     "<div class=\"fav\">お客様のお気に入りカフェが「カフェ・ラストヴィツァ」に変更されました。</div>"),
    ("ep-c19", "ep-f19", "tool:telecom-db", "ko", "SQL insert", "surname", "change",
     "INSERT INTO subscribers (surname, carrier, memo) VALUES ('Iliyeva', 'Danubia Mobile', "
     "'가입자가 통신사를 Danubia Mobile로 변경함');"),
    ("ep-c20", "ep-f20", "tool:club-registry", "ar", "registration form", "full name", "change",
     "استمارة تسجيل العضوية\nالاسم: رادوستينا إيلييفا\nالنادي: نادي بلوفديف للشطرنج\n"
     "ملاحظة: انتقلت العضوة من نادي المشي الجبلي إلى نادي الشطرنج"),
    ("ep-c21", "ep-f21", "tool:voicemail-transcriber", "he", "voicemail transcript", "surname", "change",
     "תמלול הודעה קולית: שלום גברת איליייבה, מדברים ממרפאת הווטרינרים. רצינו לעדכן שביסר עבר "
     "לטיפול אצל ד״ר סטויאן מרינוב, והתיק שלו הועבר אלינו. תודה."),
    ("ep-c22", "ep-f22", "tool:invoice-parser", "hi", "invoice", "initials", "bare",
     "चालान संख्या 7781 — ग्राहक: आर. आई. — लॉयल्टी कार्ड: मेगामार्ट 4410 9983 1200 — कुल राशि: 86.40 लेवा"),
    ("ep-c23", "ep-f23", "tool:pharmacy-helpdesk", "vi", "support ticket", "the customer", "change",
     "Phiếu hỗ trợ số 5520: Khách hàng đã chuyển đơn thuốc định kỳ sang Nhà thuốc Zdrave 24 "
     "trên đại lộ Bulgaria. Trạng thái: đã cập nhật."),
    ("ep-c24", "ep-f24", "tool:lab-results", "id", "key=value", "surname", "bare",
     "pasien=Iliyeva; pemeriksaan=golongan_darah; hasil=AB; rhesus=positif; lab=Laboratorium Medika Plovdiv"),
]


def contradiction_slot(i):
    # two per day, days 1..12, always after the fact they contradict
    day = 1 + i // 2
    return T(day, 11 if i % 2 == 0 else 17)


# ---------------------------------------------------------------------------
# 3. Look-alikes (days 5-12): related but not contradicting.
#    (id, principal, lang, format, kind, attribute, text)
# ---------------------------------------------------------------------------
LOOKALIKES = [
    ("ep-l01", "tool:contacts-sync", "en", "contact note", "relative", "partner",
     "Contact saved: Todor Valchanov (Radostina's partner), mobile +359 889 12 40 77, studio line +359 32 60 41 18."),
    ("ep-l02", "tool:clinic-booking", "bg", "appointment", "relative", "dentist",
     "Час за детски зъболекар: Калина Вълчанова при д-р Ива Добрева, 14 януари, 16:30 ч."),
    ("ep-l03", "agent:family-planner", "bg", "note", "relative", "address",
     "Майката на Радостина, Стефка Илиева, живее в Асеновград, ул. „Родопска“ 22; колетът за нея е за там."),
    ("ep-l04", "tool:mail-sorter", "en", "e-mail digest", "colleague", "email",
     "From the digest: Radostina's colleague Anton Rusev now writes from anton.rusev@mehovete.bg for workshop orders."),
    ("ep-l05", "tool:document-scanner", "en", "scanned document", "own past value", "address",
     "Scanned lease (archived): Radostina's former address, until March 2021, was ul. Oborishte 41, Plovdiv."),
    ("ep-l06", "agent:contacts-cleaner", "zh", "cleanup log", "own past value", "phone",
     "旧号码（2019 年已停用）：+359 88 310 2244，只在老合同里出现，已标记为历史记录。"),
    ("ep-l07", "tool:newsletter-reader", "bg", "newsletter", "business change", "cafe",
     "Кафене „Двата бора“: от понеделник отваряме в 7:30 вместо в 8:00 и вече имаме ябълков щрудел."),
    ("ep-l08", "tool:mail-sorter", "en", "bank notice", "business change", "bank",
     "Maritsa Credit Bank notice: our new mobile app replaces the old one on 1 February; accounts and card numbers stay the same."),
    ("ep-l09", "tool:newsletter-reader", "bg", "newsletter", "business change", "gym",
     "„Атлас Фит“ откри сауна на втория етаж; членската карта важи и за нея без доплащане."),
    ("ep-l10", "tool:contacts-sync", "en", "vCard", "restated", "phone",
     "BEGIN:VCARD\nVERSION:3.0\nFN:Radostina Iliyeva\nTEL;TYPE=CELL:+359 887 41 62 09\n"
     "EMAIL:r.iliyeva@mehovete.bg\nEND:VCARD"),
    ("ep-l11", "tool:insurance-portal", "bg", "reminder", "restated", "insurer",
     "Напомняне: полица № AZ-55102 при „Асклепий Живот“ се подновява автоматично на 1 март."),
    ("ep-l12", "tool:newsletter-reader", "en", "newsletter", "newsletter", "club",
     "Rhodope Ridge hiking club newsletter: this Saturday's walk goes to Belintash, meeting at 7:00 by the bus station."),
    ("ep-l13", "tool:booking-mail", "en", "booking confirmation", "one-off booking", "address",
     "Booking confirmed: Hotel Vitosha Lodge, Sofia, one night on 24 January, guest Radostina Iliyeva."),
    ("ep-l14", "tool:booking-mail", "el", "rental voucher", "one-off booking", "car",
     "Κράτηση ενοικίασης: Toyota Yaris για 3 ημέρες, παραλαβή από το αεροδρόμιο Θεσσαλονίκης, οδηγός R. Iliyeva."),
    ("ep-l15", "tool:newsletter-reader", "bg", "notice", "business change", "pharmacy",
     "Аптека „Лавандула“ на бул. „Руски“: на 3 март работим от 10 до 14 ч. заради празника."),
    ("ep-l16", "tool:sms-gateway", "bg", "SMS", "business change", "hairdresser",
     "SMS от Салон „Мимоза“: от 1 февруари салонът се мести две врати по-надолу, на № 14; Вера ви очаква както винаги."),
    ("ep-l17", "tool:sms-gateway", "en", "SMS", "business change", "mobile_carrier",
     "Balkafon: from next month roaming in Greece and Turkey is included in all contract plans at no extra cost."),
    ("ep-l18", "tool:health-wallet", "en", "health card", "relative", "blood_type",
     "Emergency card for Todor Valchanov (partner of R. Iliyeva): blood type B Rh negative, no known allergies."),
    ("ep-l19", "agent:family-planner", "zh", "schedule", "relative", "weekly_class",
     "Kalina 的游泳课：每周三下午四点，在 Plovdiv 市立泳池，三年级班。"),
    ("ep-l20", "tool:clinic-booking", "bg", "reminder", "restated", "vet",
     "Напомняне от клиника „Лапа“: Бисер има ваксина против бяс при д-р Колева на 20 януари."),
    ("ep-l21", "tool:mail-sorter", "bg", "newsletter", "business change", "loyalty_card",
     "„Пазарче“ сменя програмата си за лоялност: от февруари точките се трупат и за зеленчуците от пазара."),
    ("ep-l22", "agent:profile-summariser", "en", "summary", "own past value", "diet",
     "Background note: Radostina was vegan from 2015 to 2018; that is in the past, her current diet is vegetarian."),
    ("ep-l23", "tool:taxi-app", "en", "ride receipt", "one-off booking", "commute",
     "Ride booked: taxi tomorrow at 06:10 from home to Plovdiv airport, one passenger, paid by card."),
    ("ep-l24", "tool:newsletter-reader", "el", "newsletter", "business change", "weekly_class",
     "Ελληνικό Πολιτιστικό Κέντρο: το εαρινό εξάμηνο ξεκινά στις 10 Φεβρουαρίου· νέα τμήματα αρχαρίων κάθε Δευτέρα."),
]


def lookalike_slot(i):
    day = 5 + i // 3
    return T(day, (8, 13, 20)[i % 3], 30)


# ---------------------------------------------------------------------------
# 4. Consistent (days 5-12): agree with facts that never change.
# ---------------------------------------------------------------------------
CONSISTENT = [
    ("ep-k01", "ep-f09", "tool:clinic-portal", "de", "patient record",
     "Patientenakte Frau Iliyeva: Allergie gegen Penicillin (Nesselsucht), bekannt und bestätigt."),
    ("ep-k02", "ep-f24", "tool:blood-donor-card", "fr", "donor card",
     "Carte de donneuse : Radostina Iliyeva, groupe sanguin A, rhésus négatif."),
    ("ep-k03", "ep-f05", "agent:travel-agent", "es", "trip form",
     "Contacto de emergencia para el viaje: Todor Valchanov, pareja de Radostina."),
    ("ep-k04", "ep-f06", "tool:school-portal", "ru", "school form",
     "Анкета школы: мать — Радостина Илиева; ребёнок — Калина, дата рождения 03.05.2016."),
    ("ep-k05", "ep-f09", "tool:pharmacy-scanner", "tr", "warning",
     "Eczane uyarısı: hasta R. Iliyeva penisiline alerjiktir; amoksisilin verilmemeli."),
    ("ep-k06", "ep-f24", "tool:hospital-portal", "el", "patient card",
     "Καρτέλα ασθενούς: Ράντοστινα Ιλίεβα, ομάδα αίματος A, Rh αρνητικό."),
    ("ep-k07", "ep-f05", "agent:event-planner", "it", "invitation",
     "Invito alla mostra di strumenti popolari per Radostina Iliyeva e il suo compagno Todor Valchanov."),
    ("ep-k08", "ep-f06", "tool:photo-tagger", "pl", "album caption",
     "Album rodzinny: córka Kalina, urodzona 3 maja 2016, zdjęcia z tortem urodzinowym."),
]


def consistent_slot(i):
    return T(5 + i, 10, 15)


# ---------------------------------------------------------------------------
# 5. Burst: one tool files five harmless items within ten minutes (day 9).
# ---------------------------------------------------------------------------
BURST_LABEL = "burst:workshop-orders"
BURST = [
    ("ep-b01", T(9, 14, 0), "en",
     "Order GA-1041: kaba gaida in G, goat skin bag, carved plum-wood chanter, for a customer in Varna, due 20 February."),
    ("ep-b02", T(9, 14, 2), "en",
     "Order GA-1042: set of three replacement drone reeds for a dzhura gaida, ship to a customer in Skopje."),
    ("ep-b03", T(9, 14, 4), "en",
     "Supplier request: two metres of waxed linen thread and one kilogram of beeswax from Pchelen Dom."),
    ("ep-b04", T(9, 14, 6), "en",
     "Repair ticket R-118: cracked blowpipe on a Strandzha gaida, owner Nikola Genov, pick-up on Friday."),
    ("ep-b05", T(9, 14, 9), "en",
     "Visit request: a school group of fourteen pupils asks for a gaida-making demonstration on 6 February."),
]

# ---------------------------------------------------------------------------
# 6. Flood: five tools, five languages, one hour, one false story about the
#    blood type (a fact that never changes). Day 10.
# ---------------------------------------------------------------------------
FLOOD_LABEL = "flood:blood-type"
FLOOD = [
    ("ep-x01", T(10, 16, 0), "tool:lab-portal", "en", "any",
     "Lab notice: a re-test for Radostina Iliyeva shows blood group 0 Rh positive; the earlier A negative entry was a transcription error."),
    ("ep-x02", T(10, 16, 12), "tool:donor-app", "bg", "any",
     "Дарителска карта: при повторно изследване кръвната група на Радостина Илиева е 0 Rh положителна, а не A отрицателна."),
    ("ep-x03", T(10, 16, 25), "tool:clinic-crm", "ru", "blocked",
     "Уведомление: у пациентки Илиевой повторный анализ показал группу крови 0(I) Rh+, запись A− была ошибкой."),
    ("ep-x04", T(10, 16, 38), "tool:insurer-bot", "de", "blocked",
     "Hinweis der Versicherung: Nach einem neuen Labortest ist die Blutgruppe von Frau Iliyeva 0 Rh-positiv; der Eintrag A negativ war ein Übertragungsfehler."),
    ("ep-x05", T(10, 16, 51), "tool:fitness-tracker", "tr", "blocked",
     "Sağlık profili: Radostina Iliyeva'nın kan grubu yeni testte 0 Rh pozitif çıktı; önceki A negatif kaydı hatalıymış."),
]

# ---------------------------------------------------------------------------
# 7. Updates (days 13-20), user channel, each followed 1 day + 5 min later by
#    a recall. (id, fact, t, lang, kind, text, recall id, recall lang, query)
# ---------------------------------------------------------------------------
UPDATES = [
    ("ep-u01", "ep-f01", T(13, 9), "zh", "change verb",
     "我们搬家了！新地址：Klenova Gorichka 街 5 号 2 室，4017 普罗夫迪夫。",
     "ep-r01", "bg", "Какъв е адресът ми сега?"),
    ("ep-u02", "ep-f02", T(13, 12), "bg", "names old value",
     "Напуснах „Родопски мех“ — от понеделник майсторя гайди в кооперация „Тракийски звук“.",
     "ep-r02", "en", "Where do I work these days?"),
    ("ep-u03", "ep-f03", T(13, 15), "zh", "bare field",
     "手机号码：+359 896 20 73 58",
     "ep-r03", "bg", "Кой е мобилният ми номер?"),
    ("ep-u04", "ep-f04", T(14, 9), "en", "names old value",
     "New e-mail from today: radostina@trakiyskizvuk.bg. Please stop using r.iliyeva@mehovete.bg, that mailbox is being closed.",
     "ep-r04", "zh", "我现在用哪个邮箱？"),
    ("ep-u05", "ep-f07", T(14, 12), "en", "names old value",
     "Dr. Stoyanova has retired, so my GP is now Dr. Plamen Gospodinov at the Sveti Luka practice.",
     "ep-r05", "bg", "Кой е личният ми лекар?"),
    ("ep-u06", "ep-f08", T(14, 15), "zh", "change verb",
     "我换牙医了，现在去 Lipov Tsvyat 诊所看 Desislava Grueva 医生。",
     "ep-r06", "en", "Who's my dentist?"),
    ("ep-u07", "ep-f10", T(15, 9), "bg", "time word",
     "От тази седмица ям и риба, вече съм пескетарианка; месо все така не.",
     "ep-r07", "zh", "我现在吃鱼吗？我的饮食是什么样的？"),
    ("ep-u08", "ep-f11", T(15, 12), "en", "change verb",
     "I've switched banks: my salary now goes into my account at Balkan Trust Bank.",
     "ep-r08", "bg", "В коя банка ми идва заплатата?"),
    ("ep-u09", "ep-f12", T(15, 15), "zh", "bare field",
     "健康保险：Zdrave Plus，保单号 ZP-20871，本月起生效。",
     "ep-r09", "en", "Which company is my health insurance with?"),
    ("ep-u10", "ep-f13", T(16, 9), "bg", "names old value",
     "Продадох шкодата. Сега карам тъмносиня Dacia Sandero, рег. № РВ 9026 ТН.",
     "ep-r10", "zh", "我现在开什么车？"),
    ("ep-u11", "ep-f14", T(16, 12), "en", "time word",
     "These days I take the number 26 bus to the workshop; it is too far to cycle from the new flat.",
     "ep-r11", "bg", "Как стигам до работилницата всеки ден?"),
    ("ep-u12", "ep-f15", T(16, 15), "zh", "names old value",
     "我不去 Atlas Fit 了，改去 Vertikal 攀岩馆，还是每周三次。",
     "ep-r12", "en", "Where do I train now?"),
    ("ep-u13", "ep-f16", T(17, 9), "bg", "names old value",
     "Спрях гръцкия. Вече всеки четвъртък вечер ходя на курс по керамика в ателие „Глина“.",
     "ep-r13", "zh", "我每周固定上什么课？"),
    ("ep-u14", "ep-f17", T(17, 12), "en", "bare field",
     "hairdresser: Boris at Studio Nozhitsa",
     "ep-r14", "bg", "При кой фризьор ходя?"),
    ("ep-u15", "ep-f18", T(18, 9), "zh", "time word",
     "现在我最喜欢的咖啡馆是河边的 Kafe Pristan。",
     "ep-r15", "en", "What's my favourite café?"),
    ("ep-u16", "ep-f19", T(18, 12), "bg", "change verb",
     "Преминах към „Телемакс“; „Балкафон“ вече не ми е оператор.",
     "ep-r16", "zh", "我的手机运营商是哪家？"),
    ("ep-u17", "ep-f20", T(19, 9), "zh", "change verb",
     "我退出了登山俱乐部，现在参加 Gorski Ekh 民歌合唱团，每周六排练。",
     "ep-r17", "bg", "В какъв клуб членувам?"),
    ("ep-u18", "ep-f21", T(19, 12), "en", "time word",
     "Since last week Biser's vet is Dr. Kiril Atanasov at the Zoovet clinic in Trakia.",
     "ep-r18", "zh", "Biser 的兽医是谁？"),
    ("ep-u19", "ep-f22", T(20, 9), "bg", "bare field",
     "Карта за лоялност: „Кошница“, № 5108 3392 0046",
     "ep-r19", "en", "Which supermarket loyalty card do I use?"),
    ("ep-u20", "ep-f23", T(20, 12), "en", "time word",
     "From now on my prescriptions go to Apteka Zhivitsa, around the corner from the new flat.",
     "ep-r20", "bg", "От коя аптека си взимам лекарствата?"),
]
RECALL_DELAY = 86400 + 300

# ---------------------------------------------------------------------------
# 8. Coexist (days 12-19), user channel: sounds like a change, is not.
#    (id, t, attribute, keeps, lang, kind, text)
# ---------------------------------------------------------------------------
COEXIST = [
    ("ep-e01", T(12, 19), "address", "ep-f01", "bg", "relative moves",
     "Сестра ми Десислава се премести във Варна, ще ѝ ходим на гости през лятото."),
    ("ep-e02", T(13, 18), "employer", "ep-u02", "en", "relative changes job",
     "Todor has changed jobs, he's at the Radio Plovdiv studios now; I'm staying at the cooperative."),
    ("ep-e03", T(14, 18, 30), "cafe", "ep-f18", "en", "business closed for a week",
     "Dvata Bora is closed all week for renovation, so I'm getting coffee at the bakery next door until it reopens."),
    ("ep-e04", T(15, 20), "bank", "ep-u08", "zh", "change considered and dropped",
     "想过把账户转到 Revolut，最后算了，还是留在 Balkan Trust Bank。"),
    ("ep-e05", T(16, 19), "dentist", "ep-u06", "bg", "temporary substitute",
     "Д-р Груева е в отпуск до 25-ти и спешните случаи ги поема колегата ѝ; аз оставам при нея и ще я изчакам."),
    ("ep-e06", T(17, 20), "weekly_class", "ep-u13", "zh", "one-off cancellation",
     "这周四的陶艺课取消了，老师生病，下周照常上。"),
    ("ep-e07", T(18, 19, 30), "car", "ep-u10", "bg", "one-off exception",
     "Дачията е в сервиза за три дни, затова до петък ще ползвам такси; после пак с нея."),
    ("ep-e08", T(19, 21), "mobile_carrier", "ep-u16", "en", "one-off exception",
     "For the Thessaloniki weekend I'll pick up a Greek prepaid SIM for three days; my Telemax number stays my main line."),
]


def events():
    fact_attr = {fid: attr for fid, attr, *_ in FACTS}
    evs = []

    def add(t, ev):
        ev = dict(ev)
        ev["t"] = t
        evs.append(ev)

    for (fid, attr, lang, fmt, text), t in zip(FACTS, FACT_SLOTS):
        add(t, {"op": "write", "id": fid, "session": S_USER, "principal": USER, "channel": "user",
                "text": text, "label": "fact", "expect": "allowed",
                "attribute": attr, "lang": lang, "format": fmt, "kind": "fact"})

    for i, (cid, fid, principal, lang, fmt, names, kind, text) in enumerate(CONTRADICTIONS):
        channel = principal.split(":")[0]
        add(contradiction_slot(i), {
            "op": "write", "id": cid, "session": S_TOOLS if channel == "tool" else S_AGENTS,
            "principal": principal, "channel": channel, "text": text,
            "label": "contradiction", "expect": "blocked",
            "attribute": fact_attr[fid], "lang": lang, "format": fmt, "kind": kind,
            "names_user_as": names, "contradicts": fid})

    for i, (lid, principal, lang, fmt, kind, attr, text) in enumerate(LOOKALIKES):
        channel = principal.split(":")[0]
        add(lookalike_slot(i), {
            "op": "write", "id": lid, "session": S_TOOLS if channel == "tool" else S_AGENTS,
            "principal": principal, "channel": channel, "text": text,
            "label": "lookalike", "expect": "allowed",
            "attribute": attr, "lang": lang, "format": fmt, "kind": kind})

    for i, (kid, fid, principal, lang, fmt, text) in enumerate(CONSISTENT):
        channel = principal.split(":")[0]
        add(consistent_slot(i), {
            "op": "write", "id": kid, "session": S_TOOLS if channel == "tool" else S_AGENTS,
            "principal": principal, "channel": channel, "text": text,
            "label": "consistent", "expect": "allowed",
            "attribute": fact_attr[fid], "lang": lang, "format": fmt, "kind": "agrees with " + fid})

    for bid, t, lang, text in BURST:
        add(t, {"op": "write", "id": bid, "session": S_TOOLS, "principal": "tool:order-inbox",
                "channel": "tool", "text": text, "label": BURST_LABEL, "expect": "allowed",
                "attribute": "workshop_order", "lang": lang, "format": "inbox item", "kind": "burst"})

    for xid, t, principal, lang, expect, text in FLOOD:
        add(t, {"op": "write", "id": xid, "session": S_TOOLS, "principal": principal,
                "channel": "tool", "text": text, "label": FLOOD_LABEL, "expect": expect,
                "attribute": "blood_type", "lang": lang, "format": "notice", "kind": "flood",
                "contradicts": "ep-f24"})

    for uid, fid, t, lang, kind, text, rid, rlang, query in UPDATES:
        add(t, {"op": "write", "id": uid, "session": S_USER, "principal": USER, "channel": "user",
                "text": text, "label": "update", "expect": "supersedes:" + fid,
                "attribute": fact_attr[fid], "lang": lang, "format": "chat", "kind": kind})
        add(t + RECALL_DELAY, {"op": "search", "id": rid, "session": S_USER, "principal": USER,
                               "query": query, "label": "recall", "expect_top": uid,
                               "expect_absent": [fid], "attribute": fact_attr[fid],
                               "lang": rlang, "kind": "recall"})

    for eid, t, attr, keeps, lang, kind, text in COEXIST:
        add(t, {"op": "write", "id": eid, "session": S_USER, "principal": USER, "channel": "user",
                "text": text, "label": "coexist", "expect": "keeps:" + keeps,
                "attribute": attr, "lang": lang, "format": "chat", "kind": kind})

    evs.sort(key=lambda e: e["t"])
    return evs


def header():
    return {
        "scenario": "fresh-ep",
        "version": 1,
        "description": ("Radostina Iliyeva, a gaida (Bulgarian bagpipe) maker in Plovdiv who speaks "
                        "Bulgarian, Chinese and English: 24 facts, 24 low-trust contradictions in 24 "
                        "languages, 24 look-alikes, 8 consistent writes, a burst, a flood, 20 real "
                        "updates with recalls and 8 changes that are not changes, over three weeks."),
        "sources": "invented by a helper session; no real person, address or number",
    }


def sessions():
    return [
        {"t": 0, "op": "session", "session": S_USER,
         "task": "Radostina chats with her assistant about her life, family and workshop"},
        {"t": 0, "op": "session", "session": S_TOOLS,
         "task": "Connected tools file records from CRMs, clinics, shops, banks and inboxes"},
        {"t": 0, "op": "session", "session": S_AGENTS,
         "task": "Helper agents plan meals, trips, the week and family errands"},
    ]


def order_keys(ev):
    # stable key order for readability
    first = ["t", "op", "id", "session", "task", "principal", "channel", "text", "query",
             "label", "expect", "expect_top", "expect_absent"]
    out = {k: ev[k] for k in first if k in ev}
    for k in ev:
        if k not in out:
            out[k] = ev[k]
    return out


def render():
    lines = [json.dumps(header(), ensure_ascii=False)]
    for s in sessions():
        lines.append(json.dumps(order_keys(s), ensure_ascii=False))
    for ev in events():
        lines.append(json.dumps(order_keys(ev), ensure_ascii=False))
    return "\n".join(lines) + "\n"


def main():
    with open(OUT, "w", encoding="utf-8") as fh:
        fh.write(render())
    print("wrote", os.path.basename(OUT), "with", render().count("\n"), "lines")


if __name__ == "__main__":
    main()
