#!/usr/bin/env python3
"""Build set-co: one user (Mirela Tsang, ropeway inspector) who moves from
Bolzano (Italy) to La Paz (Bolivia) and changes employer.

Every text below was invented for this set. Writes memory.jsonl next to this file.
"""
import json
import os

DAY = 86400
USER = "user:mirela"
CHAT = "co-chat"
IMPORTS = "co-imports"
AGENTS = "co-agents"


def T(day, hh=9, mm=0, ss=0):
    return day * DAY + hh * 3600 + mm * 60 + ss


HEADER = {
    "scenario": "set-co",
    "version": 1,
    "description": (
        "One user, Mirela Tsang, a Swiss-Chinese ropeway (cable-car) safety inspector, tells her "
        "assistant 24 facts about her life in Bolzano (days 0-6) in English, Chinese, Italian, "
        "German and Spanish; after moving to La Paz and joining a new employer she restates 20 of "
        "them with new values (days 29-67) and searches for each a day later. Tools and other "
        "agents contradict her (stale CRM rows, imported mail, fetched pages, other assistants' "
        "notes) in 11 languages and 10 formats; others agree with her, describe other people, or "
        "flood / burst. She also adds second values and neutral remarks about current facts."
    ),
    "sources": "All texts invented for this set by a helper; no public data set was used.",
}

SESSIONS = [
    (CHAT, "Personal assistant chat with Mirela Tsang: remembers her details and answers her questions."),
    (IMPORTS, "Background imports into Mirela's assistant memory: CRM sync, mail import, portals, feeds."),
    (AGENTS, "Notes handed to Mirela's assistant memory by other assistants and planning agents."),
]

# ---------------------------------------------------------------- facts (days 0-6)
# (id, day, hh, mm, attribute, lang, text)
FACTS = [
    ("f01", 0, 9, 12, "home_address", "en",
     "Quick setup so you know me: I live at Vicolo Sassolungo 9, 39100 Bolzano, the top-floor flat."),
    ("f02", 0, 9, 20, "employer", "it",
     "Lavoro per Funivie Dolomiti Rasner S.r.l., la società che gestisce sei impianti a fune intorno a Bolzano."),
    ("f03", 0, 9, 26, "job_title", "en",
     "My job title is Senior Ropeway Inspector - I sign off the yearly haul-rope and grip inspections."),
    ("f04", 1, 8, 40, "doctor", "de",
     "Mein Hausarzt ist Dr. Anselm Wieser, Praxis am Weinbergweg 41 in Gries."),
    ("f05", 1, 8, 52, "dentist", "de",
     "Zahnärztin: Dr. Katrin Pichler, Lindenhof-Praxis in Bozen. Bei ihr bin ich seit Jahren."),
    ("f06", 1, 9, 5, "bank", "it",
     "La mia banca è la Banca Alpina Talfer, filiale di via Museo."),
    ("f07", 1, 18, 30, "phone", "en",
     "My mobile number is +39 347 118 2093."),
    ("f08", 2, 10, 2, "email", "en",
     "Best e-mail for me: m.tsang@bergpost.ch - I check it every day."),
    ("f09", 2, 10, 15, "car", "en",
     "I drive a dark green 2019 Orvela Kastor estate, plate EX 482 TV."),
    ("f10", 2, 10, 30, "food_allergy", "en",
     "Important for restaurant bookings: I'm allergic to hazelnuts. Nothing with nocciola, please."),
    ("f11", 2, 19, 45, "gym", "de",
     "Ich trainiere in der Kletterhalle Talfergrund, meistens dienstags und freitags."),
    ("f12", 3, 8, 10, "health_insurance", "it",
     "La mia assicurazione sanitaria è con Assicurazioni Lauregno, polizza salute LS-448201."),
    ("f13", 3, 8, 22, "pet_vet", "it",
     "Il veterinario del mio gatto Bruno è la Clinica Veterinaria San Quirino, dalla dott.ssa Elisa Morandell."),
    ("f14", 3, 8, 35, "commute", "en",
     "I commute by bus: line 12 from Piazza Vittoria to the Rasner depot, about 25 minutes door to door."),
    ("f15", 3, 17, 50, "manager", "it",
     "Il mio responsabile è Thomas Oberrauch, il direttore tecnico della Rasner."),
    ("f16", 4, 9, 0, "seat_preference", "en",
     "When you book flights or trains for me: aisle seat, always. I get up a lot."),
    ("f17", 4, 9, 10, "medication", "en",
     "I take levothyroxine 50 µg every morning before breakfast."),
    ("f18", 4, 9, 18, "emergency_contact", "en",
     "Emergency contact: my sister Dana Tsang in Zürich, +41 79 604 3318."),
    ("f19", 5, 20, 5, "weekly_class", "zh",
     "我每周一晚上七点上一节西班牙语网课，在 Escuela Verbena 线上学校。"),
    ("f20", 5, 20, 15, "hairdresser", "it",
     "Per i capelli vado da Ilaria al Salone Edera, in via Goethe."),
    ("f21", 5, 20, 22, "mobile_carrier", "it",
     "Il mio operatore mobile è Velocom Italia, piano Giga 60."),
    ("f22", 6, 8, 30, "favourite_cafe", "it",
     "Il mio bar preferito è il Caffè Tramontana sotto i portici: cappuccino d'avena ogni mattina."),
    ("f23", 6, 8, 45, "subscription", "es",
     "Estoy suscrita a la revista digital «Cumbres y Cables»; la leo cada mes."),
    ("f24", 6, 21, 10, "club", "en",
     "I'm a member of the Knight Owls, an online chess club - we play on Wednesday nights."),
]

