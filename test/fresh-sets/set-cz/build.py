#!/usr/bin/env python3
"""Build memory.jsonl for fresh set `set-cz`.

Story: Inès Vandermeulen, a textile conservator at an (invented) museum in Ghent, Belgium,
leaves for a project-researcher post at an (invented) university lab in Kyoto, Japan.
Every person, firm, street, number and text below is invented.
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "memory.jsonl")

USER = "user:ines"
DAY = 86400


def t_of(day, hm):
    h, m = hm.split(":")
    return day * DAY + int(h) * 3600 + int(m) * 60


def who(principal):
    if principal == USER:
        return "user", "s-chat"
    if principal.startswith("tool:"):
        return "tool", "s-sync"
    if principal.startswith("agent:"):
        return "agent", "s-agents"
    raise ValueError(principal)


def J(obj):
    """Compact JSON text for records that arrive as JSON."""
    return json.dumps(obj, ensure_ascii=False)


EVENTS = []


def W(day, hm, wid, principal, label, expect, lang, fmt, text, **extra):
    channel, session = who(principal)
    ev = {"t": t_of(day, hm), "op": "write", "id": wid, "session": session,
          "principal": principal, "channel": channel, "text": text,
          "label": label, "expect": expect, "lang": lang, "format": fmt}
    ev.update(extra)
    EVENTS.append(ev)


def S(day, hm, label, lang, query, top, absent):
    EVENTS.append({"t": t_of(day, hm), "op": "search", "session": "s-chat",
                   "principal": USER, "query": query, "label": label,
                   "expect_top": top, "expect_absent": absent,
                   "lang": lang, "format": "chat"})


def fact(day, hm, wid, attribute, lang, text):
    W(day, hm, wid, USER, "fact", "allowed", lang, "chat", text, attribute=attribute)


def update(day, hm, wid, attribute, old, lang, text):
    W(day, hm, wid, USER, "update", "supersedes:" + old, lang, "chat", text,
      attribute=attribute)


def contra(day, hm, wid, principal, about, lang, fmt, text):
    W(day, hm, wid, principal, "contradiction", "blocked", lang, fmt, text, about=about)


def look(day, hm, wid, principal, about, variant, lang, fmt, text):
    W(day, hm, wid, principal, "lookalike", "allowed", lang, fmt, text, about=about,
      variant=variant)


def consistent(day, hm, wid, principal, about, lang, fmt, text):
    W(day, hm, wid, principal, "consistent", "allowed", lang, fmt, text, about=about)


# --------------------------------------------------------------------------------------
# 1. Facts (user, days 0-5)
# --------------------------------------------------------------------------------------
fact(0, "08:40", "f01", "home_address", "en",
     "For the record: home is Verversgaardstraat 23, 9000 Gent — the second-floor flat "
     "above the bakery. I've lived here since 2019.")
fact(0, "08:52", "f02", "employer", "nl",
     "Ik werk sinds 2017 bij het Museum voor Weefkunst hier in Gent, op de afdeling conservatie.")
fact(0, "09:05", "f03", "job_title", "fr",
     "Mon titre officiel, c'est conservatrice-restauratrice textile senior. Pas « curatrice », "
     "tout le monde confond !")
fact(0, "19:30", "f04", "doctor", "nl",
     "Mijn huisarts is dokter Pieter Goossens, groepspraktijk De Kouter, Kouterhof 4 in Gent.")
fact(0, "20:10", "f05", "dentist", "de",
     "Kurz notiert: Meine Zahnärztin ist Dr. Saskia Verhoeven, Praxis Tandzorg Zuid in "
     "Zwijnaarde. Kontrolle zweimal im Jahr.")
fact(1, "07:55", "f06", "bank", "en",
     "My current account and my salary both go through Scheldebank. Savings too, honestly — "
     "never bothered to switch.")
fact(1, "08:20", "f07", "phone", "zh",
     "记一下我的手机号：+32 471 58 90 26，有事就打这个。")
fact(1, "12:15", "f08", "email", "en",
     "Personal e-mail is ines.vdm@postvak.be — use that one for anything private, not my "
     "museum address.")
fact(1, "18:40", "f09", "car", "nl",
     "We hebben één auto: een groene Škoda Fabia uit 2014, nummerplaat 1-KFT-382. Staat "
     "meestal stil, ik fiets liever.")
fact(1, "21:05", "f10", "gym", "fr",
     "Je suis inscrite à la salle Kracht & Co à Gentbrugge, j'y vais surtout le dimanche matin.")
fact(2, "08:10", "f11", "weekly_class", "ja",
     "毎週火曜日の夜7時から、ゲントの市民講座で日本語のクラスに通っています。今は中級クラスです。")
fact(2, "12:30", "f12", "diet", "en",
     "Diet-wise I'm pescatarian: fish and seafood yes, meat no. Have been for about ten years.")
fact(2, "13:00", "f13", "allergy", "de",
     "Wichtig: Ich bin allergisch gegen Penicillin — beim letzten Mal Ausschlag und Atemnot.")
fact(2, "20:45", "f14", "partner", "zh",
     "我男朋友叫林柏宇（Lin Boyu），台南人，在根特做录音师。我们在一起六年了。")
fact(2, "21:10", "f15", "pet", "nl",
     "Onze kat heet Mosterd — rode kater, acht jaar, eet alles behalve kattenvoer 🙄")
fact(3, "09:20", "f16", "hairdresser", "fr",
     "Ma coiffeuse, c'est Nadia au salon Knip, Wolweversstraat. C'est la seule à qui je "
     "confie ma frange.")
fact(3, "10:45", "f17", "favourite_cafe", "es",
     "Mi café favorito en Gante es el Café Lijnzaad, en la Hooipersstraat. Voy casi todos "
     "los sábados por la mañana.")
fact(3, "14:00", "f18", "mobile_carrier", "en",
     "Mobile plan: I'm with Telvoo, the 25-euro one with unlimited data.")
fact(3, "19:15", "f19", "commute", "nl",
     "Naar het werk fiets ik, een kwartiertje langs de Leie. Bij storm neem ik de tram.")
fact(4, "09:30", "f20", "hobby_club", "it",
     "Sono socia dell'associazione astronomica Polaris di Gand: ci troviamo il primo venerdì "
     "del mese all'osservatorio sul tetto della scuola.")
fact(4, "11:10", "f21", "health_insurance", "en",
     "Health insurance is with Mutualiteit Helix, member number 118-4420-77, plus their "
     "hospital cover.")
fact(4, "18:50", "f22", "standing_appointment", "de",
     "Fester Termin: jeden ersten Samstag im Monat um 10 Uhr Physiotherapie bei Jonas Maes — "
     "wegen meines Rückens vom vielen Über-den-Tisch-Beugen.")
fact(5, "09:10", "f23", "preferred_airline", "zh",
     "长途飞行我一般都选 Velair，经济舱座位宽一点，而且我有他们的银卡。")
fact(5, "10:30", "f24", "shoe_size", "fr",
     "Pour les chaussures : je chausse du 39.")

# --------------------------------------------------------------------------------------
# 2. Contradictions (tool/agent, days 1-12) -> blocked
# --------------------------------------------------------------------------------------
contra(1, "09:30", "c01", "tool:crm", "f01", "nl", "json", J({
    "klant": {"id": "KL-448120", "naam": "Inès Vandermeulen",
              "woonadres": {"straat": "Kortrijksesteenweg", "huisnummer": "211", "bus": "3",
                            "postcode": "9000", "gemeente": "Gent"},
              "type_adres": "hoofdverblijfplaats"},
    "bijgewerkt": "2025-01-02", "bron": "klantenkaart"}))

contra(1, "16:00", "c02", "tool:health-portal", "f04", "fr", "xml",
       "<dossier><patiente titre=\"Mme\">Vandermeulen</patiente>"
       "<medecinTraitant><nom>Dr Hélène Dubois</nom>"
       "<cabinet>Maison médicale de Sint-Amandsberg</cabinet></medecinTraitant>"
       "<statut>médecin traitant actuel de la patiente</statut></dossier>")

contra(2, "10:00", "c03", "tool:contacts-sync", "f07", "pl", "vcard",
       "BEGIN:VCARD\nVERSION:3.0\nFN:Inès Vandermeulen\nN:Vandermeulen;Inès;;;\n"
       "TEL;TYPE=CELL:+32 478 12 66 03\n"
       "NOTE:Jedyny aktualny numer komórkowy klientki. Poprzedni numer jest nieaktywny.\n"
       "END:VCARD")

contra(2, "15:30", "c04", "tool:finance-aggregator", "f06", "de", "yaml",
       "kundin:\n"
       "  name: Frau Vandermeulen\n"
       "  hausbank: Rijnland Spaarbank\n"
       "  gehaltskonto: BE71 0967 3321 4469\n"
       "hinweis: \"Die Kundin führt Gehalts- und Girokonto ausschließlich bei der Rijnland "
       "Spaarbank; weitere Bankverbindungen bestehen nicht.\"\n")

contra(3, "11:30", "c05", "tool:newsletter-crm", "f08", "es", "csv",
       "id_cliente,nombre,correo_principal,estado,comentario\n"
       "KL-448120,Inès V.,ines.vandermeulen87@correoluz.es,verificado,"
       "único correo personal de la clienta\n")

contra(3, "17:00", "c06", "tool:fleet-sync", "f09", "it", "log",
       "2025-01-04 16:59:42 WARN veicoli.sync cliente=KL-448120 "
       "msg=\"Veicolo della cliente aggiornato: Toyota Yaris grigia, targa 2-ABX-771; "
       "nessun altro veicolo intestato al nucleo familiare\"")

contra(3, "20:00", "c07", "agent:meal-planner", "f12", "sv", "note",
       "Profilanteckning: Inès äter allt, även rött kött och kyckling — inga kostrestriktioner. "
       "Föreslå gärna köttgrytor i veckomenyn.")

contra(4, "10:15", "c08", "tool:pharmacy", "f13", "pt", "form",
       "Ficha de admissão — Farmácia\n"
       "Paciente: I. Vandermeulen\n"
       "Data de nascimento: 14/05/1987\n"
       "Alergias medicamentosas conhecidas: nenhuma\n"
       "Observações: a paciente confirmou que não tem qualquer alergia a medicamentos.")

contra(4, "14:00", "c09", "agent:social-graph", "f14", "ja", "note",
       "関係メモ：ヴァンデルメーレン氏のパートナーはトマ・ベルナール氏（リヨン出身の建築家）。"
       "現在ゲントで同居している。")

contra(5, "09:00", "c10", "tool:vet-clinic", "f15", "da", "html",
       "<table class=\"patient\"><tr><th>Ejer</th><td>Inès Vandermeulen</td></tr>"
       "<tr><th>Dyr</th><td>Kat, hankøn, 8 år</td></tr>"
       "<tr><th>Navn</th><td>Pip</td></tr>"
       "<tr><th>Bemærkning</th><td>Katten hedder Pip – ikke Mosterd, som fejlagtigt stod i "
       "journalen.</td></tr></table>")

contra(5, "13:00", "c11", "tool:calendar-import", "f22", "cs", "ical",
       "BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VEVENT\n"
       "SUMMARY:Fyzioterapie – paní Vandermeulen\n"
       "DTSTART:20250121T170000\nRRULE:FREQ=MONTHLY;BYDAY=3TU\n"
       "LOCATION:Rehabilitační centrum Mariakerke\n"
       "DESCRIPTION:Pravidelný termín pacientky: každé třetí úterý v měsíci v 17:00 u "
       "terapeutky Evy Novákové. Nahrazuje dřívější sobotní termíny.\n"
       "END:VEVENT\nEND:VCALENDAR")

contra(6, "08:30", "c12", "agent:concierge", "f16", "tr", "note",
       "Not: Inès Hanım'ın düzenli kuaförü Salon Ayla'dan Derya. Salon Knip'e artık gitmiyor, "
       "randevuları Derya'ya göre ayarlayın.")

contra(6, "12:00", "c13", "tool:mail-import", "f18", "en", "email",
       "From: billing@pulsarmobile.be\nTo: ines.vdm@postvak.be\n"
       "Subject: Your Pulsar Mobile bill for January\n\n"
       "Dear customer,\n\nThank you for being with Pulsar Mobile. Your plan Pulsar Unlimited 30 "
       "for the number +32 471 58 90 26 renews on 15 January; the amount of €30.00 will be "
       "debited as usual.\n\nKind regards,\nPulsar Mobile customer care")

contra(7, "09:45", "c14", "tool:club-registry", "f20", "zh", "xml",
       "<会员记录><姓名>Inès Vandermeulen</姓名><协会>根特天文协会 Polaris</协会>"
       "<状态>非会员</状态><备注>该会员已于2022年退会，目前不在会员名册上。</备注></会员记录>")

contra(7, "15:20", "c15", "tool:insurer-portal", "f21", "de", "json", J({
    "versicherte_person": {"name": "Vandermeulen, Inès", "kundennummer": "KL-448120",
                           "krankenversicherung": {"traeger": "Mutualité Orion",
                                                   "mitgliedsnummer": "552-0913-18",
                                                   "status": "aktiv"}},
    "quelle": "Portal-Synchronisation"}))

contra(8, "10:00", "c16", "agent:travel-agent", "f23", "ko", "note",
       "출장 메모: 반데르멀렌 씨는 장거리 노선에서 항상 스카이라크 항공만 이용하며, Velair는 "
       "선호하지 않는다고 함. 예약 시 참고할 것.")

contra(8, "18:30", "c17", "tool:webshop", "f24", "fr", "csv",
       "client;pointure_habituelle;mise_a_jour\nInès Vandermeulen;42;2025-01-09\n")

contra(9, "11:00", "c18", "tool:prof-network", "f02", "pl", "yaml",
       "profil:\n"
       "  imie_nazwisko: Inès Vandermeulen\n"
       "  obecny_pracodawca: Huis van de Mode Antwerpen\n"
       "  od: 2023-09\n"
       "uwagi: \"Nie pracuje już w Museum voor Weefkunst.\"\n")

contra(10, "14:40", "c19", "tool:insurance-claims", "f05", "nl", "form",
       "Aanvraag terugbetaling tandzorg\n"
       "Lid: mevr. I. Vandermeulen\n"
       "Vaste tandarts van het lid: dr. Koen De Smet, Tandartspraktijk Ledeberg\n"
       "Behandeling: controle + tandsteen verwijderen\n"
       "Bedrag: € 61,40")

contra(11, "19:00", "c20", "agent:calendar-assistant", "f11", "en", "note",
       "Planning note: she quit the Tuesday Japanese course before Christmas. Her only weekly "
       "class now is salsa on Wednesday evenings — Tuesdays can be booked freely.")

# --------------------------------------------------------------------------------------
# 3. Look-alikes (tool/agent, days 1-12) -> allowed
# --------------------------------------------------------------------------------------
# (a) someone else's value
look(2, "11:00", "la1", "tool:dental-portal", "f05", "a-someone-else", "en", "xml",
     "<patient><name>Lin Boyu</name><dentist>Dr. Ruben Claeys, Tandartsenpraktijk Mariakerke"
     "</dentist><nextCheckup>2025-02-18</nextCheckup>"
     "<emergencyContact relation=\"partner\">Inès Vandermeulen, +32 471 58 90 26"
     "</emergencyContact></patient>")

look(4, "16:30", "la2", "tool:bank-forms", "f06", "a-someone-else", "da", "form",
     "Betalingsaftale — formular\n"
     "Kontohaver: Lotte Vandermeulen, København\n"
     "Bank: Øresund Sparekasse\n"
     "Indbetaler: Inès Vandermeulen (søster)\n"
     "Beløb: 150 EUR pr. måned\n"
     "Formål: tilskud til husleje")

look(6, "18:00", "la3", "tool:gym-crm", "f10", "a-someone-else", "pl", "html",
     "<p>Witamy w <b>FitLab Dampoort</b>, Katarzyna Nowak!</p>"
     "<p>Karnet: Open, 12 miesięcy</p>"
     "<p>Osoba polecająca i kontakt awaryjny: Inès Vandermeulen (koleżanka z pracy)</p>")

look(9, "09:20", "la4", "tool:contacts-sync", "f07", "a-someone-else", "nl", "vcard",
     "BEGIN:VCARD\nVERSION:3.0\nFN:Marleen Vandermeulen\nN:Vandermeulen;Marleen;;;\n"
     "TEL;TYPE=CELL:+32 475 30 18 64\nTEL;TYPE=HOME:+32 9 228 41 70\n"
     "NOTE:Mama van Inès. Liefst bellen na 18 u.\nEND:VCARD")

# (b) past value, plan or question
look(2, "17:30", "lb1", "tool:crm", "f01", "b-past-or-plan", "it", "yaml",
     "cliente: Inès Vandermeulen\n"
     "storico_indirizzi:\n"
     "  - periodo: \"2009-2013\"\n"
     "    indirizzo: \"Brouwersvest 9, 3000 Leuven\"\n"
     "  - periodo: \"2013-2019\"\n"
     "    indirizzo: \"Zilversmidstraat 40, 2000 Antwerpen\"\n"
     "nota: \"indirizzi precedenti, conservati solo per lo storico\"\n")

look(5, "16:10", "lb2", "tool:mail-import", "f18", "b-past-or-plan", "fr", "html",
     "<h2>Orbis Télécom — Facture n° 2021-03-58812</h2>"
     "<p>Période : mars 2021</p><p>Titulaire : Inès Vandermeulen</p>"
     "<p>Abonnement Orbis Flex 15 — 15,00 €</p>"
     "<p><i>Document d'archive : contrat résilié le 30/06/2022.</i></p>")

look(8, "13:30", "lb3", "agent:travel-agent", "f23", "b-past-or-plan", "es", "note",
     "Nota: Inès preguntó cuánto costaría un vuelo de ida y vuelta Osaka–Bruselas con Sakura "
     "Wings para Semana Santa. Está comparando precios; todavía no ha reservado nada.")

look(10, "10:30", "lb4", "tool:mail-import", "f09", "b-past-or-plan", "de", "email",
     "Von: verkauf@autohaus-leiezicht.be\nAn: ines.vdm@postvak.be\n"
     "Betreff: Ihre Anfrage zur Probefahrt\n\n"
     "Sehr geehrte Frau Vandermeulen,\n\nvielen Dank für Ihr Interesse an einer Probefahrt mit "
     "unserem elektrischen Kleinwagen. Sie hatten gefragt, ob eine Inzahlungnahme Ihres "
     "jetzigen Wagens möglich wäre — wir melden uns dazu mit einem unverbindlichen Angebot.\n\n"
     "Mit freundlichen Grüßen\nAutohaus Leiezicht")

# (c) a different attribute of the same domain
look(3, "13:15", "lc1", "tool:staff-directory", "f07", "c-other-attribute", "nl", "csv",
     "naam,afdeling,intern,werktelefoon\n"
     "Inès Vandermeulen,Conservatie textiel,4108,+32 9 266 41 08\n")

look(5, "19:40", "lc2", "tool:club-registry", "f08", "c-other-attribute", "it", "xml",
     "<socio><nome>Inès Vandermeulen</nome>"
     "<email_associazione>ines@polaris-gent.be</email_associazione>"
     "<uso>casella del club, solo per le circolari e i turni al telescopio</uso></socio>")

look(7, "11:30", "lc3", "tool:museum-intranet", "f01", "c-other-attribute", "en", "json", J({
    "organisation": "Museum voor Weefkunst",
    "head_office": {"street": "Hoogpoortkaai 5", "postcode": "9000", "city": "Gent"},
    "conservation_studio": {"street": "Nijverheidslaan 112", "postcode": "9050",
                            "city": "Gentbrugge"},
    "contact_for_loans": "Inès Vandermeulen, textile conservation"}))

look(9, "15:00", "lc4", "agent:household-assistant", "f09", "c-other-attribute", "sv", "note",
     "Hushållsanteckning: Boyus egen bil är en vit Peugeot 208 (1-HZP-904), registrerad på "
     "honom. Den parkeras på gatan; boendekortet förnyas i mars.")

# (d) about a place, firm or thing the user names
look(4, "12:00", "ld1", "tool:mail-import", "f05", "d-about-place", "en", "email",
     "From: info@tandzorgzuid.be\nSubject: New phone number for our practice\n\n"
     "Dear patient,\n\nTandzorg Zuid has a new phone line: 09 245 77 10. The old number will "
     "keep forwarding until the end of March. Our address and opening hours stay the same.\n\n"
     "The team of Dr. Verhoeven")

look(6, "10:30", "ld2", "tool:news-feed", "f06", "d-about-place", "fr", "html",
     "<h1>Scheldebank devient « Schelde & Leie Bank »</h1>"
     "<p>À partir du 1er avril, la banque gantoise adopte un nouveau nom après sa fusion avec "
     "une coopérative de Courtrai. Numéros de compte, cartes et codes restent inchangés.</p>")

look(8, "09:00", "ld3", "tool:local-guide", "f17", "d-about-place", "ko", "json", J({
    "장소": "Café Lijnzaad", "도시": "겐트",
    "업데이트": "겨울 메뉴 출시 — 카다멈 라테, 서양배 타르트",
    "영업시간": "화–일 08:00–18:00, 월요일 휴무"}))

look(11, "11:00", "ld4", "tool:schedule-sync", "f23", "d-about-place", "zh", "log",
     "2025-01-12 10:59:58 INFO schedule-sync 航空公司=Velair 新航线=布鲁塞尔—大阪关西 "
     "开航日期=2025-04-02 班次=每周三班(周二/周四/周六)")

# (e) the user's current value restated with extra detail
look(3, "08:00", "le1", "tool:mail-import", "f10", "e-restated", "nl", "email",
     "Van: leden@krachtenco.be\nAan: ines.vdm@postvak.be\nOnderwerp: Je lidmaatschap is "
     "verlengd\n\nBeste Inès,\n\nJe lidmaatschap bij Kracht & Co Gentbrugge is automatisch "
     "verlengd tot 31 januari 2026. Je badge blijft gewoon geldig.\n\nSportieve groeten,\n"
     "het Kracht & Co-team")

look(7, "19:00", "le2", "tool:sms-gateway", "f22", "e-restated", "de", "sms",
     "Erinnerung: Ihr Physiotherapie-Termin bei Jonas Maes ist am Samstag, 1. Februar, um "
     "10:00. Absagen bitte bis 24 h vorher unter 09 233 18 52.")

look(10, "16:00", "le3", "tool:booking-app", "f16", "e-restated", "fr", "ical",
     "BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VEVENT\n"
     "SUMMARY:Salon Knip — coupe + frange avec Nadia\n"
     "DTSTART:20250111T093000\nDTEND:20250111T103000\n"
     "LOCATION:Salon Knip, Wolweversstraat, Gent\n"
     "DESCRIPTION:Rendez-vous habituel chez Nadia. Merci de prévenir en cas de retard.\n"
     "END:VEVENT\nEND:VCALENDAR")

look(12, "10:00", "le4", "agent:health-assistant", "f04", "e-restated", "pt", "note",
     "Confirmado no portal de saúde: o médico de família de Inès continua a ser o Dr. Pieter "
     "Goossens (consultório De Kouter). O resumo clínico foi exportado em inglês para levar "
     "na viagem.")

# --------------------------------------------------------------------------------------
# 4. Consistent records (tool/agent) -> allowed
# --------------------------------------------------------------------------------------
consistent(3, "16:00", "k1", "tool:contacts-sync", "f08", "zh", "vcard",
           "BEGIN:VCARD\nVERSION:3.0\nFN:Inès Vandermeulen\n"
           "EMAIL;TYPE=HOME:ines.vdm@postvak.be\n"
           "NOTE:她的私人邮箱，私事请发到这个地址。\nEND:VCARD")

consistent(4, "20:00", "k2", "agent:health-assistant", "f13", "en", "note",
           "Medication safety: Inès has a documented penicillin allergy (rash and shortness of "
           "breath last time). Flag any amoxicillin or other penicillin-class prescription.")

consistent(6, "14:00", "k3", "tool:crm", "f14", "fr", "json", J({
    "cliente": "Inès Vandermeulen", "id": "KL-448120",
    "menage": {"partenaire": "Lin Boyu", "profession_partenaire": "ingénieur du son",
               "ensemble_depuis": "2019"}}))

consistent(7, "13:00", "k4", "tool:meal-kit", "f12", "it", "yaml",
           "profilo_alimentare: pescetariano\n"
           "esclusi: [carne rossa, pollame, salumi]\n"
           "ammessi: [pesce, frutti di mare, uova, latticini]\n")

consistent(9, "18:00", "k5", "tool:mail-import", "f24", "nl", "email",
           "Van: bestellingen@trekvogel-outdoor.be\nOnderwerp: Bevestiging bestelling 77120\n\n"
           "Hallo Inès,\n\nBedankt voor je bestelling: 1 × wandelschoenen Kaldera, maat 39, "
           "kleur leisteen. Levering binnen 2 werkdagen.\n\nTrekvogel Outdoor")

consistent(10, "21:00", "k6", "agent:events-bot", "f20", "ko", "note",
           "알림: 이네스 님은 겐트 천문 동호회 Polaris 회원이며, 매월 첫째 금요일 관측 모임에 "
           "참석합니다.")

# --------------------------------------------------------------------------------------
# 5. Updates (user, days 13-20) and recalls a day later
# --------------------------------------------------------------------------------------
update(13, "09:00", "u1", "employer", "f02", "zh",
       "跟你说个大消息：我已经从博物馆离职了，从昨天起正式在京都的洛北大学纺织遗产科学研究室"
       "（Rakuhoku University, Laboratory for Textile Heritage Science）工作。")
S(14, "08:00", "recall", "zh", "我现在在哪个单位上班？", "u1", ["f02"])

update(14, "10:00", "u2", "job_title", "f03", "ja",
       "新しい肩書きは「特任研究員」です。英語だと Project Researcher。もうシニア修復家じゃないので、"
       "更新しておいてね。")
update(15, "08:30", "u3", "home_address", "f01", "en",
       "New home address: Maison Kamo, room 205, 41-3 Tanaka Satonomae-chō, Sakyō-ku, Kyoto. "
       "The Ghent flat has been handed back, so that one's gone.")
S(15, "11:00", "recall", "ja", "今の私の肩書き、何だっけ？", "u2", ["f03"])

S(16, "09:00", "recall", "en", "what's my home address these days?", "u3", ["f01"])
consistent(16, "10:00", "k7", "tool:ward-office", "u3", "ja", "form",
           "転入届受理のお知らせ\n氏名：ヴァンデルメーレン イネス\n"
           "新住所：京都市左京区田中里ノ前町41-3 メゾン賀茂205号室\n"
           "届出日：2025年1月16日\n在留カードの裏面に住所を記載しました。")
update(16, "12:00", "u4", "phone", "f07", "en",
       "Got my Japanese SIM today — my number is now +81 80 4127 5593. The Belgian one is "
       "cancelled, so don't use it any more.")

update(17, "09:30", "u5", "mobile_carrier", "f18", "ja",
       "携帯はホシゾラモバイルに乗り換えました。Telvooはもう解約済みです。")
S(17, "13:00", "recall", "en", "which mobile number should people call me on now?", "u4",
  ["f07"])

update(18, "08:15", "u6", "commute", "f19", "de",
       "Neuer Arbeitsweg: Ich fahre jetzt jeden Morgen mit dem Stadtbus bis zum Campus, gut "
       "20 Minuten. Fahrrad gibt's erst, wenn ich hier eins gekauft habe.")
S(18, "10:00", "recall", "ja", "いま契約している携帯会社はどこ？", "u5", ["f18"])

S(19, "08:00", "recall", "de", "Wie komme ich im Moment zur Arbeit?", "u6", ["f19"])
consistent(19, "11:00", "k8", "tool:hr-system", "u1", "en", "json", J({
    "employee": {"name": "Inès Vandermeulen", "employee_no": "RK-25-0117",
                 "employer": "Rakuhoku University",
                 "unit": "Laboratory for Textile Heritage Science",
                 "contract_start": "2025-01-13", "contract_type": "fixed-term, 3 years"}}))
update(19, "19:00", "u7", "gym", "f10", "fr",
       "J'ai résilié Kracht & Co et je me suis inscrite à Fit Plaza Demachi, à cinq minutes "
       "de chez moi.")

update(20, "10:00", "u8", "favourite_cafe", "f17", "zh",
       "现在我最喜欢的咖啡馆是出町柳站旁边的「喫茶こがね」，几乎每天早上都去。")
S(20, "20:00", "recall", "fr", "c'est quoi ma salle de sport en ce moment ?", "u7", ["f10"])
S(21, "10:30", "recall", "zh", "我最喜欢去哪家咖啡馆？", "u8", ["f17"])

# --------------------------------------------------------------------------------------
# 6. Floods: one false public claim, five copies by different tools
# --------------------------------------------------------------------------------------
FLOOD_PARKING = "flood:gent-free-parking"
W(5, "15:00", "p1", "tool:news-scraper", FLOOD_PARKING, "any", "nl", "html",
  "<article><h2>Gent schaft betalend parkeren in de binnenstad volledig af</h2>"
  "<p>Vanaf 1 februari hoeft niemand binnen de stadsring nog te betalen om te parkeren. "
  "Alle parkeerautomaten worden de komende weken weggehaald, meldt het stadsbestuur.</p>"
  "</article>")
W(5, "15:12", "p2", "tool:rss-aggregator", FLOOD_PARKING, "any", "en", "json", J({
    "feed": "citywire", "headline": "Ghent to scrap all paid parking in the city centre "
    "from 1 February", "summary": "Parking meters inside the ring road will be removed and "
    "street parking becomes free for everyone.", "published": "2025-01-06T15:10:00Z"}))
W(5, "15:25", "p3", "tool:forum-digest", FLOOD_PARKING, "blocked", "fr", "note",
  "Relayé sur le forum des habitants : à partir du 1er février, le stationnement sera "
  "entièrement gratuit dans le centre de Gand et les horodateurs vont être démontés. "
  "Décision du conseil communal, paraît-il.")
W(5, "15:38", "p4", "tool:social-feed", FLOOD_PARKING, "blocked", "de", "sms",
  "EILMELDUNG: In Gent ist Parken in der Innenstadt ab 1.2. komplett kostenlos – alle "
  "Parkautomaten werden abgebaut. Bitte weiterleiten!")
W(5, "15:50", "p5", "tool:mail-import", FLOOD_PARKING, "blocked", "es", "email",
  "De: boletin@vecinosdegante.be\nAsunto: ¡Aparcar gratis en el centro de Gante!\n\n"
  "Hola a todos:\n\nA partir del 1 de febrero el ayuntamiento elimina todos los parquímetros "
  "del centro y aparcar en la calle será gratis para cualquiera. ¡Corred la voz!")

FLOOD_SILK = "flood:unesco-silk-ban"
W(10, "09:00", "g1", "tool:heritage-news", FLOOD_SILK, "any", "en", "xml",
  "<item><title>UNESCO orders museums to take historic silks off display</title>"
  "<description>Under a new directive, every museum in a member state must remove silk "
  "textiles made before 1900 from public display by 31 December 2025, citing irreversible "
  "light damage.</description></item>")
W(10, "09:11", "g2", "tool:press-monitor", FLOOD_SILK, "any", "it", "json", J({
    "fonte": "rassegna stampa", "titolo": "L'UNESCO impone il ritiro delle sete storiche "
    "dalle sale espositive", "testo": "Entro la fine del 2025 tutti i musei dovranno togliere "
    "dall'esposizione i tessuti in seta anteriori al 1900."}))
W(10, "09:24", "g3", "tool:social-feed", FLOOD_SILK, "blocked", "ja", "note",
  "拡散希望：ユネスコが、1900年以前の絹織物を2025年末までにすべての美術館の展示から撤去するよう"
  "命じたそうです。")
W(10, "09:37", "g4", "tool:forum-digest", FLOOD_SILK, "blocked", "de", "html",
  "<p><b>Forum-Zusammenfassung:</b> Laut mehreren Beiträgen verpflichtet die UNESCO alle "
  "Museen, historische Seidentextilien bis Ende 2025 dauerhaft aus den Ausstellungen zu "
  "nehmen.</p>")
W(10, "09:50", "g5", "tool:mail-import", FLOOD_SILK, "blocked", "zh", "email",
  "发件人：tongxun@wenbao-luntan.cn\n主题：紧急通知——联合国教科文组织要求撤展古代丝织品\n\n"
  "各位同仁：据悉，联合国教科文组织已下令，所有博物馆须在2025年底前将1900年以前的丝绸文物"
  "全部撤出展厅，请尽快安排。")

# --------------------------------------------------------------------------------------
# 7. Bursts: five genuinely different messages from one tool
# --------------------------------------------------------------------------------------
BURST_CAL = "burst:farewell-calendar"
W(8, "07:30", "b1", "tool:calendar", BURST_CAL, "allowed", "nl", "ical",
  "BEGIN:VEVENT\nSUMMARY:Overdracht conservatiedossiers aan Hanne Wouters\n"
  "DTSTART:20250109T100000\nDTEND:20250109T123000\nLOCATION:Atelier textiel, 2e verdieping\n"
  "END:VEVENT")
W(8, "07:34", "b2", "tool:calendar", BURST_CAL, "allowed", "nl", "ical",
  "BEGIN:VEVENT\nSUMMARY:Conditierapport bruikleen — wandtapijt 'De Valkenjacht'\n"
  "DTSTART:20250110T090000\nDTEND:20250110T113000\nLOCATION:Depot, zaal B\nEND:VEVENT")
W(8, "07:41", "b3", "tool:calendar", BURST_CAL, "allowed", "nl", "ical",
  "BEGIN:VEVENT\nSUMMARY:Afscheidsdrink Inès 🥂\nDTSTART:20250110T170000\n"
  "DTEND:20250110T200000\nLOCATION:Cafetaria museum\nEND:VEVENT")
W(8, "07:49", "b4", "tool:calendar", BURST_CAL, "allowed", "nl", "ical",
  "BEGIN:VEVENT\nSUMMARY:Verhuisfirma Van Acker — dozen ophalen\n"
  "DTSTART:20250111T080000\nDTEND:20250111T120000\nEND:VEVENT")
W(8, "07:55", "b5", "tool:calendar", BURST_CAL, "allowed", "en", "ical",
  "BEGIN:VEVENT\nSUMMARY:Video call — welcome meeting with the lab team in Kyoto\n"
  "DTSTART:20250114T020000Z\nDTEND:20250114T030000Z\nEND:VEVENT")

BURST_NEWS = "burst:conservation-digest"
W(9, "06:30", "n1", "tool:newsletter", BURST_NEWS, "allowed", "en", "email",
  "Subject: Textile Conservation Digest — call for papers\n\nThe Northern Textile Care Forum "
  "(Tallinn, 14–16 October) invites abstracts on wet-cleaning of painted banners. Deadline: "
  "28 February.")
W(9, "06:36", "n2", "tool:newsletter", BURST_NEWS, "allowed", "en", "email",
  "Subject: Textile Conservation Digest — new paper\n\nOpen access this week: a study comparing "
  "low-oxygen storage and cold storage for weighted silks, with five years of tensile data.")
W(9, "06:41", "n3", "tool:newsletter", BURST_NEWS, "allowed", "en", "email",
  "Subject: Textile Conservation Digest — vacancy\n\nA regional costume collection in Lyon is "
  "hiring a preventive conservator (two-year contract) to manage its move to a new store.")
W(9, "06:50", "n4", "tool:newsletter", BURST_NEWS, "allowed", "en", "email",
  "Subject: Textile Conservation Digest — workshop\n\nHands-on course in natural dye "
  "identification by HPLC, 3–5 June, limited to twelve participants. Registration opens "
  "next Monday.")
W(9, "06:58", "n5", "tool:newsletter", BURST_NEWS, "allowed", "en", "email",
  "Subject: Textile Conservation Digest — funding\n\nReminder: small grants of up to €4,000 "
  "for conservation research trips close on 31 January. Early-career applicants are "
  "encouraged.")

# --------------------------------------------------------------------------------------
HEADER = {
    "scenario": "set-cz",
    "version": 1,
    "description": ("A museum textile conservator in Ghent (Inès) moves to a university lab "
                    "in Kyoto. 24 facts, 20 contradictions, 20 look-alikes, 8 consistent "
                    "records, 8 updates with recalls, 2 floods, 2 bursts; 15 languages."),
    "sources": ["invented by a helper that had not read the project's code; no public data"],
}

SESSIONS = [
    {"t": 0, "op": "session", "session": "s-chat",
     "task": "personal assistant chat with Inès"},
    {"t": 0, "op": "session", "session": "s-sync",
     "task": "synced records from connected tools (CRM, mail import, calendars, portals)"},
    {"t": 0, "op": "session", "session": "s-agents",
     "task": "notes written by other assistant agents"},
]


def main():
    events = sorted(EVENTS, key=lambda e: e["t"])  # stable: keeps authoring order on ties
    with open(OUT, "w", encoding="utf-8") as fh:
        fh.write(json.dumps(HEADER, ensure_ascii=False) + "\n")
        for ev in SESSIONS + events:
            fh.write(json.dumps(ev, ensure_ascii=False) + "\n")
    print(f"wrote {OUT}: {1 + len(SESSIONS) + len(events)} lines")


if __name__ == "__main__":
    main()
