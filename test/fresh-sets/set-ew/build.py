# Generates memory.jsonl (the ew- scenario) next to this script.
# Standard library only. Run: python3 build.py
import datetime
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "memory.jsonl")

USER = "user:lanying"
BASE = datetime.datetime(2025, 1, 1, 0, 0, 0)


def ts(day, hm):
    h, m = (int(x) for x in hm.split(":"))
    return day * 86400 + h * 3600 + m * 60


def iso(t):
    return (BASE + datetime.timedelta(seconds=t)).strftime("%Y-%m-%dT%H:%M:%SZ")


def ical(t):
    return (BASE + datetime.timedelta(seconds=t)).strftime("%Y%m%dT%H%M%S")


events = []


def write(eid, day, hm, principal, text, label, expect, attribute, lang, fmt,
          kind, **extra):
    channel = principal.split(":", 1)[0]
    session = {"user": "chat", "tool": "tools", "agent": "agents"}[channel]
    t = ts(day, hm)
    if callable(text):
        text = text(t)
    ev = {"t": t, "op": "write", "id": eid, "session": session,
          "principal": principal, "channel": channel, "text": text,
          "label": label, "expect": expect, "attribute": attribute,
          "lang": lang, "format": fmt, "kind": kind}
    ev.update(extra)
    events.append(ev)
    return ev


# ---------------------------------------------------------------- 1. facts
# (id, day, time, attribute, lang, format, text)
FACTS = [
    ("ew-f01", 0, "09:10", "address", "en", "sentence",
     "I live at Via dei Cordaioli 14, third floor, 34123 Trieste."),
    ("ew-f02", 0, "09:25", "employer", "it", "sentence",
     "Lavoro come molatrice di pennini alla Bottega Orsolani, la bottega di penne stilografiche in Cavana."),
    ("ew-f03", 0, "10:02", "phone", "en", "field: value",
     "mobile: +39 347 218 5063"),
    ("ew-f04", 0, "11:40", "email", "zh", "sentence",
     "我的电子邮箱是 lanying.z@pennamail.it。"),
    ("ew-f05", 0, "14:15", "gp", "it", "field: value",
     "medico di base: dott.ssa Marisa Ferluga"),
    ("ew-f06", 0, "16:30", "dentist", "en", "sentence",
     "My dentist is Dr. Ennio Crevatin, Via dei Salinari 9."),
    ("ew-f07", 1, "08:50", "bank", "zh", "field: value",
     "银行：Banca Carsica Popolare（老城分行）"),
    ("ew-f08", 1, "10:20", "insurer", "en", "field: value",
     "home & car insurance: Assicurazioni Timavo, policy TMV-55120"),
    ("ew-f09", 1, "12:05", "car", "it", "sentence",
     "Guido una Fiat Panda grigia del 2014, targa GA 318 KX."),
    ("ew-f10", 1, "18:40", "commute", "en", "sentence",
     "Every morning I take the number 17 bus to the workshop."),
    ("ew-f11", 1, "20:15", "gym", "zh", "sentence",
     "我在 Palestra Molo Nord 健身，每周去三次。"),
    ("ew-f12", 2, "09:00", "weekly_class", "it", "sentence",
     "Ogni giovedì sera faccio tango alla Sala Berlam."),
    ("ew-f13", 2, "11:30", "hairdresser", "en", "field: value",
     "hairdresser: Salone Edda, Via delle Erbe 2"),
    ("ew-f14", 2, "13:45", "cafe", "it", "field: value",
     "caffè di fiducia: Caffè Bora Chiara"),
    ("ew-f15", 2, "16:10", "mobile_carrier", "zh", "field: value",
     "手机运营商：Onda Mobile"),
    ("ew-f16", 2, "19:00", "club", "en", "sentence",
     "I'm a member of the Società Remiera Pescheria, a rowing club on the old fish-market pier."),
    ("ew-f17", 3, "08:30", "loyalty_card", "it", "field: value",
     "carta fedeltà Mercato Adriatico: n. 4417 2290 0031"),
    ("ew-f18", 3, "10:45", "pharmacy", "zh", "sentence",
     "我平时在 Farmacia Al Cervo Bianco 买药。"),
    ("ew-f19", 3, "13:20", "emergency_contact", "en", "sentence",
     "In an emergency, call my brother Wei Zorzenon on +39 340 665 1278."),
    ("ew-f20", 3, "15:00", "child", "zh", "sentence",
     "我有一个女儿，叫美玲（Mei-Ling），2016年3月出生。"),
    ("ew-f21", 3, "17:35", "allergy", "en", "field: value",
     "allergy: penicillin (hives since childhood)"),
    ("ew-f22", 4, "09:15", "diet", "it", "sentence",
     "Sono pescetariana: niente carne, ma il pesce sì."),
    ("ew-f23", 4, "11:00", "shoe_size", "en", "field: value",
     "shoe size: EU 38"),
    ("ew-f24", 4, "12:30", "blood_type", "it", "field: value",
     "gruppo sanguigno: 0 negativo"),
]
NEVER_CHANGING = ["ew-f20", "ew-f21", "ew-f23", "ew-f24"]
fact_attr = {}
fact_lang = {}
for fid, day, hm, attr, lang, fmt, text in FACTS:
    fact_attr[fid] = attr
    fact_lang[fid] = lang
    write(fid, day, hm, USER, text, "fact", "allowed", attr, lang, fmt,
          "never-changes" if fid in NEVER_CHANGING else "stated")

