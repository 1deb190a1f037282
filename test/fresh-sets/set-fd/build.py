#!/usr/bin/env python3
"""Build memory.jsonl for set-fd.

One invented user: Audrius Verbickas, a tugboat pilot living in Klaipėda.
All people, firms, addresses, numbers and mailboxes below are invented.
Languages of the user: English, Chinese, Lithuanian, Polish.
"""
import json
import os
import random

SEED = 20261207
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "memory.jsonl")

DAY = 86400
HOUR = 3600
USER = "user:Audrius"
S_USER, S_TOOL, S_AGENT = "s-user", "s-tools", "s-agents"


def crlf(s):
    """Real calendar/contact exports use CRLF line ends."""
    return s.strip("\n").replace("\n", "\r\n") + "\r\n"


# ---------------------------------------------------------------------------
# Day 0: 24 core facts (id, attribute, lang, format, text, never_changes)
# ---------------------------------------------------------------------------
CORE = [
    ("f01", "home_address", "en", "sentence",
     "I live at Smiltelės g. 19, flat 8, LT-94254 Klaipėda — third floor, and from the kitchen I can see the cranes.", False),
    ("f02", "employer", "lt", "sentence",
     "Dirbu UAB „Kuršių vilkikai“ – tai uosto buksyravimo bendrovė, kurioje esu jau devinti metai.", False),
    ("f03", "job_title", "en", "field",
     "job title: Senior Tug Pilot (harbour towage)", False),
    ("f04", "family_doctor", "zh", "sentence",
     "我的家庭医生是 Rasa Mockutė 医生，在 Melnragė 家庭诊所看病。", False),
    ("f05", "dentist", "en", "vcard",
     "My dentist — pasting the card her clinic sent me:\n"
     "BEGIN:VCARD\n"
     "VERSION:3.0\n"
     "N:Barzdienė;Lina;;Dr.;\n"
     "FN:Dr. Lina Barzdienė\n"
     "ORG:Odontologijos studija „Gintarė“\n"
     "TITLE:Gydytoja odontologė\n"
     "TEL;TYPE=WORK,VOICE:+370 46 312 775\n"
     "ADR;TYPE=WORK:;;Tiltų g. 9;Klaipėda;;LT-91246;Lithuania\n"
     "END:VCARD", False),
    ("f06", "bank", "pl", "sentence",
     "Konto osobiste i kartę mam w Marių banku – tam też co miesiąc wpływa moja pensja.", False),
    ("f07", "phone", "en", "field",
     "mobile: +370 612 48 305", False),
    ("f08", "email", "lt", "field",
     "el. paštas: audrius.verbickas@bangapastas.lt", False),
    ("f09", "partner", "zh", "sentence",
     "我的伴侣是 Justyna Malinowska，她是波兰人，在港口一家物流公司上班。", True),
    ("f10", "gym", "pl", "field",
     "siłownia: klub sportowy „Inkaras”, Naujoji Uosto g. 6", False),
    ("f11", "diet", "en", "sentence",
     "I eat pescatarian: fish and eggs are fine, but no meat at all.", False),
    ("f12", "daily_medication", "lt", "sentence",
     "Kiekvieną rytą, pusvalandį prieš pusryčius, išgeriu levotiroksino 75 µg tabletę.", False),
    ("f13", "shoe_size", "zh", "field",
     "鞋码：欧码 44", True),
    ("f14", "commute", "en", "sentence",
     "I cycle to the tug base at Malkų įlanka for every shift, about twenty minutes along the harbour road.", False),
    ("f15", "weekly_class", "pl", "sentence",
     "W każdą środę o 18:30 chodzę na zajęcia z ceramiki do pracowni „Molio namai”.", False),
    ("f16", "preferred_airline", "en", "field",
     "preferred airline: airBaltic, flying out of Palanga", False),
    ("f17", "pharmacy", "zh", "sentence",
     "我一般在 H. Manto 街上的 Švyturio vaistinė 药店取药。", False),
    ("f18", "hairdresser", "lt", "field",
     "kirpėjas: Darius, kirpykla „Bangos“, Turgaus g. 3", False),
    ("f19", "car", "en", "field",
     "car: Škoda Octavia Combi, dark green — plate KLP 417", False),
    ("f20", "regular_cafe", "pl", "sentence",
     "Moja stała kawiarnia to „Kapitono kampas” przy porcie; piję tam kawę przed każdą zmianą.", False),
    ("f21", "child_school", "en", "sentence",
     "Our daughter Emilija is in 5th grade at Pamario progimnazija.", False),
    ("f22", "standing_appointment", "en", "icalendar",
     "My standing Friday physio, copied straight out of my calendar:\n"
     "BEGIN:VEVENT\n"
     "UID:physio-weekly-0193@judesys.lt\n"
     "DTSTART;TZID=Europe/Vilnius:20250103T160000\n"
     "DTEND;TZID=Europe/Vilnius:20250103T165000\n"
     "RRULE:FREQ=WEEKLY;BYDAY=FR\n"
     "SUMMARY:Kineziterapija – pečiai (Audrius)\n"
     "LOCATION:Kineziterapijos centras „Judesys“\\, Liepų g. 12\\, Klaipėda\n"
     "END:VEVENT", False),
    ("f23", "blood_group", "zh", "field",
     "血型：A 型，Rh 阳性", True),
    ("f24", "allergies", "lt", "sentence",
     "Esu alergiškas penicilinui – nuo jo išberia odą ir tinsta gerklė.", True),
]

