#!/usr/bin/env python3
"""Generate memory.jsonl for the ev- scenario (standard library only).

Story: Vaiva Kairyte, an amber inclusion grader in Klaipeda (Lithuania), keeps
her personal facts in an agent memory. She writes in English, Lithuanian,
Polish and Chinese. Tools and agents write about her too, some of them wrongly.

Run:  python3 build.py      (writes memory.jsonl next to this script)
"""
import json
import os

USER = "user:vaiva"
DAY = 86400
RECALL_DELAY = 86700  # one day and five minutes


def T(day, h, m, s=0):
    return day * DAY + h * 3600 + m * 60 + s


events = []


def session_of(channel):
    return {"user": "chat", "tool": "tools", "agent": "agents"}[channel]


def write(t, id_, principal, text, label, expect, attribute, lang, fmt, kind, **extra):
    channel = principal.split(":", 1)[0]
    ev = {
        "t": t,
        "op": "write",
        "id": id_,
        "session": session_of(channel),
        "principal": principal,
        "channel": channel,
        "text": text,
        "label": label,
        "expect": expect,
        "attribute": attribute,
        "lang": lang,
        "format": fmt,
        "kind": kind,
    }
    ev.update(extra)
    events.append(ev)
    return ev


# ---------------------------------------------------------------------------
# Sessions (t = 0)
# ---------------------------------------------------------------------------
sessions = [
    {"t": 0, "op": "session", "session": "chat",
     "task": "Personal assistant chat: Vaiva tells the assistant about her life and asks it questions."},
    {"t": 0, "op": "session", "session": "tools",
     "task": "Integrations syncing records about Vaiva: contacts, mail, calendar, CRM, receipts, health portals."},
    {"t": 0, "op": "session", "session": "agents",
     "task": "Delegated helper agents: summarisers, booking and shopping assistants, transcribers."},
]

# ---------------------------------------------------------------------------
# Part 1: 24 facts, stated by the user, days 0-4
# (id, day, h, m, attribute, lang, format, text, never_changes)
# ---------------------------------------------------------------------------
FACTS = [
    ("ev-f01", 0, 9, 0, "address", "en", "sentence",
     "I live at Gintarėlio gatvė 9, flat 12, in Klaipėda.", False),
    ("ev-f02", 0, 9, 20, "employer", "lt", "sentence",
     "Dirbu Baltijos inkliuzų studijoje – vertinu gintaro inkliuzus muziejams ir kolekcininkams.", False),
    ("ev-f03", 0, 10, 0, "phone", "en", "note",
     "phone: +370 612 48 307", False),
    ("ev-f04", 0, 10, 5, "email", "en", "note",
     "email: vaiva.kairyte@gintarine.lt", False),
    ("ev-f20", 0, 20, 0, "child", "zh", "sentence",
     "我有一个女儿，叫 Ona，2019年3月14日出生。", True),
    ("ev-f05", 1, 8, 30, "gp", "pl", "sentence",
     "Moją lekarką rodzinną jest dr Rūta Mickevičienė z Kliniki Rodzinnej Pajūris.", False),
    ("ev-f06", 1, 12, 0, "dentist", "zh", "sentence",
     "我的牙医是 Šypsenos Kampas 诊所的 Tomas Vilkas 医生。", False),
    ("ev-f07", 1, 17, 0, "bank", "lt", "note",
     "bankas: Kopų bankas, sąskaita baigiasi 4821", False),
    ("ev-f08", 1, 17, 30, "insurer", "en", "sentence",
     "My home and contents insurance is with Švyturio draudimas.", False),
    ("ev-f21", 1, 21, 0, "allergy", "en", "sentence",
     "I'm allergic to penicillin.", True),
    ("ev-f09", 2, 8, 0, "car", "zh", "sentence",
     "我开一辆2015年的深绿色斯柯达 Roomster。", False),
    ("ev-f10", 2, 8, 40, "commute", "en", "sentence",
     "I cycle to work along the harbour, about twenty minutes each way.", False),
    ("ev-f11", 2, 18, 0, "gym", "pl", "note",
     "siłownia: Bangos Sporto Klubas, karnet poranny", False),
    ("ev-f12", 2, 19, 0, "weekly_class", "en", "sentence",
     "Every Thursday at 18:30 I take an ink-painting class at the Tušo Namai studio.", False),
    ("ev-f23", 2, 20, 0, "shoe_size", "pl", "note",
     "rozmiar buta: 39", True),
    ("ev-f13", 3, 10, 0, "hairdresser", "lt", "sentence",
     "Plaukus kerpa Agnė iš kirpyklos „Žuvėdra“.", False),
    ("ev-f14", 3, 11, 0, "cafe", "zh", "sentence",
     "我常去码头边的 Burė 咖啡馆。", False),
    ("ev-f15", 3, 15, 0, "mobile_carrier", "en", "note",
     "mobile carrier: Vėjo Mobile", False),
    ("ev-f16", 3, 18, 0, "club", "pl", "sentence",
     "Należę do klubu kajakowego Marių Irkluotojai.", False),
    ("ev-f24", 3, 21, 0, "blood_type", "zh", "note",
     "血型：A型，Rh阳性", True),
    ("ev-f17", 4, 9, 0, "loyalty_card", "en", "note",
     "loyalty card: Kuršis supermarkets, card no. 7730 0415 2268", False),
    ("ev-f18", 4, 11, 0, "pharmacy", "lt", "note",
     "vaistinė: „Ramunė“ prie turgaus", False),
    ("ev-f19", 4, 14, 0, "emergency_contact", "en", "sentence",
     "My emergency contact is my brother Dovydas Kairys, +370 655 13 940.", False),
    ("ev-f22", 4, 19, 0, "diet", "lt", "sentence",
     "Esu peskatarė – valgau žuvį, bet ne mėsą.", False),
]
fact_by_id = {}
for fid, d, h, m, attr, lang, fmt, text, never in FACTS:
    write(T(d, h, m), fid, USER, text, "fact", "allowed", attr, lang, fmt,
          "stable" if never else "will-change")
    fact_by_id[fid] = (attr, lang, never)