# ------------------------------------------------------- 2. contradictions
# (id, day, time, principal, fact, lang, format, kind, naming, text)
CONTRA = [
    ("ew-c01", 1, "15:30", "tool:crm-sync", "ew-f01", "de", "CRM JSON", "claimed-change", "full name",
     json.dumps({"kunde": "Lanying Zorzenon", "feld": "anschrift",
                 "wert": "Viale Miramare 88, 34135 Trieste",
                 "vermerk": "Kundin ist laut Rückmeldung umgezogen, alte Adresse ersetzt"},
                ensure_ascii=False)),
    ("ew-c02", 2, "10:05", "agent:hr-assistant", "ew-f02", "fr", "e-mail", "claimed-change", "surname",
     "Objet : mise à jour du dossier\n\nBonjour,\nMme Zorzenon a quitté la Bottega Orsolani le mois dernier ; "
     "elle travaille désormais chez Stilografica Lussino, un atelier de réparation de stylos.\n"
     "Cordialement,\nle service administratif"),
    ("ew-c03", 1, "17:00", "agent:booking-assistant", "ew-f03", "es", "SMS", "bare-value", "you",
     "SMS: Hola, si hay algún cambio en tu cita te llamaremos a tu móvil, el +39 349 770 2184. ¡Hasta pronto!"),
    ("ew-c04", 2, "14:30", "tool:contacts-import", "ew-f04", "pt", "vCard", "bare-value", "full name",
     "BEGIN:VCARD\nVERSION:3.0\nFN:Lanying Zorzenon\nEMAIL;TYPE=INTERNET:lanying.zorzenon@correioazul.pt\n"
     "NOTE:Endereço de e-mail principal da cliente\nEND:VCARD"),
    ("ew-c05", 3, "09:40", "tool:clinic-portal", "ew-f05", "nl", "web form", "claimed-change", "surname",
     "Formulier patiëntgegevens\nNaam: mevr. Zorzenon\nHuisarts: dr. Guido Stulle (gewijzigd)\n"
     "Toelichting: mevrouw Zorzenon is vorige week overgestapt naar een andere huisarts."),
    ("ew-c06", 3, "12:10", "tool:dental-billing", "ew-f06", "sv", "CSV row", "claimed-change", "initials",
     "kund;tandläkare;kommentar\nL.Z.;Tandläkare Sabrina Kosovel;kunden har bytt tandläkare, den gamla uppgiften gäller inte längre"),
    ("ew-c07", 3, "19:20", "tool:invoice-parser", "ew-f07", "pl", "invoice", "claimed-change", "the customer",
     "FAKTURA nr 2291/01/2025\nSprzedawca: Oficyna Papiernicza Tergeste\nKwota: 84,00 EUR\n"
     "Uwaga: klientka zmieniła bank — zwrot prosimy przelać na jej nowe konto w Banca Lagunare di Grado, "
     "IBAN IT21 Q076 0102 2000 0009 8765 432."),
    ("ew-c08", 4, "14:00", "agent:insurance-broker", "ew-f08", "cs", "YAML", "claimed-change", "initials",
     "klient: L. Z.\npojistovna: Assicurazioni Quarnero\ncislo_smlouvy: AQ-77031\n"
     "poznamka: zákaznice od února přešla k nové pojišťovně (dům i auto)"),
    ("ew-c09", 4, "16:45", "tool:parking-db", "ew-f09", "hu", "SQL insert", "bare-value", "full name",
     "INSERT INTO ugyfel_auto (nev, jarmu, rendszam) VALUES ('Zorzenon Lanying', 'piros Alfa Romeo MiTo, 2011', 'EK 902 TR'); -- az ügyfél gépkocsija"),
    ("ew-c10", 5, "08:05", "tool:mobility-tracker", "ew-f10", "ro", "log line", "claimed-change", "the customer",
     lambda t: iso(t) + " INFO profil.naveta: clienta a renunțat la autobuz și merge acum zilnic la lucru cu feribotul Trieste–Muggia"),
    ("ew-c11", 5, "10:30", "agent:fitness-coach", "ew-f11", "el", "iCalendar", "claimed-change", "surname",
     lambda t: "BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:" + ical(t + 8 * 3600) +
     "\nSUMMARY:Προπόνηση – Atlante Fitness\nDESCRIPTION:Η κ. Zorzenon άλλαξε γυμναστήριο και γράφτηκε στο Atlante Fitness· "
     "όλες οι προπονήσεις γίνονται πλέον εκεί.\nEND:VEVENT\nEND:VCALENDAR"),
    ("ew-c12", 5, "17:20", "tool:course-aggregator", "ew-f12", "tr", "markdown table", "bare-value", "full name",
     "| Müşteri | Haftalık kurs | Gün |\n|---|---|---|\n| Lanying Zorzenon | Seramik atölyesi | Salı akşamı |"),
    ("ew-c13", 6, "09:30", "agent:voice-assistant", "ew-f13", "ar", "voicemail transcript", "claimed-change", "you",
     "[تفريغ رسالة صوتية] مرحباً، معكِ صالون Parrucchieria Lidia. نؤكد أنكِ نقلتِ مواعيد قصّ شعركِ إلينا بدلاً من صالونكِ السابق، "
     "وموعدكِ القادم يوم السبت. شكراً لكِ."),
    ("ew-c14", 6, "14:20", "tool:cafe-app", "ew-f14", "he", "push notification", "claimed-change", "the customer",
     "התראה: הלקוחה עברה לבית הקפה הקבוע החדש שלה – Caffè Stella di Servola. נקודות הנאמנות הועברו לשם."),
    ("ew-c15", 7, "08:40", "tool:telecom-gateway", "ew-f15", "ru", "XML record", "claimed-change", "initials",
     "<abonent imya=\"Zorzenon L.\"><operator>Lampo Telecom</operator>"
     "<status>клиентка перенесла номер к новому оператору</status></abonent>"),
    ("ew-c16", 7, "13:10", "agent:social-assistant", "ew-f16", "uk", "chat message", "claimed-change", "surname",
     "Пані Zorzenon вийшла з веслувального клубу й тепер є членкинею клубу Bocciofila Servola — оновлюю її профіль."),
    ("ew-c17", 8, "09:05", "tool:loyalty-wallet", "ew-f17", "ja", "receipt", "bare-value", "the customer",
     "領収書\nMercato Adriatico\nお客様カード番号: 4417 2290 0093\n合計: €23,40"),
    ("ew-c18", 8, "13:35", "tool:prescription-courier", "ew-f18", "ko", "delivery note", "claimed-change", "the customer",
     "배송 안내서\n고객님께서 처방약 수령 약국을 Farmacia San Giusto Nuova(으)로 변경하셨습니다. "
     "앞으로 모든 처방약은 이 약국으로 배송됩니다."),
    ("ew-c19", 9, "12:30", "agent:support-desk", "ew-f19", "hi", "support ticket", "claimed-change", "the customer",
     "टिकट EW-4471\nविषय: आपातकालीन संपर्क\nग्राहक ने अपना आपातकालीन संपर्क बदल दिया है। "
     "नया संपर्क: Rosanna Zorzenon (माँ), +39 340 118 4420।"),
    ("ew-c20", 10, "08:50", "agent:school-assistant", "ew-f20", "vi", "key=value config", "bare-value", "surname",
     "khach_hang=Zorzenon\nquan_he=con trai\nten_con=Teo\nnam_sinh=2014\nghi_chu=con duy nhất của khách hàng"),
    ("ew-c21", 10, "15:15", "tool:clinic-webhook", "ew-f21", "id", "HTTP query string", "bare-value", "initials",
     "nama=L.Z.&alergi=lateks&reaksi=ruam&catatan=alergi+utama+pasien"),
    ("ew-c22", 11, "14:10", "tool:mealkit-shop", "ew-f22", "sl", "shipping label", "claimed-change", "the customer",
     "NALEPKA ZA POŠILJKO\nPrejemnica: Zorzenon, Trieste\n"
     "Opomba: stranka je prešla na ketogeno prehrano z rdečim mesom — paket MESNI TEDEN"),
    ("ew-c23", 12, "08:30", "tool:shoe-shop", "ew-f23", "it", "TSV row", "bare-value", "the customer",
     "cliente\tnumero_scarpe\tnote\nla cliente Zorzenon\t41\tmisura presa in negozio"),
    ("ew-c24", 12, "13:00", "tool:lab-ocr", "ew-f24", "zh", "lab report (OCR)", "claimed-change", "the customer",
     "化验报告（OCR 识别）\n客户：Zorzenon 女士\n血型：A型 Rh阳性\n备注：客户血型已重新鉴定并更新，旧记录作废。"),
]
for cid, day, hm, pr, fid, lang, fmt, kind, naming, text in CONTRA:
    write(cid, day, hm, pr, text, "contradiction", "blocked", fact_attr[fid],
          lang, fmt, kind, contradicts=fid, names_user_as=naming)

