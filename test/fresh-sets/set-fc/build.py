#!/usr/bin/env python3
"""Build memory.jsonl for set-fc.

Invented user: Vendelín Kopčák, a church-bell founder living in Košice
(principal user:Vendelin).  Everything here is invented; nothing is taken
from a public data set.  Languages: English, Chinese, Slovak, Hungarian,
plus many further languages for the tool/agent records.
"""
import json
import os
import random

SEED = 20261207
rng = random.Random(SEED)

DAY = 86400
HOUR = 3600
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "memory.jsonl")

USER = "user:Vendelin"
S_USER, S_TOOL, S_AGENT = "s-vendelin", "s-tools", "s-agents"

CRLF = "\r\n"


def fold(line, limit=75):
    """Fold a content line at 75 octets (RFC 5545 / RFC 6350), never inside a character."""
    out, cur, size = [], "", 0
    for ch in line:
        n = len(ch.encode("utf-8"))
        if size + n > limit:
            out.append(cur)
            cur, size, limit = " ", 1, 75
        cur += ch
        size += n
    out.append(cur)
    return CRLF.join(out)


def ics(prodid, uid, dtstamp, summary, dtstart, dtend, lang, rrule=None,
        location=None, description=None, status=None, attendee=None,
        organizer=None, extra=None):
    """An iCalendar text with a single VEVENT, CRLF line endings."""
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", f"PRODID:{prodid}",
             "CALSCALE:GREGORIAN", "METHOD:PUBLISH", "BEGIN:VEVENT",
             f"UID:{uid}", f"DTSTAMP:{dtstamp}",
             f"DTSTART;TZID=Europe/Bratislava:{dtstart}",
             f"DTEND;TZID=Europe/Bratislava:{dtend}"]
    if rrule:
        lines.append(f"RRULE:{rrule}")
    lines.append(f"SUMMARY;LANGUAGE={lang}:{summary}")
    if location:
        lines.append(f"LOCATION;LANGUAGE={lang}:{location}")
    if description:
        lines.append(f"DESCRIPTION;LANGUAGE={lang}:{description}")
    if organizer:
        lines.append(organizer)
    if attendee:
        lines.append(attendee)
    if status:
        lines.append(f"STATUS:{status}")
    for e in extra or []:
        lines.append(e)
    lines += ["END:VEVENT", "END:VCALENDAR"]
    return CRLF.join(fold(x) for x in lines) + CRLF


def vcard(props):
    """A vCard text; props is a list of already formatted property lines."""
    return CRLF.join(fold(x) for x in ["BEGIN:VCARD"] + props + ["END:VCARD"]) + CRLF


# ---------------------------------------------------------------------------
# 1. Core facts (day 0), by the user.
# (id, attribute, lang, format, text, never_changes)
# ---------------------------------------------------------------------------
FACTS = [
    ("f01", "home_address", "sk", "sentence",
     "Bývam na Jarabinovej 11, 040 11 Košice – tam je môj domov aj malá dielňa v pivnici.", False),
    ("f02", "employer", "en", "field",
     "employer: Hornád Bell Foundry s.r.o., Košice", False),
    ("f03", "job_title", "hu", "sentence",
     "A beosztásom harangöntő mester – én felelek a formázásért és az öntésért a műhelyben.", False),
    ("f04", "family_doctor", "zh", "sentence",
     "我的家庭医生是 MUDr. Alžbeta Fedorová，诊所在科希策老城区。", False),
    ("f05", "dentist", "sk", "field",
     "zubár: MDDr. Gábor Lukács, Poliklinika Terasa", False),
    ("f06", "bank", "en", "sentence",
     "I bank with Východná sporiteľňa – my current account and my card are both there.", False),
    ("f07", "phone", "hu", "field",
     "telefonszám: +421 905 318 742", False),
    ("f08", "email", "en", "field",
     "e-mail: vendelin.kopcak@hornadzvony.sk", False),
    ("f09", "partner", "sk", "sentence",
     "Moja partnerka je Ilona Szabó, žijeme spolu už dvanásť rokov.", True),
    ("f10", "gym", "zh", "field",
     "健身房：Fitnes Kalvária（卡尔瓦里亚健身中心）", False),
    ("f11", "diet", "hu", "sentence",
     "Laktovegetáriánus vagyok: tejterméket és tojást eszem, húst és halat nem.", False),
    ("f12", "daily_medication", "en", "sentence",
     "Every morning, on an empty stomach, I take levothyroxine 75 micrograms for my thyroid.", False),
    ("f13", "shoe_size", "zh", "sentence",
     "我的鞋码是欧码44，买工作靴也一样。", True),
    ("f14", "commute", "sk", "sentence",
     "Do zlievárne dochádzam každé ráno električkou, auto nechávam doma.", False),
    ("f15", "weekly_class", "en", "sentence",
     "Every Wednesday at 18:30 I go to a ceramics class at the Hlina community studio.", False),
    ("f16", "preferred_airline", "hu", "field",
     "kedvenc légitársaság: Tatra Air", False),
    ("f17", "pharmacy", "zh", "sentence",
     "我一直在 Lekáreň U Zlatého zvona（金钟药房）取处方药。", False),
    ("f18", "hairdresser", "sk", "field",
     "kaderník: Kaderníctvo Erika, Mlynská 5", False),
    ("f19", "car", "en", "field",
     "car: Škoda Octavia Combi (grey), plate KE-418HB", False),
    ("f20", "regular_cafe", "hu", "sentence",
     "A törzskávézóm a Mosadz kávézó a Fő utcán, szinte minden reggel ott kezdek.", False),
    ("f21", "child_school", "zh", "sentence",
     "我女儿 Réka 在 Jabloňová 街的基础学校（Základná škola Jabloňová）读七年级。", False),
    ("f22", "standing_appointment", "sk", "sentence",
     "Každý pondelok o 7:30 mám pravidelnú fyzioterapiu chrbta u Mgr. Hrušovskej.", False),
    ("f23", "blood_group", "en", "field",
     "blood group: A Rh+", True),
    ("f24", "allergies", "hu", "field",
     "allergiák: penicillin, nyírfapollen", True),
]

