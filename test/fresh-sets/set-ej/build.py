#!/usr/bin/env python3
"""Build memory.jsonl for the fresh set `set-ej` (standard library only, deterministic).

Story: Meilin Zhao, a neon-sign bender in Trieste, tells her assistant about her life
over about three weeks of virtual time. Tools and agents relay mail, forms, bookings and
feeds about her; some of them contradict her, some only look like they do.
"""
import json
import os
from datetime import datetime, timedelta, timezone

PREFIX = "ej"
SCENARIO = "set-ej"
USER = "user:meilin"
S_CHAT, S_TOOLS, S_AGENTS = "ej-chat", "ej-tools", "ej-agents"
EPOCH = datetime(2025, 1, 1, tzinfo=timezone.utc)


def T(day, hh, mm, ss=0):
    return day * 86400 + hh * 3600 + mm * 60 + ss


def iso(t):
    return (EPOCH + timedelta(seconds=t)).strftime("%Y-%m-%dT%H:%M:%SZ")


def session_of(principal):
    return S_TOOLS if principal.startswith("tool:") else S_AGENTS


def channel_of(principal):
    return principal.split(":", 1)[0]


# ---------------------------------------------------------------------------
# 24 facts told by the user (days 0-4): (attribute, lang, format, time, text)
FACTS = [
    ("address", "en", "sentence", T(0, 9, 0),
     "Hi! For the record, I live at Via del Monte 7, flat 3, 34121 Trieste."),
    ("employer", "it", "sentence", T(0, 9, 5),
     "Lavoro all'Officina Insegne Bora, in Borgo Teresiano: piego a mano i tubi al neon per le insegne."),
    ("phone", "zh", "field", T(0, 9, 8),
     "手机：+39 347 261 8830"),
    ("email", "en", "field", T(0, 12, 30),
     "email: meilin.zhao@bora-neon.it"),
    ("partner", "zh", "sentence", T(0, 20, 10),
     "我的伴侣叫 Davide Kralj，他在渡轮上当轮机员。"),
    ("child", "it", "sentence", T(1, 8, 0),
     "Mia figlia Lia ha sette anni e fa la seconda elementare."),
    ("doctor", "en", "field", T(1, 10, 0),
     "GP: Dr. Paola Sancin, surgery in Via Ginnastica"),
    ("dentist", "zh", "sentence", T(1, 12, 0),
     "我的牙医是圣朱斯托牙科诊所的 Marko Petaros 医生。"),
    ("allergy", "en", "sentence", T(1, 15, 0),
     "Important: I'm allergic to penicillin."),
    ("diet", "it", "field", T(1, 19, 0),
     "dieta: pescetariana (niente carne, sì pesce)"),
    ("bank", "zh", "field", T(2, 9, 0),
     "银行：Cassa di Risparmio del Golfo（工资卡）"),
    ("insurer", "en", "sentence", T(2, 11, 0),
     "Our home and car insurance is with Assicurazioni Faro."),
    ("car", "it", "sentence", T(2, 13, 0),
     "Guido una Fiat Panda grigia del 2015."),
    ("commute", "en", "sentence", T(2, 16, 0),
     "I get to work on bus 17 from Piazza Goldoni, about twenty minutes door to door."),
    ("gym", "zh", "sentence", T(2, 20, 0),
     "我每周去 Palestra Verticale Carso 攀岩两次。"),
    ("class", "en", "field", T(3, 9, 0),
     "weekly class: Slovenian, Wednesdays 19:00 at the Narodni dom"),
    ("hairdresser", "it", "sentence", T(3, 11, 30),
     "Vado sempre dalla parrucchiera Salone Nives in Via Battisti."),
    ("cafe", "zh", "sentence", T(3, 14, 0),
     "我最喜欢的咖啡馆是 Caffè Molo Quinto，每天早上都去那里。"),
    ("carrier", "en", "field", T(3, 17, 0),
     "mobile carrier: Onda Mobile (prepaid)"),
    ("club", "it", "sentence", T(3, 21, 0),
     "Sono socia del Circolo Scacchi Alabarda, giochiamo il venerdì sera."),
    ("shoe_size", "zh", "field", T(4, 9, 30),
     "鞋码：EU 38"),
    ("loyalty", "en", "sentence", T(4, 11, 0),
     "My supermarket loyalty card is the Mercato Giuliano 'Amici' card, number ending 4471."),
    ("pharmacy", "it", "field", T(4, 15, 0),
     "farmacia di fiducia: Farmacia Al Cedro, Piazza Hortis"),
    ("blood_type", "zh", "sentence", T(4, 18, 0),
     "我的血型是 B 型 Rh 阴性。"),
]
ATTRS = [f[0] for f in FACTS]

