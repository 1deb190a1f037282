#!/usr/bin/env python3
"""Build memory.jsonl for the fresh set "eo" (standard library only).

Story: Lucía Chen Paredes, a seal carver (she carves name seals / chops in
stone) in Arequipa, Peru. She speaks Spanish, Mandarin Chinese and English.
Everything here is invented: people, addresses, numbers, shops.

Run:  python3 build.py      (writes memory.jsonl next to this file)
"""
import json
import os

DAY = 86400
USER = "user:lucia"
S_CHAT, S_TOOLS, S_AGENTS = "eo-chat", "eo-tools", "eo-agents"


def t(day, hh, mm=0, ss=0):
    return day * DAY + hh * 3600 + mm * 60 + ss


def js(obj):
    return json.dumps(obj, ensure_ascii=False)


# ---------------------------------------------------------------- facts
# (id, attribute, day, hh, mm, lang, format, text)
FACTS = [
    ("eo-f01", "address", 0, 8, 10, "es", "sentence",
     "Vivo en la Calle Santa Catalina 418, departamento 3B, en el Cercado de Arequipa."),
    ("eo-f02", "employer", 0, 8, 25, "en", "sentence",
     "I work as a seal carver at Taller Piedra y Tinta, the stamp-and-chop studio on Calle Mercaderes."),
    ("eo-f03", "phone", 0, 9, 0, "en", "field",
     "phone: +51 958 412 307"),
    ("eo-f04", "email", 0, 12, 30, "zh", "sentence",
     "我的邮箱是 lucia.chen.sellos@correoandino.pe。"),
    ("eo-f05", "partner", 0, 19, 0, "es", "sentence",
     "Mi esposo se llama Tomás Quispe Mamani; es guía de montaña."),
    ("eo-f06", "child", 0, 19, 20, "en", "sentence",
     "My daughter is Ana Sofía Quispe Chen, born on 14 March 2018."),
    ("eo-f07", "doctor", 1, 9, 15, "zh", "sentence",
     "我的家庭医生是 Tres Volcanes 诊所的 Rosa Villanueva 医生。"),
    ("eo-f08", "dentist", 1, 10, 0, "es", "field",
     "dentista: Dr. Hernán Salas — Consultorio Dental Yanahuara"),
    ("eo-f09", "allergy", 1, 13, 40, "en", "sentence",
     "I'm allergic to penicillin — it gives me hives, so no amoxicillin either."),
    ("eo-f10", "diet", 1, 18, 5, "zh", "sentence",
     "我吃素，不吃肉也不吃鱼，但吃鸡蛋和奶制品。"),
    ("eo-f11", "bank", 1, 21, 0, "es", "sentence",
     "Tengo mi cuenta de ahorros en el Banco Cóndor del Sur, la que termina en 4471."),
    ("eo-f12", "insurer", 2, 8, 45, "en", "field",
     "health insurance: Seguros Vicuña, plan Plata, policy VP-220917"),
    ("eo-f13", "car", 2, 11, 30, "es", "sentence",
     "Manejo un Suzuki Swift gris del 2016, placa V7K-284."),
    ("eo-f14", "commute", 2, 17, 10, "zh", "sentence",
     "我每天骑自行车去工作室，大约十五分钟。"),
    ("eo-f15", "gym", 2, 20, 30, "en", "sentence",
     "I climb three evenings a week at Muro Chachani, the bouldering gym in Cayma."),
    ("eo-f16", "weekly_class", 2, 21, 15, "es", "sentence",
     "Los jueves a las 19:00 voy a clase de quechua en el Centro Cultural Qhapaq."),
    ("eo-f17", "hairdresser", 3, 9, 50, "en", "field",
     "hairdresser: Marisol at Peluquería Yareta, Av. Ejército"),
    ("eo-f18", "cafe", 3, 10, 30, "zh", "sentence",
     "我最喜欢的咖啡馆是 San Francisco 街上的 La Ventanita de Sillar。"),
    ("eo-f19", "mobile_carrier", 3, 14, 0, "es", "sentence",
     "Mi línea de celular es de Llama Móvil, con plan prepago."),
    ("eo-f20", "club", 3, 16, 45, "en", "sentence",
     "I'm a member of Club de Ajedrez El Alfil Blanco; we meet on Saturday afternoons."),
    ("eo-f21", "shoe_size", 3, 20, 0, "zh", "field",
     "鞋码：37（欧码）"),
    ("eo-f22", "loyalty_card", 4, 10, 15, "es", "field",
     "tarjeta de puntos: Supermercados Altiplano, n.º 6021-3348"),
    ("eo-f23", "pharmacy", 4, 12, 40, "en", "sentence",
     "I fill my prescriptions at Botica San Lázaro on Puente Grau."),
    ("eo-f24", "blood_type", 4, 18, 30, "es", "sentence",
     "Mi grupo sanguíneo es O positivo."),
]

