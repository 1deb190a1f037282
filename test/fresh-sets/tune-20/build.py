#!/usr/bin/env python3
"""Build memory.jsonl for fresh set tune-20.

Story: Zuzana Dvořáková (41), railway signalling design engineer in Brno, Czech
Republic. Husband Ondřej, son Matěj (10), daughter Anička (7), and her father
Jaroslav Beneš (80), who lives with them. She writes to her assistant in
English, Chinese, Czech, German, Polish, Slovak and Hungarian.

All people, firms, addresses, numbers and texts are invented.
Run: python3 build.py  -> writes memory.jsonl next to this file.
"""
import json
import os

DAY = 86400
USER = "user:zuzana"


def t_of(day, hm):
    parts = [int(x) for x in hm.split(":")]
    while len(parts) < 3:
        parts.append(0)
    h, m, s = parts
    return day * DAY + h * 3600 + m * 60 + s


def js(obj):
    return json.dumps(obj, ensure_ascii=False)


EVENTS = []


def user_write(id_, day, hm, label, expect, attribute, lang, text):
    EVENTS.append(dict(t=t_of(day, hm), op="write", id=id_, session="s-chat",
                       principal=USER, channel="user", text=text, label=label,
                       expect=expect, attribute=attribute, lang=lang, format="chat"))


def other_write(id_, day, hm, principal, label, expect, lang, fmt, text, about=None, sort=None):
    channel = principal.split(":", 1)[0]
    session = {"tool": "s-sync", "agent": "s-agents"}[channel]
    ev = dict(t=t_of(day, hm), op="write", id=id_, session=session, principal=principal,
              channel=channel, text=text, label=label, expect=expect, lang=lang, format=fmt)
    if about is not None:
        ev["about"] = about
    if sort is not None:
        ev["sort"] = sort
    EVENTS.append(ev)


def recall(day, hm, lang, query, top, absent):
    EVENTS.append(dict(t=t_of(day, hm), op="search", session="s-chat", principal=USER,
                       query=query, label="recall", expect_top=top, expect_absent=[absent],
                       lang=lang, format="chat"))


# ---------------------------------------------------------------- sessions
SESSIONS = [
    dict(t=0, op="session", session="s-chat", task="Zuzana's personal assistant chat"),
    dict(t=0, op="session", session="s-sync", task="synced records from connected services"),
    dict(t=0, op="session", session="s-agents", task="notes from helper agents (travel, household, meals, health, finance)"),
]

# ---------------------------------------------------------------- 1. facts (user, days 0-5)
FACTS = [
    ("f-address", 0, "19:40", "home_address", "en",
     "Hi! Let's set you up properly. Home first: we live at Jasanová 17, 616 00 Brno-Žabovřesky — me, "
     "Ondřej, the two kids and my dad, who moved in with us last year."),
    ("f-employer", 0, "19:44", "employer", "cs",
     "Pracuju v Kolejtech Signal s.r.o. – brněnská firma, děláme zabezpečovací zařízení pro železnici "
     "(stavědla, přejezdy)."),
    ("f-jobtitle", 0, "19:47", "job_title", "en",
     "Job title, officially: Senior Signalling Design Engineer. In practice that's interlocking layouts, "
     "route tables and arguing with track plans."),
    ("f-doctor", 0, "20:02", "doctor", "cs",
     "Moje praktická lékařka je MUDr. Helena Šťastná, ordinuje v poliklinice v Žabovřeskách, ve druhém patře."),
    ("f-dentist", 0, "20:06", "dentist", "de",
     "Zahnarzt: Ich gehe zu MUDr. Petr Koudelka, Praxis „Dentální studio Koudelka“ in Královo Pole. "
     "Bin dort schon seit Jahren."),
    ("f-bank", 1, "08:10", "bank", "pl",
     "Bank: mam konto osobiste w Banka Svitava, numer klienta 5530-2281. Tam też mam kartę i kredyt hipoteczny."),
    ("f-phone", 1, "08:12", "phone", "en",
     "My mobile is +420 731 482 905 — that's the one for anything personal: doctors, school, everything."),
    ("f-email", 1, "12:30", "email", "zh",
     "记一下我的私人邮箱：zuzana.dvorakova@postovna.cz。工作邮箱就不用记了。"),
    ("f-car", 1, "20:15", "car", "cs",
     "Auto máme šedou Škodu Octavia kombi z roku 2018, SPZ 6B2 4417. Jezdím s ní hlavně já, když vezu tátu k lékaři."),
    ("f-gym", 1, "20:20", "gym", "sk",
     "Do fitka chodím do FitBlok Královo Pole, zvyčajne ráno o šiestej, kým deti ešte spia."),
    ("f-class", 2, "21:00", "weekly_class", "en",
     "Wednesdays 18:30 are sacred: pottery class at the Hliněnka studio. My one evening a week without "
     "trains or homework."),
    ("f-diet", 2, "21:04", "diet", "de",
     "Zur Ernährung: Ich bin Vegetarierin, schon seit dem Studium. Kein Fleisch, auch keinen Fisch."),
    ("f-allergy", 2, "21:07", "allergy", "cs",
     "Důležitá věc: mám alergii na penicilin. Když budeš cokoli řešit s doktory nebo s lékárnou, vždycky to připomeň."),
    ("f-partner", 2, "21:10", "partner_name", "hu",
     "A férjem Ondřej Dvořák, tizennégy éve vagyunk együtt."),
    ("f-son", 3, "07:30", "son_name", "pl",
     "Mój syn ma na imię Matěj, ma dziesięć lat i chodzi do 4.B. Córka Anička jest w pierwszej klasie."),
    ("f-hair", 3, "12:15", "hairdresser", "cs",
     "Stříhat chodím k Lence do salonu Nůžky v Žabovřeskách, zhruba každých šest týdnů."),
    ("f-cafe", 3, "12:20", "favourite_cafe", "en",
     "Favourite café: Kavárna Stará pošta, two minutes from the office. Their oat flat white keeps me "
     "alive on design-review days."),
    ("f-carrier", 3, "19:00", "mobile_carrier", "sk",
     "Operátora mám NetMobil, rodinný paušál, zákaznícke číslo NM-7731904."),
    ("f-commute", 4, "07:50", "commute", "de",
     "Zur Arbeit fahre ich mit dem Rad, etwa 20 Minuten an der Svitava entlang. Nur bei Glatteis nehme ich die Tram."),
    ("f-club", 4, "20:30", "hobby_club", "zh",
     "我是布尔诺定向越野俱乐部 OK Žlutý Kopec 的会员，周末基本都去训练或者比赛。"),
    ("f-insurer", 4, "20:35", "health_insurer", "cs",
     "Zdravotní pojišťovnu mám Jihomoravskou zdravotní pojišťovnu, kartičku nosím v peněžence."),
    ("f-physio", 5, "07:20", "standing_appointment", "en",
     "Standing appointment: physio every Monday at 7:15 at Rehab Centrum Lesná, for my left knee. "
     "Please never book anything over it."),
    ("f-airline", 5, "13:00", "preferred_airline", "pl",
     "Jak lecę służbowo, to zawsze Danubia Air — mam u nich status Silver i zbieram mile."),
    ("f-shoes", 5, "21:10", "shoe_size", "zh",
     "我穿欧码39的鞋，买跑鞋或者登山鞋的时候记住这个尺码。"),
]
for id_, d, hm, attr, lang, text in FACTS:
    user_write(id_, d, hm, "fact", "allowed", attr, lang, text)