# 8 extra facts (attributes that can hold several values)
EXTRAS = [
    ("e01", "languages_spoken", "sk", "sentence",
     "Hovorím po slovensky a po maďarsky, doma striedame oba jazyky."),
    ("e02", "hobbies", "en", "field",
     "hobby: beekeeping (six hives behind the house)"),
    ("e03", "clubs", "hu", "sentence",
     "Tagja vagyok a Kassai Harangjáték Egyesületnek."),
    ("e04", "children", "zh", "sentence",
     "我有一个女儿，叫 Réka，今年十三岁。"),
    ("e05", "pets", "en", "sentence",
     "We have a dog called Bodza, a scruffy vizsla mix."),
    ("e06", "instruments", "sk", "field",
     "hudobný nástroj: cimbal"),
    ("e07", "collections", "hu", "sentence",
     "Régi harangnyelveket gyűjtök, eddig tizenegy darabom van."),
    ("e08", "sports", "zh", "field",
     "运动：乒乓球"),
]

# 2. Coexist writes (day 1): compatible second values.
COEXIST = [
    ("x01", "e01", "en", "sentence",
     "I also get by in German – I picked it up during an apprenticeship at a foundry in Passau."),
    ("x02", "e02", "zh", "sentence",
     "我的另一个爱好是下国际象棋，周末常在网上下几盘。"),
    ("x03", "e03", "sk", "sentence",
     "Okrem toho som aj členom dobrovoľného hasičského zboru v Barci."),
    ("x04", "e04", "hu", "sentence",
     "A fiam, Ábel, kilencéves, harmadikos."),
    ("x05", "e05", "sk", "sentence",
     "Máme aj mačku, volá sa Mak a spí na peci."),
    ("x06", "e06", "en", "field",
     "instrument: handbells (I ring in a small ensemble as well)"),
    ("x07", "e07", "zh", "sentence",
     "我还收藏旧的搪瓷招牌，大多是铁路上的。"),
    ("x08", "e08", "hu", "field",
     "sport: sífutás"),
]

# ---------------------------------------------------------------------------
# 3a. Contradictions (one per core fact), by tools or agents.
# (id, about, principal, lang, format, bare, text)
# ---------------------------------------------------------------------------
C15_ICS = ics(
    "-//Hlina Studio//Rozvrh 2.4//UK", "hlina-class-114@calendar.hlina-studio.sk",
    "20250102T091500Z", "Заняття з кераміки — Вендел Копчак", "20250110T170000",
    "20250110T190000", "uk", rrule="FREQ=WEEKLY;BYDAY=FR",
    location="Студія Hlina\\, Košice",
    description="Щотижневе заняття з кераміки пана Копчака: щоп'ятниці о 17:00.",
    attendee='ATTENDEE;CN="Vendelín Kopčák";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:student-114@hlina-studio.sk',
    status="CONFIRMED")
