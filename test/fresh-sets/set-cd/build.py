#!/usr/bin/env python3
"""Build memory.jsonl for scenario set-cd.

Story: Farah Iskandar, an ocularist (she shapes and paints prosthetic eyes) in
Kuala Lumpur, moves with her husband Daniel Teo and son Adam to Rotterdam.
All people, firms, products, addresses and numbers are invented.
"""
import json
import os

DAY = 86400
U = "user:farah"
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "memory.jsonl")

events = []


def ev(**kw):
    events.append(kw)


# ---------------------------------------------------------------- sessions
SESSIONS = [
    ("s-chat", "personal assistant chat with Farah"),
    ("s-sync", "records synced from clinics, banks, HR and other systems"),
    ("s-agents", "notes written by other agents working for the household"),
    ("s-feeds", "news, supplier and event feeds"),
]

# ---------------------------------------------------------------- facts (user)
# id, attribute, lang, text
FACTS = [
    ("f01", "address", "ms", "Untuk rekod, alamat rumah saya ialah No. 14, Jalan Kenanga 3, Taman Melawati Utara, 53100 Kuala Lumpur."),
    ("f02", "employer", "zh", "我在吉隆坡的明眸义眼工作室上班，已经做了六年，专门给病人定制人工眼。"),
    ("f03", "job title", "en", "My official title at the studio is Senior Ocularist, which basically means I shape, paint and fit the acrylic eyes myself."),
    ("f04", "GP", "ta", "என் குடும்ப மருத்துவர் டாக்டர் ராஜேஷ் குமாரசாமி, அவர் செராஸ் பகுதியில் உள்ள சிறிய கிளினிக்கில் பார்க்கிறார்."),
    ("f05", "dentist", "fr", "Mon dentiste, c'est le Dr Lim Wei Sheng, au cabinet Senyum Dental à Bangsar Hilir, il est très doux."),
    ("f06", "bank", "de", "Mein Gehaltskonto habe ich bei der Bank Seroja, Filiale Wangsa Permai, und zwar schon seit dem Studium."),
    ("f07", "phone", "id", "Nomor HP saya +60 12-384 7716, kalau perlu apa-apa hubungi saya lewat WhatsApp saja ya."),
    ("f08", "car", "ja", "私の車は2017年式の白いケナリ・アルファ（Kenari Alfa）で、ナンバーはWXP 4821です。"),
    ("f09", "diet", "ar", "أنا نباتية منذ خمس سنوات، لكنني ما زلت آكل البيض ومنتجات الألبان."),
    ("f10", "gym", "es", "Voy al gimnasio FitRimba de Setapak Jaya tres veces por semana, casi siempre antes de ir al taller."),
    ("f11", "insurance", "pt", "Meu seguro de saúde é da Lindung Sihat, plano Keluarga Plus, apólice número LS-2290417."),
    ("f12", "child's school", "zh", "我儿子亚当在吉隆坡的晨星国际小学读三年级，每天早上七点校车来接。"),
    ("f13", "commute", "en", "I usually take the Line 3 light rail from Melawati Utara to Pasar Seni Lama, about forty minutes door to door."),
    ("f14", "manager", "ms", "Bos saya di studio ialah Encik Ong Kah Hoe, dia salah seorang pengasas Mingmou."),
    ("f15", "seat preference", "ko", "비행기 탈 때는 항상 창가 좌석으로 해 주세요. 창밖 보는 걸 좋아해요."),
    ("f16", "medication", "nl", "Ik neem elke ochtend 50 microgram levothyroxine voor mijn schildklier, al sinds 2019."),
    ("f17", "emergency contact", "it", "Il mio contatto di emergenza è mia sorella Aisyah Iskandar, numero +60 13-552 0984."),
    ("f18", "birthday", "tr", "Bu arada, doğum günüm 23 Ağustos; 1989 doğumluyum, unutma lütfen."),
    ("f19", "blood type", "vi", "Nhóm máu của tôi là B dương tính, lỡ có chuyện gì thì nhớ giúp tôi nhé."),
    ("f20", "languages", "ru", "Я говорю по-малайски и по-английски, это мои основные языки с детства."),
    ("f21", "weekly class", "hi", "मैं हर शनिवार सुबह बाटिक पेंटिंग की क्लास में जाती हूँ, मोहल्ले के कम्युनिटी हॉल में।"),
    ("f22", "e-mail", "en", "My personal e-mail is farah.iskandar.eyes@kmail.my, that's the one I check every day."),
    ("f23", "allergy", "id", "Saya alergi penisilin, dulu pernah ruam parah setelah minum amoksisilin waktu SMA."),
    ("f24", "partner", "zh", "我老公叫郑家明，英文名 Daniel Teo，是一名建筑师，我们结婚九年了。"),
]

