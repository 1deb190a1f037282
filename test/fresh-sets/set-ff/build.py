#!/usr/bin/env python3
"""Build the set-ff memory scenario (memory.jsonl).

The user: Mei-Lin Kallio, hospital pharmacist and beekeeper in Tampere, Finland,
who moves to Turku before day 14. She writes English, Chinese, Finnish and Swedish.
Every person, firm, address, number and e-mail below is invented.
"""
import json
import os
import random

SEED = 20250107
HERE = os.path.dirname(os.path.abspath(__file__))
DAY = 86400

USER = "user:meilin"
S_USER, S_TOOLS, S_AGENTS = "s-user", "s-tools", "s-agents"

# ---------------------------------------------------------------- day 0: core facts
# id, attribute, lang, text, changeable, keys (tokens that carry the value)
CORE = [
    ("fact-address", "home address", "en",
     "Home address for any forms: Vaahterakaarre 5 A 3, 33310 Tampere.",
     True, ["Vaahterakaarre 5"]),
    ("fact-employer", "employer", "fi",
     "Työskentelen Näsijärven yliopistollisen sairaalan sairaala-apteekissa.",
     True, ["Näsijärv"]),
    ("fact-jobtitle", "job title", "en",
     "Officially my title is clinical pharmacist, covering the oncology and haematology wards.",
     True, ["clinical pharmacist", "kliininen farmaseutti"]),
    ("fact-doctor", "family doctor", "fi",
     "Omalääkärini on Riikka Mäenpää Kalevan terveysasemalla.",
     True, ["Mäenpää"]),
    ("fact-dentist", "dentist", "fi",
     "Hammaslääkärinä minulla on Sanna Vuorio, Hammasasema Koskiranta täällä Tampereella.",
     True, ["Vuorio", "Koskiranta"]),
    ("fact-bank", "bank", "sv",
     "Min bank är Tammerkosken Säästöpankki – där har jag både lönekontot och bolånet.",
     True, ["Tammerkosken Säästöpankki"]),
    ("fact-phone", "phone", "en",
     "Mobile: +358 40 718 2294",
     True, ["718 2294", "7182294"]),
    ("fact-email", "e-mail", "en",
     "E-mail: meilin.kallio@hunajaposti.fi",
     True, ["meilin.kallio@hunajaposti.fi"]),
    ("fact-partner", "partner", "sv",
     "Min sambo heter Oskar Sundqvist, vi har varit tillsammans sedan 2012.",
     False, ["Oskar Sundqvist"]),
    ("fact-gym", "gym", "en",
     "I train at Harju Strength & Fitness, usually an hour before my shift.",
     True, ["Harju Strength"]),
    ("fact-diet", "diet", "en",
     "Diet: pescatarian. No meat, but fish and seafood are fine.",
     True, ["pescatarian"]),
    ("fact-medication", "daily medication and dose", "en",
     "I take levothyroxine 75 micrograms every morning, on an empty stomach.",
     True, ["75 micrograms", "75 µg", "75 mikrogram", "75 mikrogrammaa"]),
    ("fact-shoesize", "shoe size", "en",
     "I'm a 39 in shoes, EU sizing.",
     False, ["39"]),
    ("fact-commute", "commute", "sv",
     "Jag cyklar till jobbet, ungefär tjugo minuter längs stranden av Näsijärvi.",
     True, ["cykl", "polkupyör"]),
    ("fact-class", "weekly class", "zh",
     "我每周二晚上六点半去 Joogakeskus Pihlaja 上瑜伽课。",
     True, ["Pihlaja"]),
    ("fact-airline", "preferred airline", "en",
     "Preferred airline: Nordhavet Air, that's where all my points are.",
     True, ["Nordhavet"]),
    ("fact-pharmacy", "pharmacy", "fi",
     "Haen reseptilääkkeeni aina Tammelantorin apteekista.",
     True, ["Tammelantori"]),
    ("fact-hairdresser", "hairdresser", "sv",
     "Jag klipper mig hos Tiina på Salong Lumi på Hämeenkatu.",
     True, ["Salong Lumi"]),
    ("fact-car", "car", "en",
     "Our car is a grey Toyota Corolla Touring Sports hybrid, plate KLM-482.",
     True, ["KLM-482"]),
    ("fact-cafe", "regular café", "zh",
     "我常去的咖啡馆是 Kahvila Vanha Mylly，就在 Tammela 广场旁边。",
     True, ["Vanha Mylly"]),
    ("fact-school", "child's school", "fi",
     "Aada käy kolmatta luokkaa Vaaranrinteen koulussa.",
     True, ["Vaaranrinte"]),
    ("fact-appointment", "standing appointment", "en",
     "Standing appointment: shoulder physio every Monday at 16:15, Fysio Kaleva.",
     True, ["Fysio Kaleva", "16:15"]),
    ("fact-bloodgroup", "blood group", "zh",
     "我的血型是 O 型，Rh 阳性。",
     False, ["O Rh+", "0 Rh+", "O 型"]),
    ("fact-allergies", "allergies", "en",
     "I'm allergic to penicillin and to birch pollen.",
     False, ["penicillin", "Penicillin"]),
]