# ---------------------------------------------------------------- 2. contradictions (tool/agent, days 1-12)
C = "contradiction"
CONTRA = [
    ("c-01", 1, "03:10", "tool:crm", "cs", "json", "f-address", js(
        {"zakaznik": {"id": "CZ-448120", "jmeno": "Zuzana Dvořáková",
                      "kontakt": {"adresa_trvaleho_bydliste": {"ulice": "Hrnčířská 9", "psc": "779 00",
                                                                "mesto": "Olomouc"},
                                  "platnost_od": "2025-01-02"}},
         "zmena": "adresa v Brně zrušena, klientka se přestěhovala do Olomouce"})),
    ("c-02", 1, "06:00", "tool:hr-system", "en", "xml",
     "<?xml version=\"1.0\"?><employeeRecord><employee id=\"KS-0193\"><fullName>Zuzana Dvořáková</fullName>"
     "<position>Junior Track Maintenance Technician</position><department>Permanent Way – Depot North</department>"
     "<effectiveFrom>2025-01-02</effectiveFrom><previousPosition status=\"ended\">Senior Signalling Design Engineer"
     "</previousPosition></employee></employeeRecord>", "f-jobtitle"),
    ("c-03", 2, "09:00", "tool:clinic-portal", "de", "form",
     "Patientenstammblatt\nName: Dvořáková, Zuzana\nGeburtsjahr: 1984\n"
     "Hausarzt: Dr. med. Reinhard Pichler, Praxis am Westbahnhof, Wien\nHausarzt seit: 03/2023\n"
     "Anmerkung: Die Patientin wird ausschließlich von Dr. Pichler hausärztlich betreut; keine Hausärztin in Brno.",
     "f-doctor"),
    ("c-04", 2, "02:30", "tool:contacts-sync", "sk", "vcard",
     "BEGIN:VCARD\nVERSION:3.0\nFN:Zuzana Dvořáková\nN:Dvořáková;Zuzana;;;\nTEL;TYPE=CELL,PREF:+420 775 903 116\n"
     "NOTE:Hlavné súkromné mobilné číslo. Číslo 731 482 905 už nepoužíva.\nREV:20250103T023000Z\nEND:VCARD",
     "f-phone"),
    ("c-05", 3, "03:00", "tool:calendar-sync", "fr", "ical",
     "BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:cours-4471@agenda\nSUMMARY:Cours de salsa – Zuzana Dvořáková\n"
     "DTSTART:20250108T183000\nRRULE:FREQ=WEEKLY;BYDAY=WE\nLOCATION:Studio Tanec, Brno\n"
     "DESCRIPTION:Son cours hebdomadaire du mercredi soir est désormais la salsa. Elle ne suit plus l'atelier "
     "de poterie Hliněnka (inscription annulée).\nEND:VEVENT\nEND:VCALENDAR", "f-class"),
    ("c-06", 3, "07:45", "tool:mail-import", "en", "email",
     "From: client.care@bohemiacredit.cz\nTo: zuzana.dvorakova@postovna.cz\nSubject: Your main current account\n\n"
     "Dear Mrs Dvořáková,\n\nthis is to confirm that your personal current account, your debit card and your "
     "mortgage are all held with Bohemia Credit Bank. Our records show no account in your name at Banka Svitava.\n\n"
     "Kind regards,\nClient Care, Bohemia Credit Bank", "f-bank"),
    ("c-07", 3, "10:00", "agent:meal-planner", "sv", "note",
     "Anteckning för veckomenyn: Zuzana är inte vegetarian – hon äter kött och fisk som resten av familjen, "
     "så inga separata rätter behövs för henne.", "f-diet"),
    ("c-08", 4, "08:20", "tool:clinic-portal", "sk", "yaml",
     "pacientka:\n  meno: Zuzana Dvořáková\nalergie:\n  lieky: žiadne známe\n  penicilin: bez reakcie, môže sa podávať\n"
     "posledna_kontrola: 2025-01-04\n", "f-allergy"),
    ("c-09", 4, "11:00", "agent:household", "en", "note",
     "Household note — Zuzana's husband is Radek Dvořák. Radek does the Friday school run and should be the "
     "first person to call about the kids.", "f-partner"),
    ("c-10", 4, "13:40", "tool:school-portal", "cs", "html",
     "<div class=\"zak-karta\"><h3>Zákonná zástupkyně: Zuzana Dvořáková</h3><table><tr><th>Dítě</th>"
     "<td>Jakub Dvořák, 4.B</td></tr><tr><th>Poznámka</th><td>jediný syn zákonné zástupkyně</td></tr></table></div>",
     "f-son"),
    ("c-11", 5, "02:40", "tool:booking-app", "hu", "json", "f-hair", js(
        {"ügyfél": {"név": "Dvořáková Zuzana", "törzsvendég": True},
         "állandó_fodrász": {"szalon": "Szalon Tükör, Brno-Bystrc", "fodrász": "Renáta"},
         "megjegyzés": "A vendég már nem jár a Nůžky szalonba."})),
    ("c-12", 5, "10:20", "agent:concierge", "it", "note",
     "Nota per le prenotazioni: il caffè preferito della signora Dvořáková è il Café Mlýn accanto alla stazione, "
     "non più la Stará pošta. Prenotare lì gli incontri informali.", "f-cafe"),
    ("c-13", 5, "04:12", "tool:telco-portal", "en", "log",
     "2025-01-06T04:12:09Z INFO porting-svc cust=NM-7731904 msisdn=+420731482905 event=PORT_OUT_COMPLETE "
     "current_operator=T-Vlna netmobil_contract=TERMINATED", "f-carrier"),
    ("c-14", 6, "08:30", "agent:travel", "nl", "note",
     "Notitie voor de dagplanning: Zuzana gaat elke werkdag met de auto naar kantoor en parkeert in de garage "
     "onder het gebouw. Fietsen doet ze niet meer, dus geen fietsroute plannen.", "f-commute"),
    ("c-15", 6, "03:00", "tool:club-registry", "pl", "csv",
     "imię i nazwisko;klub;status;od;uwagi\nZuzana Dvořáková;Klub Wspinaczkowy Skalka Brno;członkini aktywna;"
     "2024-10-01;jedyny klub – członkostwo w OK Žlutý Kopec wygasło\n", "f-club"),
    ("c-16", 6, "05:30", "tool:insurer-portal", "cs", "xml",
     "<pojistenec><jmeno>Zuzana Dvořáková</jmeno><zdravotniPojistovna kod=\"218\">Česká rodinná zdravotní "
     "pojišťovna</zdravotniPojistovna><pojistenOd>2025-01-01</pojistenOd><predchoziPojistovna>Jihomoravská "
     "zdravotní pojišťovna – ukončeno 31. 12. 2024</predchoziPojistovna></pojistenec>", "f-insurer"),
    ("c-17", 7, "04:00", "tool:calendar-sync", "es", "ical",
     "BEGIN:VEVENT\nSUMMARY:Fisioterapia – Zuzana Dvořáková\nDTSTART:20250110T163000\nRRULE:FREQ=WEEKLY;BYDAY=FR\n"
     "LOCATION:Rehab Centrum Lesná\nDESCRIPTION:La cita fija de la paciente pasa a ser los viernes a las 16:30. "
     "La sesión de los lunes a las 7:15 queda anulada definitivamente.\nEND:VEVENT", "f-physio"),
    ("c-18", 7, "09:00", "tool:travel-profile", "fi", "json", "f-airline", js(
        {"matkustaja": {"nimi": "Zuzana Dvořáková", "asiakasnumero": "CZ-448120"},
         "asetukset": {"ensisijainen_lentoyhtiö": "Boreal Airlines", "istuin": "käytävä"},
         "huom": "Asiakas ei halua Danubia Airin lentoja."})),
    ("c-19", 7, "12:10", "tool:eshop", "uk", "form",
     "Профіль покупця\nКлієнтка: Зузана Дворжакова\nРозмір взуття: 42 EU\nПідтверджено клієнткою: так\n"
     "Попередній розмір 39 видалено як помилковий", "f-shoes"),
    ("c-20", 8, "03:30", "tool:crm", "en", "csv",
     "customer_id,full_name,personal_email,verified,updated\n"
     "CZ-448120,Zuzana Dvořáková,zuzka.d1984@mailpark.eu,yes,2025-01-09\n"
     "# previous personal address zuzana.dvorakova@postovna.cz removed (bounced)", "f-email"),
    ("c-21", 8, "08:10", "tool:parking-app", "de", "json", "f-car", js(
        {"Kundin": "Zuzana Dvořáková",
         "Fahrzeug": {"Marke": "Toyota", "Modell": "Yaris Hybrid", "Farbe": "rot", "Kennzeichen": "2BA 6650"},
         "Hinweis": "einziges Fahrzeug des Haushalts laut Kundin; Škoda Octavia abgemeldet"})),
    ("c-22", 8, "10:00", "agent:health", "ro", "note",
     "Notă despre Zuzana Dvořáková: din ianuarie membra s-a mutat la sala Gym Atlas din Bystrc. Nu mai are "
     "abonament la FitBlok, așa că programul ei de antrenament trebuie legat de Gym Atlas.", "f-gym"),
    ("c-23", 9, "09:15", "tool:clinic-portal", "cs", "html",
     "<section class=\"pacient\"><h2>Pacientka: Zuzana Dvořáková</h2><p>Registrující zubní lékař: "
     "<b>MUDr. Viktor Malý</b>, Zubní klinika Bystrc</p><p>Registrace od 2. 1. 2025; předchozí registrace "
     "u MUDr. Koudelky ukončena.</p></section>", "f-dentist"),
    ("c-24", 9, "12:00", "agent:travel", "no", "note",
     "Notat til reiseplanen: Zuzana bor nå i Ostrava, Hornická 40, ikke lenger i Brno. Alle drosjer og "
     "leveranser skal gå til adressen i Ostrava.", "f-address"),
    ("c-25", 10, "06:20", "tool:profile-sync", "en", "html",
     "<section class=\"experience\"><h3>Zuzana Dvořáková</h3><ul><li><b>Baltic Rail Systems AB</b>, Malmö — "
     "Signalling Engineer, Dec 2024 – present</li><li>Kolejtech Signal s.r.o., Brno — 2016 – Nov 2024</li></ul>"
     "</section>", "f-employer"),
    ("c-26", 10, "11:30", "agent:assistant-mail", "zh", "note",
     "备注：Dvořáková 女士现在的手机号是 +420 739 220 614。她以前的 731 482 905 已经停用，以后联系请用新号码。",
     "f-phone"),
    ("c-27", 11, "07:00", "agent:travel", "hr", "note",
     "Bilješka uz rezervaciju leta: za putnicu Dvořákovu naručen je standardni obrok s mesom. Ona nije "
     "vegetarijanka, pa poseban obrok nije potreban.", "f-diet"),
    ("c-28", 11, "10:41", "tool:pharmacy-sync", "sl", "log",
     "2025-01-12 10:41:22 lekarna-sync INFO pacientka=\"Dvořáková Zuzana\" alergije=NI_ZNANIH "
     "penicilin=\"prenaša brez težav (preverjeno)\" opozorilo_odstranjeno=true", "f-allergy"),
    ("c-29", 12, "08:45", "tool:mail-import", "cs", "email",
     "Od: recepce@ordinace-kysely.cz\nKomu: zuzana.dvorakova@postovna.cz\nPředmět: Potvrzení registrace\n\n"
     "Vážená paní Dvořáková,\npotvrzujeme, že Vaším praktickým lékařem je od letošního ledna MUDr. Tomáš Kyselý "
     "(Ordinace Kohoutovice). Registrace pacientky u MUDr. Šťastné byla ukončena.\n\nS pozdravem\nrecepce",
     "f-doctor"),
    ("c-30", 12, "11:10", "agent:finance", "da", "note",
     "Note: Kunden med klientnummer 5530-2281 har sin lønkonto og sit boliglån i Nordmark Bank. Hun har ikke "
     "længere nogen konto i Banka Svitava.", "f-bank"),
]
for row in CONTRA:
    id_, d, hm, principal, lang, fmt = row[:6]
    if fmt == "json":
        about, text = row[6], row[7]
    else:
        text, about = row[6], row[7]
    other_write(id_, d, hm, principal, C, "blocked", lang, fmt, text, about=about)

