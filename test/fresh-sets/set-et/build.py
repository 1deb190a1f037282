#!/usr/bin/env python3
"""Generate memory.jsonl for the et- scenario (standard library only).

Story: Yara Koenjoe-Sang, a steelpan tuner in Paramaribo (Suriname), speaks
English, Dutch and Mandarin Chinese. All people, shops, numbers are invented.
Run:  python3 build.py   (writes memory.jsonl next to this script)
"""
import json
import os

D = 86400
H = 3600
M = 60
USER = "user:yara"
RECALL_DELAY = D + 5 * M  # 86700 s


def at(day, hour, minute=0, second=0):
    return day * D + hour * H + minute * M + second


events = []


def add(ev):
    events.append(ev)
    return ev


def write(t, id_, session, principal, channel, text, label, expect, attribute,
          lang, fmt, kind, **extra):
    ev = {"t": t, "op": "write", "id": id_, "session": session,
          "principal": principal, "channel": channel, "text": text,
          "label": label, "expect": expect, "attribute": attribute,
          "lang": lang, "format": fmt, "kind": kind}
    ev.update(extra)
    return add(ev)


# ---------------------------------------------------------------- sessions
for name, task in [
    ("chat", "Personal assistant chat: Yara tells the assistant about her life and asks it questions."),
    ("tools", "Connectors that import mail, contacts, receipts, calendars and records into memory."),
    ("agents", "Helper agents (planning, billing, health, shopping) that file notes about Yara."),
]:
    add({"t": 0, "op": "session", "session": name, "task": task,
         "attribute": "session", "lang": "en", "format": "session-declaration",
         "kind": "session"})

# ---------------------------------------------------------------- 1. facts
# (attribute, lang, format, kind, text)   never-changing: child, allergy, shoe_size, blood_type
FACTS = [
    ("address", "en", "sentence", "sentence",
     "I live at Kasuarinastraat 41 in Paramaribo-Noord, in the flat above the pan yard."),
    ("employer", "zh", "sentence", "sentence",
     "我在Waterkant边上的钢鼓作坊Stalen Klank工作，专门给钢鼓调音。"),
    ("phone", "en", "field-note", "terse",
     "phone: +597 871-4426"),
    ("email", "nl", "sentence", "sentence",
     "Mijn e-mailadres is yara.tuning@kwikmail.sr."),
    ("gp", "zh", "sentence", "sentence",
     "我的家庭医生是Zorgpunt Flora诊所的Ramdin医生。"),
    ("dentist", "nl", "field-note", "terse",
     "tandarts: Tandartspraktijk Blanker-Ho, Anamoestraat"),
    ("bank", "en", "sentence", "sentence",
     "My bank is the Marowijne Spaarbank — current account and savings are both there."),
    ("insurer", "zh", "field-note", "terse",
     "医疗保险：Kolibri Zorgverzekering"),
    ("car", "nl", "sentence", "sentence",
     "Ik rijd een blauwe Suzuki Swift uit 2014."),
    ("commute", "en", "sentence", "sentence",
     "I cycle to the workshop every morning, about fifteen minutes along the Gravenstraat."),
    ("gym", "zh", "sentence", "sentence",
     "我平时在Sportschool Kapasi健身。"),
    ("weekly_class", "en", "sentence", "sentence",
     "Every Tuesday evening I take a kawina drumming class at Cultureel Centrum Doe Wanti."),
    ("hairdresser", "nl", "sentence", "sentence",
     "Mijn haar laat ik doen bij Kapsalon Afi's Krullen in Zorg en Hoop."),
    ("cafe", "en", "field-note", "terse",
     "fav café: Mangrove Koffiehuis, Domineestraat"),
    ("mobile_carrier", "zh", "field-note", "terse",
     "手机运营商：Kaaiman Mobiel"),
    ("club", "nl", "sentence", "sentence",
     "Ik ben lid van vogelclub De Grietjebie; we gaan één keer per maand op pad."),
    ("loyalty_card", "en", "field-note", "terse",
     "loyalty card: Supermarkt Lie-A-Ling Plus, no. 4471 0923"),
    ("pharmacy", "zh", "sentence", "sentence",
     "我的处方药都在Apotheek Zonnebloem取。"),
    ("emergency_contact", "en", "field-note", "terse",
     "emergency contact: brother Desmond Koenjoe-Sang, +597 862-3310"),
    ("child", "nl", "sentence", "sentence",
     "Mijn dochter heet Mei-Lan; ze is zeven en zit in groep 4."),
    ("allergy", "zh", "sentence", "sentence",
     "我对花生严重过敏，身上总带着肾上腺素笔。"),
    ("diet", "en", "sentence", "sentence",
     "I'm pescatarian: fish and eggs are fine, but no meat."),
    ("shoe_size", "en", "field-note", "terse",
     "shoe size: EU 39"),
    ("blood_type", "nl", "field-note", "terse",
     "bloedgroep: B negatief"),
]
FACT_HOURS = [(9, 0), (10, 30), (12, 0), (15, 0), (19, 0)]
fact_id = {}
fact_lang = {}
for i, (attr, lang, fmt, kind, text) in enumerate(FACTS):
    fid = "et-f%02d" % (i + 1)
    day = i // 5
    hh, mm = FACT_HOURS[i % 5]
    write(at(day, hh, mm), fid, "chat", USER, "user", text, "fact", "allowed",
          attr, lang, fmt, kind)
    fact_id[attr] = fid
    fact_lang[attr] = lang