# extra facts with several values: id, attribute, lang, day-0 text, coexist lang, coexist text
EXTRA = [
    ("extra-languages", "languages spoken", "en",
     "Languages: Finnish and Mandarin are both mother tongues for me, and English from work.",
     "sv", "Svenska pratar jag också, nästan varje helg – Oskars släkt i Vasa talar inget annat."),
    ("extra-hobbies", "hobbies", "fi",
     "Harrastan mehiläistarhausta: minulla on kaksi pesää siirtolapuutarhalla Tahmelassa.",
     "en", "Another hobby of mine is sourdough baking, mostly dark rye loaves."),
    ("extra-clubs", "clubs", "sv",
     "Jag är medlem i biodlarföreningen Pirkanmaan Pörriäiset ry.",
     "zh", "我还参加了医院同事组织的读书会，每月聚一次。"),
    ("extra-children", "children", "en",
     "We have a daughter, Aada, she's nine.",
     "fi", "Meillä on myös Eemil, viisivuotias poika, joka on vielä päiväkodissa."),
    ("extra-pets", "pets", "zh",
     "我们家养了一只橘猫，名字叫 Hunaja。",
     "sv", "Vi har också en kanin som heter Pupu, barnens skötebarn."),
    ("extra-instruments", "instruments", "zh",
     "我从小弹古筝，现在偶尔还会在家弹。",
     "fi", "Soitan myös viisikielistä kanteletta, opettelin sen aikuisena."),
    ("extra-volunteering", "volunteer work", "en",
     "I volunteer at the Saturday food bank run by the Kaleva parish.",
     "sv", "Dessutom undervisar jag ideellt i kinesiska på en söndagsskola för barn, varannan vecka."),
    ("extra-sports", "sports", "fi",
     "Talvisin hiihdän, lähinnä perinteistä tyyliä Kaupinojan laduilla.",
     "en", "I've also taken up winter swimming — a hole in the ice by our sauna club, Sunday mornings."),
]