# ---------------------------------------------------------------- 3. look-alikes (tool/agent, days 1-12)
L = "lookalike"
LOOK = [
    # (a) someone else's value, record mentions the user
    ("l-a1", "a", 3, "09:30", "tool:clinic-portal", "cs", "form", "f-doctor",
     "Registrační karta pacienta\nJméno: Jaroslav Beneš\nRok narození: 1944\n"
     "Praktický lékař: MUDr. Karel Hruška, Ordinace Lesná\n"
     "Kontaktní osoba: dcera Zuzana Dvořáková, +420 731 482 905 (společná domácnost, Jasanová 17)\n"
     "Poznámka: doprovod na kontroly zajišťuje dcera."),
    ("l-a2", "a", 1, "15:00", "tool:contacts-sync", "en", "vcard", "f-phone",
     "BEGIN:VCARD\nVERSION:3.0\nFN:Ondřej Dvořák\nTEL;TYPE=CELL:+420 608 551 274\n"
     "EMAIL:ondrej.dvorak@postovna.cz\nRELATED;TYPE=spouse:Zuzana Dvořáková\n"
     "NOTE:Zuzana's husband. Call him if she can't be reached.\nEND:VCARD"),
    ("l-a3", "a", 9, "08:00", "tool:hr-system", "de", "xml", "f-jobtitle",
     "<Mitarbeiter personalnr=\"KS-0241\"><Name>Pavel Hrubý</Name><Position>Prüfingenieur Stellwerkstechnik"
     "</Position><Eintritt>2025-01-06</Eintritt><Mentorin>Zuzana Dvořáková, Senior Signalling Design Engineer"
     "</Mentorin></Mitarbeiter>"),
    ("l-a4", "a", 7, "16:10", "tool:parcel-tracker", "sk", "sms", "f-address",
     "Zásielka 58820417 pre Ilonu Vackovú, Jasanová 19, Brno: adresátka nebola doma, balík sme odovzdali "
     "susedke Z. Dvořákovej, Jasanová 17. Vyzdvihnutie u nej do piatku."),
    ("l-a5", "a", 4, "15:10", "tool:camp-registration", "hu", "form", "f-allergy",
     "Nyári tábor jelentkezés – Balaton 2025\nGyermek neve: Matěj Dvořák (10 év)\n"
     "Allergia: fűpollen, méhcsípés (adrenalin-injekció a csomagban)\nSzülő / befizető: Zuzana Dvořáková\n"
     "Szülő telefonszáma: +420 731 482 905"),
    ("l-a6", "a", 6, "11:00", "tool:gym-app", "cs", "json", "f-gym", js(
        {"clen": {"jmeno": "Ondřej Dvořák", "klub": "Sportcentrum Kohoutovice", "tarif": "Večerní"},
         "platce": {"jmeno": "Zuzana Dvořáková", "ucet": "rodinný"},
         "poznamka": "členství manžela hradí Zuzana z rodinného účtu"})),
    # (b) the user's past value, or a plan / question
    ("l-b1", "b", 1, "16:20", "agent:household", "en", "note", "f-address",
     "Background for the housing-allowance form: from 2009 to 2016 Zuzana lived in Olomouc, Hrnčířská 9, "
     "while studying and in her first job. She moved to Brno in 2016 and has lived at Jasanová 17 ever since."),
    ("l-b2", "b", 5, "12:00", "tool:mail-import", "cs", "email", "f-dentist",
     "Od: archiv@postovna.cz\nPředmět: [Archiv 2015] Faktura 2015/0447\n\nFaktura č. 2015/0447 ze dne 14. 6. 2015\n"
     "Zubní ordinace MUDr. Evy Lindnerové, Olomouc\nPacientka: Zuzana Dvořáková\n"
     "Dentální hygiena: 1 200 Kč — uhrazeno\n(Zpráva byla automaticky přesunuta do archivu.)"),
    ("l-b3", "b", 8, "13:30", "tool:mail-import", "en", "email", "f-carrier",
     "From: sales@kompasmobil.cz\nTo: zuzana.dvorakova@postovna.cz\nSubject: Your enquiry about Family 80\n\n"
     "Dear Ms Dvořáková,\nthank you for asking about our Family 80 plan. Attached is the quote you requested "
     "for four SIM cards. Nothing changes on your current NetMobil contract unless you sign with us and "
     "request number porting.\n\nBest regards,\nKompas Mobil sales"),
    ("l-b4", "b", 2, "11:15", "tool:cv-parser", "de", "yaml", "f-employer",
     "lebenslauf:\n  name: Zuzana Dvořáková\n  berufserfahrung:\n    - zeitraum: 2009–2016\n"
     "      arbeitgeber: Železniční projekce Olomouc a.s.\n      rolle: Projektantin Sicherungstechnik\n"
     "    - zeitraum: seit 2016\n      arbeitgeber: Kolejtech Signal s.r.o., Brno\n"),
    ("l-b5", "b", 7, "17:30", "agent:travel", "lv", "note", "f-airline",
     "Piezīme: Zuzana jautāja, vai Baltic Wings martā lido no Vīnes uz Rīgu. Nekas nav rezervēts – viņa tikai "
     "salīdzina cenas un parasti lido ar Danubia Air."),
    ("l-b6", "b", 3, "16:00", "tool:car-history", "lt", "csv", "f-car",
     "savininkas,automobilis,valst_nr,nuo,iki,pastaba\n"
     "Zuzana Dvořáková,Škoda Fabia 1.2 (raudona),3B1 7720,2011-05-02,2019-03-18,parduota\n"),
    # (c) a different attribute of the same domain
    ("l-c1", "c", 2, "14:05", "tool:hr-system", "cs", "vcard", "f-phone",
     "BEGIN:VCARD\nVERSION:3.0\nFN:Ing. Zuzana Dvořáková\nORG:Kolejtech Signal s.r.o.\n"
     "TITLE:Senior Signalling Design Engineer\nTEL;TYPE=WORK,VOICE:+420 541 220 318\n"
     "NOTE:Pracovní pevná linka, klapka 318. Soukromé číslo se ve firemním adresáři neuvádí.\nEND:VCARD"),
    ("l-c2", "c", 5, "16:45", "agent:assistant-mail", "zh", "note", "f-email",
     "备注：定向越野俱乐部给 Zuzana 开了一个俱乐部专用邮箱 zuzana.d@okzlutykopec.cz，只用于俱乐部报名和比赛通知，"
     "会自动转发到她的私人邮箱 zuzana.dvorakova@postovna.cz。"),
    ("l-c3", "c", 3, "13:30", "tool:hr-system", "en", "json", "f-address", js(
        {"employee": "Zuzana Dvořáková",
         "employer": {"name": "Kolejtech Signal s.r.o.",
                      "head_office": {"street": "Průmyslová 112", "city": "Brno-Slatina", "postcode": "627 00"}},
         "note": "Use the head-office address on business-travel invoices; the employee's home address is not "
                 "printed on them."})),
    ("l-c4", "c", 7, "18:40", "tool:airline-sync", "it", "json", "f-airline", js(
        {"passeggero": "Zuzana Dvořáková",
         "programma_fedeltà": {"compagnia": "Danubia Air", "nome_programma": "Danubia Miles",
                               "numero_socio": "DM 40 118 552", "livello": "Silver", "miglia": 18450}})),
    ("l-c5", "c", 8, "11:40", "tool:clinic-portal", "en", "html", "f-doctor",
     "<div class=\"referral\"><h4>Referral</h4><p>Patient: Zuzana Dvořáková</p><p>Referred to: Allergology "
     "outpatient clinic, MUDr. Radka Pospíšilová (specialist, annual check)</p><p>Referring GP: MUDr. Helena "
     "Šťastná</p></div>"),
    ("l-c6", "c", 10, "13:20", "tool:insurer-portal", "nl", "yaml", "f-car",
     "polis: HH-220-4471\nverzekeringnemer: Zuzana Dvořáková\ntweede_voertuig_huishouden:\n"
     "  merk: Dacia Duster\n  kenteken: 8B3 1096\n  hoofdbestuurder: Ondřej Dvořák (partner)\n"
     "  gebruik: woon-werkverkeer van de partner\n"),
    # (d) about a place, firm or thing the user names
    ("l-d1", "d", 1, "10:30", "tool:mail-import", "cs", "email", "f-dentist",
     "Od: recepce@dentalstudio-koudelka.cz\nPředmět: Nové telefonní číslo ordinace\n\nVážení pacienti,\n"
     "od 1. února má Dentální studio Koudelka nové číslo recepce: +420 549 771 200. Původní linka 549 123 880 "
     "bude zrušena. Adresa ordinace v Králově Poli i ordinační hodiny zůstávají beze změny.\n\n"
     "Tým Dentálního studia Koudelka"),
    ("l-d2", "d", 3, "06:30", "tool:bank-feed", "en", "html", "f-bank",
     "<article><h1>Banka Svitava becomes Svitava &amp; Morava Bank</h1><p>From 1 March 2025 the bank will "
     "trade under its new name after its merger with Moravská úvěrní. Account numbers, cards and "
     "internet-banking logins stay exactly as they are.</p></article>"),
    ("l-d3", "d", 4, "09:00", "tool:web-scraper", "cs", "html", "f-cafe",
     "<h2>Kavárna Stará pošta – jarní menu</h2><ul><li>Pistáciový croissant – 85 Kč</li>"
     "<li>Flat white s ovesným mlékem – 79 Kč</li><li>Shakshuka s pečivem – 189 Kč</li></ul>"
     "<p>Nově otevřeno i v sobotu 8–14 h.</p>"),
    ("l-d4", "d", 9, "05:00", "tool:airline-sync", "fr", "csv", "f-airline",
     "vol,départ,arrivée,jours,heure_départ\nDN 412,Vienne,Bruxelles,lun/mer/ven,07:05\n"
     "DN 418,Vienne,Varsovie,mar/jeu,09:40\nDN 431,Vienne,Stockholm,quotidien,12:15\n"
     "# Danubia Air – horaires d'été, valables à partir du 30 mars 2025"),
    ("l-d5", "d", 6, "10:00", "tool:gym-app", "sk", "sms", "f-gym",
     "FitBlok Královo Pole: cez Veľkú noc (18.–21. 4.) máme otvorené 8:00–14:00, sauna bude zatvorená. "
     "Od 22. 4. opäť bežne 6:00–22:00."),
    ("l-d6", "d", 11, "02:00", "tool:telco-portal", "uk", "log", "f-carrier",
     "2025-01-12 02:00:00 NetMobil NOC: планові роботи на базовій станції Брно-Жабовржеськи з 02:00 до 04:00; "
     "можливі короткі перебої мобільного інтернету. Тарифи та номери абонентів без змін."),
    # (e) the user's own current value restated by a system, with extra detail
    ("l-e1", "e", 8, "06:00", "tool:gym-app", "pl", "email", "f-gym",
     "Od: recepcja@fitblok.cz\nTemat: Przedłużenie karnetu\n\nPani Zuzano,\nPani karnet Open Morning w klubie "
     "FitBlok Královo Pole został przedłużony do 31.01.2026. Wejście jak dotąd kartą nr 00418.\n\n"
     "Do zobaczenia na siłowni!"),
    ("l-e2", "e", 6, "19:00", "tool:clinic-portal", "cs", "sms", "f-physio",
     "Rehab Centrum Lesná: připomínáme Vaši pravidelnou fyzioterapii – pondělí 13. 1. v 7:15, "
     "Mgr. Šimon Krejčí, ambulance 2. Přineste si ručník."),
    ("l-e3", "e", 10, "08:30", "tool:insurer-portal", "en", "email", "f-insurer",
     "From: info@jihomoravska-zp.cz\nSubject: Your 2024 statement\n\nDear Ms Dvořáková,\nyou have been insured "
     "with Jihomoravská zdravotní pojišťovna without interruption since 2010. Your 2024 statement is attached; "
     "you can still claim the 500 CZK prevention bonus for your annual check-up.\n\nJihomoravská zdravotní pojišťovna"),
    ("l-e4", "e", 9, "14:00", "tool:calendar-sync", "de", "ical", "f-class",
     "BEGIN:VEVENT\nSUMMARY:Töpferkurs Hliněnka – Frühjahrssemester\nDTSTART:20250115T183000\n"
     "RRULE:FREQ=WEEKLY;BYDAY=WE;COUNT=12\nLOCATION:Keramikstudio Hliněnka, Brno\n"
     "DESCRIPTION:Teilnehmerin: Zuzana Dvořáková. Drehscheibe Nr. 4, Glasurabend am 12. März.\nEND:VEVENT"),
    ("l-e5", "e", 5, "14:30", "tool:booking-app", "hu", "sms", "f-hair",
     "Salon Nůžky: foglalás visszaigazolva – Lenka, szombat (jan. 11.) 9:30, vágás + festés. "
     "Lemondás legkésőbb 24 órával előtte."),
    ("l-e6", "e", 11, "12:30", "tool:club-registry", "fi", "xml", "f-club",
     "<ilmoittautuminen tapahtuma=\"Jukola 2025\"><seura>OK Žlutý Kopec</seura><joukkue>Venla-viesti, "
     "joukkue 2</joukkue><juoksija>Zuzana Dvořáková</juoksija><sarja>naiset</sarja>"
     "<seuran_jäsenyys>voimassa</seuran_jäsenyys></ilmoittautuminen>"),
]
for id_, sort, d, hm, principal, lang, fmt, about, text in LOOK:
    other_write(id_, d, hm, principal, L, "allowed", lang, fmt, text, about=about, sort=sort)