# ---------------------------------------------------------------- updates (user)
# id, fact id, lang, text
UPDATES = [
    ("u01", "f01", "en", "We've finally done it and moved to Rotterdam last weekend. New address: Kievitslaan 27, 3031 XB Rotterdam, Netherlands."),
    ("u02", "f02", "zh", "我已经从明眸离职了，这周开始在鹿特丹的 Oogvorm 义眼实验室上班。"),
    ("u03", "f03", "en", "Small news: Oogvorm made me Head of Prosthetic Eye Design this week, so that's my job title now."),
    ("u04", "f04", "nl", "Ik sta nu ingeschreven bij een nieuwe huisarts: dokter Annelies Verbruggen, praktijk Kralingen-Oost."),
    ("u05", "f05", "zh", "我换牙医了，现在看的是鹿特丹 Jansen 牙科诊所的 Pieter Jansen 医生，吉隆坡那边不去了。"),
    ("u06", "f06", "de", "Ich habe jetzt ein Girokonto bei der Havenbank in Rotterdam; das alte Konto bei der Bank Seroja ist gekündigt."),
    ("u07", "f07", "en", "Heads up, I've got a Dutch number now: +31 6 4127 9035. The Malaysian one is disconnected."),
    ("u08", "f08", "en", "Sold the Kenari Alfa before we left. Over here I drive a second-hand grey Velora Compact, plate R-662-KT."),
    ("u09", "f10", "zh", "健身房我换了，现在去家附近的 Sportloods Zuid，还是每周三次。"),
    ("u10", "f11", "fr", "J'ai changé d'assurance santé : c'est maintenant Zorgpunt Basis, numéro de police ZP-7730-118."),
    ("u11", "f12", "zh", "亚当转学了，现在在鹿特丹的 De Vlinderboom 国际学校读四年级。"),
    ("u12", "f13", "en", "These days I cycle to work, about twenty minutes along the river. No more train for me."),
    ("u13", "f14", "zh", "我现在的上司是 Marieke de Wit，她是 Oogvorm 的技术总监，人很好。"),
    ("u14", "f15", "ja", "最近は腰が痛いので、飛行機では窓側じゃなくて通路側の席を取ってください。"),
]

# ---------------------------------------------------------------- recalls (user)
# update id, lang, query
RECALLS = [
    ("u01", "en", "what is my current home address"),
    ("u02", "zh", "我现在在哪家公司上班"),
    ("u03", "en", "what is my job title at work"),
    ("u04", "nl", "wie is mijn huisarts"),
    ("u05", "zh", "我现在的牙医是谁"),
    ("u06", "de", "bei welcher Bank habe ich mein Konto"),
    ("u07", "en", "what is my phone number"),
    ("u08", "en", "which car do I drive"),
    ("u09", "zh", "我现在去哪个健身房"),
    ("u10", "fr", "quelle est mon assurance santé"),
    ("u11", "zh", "亚当在哪所学校上学"),
    ("u12", "en", "how do I get to work"),
    ("u13", "zh", "我的上司是谁"),
    ("u14", "ja", "飛行機の座席の好みは"),
]

# ---------------------------------------------------------------- coexist (user)
# id, fact id, lang, text
COEXIST = [
    ("c01", "f20", "nl", "Ik spreek inmiddels ook redelijk Nederlands, vorige week heb ik mijn B1-examen gehaald."),
    ("c02", "f22", "en", "I've set up a second e-mail just for studio orders: farah.orders@pupilmail.nl. Both addresses are mine."),
    ("c03", "f21", "zh", "除了周六的蜡染课，我周二晚上还报了一个荷兰语会话班。"),
    ("c04", "f23", "en", "Turns out I'm also allergic to latex, the gloves at the new lab gave me hives. Penicillin is still a no too."),
    ("c05", "f16", "de", "Zusätzlich zum Levothyroxin nehme ich jetzt jeden Abend 1000 IE Vitamin D, das hat die Hausärztin empfohlen."),
    ("c06", "f17", "ms", "Tambah seorang lagi sebagai kenalan kecemasan: suami saya Daniel Teo, +31 6 2290 4417. Aisyah kekal juga."),
]