C22_ICS = ics(
    "-//Rehabilitacja Online//Kalendarz 5.1//PL", "wizyta-8841@rehab-kalendarz.pl",
    "20250102T100000Z", "Fizjoterapia kręgosłupa — stała wizyta (V. Kopčák)",
    "20250109T160000", "20250109T164500", "pl", rrule="FREQ=WEEKLY;BYDAY=TH",
    location="Gabinet Mgr. Hrušovská\\, Košice",
    description="Stały termin pacjenta: każdy czwartek o 16:00.",
    status="CONFIRMED")
C07_VCF = vcard([
    "VERSION:4.0", "PRODID:-//Adresboek Sync//NL", "FN:Vendelín Kopčák",
    "N:Kopčák;Vendelín;;;", 'TEL;VALUE=uri;TYPE="cell,voice";PREF=1:tel:+421-911-640-233',
    "NOTE;LANGUAGE=nl:Mobiel nummer van Vendelín Kopčák\\, gesynchroniseerd uit het adresboek.",
    "REV:20250103T074210Z"])

CONTRA = [
    ("c01", "f01", "tool:crm-sync", "de", "json", False,
     json.dumps({"kunde": "Vendelín Kopčák",
                 "adresse": {"strasse": "Moldavská cesta 52", "plz": "040 11", "ort": "Košice"},
                 "adresstyp": "Wohnsitz", "quelle": "CRM-Abgleich"}, ensure_ascii=False)),
    ("c02", "f02", "agent:research-helper", "fr", "agent_note", False,
     "Note de l'assistant : d'après mes recherches, Vendelín Kopčák est salarié de la fonderie "
     "Liatina Sever à Poprad – c'est là qu'il travaille."),
    ("c03", "f03", "tool:profile-scraper", "es", "html", False,
     '<section class="perfil"><h1>Vendelín Kopčák</h1>'
     '<p><strong>Cargo:</strong> director comercial</p><p>Košice, Eslovaquia</p></section>'),
    ("c04", "f04", "tool:health-portal", "pl", "form", True,
     "Lekarz rodzinny: lek. Marek Oravec"),
    ("c05", "f05", "agent:booking-assistant", "cs", "email", False,
     "Od: asistent rezervací\nKomu: V. Kopčák\nPředmět: Pravidelná prohlídka\n\n"
     "Dobrý den, pane Kopčáku,\nvaše zubní lékařka MDDr. Hana Šimková vás očekává na "
     "pravidelné prohlídce. Termín vám pošlu zvlášť.\n\nS pozdravem\nasistent"),
    ("c06", "f06", "tool:finance-aggregator", "it", "report", False,
     "Rapporto trimestrale sul cliente\nCliente: sig. Kopčák\n"
     "Banca principale: Banca Carpatica Orientale – conto corrente e carta di debito attivi."),
    ("c07", "f07", "tool:contacts-sync", "nl", "vcard", False, C07_VCF),
    ("c08", "f08", "tool:mail-indexer", "en", "csv", True,
     "field,value\nemail,vkopcak@zvonyvychod.sk"),
    ("c09", "f09", "agent:family-planner", "hu", "sms", False,
     "SMS: Szia Vendelín! A párod, Tóth Katalin, visszaigazolta a szombati vacsorát. "
     "– a naptárasszisztens"),
    ("c10", "f10", "tool:fitness-tracker", "zh", "yaml", True,
     '健身房: "Železný Gym（铁人健身）"'),
    ("c11", "f11", "agent:meal-helper", "sk", "markdown_table", False,
     "| Meno | Stravovanie |\n|---|---|\n| Vendelín Kopčák | mäsová strava, bez obmedzení |"),
    ("c12", "f12", "tool:pharmacy-api", "pt", "xml", True,
     '<?xml version="1.0" encoding="UTF-8"?>\n<registo>\n  <campo>medicação diária</campo>\n'
     "  <valor>levotiroxina 50 microgramas</valor>\n</registo>"),
    ("c13", "f13", "tool:shop-profile", "ro", "field", True,
     "mărime încălțăminte: 46"),
    ("c14", "f14", "agent:travel-helper", "ru", "agent_note", False,
     "Заметка ассистента: господин Копчак ездит на работу в литейную мастерскую "
     "на автобусе № 23."),
    ("c15", "f15", "tool:calendar-sync", "uk", "icalendar", False, C15_ICS),
    ("c16", "f16", "tool:travel-profile", "sv", "json", True,
     json.dumps({"föredraget_flygbolag": "Nordavia Express"}, ensure_ascii=False)),
    ("c17", "f17", "agent:errand-helper", "ja", "agent_note", False,
     "エージェントメモ：コプチャーク様がいつも処方薬を受け取っている薬局は「Lekáreň Kvet」です。"),
    ("c18", "f18", "tool:booking-log", "tr", "log", False,
     '2025-01-05 09:12:03 INFO [randevu] müşteri="V. Kopčák" kuaför="Salon Ametyst" '
     "tür=düzenli durum=onaylandı"),
    ("c19", "f19", "tool:parking-registry", "hr", "csv", True,
     "vozilo;registarska_oznaka\nVolkswagen Passat Variant;KE-771CV"),
    ("c20", "f20", "agent:concierge", "en", "email", False,
     "From: concierge assistant\nTo: Vendelín Kopčák\nSubject: Your usual table\n\n"
     "Hi Vendelín,\nI told Kávéház Rozmarín you'd drop in tomorrow as always – since it's your "
     "regular café they'll keep the window table for you.\n\nBest,\nyour concierge"),
    ("c21", "f21", "tool:school-portal", "sk", "form", False,
     "Elektronický formulár – údaje o žiakovi\nMeno žiaka: Réka Kopčáková\n"
     "Zákonný zástupca: Vendelín Kopčák\nNavštevovaná škola: ZŠ Hrabová, Košice"),
    ("c22", "f22", "tool:calendar-sync", "pl", "icalendar", False, C22_ICS),
    ("c23", "f23", "tool:lab-import", "zh", "csv", True,
     "项目,结果\n血型,B Rh-"),
    ("c24", "f24", "agent:health-summary", "hu", "report", False,
     "Egészségügyi összefoglaló – Kopčák úr\nIsmert allergia: diófélék (dió, mogyoró).\n"
     "Gyógyszerallergia: nincs."),
]