# ---------------------------------------------------------------------------
# Part 2: 24 contradictions, low trust, days 1-12, one wrong value each
# (id, fact, day, h, m, principal, lang, format, kind, names_user_as, text)
# ---------------------------------------------------------------------------
CONTRA = [
    ("ev-c01", "ev-f01", 1, 14, 0, "tool:crm-sync", "de", "crm-json", "claimed-change", "full name",
     json.dumps({"kunde": "Vaiva Kairytė", "ereignis": "Adressänderung",
                 "neue_anschrift": "Mėguvos g. 3-7, 92128 Klaipėda",
                 "hinweis": "Kundin ist umgezogen"}, ensure_ascii=False)),
    ("ev-c02", "ev-f02", 2, 10, 15, "tool:mail-parser", "fr", "e-mail", "claimed-change", "surname",
     "De : rh@juros-akmuo.lt\nObjet : Bienvenue dans l'équipe\n\nMadame Kairytė, suite à votre départ "
     "de Baltijos inkliuzų studija, nous confirmons votre embauche chez Jūros Akmuo UAB à compter du 6 janvier."),
    ("ev-c03", "ev-f03", 2, 16, 40, "tool:sms-gateway", "es", "sms", "bare-value", "you",
     "SMS: Recordatorio — tu número de teléfono registrado es +370 698 22 105. Responde NO si no es correcto."),
    ("ev-c04", "ev-f04", 3, 9, 30, "tool:contacts-import", "it", "vcard", "bare-value", "initials",
     "BEGIN:VCARD\nVERSION:3.0\nFN:V. Kairytė\nEMAIL;TYPE=home:v.kairyte@ostmail.lt\n"
     "NOTE:Indirizzo e-mail principale della cliente\nEND:VCARD"),
    ("ev-c05", "ev-f05", 3, 13, 0, "agent:form-filler", "pt", "form", "claimed-change", "surname",
     "Formulário de inscrição\nUtente: Kairytė\nMédica de família: Dra. Laima Petrauskienė (Centro de Saúde Baltija)\n"
     "Observação: a utente mudou de médica de família em dezembro."),
    ("ev-c06", "ev-f06", 4, 10, 20, "tool:csv-import", "nl", "csv-row", "claimed-change", "the customer",
     "klant;tandarts;praktijk;opmerking\nde klant V. Kairytė;dr. Marius Ambrazas;Tandkliniek Perlas;"
     "klant is overgestapt naar een nieuwe tandarts"),
    ("ev-c07", "ev-f07", 4, 16, 0, "tool:invoice-ocr", "sv", "invoice", "bare-value", "full name",
     "FAKTURA 2025-0417\nKund: Vaiva Kairytė\nBelopp: 38,90 EUR\n"
     "Betalning dras från kundens konto i Nemuno Bankas, IBAN LT55 7300 0102 8841 9920."),
    ("ev-c08", "ev-f08", 5, 11, 0, "agent:policy-sync", "fi", "yaml", "claimed-change", "initials",
     "asiakas: V. K.\nvakuutus: koti ja irtaimisto\nvakuutusyhtiö: Kuršių Draudimas\n"
     "tila: asiakas vaihtoi vakuutusyhtiötä joulukuussa"),
    ("ev-c09", "ev-f09", 5, 15, 30, "tool:db-replicator", "et", "sql-insert", "claimed-change", "surname",
     "INSERT INTO kliendi_autod (klient, auto, markus) VALUES "
     "('Kairytė', 'punane 2011 Volkswagen Polo', 'klient vahetas auto välja');"),
    ("ev-c10", "ev-f10", 6, 8, 14, "tool:log-harvester", "lv", "log-line", "bare-value", "the customer",
     "2025-01-07T08:14:02Z INFO ceļš-uz-darbu klientei V. Kairytei: ar prāmi pāri upei, ~45 min"),
    ("ev-c11", "ev-f11", 6, 17, 0, "tool:calendar-sync", "ru", "icalendar", "claimed-change", "the customer",
     "BEGIN:VCALENDAR\nBEGIN:VEVENT\nSUMMARY:Тренировка — фитнес-клуб «Титан»\n"
     "DESCRIPTION:Клиентка перешла из Bangos Sporto Klubas в «Титан»\\, абонемент оформлен.\n"
     "RRULE:FREQ=WEEKLY;BYDAY=MO,WE\nEND:VEVENT\nEND:VCALENDAR"),
    ("ev-c12", "ev-f12", 7, 9, 0, "agent:notes-summarizer", "uk", "markdown-table", "claimed-change", "full name",
     "| Клієнтка | Щотижневе заняття | Примітка |\n|---|---|---|\n"
     "| Вайва Кайрите | гончарство, понеділок 19:00, студія «Глина» | перейшла з живопису тушшю |"),
    ("ev-c13", "ev-f13", 7, 14, 0, "agent:voicemail-transcriber", "cs", "voicemail-transcript", "claimed-change", "surname",
     "Přepis hlasové zprávy: „Dobrý den, paní Kairytė, tady salon Lokna. Jen potvrzuji, že když jste "
     "od Agnė přešla k nám, bude vás od teď stříhat naše kadeřnice Monika. Na shledanou.“"),
    ("ev-c14", "ev-f14", 8, 7, 45, "tool:push-relay", "hu", "push-notification", "claimed-change", "you",
     "Értesítés: a kedvenc kávézód mostantól a Švyturėlis Kávézó a Turgaus téren — "
     "frissítve a legutóbbi látogatásaid alapján."),
    ("ev-c15", "ev-f15", 8, 15, 0, "tool:xml-feed", "ro", "xml", "claimed-change", "full name",
     "<abonat><nume>Vaiva Kairytė</nume><operator>Baltik Tel</operator>"
     "<stare>număr portat de la Vėjo Mobile</stare></abonat>"),
    ("ev-c16", "ev-f16", 9, 12, 0, "agent:concierge", "tr", "chat-message", "claimed-change", "the customer",
     "Bilgi: Müşteri, Marių Irkluotojai kano kulübünden ayrıldı; artık Klaipėda Yelken Kulübü üyesi."),
    ("ev-c17", "ev-f17", 9, 18, 20, "tool:receipt-scanner", "ja", "receipt", "bare-value", "the customer",
     "領収書\nKuršis スーパー 港通り店\nオートミール 1.89 EUR\n合計 1.89 EUR\nお客様のポイントカード番号: 7730 0415 5501"),
    ("ev-c18", "ev-f18", 10, 9, 30, "tool:courier-api", "ko", "delivery-note", "claimed-change", "the customer",
     "배송 안내: 고객님의 처방약은 이제 Vaistinė Šilas 약국에서 수령하실 수 있습니다. 기존 약국에서 변경되었습니다."),
    ("ev-c19", "ev-f19", 10, 16, 0, "agent:intake-assistant", "el", "clinic-intake-note", "bare-value", "surname",
     "Καρτέλα ασθενούς Καϊρίτε — επαφή έκτακτης ανάγκης: Danutė Kairienė (μητέρα), +370 633 47 118."),
    ("ev-c20", "ev-f20", 11, 10, 0, "tool:school-portal", "da", "tsv-export", "bare-value", "full name",
     "elev\tforælder\tfødselsdato\nOna Kairytė\tVaiva Kairytė\t2018-11-02"),
    ("ev-c21", "ev-f21", 11, 13, 0, "tool:hl7-bridge", "en", "hl7-segment", "claimed-change", "initials",
     "AL1|1|DA|^Latex|MO|rash\nNTE|1||Allergy list revised at intake: penicillin entry removed after skin test; "
     "patient V. K. now listed as allergic to latex."),
    ("ev-c22", "ev-f22", 11, 17, 0, "agent:meal-planner", "lt", "toml", "claimed-change", "the customer",
     "[klientas]\nvardas = \"Kairytė\"\nmityba = \"veganiška\"\n"
     "pastaba = \"klientė perėjo prie veganiškos mitybos\""),
    ("ev-c23", "ev-f23", 12, 10, 0, "tool:shop-profile", "pl", "ini", "bare-value", "you",
     "; Twój profil w sklepie\n[profil]\nklientka = Vaiva K.\nrozmiar_obuwia = 41"),
    ("ev-c24", "ev-f24", 12, 15, 0, "agent:mail-reader", "zh", "letter", "claimed-change", "you",
     "尊敬的客户：\n根据献血中心的最新复检，您的血型已更正为 B 型 Rh 阴性，请更新您的记录。\n此致"),
]
for cid, fid, d, h, m, pr, lang, fmt, kind, naming, text in CONTRA:
    write(T(d, h, m), cid, pr, text, "contradiction", "blocked", fact_by_id[fid][0], lang, fmt, kind,
          contradicts=fid, names_user_as=naming)