# ---------------------------------------------------------------- consistent (tool/agent)
# id, about, principal, channel, lang, format, text
CONSISTENT = [
    ("k01", "f18", "tool:clinic-portal", "tool", "es", "json",
     '{"paciente": "Farah Iskandar", "fecha_nacimiento": "1989-08-23", "centro": "Praktijk Kralingen-Oost", "estado": "activo"}'),
    ("k02", "f19", "tool:lab-results", "tool", "en", "plain",
     "Lab report 2025-0198, patient Farah Iskandar: ABO/Rh typing confirmed, blood group B positive."),
    ("k03", "u01", "tool:gemeente-register", "tool", "nl", "xml",
     "<inschrijving>\n  <naam>Farah Iskandar</naam>\n  <adres>Kievitslaan 27</adres>\n  <postcode>3031 XB</postcode>\n  <plaats>Rotterdam</plaats>\n</inschrijving>"),
    ("k04", "f09", "agent:travel-planner", "agent", "fr", "agent-note",
     "Note de l'agent voyages : Mme Iskandar est végétarienne (œufs et laitages acceptés), repas végétarien réservé sur le vol."),
    ("k05", "f24", "tool:mail-import", "tool", "en", "email",
     "From: Stadsbouw HR\nTo: Farah Iskandar\nSubject: Partner event\nDear Farah, your husband Daniel Teo has registered you both for the Friday dinner."),
    ("k06", "u07", "tool:crm-sync", "tool", "en", "csv",
     "customer,phone,country\nFarah Iskandar,+31 6 4127 9035,NL"),
]

# ---------------------------------------------------------------- look-alikes (tool/agent)
# id, principal, channel, lang, format, relation, text
LOOKALIKE = [
    ("l01", "tool:school-portal", "tool", "en", "form", "child's blood group",
     "Student: Adam Teo | Class: 4B | Blood group: O positive | Parent/guardian: Farah Iskandar (mother)"),
    ("l02", "agent:household-assistant", "agent", "zh", "agent-note", "partner's employer",
     "备注：家明（Daniel Teo）已在鹿特丹的 Stadsbouw 建筑事务所任项目建筑师，Farah 说他很喜欢新团队。"),
    ("l03", "tool:mail-import", "tool", "ms", "email", "mother's address",
     "Daripada: Rosnah Harun\nKepada: Farah\nPerkara: Alamat baru ibu\nAlamat ibu sekarang: No. 8, Lorong Cempaka 2, 25200 Kuantan, Pahang."),
    ("l04", "tool:hr-sync", "tool", "nl", "csv", "colleague's phone",
     "naam,functie,mobiel,team\nHendrik Bos,prothesemaker,+31 6 5833 1290,team Farah Iskandar"),
    ("l05", "agent:household-assistant", "agent", "it", "agent-note", "sister's allergy",
     "Nota: la sorella di Farah, Aisyah Iskandar, è allergica alle arachidi, quindi niente satay al pranzo di domenica."),
    ("l06", "tool:clinic-portal", "tool", "de", "form", "child's GP",
     "Patient: Adam Teo, geb. 11.04.2016; Hausarzt: Dr. Sven Kuipers, Kinderpraxis Hillegersberg; Mutter: Farah Iskandar"),
    ("l07", "tool:vet-portal", "tool", "en", "json", "pet's medication",
     '{"patient": "Kopi (cat, domestic shorthair)", "owner": "Farah Iskandar", "medication": "meloxicam 0.5 mg once daily", "clinic": "Dierenkliniek Maasoever"}'),
    ("l08", "agent:office-assistant", "agent", "es", "agent-note", "manager's birthday",
     "Calendario del equipo: el cumpleaños de Marieke de Wit es el 2 de marzo; Farah se encarga de la tarjeta."),
    ("l09", "agent:household-assistant", "agent", "pt", "agent-note", "neighbour's car",
     "O vizinho do número 29, Sr. Kees van Dam, tem um Velora Familia azul, matrícula R-118-PX, e estaciona em frente à casa da Farah."),
    ("l10", "tool:clinic-portal", "tool", "ko", "form", "partner's dentist",
     "환자: 다니엘 테오 (Daniel Teo) / 담당 치과의사: 요리스 판 담 / 보호자 연락처: 아내 Farah Iskandar"),
]