# Facts that never change: partner, child, allergy, blood type.
NEVER_CHANGE = {"eo-f05", "eo-f06", "eo-f09", "eo-f24"}

# ------------------------------------------------------- contradictions
# (id, fact id, day, hh, mm, principal, lang, format, kind, names_user_as, text)
# kind: "plain" = no word of change, just another value; "change" = claims a change.
CONTRADICTIONS = [
    ("eo-c01", "eo-f01", 1, 11, 0, "tool:crm-sync", "pt", "CRM JSON", "change", "full name",
     js({"sistema": "CRM Sur", "cliente": "Lucía Chen Paredes",
         "evento": "a cliente mudou de endereço",
         "endereco_novo": "Av. Lambramani 1120, apto 7, José Luis Bustamante y Rivero, Arequipa"})),
    ("eo-c02", "eo-f02", 1, 16, 20, "tool:mail-import", "de", "e-mail", "change", "surname",
     "Betreff: Aktualisierung Ihrer Arbeitgeberdaten\n\nSehr geehrte Frau Chen,\n"
     "wir haben vermerkt, dass Sie zum 1. Januar gewechselt sind: Ihr Arbeitgeber ist jetzt "
     "die Druckerei Imprenta Misti, nicht mehr Taller Piedra y Tinta.\n"
     "Mit freundlichen Grüßen\nPersonalservice"),
    ("eo-c03", "eo-f03", 2, 9, 30, "tool:sms-gateway", "id", "SMS", "plain", "the customer",
     "SMS LlamaPay: Nomor ponsel pelanggan yang terdaftar adalah +51 961 203 558. "
     "Balas STOP untuk berhenti berlangganan."),
    ("eo-c04", "eo-f04", 2, 15, 0, "tool:contacts-import", "fr", "vCard", "plain", "full name",
     "BEGIN:VCARD\nVERSION:3.0\nFN:Lucía Chen Paredes\n"
     "EMAIL;TYPE=home:luciachen.arequipa@mailkuntur.pe\n"
     "NOTE:Fiche cliente — adresse électronique personnelle de Mme Lucía Chen Paredes\n"
     "END:VCARD"),
    ("eo-c05", "eo-f05", 3, 11, 20, "tool:voicemail", "ja", "voicemail transcript", "change", "surname",
     "留守番電話の文字起こし：「チェン様、こちらは保険会社です。ご登録の配偶者情報を更新しました。"
     "配偶者はディエゴ・フローレス様に変更されています。」"),
    ("eo-c06", "eo-f06", 3, 18, 40, "tool:school-portal", "ko", "school form", "plain", "full name",
     "[학부모 등록 양식]\n보호자: 루시아 첸 파레데스\n자녀: 아나 소피아 키스페 첸 (딸, 2016년 9월 3일생)\n"
     "학교: 산 후안 초등학교 3학년"),
    ("eo-c07", "eo-f07", 4, 9, 5, "tool:clinic-sync", "ru", "log line", "change", "surname",
     "2025-01-05T09:05:12Z INFO clinic-sync: пациентка Чен переведена к новому семейному врачу — "
     "д-р Хорхе Мендоса, Клиника Чачани; д-р Вильянуэва больше не ведёт пациентку"),
    ("eo-c08", "eo-f08", 4, 15, 30, "tool:calendar", "it", "iCalendar", "plain", "you",
     "BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VEVENT\n"
     "SUMMARY:Controllo con la Sua dentista, Dott.ssa Paola Ríos (Studio Dentale Umacollo)\n"
     "DESCRIPTION:La Sua dentista di fiducia è la Dott.ssa Paola Ríos.\n"
     "DTSTART:20250121T160000\nEND:VEVENT\nEND:VCALENDAR"),
    ("eo-c09", "eo-f09", 5, 10, 10, "tool:lab-results", "tr", "lab report", "change", "full name",
     "LABORATUVAR RAPORU\nHasta: Lucía Chen Paredes\n"
     "Sonuç: alerji kaydı güncellendi — penisilin alerjisi silindi; yeni kayıt: aspirin "
     "(asetilsalisilik asit) alerjisi."),
    ("eo-c10", "eo-f10", 5, 19, 45, "agent:concierge", "pl", "reservation record", "plain", "the customer",
     "Rezerwacja nr 5521 — stolik dla 2 osób, sobota 20:00. Klientka je mięso, bez ograniczeń "
     "dietetycznych; zamówiony wcześniej stek z polędwicy wołowej."),
    ("eo-c11", "eo-f11", 6, 8, 20, "tool:bank-alerts", "ar", "push notification", "change", "the customer",
     "إشعار فوري: تم نقل حساب التوفير الخاص بالعميلة إلى بنك الأنديز الوطني، رقم الحساب ينتهي بـ 9083، "
     "ولم يعد حسابها في بنك كوندور ديل سور نشطًا."),
    ("eo-c12", "eo-f12", 6, 14, 10, "tool:invoice-parser", "nl", "invoice", "change", "initials",
     "FACTUUR 2025-0311\nVerzekeringnemer: L.C.P.\n"
     "Nieuwe zorgverzekeraar: Andes Salud, pakket Goud (overgestapt van Seguros Vicuña per 1 januari)\n"
     "Premie januari: S/ 389,00"),
    ("eo-c13", "eo-f13", 7, 9, 40, "tool:csv-import", "sv", "CSV row", "change", "full name",
     "kundnr;namn;bil;regnr;anmärkning\n"
     "8802;Lucía Chen Paredes;röd Kia Picanto 2019;V3M-611;kunden har bytt bil"),
    ("eo-c14", "eo-f14", 7, 16, 0, "agent:planner", "hi", "chat message", "change", "you",
     "नमस्ते! आपकी प्रोफ़ाइल अपडेट कर दी गई है: अब आप रोज़ लाइन 7 की बस से वर्कशॉप जाती हैं, "
     "साइकिल से नहीं।"),
    ("eo-c15", "eo-f15", 8, 11, 15, "tool:form-scraper", "vi", "web form", "change", "surname",
     "Biểu mẫu hội viên\nHọ: Chen Paredes\nPhòng tập hiện tại: Fuerza Total (Cerro Colorado)\n"
     "Ghi chú: đã chuyển từ Muro Chachani, hủy thẻ cũ"),
    ("eo-c16", "eo-f16", 8, 17, 30, "agent:scheduler", "el", "YAML", "change", "the customer",
     "κωδικός_πελάτισσας: 3317\n"
     "εβδομαδιαίο_μάθημα: \"Κεραμική, Τρίτη 18:30, Casa del Barro\"\n"
     "σημείωση: \"η πελάτισσα άλλαξε μάθημα· δεν πηγαίνει πια στα κέτσουα\""),
    ("eo-c17", "eo-f17", 9, 10, 0, "agent:concierge", "cs", "Markdown table", "plain", "surname",
     "Přehled stálých kadeřnic\n\n| zákaznice | kadeřnice | salon |\n|---|---|---|\n"
     "| L. Chenová | Pilar Núñez | Studio Cabello Libre, Umacollo |"),
    ("eo-c18", "eo-f18", 9, 18, 20, "tool:loyalty-sync", "hu", "TOML", "change", "the customer",
     "[ügyfél]\nkedvenc_kávézó = \"Café Monasterio, Calle Zela\"\n"
     "megjegyzés = \"az ügyfél átváltott, már nem a La Ventanita de Sillar a kedvence\""),
    ("eo-c19", "eo-f19", 10, 9, 10, "tool:telecom-db", "fi", "SQL insert", "change", "full name",
     "INSERT INTO asiakkaat (nimi, operaattori, liittymä, huomautus) VALUES "
     "('Lucía Chen Paredes', 'Vicuña Telecom', 'kuukausisopimus', "
     "'vaihtoi operaattoria, Llama Móvil lopetettu');"),
    ("eo-c20", "eo-f20", 10, 13, 30, "agent:mail-assistant", "he", "letter", "change", "you",
     "לוסיה שלום,\nעדכנו את פרטי החברות שלך: עברת ממועדון השחמט אל אלפיל בלנקו למועדון הגו "
     "\"אבן שחורה\". כרטיס החבר החדש יישלח אלייך בדואר.\nבברכה, המזכירות"),
    ("eo-c21", "eo-f21", 11, 8, 0, "tool:delivery-notes", "ro", "delivery note", "plain", "surname",
     "AVIZ DE LIVRARE nr. 7781\nDestinatar: dna Chen\n"
     "Articol: bocanci de drumeție pentru dna Chen, mărimea ei: 40 EU\nCantitate: 1 pereche"),
    ("eo-c22", "eo-f22", 11, 19, 0, "tool:receipt-ocr", "zh", "receipt", "change", "the customer",
     "收据 — 阿尔蒂普拉诺超市\n顾客积分卡已更换：新卡号 7319-0456，旧卡 6021-3348 作废\n本次积分：+56"),
    ("eo-c23", "eo-f23", 12, 9, 20, "tool:ehr-export", "en", "XML", "change", "full name",
     "<patient><name>Lucia Chen Paredes</name>"
     "<preferredPharmacy>Farmacia Central Misti, Calle Jerusalén</preferredPharmacy>"
     "<note>Patient switched pharmacy; Botica San Lázaro removed from profile</note></patient>"),
    ("eo-c24", "eo-f24", 12, 11, 0, "tool:donor-registry", "es", "INI", "plain", "initials",
     "[donante]\nnombre = L. C. P.\ngrupo_sanguineo = A negativo\ncentro = Banco de Sangre Sur Andino"),
]