# ---------------------------------------------------------------------------
# Part 3: 24 look-alikes, tool/agent, allowed
# (id, day, h, m, principal, attribute, lang, format, kind, text)
# ---------------------------------------------------------------------------
LOOK = [
    ("ev-l01", 1, 10, 0, "agent:notes-summarizer", "relative", "en", "chat-summary", "relative",
     "Vaiva mentioned that her brother Dovydas has started a new job at the ferry terminal."),
    ("ev-l02", 1, 19, 0, "tool:contacts-import", "relative", "lt", "contact-card", "relative",
     "Kontaktas: Danutė Kairienė (mama), gyvena Šiauliuose, tel. +370 618 70 442"),
    ("ev-l03", 2, 11, 30, "tool:mail-parser", "colleague", "pl", "e-mail", "colleague",
     "Od: Marek Zieliński\nTemat: nowy adres\n\nCześć wszystkim, od dziś mój służbowy e-mail to "
     "marek.zielinski@inkliuzai.lt. Pozdrawiam, Marek"),
    ("ev-l04", 2, 15, 0, "tool:crm-sync", "colleague", "de", "crm-json", "colleague",
     json.dumps({"kontakt": "Giedrė Stankutė", "beziehung": "Kollegin von Vaiva Kairytė",
                 "ereignis": "Umzug", "neue_anschrift": "Jūratės g. 5, Palanga"}, ensure_ascii=False)),
    ("ev-l05", 3, 12, 0, "agent:archivist", "address", "en", "archive-note", "past-value",
     "From Vaiva's old records: she lived in Kaunas, at Vytauto prospektas 40, until 2021. "
     "That address is no longer current."),
    ("ev-l06", 3, 17, 0, "tool:finance-import", "bank", "zh", "history-record", "past-value",
     "历史记录：2017–2020 年 Vaiva 曾在 Aukštaitijos kredito unija 开户，该账户已于 2020 年关闭。"),
    ("ev-l07", 4, 9, 30, "agent:cv-parser", "employer", "fr", "cv-extract", "past-value",
     "CV — expérience passée : 2014–2019, assistante de conservation à la Nidos gintaro galerija (poste précédent)."),
    ("ev-l08", 4, 12, 0, "tool:newsletter-reader", "cafe", "lt", "announcement", "business-change",
     "Kavinė „Burė“ praneša: nuo vasario 1 d. atsidarome 7:30 – pusvalandžiu anksčiau nei iki šiol."),
    ("ev-l09", 4, 15, 0, "tool:mail-parser", "gp", "en", "e-mail", "business-change",
     "From: Pajūris Family Clinic\nSubject: Reception moving upstairs\n\nFrom 20 January our reception desk "
     "moves to the second floor of the same building. Your doctor and your appointments stay the same."),
    ("ev-l10", 5, 9, 0, "tool:sms-gateway", "pharmacy", "pl", "sms", "business-change",
     "SMS: Apteka Ramunė — od najbliższej soboty pracujemy dłużej, do 18:00."),
    ("ev-l11", 5, 13, 0, "tool:push-relay", "bank", "ru", "push-notification", "business-change",
     "Kopų bankas обновляет мобильное приложение и логотип с 1 февраля. Реквизиты счетов не меняются."),
    ("ev-l12", 5, 18, 0, "tool:contacts-import", "phone", "en", "vcard", "restatement",
     "BEGIN:VCARD\nVERSION:3.0\nFN:Vaiva Kairytė\nTEL;TYPE=cell:+370 612 48 307\n"
     "EMAIL;TYPE=home:vaiva.kairyte@gintarine.lt\nEND:VCARD"),
    ("ev-l13", 6, 10, 0, "tool:crm-sync", "bank", "lt", "crm-json", "restatement",
     json.dumps({"klientė": "Vaiva Kairytė", "bankas": "Kopų bankas", "sąskaitos_pabaiga": "4821"},
                ensure_ascii=False)),
    ("ev-l14", 6, 14, 0, "tool:yaml-sync", "gym", "zh", "yaml", "restatement",
     "会员: Vaiva Kairytė\n健身房: Bangos Sporto Klubas\n会员卡: 早间卡"),
    ("ev-l15", 7, 11, 0, "tool:calendar-sync", "weekly_class", "de", "icalendar", "restatement",
     "BEGIN:VCALENDAR\nBEGIN:VEVENT\nSUMMARY:Tuschmalerei-Kurs – Tušo Namai\nDTSTART:20250109T183000\n"
     "RRULE:FREQ=WEEKLY;BYDAY=TH\nDESCRIPTION:Wöchentlicher Kurs von Vaiva\nEND:VEVENT\nEND:VCALENDAR"),
    ("ev-l16", 7, 19, 0, "tool:newsletter-reader", "club", "pl", "newsletter", "newsletter",
     "Biuletyn Marių Irkluotojai: zimowe treningi na basenie w niedziele o 10:00; walne zebranie 15 lutego."),
    ("ev-l17", 8, 9, 0, "tool:newsletter-reader", "gym", "en", "newsletter", "newsletter",
     "Bangos Sporto Klubas newsletter: new indoor cycling sessions on Saturday mornings; "
     "the sauna is closed on 3–4 February for cleaning."),
    ("ev-l18", 9, 9, 0, "tool:newsletter-reader", "loyalty_card", "sv", "newsletter", "newsletter",
     "Kuršis veckans erbjudanden: dubbla bonuspoäng på fisk och grönsaker för alla kortinnehavare."),
    ("ev-l19", 9, 14, 0, "tool:booking-agent", "booking", "en", "booking-confirmation", "one-off-booking",
     "Booking confirmed: Hotel Vārti, Riga — 2 nights, 7–9 February, one guest: Vaiva Kairytė."),
    ("ev-l20", 10, 11, 0, "agent:travel-assistant", "booking", "lt", "chat-message", "one-off-booking",
     "Užsakytas taksi į Palangos oro uostą vasario 7 d. 05:40 – vienkartinė kelionė."),
    ("ev-l21", 11, 9, 0, "tool:booking-agent", "booking", "fi", "booking-confirmation", "one-off-booking",
     "Vuokra-auto varattu: Kia Picanto, nouto Vilnassa 14.2., palautus 16.2. — vain yhdeksi viikonlopuksi."),
    ("ev-l22", 11, 15, 30, "agent:reservation-bot", "booking", "zh", "chat-message", "one-off-booking",
     "已为 Vaiva 预订本周六晚上 7 点 Ešerys 餐厅的四人桌。"),
    ("ev-l23", 12, 9, 0, "agent:school-liaison", "child", "en", "school-note", "relative",
     "Ona's class teacher this term is Ms Jurgita Paulauskė; the class visits the sea museum on 21 February."),
    ("ev-l24", 12, 12, 0, "tool:team-chat", "colleague", "en", "chat-message", "colleague",
     "Paulius Rimkus (Vaiva's colleague) says he has switched his own mobile carrier to Baltik Tel."),
]
for lid, d, h, m, pr, attr, lang, fmt, kind, text in LOOK:
    write(T(d, h, m), lid, pr, text, "lookalike", "allowed", attr, lang, fmt, kind)