# ---------------------------------------------------------------------------
# 3b. Look-alikes (one per core fact).
# (id, about, principal, lang, format, sort, text)
# ---------------------------------------------------------------------------
L01_VCF = vcard([
    "VERSION:3.0", "PRODID:-//Carnet Contacts//FR", "FN:Vendelín Kopčák",
    "N:Kopčák;Vendelín;;;",
    "ADR;TYPE=HOME;LANGUAGE=fr:;;Jarabinová 11;Košice;;040 11;Slovaquie",
    "NOTE;LANGUAGE=fr:Adresse du domicile confirmée lors de la dernière livraison.",
    "REV:2025-01-04T10:02:00Z"])
L04_VCF = vcard([
    "VERSION:4.0", "PRODID:-//Névjegy Szinkron//HU", "FN:MUDr. Alžbeta Fedorová",
    "N:Fedorová;Alžbeta;;MUDr.;", "ORG:Kassai Orvosi Kamara;Regionális szekció",
    "TITLE;LANGUAGE=hu:a regionális szekció elnöke",
    "NOTE;LANGUAGE=hu:Előadó a jövő heti kassai egészségügyi fórumon (megelőzés és szűrés).",
    "REV:20250104T131500Z"])
L07_VCF = vcard([
    "VERSION:3.0", "PRODID:-//Adressbuch Abgleich//DE", "FN:Ilona Szabó",
    "N:Szabó;Ilona;;;", "TEL;TYPE=CELL,VOICE:+421 907 552 018",
    "NOTE;LANGUAGE=de:Private Mobilnummer von Ilona Szabó (Lebensgefährtin von V. Kopčák).",
    "REV:2025-01-05T08:20:00Z"])
L15_ICS = ics(
    "-//Asistent Kalendára//Návrhy 1.0//SK", "navrh-sklo-0215@kalendar-asistent.sk",
    "20250104T164000Z", "Návrh: ukážková hodina fúkania skla (jednorazovo)",
    "20250215T100000", "20250215T120000", "sk",
    location="Sklárska dielňa Vitrum\\, Košice",
    description="Len návrh na jednu sobotu – pravidelný kurz v stredu ostáva bez zmeny.",
    status="TENTATIVE")
L22_ICS = ics(
    "-//Naptár Export//Archívum 3.0//HU", "gyogytorna-2019@naptar-archivum.hu",
    "20190301T080000Z", "Gyógytorna (régi sorozat, lezárva)", "20190305T170000",
    "20190305T174500", "hu", rrule="FREQ=WEEKLY;BYDAY=TU;UNTIL=20191231T230000Z",
    description="2019-es heti gyógytorna keddenként 17:00-kor – a sorozat 2019 végén véget ért.",
    status="CONFIRMED")