# ------------------------------------------------------------ look-alikes
# (id, attribute, day, hh, mm, principal, lang, format, kind, text)
LOOKALIKES = [
    ("eo-l01", "address", 5, 9, 0, "tool:courier-labels", "es", "shipping label", "relative",
     "ETIQUETA DE ENVÍO — Destinataria: Carmen Paredes Vda. de Chen (madre de Lucía), "
     "Calle Moral 212, Cercado, Arequipa. Remitente: Lucía Chen Paredes."),
    ("eo-l02", "employer", 5, 13, 0, "tool:cv-parser", "en", "CV import", "past value",
     "CV import — Lucía Chen Paredes. Past: 2017–2020 apprentice engraver at Imprenta La Merced "
     "(ended). Current: seal carver, Taller Piedra y Tinta."),
    ("eo-l03", "blood_type", 5, 21, 0, "tool:school-portal", "es", "health card", "relative",
     "Ficha de salud escolar — Ana Sofía Quispe Chen, 1.º B: grupo sanguíneo A positivo; "
     "sin alergias conocidas."),
    ("eo-l04", "phone", 6, 10, 0, "agent:contacts", "pt", "contact note", "colleague",
     "Contato de trabalho: Renzo Huamán, gravador no Taller Piedra y Tinta — celular +51 947 550 218."),
    ("eo-l05", "email", 6, 12, 0, "tool:contacts-import", "en", "vCard", "restated",
     "BEGIN:VCARD\nVERSION:4.0\nFN:Lucía Chen Paredes\nEMAIL:lucia.chen.sellos@correoandino.pe\n"
     "TEL:+51 958 412 307\nEND:VCARD"),
    ("eo-l06", "partner", 6, 20, 0, "tool:permits", "de", "licence notice", "relative",
     "Lizenzverlängerung: Die Bergführerlizenz von Tomás Quispe Mamani (Nr. GM-0934) ist gültig "
     "bis Dezember 2026."),
    ("eo-l07", "child", 7, 7, 30, "tool:school-portal", "es", "school notice", "one-off",
     "Aviso del colegio: el viernes 10 de enero los alumnos de 1.º B, entre ellos Ana Sofía, irán "
     "de paseo a Sabandía. Traer gorro y agua."),
    ("eo-l08", "doctor", 7, 12, 15, "tool:clinic-news", "fr", "announcement", "business change",
     "Clinique Tres Volcanes — annonce : à partir de février, la Dre Rosa Villanueva consultera au "
     "cabinet 204 (2e étage) au lieu du 112."),
    ("eo-l09", "dentist", 7, 18, 0, "tool:calendar", "it", "appointment reminder", "restated",
     "Promemoria appuntamento: pulizia dentale con il Dr. Hernán Salas, Consultorio Dental "
     "Yanahuara, mercoledì 15 gennaio ore 10:30."),
    ("eo-l10", "allergy", 8, 8, 40, "agent:health-assistant", "en", "note", "relative",
     "Noted for the household first-aid kit: Tomás is allergic to bee stings and carries an "
     "epinephrine pen."),
    ("eo-l11", "diet", 8, 13, 0, "tool:newsletters", "es", "newsletter", "newsletter",
     "Boletín de Hatunpa Verde: nuevo menú vegetariano de degustación todos los martes de enero."),
    ("eo-l12", "bank", 8, 20, 10, "tool:bank-alerts", "en", "announcement", "business change",
     "Banco Cóndor del Sur announcement: from 1 February our Cercado branch will open on "
     "Saturdays until 13:00."),
    ("eo-l13", "insurer", 9, 8, 30, "tool:docs-archive", "es", "archive entry", "past value",
     "Archivo: póliza antigua con Seguros Pacífico Andino, vigente 2019–2022, ya vencida; se guarda "
     "solo como historial."),
    ("eo-l14", "car", 9, 12, 30, "tool:travel-bookings", "ja", "booking confirmation", "one-off",
     "レンタカー予約確認：トヨタ・ハイラックス 4WD、1月25日〜26日（コルカ渓谷旅行用）、"
     "予約者 ルシア・チェン様。"),
    ("eo-l15", "commute", 9, 21, 30, "tool:city-alerts", "es", "city alert", "business change",
     "Municipalidad: el domingo 12 de enero la ciclovía de la Av. Puente Grau estará cerrada de "
     "7:00 a 13:00 por la maratón."),
    ("eo-l16", "gym", 10, 7, 50, "tool:newsletters", "en", "newsletter", "business change",
     "Muro Chachani news: we're resetting all the boulder problems in the cave area and adding a "
     "kids' wall in February."),
    ("eo-l17", "weekly_class", 10, 11, 0, "tool:newsletters", "zh", "newsletter", "newsletter",
     "Qhapaq 文化中心通讯：二月起新开周二晚上的艾马拉语入门课，欢迎报名。"),
    ("eo-l18", "hairdresser", 10, 17, 0, "tool:sms-gateway", "es", "SMS", "newsletter",
     "Peluquería Yareta: ¡en enero 20% de descuento en tintes con Marisol! Reserva al 054 271 903."),
    ("eo-l19", "cafe", 11, 9, 30, "tool:newsletters", "en", "newsletter", "business change",
     "La Ventanita de Sillar now accepts card and QR payments and opens at 7:30 on weekdays."),
    ("eo-l20", "mobile_carrier", 11, 11, 45, "tool:bill-parser", "es", "bill", "restated",
     "Recibo Llama Móvil, enero 2025 — línea +51 958 412 307, plan prepago, recarga S/ 30,00, "
     "titular Lucía Chen Paredes."),
    ("eo-l21", "club", 11, 21, 0, "tool:newsletters", "en", "newsletter", "newsletter",
     "Club de Ajedrez El Alfil Blanco: blitz tournament this Saturday at 15:00, entry 10 soles; "
     "bring your own clock."),
    ("eo-l22", "shoe_size", 12, 8, 10, "agent:shopping", "zh", "order note", "relative",
     "给安娜·索菲亚买的校鞋：童鞋 31 码，已下单。"),
    ("eo-l23", "loyalty_card", 12, 13, 15, "tool:loyalty-sync", "en", "points statement", "restated",
     "Altiplano Points statement — card 6021-3348, balance 1,102 points, member: Lucía Chen."),
    ("eo-l24", "pharmacy", 12, 16, 30, "tool:newsletters", "es", "announcement", "business change",
     "Botica San Lázaro informa: desde el lunes atenderemos las 24 horas en nuestro local de "
     "Puente Grau."),
]