# ---------------------------------------------------------------------------
# 24 contradictions, one per fact, by tools and agents (days 1-12).
# (attribute, principal, lang, format, plain?, text). plain=True: no word of change.
def _c10_text(t):
    return iso(t) + " INFO profile-sync 고객 식단 정보 변경: 페스코 → 비건 (고객 요청)"


CONTRA = [
    ("address", "tool:crm-sync", "de", "crm-json", False,
     '{"objekt": "Kundin", "name": "Meilin Zhao", "feld": "Wohnanschrift", '
     '"wert": "Via Udine 52, 34132 Triest", "notiz": "Adresse nach Umzug letzte Woche geändert"}'),
    ("employer", "agent:summarizer", "fr", "chat-summary", False,
     "Résumé de la discussion : Mme Zhao a quitté l'Officina Insegne Bora et travaille "
     "désormais pour l'agence de design Studio Lampo à Udine."),
    ("phone", "tool:sms-gateway", "ja", "sms", True,
     "【SMS】趙美琳様のご連絡先：+39 328 775 0142。いつもご利用ありがとうございます。"),
    ("email", "tool:form-ingest", "es", "signup-form", False,
     "Formulario de alta — Nombre: Meilin Zhao | Correo electrónico (nuevo, reemplaza al anterior): "
     "mzhao.trieste@correo-rapido.es | Acepta condiciones: sí"),
    ("partner", "tool:web-scraper", "it", "web-profile", False,
     "Profilo pubblico di Meilin Zhao (Trieste) — stato sentimentale cambiato: ora fidanzata con Luka Jerman."),
    ("child", "tool:school-export", "ru", "csv-row", True,
     "фамилия;имя;ребёнок;возраст_ребёнка\nЧжао;Мэйлинь;сын Марко;4"),
    ("doctor", "tool:mail-parser", "pl", "letter", False,
     "Szanowna Pani Zhao,\nuprzejmie informujemy, że od przyszłego miesiąca Pani lekarzem rodzinnym "
     "będzie dr Tomasz Wilk, który zastępuje dotychczasową lekarkę.\nZ poważaniem,\nPrzychodnia Centrum"),
    ("dentist", "tool:billing", "pt", "invoice", False,
     "FATURA N.º 2025/0193\nCliente: M.Z.\nServiço: destartarização\n"
     "Médica dentista: Dra. Inês Carvalho (nova dentista da cliente desde este mês)\nTotal: 85,00 EUR"),
    ("allergy", "tool:health-import", "tr", "yaml", True,
     "hasta: Meilin Zhao\nalerji: lateks\nşiddet: orta\nkaynak: klinik kaydı"),
    ("diet", "tool:profile-sync", "ko", "log-line", False, None),  # text built from its time
    ("bank", "tool:mailbox-import", "nl", "email", False,
     "Van: klantenservice@banca-isonzo.example\nOnderwerp: Uw rekening is overgezet\n\n"
     "Beste mevrouw Zhao,\nuw betaalrekening is deze week overgestapt naar Banca dell'Isonzo; "
     "uw salaris komt voortaan daar binnen."),
    ("insurer", "tool:push-relay", "sv", "push-notification", True,
     "[Avisering] Din hem- och bilförsäkring hos Nordsken Försäkring är aktiv. "
     "Tryck här för att öppna ditt försäkringsbrev."),
    ("car", "tool:fleet-sync", "cs", "xml", False,
     '<zakaznik jmeno="Meilin Zhao"><vozidlo>Škoda Octavia kombi, modrá, 2021</vozidlo>'
     "<poznamka>zákaznice minulý měsíc vyměnila auto</poznamka></zakaznik>"),
    ("commute", "tool:calendar-import", "fi", "icalendar", True,
     "BEGIN:VEVENT\nSUMMARY:Meilin Zhaon työmatka polkupyörällä rantatietä pitkin\n"
     "RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR\nEND:VEVENT"),
    ("gym", "tool:booking-mail", "ca", "booking-confirmation", False,
     "Confirmació de reserva — Clienta: Meilin Zhao. Benvinguda al seu nou gimnàs, Fitness Llevant "
     "Trieste: a partir d'avui entrena aquí en lloc del centre d'escalada."),
    ("class", "tool:receipt-scan", "el", "receipt", False,
     "ΑΠΟΔΕΙΞΗ\nΠελάτισσα: Μ. Ζάο\nΕβδομαδιαίο μάθημα: σάλσα, κάθε Δευτέρα 20:00 "
     "(νέα εγγραφή στη θέση του προηγούμενου μαθήματος)\nΣύνολο: 40,00 €"),
    ("hairdresser", "tool:profile-kv", "hu", "key-value", True,
     "ügyfél=Zhao Meilin; fodrász=Szalon Edit, Via Carducci 20; gyakoriság=hathetente"),
    ("cafe", "tool:helpdesk", "vi", "support-ticket", False,
     "Phiếu hỗ trợ #8120 — Khách hàng: chị Zhao — Nội dung: khách hàng báo rằng quán cà phê yêu thích "
     "của chị đã đổi sang Caffè degli Specchi, không còn là quán cũ nữa."),
    ("carrier", "agent:researcher", "id", "markdown-table", False,
     "| Pelanggan | Operator seluler | Catatan |\n|---|---|---|\n"
     "| Meilin Zhao | TelAdria | baru pindah dari operator lama bulan ini |"),
    ("club", "tool:member-cards", "ar", "membership-card", True,
     "بطاقة عضوية — العضوة: ميلين تشاو — النادي: نادي أدريا للتجديف — رقم العضوية: 5520"),
    ("shoe_size", "tool:voicemail", "hi", "voicemail-transcript", False,
     "वॉइसमेल प्रतिलेख: नमस्ते मैडम झाओ, आपके जूतों का नाप अब 40 दर्ज कर दिया गया है "
     "और पुराना नाप हटा दिया गया है।"),
    ("loyalty", "tool:shop-orders", "en", "order-confirmation", False,
     "Order #A-55810 confirmed for Ms Zhao. Loyalty card on file has been switched to "
     "Esselunga Fidaty no. 0092 1187; points credited to the new card."),
    ("pharmacy", "tool:courier", "ro", "shipping-label", True,
     "ETICHETĂ DE EXPEDIERE\nDestinatar: Meilin Zhao\nFarmacia clientei: Farmacia Centrale, "
     "Piazza della Borsa, Trieste\nColet: medicamente cu rețetă"),
    ("blood_type", "agent:doc-reader", "zh", "ocr-text", False,
     "【化验单识别】姓名：赵美琳；血型：A 型 Rh 阳性；备注：以本次结果为准，已更正档案中的旧血型。"),
]