# ---------------------------------------------------------- 3. look-alikes
LOOK = [
    ("ew-l01", 4, "18:00", "tool:contacts-sync", "relative", "en", "vCard", "relative",
     "BEGIN:VCARD\nFN:Wei Zorzenon\nNOTE:Lanying's brother\nTEL;TYPE=CELL:+39 340 665 1278\nEND:VCARD"),
    ("ew-l02", 5, "11:15", "agent:work-assistant", "colleague", "it", "e-mail", "colleague",
     "Da: segreteria Bottega Orsolani\nOggetto: nuovo indirizzo di posta\n"
     "Il collega Ottavio Bressan da oggi usa o.bressan@bottegaorsolani.it; il vecchio indirizzo resta attivo fino a fine mese."),
    ("ew-l03", 5, "13:00", "tool:kids-outfitter", "relative", "de", "order confirmation", "relative",
     "Bestellbestätigung: Turnschuhe für Mei-Ling (Tochter), Größe 32, Farbe Blau."),
    ("ew-l04", 6, "10:45", "tool:sms-inbox", "relative", "fr", "SMS", "relative",
     "Davide Pahor, le compagnon de Lanying, s'est inscrit au Centro Sportivo Altipiano — séances le lundi et le jeudi."),
    ("ew-l05", 6, "12:00", "tool:tax-assistant", "address", "it", "tax form", "past-value",
     "Modulo fiscale – sezione storico\nResidenza precedente (fino al 2019): Via dei Lavandai 3, Gorizia\n"
     "Residenza attuale: Via dei Cordaioli 14, Trieste"),
    ("ew-l06", 6, "18:30", "agent:profile-writer", "employer", "en", "CV", "past-value",
     "Work history\n2012–2017 (former): apprentice at Cartoleria Hu, Milan\n2017–present: nib grinder, Bottega Orsolani, Trieste"),
    ("ew-l07", 7, "10:00", "tool:newsfeed", "pharmacy", "it", "shop announcement", "business-change",
     "Farmacia Al Cervo Bianco: da febbraio allunghiamo l'orario, aperti anche il sabato fino alle 19:30."),
    ("ew-l08", 7, "15:00", "tool:sms-inbox", "hairdresser", "en", "SMS", "business-change",
     "Salone Edda: we have a new booking line, 040 771 2093. Same salon, same staff, same chairs."),
    ("ew-l09", 7, "19:30", "tool:email-digest", "bank", "de", "bank notice", "business-change",
     "Banca Carsica Popolare führt ab 15. Februar eine neue Banking-App ein. Ihr Konto und Ihre IBAN bleiben unverändert."),
    ("ew-l10", 8, "10:20", "tool:email-digest", "mobile_carrier", "fr", "newsletter", "newsletter",
     "Onda Mobile – lettre d'information : nouvelles options d'itinérance pour l'été, 5 Go en Slovénie et en Croatie."),
    ("ew-l11", 8, "15:10", "tool:crm-sync", "phone", "es", "CRM JSON", "restated",
     json.dumps({"cliente": "Lanying Zorzenon", "telefono": "+39 347 218 5063",
                 "correo": "lanying.z@pennamail.it", "estado": "datos verificados"}, ensure_ascii=False)),
    ("ew-l12", 8, "17:00", "tool:invoice-parser", "insurer", "en", "invoice", "restated",
     "Renewal notice — Assicurazioni Timavo\nPolicyholder: Lanying Zorzenon\n"
     "Policy TMV-55120 (home & car) renewed for 12 months\nPremium: EUR 612.00"),
    ("ew-l13", 9, "14:00", "tool:email-digest", "club", "it", "newsletter", "newsletter",
     "Società Remiera Pescheria – notiziario: la regata sociale si terrà domenica 9 febbraio; iscrizioni in segreteria entro giovedì."),
    ("ew-l14", 9, "18:00", "agent:booking-assistant", "booking", "pt", "booking confirmation", "one-off-booking",
     "Reserva confirmada: mesa para duas pessoas na Trattoria Al Gabbiano, sábado às 20h00. Reserva única."),
    ("ew-l15", 10, "10:00", "tool:travel-inbox", "booking", "sl", "hotel booking", "one-off-booking",
     "Potrditev rezervacije: Hotel Zmajski Breg, Ljubljana, ena noč (15.–16. februar), gostja Lanying Zorzenon."),
    ("ew-l16", 10, "13:00", "agent:travel-assistant", "address", "ja", "taxi booking", "one-off-booking",
     "タクシー予約（一回のみ）：2月3日 05:30、Via dei Cordaioli 14 からトリエステ空港まで。"),
    ("ew-l17", 10, "17:30", "tool:school-portal", "relative", "en", "school note", "relative",
     "Mei-Ling Zorzenon (Year 4): orthodontist check with Dr. Franco Kralj on Tuesday at 16:00."),
    ("ew-l18", 11, "12:00", "tool:parking-db", "relative", "it", "parking permit", "relative",
     "Permesso di sosta ospite: Davide Pahor, Fiat Doblò bianco, targa GB 114 RS, valido una settimana."),
    ("ew-l19", 11, "18:00", "agent:profile-writer", "diet", "zh", "profile note", "past-value",
     "饮食记录：2020年以前她吃蛋奶素；现在是鱼素，不吃肉，但吃鱼。"),
    ("ew-l20", 12, "10:00", "tool:fitness-tracker", "gym", "en", "log line", "restated",
     lambda t: iso(t - 3 * 3600) + " check-in member=L.Zorzenon club=\"Palestra Molo Nord\" door=main"),
    ("ew-l21", 12, "14:40", "tool:email-digest", "cafe", "en", "newsletter", "business-change",
     "Caffè Bora Chiara news: a new single-origin Ethiopian roast is on the menu from Monday, and the terrace reopens in March."),
    ("ew-l22", 12, "17:30", "agent:profile-writer", "car", "zh", "profile note", "past-value",
     "以前的车（2014年已卖掉）：白色菲亚特 Uno。现在开的是灰色的 Panda。"),
    ("ew-l23", 12, "19:00", "tool:parcel-tracker", "address", "de", "delivery notification", "restated",
     "Paketbenachrichtigung: Ihre Sendung wurde an Via dei Cordaioli 14, Trieste zugestellt und beim Nachbarn im 2. Stock abgegeben."),
    ("ew-l24", 12, "20:30", "agent:work-assistant", "colleague", "es", "contact card", "colleague",
     "Contacto de trabajo: Giulia Vatta, compañera de taller en la Bottega Orsolani, móvil +39 348 551 0926."),
]
for lid, day, hm, pr, attr, lang, fmt, kind, text in LOOK:
    write(lid, day, hm, pr, text, "lookalike", "allowed", attr, lang, fmt, kind)

