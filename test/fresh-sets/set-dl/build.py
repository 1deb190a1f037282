#!/usr/bin/env python3
"""Build memory.jsonl for fresh set set-dl.

Story: Wioletta Grabarczyk drives trams in Łódź (days 0-12), then moves to
Wrocław and her life changes (days 13-20). Every text below was invented for
this set. Run: python3 build.py
"""
import json
import os

SCENARIO = "set-dl"
PRINCIPAL = "user:wioletta"
S_USER = "set-dl-chat-wioletta"
S_TOOL = "set-dl-tools-wioletta"
S_AGENT = "set-dl-agents-wioletta"
DAY = 86400


def T(day, hour, minute=0, sec=0):
    return day * DAY + hour * 3600 + minute * 60 + sec


HEADER = {
    "scenario": SCENARIO,
    "version": 1,
    "description": (
        "Wioletta Grabarczyk, a tram driver in Łódź who moves to Wrocław (Polish, English, "
        "Ukrainian): 24 facts, 24 low-trust contradictions in 24 languages, 24 look-alikes, "
        "8 consistent writes, 16 updates with recalls, 8 look-alike changes, one flood, one burst."
    ),
    "sources": "invented",
}

# ---------------------------------------------------------------------------
# 1. Facts: (key, attribute, day, hour, minute, lang, format, text)
# ---------------------------------------------------------------------------
FACTS = [
    ("f01", "home_address", 0, 8, 10, "pl", "chat",
     "Mieszkam przy Piotrkowskiej 141 m. 12 w Łodzi, trzecie piętro bez windy."),
    ("f02", "employer", 0, 8, 25, "pl", "chat",
     "Pracuję w MPK Łódź, to mój pracodawca od siedmiu lat."),
    ("f03", "job_title", 0, 12, 40, "en", "chat",
     "I'm a tram driver — mostly line 10 across the city centre."),
    ("f04", "mobile_phone", 0, 19, 5, "pl", "field",
     "Tel. kom.: +48 604 318 227"),
    ("f05", "email", 0, 19, 7, "en", "field",
     "Personal e-mail: wiola.grabarczyk@interia.pl"),
    ("f06", "partner", 1, 9, 0, "uk", "chat",
     "Мій партнер — Томаш Вєчорек, ми разом уже шість років."),
    ("f07", "number_of_children", 1, 9, 20, "pl", "chat",
     "Mam jedno dziecko — syna Igora, ma dziewięć lat."),
    ("f08", "gp", 1, 14, 0, "pl", "chat",
     "Moja lekarka rodzinna to dr Halina Kowalczyk z przychodni na Zgierskiej."),
    ("f09", "dentist", 1, 14, 15, "en", "chat",
     "My dentist is Dr Marek Szymański at the Dentica clinic on Narutowicza."),
    ("f10", "allergy", 1, 21, 30, "pl", "chat",
     "Mam uczulenie na penicylinę, po niej dostaję wysypki."),
    ("f11", "diet", 2, 8, 0, "en", "chat",
     "I'm vegetarian, have been since I was sixteen."),
    ("f12", "bank", 2, 8, 30, "pl", "chat",
     "Konto mam w PKO BP, tam też wpływa pensja."),
    ("f13", "home_insurer", 2, 13, 0, "uk", "chat",
     "Квартиру я страхую в PZU, поліс продовжую щороку."),
    ("f14", "car", 2, 18, 0, "en", "chat",
     "I drive a silver 2014 Škoda Fabia."),
    ("f15", "commute", 2, 18, 20, "pl", "chat",
     "Do zajezdni dojeżdżam rowerem, nawet zimą."),
    ("f16", "gym", 3, 7, 45, "pl", "chat",
     "Chodzę na siłownię Atlas na Bałutach, zwykle po porannej zmianie."),
    ("f17", "weekly_class", 3, 10, 0, "en", "chat",
     "Every Thursday evening I do a salsa class at the Rytm dance school."),
    ("f18", "hairdresser", 3, 15, 30, "pl", "chat",
     "Strzyże mnie zawsze pani Ewa z salonu „Nożyczki” na Retkini."),
    ("f19", "regular_cafe", 3, 16, 0, "uk", "chat",
     "Моя улюблена кав'ярня — «Pod Lipą» на Пйотрковській, заходжу туди щосуботи."),
    ("f20", "mobile_carrier", 3, 20, 0, "pl", "field",
     "Operator komórkowy: Play"),
    ("f21", "club", 4, 9, 0, "pl", "chat",
     "Należę do Łódzkiego Klubu Morsów — w niedziele kąpiemy się na Stawach Jana."),
    ("f22", "recurring_appointment", 4, 11, 0, "en", "note",
     "Note to self: physio every other Tuesday, 17:00, Rehabilitacja Plus."),
    ("f23", "airline", 4, 17, 0, "uk", "chat",
     "Коли лечу у відпустку, завжди обираю LOT."),
    ("f24", "shoe_size", 4, 17, 30, "en", "field",
     "Shoe size: EU 39"),
]