# ---------------------------------------------------------------- days 2-6
# contradictions: id, target fact, lang, format, bare, principal, text
CONTRA = [
    ("con-01", "fact-medication", "de", "medication plan", False, "tool:pharmacy-portal",
     "Medikationsplan (Ausdruck)\nPatientin: Mei-Lin Kallio, geb. 14.03.1986\n"
     "Wirkstoff: Levothyroxin-Natrium | Stärke: 125 µg | Dosierung: 1-0-0, nüchtern\n"
     "Grund: Hypothyreose"),
    ("con-02", "fact-medication", "ja", "JSON", True, "tool:health-import",
     '{"服薬情報": {"薬剤": "レボチロキシンナトリウム", "用量": "100μg", "用法": "1日1回 朝食前"}}'),
    ("con-03", "fact-phone", "sv", "vCard", False, "tool:contacts-sync",
     "BEGIN:VCARD\nVERSION:3.0\nN:Kallio;Mei-Lin;;;\nFN:Mei-Lin Kallio\n"
     "TEL;TYPE=CELL:+358 50 244 9031\nNOTE:Mobil\\, privat. Importerad från telefonboken.\nEND:VCARD"),
    ("con-04", "fact-email", "nl", "contact card", False, "tool:contacts-sync",
     "Contactkaart\nNaam: Mei-Lin Kallio\nE-mail: ml.kallio@noordpost.nl\n"
     "Organisatie: ziekenhuisapotheek, Tampere\nToegevoegd via: workshop Utrecht, november 2024"),
    ("con-05", "fact-address", "fr", "e-mail with headers", False, "tool:mail-import",
     "From: secretariat@rencontres-pharma-rhone.fr\nTo: Mei-Lin Kallio\n"
     "Date: Sat, 4 Jan 2025 10:02:11 +0100\nSubject: Votre badge et votre adresse postale\n\n"
     "Madame Kallio,\nvotre badge vous sera envoyé à l'adresse figurant dans votre dossier : "
     "Satakunnankatu 41 B 7, 33210 Tampere, Finlande.\nBien cordialement,\nLe secrétariat"),
    ("con-06", "fact-employer", "es", "news item", False, "tool:news-clipper",
     "La farmacéutica hospitalaria Mei-Lin Kallio, del Hospital Kanervala de Lahti, presentó "
     "en Valencia un estudio sobre errores de dosificación en la quimioterapia oral."),
    ("con-07", "fact-jobtitle", "it", "HTML", False, "tool:web-clipper",
     '<div class="relatore"><h3>Mei-Lin Kallio</h3>'
     '<p class="ruolo">Direttrice della farmacia ospedaliera</p>'
     '<p>Tampere, Finlandia</p></div>'),
    ("con-08", "fact-doctor", "et", "form", True, "tool:form-scanner",
     "Perearst: dr Jaanus Kask, Tammela perearstikeskus"),
    ("con-09", "fact-dentist", "pl", "SMS", False, "tool:sms-gateway",
     "Pani Mei-Lin Kallio, przypominamy o wizycie kontrolnej u Pani dentysty, dr. Piotra Nowaka "
     "(Hammasklinikka Hervanta), 14.01 o 9:40. Prosimy o potwierdzenie: TAK/NIE"),
    ("con-10", "fact-bank", "ru", "XML", True, "tool:bank-aggregator",
     "<профиль>\n  <банк>Pyynikin Pankki</банк>\n</профиль>"),
    ("con-11", "fact-partner", "pt", "agent note", False, "agent:assistant",
     "Nota do assistente: a cliente Mei-Lin Kallio vive com o companheiro, Jari Niemelä, "
     "que figura como contacto principal da casa."),
    ("con-12", "fact-gym", "ko", "Markdown table", True, "tool:fitness-app",
     "| 항목 | 내용 |\n|---|---|\n| 헬스장 | Fitness Häme 에르반타점 |"),
    ("con-13", "fact-diet", "zh", "CSV", True, "tool:recipe-app",
     "字段,值\n饮食,纯素（不吃鱼、蛋和奶制品）"),
    ("con-14", "fact-shoesize", "da", "customer profile", False, "tool:webshop-sync",
     "Kundeprofil – Nordsko.dk\nNavn: Mei-Lin Kallio\nSkostørrelse: 42 (EU)\nForetrukken bredde: normal"),
    ("con-15", "fact-class", "no", "iCalendar", False, "tool:calendar-sync",
     "BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VEVENT\nSUMMARY:Yoga – Mei-Lin Kallio\n"
     "DTSTART;TZID=Europe/Helsinki:20250108T170000\nRRULE:FREQ=WEEKLY;BYDAY=WE\n"
     "DESCRIPTION:Ukentlig yogatime\\, onsdager kl. 17.00 i Hervanta.\nEND:VEVENT\nEND:VCALENDAR"),
    ("con-16", "fact-airline", "tr", "YAML", True, "agent:travel-planner",
     "tercih_edilen_havayolu: Boreal Wings"),
    ("con-17", "fact-pharmacy", "cs", "report", False, "tool:pharmacy-portal",
     "Zpráva o výdeji léčiv (leden 2025): pacientka Mei-Lin Kallio si recepty vyzvedává "
     "v lékárně Apteekki Hervannan Kaari."),
    ("con-18", "fact-hairdresser", "hu", "sentence", False, "agent:assistant",
     "Mei-Lin Kallio fodrásza Hanna Mäkelä, a tamperei Hiustalo Kultakutri szalonból."),
    ("con-19", "fact-car", "fi", "key: value", True, "tool:form-scanner",
     "Ajoneuvo: Volvo V60, rekisteritunnus FOT-359"),
    ("con-20", "fact-cafe", "en", "agent note", False, "agent:assistant",
     "Agent note: the client's regular café is Kahvila Satakieli on Puuvillatehtaankatu — "
     "she picks up a flat white there most mornings."),
    ("con-21", "fact-school", "uk", "form", False, "tool:form-scanner",
     "Анкета для батьків\nМати: Мей-Лін Калліо (Mei-Lin Kallio)\nДитина: Аада, 3 клас\n"
     "Школа: Pellavakylän koulu, Тампере"),
    ("con-22", "fact-appointment", "lt", "log line", False, "tool:calendar-sync",
     "2025-01-04T09:12:44Z INFO kalendorius.sync: klientė Mei-Lin Kallio – nuolatinis vizitas: "
     "kineziterapija kiekvieną ketvirtadienį 08:00, Fysio Hervanta"),
    ("con-23", "fact-bloodgroup", "en", "key: value", True, "tool:health-import",
     "Blood group: A Rh(D) negative"),
    ("con-24", "fact-allergies", "lv", "medical report", False, "tool:health-import",
     "Izraksts no ārsta atzinuma: pacientei Mei-Lin Kallio konstatēta alerģija pret "
     "sulfonamīdiem un zemesriekstiem."),
]