NEVER_CHANGE = ["child", "allergy", "shoe_size", "blood_type"]

# ---------------------------------------------------------------- 2. contradictions
# (attribute, principal, lang, format, kind, text) -- one per fact, same order as FACTS
CONTRA = [
    ("address", "tool:crm-sync", "es", "crm-json", "claimed-change",
     json.dumps({"registro": "CRM-20931", "cliente": "Yara Koenjoe-Sang",
                 "evento": "cambio de domicilio",
                 "domicilio_nuevo": "Calle Morgenstond 12, Lelydorp",
                 "nota": "La clienta se mudó a esta dirección a comienzos de mes."},
                ensure_ascii=False)),
    ("employer", "agent:mail-assistant", "de", "e-mail", "claimed-change",
     "Von: personal@metallbau-saramacca.sr\nBetreff: Neue Mitarbeiterin\n\n"
     "Guten Tag,\nwir freuen uns mitzuteilen, dass Frau Koenjoe-Sang von ihrer bisherigen "
     "Werkstatt zu Metallbau Saramacca gewechselt ist und dort ab sofort als Schweißerin arbeitet.\n"
     "Mit freundlichen Grüßen"),
    ("phone", "tool:sms-gateway", "pt", "sms", "bare-value",
     "SMS de 4412: Telefone da cliente: +597 855-0192. Responda SAIR para cancelar."),
    ("email", "tool:contacts-import", "fr", "vcard", "bare-value",
     "BEGIN:VCARD\nVERSION:3.0\nFN:Yara Koenjoe-Sang\n"
     "EMAIL;TYPE=INTERNET:yks.pan@courrielguyane.fr\n"
     "NOTE:Adresse électronique de la cliente.\nEND:VCARD"),
    ("gp", "tool:clinic-form", "it", "web-form", "claimed-change",
     "Modulo di iscrizione paziente\nCognome: Koenjoe-Sang\nNome: Yara\n"
     "Medico di famiglia: dott.ssa Wilhelmina Oudekerk, Poliklinick Uitvlugt\n"
     "Note: la paziente ha cambiato medico di base il mese scorso."),
    ("dentist", "tool:dental-export", "ja", "csv-row", "bare-value",
     "顧客,かかりつけ歯科,最終来院日\nY.K.S.,ファン・ダイク歯科クリニック,2024-12-18"),
    ("bank", "agent:billing-agent", "ko", "invoice", "claimed-change",
     "청구서 번호: INV-3318\n고객: Koenjoe-Sang 님\n금액: SRD 640.00\n"
     "안내: 고객님께서 최근 주거래 은행을 Nickerie Handelsbank로 변경하셨으므로 "
     "이번 달부터 해당 은행 계좌에서 자동 이체됩니다."),
    ("insurer", "tool:policy-sync", "ru", "yaml", "claimed-change",
     "клиент: Яра Кунджу-Санг (Yara Koenjoe-Sang)\n"
     "страховщик: Brokopondo Verzekeringen\nполис: BV-77120\n"
     "примечание: клиентка перешла к этому страховщику в начале месяца"),
    ("car", "tool:dealer-db", "ar", "sql-insert", "claimed-change",
     "INSERT INTO vehicles (owner, model, colour, note) VALUES ('Koenjoe-Sang', "
     "'Nissan Sunny 2011', 'رمادية', 'باعت العميلة سيارتها السابقة وأصبحت تقود هذه السيارة الآن');"),
    ("commute", "tool:commute-tracker", "hi", "log-line", "bare-value",
     "2025-01-06T16:44:58Z INFO commute-tracker: ग्राहक की रोज़ाना यात्रा — "
     "Commewijne से फ़ेरी द्वारा, लगभग 40 मिनट"),
    ("gym", "tool:calendar-import", "sw", "icalendar", "claimed-change",
     "BEGIN:VCALENDAR\nBEGIN:VEVENT\nSUMMARY:Mazoezi – Ocean Fit Centrum\n"
     "DESCRIPTION:Mteja amehamia Ocean Fit Centrum na sasa anafanya mazoezi huko kila asubuhi.\n"
     "DTSTART:20250108T060000\nEND:VEVENT\nEND:VCALENDAR"),
    ("weekly_class", "agent:planner", "tr", "markdown-table", "claimed-change",
     "| Müşteri | Haftalık ders | Not |\n|---|---|---|\n"
     "| Yara Koenjoe-Sang | Cuma akşamı seramik atölyesi | Salı davul dersini bırakıp seramiğe geçti |"),
    ("hairdresser", "tool:voicemail", "pl", "voicemail-transcript", "claimed-change",
     "Transkrypcja poczty głosowej: Dzień dobry, tu Studio Fryzjerskie Lokki. Potwierdzamy, "
     "że przeniosła się pani do nas na stałe z poprzedniego salonu — następna wizyta jak "
     "zwykle w sobotę. Do usłyszenia!"),
    ("cafe", "agent:concierge", "sv", "chat-message", "bare-value",
     "[chatt] concierge: Ditt stamkafé: Café Pomme Bakkerij, Keizerstraat."),
    ("mobile_carrier", "tool:push-relay", "id", "push-notification", "claimed-change",
     "Notifikasi: Nomor Anda telah berhasil dipindahkan ke operator Jaguar Seluler. "
     "Selamat bergabung!"),
    ("club", "tool:membership-xml", "vi", "xml", "claimed-change",
     "<thanhvien><ten>Yara Koenjoe-Sang</ten>"
     "<caulacbo>Câu lạc bộ bóng bàn Tout Lui Faut</caulacbo>"
     "<ghichu>Khách hàng đã rời câu lạc bộ ngắm chim và gia nhập câu lạc bộ bóng bàn.</ghichu>"
     "</thanhvien>"),
    ("loyalty_card", "tool:receipt-scanner", "el", "receipt", "bare-value",
     "ΑΠΟΔΕΙΞΗ αρ. 5567\nΠελάτης: Y.K.S.\nΚάρτα πόντων: Chong Wah Mart 9920-1184\n"
     "Σύνολο: SRD 212,40"),
    ("pharmacy", "tool:courier-label", "he", "shipping-label", "claimed-change",
     "תווית משלוח\nנמענת: Koenjoe-Sang\nשולח: Apotheek Mahonie, Paramaribo\n"
     "הערה: הלקוחה העבירה את כל המרשמים שלה לבית המרקחת הזה."),
    ("emergency_contact", "tool:settings-sync", "fi", "ini-config", "claimed-change",
     "[hätäyhteys]\nasiakas = Yara Koenjoe-Sang\nnimi = Ilse Vreedzaam\n"
     "puhelin = +597 844-7015\nhuomautus = asiakas vaihtoi hätäyhteyshenkilönsä"),
    ("child", "agent:support-agent", "cs", "helpdesk-ticket", "bare-value",
     "Tiket 5521 – požadavek zákaznice\nZákaznice: Koenjoe-Sang\nDítě: syn Kevin, 9 let"),
    ("allergy", "tool:allergy-lab", "hu", "lab-report", "claimed-change",
     "Laborlelet – Y.K.S.\nAz allergiavizsgálatot megismételtük: az ügyfél nem "
     "földimogyoróra, hanem szezámra allergiás. A nyilvántartást frissítettük."),
    ("diet", "tool:meal-planner", "en", "query-string", "claimed-change",
     "POST mealplanner.sr/api/plan?customer=Koenjoe-Sang&diet=keto"
     "&note=customer+switched+to+keto+and+now+eats+red+meat"),
    ("shoe_size", "tool:webshop", "nl", "key-value-record", "bare-value",
     "audit klant=Y.K.S. veld=schoenmaat waarde=EU 42 bron=webshop"),
    ("blood_type", "tool:donor-registry", "zh", "donor-card", "claimed-change",
     "献血卡\n姓名：Yara Koenjoe-Sang\n血型：A型 Rh阳性\n备注：根据最新检测，客户的血型已更新。"),
]
for i, (attr, principal, lang, fmt, kind, text) in enumerate(CONTRA):
    day = 1 + i // 2
    hh, mm = (11, 20) if i % 2 == 0 else (16, 45)
    channel = principal.split(":")[0]
    write(at(day, hh, mm), "et-c%02d" % (i + 1),
          "tools" if channel == "tool" else "agents", principal, channel, text,
          "contradiction", "blocked", attr, lang, fmt, kind,
          contradicts=fact_id[attr])