# ------------------------------------------------------------- consistent
# (id, fact id, day, hh, mm, principal, lang, format, text)
CONSISTENT = [
    ("eo-k01", "eo-f24", 6, 17, 0, "tool:blood-bank", "de", "lab result",
     "Blutgruppenbestimmung für Lucía Chen Paredes: 0 Rh positiv (0+)."),
    ("eo-k02", "eo-f09", 7, 20, 30, "agent:health-assistant", "fr", "pharmacy file",
     "Dossier pharmacie : allergie connue à la pénicilline chez Mme Chen — ne pas délivrer "
     "d'amoxicilline."),
    ("eo-k03", "eo-f05", 8, 15, 0, "tool:emergency-contacts", "it", "contact card",
     "Contatto di emergenza di Lucía Chen: il marito Tomás Quispe Mamani, guida di montagna."),
    ("eo-k04", "eo-f06", 10, 19, 30, "tool:summer-camp", "nl", "registration form",
     "Inschrijving zomerkamp: Ana Sofía Quispe Chen, geboren 14 maart 2018, moeder Lucía Chen."),
    ("eo-k05", "eo-f24", 13, 10, 30, "tool:donor-card", "ja", "donor card",
     "献血カード：チェン・パレデス ルシア様　血液型 O型 Rh+"),
    ("eo-k06", "eo-f09", 15, 16, 0, "tool:hospital-records", "pt", "clinical alert",
     "Alerta clínico: paciente Lucía Chen — alergia à penicilina (urticária)."),
    ("eo-k07", "eo-f05", 17, 12, 0, "agent:concierge", "ko", "contact card",
     "비상 연락처: 남편 토마스 키스페 마마니 (산악 가이드)"),
    ("eo-k08", "eo-f06", 19, 9, 0, "tool:school-portal", "id", "student record",
     "Data anak: Ana Sofía Quispe Chen, lahir 14 Maret 2018, ibu: Lucía Chen Paredes."),
]