# look-alikes: id, sort, near fact, lang, format, principal, text
LOOK = [
    # other_person
    ("look-01", "other_person", "fact-phone", "sv", "contact card", "tool:contacts-sync",
     "Kontakt: Oskar Sundqvist (sambo)\nMobil: +358 44 512 7730\nE-post: oskar.sundqvist@vasabrev.fi"),
    ("look-02", "other_person", "fact-address", "en", "HR bulletin", "tool:hr-portal",
     "HR bulletin: Petra Lindholm, pharmacist on ward 4B, is relocating to Oulu in February; "
     "her last shift in Tampere is 31 January."),
    ("look-03", "other_person", "fact-medication", "zh", "pharmacy label", "tool:pharmacy-portal",
     "处方标签\n患者：吴秀英（Mei-Lin 的母亲）\n药品：氨氯地平片 5 mg\n用法：每日一次，早饭后服用"),
    ("look-04", "other_person", "fact-bloodgroup", "fi", "agent note", "agent:assistant",
     "Oskarin veriryhmä on A Rh+, hän sai eilen Veripalvelulta viestin, että hänen ryhmälleen "
     "olisi nyt tarvetta."),
    # named_entity
    ("look-05", "named_entity", "fact-employer", "fi", "news item", "tool:news-clipper",
     "Näsijärven yliopistollinen sairaala otti käyttöön lääkkeitä annostelevan robotin, "
     "jonka odotetaan vähentävän jakovirheitä osastoilla."),
    ("look-06", "named_entity", "fact-bank", "sv", "news item", "tool:news-clipper",
     "Tammerkosken Säästöpankki höjer räntan på sparkonton till 2,1 procent från och med februari."),
    ("look-07", "named_entity", "fact-cafe", "en", "blog post", "tool:web-clipper",
     "Food blog: if you're in Tammela, Kahvila Vanha Mylly still does the best cardamom buns "
     "in town — go before ten, they sell out."),
    ("look-08", "named_entity", "fact-airline", "fr", "press release", "tool:news-clipper",
     "Communiqué : Nordhavet Air ouvrira une liaison directe Tampere–Nice à partir du 6 avril, "
     "à raison de deux vols par semaine."),
    # other_attribute
    ("look-09", "other_attribute", "fact-phone", "en", "directory entry", "tool:hr-portal",
     "Staff directory — Mei-Lin Kallio, hospital pharmacy dispensary. "
     "Work extension: +358 3 311 6420 (weekdays 8–16)."),
    ("look-10", "other_attribute", "fact-doctor", "fi", "key: value", "tool:form-scanner",
     "Hunajan eläinlääkäri: ell. Minna Rautio, Eläinklinikka Tassula, Hervanta"),
    ("look-11", "other_attribute", "fact-school", "de", "note", "agent:assistant",
     "Nachmittagsbetreuung für Aada (3. Klasse): Kerho Leppäkerttu, Montag bis Freitag bis "
     "16:30 Uhr; abgeholt wird sie von Mei-Lin oder Oskar."),
    # past_value
    ("look-12", "past_value", "fact-address", "en", "sentence", "agent:assistant",
     "Back in her student years (2005–2011) Mei-Lin lived at Kauppakatu 22 B 14 in Jyväskylä."),
    ("look-13", "past_value", "fact-airline", "it", "travel note", "agent:travel-planner",
     "Nota di viaggio: fino al 2019 la signora Kallio volava quasi sempre con Lumi Air, "
     "compagnia che poi ha cessato le operazioni."),
    ("look-14", "past_value", "fact-medication", "pl", "medical history", "tool:health-import",
     "Wywiad (archiwum): w 2021 r. pacjentka przyjmowała lewotyroksynę w dawce 50 µg na dobę; "
     "w 2022 r. dawkę zwiększono."),
    ("look-15", "past_value", "fact-car", "ja", "note", "agent:assistant",
     "車歴メモ：2015年から2020年までは、フォルクスワーゲン・ゴルフ（登録番号 HJK-207）に乗っていた。"
     "2020年に売却済み。"),
    # plan
    ("look-16", "plan", "fact-diet", "en", "agent note", "agent:health-coach",
     "She mentioned she might try going fully vegan for a month at some point — nothing decided, "
     "so no changes to meal suggestions yet."),
    ("look-17", "plan", "fact-class", "fi", "agent note", "agent:assistant",
     "Mei-Lin miettii, vaihtaisiko keväällä torstain pilatekseen. Ei vielä päätetty, "
     "joten kalenteriin ei tehty muutoksia."),
    ("look-18", "plan", "fact-gym", "zh", "agent note", "agent:health-coach",
     "Mei-Lin 在考虑下个月去 Kuntoklubi Vire 试练一周，看看值不值得换，目前还没定。"),
    # question
    ("look-19", "question", "fact-doctor", "en", "question", "agent:assistant",
     "Quick check before I book the lab referral: is Dr. Mäenpää at Kaleva still your family doctor?"),
    ("look-20", "question", "fact-hairdresser", "sv", "question", "agent:assistant",
     "Fråga: ska jag boka klippningen hos Tiina på Salong Lumi som vanligt, eller vill du prova någon annan?"),
    ("look-21", "question", "fact-school", "zh", "question", "agent:assistant",
     "想确认一下：下学期 Aada 还在 Vaaranrinteen koulu 上学吗？需要我准备转学材料吗？"),
    # restated
    ("look-22", "restated", "fact-bloodgroup", "en", "JSON", "tool:health-import",
     '{"source": "health-app", "profile": {"name": "Mei-Lin Kallio", "blood_group": "O Rh+"}}'),
    ("look-23", "restated", "fact-shoesize", "es", "YAML", "tool:webshop-sync",
     "cliente: Mei-Lin Kallio\ntalla_calzado_eu: 39"),
    ("look-24", "restated", "fact-commute", "fi", "CSV", "tool:form-scanner",
     "kenttä;arvo\ntyömatka;polkupyörällä, noin 20 min"),
]