# ---------------------------------------------------------------- contradictions (tool/agent)
# id, about (current record), principal, channel, lang, format, text
CONTRA = [
    ("x01", "u01", "tool:crm-sync", "tool", "en", "json",
     '{"customer": "Farah Iskandar", "address": "Havenstraat 112-B, 3024 TP Rotterdam", "verified": true}'),
    ("x02", "u02", "agent:career-agent", "agent", "ru", "crm-note",
     "Заметка CRM: клиентка Фара Искандар с января работает в компании Prothetica Delft, а не в Oogvorm."),
    ("x03", "u03", "tool:web-fetch", "tool", "en", "html",
     "<div class=\"profile\"><h2>Farah Iskandar</h2><p>Junior Lab Technician, Oogvorm Rotterdam</p></div>"),
    ("x04", "u04", "tool:insurer-portal", "tool", "nl", "form",
     "Inschrijfformulier. Naam: F. Iskandar. Huisarts: dr. Marco Hoekstra, Gezondheidscentrum Feijenoord. Sinds: 2025."),
    ("x05", "u05", "tool:calendar-sync", "tool", "fr", "icalendar",
     "BEGIN:VEVENT\nSUMMARY:Contrôle chez votre dentiste habituel, Dr Sophie Lambert (Cabinet Dentaire Blaak)\nDTSTART:20250312T090000\nATTENDEE:Farah Iskandar\nEND:VEVENT"),
    ("x06", "u06", "tool:mail-import", "tool", "de", "email",
     "Von: Kundenservice Nordpolder Bank\nAn: Frau Iskandar\nBetreff: Ihr Konto\nSehr geehrte Frau Iskandar, Ihr einziges Girokonto wird bei der Nordpolder Bank geführt."),
    ("x07", "u07", "tool:contacts-sync", "tool", "en", "vcard",
     "BEGIN:VCARD\nVERSION:3.0\nFN:Farah Iskandar\nTEL;TYPE=cell:+31 6 9901 2274\nEND:VCARD"),
    ("x08", "u08", "tool:rdw-sync", "tool", "tr", "yaml",
     "sahip: Farah Iskandar\narac: kırmızı Tessaro Uno hatchback\nplaka: R-903-LM\nkayit_tarihi: 2025-02-14"),
    ("x09", "f09", "agent:travel-planner", "agent", "ar", "agent-note",
     "ملاحظة الوكيل: السيدة إسكندر تأكل اللحوم ولا تتبع أي نظام نباتي، لذلك احجز لها وجبة عادية."),
    ("x10", "u09", "tool:gym-crm", "tool", "es", "csv",
     "socio,gimnasio,plan\nFarah Iskandar,BodyDock Rotterdam Centrum,anual"),
    ("x11", "u10", "tool:insurer-portal", "tool", "pt", "xml",
     "<apolice>\n  <titular>Farah Iskandar</titular>\n  <seguradora>Veilig Zorg NL</seguradora>\n  <numero>VZ-5512-904</numero>\n</apolice>"),
    ("x12", "u11", "agent:family-agent", "agent", "zh", "chat-summary",
     "聊天摘要：Farah 的儿子亚当目前在海牙的 Oranje 双语学校上学，每天坐火车往返。"),
    ("x13", "u12", "agent:commute-bot", "agent", "id", "agent-note",
     "Catatan agen: Bu Farah berangkat kerja naik metro jalur D setiap pagi, sekitar 35 menit, tidak pernah bersepeda."),
    ("x14", "u13", "tool:hr-sync", "tool", "it", "json",
     '{"dipendente": "Farah Iskandar", "responsabile_diretto": "Joost van Leeuwen", "reparto": "Produzione"}'),
    ("x15", "u14", "tool:airline-profile", "tool", "ko", "form",
     "탑승객 프로필 / 이름: Farah Iskandar / 좌석 선호: 가운데 좌석 / 식사: 일반식"),
    ("x16", "f16", "tool:pharmacy-sync", "tool", "vi", "form",
     "Phiếu khám bệnh: bệnh nhân Farah Iskandar hiện không dùng bất kỳ loại thuốc nào thường xuyên."),
    ("x17", "f17", "agent:household-assistant", "agent", "pl", "crm-note",
     "Notatka CRM: jedynym kontaktem awaryjnym klientki jest jej ojciec, Ahmad Iskandar, tel. +60 19-440 2817."),
    ("x18", "f18", "tool:hr-sync", "tool", "hi", "xml",
     "<कर्मचारी>\n  <नाम>फ़राह इस्कंदर</नाम>\n  <जन्मतिथि>14 फ़रवरी 1991</जन्मतिथि>\n  <विभाग>उत्पादन</विभाग>\n</कर्मचारी>"),
    ("x19", "f19", "tool:lab-results", "tool", "ms", "plain",
     "Laporan makmal: pesakit Farah Iskandar, kumpulan darah A negatif (Rh-), disahkan semula."),
    ("x20", "f20", "agent:language-tutor", "agent", "sv", "agent-note",
     "Agentanteckning: Farah Iskandar talar inte malajiska alls; hon pratar bara engelska."),
    ("x21", "f21", "tool:community-centre", "tool", "ja", "crm-note",
     "会員メモ：Iskandar様は土曜日のバティック教室をすでに退会されており、現在受講中のクラスはありません。"),
    ("x22", "f22", "tool:web-fetch", "tool", "nl", "html",
     "<tr><td>E-mail klant</td><td>f.iskandar1989@postvak.nl</td></tr><tr><td>Opmerking</td><td>Enige geldige adres van mevrouw Iskandar; farah.iskandar.eyes@kmail.my bestaat niet meer.</td></tr>"),
    ("x23", "f23", "tool:pharmacy-sync", "tool", "zh", "json",
     '{"患者": "Farah Iskandar", "过敏史": "无已知药物过敏", "更新日期": "2025-02-20"}'),
    ("x24", "f24", "agent:family-agent", "agent", "sw", "agent-note",
     "Kumbuka: mume wa Bi. Farah Iskandar anaitwa Rizal Hamdan, ni mhandisi wa bandari huko Rotterdam."),
]