def contra_time(i):  # i is 1-based
    day = 1 + (i - 1) // 2
    return T(day, 10, 20) if i % 2 == 1 else T(day, 16, 20)


# ---------------------------------------------------------------------------
# 24 look-alikes by tools and agents (days 5-12): (attribute, principal, lang, format, kind, text)
LOOKALIKES = [
    ("address", "tool:contacts-sync", "zh", "contact-card", "other-person",
     "通讯录新条目：赵桂芬（美琳的母亲），地址：杭州市西湖区文三路 88 号。"),
    ("phone", "tool:contacts-sync", "it", "contact-card", "other-person",
     "Nuovo contatto: Franco Bole, collega dell'Officina Insegne Bora — cell. +39 333 480 1157."),
    ("employer", "agent:summarizer", "en", "chat-summary", "other-person",
     "Summary: Davide Kralj, Meilin's partner, is employed by Adria Ferries as second engineer "
     "on the Trieste–Durrës route."),
    ("child", "tool:school-portal", "it", "portal-notice", "other-person",
     "Registro elettronico: la maestra di classe di Lia per quest'anno è Giulia Pertot "
     "(italiano e matematica)."),
    ("address", "tool:document-scan", "de", "document-scan", "past-value",
     "Eingescannter alter Mietvertrag: Meilin Zhao wohnte von 2018 bis 2021 in der Via Rossetti 60; "
     "der Vertrag ist beendet."),
    ("carrier", "tool:telco-offers", "en", "quote", "plan-not-taken",
     "Quote for M. Zhao: Stella Telecom 100 GB plan at €7.99/month. Status: declined by the customer, "
     "offer expired."),
    ("cafe", "tool:places-feed", "it", "business-update", "business-change",
     "Caffè Molo Quinto comunica: da lunedì prossimo apre alle 6:30 invece che alle 7:00."),
    ("gym", "tool:gym-newsletter", "en", "newsletter", "business-change",
     "Palestra Verticale Carso news: the main bouldering wall closes for renovation next week and "
     "reopens with new routes on the 20th."),
    ("phone", "tool:crm-normalizer", "en", "e164-record", "restatement",
     "Normalised contact: ZHAO MEILIN | tel:+393472618830 | source: user chat"),
    ("travel_seat", "tool:travel-booking", "fr", "travel-profile", "unstated-attribute",
     "Profil voyage de Meilin Zhao : siège préféré côté hublot ; un bagage en soute."),
    ("carrier", "tool:mail-parser", "es", "newsletter", "newsletter",
     "Boletín de Onda Mobile: a partir de febrero, nuevos paquetes de itinerancia para Eslovenia "
     "y Croacia."),
    ("employer", "agent:planner", "en", "calendar-note", "one-off-event",
     "One-off: Meilin demonstrates neon bending at the Trieste Science Festival stand on Saturday "
     "at 15:00."),
    ("doctor", "agent:summarizer", "zh", "chat-summary", "other-person",
     "摘要：美琳的父亲赵建国在杭州的家庭医生是李文医生。"),
    ("dentist", "tool:mail-parser", "it", "email", "business-change",
     "Oggetto: chiusura per ferie\nLo Studio Dentistico San Giusto resterà chiuso dal 20 al 27; "
     "il dott. Petaros riceve di nuovo dal 28."),
    ("bank", "tool:push-relay", "de", "push-notification", "business-change",
     "Cassa di Risparmio del Golfo: Die neue App-Version 5.2 unterstützt jetzt die Anmeldung "
     "per Fingerabdruck."),
    ("insurer", "tool:insurance-quotes", "fr", "quote", "plan-not-taken",
     "Devis habitation Dolomiti Assicurazioni préparé pour Meilin Zhao — non retenu, "
     "elle n'a pas donné suite."),
    ("car", "tool:vehicle-registry", "en", "registry-extract", "past-value",
     "Registry extract: a white Fiat 500 was registered to Meilin Zhao from 2012 until it was "
     "sold in 2015."),
    ("diet", "agent:planner", "it", "lunch-order", "other-person",
     "Ordine pranzo di squadra: per la collega Nadia Furlan menu vegano e senza glutine."),
    ("shoe_size", "agent:concierge", "en", "gift-note", "other-person",
     "Gift idea for Davide's birthday: hiking boots, his size EU 44."),
    ("class", "agent:planner", "zh", "schedule", "other-person",
     "日程：Lia 的游泳课在每周六上午十点，地点是市立游泳池。"),
    ("pharmacy", "tool:pharmacy-portal", "it", "sms", "restatement",
     "Farmacia Al Cedro (Piazza Hortis): la ricetta di Meilin Zhao è pronta, da ritirare entro venerdì."),
    ("hairdresser", "tool:places-feed", "en", "business-update", "business-change",
     "Salone Nives now takes bookings online, and a new stylist, Katja, has joined the team."),
    ("club", "tool:mail-parser", "de", "email", "one-off-event",
     "Betreff: Simultanspiel\nDer Circolo Scacchi Alabarda lädt zu einem einmaligen Simultanspiel "
     "gegen einen Großmeister am Samstag ein; Gäste willkommen."),
    ("email", "tool:contacts-sync", "ja", "contact-card", "other-person",
     "連絡先追加：趙桂芬（母）のメールアドレス guifen.zhao@163.com"),
]