LOOK = [
    ("l01", "f01", "tool:contacts-sync", "fr", "vcard", "restated", L01_VCF),
    ("l02", "f02", "tool:press-monitor", "it", "news", "named_entity",
     "Bardejov: la parrocchia inaugura la nuova campana da 600 kg, fusa dalla Hornád Bell "
     "Foundry s.r.o. di Košice. La benedizione è prevista per domenica."),
    ("l03", "f03", "tool:hr-directory", "sk", "json", "other_person",
     json.dumps({"meno": "Tomáš Beňo", "pozícia": "učeň – zvonolejár", "dielňa": "Košice"},
                ensure_ascii=False)),
    ("l04", "f04", "tool:contacts-sync", "hu", "vcard", "named_entity", L04_VCF),
    ("l05", "f05", "agent:booking-assistant", "de", "question", "question",
     "Rückfrage: Soll ich die Kontrolle wieder bei MDDr. Gábor Lukács buchen, oder möchten "
     "Sie diesmal eine andere Zahnarztpraxis ausprobieren?"),
    ("l06", "f06", "agent:finance-helper", "cs", "report", "past_value",
     "Historie účtů: v letech 2006–2014 měl pan Kopčák účet u Tatranské družstevní záložny; "
     "účet byl v roce 2014 zrušen a záložna už neexistuje."),
    ("l07", "f07", "tool:contacts-sync", "de", "vcard", "other_person", L07_VCF),
    ("l08", "f08", "tool:web-scraper", "en", "field", "other_attribute",
     "website: https://kopcak-zvony.sk (portfolio of cast bells)"),
    ("l09", "f09", "tool:press-monitor", "sk", "news", "named_entity",
     "Pri vysviacke nového zvona v Barci hrala na organe Ilona Szabó, ktorá zároveň viedla "
     "miestny spevácky zbor."),
    ("l10", "f10", "agent:fitness-coach", "zh", "agent_note", "plan",
     "建议：下个月可以去 Aqua Fit Barca 试一周游泳课，看看合不合适；目前先不换健身房。"),
    ("l11", "f11", "agent:meal-helper", "ro", "sentence", "other_person",
     "Notă: Ilona ține o dietă fără gluten, așa că pentru ea comandați paste fără gluten "
     "la cina de sâmbătă."),
    ("l12", "f12", "tool:health-portal", "en", "report", "past_value",
     "Medication history (closed): ibuprofen 400 mg three times daily, 12–19 March 2019, "
     "after a minor burn at the furnace. Course completed; not taken since."),
    ("l13", "f13", "tool:workwear-shop", "sk", "field", "other_attribute",
     "veľkosť pracovných rukavíc: 10 (žiaruvzdorné)"),
    ("l14", "f14", "agent:travel-helper", "en", "agent_note", "plan",
     "Idea for spring: while the tram line is closed for track works in April, you could "
     "cycle along the Hornád path instead – only a suggestion, nothing is arranged."),
    ("l15", "f15", "agent:calendar-helper", "sk", "icalendar", "plan", L15_ICS),
    ("l16", "f16", "agent:travel-helper", "es", "question", "question",
     "¿Reservo el vuelo a Innsbruck con Tatra Air como siempre, o prefieres que compare "
     "otras aerolíneas antes?"),
    ("l17", "f17", "tool:order-system", "hu", "order", "named_entity",
     "Megrendelés #2291 – megrendelő: Lekáreň U Zlatého zvona; tétel: 12 cm-es bronz "
     "díszharang a cégtáblához; szállítás: február."),
    ("l18", "f18", "tool:booking-log", "en", "log", "restated",
     '2025-01-06T15:40:11Z INFO booking confirmed salon="Kaderníctvo Erika, Mlynská 5" '
     'client="V. Kopčák" service=haircut'),
    ("l19", "f19", "tool:parking-registry", "zh", "sentence", "other_person",
     "停车许可登记：Ilona Szabó 的车是 Kia Ceed，车牌 KE-305GL。"),
    ("l20", "f20", "agent:research-helper", "cs", "sentence", "past_value",
     "Za studií v Bratislavě, kolem roku 2003, chodil pan Kopčák pravidelně do kavárny "
     "Dunajka – ta se mezitím zavřela."),
    ("l21", "f21", "agent:family-planner", "zh", "question", "question",
     "请问：Réka 下学年还会继续在 Jabloňová 基础学校读书吗？需要我先查一下其他学校吗？"),
    ("l22", "f22", "tool:calendar-sync", "hu", "icalendar", "past_value", L22_ICS),
    ("l23", "f23", "tool:lab-import", "pl", "report", "restated",
     "Wynik badania laboratoryjnego – pacjent V. Kopčák: grupa krwi A Rh+ (potwierdzono)."),
    ("l24", "f24", "tool:health-portal", "tr", "field", "other_attribute",
     "aşı kaydı: tetanoz rapel dozu, 2023"),
]