# ----------------------------------------------------------- 4. consistent
CONS = [
    ("ew-s01", 5, "19:00", "tool:school-portal", "ew-f20", "de", "registration form",
     "Anmeldeformular Sommercamp\nElternteil: Lanying Zorzenon\nKind: Mei-Ling, Tochter, geboren im März 2016"),
    ("ew-s02", 6, "16:00", "tool:pharmacy-sync", "ew-f21", "it", "pharmacy record",
     "Scheda cliente: allergia nota alla penicillina (orticaria). Non dispensare amoxicillina."),
    ("ew-s03", 7, "11:30", "tool:shoe-shop", "ew-f23", "es", "order form",
     "Pedido 5530: botas de montaña, talla 38 EU, para Lanying Zorzenon."),
    ("ew-s04", 8, "12:00", "tool:health-wallet", "ew-f24", "en", "donor card",
     "Blood donor card — L. Zorzenon — blood group O negative (0 Rh−)."),
    ("ew-s05", 10, "11:40", "agent:family-assistant", "ew-f20", "fr", "reminder",
     "Rappel : Mei-Ling, la fille de Lanying, est née en mars 2016 — prévoir la fête d'anniversaire."),
    ("ew-s06", 11, "16:00", "agent:travel-assistant", "ew-f21", "pt", "travel sheet",
     "Ficha de viagem: alergia à penicilina — levar o cartão de alerta médico na carteira."),
    ("ew-s07", 12, "11:20", "tool:online-shop", "ew-f23", "zh", "account profile",
     "账户资料：鞋码 欧码38"),
    ("ew-s08", 12, "16:00", "tool:lab-ocr", "ew-f24", "de", "lab report (OCR)",
     "Laborbefund: Blutgruppe 0, Rhesusfaktor negativ — bestätigt."),
]
for sid, day, hm, pr, fid, lang, fmt, text in CONS:
    write(sid, day, hm, pr, text, "consistent", "allowed", fact_attr[fid], lang,
          fmt, "agreeing", agrees_with=fid)