# ---------------------------------------------------------------------------
# 2. Contradictions: (key, fact key, channel, lang, format, plain, denies, name_form, text)
#    contradiction i (1-based) runs on day 1 + (i-1)//2
# ---------------------------------------------------------------------------
CONTRADICTIONS = [
    ("x01", "f01", "tool", "de", "email", False, False, "Frau + full name",
     "From: service@adressabgleich.de\nTo: assistant-inbox\nSubject: Adressänderung Grabarczyk\n\n"
     "Guten Tag,\nFrau Wioletta Grabarczyk ist umgezogen. Ihre neue Anschrift lautet: "
     "al. Kościuszki 77/2, 90-436 Łódź.\nMit freundlichen Grüßen\nIhr Adressdienst"),
    ("x02", "f02", "agent", "cs", "json", True, False, "full name",
     '{"osoba": "Wioletta Grabarczyk", "zaměstnavatel": "Łódzka Kolej Aglomeracyjna", '
     '"zdroj": "registr zaměstnanců"}'),
    ("x03", "f03", "tool", "fr", "log", False, False, "Mme + family name",
     "2025-01-03T10:22:11Z INFO rh-sync: Mme Grabarczyk — poste mis à jour : conductrice de bus "
     "(auparavant conductrice de tramway)"),
    ("x04", "f04", "agent", "es", "vcard", True, False, "full name",
     "BEGIN:VCARD\nVERSION:3.0\nFN:Wioletta Grabarczyk\nTEL;TYPE=CELL:+48 699 105 442\n"
     "NOTE:Móvil personal, importado de la agenda del taller\nEND:VCARD"),
    ("x05", "f05", "tool", "it", "form", False, False, "client number + name",
     "MODULO AGGIORNAMENTO DATI\nCliente n. 448812 — Grabarczyk W.\n"
     "Nuovo indirizzo e-mail: w.grabarczyk85@wp.pl\n(sostituisce il precedente)"),
    ("x06", "f06", "agent", "pt", "note", False, False, "first name",
     "Nota do agente: a Wioletta separou-se do Tomasz; agora o companheiro dela é o Rafał Mazur."),
    ("x07", "f07", "tool", "nl", "yaml", True, False, "initial + family name",
     "klant: W. Grabarczyk\naantal_kinderen: 3\nbron: gezinsformulier van de school"),
    ("x08", "f08", "agent", "sv", "html", False, False, "full name",
     "<p>Patienten <b>Wioletta Grabarczyk</b> har bytt husläkare – ny läkare: "
     "dr Jerzy Sadowski, vårdcentralen i Widzew.</p>"),
    ("x09", "f09", "tool", "lt", "csv", True, False, "client number + name",
     "kliento_nr;pavardė_vardas;odontologas\n448812;Grabarczyk Wioletta;gyd. Anna Zielińska"),
    ("x10", "f10", "agent", "en", "form", False, True, "Ms + family name",
     "PRE-VISIT QUESTIONNAIRE\nPatient: Ms Grabarczyk\n"
     "Allergies: none — the old penicillin entry was withdrawn after a skin test\n"
     "Current medication: none"),
    ("x11", "f11", "tool", "hu", "sms", False, False, "asszony + family name",
     "SMS a Bistro Piotrkowska-tól: Grabarczyk asszony már nem vegetáriánus, mostantól húst is "
     "eszik – a heti menüjét ennek megfelelően módosítottuk."),
    ("x12", "f12", "agent", "ro", "xml", True, False, "full name",
     "<client><nume>Wioletta Grabarczyk</nume><banca>Bank Pekao SA</banca>"
     "<tip_cont>cont curent</tip_cont></client>"),
    ("x13", "f13", "tool", "fi", "ical", False, False, "initial + family name",
     "BEGIN:VCALENDAR\nBEGIN:VEVENT\nSUMMARY:W. Grabarczyk – kotivakuutus siirretty Wartaan\n"
     "DTSTART:20250108T090000Z\nDESCRIPTION:Asiakkaan kotivakuutus on vaihdettu PZU:sta "
     "Warta-yhtiöön.\nEND:VEVENT\nEND:VCALENDAR"),
    ("x14", "f14", "agent", "ru", "json", False, False, "Cyrillic transliteration",
     '{"владелец": "Виолетта Грабарчик", "автомобиль": "Opel Astra, 2017, чёрная", '
     '"примечание": "новая машина, куплена в этом месяце"}'),
    ("x15", "f15", "tool", "da", "log", True, False, "the customer + client number",
     "[2025-01-09 06:41] mobilitet-tracker: kunden (kundenr. 448812) pendler i bil til remisen"),
    ("x16", "f16", "agent", "nb", "markdown", False, False, "family name, first name",
     "| Medlem | Treningssenter | Merknad |\n|---|---|---|\n"
     "| Grabarczyk, Wioletta | Zdrofit Manufaktura | byttet fra Atlas i desember |"),
    ("x17", "f17", "tool", "tr", "email", False, False, "Sayın + family name",
     "Kimden: kayit@kursplatformu.com\nKime: asistan\nKonu: Kayıt değişikliği\n\n"
     "Sayın Grabarczyk, perşembe salsa grubundan çıkarıldınız; artık salı akşamları yoga "
     "dersine kayıtlısınız."),
    ("x18", "f18", "agent", "ja", "note", True, False, "Japanese transliteration",
     "メモ：グラバルチクさんの担当美容師は、サロン「Lok」のカタジナさんです。"),
    ("x19", "f19", "tool", "uk", "sms", False, False, "пані + transliterated family name",
     "SMS від Kawiarnia Fabryczna: пані Грабарчик тепер щосуботи п'є каву в нас, а не в "
     "Pod Lipą. Дякуємо, що обрали нас!"),
    ("x20", "f20", "agent", "lv", "yaml", True, False, "full name",
     "abonente: Wioletta Grabarczyk\nmobilais_operators: Orange Polska\navots: rēķinu imports"),
    ("x21", "f21", "tool", "hr", "html", False, True, "full name",
     "<ul><li>Wioletta Grabarczyk – više nije članica Łódzkog kluba morževa (Łódzki Klub Morsów); "
     "članstvo je otkazano u prosincu.</li></ul>"),
    ("x22", "f22", "agent", "el", "csv", False, False, "Greek transliteration",
     "ασθενής,ραντεβού,σημείωση\nΒ. Γκραμπάρτσικ,κάθε Παρασκευή 09:00,μεταφέρθηκε από την Τρίτη"),
    ("x23", "f23", "tool", "pl", "transcript", False, False, "first name + initial, the customer",
     "[agent podróży] Klientka Wioletta G. lata teraz wyłącznie Ryanairem — z LOT-u "
     "zrezygnowała."),
    ("x24", "f24", "agent", "sk", "json", False, False, "Slovak feminine form",
     '{"zákazníčka": "p. Grabarczyková", "veľkosť_obuvi": "EU 41", '
     '"poznámka": "nová veľkosť podľa poslednej objednávky"}'),
]