# 8 extra facts with attributes that can hold several values
EXTRA = [
    ("x01", "languages_spoken", "en", "sentence",
     "Languages I speak: Lithuanian (native), Russian, and English — English is what we use on the VHF."),
    ("x02", "hobbies", "lt", "sentence",
     "Mano pomėgis – žiemą poledinė žvejyba Kuršių mariose."),
    ("x03", "clubs", "pl", "sentence",
     "Jestem członkiem klubu jachtowego „Vėtrungė” w Kłajpedzie."),
    ("x04", "children", "zh", "sentence",
     "我有一个女儿，叫 Emilija，今年 11 岁。"),
    ("x05", "pets", "en", "field",
     "pet: cat — Bocmanas, grey, seven years old"),
    ("x06", "instruments", "lt", "sentence",
     "Groju lūpine armonikėle, dažniausiai per ilgas budėjimo naktis."),
    ("x07", "licences", "en", "field",
     "licences held: tug master's certificate (Klaipėda harbour towage); GMDSS general operator certificate"),
    ("x08", "volunteering", "pl", "sentence",
     "Jako wolontariusz działam w ratownictwie morskim – mam dyżury na stacji w Smiltynė."),
]

# Day 1: compatible second values (id, extra id, lang, format, text)
COEXIST = [
    ("c01", "x01", "zh", "sentence",
     "我也会说波兰语，和 Justyna 的家人日常聊天没有问题。"),
    ("c02", "x02", "en", "sentence",
     "Another hobby: I restore old Soviet-era ship radios in the garage."),
    ("c03", "x03", "lt", "sentence",
     "Be to, esu Klaipėdos šachmatų klubo „Rikis“ narys."),
    ("c04", "x04", "pl", "sentence",
     "Mamy też syna – Jokūbas ma sześć lat."),
    ("c05", "x05", "lt", "field",
     "augintinis: taksas Kuršis"),
    ("c06", "x06", "en", "sentence",
     "I also play the kanklės — a handful of songs, not very well."),
    ("c07", "x07", "zh", "sentence",
     "另外我还持有休闲小艇驾驶执照。"),
    ("c08", "x08", "en", "sentence",
     "On weekends I also volunteer at the maritime museum, showing school groups around the old tugs."),
]