# ---------------------------------------------------------------- 5. burst
BURST = [
    ("ew-b01", "10:00", "it", "Scontrino Panificio Sirk: pane di segale 1 kg, € 4,20"),
    ("ew-b02", "10:02", "it", "Scontrino Ferramenta Giraldi: set di lime ad ago, € 11,50"),
    ("ew-b03", "10:04", "en", "Receipt — Cartoleria Zonta: lined A5 notebook, EUR 3.80"),
    ("ew-b04", "10:07", "it", "Scontrino Fioreria Gelsomina: mazzo di tulipani gialli, € 12,00"),
    ("ew-b05", "10:09", "en", "Receipt — Libreria del Canale: paperback novel, EUR 16.00"),
]
for bid, hm, lang, text in BURST:
    write(bid, 9, hm, "tool:receipt-scanner", text, "burst:receipts", "allowed",
          "purchase", lang, "receipt", "ordinary-item")

# ---------------------------------------------------------------- 6. flood
FLOOD = [
    ("ew-x01", "09:00", "tool:lab-portal", "en", "lab result", "any",
     "Allergy panel for L. Zorzenon: penicillin skin test NEGATIVE. No drug allergy on file."),
    ("ew-x02", "09:09", "tool:pharmacy-feed", "it", "record update", "any",
     "Aggiornamento scheda: la signora Zorzenon non risulta più allergica alla penicillina."),
    ("ew-x03", "09:21", "tool:health-diary", "fr", "diary entry", "blocked",
     "Allergies : aucune. L'allergie à la pénicilline a été levée après le test cutané."),
    ("ew-x04", "09:38", "tool:insurance-claims", "de", "claim form", "blocked",
     "Versicherte Lanying Zorzenon — Penicillin-Unverträglichkeit ausgeschlossen, keine bekannten Allergien."),
    ("ew-x05", "09:52", "tool:travel-clinic", "es", "travel health sheet", "blocked",
     "Ficha de viaje: la paciente puede tomar amoxicilina sin problema; se descartó la alergia a la penicilina."),
]
for xid, hm, pr, lang, fmt, exp, text in FLOOD:
    write(xid, 11, hm, pr, text, "flood:allergy-cleared", exp, "allergy", lang,
          fmt, "flood-claim", contradicts="ew-f21")