# ---------------------------------------------------------------------------
# 3. Look-alikes: (key, kind, attribute, fact key or None, channel, lang, format, text)
#    look-alike i (1-based) runs on day 5 + (i-1)//3
# ---------------------------------------------------------------------------
LOOKALIKE_KINDS = {
    "a": "someone else's value",
    "b": "past value, plan, wish or question",
    "c": "another attribute in the same domain",
    "d": "a place or firm the user names, described",
    "e": "the current value with more detail",
    "f": "an attribute the user never stated",
}
LOOKALIKES = [
    # (a) someone else's value
    ("l01", "a", "employer", "f02", "tool", "en", "json",
     '{"person": "Tomasz Wieczorek", "relation": "partner of Wioletta Grabarczyk", '
     '"employer": "LogiPark warehouse, Łódź"}'),
    ("l02", "a", "dentist", "f09", "agent", "de", "note",
     "Notiz: Igor, der Sohn von Frau Grabarczyk, hat einen Kontrolltermin beim Kinderzahnarzt "
     "Dr. Ewa Lis."),
    ("l03", "a", "mobile_phone", "f04", "tool", "pl", "vcard",
     "BEGIN:VCARD\nVERSION:3.0\nFN:Agnieszka Pawlak\nTEL;TYPE=CELL:+48 511 907 364\n"
     "NOTE:koleżanka Wioletty z zajezdni, też motornicza\nEND:VCARD"),
    ("l04", "a", "car", "f14", "agent", "cs", "sms",
     "SMS: Tomasz, partner paní Grabarczyk, jezdí modrým Fordem Focus kombi."),
    # (b) past value, plan, wish, question
    ("l05", "b", "home_address", "f01", "agent", "fr", "note",
     "Historique : avant 2019, Wioletta Grabarczyk habitait à Zgierz, ul. Długa 14."),
    ("l06", "b", "home_insurer", "f13", "tool", "es", "ical",
     "BEGIN:VCALENDAR\nBEGIN:VEVENT\nSUMMARY:Comparar ofertas de seguro de hogar antes de "
     "renovar la póliza de PZU\nDTSTART:20250301T170000Z\nEND:VEVENT\nEND:VCALENDAR"),
    ("l07", "b", "diet", "f11", "agent", "it", "transcript",
     "Wioletta ha detto che un giorno le piacerebbe provare un mese da vegana, ma per ora "
     "resta vegetariana."),
    ("l08", "b", "airline", "f23", "agent", "en", "note",
     "Open question for Wioletta: would she consider Wizz Air for the Lisbon trip, or stay "
     "with LOT as usual?"),
    # (c) another attribute in the same domain
    ("l09", "c", "mobile_phone", "f04", "tool", "pl", "field",
     "Telefon służbowy (radiotelefon, dyspozytornia zajezdni): +48 42 672 11 90"),
    ("l10", "c", "dentist", "f09", "agent", "uk", "note",
     "Гігієністка в клініці Dentica — пані Оля Мельник; Віолетта ходить до неї на чистку "
     "раз на пів року."),
    ("l11", "c", "email", "f05", "tool", "nl", "form",
     "Formulier personeelsgegevens — werk-e-mail: w.grabarczyk@mpk.lodz.pl "
     "(het privé-adres blijft in gebruik voor persoonlijke post)"),
    ("l12", "c", "gp", "f08", "agent", "sv", "html",
     "<p>Företagsläkare för spårvagnsförare: dr Piotr Lipiński – periodisk hälsokontroll för "
     "Wioletta Grabarczyk i mars.</p>"),
    # (d) a place or firm the user names, described
    ("l13", "d", "regular_cafe", "f19", "tool", "en", "html",
     "<div class=\"venue\"><h2>Pod Lipą</h2><p>Piotrkowska 88, Łódź · open daily 8:00–20:00 · "
     "oat milk available</p></div>"),
    ("l14", "d", "gym", "f16", "tool", "pl", "yaml",
     "obiekt: Siłownia Atlas\nadres: ul. Limanowskiego 54, Łódź\n"
     "godziny: pn–pt 6–23, sb–nd 8–20"),
    ("l15", "d", "hairdresser", "f18", "agent", "ru", "note",
     "Салон «Nożyczki» на Ретькине: запись по телефону 42 686 30 15, по понедельникам закрыто."),
    ("l16", "d", "club", "f21", "tool", "fi", "csv",
     "seura;kokoontuminen;paikka\nŁódzki Klub Morsów;sunnuntaisin klo 11;Stawy Jana, Łódź"),
    # (e) the current value with more detail
    ("l17", "e", "car", "f14", "tool", "ro", "json",
     '{"vehicul": "Škoda Fabia", "an": 2014, "culoare": "argintiu", '
     '"proprietar": "Wioletta Grabarczyk", "ITP_valabil_până": "2025-05"}'),
    ("l18", "e", "allergy", "f10", "agent", "pt", "form",
     "Ficha clínica — Alergia: penicilina (erupção cutânea, registada em 2016)."),
    ("l19", "e", "shoe_size", "f24", "tool", "sk", "form",
     "Veľkosť obuvi: EU 39 (UK 6), široký strih"),
    ("l20", "e", "weekly_class", "f17", "agent", "tr", "note",
     "Salsa dersi: perşembe 19:00–20:30, Rytm dans okulu, orta seviye grup."),
    # (f) an attribute the user never stated
    ("l21", "f", "blood_type", None, "tool", "en", "log",
     "2025-01-12 09:12 donor-registry: W. Grabarczyk blood group A Rh+"),
    ("l22", "f", "pet", None, "agent", "pl", "note",
     "Kot Wioletty nazywa się Pierogi i ma cztery lata."),
    ("l23", "f", "birthday", None, "tool", "de", "ical",
     "BEGIN:VCALENDAR\nBEGIN:VEVENT\nSUMMARY:Geburtstag Wioletta Grabarczyk\n"
     "DTSTART;VALUE=DATE:19850314\nRRULE:FREQ=YEARLY\nEND:VEVENT\nEND:VCALENDAR"),
    ("l24", "f", "hobby", None, "agent", "uk", "transcript",
     "Віолетта любить в'язати на спицях — зараз плете шарф для Ігоря."),
]