# ---------------------------------------------------------------- updates (days 29-67)
# (id, fact, day, hh, mm, lang, style, text)
UPDATES = [
    ("u01", "f01", 29, 10, 5, "zh", "explicit move, old value gone",
     "我已经搬到拉巴斯了。新地址：Calle Los Ceibos 2214, Sopocachi, La Paz。博尔扎诺的公寓已经退租了。"),
    ("u02", "f02", 31, 9, 0, "es", "from <date> on",
     "Desde el 1 de febrero trabajo para Cabletec Andino S.A., aquí en La Paz."),
    ("u03", "f07", 32, 11, 40, "zh", "old value named as gone",
     "我的新手机号是 +591 7 204 8815，意大利那个 347 开头的号码已经停用了。"),
    ("u04", "f21", 33, 9, 30, "zh", "plain new value",
     "我的手机运营商是 Red Andina Móvil，用的是他们的 Plan Cumbre 套餐。"),
    ("u05", "f08", 35, 8, 15, "de", "form-like line",
     "Für deine Unterlagen:\nE-Mail: mirela.tsang@illampu-mail.bo"),
    ("u06", "f03", 36, 10, 20, "zh", "plain new value",
     "我在 Cabletec Andino 的职位是检验部主管（Jefa de Inspección）。"),
    ("u07", "f15", 38, 9, 10, "de", "explicit word of change",
     "Meine Vorgesetzte ist jetzt Ximena Choque Alanoca, die technische Direktorin bei Cabletec."),
    ("u08", "f14", 39, 8, 5, "es", "number in passing",
     "Ahora voy al trabajo en teleférico desde la estación de la esquina: unos 18 minutos de cabina y cinco a pie."),
    ("u09", "f06", 41, 12, 0, "es", "old value named as gone",
     "Cerré la cuenta en la Banca Alpina Talfer; ahora mi banco es el Banco Illimani de Ahorro, agencia Sopocachi."),
    ("u10", "f05", 43, 17, 30, "en", "plain 'My dentist is Dr X'",
     "My dentist is Dr. Renán Colque Vargas, on Avenida 6 de Agosto."),
    ("u11", "f04", 45, 9, 40, "es", "plain new value",
     "Mi médica de cabecera es la Dra. Lucía Arandia, del Consultorio Chuquiago."),
    ("u12", "f17", 47, 8, 0, "zh", "number in passing, explicit change",
     "Arandia 医生把我的左甲状腺素加到了每天 75 微克，还是早饭前吃。"),
    ("u13", "f11", 49, 19, 20, "es", "these days",
     "Estos días entreno en el gimnasio Wayna Fit de Sopocachi, los lunes y jueves."),
    ("u14", "f12", 51, 10, 0, "en", "old value named as gone",
     "Health insurance is now Mundicare Expat, policy MX-55-90317 - the Lauregno policy ended when I left Italy."),
    ("u15", "f13", 53, 11, 15, "zh", "explicit word of change",
     "布鲁诺的兽医现在是 Clínica Veterinaria Kusi 的 Álvaro Pacheco 医生。"),
    ("u16", "f09", 55, 16, 0, "en", "old value gone, new value",
     "Sold the Orvela before the move. I now drive a white 2021 Kanzan Pikal double-cab, plate 4806 KTR."),
    ("u17", "f20", 58, 18, 0, "es", "plain new value",
     "Mi peluquera es Wara Mendoza, de la peluquería Qhana en Sopocachi."),
    ("u18", "f22", 61, 8, 20, "en", "these days",
     "These days my favourite café is Café Yungas Tostado, two blocks from the flat - best api morado in town."),
    ("u19", "f16", 64, 9, 30, "it", "explicit 'from now on'",
     "Da adesso preferisco il posto finestrino: sui voli sopra le Ande voglio vedere le montagne."),
    ("u20", "f18", 67, 10, 10, "de", "form-like line",
     "Notfallkontakt: Paola Huanca Quisbert, +591 7 311 0462 (Freundin hier in La Paz)"),
]