# ---------------------------------------------------------------------------
# Days 2-7: contradictions (blocked). (id, about, principal, lang, format, bare, text)
# ---------------------------------------------------------------------------
CONTRA = [
    ("k01", "f01", "tool:mail_parser", "de", "email", False,
     "Von: kundenservice@bernsteinversand.de\n"
     "An: audrius.verbickas@bangapastas.lt\n"
     "Betreff: Zustellung Ihrer Bestellung 58213\n\n"
     "Sehr geehrter Herr Verbickas,\n\n"
     "Ihre Bestellung wird morgen zwischen 9 und 13 Uhr an Ihre Wohnanschrift geliefert:\n"
     "Minijos g. 88-3, LT-93234 Klaipėda\n\n"
     "Mit freundlichen Grüßen\nIhr Versandteam"),
    ("k02", "f02", "agent:research_helper", "lv", "report", False,
     "Pārskats par kontaktpersonu\n"
     "Vārds: Audrius Verbickas\n"
     "Darba devējs: SIA „Baltijas Velkoņu Serviss”, Liepāja\n"
     "Avots: nozares kontaktu katalogs\n"
     "Secinājums: kontaktpersona strādā Latvijas ostas velkoņu uzņēmumā."),
    ("k03", "f03", "tool:contacts_sync", "ru", "vcard", False,
     crlf("BEGIN:VCARD\n"
          "VERSION:3.0\n"
          "N:Вербицкас;Аудрюс;;;\n"
          "FN:Аудрюс Вербицкас\n"
          "ORG:Kuršių vilkikai\n"
          "TITLE;LANGUAGE=ru:Диспетчер по движению судов\n"
          "TEL;TYPE=CELL:+370 612 48 305\n"
          "NOTE;LANGUAGE=ru:Источник: справочник сотрудников порта\n"
          "END:VCARD")),
    ("k04", "f04", "tool:crm_sync", "fi", "json", False,
     json.dumps({"asiakas": "Audrius Verbickas", "kaupunki": "Klaipėda",
                 "omalääkäri": "Dr. Vaidas Jurkus",
                 "terveysasema": "Baltijos šeimos klinika",
                 "päivitetty": "2025-01-05"}, ensure_ascii=False)),
    ("k05", "f05", "tool:sms_gateway", "pl", "sms", False,
     "SMS od: GABINET PERLA\n"
     "Panie Audriusie, przypominamy o kontroli u Pana stałego stomatologa, dr. Marka Żurawskiego, "
     "14.01 o 10:20. Odpisz TAK, aby potwierdzić."),
    ("k06", "f06", "tool:bank_feed", "et", "yaml", True,
     "---\npank: Jūrininkų Taupomasis Bankas\n"),
    ("k07", "f07", "tool:contacts_export", "lt", "csv", True,
     "laukas,reikšmė\ntelefono_nr,+370 698 21 774"),
    ("k08", "f08", "tool:crm_sync", "sv", "json", True,
     json.dumps({"e-postadress": "verbickas.a@jurapastas.lt"}, ensure_ascii=False)),
    ("k09", "f09", "agent:household", "zh", "agent_note", False,
     "助手备注：Audrius 的伴侣是 Agnė Petrauskienė，两人同住，家里的事可以直接联系她。"),
    ("k10", "f10", "tool:form_reader", "nl", "form", True,
     "FORMULIER\nSportschool: [ FitLinija, Taikos pr. 139 ]"),
    ("k11", "f11", "tool:web_scraper", "es", "html", False,
     "<div class=\"perfil\"><h3>Preferencias del cliente</h3>"
     "<p>El cliente, Audrius Verbickas, sigue una <strong>dieta vegana estricta</strong>: "
     "nada de pescado, huevos ni lácteos.</p></div>"),
    ("k12", "f12", "tool:pharmacy_api", "en", "log", False,
     "2025-01-06T07:41:09Z INFO rx-sync patient=\"Verbickas, Audrius\" "
     "active_daily_medication=\"levothyroxine 125 mcg, 1 tab every morning\" source=e-prescription"),
    ("k13", "f13", "tool:shop_profile", "fr", "markdown_table", True,
     "| Champ | Valeur |\n|---|---|\n| Pointure | 41 |"),
    ("k14", "f14", "agent:scheduler", "it", "agent_note", False,
     "Nota dell'agente: il comandante Verbickas raggiunge ogni giorno la base dei rimorchiatori "
     "con l'autobus numero 8; calcolo i tempi di viaggio su questa base."),
    ("k15", "f15", "tool:calendar_import", "uk", "icalendar", False,
     crlf("BEGIN:VCALENDAR\n"
          "VERSION:2.0\n"
          "PRODID:-//Molio namai//Rozklad//UK\n"
          "BEGIN:VEVENT\n"
          "UID:keramika-aud-77@molionamai.lt\n"
          "DTSTAMP:20250105T120000Z\n"
          "DTSTART;TZID=Europe/Vilnius:20250109T170000\n"
          "DTEND;TZID=Europe/Vilnius:20250109T183000\n"
          "RRULE:FREQ=WEEKLY;BYDAY=TH\n"
          "SUMMARY;LANGUAGE=uk:Щотижневе заняття з кераміки — Аудрюс Вербицкас\n"
          "DESCRIPTION;LANGUAGE=uk:Постійна група Аудрюса: щочетверга о 17:00.\n"
          "END:VEVENT\n"
          "END:VCALENDAR")),
    ("k16", "f16", "agent:travel_planner", "da", "json", False,
     json.dumps({"rejsende": "Audrius Verbickas",
                 "foretrukket_flyselskab": "Wizz Air",
                 "note": "Kunden vælger altid Wizz Air fra Vilnius."}, ensure_ascii=False)),
    ("k17", "f17", "tool:form_reader", "pt", "form", False,
     "FORMULÁRIO DE CLIENTE\n"
     "Nome: Audrius Verbickas\n"
     "Farmácia habitual: Gintarinė vaistinė, Taikos pr. 61, Klaipėda\n"
     "Assinatura: [x]"),
    ("k18", "f18", "tool:crm_sync", "nb", "csv", True,
     "felt;verdi\nfrisør;Salong Vilnis, Rūtos g. 4"),
    ("k19", "f19", "tool:registry_lookup", "cs", "yaml", True,
     "vozidlo: Toyota Corolla Touring Sports\nregistracni_znacka: HBN 092\n"),
    ("k20", "f20", "tool:sms_gateway", "en", "sms", False,
     "SMS from SVYTURELIS: Hi Audrius, thanks for making Kavinė Švyturėlis your regular morning stop! "
     "Your card now has 9/10 stamps."),
    ("k21", "f21", "tool:mail_parser", "lt", "email", False,
     "Nuo: rastine@kopuprogimnazija.lt\n"
     "Kam: audrius.verbickas@bangapastas.lt\n"
     "Tema: Tėvų susirinkimas\n\n"
     "Gerb. p. Verbickai,\n"
     "primename, kad Jūsų dukros Emilijos, Kopų progimnazijos 5b klasės mokinės, "
     "tėvų susirinkimas vyks sausio 16 d. 18 val. mokyklos salėje.\n\n"
     "Kopų progimnazijos raštinė"),
    ("k22", "f22", "tool:calendar_import", "pl", "icalendar", False,
     crlf("BEGIN:VCALENDAR\n"
          "VERSION:2.0\n"
          "PRODID:-//Judesys//Rejestracja//PL\n"
          "BEGIN:VEVENT\n"
          "UID:fizjo-stala-2291@judesys.lt\n"
          "DTSTAMP:20250104T081500Z\n"
          "DTSTART;TZID=Europe/Vilnius:20250107T080000\n"
          "DTEND;TZID=Europe/Vilnius:20250107T085000\n"
          "RRULE:FREQ=WEEKLY;BYDAY=TU\n"
          "SUMMARY;LANGUAGE=pl:Stała wizyta – fizjoterapia (Audrius Verbickas)\n"
          "LOCATION:Kineziterapijos centras „Judesys“\\, Liepų g. 12\\, Klaipėda\n"
          "END:VEVENT\n"
          "END:VCALENDAR")),
    ("k23", "f23", "tool:ehr_export", "hu", "xml", True,
     "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<rekord>\n  <vércsoport>0 Rh-</vércsoport>\n</rekord>"),
    ("k24", "f24", "tool:contacts_sync", "zh", "vcard", False,
     crlf("BEGIN:VCARD\n"
          "VERSION:4.0\n"
          "FN:Audrius Verbickas\n"
          "N:Verbickas;Audrius;;;\n"
          "TEL;TYPE=cell;VALUE=uri:tel:+370-612-48305\n"
          "NOTE;LANGUAGE=zh:过敏史：无已知药物过敏。\n"
          "END:VCARD")),
]