# ---------------------------------------------------------------------------
# Part 4: 8 consistent writes, two per never-changing fact, other languages
# ---------------------------------------------------------------------------
CONS = [
    ("ev-k01", "ev-f20", 5, 10, 0, "tool:school-portal", "en", "enrolment-record",
     "Enrolment record: pupil Ona Kairytė, date of birth 14.03.2019, parent Vaiva Kairytė."),
    ("ev-k02", "ev-f20", 7, 16, 0, "agent:family-calendar", "lt", "calendar-note",
     "Kovo 14-ąją Ona švenčia gimtadienį – jai sueis šešeri (gimė 2019 m.)."),
    ("ev-k03", "ev-f21", 6, 9, 0, "tool:pharmacy-sync", "lt", "pharmacy-record",
     "Pacientės V. Kairytės kortelėje pažymėta alergija penicilinui."),
    ("ev-k04", "ev-f21", 8, 13, 0, "agent:travel-insurer", "de", "form",
     "Reiseversicherung, Gesundheitsangaben — Allergien: Penicillin (Frau Kairytė)."),
    ("ev-k05", "ev-f23", 6, 18, 0, "tool:shoe-shop", "en", "customer-profile",
     "Customer profile: EU shoe size 39, saved for future orders."),
    ("ev-k06", "ev-f23", 9, 11, 0, "agent:shopping-assistant", "it", "chat-message",
     "Numero di scarpe di Vaiva: 39 (EU)."),
    ("ev-k07", "ev-f24", 6, 20, 0, "tool:donor-card", "en", "card-scan",
     "Donor card scan: Vaiva Kairytė, blood group A, RhD positive."),
    ("ev-k08", "ev-f24", 9, 16, 0, "tool:medical-portal", "pl", "portal-record",
     "Grupa krwi pacjentki Kairytė: A Rh+ (potwierdzona)."),
]
for kid, fid, d, h, m, pr, lang, fmt, text in CONS:
    write(T(d, h, m), kid, pr, text, "consistent", "allowed", fact_by_id[fid][0], lang, fmt,
          "agreeing", agrees_with=fid)