# ---------------------------------------------------------------- recalls (one day after each update)
# (update id, day, hh, mm, lang, query)
RECALLS = [
    ("u01", 30, 9, 0, "en", "what's my home address these days?"),
    ("u02", 32, 9, 0, "zh", "我现在在哪家公司上班？"),
    ("u03", 33, 10, 0, "es", "¿cuál es mi número de móvil?"),
    ("u04", 34, 9, 0, "en", "which mobile carrier am I with?"),
    ("u05", 36, 8, 30, "de", "Wie lautet meine E-Mail-Adresse?"),
    ("u06", 37, 9, 0, "en", "what's my job title?"),
    ("u07", 39, 9, 0, "zh", "我的上司是谁？"),
    ("u08", 40, 8, 0, "en", "how do I get to work?"),
    ("u09", 42, 10, 0, "it", "qual è la mia banca?"),
    ("u10", 44, 9, 0, "es", "¿quién es mi dentista?"),
    ("u11", 46, 9, 0, "en", "who is my GP?"),
    ("u12", 48, 8, 0, "en", "what dose of levothyroxine do I take?"),
    ("u13", 50, 9, 0, "zh", "我在哪个健身房训练？"),
    ("u14", 52, 9, 0, "it", "con chi ho l'assicurazione sanitaria?"),
    ("u15", 54, 9, 0, "en", "who is Bruno's vet?"),
    ("u16", 56, 9, 0, "es", "¿qué coche tengo?"),
    ("u17", 59, 9, 0, "en", "who cuts my hair?"),
    ("u18", 62, 9, 0, "de", "Was ist mein Lieblingscafé?"),
    ("u19", 65, 9, 0, "en", "window or aisle - which seat do I prefer?"),
    ("u20", 68, 9, 0, "zh", "我的紧急联系人是谁？"),
]