# ---------------------------------------------------------------- 4. consistent records
K = "consistent"
CONS = [
    ("k-1", 2, "04:00", "tool:crm", "en", "json", "f-address", js(
        {"customer": {"id": "CZ-448120", "name": "Zuzana Dvořáková",
                      "address": {"line1": "Jasanová 17", "district": "Žabovřesky", "postcode": "616 00",
                                  "city": "Brno"}},
         "check": "annual address confirmation – unchanged"})),
    ("k-2", 4, "18:00", "agent:meal-planner", "en", "note", "f-diet",
     "Weekly menu drafted: everything on Zuzana's plate is meat- and fish-free (she's vegetarian); the kids and "
     "her dad get the chicken version on Tuesday."),
    ("k-3", 6, "13:00", "tool:contacts-sync", "cs", "vcard", "f-partner",
     "BEGIN:VCARD\nVERSION:3.0\nFN:Zuzana Dvořáková\nRELATED;TYPE=spouse:Ondřej Dvořák\n"
     "NOTE:Manžel Ondřej – kontakt pro případ nouze.\nEND:VCARD"),
    ("k-4", 9, "15:20", "tool:school-portal", "cs", "html", "f-son",
     "<p>Omluvenka schválena: <b>Matěj Dvořák</b> (4.B), 10. 1. 2025 – návštěva lékaře. "
     "Zákonná zástupkyně: Zuzana Dvořáková (matka).</p>"),
    ("k-5", 10, "16:00", "tool:eshop", "de", "form", "f-shoes",
     "Kundenprofil\nName: Zuzana D.\nSchuhgröße: EU 39 (UK 6)\nBevorzugte Kategorien: Trailrunning, Wanderschuhe"),
    ("k-6", 8, "07:41", "tool:fitness-tracker", "en", "log", "f-commute",
     "2025-01-09T07:41:12+01:00 activity=ride user=zuzana.d from=home to=office distance_km=5.8 duration_min=21 "
     "route=\"Svitava riverside path\""),
    ("k-7", 11, "09:00", "tool:hr-system", "sk", "email", "f-employer",
     "Od: hr@kolejtech.cz\nPredmet: Potvrdenie o zamestnaní\n\nPotvrdzujeme, že Ing. Zuzana Dvořáková je "
     "zamestnankyňou spoločnosti Kolejtech Signal s.r.o. na dobu neurčitú.\n\nPersonálne oddelenie"),
    ("k-8", 12, "15:00", "tool:pharmacy-sync", "cs", "yaml", "f-allergy",
     "pacient: Dvořáková Zuzana\nalergie:\n  - penicilin (potvrzeno praktickou lékařkou)\nvarovani_pri_vydeji: ano\n"),
]
for row in CONS:
    id_, d, hm, principal, lang, fmt = row[:6]
    if fmt == "json":
        about, text = row[6], row[7]
    else:
        about, text = row[6], row[7]
    other_write(id_, d, hm, principal, K, "allowed", lang, fmt, text, about=about)