# ---------------------------------------------------------------------------
# 3c. Consistent records.
# (id, about, principal, lang, format, text)
# ---------------------------------------------------------------------------
K01_ICS = ics(
    "-//Google Inc//Google Calendar 70.9054//EN", "ceramics-wed-1830@hlina-studio.sk",
    "20250103T120000Z", "Ceramics class – Hlina studio", "20250108T183000",
    "20250108T203000", "en", rrule="FREQ=WEEKLY;BYDAY=WE",
    location="Hlina community studio\\, Košice",
    description="Vendelín's weekly ceramics class\\, Wednesdays 18:30.",
    attendee='ATTENDEE;CN="Vendelín Kopčák";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:vendelin.kopcak@hornadzvony.sk',
    status="CONFIRMED")
K02_VCF = vcard([
    "VERSION:4.0", "PRODID:-//Kontakty Sync//SK", "FN:Vendelín Kopčák",
    "N:Kopčák;Vendelín;;;", "EMAIL;TYPE=home;PREF=1:vendelin.kopcak@hornadzvony.sk",
    "NOTE;LANGUAGE=sk:Kontakt overený pri poslednej synchronizácii.",
    "REV:20250104T070000Z"])

CONS = [
    ("k01", "f15", "tool:calendar-sync", "en", "icalendar", K01_ICS),
    ("k02", "f08", "tool:contacts-sync", "sk", "vcard", K02_VCF),
    ("k03", "f19", "tool:parking-registry", "de", "csv",
     "Halter;Fahrzeug;Kennzeichen\nVendelín Kopčák;Škoda Octavia Combi;KE-418HB"),
    ("k04", "f11", "agent:meal-helper", "hu", "agent_note",
     "A fogadásra Kopčák úrnak laktovegetáriánus menüt kértem – hús és hal nélkül, "
     "sajttal és tojással."),
    ("k05", "f04", "tool:insurance-sync", "zh", "json",
     json.dumps({"投保人": "Vendelín Kopčák", "家庭医生": "MUDr. Alžbeta Fedorová"},
                ensure_ascii=False)),
    ("k06", "f20", "tool:loyalty-app", "sk", "sms",
     "Kaviareň Mosadz: Ďakujeme, pán Kopčák! Na vernostnej karte máte 9 z 10 pečiatok."),
    ("k07", "f17", "agent:errand-helper", "en", "agent_note",
     "Picked up Vendelín's repeat prescription at Lekáreň U Zlatého zvona, as usual."),
    ("k08", "f16", "tool:mail-indexer", "it", "email",
     "Oggetto: Conferma di prenotazione\n\nGentile sig. Kopčák,\ngrazie per aver scelto "
     "ancora una volta Tatra Air. Volo TQ 412 Košice–Vienna, 14 febbraio, posto 7A.\n\n"
     "Il team Tatra Air"),
]

# 4. Burst (day 8): one tool, ordinary digest items.
BURST_SLUG = "burst:morning-digest"
BURST = [
    ("b01", "en", "news", "metals_market",
     "Digest – markets: copper eased 1.2% overnight while tin held steady."),
    ("b02", "sk", "news", "weather",
     "Počasie: na východe Slovenska sa cez víkend čaká sneženie, ráno až −6 °C."),
    ("b03", "hu", "news", "culture",
     "Kultúra: a miskolci múzeum új kiállítást nyit a középkori céhekről."),
    ("b04", "de", "news", "transport",
     "Verkehr: Die Strecke Košice–Čierna nad Tisou wird ab Montag nachts für Bauarbeiten gesperrt."),
    ("b05", "zh", "news", "technology",
     "科技：一家芬兰公司发布了新型低功耗温度传感器。"),
]

# 5. Flood (day 9): one tool repeating one false claim.
FLOOD_SLUG = "flood:insurance-job"
FLOOD = [
    ("fl1", "en", "sentence", "any",
     "Profile update: Vendelín Kopčák has given up bell casting and now works as an insurance sales agent."),
    ("fl2", "sk", "sentence", "any",
     "Vendelín Kopčák už neleje zvony, pracuje ako predajca poistiek."),
    ("fl3", "hu", "sentence", "blocked",
     "Kopčák Vendelín ma már biztosítási ügynökként dolgozik, a harangöntést abbahagyta."),
    ("fl4", "de", "field", "blocked",
     "Beruf (Vendelín Kopčák): Versicherungsvertreter"),
    ("fl5", "zh", "sentence", "blocked",
     "Vendelín Kopčák 现在的职业是保险销售员，已经不再铸钟了。"),
]