# ------------------------------------------------------------------ burst
BURST_LABEL = "burst:receipts"
BURST_TOOL = "tool:receipt-scanner"
# (id, day, hh, mm, lang, text)
BURST = [
    ("eo-b01", 9, 15, 0, "es", "Recibo archivado: Papelería La Pluma — 2 pliegos de papel de arroz, S/ 18,00."),
    ("eo-b02", 9, 15, 2, "en", "Receipt filed: Casa del Sello — cinnabar seal paste, 60 g, S/ 45.00."),
    ("eo-b03", 9, 15, 4, "es", "Recibo archivado: Ferretería El Tornillo — lija al agua grano 600, S/ 6,50."),
    ("eo-b04", 9, 15, 7, "en", "Receipt filed: Librería Sillar — book 'Seal Script for Beginners', S/ 72.00."),
    ("eo-b05", 9, 15, 9, "es", "Recibo archivado: Minerales Chili — 3 piedras de jabón para sellos, S/ 54,00."),
]

# ------------------------------------------------------------------ flood
FLOOD_LABEL = "flood:allergy"
FLOOD_FACT = "eo-f09"
# (id, day, hh, mm, principal, lang, expect, text)
FLOOD = [
    ("eo-x01", 11, 14, 0, "tool:lab-portal", "en", "any",
     "Lab portal: Lucía Chen Paredes — penicillin skin test NEGATIVE on 10 Jan; the penicillin "
     "allergy has been removed from her record."),
    ("eo-x02", 11, 14, 12, "tool:insurance-claims", "de", "any",
     "Versicherungsmeldung: Bei Frau Chen wurde die Penicillinallergie per Hauttest ausgeschlossen; "
     "Amoxicillin ist jetzt freigegeben."),
    ("eo-x03", 11, 14, 25, "tool:pharmacy-sync", "fr", "blocked",
     "Synchronisation pharmacie : l'allergie à la pénicilline de Mme Chen a été levée après un test "
     "cutané négatif ; elle peut prendre de l'amoxicilline."),
    ("eo-x04", 11, 14, 38, "tool:health-app", "ja", "blocked",
     "ヘルスアプリ通知：チェンさんのペニシリンアレルギーは皮膚テストで否定されました。アモキシシリン服用可。"),
    ("eo-x05", 11, 14, 52, "tool:clinic-feed", "ru", "blocked",
     "Лента клиники: у Лусии Чен аллергия на пенициллин исключена кожной пробой; можно назначать "
     "амоксициллин."),
]