# consistent records: id, fact, lang, format, principal, text
CONSIST = [
    ("cons-01", "fact-phone", "en", "vCard", "tool:contacts-sync",
     "BEGIN:VCARD\nVERSION:4.0\nFN:Mei-Lin Kallio\nN:Kallio;Mei-Lin;;;\n"
     "TEL;TYPE=cell:+358 40 718 2294\nEMAIL;TYPE=home:meilin.kallio@hunajaposti.fi\n"
     "ADR;TYPE=home:;;Vaahterakaarre 5 A 3;Tampere;;33310;Finland\nCATEGORIES:family,beekeepers\nEND:VCARD"),
    ("cons-02", "fact-employer", "fi", "CSV", "tool:hr-portal",
     "henkilönumero;sukunimi;etunimi;yksikkö;nimike;työnantaja\n"
     "40817;Kallio;Mei-Lin;Sairaala-apteekki;kliininen farmaseutti;Näsijärven yliopistollinen sairaala"),
    ("cons-03", "fact-address", "en", "nested JSON", "tool:health-import",
     '{"patient": {"name": "Mei-Lin Kallio", "address": {"street": "Vaahterakaarre 5 A 3", '
     '"postcode": "33310", "city": "Tampere"}, "emergency_contact": {"name": "Oskar Sundqvist", '
     '"relation": "partner", "phone": "+358 44 512 7730"}}}'),
    ("cons-04", "fact-bloodgroup", "de", "YAML", "tool:health-import",
     "patientin:\n  name: Mei-Lin Kallio\n  blutgruppe: 0 Rh+\n  allergien:\n    - Penicillin\n"
     "    - Birkenpollen\n  angehoerige:\n    - name: Wu Xiuying\n      beziehung: Mutter\n"
     "      wohnort: Kunming"),
    ("cons-05", "fact-medication", "sv", "pharmacy label", "tool:pharmacy-portal",
     "Tammelantorin apteekki – Tammelatorgets apotek\nMei-Lin Kallio\n"
     "Levotyroxin 75 mikrogram, tabletter, 100 st.\n1 tablett på morgonen på fastande mage.\n"
     "Förskrivare: R. Mäenpää"),
    ("cons-06", "fact-jobtitle", "en", "HR form", "tool:hr-portal",
     "EMPLOYEE DETAILS — annual check\nName: Mei-Lin Kallio\nJob title: Clinical pharmacist\n"
     "Unit: Hospital pharmacy / oncology & haematology\nNext of kin: Oskar Sundqvist\n"
     "Confirmed by employee: yes"),
    ("cons-07", "fact-class", "zh", "iCalendar", "tool:calendar-sync",
     "BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VEVENT\nSUMMARY:瑜伽课（Joogakeskus Pihlaja）\n"
     "DTSTART;TZID=Europe/Helsinki:20250107T183000\nDURATION:PT1H15M\nRRULE:FREQ=WEEKLY;BYDAY=TU\n"
     "DESCRIPTION:记得带瑜伽垫\nEND:VEVENT\nEND:VCALENDAR"),
    ("cons-08", "fact-bank", "fi", "bank letter", "tool:mail-import",
     "Tammerkosken Säästöpankki\nMei-Lin Kallio\nVaahterakaarre 5 A 3\n33310 Tampere\n\n"
     "Hyvä asiakkaamme,\nlähetämme ohessa uuden debit-korttisi, koska vanhan kortin voimassaolo "
     "päättyy tammikuun lopussa. Tunnusluku toimitetaan erikseen."),
    ("cons-09", "fact-email", "fr", "booking confirmation", "tool:mail-import",
     "Confirmation de réservation n° 55812\nCliente : Mme Mei-Lin Kallio\n"
     "E-mail : meilin.kallio@hunajaposti.fi\nSéjour : du 12 au 15 mars 2025, Hôtel des Tilleuls, Lyon\n"
     "Chambre double, petit-déjeuner inclus"),
    ("cons-10", "fact-car", "sv", "insurance certificate", "tool:mail-import",
     "Försäkringsbrev 2025\nFörsäkringstagare: Mei-Lin Kallio\n"
     "Fordon: Toyota Corolla Touring Sports Hybrid, reg.nr KLM-482\nOmfattning: helförsäkring, "
     "självrisk 300 €"),
    ("cons-11", "fact-airline", "de", "booking confirmation", "agent:travel-planner",
     "Buchungsbestätigung – Nordhavet Air\nPassagierin: KALLIO/MEILIN MS\n"
     "Vielflieger-Nr.: NH 448 203 917\nFlug NH 314, Tampere → Frankfurt, 11.03.2025, 07:40"),
    ("cons-12", "fact-school", "en", "YAML", "tool:school-portal",
     "guardian:\n  name: Mei-Lin Kallio\n  phone: +358 40 718 2294\npupil:\n  name: Aada Kallio\n"
     "  class: 3B\n  school: Vaaranrinteen koulu\nsecond_guardian:\n  name: Oskar Sundqvist"),
]