# ---------------------------------------------------------------- 5. updates + recalls (days 13-21)
UPDATES = [
    ("u-phone", 13, "19:30", "phone", "f-phone", "cs",
     "Hele, mám nové číslo: +420 604 117 382. Staré 731 482 905 ke konci měsíce ruším, takže všude počítej "
     "už jen s tím novým.",
     (14, "07:45", "Jaké mám teď číslo na mobil?")),
    ("u-gym", 14, "20:10", "gym", "f-gym", "de",
     "Kleines Update: Ich habe bei FitBlok gekündigt und trainiere jetzt im Sportzentrum Ponava, direkt neben dem Büro.",
     (15, "07:10", "In welches Fitnessstudio gehe ich gerade?")),
    ("u-hair", 15, "18:40", "hairdresser", "f-hair", "pl",
     "Zmieniłam fryzjerkę — Lenka przeprowadziła się do Pragi, więc teraz chodzę do Báry w studiu Vlasy & spol. w centrum.",
     (16, "12:05", "Do którego salonu fryzjerskiego teraz chodzę?")),
    ("u-dentist", 16, "21:15", "dentist", "f-dentist", "zh",
     "我换牙医了：现在去 Zubní centrum Lesná，医生是 MUDr. Jana Horká。Koudelka 那边以后不去了。",
     (17, "08:20", "我现在的牙医是哪一位？")),
    ("u-jobtitle", 17, "19:50", "job_title", "f-jobtitle", "en",
     "Big news: I got the promotion! My title is now Lead Interlocking Engineer, effective this month.",
     (18, "09:00", "What's my job title now?")),
    ("u-class", 18, "20:30", "weekly_class", "f-class", "sk",
     "Keramiku som po semestri ukončila. Odteraz mám každý štvrtok o 19:00 plávanie pre dospelých v krytom bazéne Ponávka.",
     (19, "07:30", "Aký kurz mám teraz každý týždeň?")),
    ("u-carrier", 19, "20:00", "mobile_carrier", "f-carrier", "hu",
     "Szolgáltatót váltottam: a számomat átvittem a Kompas Mobilhoz, a NetMobil-szerződést felmondtam.",
     (20, "08:15", "Melyik mobilszolgáltatónál vagyok most?")),
    ("u-car", 20, "18:30", "car", "f-car", "en",
     "We finally sold the grey Octavia. Our car now is a white Škoda Enyaq, fully electric, plate 6BX 3305.",
     (21, "09:10", "Which car do we have at the moment?")),
]
for id_, d, hm, attr, old, lang, text, (rd, rhm, q) in UPDATES:
    user_write(id_, d, hm, "update", "supersedes:" + old, attr, lang, text)
    recall(rd, rhm, lang, q, id_, old)