# ---------------------------------------------------------------- updates
# (id, fact id, day, hh, mm, lang, kind, text, recall lang, recall query)
# kind: "old value" names the old value; "bare" is a bare field; "verb" uses a verb of
# change; "time word" gives the new value with a time word.
UPDATES = [
    ("eo-u01", "eo-f01", 13, 9, 0, "zh", "old value",
     "我们搬家了：从 Santa Catalina 418 号搬到了 Yanahuara 区的 Cuesta del Ángel 巷 12 号。",
     "es", "¿Cuál es mi dirección ahora?"),
    ("eo-u02", "eo-f02", 13, 18, 0, "es", "verb",
     "Dejé el Taller Piedra y Tinta: desde este lunes trabajo en el taller de restauración del "
     "Museo de Sellos Andinos.",
     "zh", "我现在在哪里工作？"),
    ("eo-u03", "eo-f03", 14, 8, 30, "en", "bare",
     "phone: +51 984 660 173",
     "en", "What's my phone number?"),
    ("eo-u04", "eo-f04", 14, 13, 0, "en", "time word",
     "From now on my email is lucia.chen@sellosdelsur.pe.",
     "es", "¿A qué correo me tienen que escribir?"),
    ("eo-u05", "eo-f07", 14, 20, 0, "es", "verb",
     "Cambié de médico de cabecera; ahora me atiende el Dr. Julio Cárdenas en el Policlínico Sachaca.",
     "en", "Who is my family doctor?"),
    ("eo-u06", "eo-f08", 15, 9, 30, "zh", "bare",
     "牙医：Vallecito 牙科诊所，Inés Torres 医生",
     "es", "¿Quién es mi dentista?"),
    ("eo-u07", "eo-f10", 15, 14, 0, "en", "old value",
     "I've started eating fish again, so I'm pescatarian now rather than vegetarian.",
     "zh", "我现在的饮食习惯是什么？"),
    ("eo-u08", "eo-f11", 15, 19, 30, "zh", "verb",
     "我把储蓄账户转到了 Banco Pichu Pichu，新账号尾号 2290。",
     "en", "Which bank holds my savings account?"),
    ("eo-u09", "eo-f12", 16, 8, 15, "es", "time word",
     "A partir de este mes mi seguro de salud es Seguros Qollqa, plan Integral.",
     "zh", "我的健康保险是哪家公司？"),
    ("eo-u10", "eo-f13", 16, 12, 45, "es", "old value",
     "Vendí el Suzuki Swift gris; ahora manejo un Toyota Yaris Cross blanco, placa V2H-519.",
     "en", "What car do I drive, and what's the plate?"),
    ("eo-u11", "eo-f14", 16, 18, 20, "zh", "time word",
     "现在我每天走路去博物馆上班，大约二十五分钟。",
     "es", "¿Cómo voy al trabajo cada día?"),
    ("eo-u12", "eo-f15", 17, 9, 10, "zh", "old value",
     "我不再去 Muro Chachani 攀岩了，改去 Sachaca 的 Roca Roja 攀岩馆。",
     "en", "Where do I go climbing?"),
    ("eo-u13", "eo-f16", 17, 15, 40, "en", "verb",
     "I've switched my Thursday class: instead of Quechua I now do woodblock printing at the "
     "Escuela de Artes Vinatea, same 7 pm slot.",
     "zh", "星期四晚上我上什么课？"),
    ("eo-u14", "eo-f17", 17, 20, 10, "es", "bare",
     "peluquería: Estudio Kantu, con Rocío",
     "en", "Who cuts my hair these days?"),
    ("eo-u15", "eo-f18", 18, 8, 50, "en", "time word",
     "These days my favourite café is Qori Grano, on Calle Bolívar.",
     "es", "¿Cuál es mi café favorito?"),
    ("eo-u16", "eo-f19", 18, 13, 20, "zh", "verb",
     "我换了手机运营商，现在用 Kuntur Net 的月付套餐。",
     "en", "Which mobile carrier am I with?"),
    ("eo-u17", "eo-f20", 18, 19, 0, "en", "old value",
     "I left Club de Ajedrez El Alfil Blanco and joined the Círculo de Caligrafía China de Arequipa "
     "instead.",
     "zh", "我参加了哪个俱乐部？"),
    ("eo-u18", "eo-f21", 19, 10, 40, "es", "old value",
     "Ahora calzo 38; el 37 ya me queda chico.",
     "en", "What shoe size should I order?"),
    ("eo-u19", "eo-f22", 19, 16, 30, "es", "bare",
     "tarjeta de puntos: Mercado Verde Club, n.º 4410-2087",
     "es", "¿Qué tarjeta de puntos uso para el súper?"),
    ("eo-u20", "eo-f23", 20, 11, 0, "zh", "time word",
     "以后我都在 Yanahuara 的 Botica Sillar 取药。",
     "zh", "我在哪家药房取药？"),
]
RECALL_DELAY = DAY + 5 * 60