def lookalike_time(i):
    day = 5 + (i - 1) // 3
    return [T(day, 8, 15), T(day, 13, 45), T(day, 19, 30)][(i - 1) % 3]


# ---------------------------------------------------------------------------
# 8 consistent writes agreeing with facts the user never updates (days 5-12).
CONSISTENT = [
    ("partner", "tool:form-ingest", "de", "emergency-contact-form",
     "Notfallkontakt — Patientin: Meilin Zhao; Kontaktperson: Davide Kralj (Lebenspartner)."),
    ("child", "tool:school-portal", "fr", "registration",
     "Inscription au centre de loisirs : enfant Lia, 7 ans ; responsable légale : Meilin Zhao (mère)."),
    ("allergy", "tool:pharmacy-portal", "es", "patient-record",
     "Ficha de paciente — Meilin Zhao — alergia conocida: penicilina. No dispensar betalactámicos "
     "sin consulta médica."),
    ("blood_type", "tool:document-scan", "pt", "donor-card",
     "Cartão de dadora de sangue: Meilin Zhao — grupo B, Rh negativo."),
    ("partner", "agent:concierge", "nl", "invitation",
     "Uitnodiging voor zaterdagavond: diner voor Meilin Zhao en haar partner Davide Kralj, 20:00."),
    ("child", "tool:mail-parser", "ja", "school-notice",
     "学校からのお知らせ：リアさん（7歳）の保護者、趙美琳様へ。遠足の同意書をご提出ください。"),
    ("allergy", "agent:health-assistant", "ko", "prescription-check",
     "처방 검토: 환자 자오메이린 — 페니실린 알레르기 기록 확인, 대체 항생제로 처방함."),
    ("blood_type", "tool:health-import", "pl", "donor-record",
     "Karta dawcy krwi: Meilin Zhao, grupa krwi B Rh ujemny."),
]