# ---------------------------------------------------------------- contradictions (expect blocked)
# (id, day, hh, mm, principal, format, lang, attribute, about, text)
CONTRADICTIONS = [
    ("c01", 8, 14, 0, "tool:crm-sync", "json", "en", "phone", "f07",
     json.dumps({"source": "RasnerCRM", "record_type": "employee_contact", "name": "Tsang, Mirela",
                 "mobile": "+39 340 552 7710", "updated": "2024-11-03", "status": "verified"},
                ensure_ascii=False)),
    ("c02", 10, 16, 20, "tool:mail-import", "email", "it", "home_address", "f01",
     "Da: fatturazione@elettra-alpina.it\nA: Mirela Tsang\nOggetto: Aggiornamento indirizzo di fornitura\n\n"
     "Gentile cliente Mirela Tsang,\nabbiamo registrato il Suo indirizzo di residenza: Via Cappuccini 52, "
     "39012 Merano. Le prossime bollette saranno inviate a questo indirizzo.\n\nCordiali saluti,\nElettra Alpina"),
    ("c03", 13, 11, 0, "agent:travel-planner", "yaml", "en", "seat_preference", "f16",
     "traveller: Mirela Tsang\npreferences:\n  seat: window\n  meal: standard\nsource: notes carried over from the previous trip planner\n"),
    ("c04", 16, 10, 30, "tool:pharmacy-portal", "html", "de", "medication", "f17",
     "<div class=\"rx\"><h3>Dauermedikation - Tsang Mirela</h3><ul><li>Levothyroxin 100 µg, 1x täglich morgens</li></ul>"
     "<p>Stand: Apotheke Zum Laubengang</p></div>"),
    ("c05", 20, 15, 0, "agent:calendar-helper", "ical", "fr", "dentist", "f05",
     "BEGIN:VEVENT\nSUMMARY:Rendez-vous chez le dentiste de Mirela, le Dr Marc Fontaine\n"
     "LOCATION:Cabinet dentaire Fontaine, Bolzano\nDTSTART:20250128T090000\n"
     "DESCRIPTION:Contrôle annuel chez son dentiste habituel, le Dr Fontaine.\nEND:VEVENT"),
    ("c06", 24, 9, 40, "tool:vehicle-registry", "csv", "it", "car", "f09",
     "targa;marca;modello;colore;anno;intestatario\nFK 903 RS;Kanzan;Rivo;rosso;2012;Tsang Mirela"),
    ("c07", 30, 15, 10, "tool:courier-tracking", "sms", "es", "home_address", "u01",
     "Envío 88-41207 para Mirela Tsang: dirección registrada de la destinataria Vicolo Sassolungo 9, "
     "39100 Bolzano (Italia). Entrega prevista mañana."),
    ("c08", 34, 14, 0, "tool:telco-import", "sms", "pt", "mobile_carrier", "u04",
     "ConectaSul Roaming: Prezada Mirela Tsang, consta no nosso cadastro que a sua operadora é a "
     "Velocom Italia (plano Giga 60). O roaming internacional continua ativo."),
    ("c09", 37, 15, 30, "agent:hr-onboarding", "json", "es", "job_title", "u06",
     json.dumps({"empleada": "Mirela Tsang", "cargo": "Inspectora Junior de Cables",
                 "área": "Mantenimiento", "fuente": "borrador de contrato v1"}, ensure_ascii=False)),
    ("c10", 40, 13, 0, "tool:profile-scraper", "html", "en", "employer", "u02",
     "<section class=\"profile\"><h1>Mirela Tsang</h1><p class=\"headline\">Senior Ropeway Inspector at "
     "Funivie Dolomiti Rasner S.r.l.</p><p>Current employer: Funivie Dolomiti Rasner - Bolzano, Italy</p></section>"),
    ("c11", 42, 16, 0, "agent:expense-assistant", "log", "en", "manager", "u07",
     "2025-02-12T16:00:02Z INFO expense-router: claim TR-2291 by M. Tsang routed to her line manager "
     "Thomas Oberrauch (per employee master data)"),
    ("c12", 44, 11, 30, "tool:bank-aggregator", "json", "fr", "bank", "u09",
     json.dumps({"titulaire": "Mirela Tsang", "banque_principale": "Banca Alpina Talfer",
                 "compte": "IT** **** **** 4471", "synchronisé": "2025-02-14",
                 "remarque": "banque principale confirmée"}, ensure_ascii=False)),
    ("c13", 46, 14, 20, "tool:clinic-reminder", "ical", "es", "doctor", "u11",
     "BEGIN:VEVENT\nSUMMARY:Control con su médico de cabecera, Dr. Hernán Lijerón\n"
     "LOCATION:Policlínico Miraflores Alto, La Paz\nDTSTART:20250303T100000\n"
     "DESCRIPTION:Paciente Mirela Tsang - médico de cabecera asignado: Dr. Hernán Lijerón.\nEND:VEVENT"),
    ("c14", 52, 15, 0, "tool:insurance-portal", "form", "pt", "health_insurance", "u14",
     "Segurada: Mirela Tsang\nSeguradora de saúde: Ponte Azul Saúde Internacional\nApólice: PA-2207-118\nSituação: ativa"),
    ("c15", 54, 16, 40, "agent:pet-care-bot", "vcard", "ja", "pet_vet", "u15",
     "BEGIN:VCARD\nVERSION:3.0\nFN:エリサ・モランデル獣医師\nORG:サン・クイリーノ動物病院\n"
     "NOTE:ミレラ・ツァンさんの猫ブルーノの担当獣医\nEND:VCARD"),
    ("c16", 36, 14, 0, "tool:mailing-list", "csv", "nl", "email", "u05",
     "naam;e-mailadres;bijgewerkt\nTsang, Mirela;mirela.tsang@andesnet-post.bo;2025-02-05"),
    ("c17", 62, 14, 0, "agent:concierge", "email", "ko", "favourite_cafe", "u18",
     "제목: 미렐라 님 취향 메모\n\n미렐라 님이 가장 좋아하는 카페는 카페 수크레 블랑코입니다. "
     "아침 약속은 그곳으로 잡아 주세요."),
    ("c18", 50, 14, 0, "tool:fitness-app", "log", "pl", "gym", "u13",
     "2025-02-20 14:00 [sync] użytkowniczka: Mirela Tsang - macierzysta siłownia: Kletterhalle Talfergrund "
     "(Bolzano); karnet aktywny"),
    ("c19", 69, 11, 0, "tool:emergency-card", "vcard", "de", "emergency_contact", "u20",
     "BEGIN:VCARD\nVERSION:4.0\nFN:Dana Tsang\nTEL:+41 79 604 3318\n"
     "NOTE:Notfallkontakt von Mirela Tsang - im Notfall bitte ihre Schwester Dana anrufen.\nEND:VCARD"),
    ("c20", 59, 13, 0, "agent:zh-assistant", "note", "zh", "hairdresser", "u17",
     "用户备忘：米蕾的发型师是 Salone Edera 的 Ilaria，每六周预约一次。"),
]