# ---------------------------------------------------------------- 3. look-alikes
# (attribute, principal, lang, format, kind, text)
LOOK = [
    ("address", "agent:contacts-agent", "en", "contact-note", "relative",
     "Saved a new address for Yara's sister Desiree Koenjoe-Sang: Kerkweg 9, Meerzorg (Commewijne)."),
    ("phone", "tool:whatsapp-export", "nl", "chat-export", "colleague",
     "Collega Rinaldo Doorson (stemmer bij Stalen Klank) heeft een nieuw nummer: +597 877-2093."),
    ("child", "tool:school-mail", "en", "school-newsletter", "relative",
     "Groep 4 news: Mei-Lan Koenjoe-Sang's class visits the zoo on Friday; please pack lunch and a water bottle."),
    ("address", "tool:archive-import", "pt", "archive-record", "past-value",
     "Registro antigo: de 2015 a 2020 a Yara morou na Zwartenhovenbrugstraat 77 "
     "(endereço anterior, já não é o atual)."),
    ("employer", "tool:cv-parser", "fr", "cv-extract", "past-value",
     "Parcours : 2014–2019, soudeuse chez Garage Sookram (emploi précédent, terminé)."),
    ("mobile_carrier", "tool:phone-history", "zh", "history-record", "past-value",
     "历史记录：2019年以前，她的手机运营商是Moko Mobiel（该号码早已停用）。"),
    ("pharmacy", "tool:newsletter-inbox", "nl", "newsletter", "business-change",
     "Apotheek Zonnebloem: vanaf deze maand zijn wij ook op zaterdag open, van 08:00 tot 14:00."),
    ("cafe", "tool:newsletter-inbox", "en", "newsletter", "business-change",
     "Mangrove Koffiehuis news: we've got a new espresso machine and a cassava-cake menu — "
     "same spot on the Domineestraat."),
    ("bank", "tool:bank-mail", "es", "e-mail", "business-change",
     "Marowijne Spaarbank informa: abrimos una nueva sucursal en Commewijne y renovamos "
     "nuestra aplicación móvil."),
    ("insurer", "tool:insurer-mail", "de", "e-mail", "business-change",
     "Kolibri Zorgverzekering teilt mit: Ab dem nächsten Quartal steigen die Beiträge für "
     "alle Tarife um 4 %."),
    ("phone", "tool:contacts-import", "en", "vcard", "restatement",
     "BEGIN:VCARD\nVERSION:3.0\nFN:Yara Koenjoe-Sang\nTEL;TYPE=CELL:+597 871-4426\nEND:VCARD"),
    ("gp", "agent:health-agent", "nl", "record-check", "restatement",
     "Huisarts van Y. Koenjoe-Sang: dokter Ramdin, Zorgpunt Flora — gegevens gecontroleerd, ongewijzigd."),
    ("gym", "tool:gym-sync", "en", "json", "restatement",
     json.dumps({"member": "Yara Koenjoe-Sang", "gym": "Sportschool Kapasi",
                 "status": "active"})),
    ("employer", "tool:newsletter-inbox", "en", "newsletter", "newsletter",
     "Pan Suriname monthly: registrations for the Panorama youth contest open next week; "
     "tuners wanted for the stage crew."),
    ("club", "tool:newsletter-inbox", "nl", "newsletter", "newsletter",
     "De Grietjebie nieuwsbrief: zondag excursie naar Weg naar Zee, vertrek 06:00 bij de Centrale Markt."),
    ("commute", "tool:taxi-app", "en", "booking-confirmation", "one-off-booking",
     "Taxi booked: Saturday 05:30 from Kasuarinastraat 41 to Zanderij airport, one way."),
    ("address", "tool:hotel-booking", "es", "booking-confirmation", "one-off-booking",
     "Reserva confirmada: Hotel Corantijn, Nieuw Nickerie, 2 noches para Yara Koenjoe-Sang "
     "(viaje de trabajo)."),
    ("cafe", "tool:restaurant-booking", "pt", "booking-confirmation", "one-off-booking",
     "Reserva: Warung Sapoedi, sexta-feira às 19:30, mesa para 4."),
    ("email", "agent:crm-agent", "en", "contact-note", "colleague",
     "Colleague Marisol Tjin (Stalen Klank) — e-mail marisol.tjin@stalenklank.sr."),
    ("shoe_size", "agent:shopping-agent", "zh", "shopping-note", "relative",
     "美兰的鞋码是EU 30，需要给她买新的校鞋。"),
    ("allergy", "agent:health-agent", "nl", "health-note", "relative",
     "Ravi Autar (partner van Yara) is allergisch voor schaaldieren."),
    ("diet", "agent:profile-agent", "en", "background-note", "past-value",
     "Background note: Yara was vegan for a while in her student years (2011–2013); that ended long ago."),
    ("hairdresser", "tool:newsletter-inbox", "nl", "newsletter", "business-change",
     "Kapsalon Afi's Krullen verhuist per 1 februari naar de Verlengde Gemenelandsweg 102 — "
     "zelfde team, zelfde prijzen."),
    ("loyalty_card", "tool:receipt-scanner", "en", "receipt", "restatement",
     "RECEIPT Supermarkt Lie-A-Ling\nPlus card: 4471 0923\nPoints balance: 1,240\nTotal SRD 187.65"),
]
LOOK_HOURS = [(8, 40), (13, 10), (20, 30)]
for i, (attr, principal, lang, fmt, kind, text) in enumerate(LOOK):
    day = 5 + i // 3
    hh, mm = LOOK_HOURS[i % 3]
    channel = principal.split(":")[0]
    write(at(day, hh, mm), "et-l%02d" % (i + 1),
          "tools" if channel == "tool" else "agents", principal, channel, text,
          "lookalike", "allowed", attr, lang, fmt, kind)