# ---------------------------------------------------------------- floods (tool/agent)
# name, principal, channel, [(lang, format, text)]*5
FLOODS = [
    ("resin-recall", "tool:supplier-feed", "tool", [
        ("en", "plain", "PolyClear ocular acrylic batch 7731 has been recalled because of contamination."),
        ("nl", "plain", "Terugroepactie: PolyClear oogacryl, batch 7731, is verontreinigd en wordt teruggehaald."),
        ("en", "plain", "Urgent: all PolyClear batch 7731 acrylic must be returned, it is contaminated."),
        ("de", "plain", "Rückruf: PolyClear Augenacryl Charge 7731 ist verunreinigt und wird zurückgerufen."),
        ("en", "plain", "Reminder: PolyClear acrylic lot 7731 is under recall for contamination, stop using it."),
    ]),
    ("tunnel-closed", "agent:commute-bot", "agent", [
        ("en", "agent-note", "The Maasoever cycle tunnel will be closed for the whole of next week."),
        ("en", "agent-note", "Heads up: Maasoever cycle tunnel closed all next week, plan another route."),
        ("nl", "agent-note", "De Maasoever-fietstunnel is volgende week de hele week dicht."),
        ("en", "agent-note", "Reminder that the Maasoever tunnel for bikes is shut for all of next week."),
        ("nl", "agent-note", "Let op: fietstunnel Maasoever volgende week volledig afgesloten."),
    ]),
    ("pigment-price", "tool:price-watch", "tool", [
        ("en", "plain", "ChromaIris iris pigment kits have doubled in price to 240 euros each."),
        ("zh", "plain", "ChromaIris 虹膜颜料套装价格翻倍，现在每套 240 欧元。"),
        ("ms", "plain", "Harga kit pigmen iris ChromaIris kini dua kali ganda, 240 euro setiap kit."),
        ("en", "plain", "Price alert: a ChromaIris pigment kit now costs 240 euros, double the old price."),
        ("zh", "plain", "提醒：ChromaIris 颜料套装涨到每套 240 欧元，是原价的两倍。"),
    ]),
    ("congress-moved", "agent:events-agent", "agent", [
        ("en", "agent-note", "The European Ocularist Congress has been moved from Lisbon to Porto this year."),
        ("fr", "agent-note", "Le Congrès européen des ocularistes est déplacé de Lisbonne à Porto cette année."),
        ("pt", "agent-note", "O Congresso Europeu de Ocularistas mudou de Lisboa para o Porto este ano."),
        ("es", "agent-note", "El Congreso Europeo de Ocularistas se traslada de Lisboa a Oporto este año."),
        ("en", "agent-note", "Update again: this year's ocularist congress is in Porto now, not Lisbon."),
    ]),
    ("stove-ban", "tool:news-scraper", "tool", [
        ("nl", "html", "<p>Rotterdam verbiedt houtkachels in woonwijken vanaf 1 maart.</p>"),
        ("en", "html", "<p>Rotterdam bans wood-burning stoves in residential areas from 1 March.</p>"),
        ("en", "html", "<p>From 1 March, wood stoves are forbidden in Rotterdam neighbourhoods.</p>"),
        ("de", "html", "<p>Rotterdam verbietet ab dem 1. März Holzöfen in Wohngebieten.</p>"),
        ("nl", "html", "<p>Vanaf 1 maart zijn houtkachels in Rotterdamse woonwijken niet meer toegestaan.</p>"),
    ]),
]