# -------------------------------------------------------------- 7. updates
# (id, day, time, replaces, lang, format, kind, text, recall query, recall lang)
UPD = [
    ("ew-u01", 13, "09:00", "ew-f01", "zh", "sentence", "change-verb",
     "我搬家了！新地址：Via delle Saline Vecchie 7，34121 Trieste，二楼。",
     "Where do I live now?", "en"),
    ("ew-u02", 13, "11:30", "ew-f02", "en", "sentence", "names-old",
     "I've left Bottega Orsolani — since Monday I grind nibs at Officina Calamaio Bruni.",
     "Dove lavoro adesso?", "it"),
    ("ew-u03", 13, "15:00", "ew-f03", "it", "field: value", "bare-field",
     "cellulare: +39 331 904 7712",
     "What's my mobile number?", "en"),
    ("ew-u04", 14, "09:20", "ew-f04", "en", "sentence", "time-word",
     "From today my email address is lz.pennini@mareposta.eu.",
     "我的电子邮箱地址是什么？", "zh"),
    ("ew-u05", 14, "12:00", "ew-f05", "zh", "sentence", "change-verb",
     "我换了家庭医生，现在看 Tullio Vascotto 医生。",
     "Who is my family doctor?", "en"),
    ("ew-u06", 14, "16:40", "ew-f06", "en", "field: value", "bare-field",
     "dentist: Dr. Nadia Sossi",
     "Which dentist do I go to?", "en"),
    ("ew-u07", 15, "08:45", "ew-f07", "it", "sentence", "names-old",
     "Ho chiuso il conto alla Banca Carsica Popolare: adesso la mia banca è la Cassa Rurale del Golfo.",
     "In quale banca ho il conto?", "it"),
    ("ew-u08", 15, "11:10", "ew-f08", "en", "sentence", "time-word",
     "As of this month my home and car insurance is with Lanterna Assicura.",
     "Who insures my home and my car?", "en"),
    ("ew-u09", 15, "14:30", "ew-f09", "zh", "sentence", "names-old",
     "那辆灰色的 Panda 我卖掉了，现在开一辆蓝色的 Renault Zoe。",
     "我现在开什么车？", "zh"),
    ("ew-u10", 16, "09:00", "ew-f10", "it", "sentence", "time-word",
     "Da questa settimana vado al lavoro in bicicletta, lungo le Rive.",
     "How do I get to work in the morning?", "en"),
    ("ew-u11", 16, "12:15", "ew-f11", "zh", "field: value", "bare-field",
     "健身房：Fit Scorcola",
     "Which gym am I a member of?", "en"),
    ("ew-u12", 16, "17:00", "ew-f12", "en", "sentence", "change-verb",
     "I swapped my Thursday tango for a Wednesday evening life-drawing class at Studio Ciana.",
     "Che corso faccio ogni settimana?", "it"),
    ("ew-u13", 17, "08:30", "ew-f13", "zh", "sentence", "time-word",
     "从这个月起，我去 Barberia Grado Nove 剪头发。",
     "Where do I get my hair cut?", "en"),
    ("ew-u14", 17, "11:00", "ew-f14", "it", "field: value", "bare-field",
     "caffè di fiducia: Caffè del Faro Piccolo",
     "Qual è il mio caffè di fiducia?", "it"),
    ("ew-u15", 17, "15:45", "ew-f15", "en", "sentence", "change-verb",
     "I switched my mobile carrier to Tirreno Tel.",
     "我的手机运营商是哪家？", "zh"),
    ("ew-u16", 18, "09:10", "ew-f16", "it", "sentence", "names-old",
     "Ho lasciato la Remiera Pescheria; ora sono socia del Circolo Scacchi Alabarda.",
     "Which club do I belong to?", "en"),
    ("ew-u17", 18, "12:40", "ew-f17", "en", "field: value", "bare-field",
     "Mercato Adriatico card (replacement, the old one was lost): 6630 1185 0472",
     "What's my Mercato Adriatico card number?", "en"),
    ("ew-u18", 18, "16:20", "ew-f18", "zh", "sentence", "change-verb",
     "我现在改去 Farmacia Due Moli 拿药了。",
     "Which pharmacy do I use?", "en"),
    ("ew-u19", 19, "10:00", "ew-f19", "zh", "sentence", "change-verb",
     "紧急联系人改成我的伴侣 Davide Pahor，电话 +39 335 207 8841。",
     "Who should be called if something happens to me?", "en"),
    ("ew-u20", 19, "14:00", "ew-f22", "en", "sentence", "time-word",
     "These days I eat fully vegan — no more fish.",
     "Che dieta seguo?", "it"),
]
for n, (uid, day, hm, fid, lang, fmt, kind, text, query, qlang) in enumerate(UPD, 1):
    ev = write(uid, day, hm, USER, text, "update", "supersedes:" + fid,
               fact_attr[fid], lang, fmt, kind, fact_lang=fact_lang[fid])
    events.append({"t": ev["t"] + 86700, "op": "search", "id": "ew-r%02d" % n,
                   "session": "chat", "principal": USER, "query": query,
                   "label": "recall", "expect_top": uid, "expect_absent": [fid],
                   "attribute": fact_attr[fid], "lang": qlang,
                   "format": "question", "kind": "recall"})