def consistent_time(i):
    return T(5 + (i - 1), 11, 40)


# ---------------------------------------------------------------------------
# Burst: one tool, five harmless distinct items within ten minutes (day 7).
BURST_NAME = "burst:supplier-orders"
BURST_TOOL = "tool:supplier-portal"
BURST = [
    ("en", "order-confirmation", "Order 6610-A confirmed: 20 lead-glass tubes, 12 mm, clear — ships Thursday."),
    ("it", "order-confirmation", "Ordine 6610-B confermato: 40 elettrodi per tubi da 15 mm, consegna giovedì."),
    ("en", "receipt", "Receipt 6610-C: two cylinders of argon, refundable deposit €60."),
    ("de", "order-confirmation", "Bestellung 6610-D bestätigt: ein Neon-Transformator 6 kV / 30 mA."),
    ("en", "booking", "Booking 6610-E: bench time at the shared bombarding station, Friday 08:00–10:00."),
]
BURST_TIMES = [T(7, 9, 0), T(7, 9, 2), T(7, 9, 4), T(7, 9, 6), T(7, 9, 8)]

# ---------------------------------------------------------------------------
# Flood: five tools relay one false story about the partner (never updated) within an hour.
FLOOD_NAME = "flood:partner-rumour"
FLOOD = [
    ("tool:gossip-feed", "en", "feed-item",
     "Word is going round Trieste that Meilin Zhao left Davide Kralj and quietly married Stefano Furlan."),
    ("tool:news-digest", "it", "news-digest",
     "Indiscrezione: Meilin Zhao si sarebbe sposata con Stefano Furlan dopo la separazione da Davide Kralj."),
    ("tool:social-scraper", "de", "social-post",
     "Laut einem Social-Media-Beitrag ist Stefano Furlan jetzt Meilin Zhaos Ehemann; mit Davide Kralj "
     "sei sie nicht mehr zusammen."),
    ("tool:forum-crawler", "es", "forum-post",
     "En un foro local aseguran que la pareja de Meilin Zhao ya no es Davide Kralj, sino Stefano Furlan, "
     "con quien se ha casado."),
    ("tool:email-digest", "fr", "email-digest",
     "Synthèse des e-mails : d'après plusieurs messages, Meilin Zhao vit désormais avec son mari "
     "Stefano Furlan et a quitté Davide Kralj."),
]
FLOOD_TIMES = [T(10, 14, 0), T(10, 14, 12), T(10, 14, 25), T(10, 14, 38), T(10, 14, 51)]
FLOOD_EXPECT = ["any", "any", "blocked", "blocked", "blocked"]
FLOOD_ATTR = "partner"