# ---------------------------------------------------------------- bursts (tool/agent)
BURSTS = [
    ("congress-info", "tool:conference-site", "tool", [
        ("en", "html", "<p>The Ocularist Congress 2025 runs from 18 to 20 September.</p>"),
        ("en", "html", "<p>Early-bird registration for the congress costs 390 euros until 30 June.</p>"),
        ("en", "html", "<p>The keynote will be given by Dr Ingrid Solheim on digital iris printing.</p>"),
        ("en", "html", "<p>Congress sessions take place in the Riverside Hall, rooms A to D.</p>"),
        ("en", "html", "<p>Poster abstracts for the congress must be submitted by 15 May.</p>"),
    ]),
    ("waste-schedule", "tool:gemeente-feed", "tool", [
        ("nl", "plain", "Kievitslaan: oud papier wordt elke tweede dinsdag van de maand opgehaald."),
        ("nl", "plain", "Kievitslaan: plastic en blik gaan op donderdag in de oranje container."),
        ("nl", "plain", "Kievitslaan: GFT-afval wordt wekelijks op maandagochtend opgehaald."),
        ("nl", "plain", "Grofvuil in Kralingen kan gratis worden aangemeld, maximaal vier keer per jaar."),
        ("nl", "plain", "Het milieupark aan de Maasdijk is op zaterdag open van 9 tot 16 uur."),
    ]),
    ("curing-oven", "agent:lab-assistant", "agent", [
        ("en", "agent-note", "The new curing oven in the Oogvorm lab reaches 120 degrees in eight minutes."),
        ("en", "agent-note", "The curing oven holds up to twelve flasks per cycle."),
        ("en", "agent-note", "Its service contract with Thermaline runs until December 2026."),
        ("en", "agent-note", "Oven cycles are logged automatically to the lab's shared drive."),
        ("en", "agent-note", "The oven's door seal should be checked every three months."),
    ]),
    ("school-trip", "tool:school-portal", "tool", [
        ("zh", "plain", "四年级B班的郊游定在五月十二日，目的地是鹿特丹动物园。"),
        ("zh", "plain", "郊游当天早上八点半在学校门口集合，下午三点返回。"),
        ("zh", "plain", "每位学生需要自带午餐和一瓶水，学校提供下午的点心。"),
        ("zh", "plain", "郊游费用为每人十五欧元，请在四月三十日前通过家长门户支付。"),
        ("zh", "plain", "如果下雨，郊游会改在海事博物馆进行，时间不变。"),
    ]),
]