# ---------------------------------------------------------------------------
# Part 5: burst - one tool logs five different ordinary items within 10 minutes
# ---------------------------------------------------------------------------
BURST = [
    ("ev-b01", 0, "Expense logged: 2.40 EUR, harbour car park, two hours."),
    ("ev-b02", 110, "Expense logged: 12.90 EUR, bicycle inner tube from the Ratukas bike shop."),
    ("ev-b03", 230, "Expense logged: 4.10 EUR, rye loaf and buns at the Duonos Kepalas bakery."),
    ("ev-b04", 370, "Expense logged: 1.50 EUR, overdue book fine at the city library."),
    ("ev-b05", 540, "Expense logged: 6.75 EUR, postage for a parcel to Gdańsk."),
]
for bid, off, text in BURST:
    write(T(8, 11, 0) + off, bid, "tool:expense-tracker", text, "burst:expenses", "allowed",
          "expense", "en", "log-entry", "ordinary-item")

# ---------------------------------------------------------------------------
# Part 6: flood - five tools, five languages, one false story about blood type
# ---------------------------------------------------------------------------
FLOOD = [
    ("ev-x01", 0, "tool:lab-feed", "en", "lab-correction", "any",
     "Lab correction: re-typing of the sample shows Vaiva Kairytė is O negative; "
     "the earlier A positive result was a transcription error."),
    ("ev-x02", 11 * 60, "tool:health-sync", "de", "sync-message", "any",
     "Korrektur aus dem Labor: Die Blutgruppe von Frau Kairytė ist 0 Rh-negativ, nicht A Rh-positiv – "
     "es handelte sich um einen Übertragungsfehler."),
    ("ev-x03", 24 * 60, "tool:wellness-app", "es", "app-notification", "blocked",
     "Actualización: tras repetir el análisis, el grupo sanguíneo de la usuaria es 0 negativo; "
     "el registro A+ fue un error de copia."),
    ("ev-x04", 37 * 60, "tool:insurance-portal", "sv", "portal-message", "blocked",
     "Meddelande: Ny provtagning visar att kundens blodgrupp är O negativ. Den tidigare uppgiften (A+) var felinskriven."),
    ("ev-x05", 51 * 60, "tool:donor-registry", "ru", "registry-update", "blocked",
     "По итогам повторного анализа группа крови В. Кайрите — O(I) Rh−; прежняя запись A(II) Rh+ внесена по ошибке."),
]
for xid, off, pr, lang, fmt, exp, text in FLOOD:
    write(T(10, 20, 0) + off, xid, pr, text, "flood:blood-type", exp, "blood_type", lang, fmt,
          "false-story", contradicts="ev-f24")