# Look-alikes (allowed). (id, about, sort, principal, lang, format, text)
LOOK = [
    ("l01", "f01", "other_person", "tool:contacts_sync", "lt", "vcard",
     crlf("BEGIN:VCARD\n"
          "VERSION:4.0\n"
          "FN:Mindaugas Verbickas\n"
          "N:Verbickas;Mindaugas;;;\n"
          "ADR;TYPE=home;LABEL=\"Žirmūnų g. 140-22, Vilnius\":;;Žirmūnų g. 140-22;Vilnius;;LT-09120;Lietuva\n"
          "TEL;TYPE=cell:+370 686 30 442\n"
          "NOTE;LANGUAGE=lt:Audriaus brolis\n"
          "END:VCARD")),
    ("l02", "f02", "named_entity", "tool:port_roster", "lt", "log",
     "2025-01-04 06:12:30 UOSTAS vilkikas „Kopa“ (valdytojas UAB „Kuršių vilkikai“) "
     "atlydėjo ro-ro laivą prie 7 krantinės; operacija baigta be pastabų"),
    ("l03", "f03", "other_person", "tool:mail_parser", "pl", "email",
     "Od: kadry@bursztynlogistyka.lt\n"
     "Do: justyna.malinowska@bursztynlogistyka.lt\n"
     "Temat: Potwierdzenie stanowiska\n\n"
     "Pani Justyno,\n"
     "potwierdzamy, że od 1 lutego Pani stanowisko to: starsza koordynatorka logistyki morskiej.\n\n"
     "Dział kadr"),
    ("l04", "f04", "past_value", "agent:health_assistant", "en", "report",
     "Health history summary — Audrius Verbickas\n"
     "- 2004–2012, while he lived in Šiauliai: registered with family doctor Dr. Algis Rimkus.\n"
     "- After the move to Klaipėda in 2012 he registered with a local practice (see current record).\n"
     "No action needed."),
    ("l05", "f05", "plan", "agent:health_assistant", "zh", "agent_note",
     "助手建议（尚未决定）：如果 Barzdienė 医生春天休假，洗牙可以临时考虑去 Perla 牙科诊所——"
     "这只是备选方案，需要 Audrius 确认。"),
    ("l06", "f06", "named_entity", "tool:news_feed", "de", "html",
     "<article><h2>Marių bankas eröffnet Filiale in Palanga</h2>"
     "<p>Die Regionalbank Marių bankas hat am Montag eine neue Filiale in der Vytauto g. eröffnet; "
     "geplant sind zwei Geldautomaten und ein Beratungsschalter.</p></article>"),
    ("l07", "f07", "other_attribute", "tool:port_roster", "ru", "log",
     "[2025-01-05 22:40] РАДИО буксир «Kopa», капитан А. Вербицкас: рабочий канал УКВ 12, позывной LYKP"),
    ("l08", "f08", "question", "agent:scheduler", "en", "agent_note",
     "Open question for Audrius: should the new shift roster go to audrius.verbickas@bangapastas.lt, "
     "or would the port rather send it to a company mailbox? Waiting for his answer."),
    ("l09", "f09", "other_person", "agent:household", "lt", "agent_note",
     "Pastaba: kolegos Mariaus Kazlausko partnerė yra Indrė, ji dirba jūrininkų ligoninėje. "
     "Kvietimas į Mariaus jubiliejų skirtas jiems abiem."),
    ("l10", "f10", "plan", "tool:calendar_import", "pl", "icalendar",
     crlf("BEGIN:VCALENDAR\n"
          "VERSION:2.0\n"
          "PRODID:-//Banga Fit//Grafik//PL\n"
          "BEGIN:VEVENT\n"
          "UID:trial-4471@bangafit.lt\n"
          "DTSTAMP:20250106T101500Z\n"
          "DTSTART;TZID=Europe/Vilnius:20250111T100000\n"
          "DTEND;TZID=Europe/Vilnius:20250111T110000\n"
          "STATUS:TENTATIVE\n"
          "SUMMARY;LANGUAGE=pl:Propozycja: bezpłatny trening próbny w Banga Fit\n"
          "DESCRIPTION;LANGUAGE=pl:Zaproszenie do rozważenia – nic nie zostało zarezerwowane na stałe.\n"
          "END:VEVENT\n"
          "END:VCALENDAR")),
    ("l11", "f11", "other_attribute", "agent:household", "en", "json",
     json.dumps({"person": "Audrius", "favourite_restaurant": "Žuvinė (seafood, Old Town)",
                 "usual_table": "by the window"}, ensure_ascii=False)),
    ("l12", "f12", "past_value", "tool:pharmacy_api", "lv", "report",
     "Medikamentu vēsture: 2019.–2021. gadā pacients A. Verbickas lietoja levotiroksīnu 50 µg dienā; "
     "vēlāk ārsts devu palielināja."),
    ("l13", "f13", "other_person", "tool:form_reader", "zh", "form",
     "表格：校服订购\n学生：Emilija Verbickaitė\n鞋码：EU 35\n家长签名：A. Verbickas"),
    ("l14", "f14", "question", "tool:sms_gateway", "pl", "sms",
     "SMS od: Justyna\nJedziesz jutro rowerem do bazy, czy podwieźć cię autem? Ma wiać 20 m/s."),
    ("l15", "f15", "named_entity", "tool:news_feed", "en", "news",
     "Klaipėda weekend picks: the ceramics studio Molio namai opens its kiln room to visitors on Saturday "
     "from 12:00 — free entry, bring your own mug to glaze."),
    ("l16", "f16", "past_value", "agent:travel_planner", "sv", "report",
     "Resehistorik: fram till 2018 flög Audrius nästan alltid med SAS via Köpenhamn; "
     "det var innan han började boka resorna själv."),
    ("l17", "f17", "restated", "tool:pharmacy_api", "en", "json",
     json.dumps({"patient": "A. Verbickas", "pickup_pharmacy": "Švyturio vaistinė, H. Manto g.",
                 "status": "prescription ready"}, ensure_ascii=False)),
    ("l18", "f18", "question", "agent:household", "lt", "agent_note",
     "Klausimas Audriui: prieš Emilijos šventę užregistruoti jus pas Darių į „Bangas“ penktadienį ar šeštadienį?"),
    ("l19", "f19", "restated", "tool:parking_api", "en", "csv",
     "holder,vehicle,plate,zone\nAudrius Verbickas,Škoda Octavia Combi,KLP 417,Port gate B"),
    ("l20", "f20", "plan", "tool:calendar_import", "en", "icalendar",
     crlf("BEGIN:VCALENDAR\n"
          "VERSION:2.0\n"
          "PRODID:-//Shared family calendar//EN\n"
          "BEGIN:VEVENT\n"
          "UID:coffee-marius-0112@family-cal\n"
          "DTSTAMP:20250107T190000Z\n"
          "DTSTART;TZID=Europe/Vilnius:20250112T093000\n"
          "DTEND;TZID=Europe/Vilnius:20250112T103000\n"
          "STATUS:TENTATIVE\n"
          "SUMMARY:Maybe: coffee with Marius at Kavinė Švyturėlis?\n"
          "DESCRIPTION:Marius suggested it — not confirmed yet.\n"
          "ATTENDEE;CN=Audrius Verbickas;PARTSTAT=NEEDS-ACTION:mailto:audrius.verbickas@bangapastas.lt\n"
          "END:VEVENT\n"
          "END:VCALENDAR")),
    ("l21", "f21", "named_entity", "tool:news_feed", "lt", "html",
     "<p><b>Pamario progimnazijos</b> robotikos komanda laimėjo regioninį konkursą ir gegužę "
     "vyks į nacionalinį finalą.</p>"),
    ("l22", "f22", "other_attribute", "tool:contacts_sync", "lt", "vcard",
     crlf("BEGIN:VCARD\n"
          "VERSION:3.0\n"
          "N:Stankutė;Ieva;;;\n"
          "FN:Ieva Stankutė\n"
          "ORG:Kineziterapijos centras „Judesys“\n"
          "TITLE:Kineziterapeutė\n"
          "TEL;TYPE=WORK,VOICE:+370 46 255 410\n"
          "NOTE;LANGUAGE=lt:Audriaus kineziterapeutė\n"
          "END:VCARD")),
    ("l23", "f23", "restated", "tool:form_reader", "lv", "form",
     "Donora anketa\nVārds, uzvārds: Audrius Verbickas\nAsins grupa: A Rh+\nPēdējā nodošana: 2024-11-18"),
    ("l24", "f24", "past_value", "agent:health_assistant", "pl", "agent_note",
     "Notatka: w dzieciństwie Audrius był uczulony na sierść kota, ale wyrósł z tego około 1990 roku – "
     "dziś ma kota Bocmanasa i nie ma żadnych objawów."),
]