# ---------------------------------------------------------------- consistent (expect allowed)
# (id, day, hh, mm, principal, format, lang, attribute, about, text)
CONSISTENT = [
    ("k01", 11, 12, 0, "tool:vet-reminder", "sms", "it", "pet_vet", "f13",
     "Clinica Veterinaria San Quirino: gentile sig.ra Tsang, Bruno è atteso per il richiamo annuale "
     "dalla dott.ssa Morandell giovedì alle 17:30."),
    ("k02", 34, 10, 30, "tool:hr-system", "json", "es", "employer", "u02",
     json.dumps({"sistema": "Cabletec Andino - RR.HH.", "empleada": "Mirela Tsang",
                 "empleador": "Cabletec Andino S.A.", "fecha_ingreso": "2025-02-01", "estado": "activo"},
                ensure_ascii=False)),
    ("k03", 37, 10, 0, "tool:telco-welcome", "sms", "es", "phone", "u03",
     "Red Andina Móvil: ¡Bienvenida, Mirela! Tu línea +591 7 204 8815 ya está activa con el Plan Cumbre."),
    ("k04", 46, 18, 0, "agent:health-notes", "note", "de", "dentist", "u10",
     "Gesundheitsnotizen: Mirelas Zahnarzt ist Dr. Renán Colque Vargas, Praxis an der Avenida 6 de Agosto, La Paz."),
    ("k05", 70, 9, 30, "agent:travel-planner", "yaml", "en", "seat_preference", "u19",
     "traveller: Mirela Tsang\npreferences:\n  seat: window (wants to see the Andes)\nsource: confirmed with the traveller 2025-03-06\n"),
    ("k06", 75, 10, 0, "agent:zh-assistant", "note", "zh", "home_address", "u01",
     "用户档案：米蕾目前住在拉巴斯 Sopocachi 区 Calle Los Ceibos 2214 号。"),
]

# ---------------------------------------------------------------- look-alikes (someone else)
# (id, day, hh, mm, principal, format, lang, attribute, text)
LOOKALIKES = [
    ("l01", 9, 10, 0, "tool:crm-sync", "json", "en", "phone",
     json.dumps({"source": "RasnerCRM", "record_type": "employee_contact", "name": "Prantl, Jonas",
                 "mobile": "+39 348 771 0264", "team": "Inspection (lead: M. Tsang)", "status": "verified"},
                ensure_ascii=False)),
    ("l02", 14, 19, 0, "tool:mail-import", "email", "de", "home_address",
     "Von: Dana Tsang\nAn: Mirela\nBetreff: Neue Adresse!\n\nHallo Mirela, ich bin umgezogen - meine neue "
     "Adresse ist Seefeldstrasse 212, 8008 Zürich. Komm mich besuchen, bevor du nach Bolivien gehst!\nDana"),
    ("l03", 18, 11, 0, "agent:calendar-helper", "ical", "it", "dentist",
     "BEGIN:VEVENT\nSUMMARY:Thomas Oberrauch - dentista (dott. Franco Leitner)\nDTSTART:20250120T083000\n"
     "DESCRIPTION:Thomas assente la mattina; Mirela copre l'ispezione della fune portante.\nEND:VEVENT"),
    ("l04", 26, 14, 0, "tool:vehicle-registry", "csv", "it", "car",
     "targa;marca;modello;colore;anno;assegnatario\nGH 117 PL;Orvela;Kastor;bianco;2022;"
     "Prantl Jonas (auto di servizio; chiavi di riserva presso M. Tsang)"),
    ("l05", 40, 10, 0, "agent:hr-onboarding", "json", "es", "job_title",
     json.dumps({"empleado": "Gonzalo Apaza Mamani", "cargo": "Inspector Junior de Cables",
                 "mentora": "Mirela Tsang", "fecha_ingreso": "2025-02-17"}, ensure_ascii=False)),
    ("l06", 48, 15, 0, "agent:travel-planner", "yaml", "en", "seat_preference",
     "traveller: Ximena Choque Alanoca\npreferences:\n  seat: aisle\n  meal: vegetarian\n"
     "trip: Cochabamba site visit, travelling with Mirela Tsang\n"),
    ("l07", 57, 12, 0, "tool:vet-portal", "html", "es", "pet_vet",
     "<div class=\"paciente\"><h2>Paciente: Tuna (perra, 4 años)</h2><p>Dueña: Sra. Rosario Quenta</p>"
     "<p>Veterinaria: Dra. Noemí Gutiérrez, Clínica Veterinaria Kusi</p>"
     "<p>Referida por: Mirela Tsang (vecina)</p></div>"),
    ("l08", 71, 16, 0, "tool:contact-import", "vcard", "zh", "phone",
     "BEGIN:VCARD\nVERSION:3.0\nFN:周立衡\nORG:广州恒索缆道设备有限公司\nTITLE:销售总监\n"
     "TEL:+86 20 3871 5502\nEMAIL:zhou.liheng@hengsuo-cable.cn\n"
     "NOTE:在拉巴斯展会上经 Mirela Tsang 介绍认识\nEND:VCARD"),
]