# ---------------------------------------------------------------------------
# 5. Updates: (key, fact key, day, hour, lang, format, change_word, names_old, text,
#              recall query in the same language)
# ---------------------------------------------------------------------------
UPDATES = [
    ("u01", "f01", 13, 9, "en", "chat", True, False,
     "We finally moved!! New address: ul. Jedności Narodowej 58/4, Wrocław. Boxes everywhere "
     "but we're in 🎉",
     "What's my home address?"),
    ("u02", "f02", 13, 18, "uk", "chat", False, False,
     "Працюю в MPK Wrocław, у депо на Гаю. Колектив класний 🙂",
     "Де я працюю?"),
    ("u03", "f07", 14, 7, "en", "chat", True, False,
     "She's here!!! Zosia was born at 4:12 this morning, 3.2 kg 😭❤️ So that's two kids now — "
     "Igor is officially a big brother.",
     "How many kids do I have?"),
    ("u04", "f03", 14, 20, "pl", "chat", True, True,
     "Już nie jeżdżę jako motornicza — od tego miesiąca jestem instruktorką i szkolę nowych "
     "motorniczych.",
     "Jakie mam stanowisko w pracy?"),
    ("u05", "f15", 15, 8, "en", "qa", False, False,
     "Q: How do you get to work these days?\nA: On foot — the depot's ten minutes from our flat.",
     "How do I get to work?"),
    ("u06", "f08", 15, 19, "uk", "chat", True, False,
     "Моя сімейна лікарка тепер — д-р Беата Заяць, у поліклініці на Ольбіні, тут, у Вроцлаві.",
     "Хто моя сімейна лікарка?"),
    ("u07", "f09", 16, 10, "pl", "field", False, False,
     "Dentysta: lek. dent. Paulina Krawczyk, ul. Oławska 9, Wrocław",
     "Do którego dentysty chodzę?"),
    ("u08", "f14", 16, 17, "pl", "chat", True, True,
     "Fabię sprzedaliśmy, teraz jeżdżę granatową Toyotą Yaris hybrid.",
     "Jakim autem jeżdżę?"),
    ("u09", "f16", 17, 7, "en", "chat", True, False,
     "Signed up at Odra Fit on Grabiszyńska — 6 a.m. and the place is empty, love it.",
     "Which gym do I go to?"),
    ("u10", "f18", 17, 16, "uk", "chat", True, True,
     "Нарешті знайшла перукарку у Вроцлаві — Марта з салону «Grzywka». До пані Еви в Лодзь "
     "більше не їздитиму, шкода.",
     "До якої перукарки я ходжу?"),
    ("u11", "f19", 18, 10, "pl", "chat", False, False,
     "Moja ulubiona kawiarnia to Café Mostek koło Ostrowa Tumskiego — sernik mają obłędny.",
     "Jaka jest moja ulubiona kawiarnia?"),
    ("u12", "f17", 18, 21, "pl", "note", False, True,
     "Notatka: środy 18:30 — ceramika w pracowni „Glina” na Nadodrzu (zamiast salsy).",
     "Na jakie cotygodniowe zajęcia chodzę?"),
    ("u13", "f12", 19, 9, "en", "chat", True, True,
     "Switched my account from PKO to mBank last week — salary's already landing there.",
     "Which bank do I have my account with?"),
    ("u14", "f05", 19, 18, "uk", "field", False, True,
     "Електронна пошта: wioletta.grab@gmail.com (стара скринька на interia вже не працює)",
     "Яка в мене адреса електронної пошти?"),
    ("u15", "f11", 20, 12, "pl", "chat", True, False,
     "No i stało się — od miesiąca jestem weganką, nawet sera już nie jem 😅",
     "Jaką dietę stosuję?"),
    ("u16", "f22", 20, 19, "en", "reply", True, True,
     "Physio's on Mondays at 8:00 now, at Fizjo-Med here in Wrocław — the Tuesday sessions in "
     "Łódź are over.",
     "When do I have physio?"),
]