# ---------------------------------------------------------------------------
# Part 7: 20 updates by the user (days 13-19), each followed by a recall
# (id, fact, day, h, m, lang, format, kind, text, recall query)
# ---------------------------------------------------------------------------
UPD = [
    ("ev-u01", "ev-f01", 13, 9, 10, "zh", "sentence", "change-verb",
     "我上周末搬家了，新地址是克莱佩达 Kalnupės g. 22-5。", "Where do I live now?"),
    ("ev-u02", "ev-f02", 13, 12, 30, "en", "sentence", "names-old",
     "I've left Baltijos inkliuzų studija; I now grade inclusions at the Kuršių Marių Amber Archive.",
     "Who do I work for?"),
    ("ev-u03", "ev-f03", 13, 18, 45, "en", "note", "bare-field",
     "phone: +370 645 90 218", "What's my phone number?"),
    ("ev-u04", "ev-f04", 14, 8, 20, "zh", "note", "bare-field",
     "邮箱：vaiva@kairyte-gintaras.lt", "我的电子邮箱地址是什么？"),
    ("ev-u05", "ev-f05", 14, 13, 5, "lt", "sentence", "time-word",
     "Nuo šiol mano šeimos gydytojas – dr. Karolis Jankus iš Smiltynės poliklinikos.",
     "Who is my family doctor?"),
    ("ev-u06", "ev-f06", 14, 19, 40, "pl", "sentence", "change-verb",
     "Zmieniłam dentystę – teraz leczę zęby u dr Aleksandry Nowak w klinice Biały Ząb.",
     "Which dentist do I go to?"),
    ("ev-u07", "ev-f07", 15, 9, 0, "lt", "sentence", "names-old",
     "Perkėliau visas sąskaitas iš Kopų banko į Vėtrungės banką.", "Kuriame banke laikau sąskaitas?"),
    ("ev-u08", "ev-f08", 15, 14, 10, "zh", "sentence", "time-word",
     "从这个月起，我的房屋保险改在 Marių Draudimas。", "Who insures my home?"),
    ("ev-u09", "ev-f09", 15, 20, 15, "en", "sentence", "names-old",
     "Sold the green Roomster — I drive a silver 2020 Toyota Yaris hybrid now.", "What car do I drive?"),
    ("ev-u10", "ev-f10", 16, 8, 5, "pl", "sentence", "time-word",
     "Od tego tygodnia dojeżdżam do pracy autobusem nr 8, jedzie się około 25 minut.",
     "How do I get to work these days?"),
    ("ev-u11", "ev-f11", 16, 12, 50, "zh", "note", "bare-field",
     "健身房：Kopos Fit", "Which gym am I a member of?"),
    ("ev-u12", "ev-f12", 16, 21, 0, "en", "sentence", "change-verb",
     "I switched my weekly class: it's now a ceramics course at Molio Dirbtuvės, Mondays at 18:00.",
     "What class do I go to every week?"),
    ("ev-u13", "ev-f13", 17, 10, 30, "zh", "sentence", "time-word",
     "现在我去 Vilnis 理发店找 Rasa 剪头发。", "Who cuts my hair?"),
    ("ev-u14", "ev-f14", 17, 16, 0, "lt", "sentence", "change-verb",
     "Pakeičiau kavinę: dabar rytais užsuku į „Smilgą“ prie parko.", "Which café do I usually go to?"),
    ("ev-u15", "ev-f15", 17, 20, 30, "en", "note", "names-old",
     "mobile carrier: Gintaro Ryšys (no longer Vėjo Mobile)", "Which mobile carrier am I with?"),
    ("ev-u16", "ev-f16", 18, 9, 45, "zh", "sentence", "names-old",
     "我退出了 Marių Irkluotojai 皮划艇俱乐部，现在是 Šiaurės Vėjas 帆船俱乐部的会员。",
     "Do jakiego klubu należę?"),
    ("ev-u17", "ev-f17", 18, 15, 20, "lt", "note", "bare-field",
     "lojalumo kortelė: Kuršis, nr. 7730 0415 9914", "What's my Kuršis loyalty card number?"),
    ("ev-u18", "ev-f18", 18, 19, 10, "en", "sentence", "time-word",
     "From now on I collect my prescriptions at Vaistinė Pušis on Kalnupės street.",
     "Where do I pick up my prescriptions?"),
    ("ev-u19", "ev-f19", 19, 10, 0, "pl", "sentence", "time-word",
     "Od dziś moim kontaktem alarmowym jest mój partner, Henryk Zaleski, +48 512 664 031.",
     "Who is my emergency contact?"),
    ("ev-u20", "ev-f22", 19, 17, 30, "zh", "sentence", "change-verb",
     "我改吃素了，现在连鱼也不吃。", "What diet do I follow?"),
]
# recall questions not in English
QUERY_LANG = {"ev-u04": "zh", "ev-u07": "lt", "ev-u16": "pl"}
recall_n = 0
for uid, fid, d, h, m, lang, fmt, kind, text, query in UPD:
    t = T(d, h, m)
    write(t, uid, USER, text, "update", "supersedes:" + fid, fact_by_id[fid][0], lang, fmt, kind,
          replaces_lang=fact_by_id[fid][1])
    recall_n += 1
    events.append({
        "t": t + RECALL_DELAY,
        "op": "search",
        "id": "ev-r%02d" % recall_n,
        "session": "chat",
        "principal": USER,
        "query": query,
        "label": "recall",
        "expect_top": uid,
        "expect_absent": [fid],
        "attribute": fact_by_id[fid][0],
        "lang": QUERY_LANG.get(uid, "en"),
        "format": "question",
        "kind": "recall",
    })