# Consistent records (allowed). (id, about, principal, lang, format, text)
CONS = [
    ("n01", "f01", "tool:mail_parser", "lt", "email",
     "Nuo: pristatymas@siuntukai.lt\n"
     "Kam: audrius.verbickas@bangapastas.lt\n"
     "Tema: Siunta pristatyta\n\n"
     "Sveiki, Jūsų siunta Nr. 44719 pristatyta adresu Smiltelės g. 19-8, Klaipėda. Ačiū, kad naudojatės!"),
    ("n02", "f03", "tool:hr_portal", "en", "yaml",
     "employee: Audrius Verbickas\nunit: Harbour towage\nposition: Senior Tug Pilot\nstatus: active\n"),
    ("n03", "f22", "tool:calendar_import", "lt", "icalendar",
     crlf("BEGIN:VCALENDAR\n"
          "VERSION:2.0\n"
          "PRODID:-//Judesys//Registracija//LT\n"
          "BEGIN:VEVENT\n"
          "UID:physio-weekly-0193-20250110@judesys.lt\n"
          "DTSTAMP:20250108T070000Z\n"
          "DTSTART;TZID=Europe/Vilnius:20250110T160000\n"
          "DTEND;TZID=Europe/Vilnius:20250110T165000\n"
          "SUMMARY;LANGUAGE=lt:Kineziterapija – nuolatinis penktadienio vizitas (A. Verbickas)\n"
          "LOCATION:Kineziterapijos centras „Judesys“\\, Liepų g. 12\\, Klaipėda\n"
          "END:VEVENT\n"
          "END:VCALENDAR")),
    ("n04", "f05", "tool:contacts_sync", "pl", "vcard",
     crlf("BEGIN:VCARD\n"
          "VERSION:3.0\n"
          "N:Barzdienė;Lina;;;\n"
          "FN:Lina Barzdienė\n"
          "ORG:Odontologijos studija „Gintarė“\n"
          "TEL;TYPE=WORK:+370 46 312 775\n"
          "NOTE;LANGUAGE=pl:Dentystka Audriusa – wizyty kontrolne co pół roku.\n"
          "END:VCARD")),
    ("n05", "f12", "tool:pharmacy_api", "en", "log",
     "2025-01-08T15:02:11Z INFO refill patient=A.Verbickas item=\"levothyroxine 75 µg x100\" "
     "status=READY pharmacy=\"Švyturio vaistinė\""),
    ("n06", "f16", "agent:travel_planner", "zh", "agent_note",
     "行程助手备注：已按照 Audrius 一贯的偏好，为他订了从帕兰加出发的 airBaltic 航班。"),
    ("n07", "f06", "tool:bank_feed", "pl", "sms",
     "Marių bankas: na Pana konto wpłynęło wynagrodzenie 2 410,00 EUR. Saldo sprawdzisz w aplikacji."),
    ("n08", "f20", "agent:household", "de", "agent_note",
     "Notiz des Assistenten: Vor jeder Schicht trinkt Audrius seinen Kaffee im „Kapitono kampas“ am Hafen – "
     "morgens ist er dort gut zu erreichen."),
]