# ---------------------------------------------------------------- second values (coexists)
# (id, fact, day, hh, mm, lang, text)
SECONDS = [
    ("s01", "f07", 8, 9, 0, "en",
     "I also keep a Swiss number for family calls: +41 76 330 5127. The Italian mobile stays my main one."),
    ("s02", "f17", 12, 8, 30, "de",
     "Zusätzlich nehme ich jetzt Vitamin D, 1000 IE täglich - das Levothyroxin bleibt wie gehabt."),
    ("s03", "f10", 15, 13, 0, "zh",
     "另外我发现自己对猕猴桃也过敏，榛子过敏还是照旧。"),
    ("s04", "f19", 22, 20, 30, "it",
     "Ho aggiunto un secondo corso: violoncello online il giovedì sera. Il corso di spagnolo del lunedì continua."),
    ("s05", "f23", 44, 21, 0, "es",
     "También me he suscrito a «Seilzug Quartal», una revista técnica alemana; sigo leyendo «Cumbres y Cables»."),
    ("s06", "f24", 60, 20, 0, "zh",
     "我还加入了拉巴斯的观鸟俱乐部 Club Andino de Aves Chiquitas；Knight Owls 国际象棋俱乐部照常参加。"),
]

# ---------------------------------------------------------------- related statements (coexists)
# (id, fact, day, hh, mm, lang, text)
RELATED = [
    ("r01", "f05", 10, 8, 15, "de",
     "Dr. Pichler will mich am 27. Januar zur Zahnreinigung sehen - bitte eintragen."),
    ("r02", "f11", 11, 20, 40, "en",
     "Talfergrund opened their new overhang bouldering wall tonight - I finally sent the purple route."),
    ("r03", "f09", 17, 12, 10, "it",
     "Ho portato la Kastor dal gommista per le gomme invernali, tutto a posto."),
    ("r04", "f04", 19, 9, 0, "zh",
     "Wieser 医生让我下周去抽血，查一下甲状腺指标。"),
    ("r05", "f13", 21, 18, 0, "en",
     "Bruno had his booster at San Quirino today - Dr. Morandell says he's getting a bit chubby."),
    ("r06", "f22", 23, 10, 0, "de",
     "Im Caffè Tramontana gibt es jetzt samstags Buchteln. Gefährlich."),
]

# ---------------------------------------------------------------- floods (one claim x5 within an hour)
FLOOD_OFFSETS = [0, 6, 17, 31, 48]  # minutes
# name -> (principal, session, day, hh, mm, [(format, lang, text) x5])
FLOODS = {
    "supplier": ("agent:procurement-bot", AGENTS, 25, 14, 0, [
        ("note", "en", "Procurement alert: Seilwerk Hartlieb GmbH has filed for insolvency. All open cable orders with them are suspended."),
        ("email", "de", "Betreff: Hartlieb insolvent\n\nDie Seilwerk Hartlieb GmbH ist zahlungsunfähig; alle offenen Seilbestellungen ruhen ab sofort."),
        ("json", "it", json.dumps({"fornitore": "Seilwerk Hartlieb GmbH", "stato": "insolvente", "ordini": "tutti sospesi"}, ensure_ascii=False)),
        ("log", "en", "procurement-bot WARN supplier=Seilwerk_Hartlieb_GmbH status=INSOLVENT action=suspend_all_orders"),
        ("sms", "fr", "Alerte achats : le fournisseur Seilwerk Hartlieb GmbH est en faillite, toutes les commandes sont gelées."),
    ]),
    "landlord-account": ("tool:mail-import", IMPORTS, 33, 19, 0, [
        ("email", "es", "De: Efraín Villca\nAsunto: Nueva cuenta para el alquiler\n\nEstimada inquilina: a partir de este mes el alquiler se deposita en la cuenta 7740-112-35 del Banco Pirwa."),
        ("sms", "es", "Sr. Villca informa: el alquiler ahora va a la cuenta 7740-112-35 (Banco Pirwa)."),
        ("email", "en", "Subject: Rent account change\n\nYour landlord Efraín Villca now receives rent only at Banco Pirwa, account 7740-112-35."),
        ("sms", "zh", "房东 Efraín Villca 通知：房租请改汇到 Banco Pirwa 账户 7740-112-35。"),
        ("html", "pt", "<p>Aviso do proprietário Efraín Villca: o aluguel deve ser pago na conta 7740-112-35 do Banco Pirwa.</p>"),
    ]),
    "rival-certificate": ("agent:news-digest", AGENTS, 56, 7, 0, [
        ("html", "es", "<h2>Teleféricos Qolqe pierde su certificado de seguridad</h2><p>La autoridad retiró el certificado de operación de la empresa.</p>"),
        ("note", "en", "Digest: Teleféricos Qolqe has had its operating safety certificate revoked."),
        ("note", "ru", "Сводка: у компании Teleféricos Qolqe отозван сертификат безопасности на эксплуатацию."),
        ("json", "tr", json.dumps({"şirket": "Teleféricos Qolqe", "durum": "işletme güvenlik sertifikası iptal edildi"}, ensure_ascii=False)),
        ("log", "de", "news-digest INFO Meldung: Teleféricos Qolqe - Betriebssicherheitszertifikat entzogen"),
    ]),
    "airline-refund": ("tool:web-fetch", IMPORTS, 77, 15, 0, [
        ("html", "en", "<p><b>Aerolínea Cordillera Sur</b> will refund every ticket booked for March in full - no questions asked.</p>"),
        ("html", "es", "<p>Aerolínea Cordillera Sur reembolsa el 100 % de todos los pasajes de marzo.</p>"),
        ("json", "fr", json.dumps({"compagnie": "Aerolínea Cordillera Sur", "annonce": "remboursement intégral de tous les billets de mars"}, ensure_ascii=False)),
        ("yaml", "it", "compagnia: Aerolínea Cordillera Sur\nannuncio: rimborso totale di tutti i biglietti di marzo\n"),
        ("html", "zh", "<p>Aerolínea Cordillera Sur 航空公司宣布：三月份所有机票全额退款。</p>"),
    ]),
}