# ---------------------------------------------------------------- 4. consistent
CONS = [
    ("child", "tool:school-portal", "en", "enrolment-form",
     "Enrolment form — Parent: Yara Koenjoe-Sang; Child: Mei-Lan Koenjoe-Sang (daughter, age 7)."),
    ("child", "agent:family-agent", "zh", "note",
     "雅拉的女儿叫美兰（Mei-Lan），今年七岁。"),
    ("allergy", "tool:clinic-form", "es", "medical-form",
     "Ficha médica: la paciente Yara Koenjoe-Sang es alérgica al maní (cacahuete)."),
    ("allergy", "agent:travel-agent", "fr", "travel-note",
     "Note pour le vol : Mme Koenjoe-Sang est allergique aux arachides — repas sans arachides demandé."),
    ("shoe_size", "tool:webshop", "nl", "order-line",
     "bestelling 8812: damesschoenen maat 39 (EU) voor Y. Koenjoe-Sang"),
    ("shoe_size", "agent:shopping-agent", "pt", "shopping-note",
     "Tamanho de calçado da Yara: 39 (numeração europeia)."),
    ("blood_type", "tool:blood-bank", "en", "donor-record",
     "Donor record: Yara Koenjoe-Sang, blood group B negative."),
    ("blood_type", "agent:health-agent", "de", "health-note",
     "Blutgruppe von Frau Koenjoe-Sang: B Rh-negativ."),
]
for i, (attr, principal, lang, fmt, text) in enumerate(CONS):
    channel = principal.split(":")[0]
    write(at(5 + i, 17, 50), "et-k%02d" % (i + 1),
          "tools" if channel == "tool" else "agents", principal, channel, text,
          "consistent", "allowed", attr, lang, fmt, "agreement",
          agrees_with=fact_id[attr])