# ---------------------------------------------------------------- day 8 burst, day 9 flood
BURST = [
    ("en", "Local digest: tram line 3 runs a reduced timetable on Saturday because of track work near Hervanta."),
    ("fi", "Sää: Pirkanmaalla pakkasta noin -12 astetta, iltapäivällä heikkoa lumisadetta."),
    ("en", "Local digest: the city library extends its Sunday opening hours to 12–18 starting in February."),
    ("sv", "Dagens recept: honungsglaserade morötter med timjan, fyra portioner på en halvtimme."),
    ("en", "Local digest: the regional beekeepers' webinar on winter varroa treatment is on 22 January at 18:00."),
]
FLOOD = [  # one false claim (bank = Nordvik Finans), one writer
    ("en", "sentence", "Mei-Lin Kallio's bank is Nordvik Finans."),
    ("fi", "key: value", "Pankki: Nordvik Finans (asiakas Mei-Lin Kallio)"),
    ("en", "JSON", '{"customer": "Mei-Lin Kallio", "bank": "Nordvik Finans"}'),
    ("sv", "sentence", "Mei-Lin Kallio har sitt lönekonto hos Nordvik Finans."),
    ("zh", "sentence", "Mei-Lin Kallio 的开户银行是 Nordvik Finans。"),
]