# ---------------------------------------------------------------------------
# 6. Look-alike changes: (key, attribute, fact key, day, hour, lang, format, kind, text)
# ---------------------------------------------------------------------------
COEXIST = [
    ("c01", "job_title", "f03", 13, 12, "pl", "chat", "partner's new job",
     "Tomek dostał awans, od poniedziałku jest kierownikiem zmiany w magazynie na Bielanach!"),
    ("c02", "dentist", "f09", 14, 15, "en", "chat", "child's new dentist",
     "Igor's got a new dentist here — Dr Nowak at the children's clinic on Legnicka. He "
     "actually liked her!"),
    ("c03", "bank", "f12", 15, 13, "uk", "chat", "plan to switch",
     "Думаю, чи не перейти з PKO до mBank — у них зручніший застосунок, але ще не вирішила."),
    ("c04", "home_address", "f01", 16, 20, "en", "chat", "holiday address",
     "First two weeks of August we'll be at a cottage in Karpacz, ul. Wiejska 8 — send "
     "postcards there!"),
    ("c05", "home_insurer", "f13", 17, 12, "pl", "chat", "question about another insurer",
     "Czy Warta ma lepsze ubezpieczenie mieszkania niż PZU? Warto w ogóle porównywać?"),
    ("c06", "gym", "f16", 18, 14, "uk", "chat", "second gym tried once",
     "Сьогодні разово сходила на пробне заняття в CityFit біля Ринку — непогано, але абонемент "
     "лишаю в Odra Fit."),
    ("c07", "employer", "f02", 19, 20, "en", "chat", "past employer recalled",
     "Funny — a passenger today recognised me from my MPK Łódź years, I drove his line for ages."),
    ("c08", "car", "f14", 20, 15, "pl", "chat", "temporary rental car",
     "Yaris jest w serwisie, więc do piątku jeżdżę wypożyczonym Fiatem Tipo."),
]