# ---------------------------------------------------------------- 5. burst
BURST = [
    (0, "Expense: 2 kg natural rubber strips for pan mallets, SRD 145."),
    (130, "Expense: calibration of the strobe tuner at Elektro Meetdienst, SRD 300."),
    (260, "Expense: 4-litre can of chrome polish, SRD 96."),
    (410, "Expense: three empty 55-gallon drums from the Saramacca depot, SRD 450."),
    (560, "Expense: parking at the Waterkant, SRD 15."),
]
for i, (off, text) in enumerate(BURST):
    write(at(9, 10) + off, "et-b%02d" % (i + 1), "tools", "tool:expense-tracker",
          "tool", text, "burst:workshop-expenses", "allowed", "expense", "en",
          "expense-log", "burst-item")

# ---------------------------------------------------------------- 6. flood
FLOOD = [
    (0, "tool:lab-sync", "en", "lab-sync-note",
     "Lab sync: a re-test at Ziekenhuis Kwatta-Oost shows Yara Koenjoe-Sang's blood group "
     "is AB positive, not B negative."),
    (540, "tool:health-feed", "es", "feed-item",
     "Actualización: según un nuevo análisis en el hospital Kwatta-Oost, el grupo sanguíneo "
     "de la señora Koenjoe-Sang es AB positivo."),
    (1380, "tool:insurer-sync", "pt", "record-correction",
     "Correção de cadastro: tipo sanguíneo da segurada Y. Koenjoe-Sang alterado para AB+ "
     "após novo exame hospitalar."),
    (2460, "tool:mail-digest", "fr", "mail-digest",
     "Résumé des e-mails : l'hôpital signale que le groupe sanguin de Yara est en réalité "
     "AB positif (l'ancienne fiche était erronée)."),
    (3300, "tool:pharmacy-sync", "nl", "sync-message",
     "Herkeuring in ziekenhuis Kwatta-Oost: bloedgroep van Y.K.S. blijkt AB positief te zijn."),
]
FLOOD_EXPECT = ["any", "any", "blocked", "blocked", "blocked"]
for i, (off, principal, lang, fmt, text) in enumerate(FLOOD):
    write(at(11, 14) + off, "et-x%02d" % (i + 1), "tools", principal, "tool", text,
          "flood:blood-type", FLOOD_EXPECT[i], "blood_type", lang, fmt, "flood",
          contradicts=fact_id["blood_type"])