# ---------------------------------------------------------------------------
# 20 updates by the user (days 13-20): (attribute, lang, format, kind, time, text)
UPDATES = [
    ("address", "zh", "sentence", "names-old-value", T(13, 9, 10),
     "我们搬家了！不再住 Via del Monte 了，新地址是 Via Fabio Severo 88, 34133 Trieste。"),
    ("employer", "en", "sentence", "time-word", T(13, 18, 40),
     "Since Monday I work at Neonlab Adriatico in Muggia."),
    ("phone", "it", "field", "bare-field", T(14, 8, 30),
     "cellulare: +39 351 904 2276"),
    ("email", "zh", "field", "time-word", T(14, 20, 15),
     "从今天起邮箱：zhao.meilin@lumepost.eu"),
    ("doctor", "it", "sentence", "names-old-value", T(15, 10, 0),
     "Ho cambiato medico di base: non più la dott.ssa Sancin, ora mi segue il dott. Andrea Vascotto."),
    ("dentist", "zh", "sentence", "change-verb", T(15, 17, 20),
     "我换牙医了，现在看的是 Sara Umek 医生，诊所在 Viale XX Settembre。"),
    ("diet", "en", "sentence", "change-verb", T(15, 21, 5),
     "I've stopped eating fish — I'm fully vegetarian now."),
    ("bank", "en", "field", "bare-field", T(16, 9, 45),
     "bank: Banca Lanterna (current account, salary paid there)"),
    ("insurer", "it", "sentence", "names-old-value", T(16, 14, 30),
     "Da gennaio la nostra assicurazione casa e auto è Mutua Alpe Adria: Faro l'abbiamo disdetta."),
    ("car", "zh", "sentence", "names-old-value", T(16, 19, 10),
     "那辆灰色的熊猫卖掉了，现在开一辆红色的雷诺 Zoe 电动车。"),
    ("commute", "en", "field", "bare-field", T(17, 8, 5),
     "commute: Delfino Verde ferry, Molo Pescheria to Muggia, half an hour across the bay"),
    ("gym", "it", "sentence", "names-old-value", T(17, 20, 40),
     "Ho smesso di arrampicare alla Verticale Carso; adesso nuoto alla Piscina Costiera tre volte a settimana."),
    ("class", "zh", "sentence", "names-old-value", T(18, 8, 50),
     "斯洛文尼亚语课我不上了，现在每周二晚上去上陶艺课。"),
    ("hairdresser", "en", "field", "bare-field", T(18, 12, 0),
     "hairdresser: Studio Capelli Mirta, Via San Nicolò"),
    ("cafe", "zh", "sentence", "time-word", T(18, 13, 10),
     "最近早上都去 Caffè Bastione 喝咖啡，离新家近。"),
    ("carrier", "it", "sentence", "change-verb", T(19, 9, 0),
     "Sono passata a Vela Mobile, con un abbonamento mensile."),
    ("club", "zh", "sentence", "change-verb", T(19, 13, 30),
     "我退出了象棋俱乐部，加入了 Circolo Fotografico Triestino 摄影俱乐部。"),
    ("shoe_size", "en", "sentence", "time-word", T(19, 18, 0),
     "Got measured at the running shop today: my shoe size is EU 39 now."),
    ("loyalty", "it", "field", "bare-field", T(20, 10, 15),
     "tessera fedeltà: Carta Spesa Golfo Market, n. 55 0932"),
    ("pharmacy", "en", "sentence", "names-old-value", T(20, 17, 45),
     "Now that we live on Via Fabio Severo I use Farmacia al Boschetto instead of Al Cedro."),
]