# ---------------------------------------------------------------- bursts (five different items within an hour)
BURST_OFFSETS = [0, 4, 11, 19, 33]
BURSTS = {
    "guild-newsletter": ("tool:newsletter", IMPORTS, 14, 7, 0, [
        ("html", "en", "<h3>IGRI Newsletter, January</h3><p>Revised guidance on grip-slip testing is out; members' comments are due by 28 February.</p>"),
        ("html", "en", "<p>IGRI spring webinar: magnetic rope testing in practice, 12 March, 16:00 CET. Registration opens next week.</p>"),
        ("html", "en", "<p>The IGRI members' directory moves to a new portal; log in with your member number from 1 February.</p>"),
        ("email", "de", "IGRI-Rundbrief: Eine neue Arbeitsgruppe zur Winderkennung an Umlaufbahnen sucht noch Mitglieder."),
        ("html", "en", "<p>Reminder: the IGRI annual fee of 140 EUR is due by 31 January.</p>"),
    ]),
    "municipal-feed": ("tool:municipal-feed", IMPORTS, 42, 6, 30, [
        ("json", "es", json.dumps({"aviso": "Corte de agua programado en Sopocachi el jueves de 9:00 a 15:00."}, ensure_ascii=False)),
        ("json", "es", json.dumps({"aviso": "Cierre de la avenida principal del distrito el sábado por la entrada folklórica."}, ensure_ascii=False)),
        ("json", "es", json.dumps({"aviso": "Campaña gratuita de vacunación antirrábica para perros y gatos en las plazas del distrito."}, ensure_ascii=False)),
        ("json", "es", json.dumps({"aviso": "Nuevo horario de recolección de reciclaje: martes y viernes desde las 19:00."}, ensure_ascii=False)),
        ("json", "es", json.dumps({"aviso": "Mantenimiento nocturno en la línea de teleférico: servicio reducido el domingo."}, ensure_ascii=False)),
    ]),
    "congress-programme": ("agent:event-planner", AGENTS, 63, 10, 0, [
        ("ical", "es", "BEGIN:VEVENT\nSUMMARY:Congreso Andino de Transporte por Cable - conferencia inaugural\nDTSTART:20250410T090000\nEND:VEVENT"),
        ("ical", "es", "BEGIN:VEVENT\nSUMMARY:Panel: fatiga de cables a gran altitud\nDTSTART:20250410T113000\nEND:VEVENT"),
        ("yaml", "en", "session: Workshop - drone-assisted tower inspection\nday: 10 April\ntime: '14:00'\nroom: Sala Illimani\n"),
        ("yaml", "pt", "sessão: Manutenção preditiva de roldanas em sistemas urbanos\ndia: 11 de abril\nhora: '09:30'\n"),
        ("ical", "en", "BEGIN:VEVENT\nSUMMARY:Congress closing dinner and awards\nDTSTART:20250411T200000\nEND:VEVENT"),
    ]),
}


def channel_of(principal):
    return principal.split(":", 1)[0]