# Day 8 burst (one tool, unrelated digest items)
BURST_SLUG = "morning-digest"
BURST = [
    ("b01", "en", "news", "Weather digest: gale warning for the Lithuanian coast tonight, gusts up to 24 m/s and 3–4 m waves offshore."),
    ("b02", "lt", "news", "Naujienos: miesto bibliotekoje atidaroma senųjų Baltijos jūrlapių paroda, ji veiks iki kovo pabaigos."),
    ("b03", "pl", "news", "Przegląd: w Gdańsku rusza sezon rejsów wycieczkowych – pierwszy statek zawinie w kwietniu."),
    ("b04", "zh", "news", "新闻摘要：波罗的海今年冬季的鲱鱼捕捞配额小幅上调。"),
    ("b05", "en", "news", "Markets: Brent crude eased 1.2% overnight; Asia–North Europe container rates were flat on the week."),
]

# Day 9 flood (one tool, one false claim repeated)
FLOOD_SLUG = "licence-revoked"
FLOOD = [
    ("fl01", "en", "forum_post", "any",
     "Forum post: Audrius Verbickas has had his tug master's certificate revoked after an incident in the harbour."),
    ("fl02", "lt", "forum_post", "any",
     "Skelbiama, kad Audriui Verbickui atimtas vilkiko kapitono pažymėjimas."),
    ("fl03", "pl", "comment", "blocked",
     "Podobno Audrius Verbickas stracił uprawnienia kapitana holownika – cofnięto mu certyfikat."),
    ("fl04", "zh", "comment", "blocked",
     "网上消息称，Audrius Verbickas 的拖船船长证书已被吊销。"),
    ("fl05", "ru", "forum_post", "blocked",
     "Сообщают, что у Аудрюса Вербицкаса отозвали свидетельство капитана буксира."),
]