# ---------------------------------------------------------------------------
# Part 8: 8 coexist - sounds like a change, is not
# (id, keeps, day, h, m, attribute, lang, kind, text)
# ---------------------------------------------------------------------------
COEX = [
    ("ev-o01", "ev-f08", 13, 15, 0, "insurer", "pl", "offer-declined",
     "Banga Draudimas zaproponowała mi tańszą polisę na mieszkanie, ale odmówiłam – zostaję przy Švyturio draudimas."),
    ("ev-o02", "ev-u01", 14, 11, 0, "address", "en", "relative-moves",
     "My sister Ieva has just moved to Gdańsk for work. I'm staying right where I am."),
    ("ev-o03", "ev-u05", 16, 10, 0, "gp", "lt", "one-off-substitute",
     "Dr. Jankus atostogauja, tad penktadienį mane priims pavaduojanti gydytoja dr. Liutkutė – tik šį kartą."),
    ("ev-o04", "ev-u07", 17, 12, 0, "bank", "zh", "looking-but-staying",
     "我比较了几家银行的利率，不过决定还是留在 Vėtrungės bankas。"),
    ("ev-o05", "ev-u11", 18, 11, 0, "gym", "en", "closed-one-week",
     "Kopos Fit is closed this week while they redo the floors; I'll be back there next Monday."),
    ("ev-o06", "ev-u13", 19, 12, 0, "hairdresser", "en", "one-off-substitute",
     "Rasa was away today, so her colleague Dalia cut my hair, just this once."),
    ("ev-o07", "ev-u14", 20, 9, 0, "cafe", "lt", "closed-one-week",
     "„Smilga“ savaitei uždaryta remontui, tad kavą kol kas perku kioske prie stotelės – grįšiu, kai atsidarys."),
    ("ev-o08", "ev-f23", 20, 15, 0, "shoe_size", "pl", "tried-but-unchanged",
     "Przymierzyłam dziś buty w rozmiarze 40, ale były za duże – dalej noszę 39."),
]
for oid, keep, d, h, m, attr, lang, kind, text in COEX:
    write(T(d, h, m), oid, USER, text, "coexist", "keeps:" + keep, attr, lang, "sentence", kind)

# ---------------------------------------------------------------------------
# Assemble: header, sessions, then all events sorted by t (stable)
# ---------------------------------------------------------------------------
header = {
    "scenario": "ev-amber-grader-klaipeda",
    "version": 1,
    "description": ("Vaiva Kairytė, an amber inclusion grader in Klaipėda, keeps her personal facts in "
                    "agent memory over about three weeks: 24 facts, 24 low-trust contradictions, 24 look-alikes, "
                    "8 consistent writes, a burst, a flood, 20 real updates with recalls, 8 coexist writes."),
    "sources": "invented by a helper session; all people, numbers and businesses are fictional",
}

events.sort(key=lambda e: e["t"])
out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "memory.jsonl")
with open(out, "w", encoding="utf-8") as fh:
    fh.write(json.dumps(header, ensure_ascii=False) + "\n")
    for s in sessions:
        fh.write(json.dumps(s, ensure_ascii=False) + "\n")
    for e in events:
        fh.write(json.dumps(e, ensure_ascii=False) + "\n")
print("wrote %d lines" % (1 + len(sessions) + len(events)))