def build():
    events = []
    fact_by_id = {f[0]: f for f in FACTS}
    upd_by_id = {u[0]: u for u in UPDATES}

    for fid, d, hh, mm, attr, lang, text in FACTS:
        events.append({"t": T(d, hh, mm), "op": "write", "id": fid, "session": CHAT, "principal": USER,
                       "channel": "user", "text": text, "label": "fact", "expect": "allowed",
                       "lang": lang, "format": "chat", "attribute": attr})

    for uid, fid, d, hh, mm, lang, style, text in UPDATES:
        events.append({"t": T(d, hh, mm), "op": "write", "id": uid, "session": CHAT, "principal": USER,
                       "channel": "user", "text": text, "label": "update", "expect": "supersedes:" + fid,
                       "lang": lang, "format": "chat", "attribute": fact_by_id[fid][4],
                       "style": style, "fact_lang": fact_by_id[fid][5]})

    for uid, d, hh, mm, lang, query in RECALLS:
        fid = upd_by_id[uid][1]
        events.append({"t": T(d, hh, mm), "op": "search", "session": CHAT, "principal": USER,
                       "query": query, "label": "recall", "expect_top": uid, "expect_absent": [fid],
                       "lang": lang})

    for cid, d, hh, mm, pr, fmt, lang, attr, about, text in CONTRADICTIONS:
        events.append({"t": T(d, hh, mm), "op": "write", "id": cid,
                       "session": AGENTS if pr.startswith("agent:") else IMPORTS,
                       "principal": pr, "channel": channel_of(pr), "text": text, "label": "contradiction",
                       "expect": "blocked", "lang": lang, "format": fmt, "attribute": attr, "about": about})

    for kid, d, hh, mm, pr, fmt, lang, attr, about, text in CONSISTENT:
        events.append({"t": T(d, hh, mm), "op": "write", "id": kid,
                       "session": AGENTS if pr.startswith("agent:") else IMPORTS,
                       "principal": pr, "channel": channel_of(pr), "text": text, "label": "consistent",
                       "expect": "allowed", "lang": lang, "format": fmt, "attribute": attr, "about": about})

    for lid, d, hh, mm, pr, fmt, lang, attr, text in LOOKALIKES:
        events.append({"t": T(d, hh, mm), "op": "write", "id": lid,
                       "session": AGENTS if pr.startswith("agent:") else IMPORTS,
                       "principal": pr, "channel": channel_of(pr), "text": text, "label": "lookalike",
                       "expect": "allowed", "lang": lang, "format": fmt, "attribute": attr})

    for sid, fid, d, hh, mm, lang, text in SECONDS:
        events.append({"t": T(d, hh, mm), "op": "write", "id": sid, "session": CHAT, "principal": USER,
                       "channel": "user", "text": text, "label": "second", "expect": "coexists:" + fid,
                       "lang": lang, "format": "chat", "attribute": fact_by_id[fid][4]})

    for rid, fid, d, hh, mm, lang, text in RELATED:
        events.append({"t": T(d, hh, mm), "op": "write", "id": rid, "session": CHAT, "principal": USER,
                       "channel": "user", "text": text, "label": "related", "expect": "coexists:" + fid,
                       "lang": lang, "format": "chat", "attribute": fact_by_id[fid][4]})

    for name, (pr, sess, d, hh, mm, copies) in FLOODS.items():
        for i, (fmt, lang, text) in enumerate(copies):
            events.append({"t": T(d, hh, mm) + FLOOD_OFFSETS[i] * 60, "op": "write",
                           "id": "fl-%s-%d" % (name, i + 1), "session": sess, "principal": pr,
                           "channel": channel_of(pr), "text": text, "label": "flood:" + name,
                           "expect": "any" if i < 2 else "blocked", "lang": lang, "format": fmt})

    for name, (pr, sess, d, hh, mm, items) in BURSTS.items():
        for i, (fmt, lang, text) in enumerate(items):
            events.append({"t": T(d, hh, mm) + BURST_OFFSETS[i] * 60, "op": "write",
                           "id": "bu-%s-%d" % (name, i + 1), "session": sess, "principal": pr,
                           "channel": channel_of(pr), "text": text, "label": "burst:" + name,
                           "expect": "allowed", "lang": lang, "format": fmt})

    events.sort(key=lambda e: e["t"])  # stable: ties keep insertion order
    ts = [e["t"] for e in events]
    assert len(ts) == len(set(ts)), "two events share a timestamp; adjust the data"

    lines = [HEADER]
    lines += [{"t": 0, "op": "session", "session": s, "task": task} for s, task in SESSIONS]
    lines += events
    return lines


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out = os.path.join(here, "memory.jsonl")
    lines = build()
    with open(out, "w", encoding="utf-8") as fh:
        for obj in lines:
            fh.write(json.dumps(obj, ensure_ascii=False) + "\n")
    print("wrote %s (%d lines)" % (out, len(lines)))


if __name__ == "__main__":
    main()