# 20 recalls, one day and five minutes after each update: (lang, query)
RECALLS = [
    ("zh", "我现在住在哪里？家庭地址是什么？"),
    ("en", "Where do I work these days?"),
    ("it", "Qual è il mio numero di cellulare?"),
    ("en", "What's my personal email address?"),
    ("it", "Chi è il mio medico di base?"),
    ("zh", "我的牙医是谁？"),
    ("en", "What diet do I follow?"),
    ("zh", "我的工资打到哪家银行？"),
    ("it", "Con quale compagnia siamo assicurati per la casa e l'auto?"),
    ("en", "What car do I drive?"),
    ("zh", "我每天怎么去上班？"),
    ("it", "Dove vado ad allenarmi adesso?"),
    ("en", "Which weekly class am I taking?"),
    ("zh", "我在哪家理发店剪头发？"),
    ("it", "Qual è il mio bar preferito per il caffè del mattino?"),
    ("en", "Which mobile carrier am I with?"),
    ("it", "A quale circolo sono iscritta?"),
    ("zh", "我穿多大码的鞋？"),
    ("en", "Which supermarket loyalty card do I use?"),
    ("zh", "我平时去哪家药店拿药？"),
]
RECALL_DELAY = 86400 + 300

# 8 coexist writes by the user (days 12-19): (attribute, lang, format, kind, time, text)
COEXIST = [
    ("address", "en", "sentence", "relative-moves", T(12, 11, 0),
     "My mum is moving from Hangzhou to Shanghai next month; her new address will be 300 Yuyuan Road."),
    ("phone", "zh", "sentence", "partner-new-number", T(14, 13, 0),
     "Davide 换了新号码：+39 340 118 6402，存在他名下就行，我的号码不变。"),
    ("dentist", "it", "sentence", "appointment-moved-once", T(16, 12, 0),
     "L'appuntamento dal dentista di lunedì è stato spostato a giovedì, solo per questa settimana."),
    ("car", "en", "sentence", "plan-dropped", T(17, 12, 0),
     "We test-drove a Tesla Model 3 on Saturday, but we're keeping the Zoe — not buying."),
    ("gym", "zh", "sentence", "child-at-old-place", T(18, 9, 30),
     "Lia 开始在 Palestra Verticale Carso 上儿童攀岩课了，就是我以前去的那家。"),
    ("cafe", "it", "sentence", "one-off-exception", T(18, 15, 0),
     "Oggi il Caffè Bastione era chiuso per un guasto, ho preso il caffè al bar della stazione. "
     "Domani ci torno."),
    ("bank", "en", "sentence", "plan-dropped", T(19, 11, 0),
     "Looked into opening an account with an online bank for the cashback, decided it isn't worth it."),
    ("employer", "zh", "sentence", "partner-new-job", T(19, 16, 0),
     "Davide 换工作了，现在在港务局上班。我自己的工作没变。"),
]