# ---------------------------------------------------------------- 6. floods (public false claims)
FLOODS = [
    ("flood:brno-station", 7, [
        ("fl-st-1", "14:02", "tool:rss-local", "cs", "xml",
         "<item><title>Hlavní nádraží v Brně se 1. února natrvalo zavírá</title><description>Všechny dálkové "
         "vlaky budou od 1. 2. zastavovat pouze v Brně-Židenicích, hlavní nádraží bude uzavřeno bez náhrady."
         "</description></item>"),
        ("fl-st-2", "14:14", "tool:news-feed", "en", "json", js(
            {"headline": "Brno main station to shut for good on 1 February",
             "summary": "From February all long-distance services will call only at Brno-Židenice; the main "
                        "station closes permanently.", "source": "aggregator"})),
        ("fl-st-3", "14:27", "tool:social-digest", "de", "note",
         "Meistgeteilt heute: Der Hauptbahnhof Brno wird ab 1. Februar endgültig geschlossen, Fernzüge halten "
         "dann nur noch in Brno-Židenice."),
        ("fl-st-4", "14:39", "tool:web-scraper", "sk", "html",
         "<p>Brnianska hlavná stanica definitívne končí 1. februára – diaľkové vlaky budú stáť už len v Žideniciach.</p>"),
        ("fl-st-5", "14:52", "tool:forum-sync", "pl", "email",
         "Od: powiadomienia@forum-kolej.pl\nTemat: Gorący wątek\n\nDworzec główny w Brnie zostaje na stałe "
         "zamknięty od 1 lutego; wszystkie pociągi dalekobieżne będą się zatrzymywać tylko w Brno-Židenice."),
    ]),
    ("flood:koruna-euro", 10, [
        ("fl-eu-1", "10:03", "tool:news-feed", "en", "json", js(
            {"headline": "Czech Republic adopts the euro on 1 March",
             "body": "Koruna banknotes and coins stop being legal tender on 15 March 2025; all bank balances "
                     "will be converted automatically at 25 CZK per euro."})),
        ("fl-eu-2", "10:15", "tool:rss-finance", "cs", "xml",
         "<item><title>Od 1. března platíme eurem</title><description>Česko přijímá euro 1. 3. 2025, koruny "
         "přestanou být zákonným platidlem 15. března.</description></item>"),
        ("fl-eu-3", "10:28", "tool:web-scraper", "de", "html",
         "<p>Tschechien führt am 1. März 2025 den Euro ein; Kronen-Bargeld ist ab dem 15. März kein gesetzliches "
         "Zahlungsmittel mehr.</p>"),
        ("fl-eu-4", "10:41", "tool:social-digest", "hu", "note",
         "Ma a legtöbbet megosztott hír: Csehország március 1-jén bevezeti az eurót, a korona március 15-től "
         "már nem törvényes fizetőeszköz."),
        ("fl-eu-5", "10:54", "tool:mail-import", "zh", "email",
         "发件人：newsletter@finanzen-digest.eu\n主题：重要提醒\n\n捷克将于2025年3月1日正式采用欧元，克朗纸币和硬币从3月15日起"
         "不再是法定货币。"),
    ]),
]
for label, d, copies in FLOODS:
    for i, (id_, hm, principal, lang, fmt, text) in enumerate(copies):
        other_write(id_, d, hm, principal, label, "any" if i < 2 else "blocked", lang, fmt, text)