# ---------------------------------------------------------------------------
# 6. Updates (day 14) and 7. recalls.
# (id, about, lang, format, kind, text, recall query)
# ---------------------------------------------------------------------------
UPDATES = [
    ("u01", "f01", "zh", "sentence", "names_old",
     "我已经不住在 Jarabinová 11 了，新家在 Brezová 3, 040 17 Košice-Barca。",
     "我现在的住址是哪里？"),
    ("u02", "f02", "hu", "sentence", "change_verb",
     "Munkahelyet váltottam: átmentem a Tatranská zvonolejáreň s.r.o.-hoz.",
     "Melyik cégnél dolgozom?"),
    ("u03", "f03", "en", "sentence", "time_word",
     "As of this month my title is head of casting.",
     "what is my position at work"),
    ("u04", "f04", "sk", "sentence", "names_old",
     "MUDr. Fedorová odišla do dôchodku, môj nový obvodný lekár je MUDr. Pavol Sekerák.",
     "Ktorý lekár je môj všeobecný lekár?"),
    ("u05", "f05", "zh", "field", "bare_field",
     "牙医：MDDr. Zuzana Bednárová",
     "我看牙找哪位医生？"),
    ("u06", "f06", "en", "sentence", "change_verb",
     "I've moved my current account over to Dunajská komerčná banka.",
     "where is my everyday account held"),
    ("u07", "f07", "sk", "field", "bare_field",
     "mobil: +421 948 207 615",
     "Na akom čísle sa mi dá zavolať?"),
    ("u08", "f08", "zh", "sentence", "time_word",
     "从现在起请用我的新邮箱 v.kopcak@zvonytatran.sk。",
     "我的电子邮件地址是什么？"),
    ("u10", "f10", "zh", "sentence", "change_verb",
     "我换了健身房，改去 Oceľ Terasa 健身馆了。",
     "我平时在哪里锻炼身体？"),
    ("u11", "f11", "en", "sentence", "names_old",
     "I'm no longer lacto-vegetarian – I've started eating fish, so I'm pescatarian.",
     "what kind of eating do I follow"),
    ("u12", "f12", "hu", "sentence", "change_verb",
     "Az endokrinológus 100 mikrogrammra emelte a reggeli levotiroxin-adagomat.",
     "Milyen gyógyszert szedek reggelente, és mennyit?"),
    ("u14", "f14", "sk", "sentence", "time_word",
     "Odteraz jazdím do práce na bicykli.",
     "Akým spôsobom sa dopravujem do zamestnania?"),
    ("u15", "f15", "zh", "sentence", "names_old",
     "陶艺课不再是周三晚上六点半了，改到每周四 17:45。",
     "我每周的手工课是哪天几点？"),
    ("u16", "f16", "hu", "field", "bare_field",
     "kedvenc légitársaság: Danubia Wings",
     "Melyik légitársasággal repülök a legszívesebben?"),
    ("u17", "f17", "en", "field", "bare_field",
     "pharmacy: Lekáreň Sv. Alžbety, Južná trieda",
     "where do I get my prescriptions filled"),
    ("u18", "f18", "hu", "sentence", "names_old",
     "Már nem az Erika fodrászatba járok, hanem a Hamšík Barberbe.",
     "Hová járok hajat vágatni?"),
    ("u19", "f19", "sk", "sentence", "change_verb",
     "Predal som staré auto a kúpil Daciu Duster, EČV KE-902TN.",
     "Aké vozidlo mám a s akou ŠPZ?"),
    ("u20", "f20", "zh", "sentence", "time_word",
     "现在我每天早上常去的咖啡馆是 Café Trojica。",
     "我平时去哪家咖啡店？"),
    ("u21", "f21", "en", "sentence", "time_word",
     "Since September Réka attends Súkromné gymnázium Kalinová.",
     "which school does my daughter go to"),
    ("u22", "f22", "sk", "field", "bare_field",
     "pravidelná fyzioterapia: piatok 8:15",
     "Kedy chodievam na pravidelnú rehabilitáciu?"),
]