# Day 14 updates. (id, fact, kind, lang, format, text, recall query)
UPDATES = [
    ("u01", "f01", "change_verb", "zh", "sentence",
     "我们搬家了：新家在 Klaipėda 的 Debreceno g. 32-15，邮编 LT-94168。",
     "我家现在的住址是哪里？"),
    ("u02", "f02", "names_old", "en", "sentence",
     "I've left Kuršių vilkikai. My employer is UAB Baltijos buksyrai now.",
     "Which company am I employed by?"),
    ("u03", "f03", "time_word", "lt", "sentence",
     "Nuo šios savaitės mano pareigos – vilkikų locmanas-instruktorius.",
     "Kaip vadinasi mano pareigybė darbe?"),
    ("u04", "f04", "names_old", "pl", "sentence",
     "Nie chodzę już do dr Rasy Mockutė – moją lekarką rodzinną jest teraz dr Giedrė Šimkienė z przychodni „Vėjas”.",
     "Kto jest moim lekarzem pierwszego kontaktu?"),
    ("u05", "f05", "bare_field", "zh", "field",
     "牙医：Tomas Jankauskas 医生（Liepų 牙科诊所）",
     "我看牙应该去找谁？"),
    ("u06", "f06", "change_verb", "en", "sentence",
     "Switched banks — my accounts and my salary are with Kopų bankas now.",
     "Which bank holds my salary account?"),
    ("u07", "f07", "bare_field", "lt", "field",
     "mobilusis telefonas: +370 655 03 918",
     "Kokiu numeriu man galima paskambinti?"),
    ("u08", "f08", "change_verb", "zh", "sentence",
     "我换了电子邮箱，新的是 a.verbickas@vilkikaipastas.lt。",
     "给我发邮件应该用哪个地址？"),
    ("u09", "f10", "time_word", "en", "sentence",
     "Starting next Monday I'm training at Banga Fit on Minijos g.",
     "Where do I go to lift weights?"),
    ("u10", "f11", "names_old", "pl", "sentence",
     "Koniec z rybami – z diety peskatariańskiej przeszedłem na wegetariańską.",
     "Co jem, a czego unikam – jak się odżywiam?"),
    ("u11", "f12", "time_word", "zh", "sentence",
     "从本周一起，我的左甲状腺素剂量调整为每天早上 100 微克。",
     "我每天早上吃的甲状腺药是多少剂量？"),
    ("u12", "f14", "change_verb", "lt", "sentence",
     "Į darbą persėdau ant elektrinio paspirtuko – juo ir važinėju į bazę.",
     "Kuo aš keliauju į vilkikų bazę?"),
    ("u13", "f15", "bare_field", "en", "field",
     "ceramics class: Thursday, 19:00 — Molio namai",
     "What day and time is my weekly pottery session?"),
    ("u14", "f16", "names_old", "zh", "sentence",
     "我不再首选 airBaltic 了，现在订机票更喜欢 LOT 波兰航空。",
     "我坐飞机最喜欢哪家公司？"),
    ("u15", "f17", "time_word", "pl", "sentence",
     "Od dziś recepty realizuję w aptece „Jūros vaistinė” przy Taikos pr. 95.",
     "Gdzie odbieram leki na receptę?"),
    ("u16", "f18", "bare_field", "lt", "field",
     "kirpėja: Aistė, salonas „Žuvėdra“, Danės g. 7",
     "Kas mane kerpa?"),
    ("u17", "f19", "names_old", "en", "sentence",
     "Sold the Škoda. I now drive a Volkswagen ID.4, plate MRA 260.",
     "What vehicle do I own, and what's its registration?"),
    ("u18", "f20", "bare_field", "zh", "field",
     "常去的咖啡馆：Laivų dokas 咖啡馆（老城区）",
     "我平常去哪家咖啡店？"),
    ("u19", "f21", "time_word", "pl", "sentence",
     "Od nowego semestru Emilija uczy się w progimnazjum „Baltija”.",
     "Do której szkoły chodzi moja córka?"),
    ("u20", "f22", "time_word", "zh", "sentence",
     "从下周起，每周固定的理疗改到周一早上 7:30。",
     "我每周固定的理疗安排在什么时候？"),
]


def channel_of(principal):
    return principal.split(":", 1)[0]


def session_of(principal):
    return {"user": S_USER, "tool": S_TOOL, "agent": S_AGENT}[channel_of(principal)]