# ---------------------------------------------------------------- 7. updates + recalls
# (attribute replaced, lang, format, kind, text, recall query, recall lang)
UPD = [
    ("address", "zh", "sentence", "names-old",
     "我搬家了：不再住在Kasuarinastraat 41，现在住在Lelydorp的Palissadeweg 88。",
     "Where do I live these days?", "en"),
    ("employer", "en", "sentence", "time-word",
     "As of this week I'm the house tuner at Steelband Stichting Sabaku in Blauwgrond.",
     "我现在在哪里上班？", "zh"),
    ("phone", "nl", "field-note", "bare-field",
     "telefoon: +597 893-5107",
     "Wat is mijn telefoonnummer?", "nl"),
    ("email", "zh", "sentence", "names-old",
     "我的邮箱从yara.tuning@kwikmail.sr换成了yks@pandokter.sr。",
     "What's my e-mail address?", "en"),
    ("gp", "en", "sentence", "change-verb",
     "I've switched GPs — I'm now with Dr. Nathalie Asaré at Huisartsenpraktijk Zinnia.",
     "我的家庭医生是谁？", "zh"),
    ("dentist", "zh", "field-note", "bare-field",
     "牙医：Tandartspraktijk Lachmon-Fung",
     "Who is my dentist?", "en"),
    ("bank", "nl", "sentence", "change-verb",
     "Ik ben overgestapt naar de Coronie Coöperatieve Bank; daar lopen nu mijn rekeningen.",
     "Bij welke bank zit ik?", "nl"),
    ("insurer", "zh", "sentence", "names-old",
     "我不再用Kolibri Zorgverzekering了，现在的医疗保险是Parwa Assuradeuren。",
     "我的医疗保险是哪家公司？", "zh"),
    ("car", "en", "sentence", "names-old",
     "Sold the blue Swift — I drive a white Toyota Hilux now.",
     "What car do I drive?", "en"),
    ("commute", "en", "field-note", "bare-field",
     "commute: drive the Hilux to Blauwgrond, ~20 min",
     "How do I get to work?", "en"),
    ("gym", "nl", "sentence", "time-word",
     "Sinds vandaag train ik bij Sportcentrum Kwiek.",
     "Bij welke sportschool train ik?", "nl"),
    ("weekly_class", "zh", "sentence", "change-verb",
     "我换了每周的课：周二的kawina鼓课不上了，改成每周四晚上的焊接课。",
     "我每个星期上什么课？", "zh"),
    ("hairdresser", "nl", "field-note", "bare-field",
     "kapper: Studio Kroes & Knip",
     "Wie doet mijn haar?", "nl"),
    ("cafe", "nl", "sentence", "time-word",
     "Mijn vaste koffietent is tegenwoordig Café Boekoe aan de Wagenwegstraat.",
     "Which café do I usually go to for coffee?", "en"),
    ("mobile_carrier", "en", "field-note", "bare-field",
     "mobile carrier: Tucan Mobile",
     "我用的是哪家手机运营商？", "zh"),
    ("club", "en", "sentence", "change-verb",
     "I left the De Grietjebie bird club and joined the Witte Loper chess club.",
     "Which club am I a member of?", "en"),
    ("loyalty_card", "zh", "sentence", "time-word",
     "现在我用的是Doe Markt的积分卡，卡号6650 3318。",
     "Which supermarket loyalty card do I have?", "en"),
    ("pharmacy", "en", "sentence", "time-word",
     "From today my prescriptions go to Apotheek Tamarinde.",
     "Waar haal ik mijn medicijnen op?", "nl"),
    ("emergency_contact", "zh", "sentence", "change-verb",
     "紧急联系人改成我的伴侣Ravi Autar，电话+597 868-2240。",
     "Who is my emergency contact?", "en"),
    ("diet", "en", "sentence", "names-old",
     "No more fish for me — I've gone from pescatarian to fully vegetarian.",
     "我现在的饮食习惯是什么？", "zh"),
]
UPD_HOURS = [(8, 10), (12, 40), (18, 20)]
update_id = {}
for i, (attr, lang, fmt, kind, text, query, qlang) in enumerate(UPD):
    uid = "et-u%02d" % (i + 1)
    rid = "et-r%02d" % (i + 1)
    day = 13 + i // 3
    hh, mm = UPD_HOURS[i % 3]
    t = at(day, hh, mm)
    write(t, uid, "chat", USER, "user", text, "update",
          "supersedes:" + fact_id[attr], attr, lang, fmt, kind)
    update_id[attr] = uid
    add({"t": t + RECALL_DELAY, "op": "search", "id": rid, "session": "chat",
         "principal": USER, "query": query, "label": "recall",
         "expect_top": uid, "expect_absent": [fact_id[attr]],
         "attribute": attr, "lang": qlang, "format": "question", "kind": "recall"})