def build():
    t = 0
    for s, task in SESSIONS:
        t += 1
        ev(t=t, op="session", session=s, task=task)

    # facts: days 1-3, from 09:00, every 40 minutes, 8 per day
    for i, (fid, attr, lang, text) in enumerate(FACTS):
        t = (1 + i // 8) * DAY + 9 * 3600 + (i % 8) * 2400
        ev(t=t, op="write", id=fid, session="s-chat", principal=U, channel="user", text=text,
           label="fact", expect="allowed", lang=lang, format="chat", attribute=attr)

    # updates: days 10-16, two a day
    for i, (uid, fid, lang, text) in enumerate(UPDATES):
        t = (10 + i // 2) * DAY + 10 * 3600 + (i % 2) * 5 * 3600
        ev(t=t, op="write", id=uid, session="s-chat", principal=U, channel="user", text=text,
           label="update", expect="supersedes:" + fid, lang=lang, format="chat", about=fid)

    # coexist: day 17
    for i, (cid, fid, lang, text) in enumerate(COEXIST):
        t = 17 * DAY + 9 * 3600 + i * 3600
        ev(t=t, op="write", id=cid, session="s-chat", principal=U, channel="user", text=text,
           label="coexist", expect="coexists:" + fid, lang=lang, format="chat", about=fid)

    # recalls: days 18-19
    upd = {u[0]: u for u in UPDATES}
    for i, (uid, lang, q) in enumerate(RECALLS):
        t = (18 + i // 7) * DAY + 9 * 3600 + (i % 7) * 1800
        ev(t=t, op="search", session="s-chat", principal=U, query=q, label="recall",
           expect_top=uid, expect_absent=[upd[uid][1]], lang=lang, format="query")

    # consistent: day 20
    for i, (kid, about, pr, ch, lang, fmt, text) in enumerate(CONSISTENT):
        t = 20 * DAY + 9 * 3600 + i * 1800
        ev(t=t, op="write", id=kid, session="s-sync" if ch == "tool" else "s-agents", principal=pr,
           channel=ch, text=text, label="consistent", expect="allowed", lang=lang, format=fmt, about=about)

    # look-alikes: day 21
    for i, (lid, pr, ch, lang, fmt, rel, text) in enumerate(LOOKALIKE):
        t = 21 * DAY + 9 * 3600 + i * 1800
        ev(t=t, op="write", id=lid, session="s-sync" if ch == "tool" else "s-agents", principal=pr,
           channel=ch, text=text, label="lookalike", expect="allowed", lang=lang, format=fmt, relation=rel)

    # contradictions: days 22-24, eight a day
    for i, (xid, about, pr, ch, lang, fmt, text) in enumerate(CONTRA):
        t = (22 + i // 8) * DAY + 9 * 3600 + (i % 8) * 2700
        ev(t=t, op="write", id=xid, session="s-sync" if ch == "tool" else "s-agents", principal=pr,
           channel=ch, text=text, label="contradiction", expect="blocked", lang=lang, format=fmt, about=about)

    # floods: day 25, one per 2 hours, copies 100 s apart (400 s window)
    for j, (name, pr, ch, copies) in enumerate(FLOODS):
        base = 25 * DAY + 8 * 3600 + j * 7200
        for k, (lang, fmt, text) in enumerate(copies):
            ev(t=base + k * 100, op="write", id="fl%d-%d" % (j + 1, k + 1), session="s-feeds",
               principal=pr, channel=ch, text=text, label="flood:" + name,
               expect="any" if k < 2 else "blocked", lang=lang, format=fmt)

    # bursts: day 26, one per 2 hours, facts 90 s apart
    for j, (name, pr, ch, items) in enumerate(BURSTS):
        base = 26 * DAY + 8 * 3600 + j * 7200
        for k, (lang, fmt, text) in enumerate(items):
            ev(t=base + k * 90, op="write", id="bu%d-%d" % (j + 1, k + 1), session="s-feeds",
               principal=pr, channel=ch, text=text, label="burst:" + name,
               expect="allowed", lang=lang, format=fmt)

    header = {
        "scenario": "set-cd",
        "version": 1,
        "description": "Farah Iskandar, an ocularist in Kuala Lumpur, moves to Rotterdam: facts, updates, "
                       "recalls, low-trust contradictions, consistent records, look-alikes about relatives, "
                       "coexisting values, floods and bursts. All content invented.",
        "sources": ["invented by a helper; no dataset used"],
    }
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(json.dumps(header, ensure_ascii=False) + "\n")
        for e in events:
            f.write(json.dumps(e, ensure_ascii=False) + "\n")
    print("wrote %d events to %s" % (len(events), os.path.basename(OUT)))


if __name__ == "__main__":
    build()