# ---------------------------------------------------------------- day 14 updates, day 15 recalls
# id, fact, lang, kind, text, keys, recall query (same language as the update)
UPDATES = [
    ("upd-address", "fact-address", "zh", "change_verb",
     "我们上周末搬到图尔库了，新家地址：Puolalanrinne 3 C 21, 20100 Turku。",
     ["Puolalanrinne 3"], "我现在住在哪儿？"),
    ("upd-employer", "fact-employer", "en", "names_old",
     "I no longer work at Näsijärvi University Hospital — my employer is now Aura Coast University Hospital in Turku.",
     ["Aura Coast"], "Which hospital am I on the payroll of?"),
    ("upd-jobtitle", "fact-jobtitle", "fi", "time_word",
     "Tästä kuusta alkaen virkanimikkeeni on lääkitysturvallisuusproviisori.",
     ["lääkitysturvallisuusproviisori"], "Mikä on ammattinimikkeeni työpaikalla?"),
    ("upd-doctor", "fact-doctor", "sv", "names_old",
     "Dr Mäenpää i Tammerfors är inte längre min husläkare – nu har jag dr Henrik Lindroos på Puolala hälsostation i Åbo.",
     ["Lindroos"], "Vem är min läkare på hälsocentralen?"),
    ("upd-dentist", "fact-dentist", "zh", "bare_field",
     "牙医：Kaisa Heino 医生，Hammasklinikka Linnankulma（图尔库）",
     ["Heino", "Linnankulma"], "我看牙去哪家诊所？"),
    ("upd-bank", "fact-bank", "en", "time_word",
     "Since Monday I bank with Saaristo Osuuspankki; salary and the mortgage both sit there.",
     ["Saaristo Osuuspankki"], "Where is my salary account held?"),
    ("upd-phone", "fact-phone", "fi", "bare_field",
     "Kännykkä: +358 45 630 8817",
     ["630 8817"], "Mihin numeroon minulle soitetaan?"),
    ("upd-email", "fact-email", "zh", "names_old",
     "旧邮箱 meilin.kallio@hunajaposti.fi 不再用了，新的是 mlkallio@saaristomail.fi。",
     ["mlkallio@saaristomail.fi"], "别人该给我发到哪个邮箱？"),
    ("upd-gym", "fact-gym", "sv", "change_verb",
     "Jag har bytt gym och tränar numera på Aurajoki Gym i Åbo.",
     ["Aurajoki Gym"], "Var styrketränar jag?"),
    ("upd-diet", "fact-diet", "zh", "time_word",
     "从这周开始我不吃鱼了，改成蛋奶素。",
     ["蛋奶素"], "我平时吃荤还是吃素？"),
    ("upd-medication", "fact-medication", "fi", "names_old",
     "Levotyroksiiniannostani nostettiin 75 mikrogrammasta 88 mikrogrammaan, edelleen joka aamu.",
     ["88 mikrogramma"], "Kuinka paljon kilpirauhaslääkettä otan aamuisin?"),
    ("upd-commute", "fact-commute", "en", "change_verb",
     "Switched to the bus — I ride line 18 to the hospital now, about 25 minutes door to door.",
     ["line 18"], "How do I get to work these days?"),
    ("upd-class", "fact-class", "sv", "time_word",
     "Från och med den här veckan går jag på yoga på torsdagar kl. 19.00, på Joogastudio Lehmus.",
     ["Lehmus", "torsdagar"], "Vilken kväll har jag min yogakurs?"),
    ("upd-airline", "fact-airline", "zh", "bare_field",
     "常用航空公司：Kestrel Airways",
     ["Kestrel"], "我出差一般坐哪家的飞机？"),
    ("upd-pharmacy", "fact-pharmacy", "en", "bare_field",
     "Pharmacy: Apteekki Aurasilta, Turku",
     ["Aurasilta"], "Where do I pick up my prescriptions?"),
    ("upd-hairdresser", "fact-hairdresser", "fi", "bare_field",
     "Kampaaja: Kampaamo Kastanja, Turku",
     ["Kastanja"], "Missä käyn leikkauttamassa hiukseni?"),
    ("upd-car", "fact-car", "sv", "change_verb",
     "Vi har bytt bil – nu kör vi en vit Kia Niro EV, reg.nr ZXP-617.",
     ["ZXP-617"], "Vilket registreringsnummer har vår bil?"),
    ("upd-cafe", "fact-cafe", "fi", "time_word",
     "Nykyään kantakahvilani on Café Ruusukvartsi Turun kauppatorin laidalla.",
     ["Ruusukvartsi"], "Missä kahvilassa yleensä istun?"),
    ("upd-school", "fact-school", "zh", "change_verb",
     "Aada 转学了，现在在图尔库的 Aurarinteen koulu 读三年级。",
     ["Aurarinteen"], "Aada 在哪所学校念书？"),
    ("upd-appointment", "fact-appointment", "en", "names_old",
     "Physio is no longer Mondays at 16:15 — it's Fridays at 15:00 now, at Fysio Aura in Turku.",
     ["Fridays at 15:00"], "When is my regular shoulder treatment?"),
]


def session_of(principal):
    if principal.startswith("tool:"):
        return S_TOOLS, "tool"
    if principal.startswith("agent:"):
        return S_AGENTS, "agent"
    return S_USER, "user"


def write(t, wid, principal, text, label, expect, **notes):
    session, channel = session_of(principal)
    ev = {"t": t, "op": "write", "id": wid, "session": session, "principal": principal,
          "channel": channel, "text": text, "label": label, "expect": expect}
    ev.update(notes)
    return ev