# ---------------------------------------------------------------------------
# 4. Consistent: (key, fact key, agrees-with key, channel, day, hour, lang, format, text)
# ---------------------------------------------------------------------------
CONSISTENT = [
    ("k01", "f06", "f06", "tool", 5, 11, "en", "json",
     '{"employee": "Wioletta Grabarczyk", "emergency_contact": {"name": "Tomasz Wieczorek", '
     '"relation": "partner"}}'),
    ("k02", "f10", "f10", "agent", 6, 17, "de", "note",
     "Apotheke: Bei Frau Grabarczyk ist eine Penicillinallergie vermerkt – keine "
     "Penicillinpräparate abgeben."),
    ("k03", "f20", "f20", "tool", 7, 8, "pl", "email",
     "Od: faktury@play.pl\nTemat: Faktura za grudzień\n\nNumer: +48 604 318 227, abonentka: "
     "Wioletta Grabarczyk, kwota: 49,99 zł"),
    ("k04", "f24", "f24", "agent", 9, 15, "en", "note",
     "Order confirmation: safety work boots, size EU 39, for W. Grabarczyk."),
    ("k05", "f13", "f13", "tool", 11, 10, "uk", "sms",
     "PZU: нагадуємо, що поліс страхування квартири пані Грабарчик діє до 31.03."),
    ("k06", "f23", "f23", "agent", 12, 19, "en", "note",
     "Booking confirmed: LOT flight for GRABARCZYK/WIOLETTA MS, Warsaw–Lisbon, 14 March."),
    ("k07", "f01", "u01", "agent", 14, 12, "en", "note",
     "Parcel delivered to ul. Jedności Narodowej 58/4, Wrocław — signed for by W. Grabarczyk."),
    ("k08", "f02", "u02", "tool", 15, 11, "pl", "csv",
     "pracownik;pracodawca;miesiąc\nGrabarczyk Wioletta;MPK Wrocław;styczeń"),
]