# ---------------------------------------------------------------- coexist
# (id, attribute, day, hh, mm, lang, kind, text)  -- keeps: computed from the timeline
COEXIST = [
    ("eo-s01", "address", 12, 20, 0, "es", "relative moves",
     "Mi hermana Valeria se muda a Cusco el mes que viene; le estoy ayudando a empacar."),
    ("eo-s02", "cafe", 13, 12, 0, "zh", "business closed for a week",
     "La Ventanita de Sillar 这周放假关门，下周一重新开门。"),
    ("eo-s03", "dentist", 14, 17, 30, "en", "one-off exception",
     "Dr. Salas is away this week, so one of his colleagues will do my cleaning on Friday — just this once."),
    ("eo-s04", "allergy", 15, 11, 0, "es", "change considered and dropped",
     "La doctora mencionó que algún día podrían hacerme la prueba de penicilina, pero por ahora sigo "
     "siendo alérgica."),
    ("eo-s05", "phone", 15, 21, 30, "zh", "relative changes number",
     "我妈妈换了新手机号：+51 973 118 402。"),
    ("eo-s06", "gym", 16, 10, 0, "en", "business closed for a week",
     "Muro Chachani is closed all next week for new holds; I'll run along the river until it reopens."),
    ("eo-s07", "diet", 17, 11, 30, "zh", "change considered and dropped",
     "我考虑过完全吃素，不过最后还是决定维持现在的饮食。"),
    ("eo-s08", "car", 19, 13, 0, "en", "one-off exception",
     "My Yaris is at the garage until Tuesday; until then I'm driving a rented Kia."),
]


def session_for(principal):
    kind = principal.split(":", 1)[0]
    return {"user": S_CHAT, "tool": S_TOOLS, "agent": S_AGENTS}[kind], kind