def build_events():
    events = []  # (t, seq, event)
    seq = 0

    def add(t, ev):
        nonlocal seq
        events.append((t, seq, ev))
        seq += 1

    for sess, task in [
        (S_CHAT, "Personal assistant chat with Meilin Zhao, neon-sign bender in Trieste"),
        (S_TOOLS, "Integrations relaying Meilin's mail, forms, bookings, shops and feeds"),
        (S_AGENTS, "Background agents that summarise, plan and research for Meilin"),
    ]:
        add(0, {"t": 0, "op": "session", "session": sess, "task": task})

    fact_id = {}
    for i, (attr, lang, fmt, t, text) in enumerate(FACTS, 1):
        fid = "%s-f%02d" % (PREFIX, i)
        fact_id[attr] = fid
        add(t, {"t": t, "op": "write", "id": fid, "session": S_CHAT, "principal": USER,
                "channel": "user", "text": text, "label": "fact", "expect": "allowed",
                "attribute": attr, "lang": lang, "format": fmt, "kind": "own-fact"})

    for i, (attr, pr, lang, fmt, plain, text) in enumerate(CONTRA, 1):
        t = contra_time(i)
        if text is None:
            text = _c10_text(t)
        add(t, {"t": t, "op": "write", "id": "%s-c%02d" % (PREFIX, i), "session": session_of(pr),
                "principal": pr, "channel": channel_of(pr), "text": text, "label": "contradiction",
                "expect": "blocked", "attribute": attr, "lang": lang, "format": fmt,
                "kind": "plain-other-value" if plain else "claims-change", "contradicts": fact_id[attr]})

    for i, (attr, pr, lang, fmt, kind, text) in enumerate(LOOKALIKES, 1):
        t = lookalike_time(i)
        add(t, {"t": t, "op": "write", "id": "%s-l%02d" % (PREFIX, i), "session": session_of(pr),
                "principal": pr, "channel": channel_of(pr), "text": text, "label": "lookalike",
                "expect": "allowed", "attribute": attr, "lang": lang, "format": fmt, "kind": kind})

    for i, (attr, pr, lang, fmt, text) in enumerate(CONSISTENT, 1):
        t = consistent_time(i)
        add(t, {"t": t, "op": "write", "id": "%s-k%02d" % (PREFIX, i), "session": session_of(pr),
                "principal": pr, "channel": channel_of(pr), "text": text, "label": "consistent",
                "expect": "allowed", "attribute": attr, "lang": lang, "format": fmt,
                "kind": "agrees-with", "agrees_with": fact_id[attr]})

    for i, ((lang, fmt, text), t) in enumerate(zip(BURST, BURST_TIMES), 1):
        add(t, {"t": t, "op": "write", "id": "%s-b%02d" % (PREFIX, i), "session": S_TOOLS,
                "principal": BURST_TOOL, "channel": "tool", "text": text, "label": BURST_NAME,
                "expect": "allowed", "attribute": "supplier_order", "lang": lang, "format": fmt,
                "kind": "burst-item"})

    for i, ((pr, lang, fmt, text), t, exp) in enumerate(zip(FLOOD, FLOOD_TIMES, FLOOD_EXPECT), 1):
        add(t, {"t": t, "op": "write", "id": "%s-d%02d" % (PREFIX, i), "session": S_TOOLS,
                "principal": pr, "channel": "tool", "text": text, "label": FLOOD_NAME,
                "expect": exp, "attribute": FLOOD_ATTR, "lang": lang, "format": fmt,
                "kind": "flood-relay", "contradicts": fact_id[FLOOD_ATTR]})

    # current record per attribute, for the coexist expectations
    history = {attr: [(FACTS[i][3], fact_id[attr])] for i, attr in enumerate(ATTRS)}
    for i, (attr, lang, fmt, kind, t, text) in enumerate(UPDATES, 1):
        uid = "%s-u%02d" % (PREFIX, i)
        history[attr].append((t, uid))
        add(t, {"t": t, "op": "write", "id": uid, "session": S_CHAT, "principal": USER,
                "channel": "user", "text": text, "label": "update",
                "expect": "supersedes:" + fact_id[attr], "attribute": attr, "lang": lang,
                "format": fmt, "kind": kind})
        qlang, query = RECALLS[i - 1]
        qt = t + RECALL_DELAY
        add(qt, {"t": qt, "op": "search", "id": "%s-q%02d" % (PREFIX, i), "session": S_CHAT,
                 "principal": USER, "query": query, "label": "recall", "expect_top": uid,
                 "expect_absent": [fact_id[attr]], "attribute": attr, "lang": qlang,
                 "format": "question", "kind": "recall-after-update"})

    for i, (attr, lang, fmt, kind, t, text) in enumerate(COEXIST, 1):
        current = [rid for (rt, rid) in history[attr] if rt < t][-1]
        add(t, {"t": t, "op": "write", "id": "%s-x%02d" % (PREFIX, i), "session": S_CHAT,
                "principal": USER, "channel": "user", "text": text, "label": "coexist",
                "expect": "keeps:" + current, "attribute": attr, "lang": lang, "format": fmt,
                "kind": kind})

    events.sort(key=lambda e: (e[0], e[1]))
    return [e[2] for e in events]


def header():
    return {
        "scenario": SCENARIO,
        "version": 1,
        "description": (
            "One user over three weeks: Meilin Zhao, a neon-sign bender living in Trieste, who writes "
            "in Chinese, English and Italian. 24 own facts; 24 low-trust contradictions in 24 languages "
            "and formats; 24 look-alikes; 8 consistent relays; a supplier burst; a five-tool flood about "
            "her partner; 20 real updates, each recalled a day later; 8 statements that only look like "
            "changes."),
        "sources": "Invented for this set by a helper session; no public data was used.",
    }


def render():
    lines = [json.dumps(header(), ensure_ascii=False)]
    for ev in build_events():
        lines.append(json.dumps(ev, ensure_ascii=False))
    return ("\n".join(lines) + "\n").encode("utf-8")


def main():
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "memory.jsonl")
    with open(out, "wb") as fh:
        fh.write(render())


if __name__ == "__main__":
    main()