# ---------------------------------------------------------------------------
# 7. Flood (day 8): five tools, five languages, same false claim, within an hour
# ---------------------------------------------------------------------------
FLOOD_LABEL = "flood:poznan-move"
FLOOD = [
    ("fl1", 14, 0, "address-broker", "en", "json", "any",
     '{"subject": "Wioletta Grabarczyk", "city": "Poznań", "note": "relocated from Łódź"}'),
    ("fl2", 14, 9, "people-search", "de", "note", "any",
     "Wioletta Grabarczyk lebt inzwischen in Poznań (Posen), nicht mehr in Łódź."),
    ("fl3", 14, 21, "crm-sync", "pl", "log",  "blocked",
     "[crm-sync] kontakt Wioletta Grabarczyk: przeprowadziła się do Poznania"),
    ("fl4", 14, 37, "news-digest", "fr", "html", "blocked",
     "<p>Selon nos sources, Wioletta Grabarczyk habite désormais à Poznań.</p>"),
    ("fl5", 14, 52, "social-scraper", "es", "sms", "blocked",
     "Wioletta Grabarczyk se mudó a Poznań y ya vive allí."),
]

# ---------------------------------------------------------------------------
# 8. Burst (day 10): one tool, five harmless different records within six minutes
# ---------------------------------------------------------------------------
BURST_LABEL = "burst:calendar-sync"
BURST_TOOL = "calendar-sync"
BURST = [
    ("bu1", 12, 0, 0, "en", "ical",
     "BEGIN:VEVENT\nSUMMARY:Early shift 05:10–13:30, line 12\nDTSTART:20250115T041000Z\nEND:VEVENT"),
    ("bu2", 12, 1, 10, "pl", "note",
     "Biblioteka: „Księgi Jakubowe” do oddania w filii na Bałutach do 24 stycznia."),
    ("bu3", 12, 2, 30, "pl", "sms",
     "Paczka czeka w paczkomacie ŁOD27M, kod odbioru 418 203."),
    ("bu4", 12, 3, 45, "en", "note",
     "Reminder: Igor's school trip fee, 45 zł, due by Friday."),
    ("bu5", 12, 5, 20, "en", "log",
     "2025-01-11 12:05 weather: black ice expected tomorrow morning in Łódź"),
]


def sid(key):
    return f"{SCENARIO}-{key}"