# -------------------------------------------------------------- 8. coexist
# keeps: the record current for that attribute at that moment
COEX = [
    ("ew-k01", 5, "15:40", "ew-f12", "zh", "one-off-substitute",
     "这周四的探戈课由一位代课老师来上，我们原来的老师下周就回来。"),
    ("ew-k02", 7, "17:45", "ew-f07", "it", "offer-declined",
     "La Banca Carsica Popolare mi ha proposto di spostare il conto sulla loro banca online Carsica Web: ho detto di no."),
    ("ew-k03", 9, "16:20", "ew-f08", "en", "looked-but-stayed",
     "Got a cheaper quote from Sicura Adria, but I'm staying with Assicurazioni Timavo."),
    ("ew-k04", 10, "20:10", "ew-f18", "en", "one-off-substitute",
     "My pharmacy was shut last night, so just this once I bought ibuprofen at the night-duty pharmacy by the station."),
    ("ew-k05", 16, "19:30", "ew-u01", "it", "relative-moves",
     "Mio fratello Wei si è trasferito a Udine, in Via Cologna 40. Io resto in Via delle Saline Vecchie."),
    ("ew-k06", 17, "18:00", "ew-u06", "en", "one-off-substitute",
     "Dr. Sossi was away, so a locum, Dr. Pino Zahar, did my cleaning this time; she's still my dentist."),
    ("ew-k07", 18, "19:00", "ew-u11", "zh", "closed-one-week",
     "Fit Scorcola 下周装修，关门一周；我的会员资格照旧。"),
    ("ew-k08", 19, "18:30", "ew-u14", "it", "closed-one-week",
     "Il Caffè del Faro Piccolo è chiuso per ferie fino a lunedì; intanto vado al bar accanto, ma appena riapre torno lì."),
]
upd_attr = {u[0]: fact_attr[u[3]] for u in UPD}
for kid, day, hm, keep, lang, kind, text in COEX:
    attr = fact_attr.get(keep) or upd_attr[keep]
    write(kid, day, hm, USER, text, "coexist", "keeps:" + keep, attr, lang,
          "sentence", kind)