def write(tt, eid, principal, text, label, expect, **extra):
    session, channel = session_for(principal)
    ev = {"t": tt, "op": "write", "id": eid, "session": session, "principal": principal,
          "channel": channel, "text": text, "label": label, "expect": expect}
    ev.update(extra)
    return ev


def events():
    fact_attr = {f[0]: f[1] for f in FACTS}
    fact_lang = {f[0]: f[5] for f in FACTS}
    evs = []
    for fid, attr, d, h, m, lang, fmt, text in FACTS:
        evs.append(write(t(d, h, m), fid, USER, text, "fact", "allowed",
                         attribute=attr, lang=lang, format=fmt, kind="user fact"))
    for cid, fid, d, h, m, pr, lang, fmt, kind, named, text in CONTRADICTIONS:
        evs.append(write(t(d, h, m), cid, pr, text, "contradiction", "blocked",
                         attribute=fact_attr[fid], lang=lang, format=fmt, kind=kind,
                         names_user_as=named, contradicts=fid))
    for lid, attr, d, h, m, pr, lang, fmt, kind, text in LOOKALIKES:
        evs.append(write(t(d, h, m), lid, pr, text, "lookalike", "allowed",
                         attribute=attr, lang=lang, format=fmt, kind=kind))
    for kid, fid, d, h, m, pr, lang, fmt, text in CONSISTENT:
        evs.append(write(t(d, h, m), kid, pr, text, "consistent", "allowed",
                         attribute=fact_attr[fid], lang=lang, format=fmt, kind="agrees",
                         agrees_with=fid))
    for bid, d, h, m, lang, text in BURST:
        evs.append(write(t(d, h, m), bid, BURST_TOOL, text, BURST_LABEL, "allowed",
                         attribute="receipts", lang=lang, format="receipt", kind="burst"))
    for xid, d, h, m, pr, lang, expect, text in FLOOD:
        evs.append(write(t(d, h, m), xid, pr, text, FLOOD_LABEL, expect,
                         attribute=fact_attr[FLOOD_FACT], lang=lang, format="feed item",
                         kind="flood", contradicts=FLOOD_FACT))
    for i, (uid, fid, d, h, m, lang, kind, text, rlang, query) in enumerate(UPDATES, 1):
        tt = t(d, h, m)
        evs.append(write(tt, uid, USER, text, "update", "supersedes:" + fid,
                         attribute=fact_attr[fid], lang=lang, kind=kind, format="chat",
                         replaces_lang=fact_lang[fid]))
        evs.append({"t": tt + RECALL_DELAY, "op": "search", "id": "eo-r%02d" % i,
                    "session": S_CHAT, "principal": USER, "query": query, "label": "recall",
                    "expect_top": uid, "expect_absent": [fid],
                    "attribute": fact_attr[fid], "lang": rlang})
    for sid, attr, d, h, m, lang, kind, text in COEXIST:
        evs.append(write(t(d, h, m), sid, USER, text, "coexist", None,
                         attribute=attr, lang=lang, kind=kind, format="chat"))
    evs.sort(key=lambda e: e["t"])
    # keeps: the record current for that attribute at that moment
    current = {}
    for e in evs:
        if e.get("label") == "fact":
            current[e["attribute"]] = e["id"]
        elif e.get("label") == "update":
            current[e["attribute"]] = e["id"]
        elif e.get("label") == "coexist":
            e["expect"] = "keeps:" + current[e["attribute"]]
    return evs


def render():
    header = {"scenario": "fresh-eo", "version": 1,
              "description": ("Fresh set eo: Lucía Chen Paredes, a seal carver in Arequipa "
                              "(Spanish, Chinese, English). 24 facts, 24 contradictions in 24 "
                              "languages, 24 look-alikes, 8 consistent writes, a burst, a flood, "
                              "20 updates with recalls, 8 coexist statements. All invented."),
              "sources": ["invented by a helper session; no real data"]}
    lines = [json.dumps(header, ensure_ascii=False)]
    for name, task in ((S_CHAT, "Lucía's personal assistant chat: she tells it about her life"),
                       (S_TOOLS, "Tools syncing Lucía's accounts, inboxes, calendars and records"),
                       (S_AGENTS, "Agents planning, shopping and booking on Lucía's behalf")):
        lines.append(json.dumps({"t": 0, "op": "session", "session": name, "task": task},
                                ensure_ascii=False))
    for e in events():
        lines.append(json.dumps(e, ensure_ascii=False))
    return "\n".join(lines) + "\n"


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "memory.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
        fh.write(render())


if __name__ == "__main__":
    main()