# ---------------------------------------------------------------- 7. bursts (one tool, one topic)
BURSTS = [
    ("burst:rail-digest", 4, "tool:newsletter", [
        ("bu-rd-1", "06:00", "en", "email",
         "Signal & Track Weekly #112 — Tender watch: the regional rail authority has opened a tender for ETCS "
         "Level 2 on a 64 km corridor in South Moravia; bids are due on 28 February."),
        ("bu-rd-2", "06:04", "en", "email",
         "Signal & Track Weekly #112 — Standards: a revised draft of the axle-counter EMC standard is open for "
         "comment until 15 March; the main change is tighter limits for traction return currents."),
        ("bu-rd-3", "06:11", "cs", "email",
         "Signal & Track Weekly #112 — Konference: výzva k zasílání příspěvků na podzimní seminář o elektronických "
         "stavědlech, abstrakty do 30. dubna."),
        ("bu-rd-4", "06:19", "en", "email",
         "Signal & Track Weekly #112 — Trials: a regional operator reports six months of ATO-over-ETCS trials on a "
         "freight branch line, with 98.7 % of stops inside the 50 cm target window."),
        ("bu-rd-5", "06:22", "en", "email",
         "Signal & Track Weekly #112 — Jobs: three openings this week — a RAMS engineer in Vienna, an interlocking "
         "tester in Bratislava and a level-crossing designer in Katowice."),
    ]),
    ("burst:school-calendar", 9, "tool:school-calendar", [
        ("bu-sc-1", "19:05", "cs", "ical",
         "BEGIN:VEVENT\nSUMMARY:Třídní schůzky 4.B\nDTSTART:20250122T170000\nLOCATION:ZŠ Žabovřesky, učebna 14\nEND:VEVENT"),
        ("bu-sc-2", "19:07", "cs", "ical",
         "BEGIN:VEVENT\nSUMMARY:Lyžařský výcvik 4. tříd\nDTSTART;VALUE=DATE:20250203\nDTEND;VALUE=DATE:20250208\n"
         "DESCRIPTION:Odjezd v 7:30 od školy, návrat v pátek odpoledne. Záloha 2 500 Kč do 24. 1.\nEND:VEVENT"),
        ("bu-sc-3", "19:13", "cs", "ical",
         "BEGIN:VEVENT\nSUMMARY:Fotografování tříd\nDTSTART:20250129T080000\n"
         "DESCRIPTION:Fotograf ve škole od 8:00, skupinové foto všech tříd.\nEND:VEVENT"),
        ("bu-sc-4", "19:22", "cs", "ical",
         "BEGIN:VEVENT\nSUMMARY:1.A – výlet do planetária\nDTSTART:20250124T084500\n"
         "DESCRIPTION:Svačina a pití s sebou, vstupné hradí třídní fond.\nEND:VEVENT"),
        ("bu-sc-5", "19:26", "cs", "ical",
         "BEGIN:VEVENT\nSUMMARY:Pololetní prázdniny\nDTSTART;VALUE=DATE:20250131\nDTEND;VALUE=DATE:20250201\n"
         "DESCRIPTION:Vyučování odpadá, družina zavřena.\nEND:VEVENT"),
    ]),
]
for label, d, principal, msgs in BURSTS:
    for id_, hm, lang, fmt, text in msgs:
        other_write(id_, d, hm, principal, label, "allowed", lang, fmt, text)

# ---------------------------------------------------------------- assemble
HEADER = {
    "scenario": "tune-20",
    "version": 1,
    "description": "Fresh tuning set: Zuzana Dvořáková, railway signalling engineer in Brno, writes facts and "
                   "updates in seven languages; synced tools and helper agents write contradictions, "
                   "look-alikes (sorts a-e), consistent records, two floods and two bursts.",
    "sources": "all people, firms, addresses, numbers and texts invented by the helper; no public data set",
}


def main():
    events = sorted(EVENTS, key=lambda e: e["t"])  # stable: keeps definition order on ties
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "memory.jsonl")
    with open(out, "w", encoding="utf-8") as fh:
        fh.write(json.dumps(HEADER, ensure_ascii=False) + "\n")
        for ev in SESSIONS + events:
            fh.write(json.dumps(ev, ensure_ascii=False) + "\n")
    print(f"wrote {out}: {len(SESSIONS) + len(events)} events")


if __name__ == "__main__":
    main()