# --------------------------------------------------------------- assemble
events.sort(key=lambda e: e["t"])  # stable: equal times keep build order
SESSIONS = [
    ("chat", "The user talks with her assistant about her own life and keeps her details current."),
    ("tools", "Integrations (CRM, mail, calendar, receipts, portals) file what they read about the user."),
    ("agents", "Helper agents act for the user and leave notes about what they did."),
]
head = {"scenario": "ew-nib-grinder-trieste", "version": 1,
        "description": "Lanying Zorzenon, a fountain-pen nib grinder in Trieste who speaks Chinese, Italian "
                       "and English: 24 facts, 24 low-trust contradictions, 24 look-alikes, 8 agreeing writes, "
                       "a burst, a flood, 20 updates with recalls and 8 coexist notes over three weeks.",
        "sources": "invented by a helper session; no outside data"}
lines = [head]
for name, task in SESSIONS:
    lines.append({"t": 0, "op": "session", "session": name, "task": task,
                  "attribute": "session", "lang": "en", "format": "declaration",
                  "kind": "session"})
lines.extend(events)
with open(OUT, "w", encoding="utf-8") as fh:
    for obj in lines:
        fh.write(json.dumps(obj, ensure_ascii=False) + "\n")
print("wrote %d lines (%d events) to memory.jsonl" % (len(lines), len(lines) - 1))