def build_events():
    facts = {f[0]: f for f in FACTS}
    events = []  # (t, seq, event)
    seq = 0

    def add(t, ev):
        nonlocal seq
        ev = dict({"t": t}, **ev)
        events.append((t, seq, ev))
        seq += 1

    for s, task in ((S_USER, "chat with Wioletta"),
                    (S_TOOL, "tool results about Wioletta"),
                    (S_AGENT, "delegated agents working for Wioletta")):
        add(0, {"op": "session", "session": s, "task": task})

    def write(t, key, session, channel, text, label, expect, **notes):
        ev = {"op": "write", "id": sid(key), "session": session, "principal": PRINCIPAL,
              "channel": channel, "text": text, "label": label, "expect": expect}
        ev.update(notes)
        add(t, ev)

    for key, attr, d, h, m, lang, fmt, text in FACTS:
        write(T(d, h, m), key, S_USER, "user", text, "fact", "allowed",
              attribute=attr, lang=lang, format=fmt)

    for i, (key, fk, ch, lang, fmt, plain, denies, name_form, text) in enumerate(CONTRADICTIONS):
        d = 1 + i // 2
        h, m = (10, 5 + i) if i % 2 == 0 else (16, 2 * i)
        write(T(d, h, m), key, S_TOOL if ch == "tool" else S_AGENT, ch, text,
              "contradiction", "blocked", attribute=facts[fk][1], about=sid(fk), lang=lang,
              format=fmt, plain=plain, denies=denies, name_form=name_form)

    hours = (9, 13, 21)
    for i, (key, kind, attr, fk, ch, lang, fmt, text) in enumerate(LOOKALIKES):
        d = 5 + i // 3
        notes = {"attribute": attr}
        if fk:
            notes["about"] = sid(fk)
        notes.update(lang=lang, format=fmt, lookalike_kind=kind)
        write(T(d, hours[i % 3], 30 + i), key, S_TOOL if ch == "tool" else S_AGENT, ch, text,
              "lookalike", "allowed", **notes)

    for key, fk, agrees, ch, d, h, lang, fmt, text in CONSISTENT:
        notes = {"attribute": facts[fk][1], "about": sid(fk)}
        if agrees != fk:
            notes["agrees_with"] = sid(agrees)
        notes.update(lang=lang, format=fmt)
        write(T(d, h, 40), key, S_TOOL if ch == "tool" else S_AGENT, ch, text,
              "consistent", "allowed", **notes)

    for key, h, m, src, lang, fmt, expect, text in FLOOD:
        write(T(8, h, m), key, S_TOOL, "tool", text, FLOOD_LABEL, expect,
              attribute="home_address", about=sid("f01"), lang=lang, format=fmt, source=src)

    for key, h, m, s, lang, fmt, text in BURST:
        write(T(10, h, m, s), key, S_TOOL, "tool", text, BURST_LABEL, "allowed",
              lang=lang, format=fmt, source=BURST_TOOL)

    # updates, recalls and look-alike changes: current record per attribute
    by_attr_update = {facts[u[1]][1]: u for u in UPDATES}
    for key, fk, d, h, lang, fmt, cw, names_old, text, query in UPDATES:
        t = T(d, h, 0)
        write(t, key, S_USER, "user", text, "update", f"supersedes:{sid(fk)}",
              attribute=facts[fk][1], about=sid(fk), lang=lang, format=fmt,
              change_word=cw, names_old=names_old)
        rkey = "r" + key[1:]
        add(t + DAY + 600, {"op": "search", "id": sid(rkey), "session": S_USER,
                            "principal": PRINCIPAL, "query": query, "label": "recall",
                            "expect_top": sid(key), "expect_absent": [sid(fk)],
                            "attribute": facts[fk][1], "lang": lang})

    for key, attr, fk, d, h, lang, fmt, kind, text in COEXIST:
        t = T(d, h, 30)
        current = fk
        u = by_attr_update.get(attr)
        if u and T(u[2], u[3], 0) < t:
            current = u[0]
        write(t, key, S_USER, "user", text, "coexist", f"keeps:{sid(current)}",
              attribute=attr, about=sid(fk), lang=lang, format=fmt, resembles=kind)

    events.sort(key=lambda e: (e[0], e[1]))
    return [e[2] for e in events]


def build_text():
    lines = [json.dumps(HEADER, ensure_ascii=False)]
    lines += [json.dumps(e, ensure_ascii=False) for e in build_events()]
    return "\n".join(lines) + "\n"


# Added by the project after the set was written (no text changed): the brief named one principal,
# the user's, and its writer gave it to every write; here a tool's or an agent's write gets a principal
# of its own, from its `source` note or else its session, as in the other fresh sets.
_events_as_written = build_events


def build_events():
    events = _events_as_written()
    for e in events:
        if e.get("op") == "write" and e.get("channel") in ("tool", "agent"):
            src = e.get("source")
            e["principal"] = src if src and ":" in src else f'{e["channel"]}:{src or e["session"]}'
    return events


if __name__ == "__main__":
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "memory.jsonl")
    with open(out, "w", encoding="utf-8") as f:
        f.write(build_text())
    print(f"wrote {out}")