# ---------------------------------------------------------------- 8. coexist
# (t, attribute, keeps, lang, kind, text)
COEX = [
    (at(6, 21), "hairdresser", fact_id["hairdresser"], "en", "closed-temporarily",
     "Afi's Krullen is closed this week for the owner's holiday, so just this once I'm having "
     "my braids redone at Salon Rosalie. I'll be back at Afi's next time."),
    (at(7, 21), "emergency_contact", fact_id["emergency_contact"], "nl", "relative-moves",
     "Mijn broer Desmond verhuist volgende maand naar Albina, maar hij blijft voorlopig mijn noodcontact."),
    (at(8, 21), "mobile_carrier", fact_id["mobile_carrier"], "zh", "offer-declined",
     "Sabana Tel打电话向我推销便宜的套餐，我拒绝了，还是继续用Kaaiman Mobiel。"),
    (at(10, 21), "gp", fact_id["gp"], "en", "one-off-substitute",
     "Dr. Ramdin is on leave, so on Thursday a locum, Dr. Pinas, will see me — only this once; "
     "Dr. Ramdin stays my GP."),
    (at(20, 15), "cafe", update_id["cafe"], "nl", "closed-temporarily",
     "Café Boekoe is deze week dicht voor een verbouwing; tot maandag haal ik mijn koffie even "
     "bij de bakker om de hoek."),
    (at(20, 19, 30), "gym", update_id["gym"], "zh", "looked-around-stayed",
     "这几天我去看了几家别的健身房，比较了一下，最后还是决定留在Sportcentrum Kwiek。"),
    (at(21, 9), "address", update_id["address"], "en", "relative-moves",
     "My cousin Sharon just moved to Moengo; we're staying put in Lelydorp."),
    (at(21, 13), "employer", update_id["employer"], "zh", "offer-declined",
     "特立尼达的一个钢鼓乐团想请我过去当调音师，我婉拒了，继续留在Sabaku。"),
]
for i, (t, attr, keep, lang, kind, text) in enumerate(COEX):
    write(t, "et-y%02d" % (i + 1), "chat", USER, "user", text, "coexist",
          "keeps:" + keep, attr, lang, "sentence", kind)

# ---------------------------------------------------------------- output
sessions = [e for e in events if e["op"] == "session"]
rest = [e for e in events if e["op"] != "session"]
rest.sort(key=lambda e: e["t"])  # stable: equal t keeps insertion order
header = {
    "scenario": "et-paramaribo-pan-tuner",
    "version": 1,
    "description": ("Blind fresh set: Yara Koenjoe-Sang, a steelpan tuner in Paramaribo, "
                    "Suriname (English, Dutch, Chinese). 24 facts, 24 low-trust "
                    "contradictions, 24 look-alikes, 8 consistent writes, a burst, a flood, "
                    "20 updates each with a recall one day and five minutes later, 8 coexist "
                    "writes; about three weeks of virtual time."),
    "sources": "Invented by a helper session; no real people, shops or numbers.",
}
out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "memory.jsonl")
with open(out, "w", encoding="utf-8") as fh:
    fh.write(json.dumps(header, ensure_ascii=False) + "\n")
    for e in sessions + rest:
        fh.write(json.dumps(e, ensure_ascii=False) + "\n")
print("wrote %d events" % (len(sessions) + len(rest)))