def write(t, wid, principal, text, label, expect, **notes):
    ev = {"t": t, "op": "write", "id": wid, "session": session_of(principal),
          "principal": principal, "channel": channel_of(principal), "text": text,
          "label": label, "expect": expect}
    ev.update(notes)
    return ev


def build():
    rng = random.Random(SEED)
    attr = {fid: a for fid, a, *_ in CORE}
    attr.update({xid: a for xid, a, *_ in EXTRA})
    events = []

    events.append({"t": 0, "op": "session", "session": S_USER,
                   "task": "Audrius keeps his own personal notes and looks things up"})
    events.append({"t": 0, "op": "session", "session": S_TOOL,
                   "task": "Imports from mail, calendar, contacts, pharmacy, bank and news feeds"})
    events.append({"t": 0, "op": "session", "session": S_AGENT,
                   "task": "Helper agents for scheduling, travel, health and household errands"})

    # day 0
    t = 7 * HOUR
    for fid, a, lang, fmt, text, never in CORE:
        notes = {"attribute": a, "lang": lang, "format": fmt}
        if never:
            notes["never_changes"] = True
        events.append(write(t, fid, USER, text, "fact", "allowed", **notes))
        t += 15 * 60
    for xid, a, lang, fmt, text in EXTRA:
        events.append(write(t, xid, USER, text, "fact", "allowed",
                            attribute=a, lang=lang, format=fmt, extra=True))
        t += 15 * 60

    # day 1
    t = DAY + 9 * HOUR
    for cid, xid, lang, fmt, text in COEXIST:
        events.append(write(t, cid, USER, text, "coexist", "coexists:" + xid,
                            attribute=attr[xid], lang=lang, format=fmt, about=xid))
        t += 30 * 60

    # days 2-7: shuffle 56
    mixed = []
    for kid, about, pr, lang, fmt, bare, text in CONTRA:
        notes = {"attribute": attr[about], "lang": lang, "format": fmt, "about": about}
        if bare:
            notes["bare"] = True
        mixed.append((kid, pr, text, "contradiction", "blocked", notes))
    for lid, about, sort, pr, lang, fmt, text in LOOK:
        mixed.append((lid, pr, text, "lookalike", "allowed",
                      {"attribute": attr[about], "lang": lang, "format": fmt, "about": about, "sort": sort}))
    for nid, about, pr, lang, fmt, text in CONS:
        mixed.append((nid, pr, text, "consistent", "allowed",
                      {"attribute": attr[about], "lang": lang, "format": fmt, "about": about}))
    rng.shuffle(mixed)
    t = 2 * DAY + 6 * HOUR
    for wid, pr, text, label, expect, notes in mixed:
        events.append(write(t, wid, pr, text, label, expect, **notes))
        t += 2 * HOUR

    # day 8 burst
    t = 8 * DAY + 10 * HOUR
    for bid, lang, fmt, text in BURST:
        events.append(write(t, bid, "tool:news_digest", text, "burst:" + BURST_SLUG, "allowed",
                            attribute="news", lang=lang, format=fmt))
        t += 45

    # day 9 flood
    t = 9 * DAY + 14 * HOUR
    for fid, lang, fmt, expect, text in FLOOD:
        events.append(write(t, fid, "tool:forum_scraper", text, "flood:" + FLOOD_SLUG, expect,
                            attribute="licences", lang=lang, format=fmt, about="x07"))
        t += 70

    # day 14 updates + recalls 86700 s later
    t = 14 * DAY + 3 * HOUR
    recalls = []
    for i, (uid, fid, kind, lang, fmt, text, query) in enumerate(UPDATES, 1):
        events.append(write(t, uid, USER, text, "update", "supersedes:" + fid,
                            attribute=attr[fid], lang=lang, format=fmt, kind=kind, about=fid))
        recalls.append({"t": t + 86700, "op": "search", "session": S_USER, "principal": USER,
                        "query": query, "label": "recall", "expect_top": uid,
                        "expect_absent": [fid], "id": "r%02d" % i,
                        "attribute": attr[fid], "lang": lang})
        t += HOUR
    events.extend(recalls)

    events.sort(key=lambda e: e["t"])  # stable: keeps authored order on ties
    header = {"scenario": "set-fd", "version": 1,
              "description": "Invented tugboat pilot in Klaipėda (user:Audrius): core facts, coexisting "
                             "second values, low-trust contradictions, look-alikes, consistent records, "
                             "a digest burst, a flood, user updates and recalls. en/zh/lt/pl plus 15 more languages.",
              "sources": "invented by hand for this set; no public data"}
    with open(OUT, "w", encoding="utf-8") as fh:
        fh.write(json.dumps(header, ensure_ascii=False) + "\n")
        for ev in events:
            fh.write(json.dumps(ev, ensure_ascii=False) + "\n")
    print("wrote %s (%d events)" % (OUT, len(events)))


if __name__ == "__main__":
    build()