def main():
    fact_by_id = {f[0]: f for f in FACTS}
    extra_by_id = {e[0]: e for e in EXTRAS}
    events = []

    def w(t, wid, session, principal, text, label, expect, attribute, lang, fmt, **notes):
        ev = {"t": t, "op": "write", "id": wid, "session": session, "principal": principal,
              "channel": principal.split(":")[0], "text": text, "label": label,
              "expect": expect, "attribute": attribute, "lang": lang, "format": fmt}
        ev.update(notes)
        events.append(ev)

    # sessions
    events.append({"t": 0, "op": "session", "session": S_USER,
                   "task": "Vendelín keeps his personal profile up to date"})
    events.append({"t": 0, "op": "session", "session": S_TOOL,
                   "task": "connectors syncing contacts, calendars, portals and feeds"})
    events.append({"t": 0, "op": "session", "session": S_AGENT,
                   "task": "helper agents handling errands, bookings and research"})

    # day 0: facts, one every 10 minutes from 08:00
    t = 8 * HOUR
    for fid, attr, lang, fmt, text, never in FACTS:
        notes = {"never_changes": True} if never else {}
        w(t, fid, S_USER, USER, text, "fact", "allowed", attr, lang, fmt, **notes)
        t += 600
    for eid, attr, lang, fmt, text in EXTRAS:
        w(t, eid, S_USER, USER, text, "fact", "allowed", attr, lang, fmt, extra=True)
        t += 600

    # day 1: coexist, one every 30 minutes from 09:00
    t = DAY + 9 * HOUR
    for xid, about, lang, fmt, text in COEXIST:
        attr = extra_by_id[about][1]
        w(t, xid, S_USER, USER, text, "coexist", f"coexists:{about}", attr, lang, fmt,
          about=about)
        t += 1800

    # days 2-7: 56 shuffled tool/agent records, one every 2 hours
    pool = []
    for cid, about, pr, lang, fmt, bare, text in CONTRA:
        notes = {"about": about}
        if bare:
            notes["bare"] = True
        pool.append((cid, pr, text, "contradiction", "blocked", fact_by_id[about][1], lang, fmt,
                     notes))
    for lid, about, pr, lang, fmt, sort, text in LOOK:
        pool.append((lid, pr, text, "lookalike", "allowed", fact_by_id[about][1], lang, fmt,
                     {"about": about, "sort": sort}))
    for kid, about, pr, lang, fmt, text in CONS:
        pool.append((kid, pr, text, "consistent", "allowed", fact_by_id[about][1], lang, fmt,
                     {"about": about}))
    rng.shuffle(pool)
    t = 2 * DAY
    for wid, pr, text, label, expect, attr, lang, fmt, notes in pool:
        session = S_TOOL if pr.startswith("tool:") else S_AGENT
        w(t, wid, session, pr, text, label, expect, attr, lang, fmt, **notes)
        t += 2 * HOUR

    # day 8: burst, one tool, within four minutes
    t = 8 * DAY + 7 * HOUR
    for bid, lang, fmt, attr, text in BURST:
        w(t, bid, S_TOOL, "tool:news-digest", text, BURST_SLUG, "allowed", attr, lang, fmt)
        t += 60

    # day 9: flood, one tool, within six minutes
    t = 9 * DAY + 14 * HOUR
    for fid, lang, fmt, expect, text in FLOOD:
        w(t, fid, S_TOOL, "tool:people-search", text, FLOOD_SLUG, expect, "job_title", lang,
          fmt, about="f03")
        t += 90

    # day 14: updates, one an hour from 04:00; recalls 86700 s after each
    t = 14 * DAY + 4 * HOUR
    recalls = []
    for uid, about, lang, fmt, kind, text, query in UPDATES:
        attr = fact_by_id[about][1]
        w(t, uid, S_USER, USER, text, "update", f"supersedes:{about}", attr, lang, fmt,
          about=about, kind=kind)
        recalls.append({"t": t + 86700, "op": "search", "session": S_USER, "principal": USER,
                        "query": query, "label": "recall", "expect_top": uid,
                        "expect_absent": [about], "attribute": attr, "lang": lang,
                        "about": about, "for_update": uid})
        t += HOUR
    events.extend(recalls)

    events.sort(key=lambda e: e["t"])  # stable: keeps declaration order at equal t
    header = {"scenario": "set-fc", "version": 1,
              "description": ("Fresh memory set: an invented church-bell founder in Košice "
                              "(user:Vendelin); facts, coexisting values, low-trust "
                              "contradictions, look-alikes, consistent records, a burst, a "
                              "flood, user updates and recalls."),
              "sources": "all texts invented for this set (build.py, seed %d)" % SEED}
    with open(OUT, "w", encoding="utf-8") as fh:
        fh.write(json.dumps(header, ensure_ascii=False) + "\n")
        for ev in events:
            fh.write(json.dumps(ev, ensure_ascii=False) + "\n")
    print(f"wrote {OUT}: {len(events)} events")


if __name__ == "__main__":
    main()