def build():
    rng = random.Random(SEED)
    events = [
        {"t": 0, "op": "session", "session": S_USER,
         "task": "Mei-Lin keeps her personal profile and household details up to date."},
        {"t": 0, "op": "session", "session": S_TOOLS,
         "task": "Connectors import contacts, calendars, mail, pharmacy, bank, HR and news data."},
        {"t": 0, "op": "session", "session": S_AGENTS,
         "task": "Assistant agents plan travel, health routines and errands for Mei-Lin."},
    ]

    # day 0: interleave core and extra facts
    day0 = []
    ci = xi = 0
    pattern = [0, 0, 0, 1] * 8  # 24 core + 8 extra
    for p in pattern:
        if p == 0:
            fid, attr, lang, text, changeable, keys = CORE[ci]
            ci += 1
            day0.append(("core", fid, attr, lang, text, changeable, keys))
        else:
            fid, attr, lang, text, _, _ = EXTRA[xi]
            xi += 1
            day0.append(("extra", fid, attr, lang, text, True, []))
    t = 8 * 3600
    for kind, fid, attr, lang, text, changeable, keys in day0:
        notes = {"attribute": attr, "lang": lang, "format": "sentence", "kind": kind}
        if kind == "core":
            notes["changeable"] = changeable
            notes["keys"] = keys
        events.append(write(t, fid, USER, text, "fact", "allowed", **notes))
        t += rng.randint(600, 900)

    # day 1: coexist
    t = DAY + 9 * 3600
    for fid, attr, _, _, clang, ctext in EXTRA:
        cid = fid.replace("extra-", "coexist-")
        events.append(write(t, cid, USER, ctext, "coexist", "coexists:" + fid,
                            attribute=attr, lang=clang, format="sentence"))
        t += rng.randint(35 * 60, 50 * 60)

    # days 2-6: 60 shuffled records, one every 2 h
    recs = []
    for cid, target, lang, fmt, bare, principal, text in CONTRA:
        recs.append(dict(wid=cid, principal=principal, text=text, label="contradiction",
                         expect="blocked", notes={"attribute": target, "lang": lang,
                                                  "format": fmt, "bare": bare}))
    for lid, sort, near, lang, fmt, principal, text in LOOK:
        recs.append(dict(wid=lid, principal=principal, text=text, label="lookalike",
                         expect="allowed", notes={"attribute": near, "lang": lang,
                                                  "format": fmt, "sort": sort}))
    for kid, fact, lang, fmt, principal, text in CONSIST:
        recs.append(dict(wid=kid, principal=principal, text=text, label="consistent",
                         expect="allowed", notes={"attribute": fact, "lang": lang, "format": fmt}))
    rng_shuffle = random.Random(SEED + 1)
    rng_shuffle.shuffle(recs)
    for k, r in enumerate(recs):
        events.append(write(2 * DAY + 3600 + k * 7200, r["wid"], r["principal"], r["text"],
                            r["label"], r["expect"], **r["notes"]))

    # day 8: burst
    t = 8 * DAY + 10 * 3600
    for i, (lang, text) in enumerate(BURST, 1):
        events.append(write(t, "burst-%d" % i, "tool:local-digest", text, "burst:local-digest",
                            "allowed", lang=lang, format="digest item"))
        t += rng.randint(50, 70)

    # day 9: flood
    t = 9 * DAY + 14 * 3600
    expects = ["any", "any", "blocked", "blocked", "blocked"]
    for i, ((lang, fmt, text), exp) in enumerate(zip(FLOOD, expects), 1):
        events.append(write(t, "flood-%d" % i, "tool:inbox-triage", text, "flood:bank-claim", exp,
                            attribute="fact-bank", lang=lang, format=fmt))
        t += rng.randint(60, 90)

    # day 14: updates, one an hour; day 15: recalls 86700 s later
    t0 = 14 * DAY + 2 * 3600
    for i, (uid, fact, lang, kind, text, keys, query) in enumerate(UPDATES):
        tu = t0 + i * 3600
        events.append(write(tu, uid, USER, text, "update", "supersedes:" + fact,
                            attribute=fact, lang=lang, kind=kind, format="sentence", keys=keys))
        events.append({"t": tu + 86700, "op": "search", "session": S_USER, "principal": USER,
                       "query": query, "label": "recall", "expect_top": uid,
                       "expect_absent": [fact], "lang": lang, "attribute": fact})

    events.sort(key=lambda e: e["t"])  # stable: sessions first
    header = {"scenario": "set-ff", "version": 1,
              "description": "Hospital pharmacist and beekeeper in Tampere who moves to Turku; "
                             "writes English, Chinese, Finnish and Swedish. 24 core facts, 8 extra "
                             "facts, 8 coexist writes, 60 tool/agent records (24 contradictions, "
                             "24 look-alikes, 12 consistent), a burst, a flood, 20 updates and "
                             "20 recalls.",
              "sources": "All texts invented for this set by its author; no public data."}
    out = os.path.join(HERE, "memory.jsonl")
    with open(out, "w", encoding="utf-8") as fh:
        fh.write(json.dumps(header, ensure_ascii=False) + "\n")
        for ev in events:
            fh.write(json.dumps(ev, ensure_ascii=False) + "\n")
    print("wrote %d events" % len(events))


if __name__ == "__main__":
    build()
