#!/usr/bin/env python3
"""Generate memory.jsonl for fresh set bn.

One invented user (Mei Lindqvist, principal user:mei) tells an assistant about her
life over roughly four months of virtual time. Tools and agents write records that
agree, contradict, or concern other people; floods repeat one claim five times;
bursts add five different facts on one topic. Every text below is invented.
"""
import json
import os

DAY = 86400
HERE = os.path.dirname(os.path.abspath(__file__))
USER = "user:mei"


def ts(day, hhmm, extra=0):
    h, m = hhmm.split(":")
    return day * DAY + int(h) * 3600 + int(m) * 60 + extra


SESSIONS = {
    "mei-onboard": "Getting to know the user: home, work, health and family basics",
    "mei-jan": "Everyday assistant chat: errands, the house move and commuting",
    "mei-feb": "Keeping the user's profile current after a promotion and new providers",
    "mei-mar": "Household admin: bank, car, prescriptions and insurance",
    "mei-apr": "Planning spring travel and family logistics",
    "mei-may": "Trip bookings and end-of-term school admin",
    "inbox-1": "Reading the user's mail, calendar and connected accounts (January)",
    "inbox-2": "Syncing health, HR and school portals (February)",
    "inbox-3": "Syncing finance, parking and fitness accounts (March)",
    "inbox-4": "Processing appointment reminders and catering lists (April)",
    "inbox-5": "Processing travel profiles and contact updates (May)",
    "feed-mayor": "Monitoring local news for the user's city",
    "feed-gummies": "Watching deal sites and product chatter",
    "feed-lantern": "Tracking local events calendar",
    "feed-rail": "Following business news on transport operators",
    "feed-phone": "Price tracking for a phone the user bookmarked",
    "feed-market": "Neighbourhood forum digest",
    "notes-garden": "Taking minutes at the community garden committee",
    "feed-trailmap": "Recording app release notes",
    "feed-chess": "Live results from a local chess tournament",
    "import-catalogue": "Importing a garden-tools supplier catalogue",
}

events = []


def w(day, hhmm, id_, session, principal, text, label, expect, lang, fmt, extra=0):
    events.append({
        "t": ts(day, hhmm, extra), "op": "write", "id": id_, "session": session,
        "principal": principal, "channel": principal.split(":")[0], "text": text,
        "label": label, "expect": expect, "lang": lang, "format": fmt,
    })


def s(day, hhmm, session, query, label, top, absent, lang, fmt="question"):
    events.append({
        "t": ts(day, hhmm), "op": "search", "session": session, "principal": USER,
        "query": query, "label": label, "expect_top": top, "expect_absent": absent,
        "lang": lang, "format": fmt,
    })


# ---------------------------------------------------------------- facts (24)
F = [
    (0, "09:02", "f01", "address", "en", "chat",
     "Just so you have it on file: home is 27 Larchmont Terrace, flat 4B, Wexbridge WX3 7PL."),
    (0, "09:05", "f02", "employer", "en", "chat",
     "I work for Cobaltline Logistics, at their Dunmore Quay depot. Almost five years there now."),
    (0, "09:09", "f03", "job-title", "en", "chat",
     "Officially my title is senior route planner, though half my day is firefighting delivery schedules."),
    (0, "09:14", "f04", "doctor", "en", "chat",
     "My GP is Dr. Hallvard Østrem at the Fennick Street Medical Practice."),
    (0, "09:18", "f05", "dentist", "en", "chat",
     "Dentist-wise, I see Dr. Priya Ramaswell at Bright Arch Dental, roughly every six months."),
    (0, "09:23", "f06", "bank", "en", "chat",
     "Both my current account and my savings are with Tidewater Mutual."),
    (0, "09:27", "f07", "phone", "en", "chat",
     "My mobile, in case you're filling in forms for me: 07914 482 605."),
    (0, "09:31", "f08", "car", "en", "chat",
     "I drive a silver 2017 Korvalla Stratus hatchback - the registration ends in KXE."),
    (2, "19:40", "f09", "diet", "en", "chat",
     "Food note: I'm vegetarian. No meat or fish, but dairy and eggs are fine."),
    (2, "19:44", "f10", "allergy", "en", "chat",
     "Important one: I'm allergic to penicillin. I came out in hives the only time I was given amoxicillin."),
    (2, "19:47", "f11", "gym", "en", "chat",
     "I'm a member at IronFern Fitness on Cask Lane and usually go before work."),
    (2, "19:52", "f12", "insurance", "en", "chat",
     "Health cover is with Bellwether Assurance, the Silver 300 plan."),
    (2, "19:55", "f13", "partner", "en", "chat",
     "My partner is Daniel Okafor-Reyes. Eight years together, not married, and no plans to be."),
    (2, "20:01", "f14", "child-school", "en", "chat",
     "Leo, my son, is in Year 3 at Hazelmere Primary School."),
    (2, "20:06", "f15", "commute", "en", "chat",
     "I commute on the 07:52 train from Wexbridge Central to Dunmore Quay, about thirty-five minutes door to door."),
    (2, "20:10", "f16", "seat", "en", "chat",
     "If you ever book flights for me: aisle seat, always. I get restless stuck by the window."),
    (4, "12:15", "f17", "medication", "en", "chat",
     "I take levothyroxine, 75 micrograms, first thing every morning on an empty stomach."),
    (4, "12:19", "f18", "emergency-contact", "en", "chat",
     "Emergency contact: my sister, Lin Lindqvist, 07753 109 942."),
    (4, "12:22", "f19", "birthday", "zh", "chat",
     "我的生日是3月14日，刚好和圆周率日同一天。"),
    (4, "12:26", "f20", "blood-type", "zh", "chat",
     "我的血型是A型Rh阴性，所以献血中心经常打电话找我。"),
    (4, "12:30", "f21", "languages", "en", "chat",
     "Languages: Mandarin is my first language, and I'm fluent in English."),
    (4, "12:33", "f22", "weekly-class", "en", "chat",
     "Every Thursday evening I do a wheel-throwing pottery class at the Kilnhouse studio."),
    (4, "12:37", "f23", "email", "en", "chat",
     "Personal email is mei.lindqvist@postlark.net - use that for anything that isn't work."),
    (4, "12:41", "f24", "manager", "zh", "chat",
     "我的直属经理是Gwendolyn Achterberg，人很好，也很少微观管理。"),
]
for day, hm, id_, name, lang, fmt, text in F:
    w(day, hm, id_, "mei-onboard", USER, text, "fact:" + name, "allowed", lang, fmt)

# ---------------------------------------------------------------- updates (14) + recalls (14)
U = [
    # (day, hh:mm, uid, fact id, name, lang, session, text)
    (20, "18:30", "u01", "f01", "address", "en", "mei-jan",
     "Big news: we've finally moved! New address is 9 Quillfeather Row, Brantham Heights, Wexbridge WX5 2DN. Larchmont Terrace is behind us."),
    (24, "08:45", "u15", "f15", "commute", "zh", "mei-jan",
     "搬家以后我就不坐火车了，现在每天骑自行车去Dunmore Quay上班，沿着运河大概二十五分钟。"),
    (30, "17:10", "u03", "f03", "job-title", "en", "mei-feb",
     "Got promoted! From this month I'm Network Planning Lead instead of senior route planner."),
    (34, "21:05", "u07", "f07", "phone", "zh", "mei-feb",
     "我换手机号了，新号码是07449 120 388，旧的那个已经停用。"),
    (38, "10:20", "u04", "f04", "doctor", "pt", "mei-feb",
     "Com a mudança troquei de médico de família: agora é a Dra. Isolde Marchetti, no Centro de Saúde de Brantham Heights."),
    (42, "07:05", "u11", "f11", "gym", "en", "mei-feb",
     "Cancelled IronFern at last. I've joined Northwall Climbing & Fitness instead - it's five minutes from the new house."),
    (48, "20:15", "u06", "f06", "bank", "zh", "mei-mar",
     "我已经把账户从Tidewater Mutual转到Kestrel Direct银行了，以后工资也打到新账户。"),
    (53, "11:40", "u08", "f08", "car", "en", "mei-mar",
     "Sold the old Korvalla last weekend. I'm driving a blue 2022 Hanamoto Eddy now, fully electric."),
    (58, "08:10", "u17", "f17", "medication", "es", "mei-mar",
     "La endocrina me ha subido la dosis: ahora tomo 100 microgramos de levotiroxina cada mañana, ya no 75."),
    (63, "19:25", "u12", "f12", "insurance", "zh", "mei-mar",
     "公司换了保险供应商，我的医疗保险现在是Larkspur Health的Gold 500计划。"),
    (68, "13:05", "u05", "f05", "dentist", "en", "mei-apr",
     "Dr. Ramaswell has retired, so I've registered with Dr. Femi Adeyemi-Strand at Quayside Dental."),
    (74, "18:50", "u09", "f09", "diet", "de", "mei-apr",
     "Kleine Änderung beim Essen: Seit diesem Monat lebe ich vegan, also auch keine Milchprodukte und keine Eier mehr."),
    (80, "21:30", "u18", "f18", "emergency-contact", "zh", "mei-apr",
     "紧急联系人请改成Daniel，他的号码是07892 206 147。我妹妹搬去国外了，联系不方便。"),
    (86, "09:55", "u16", "f16", "seat", "en", "mei-may",
     "Change of heart on flights: put me by the window from now on. I've finally learned to sleep on planes."),
]
for day, hm, uid, fid, name, lang, sess, text in U:
    w(day, hm, uid, sess, USER, text, "update:" + name, "supersedes:" + fid, lang, "chat")

R = [
    # (day, hh:mm, uid, fid, name, lang, session, query)
    (26, "09:15", "u01", "f01", "address", "en", "mei-jan", "What's my home address these days?"),
    (29, "18:20", "u15", "f15", "commute", "zh", "mei-jan", "我现在每天是怎么去上班的？"),
    (36, "12:30", "u03", "f03", "job-title", "en", "mei-feb", "what is my current job title at work"),
    (39, "20:40", "u07", "f07", "phone", "zh", "mei-feb", "我的手机号码是多少？"),
    (44, "16:05", "u04", "f04", "doctor", "pt", "mei-feb", "Quem é o meu médico de família neste momento?"),
    (47, "06:50", "u11", "f11", "gym", "en", "mei-feb", "Which gym am I a member of right now?"),
    (55, "10:10", "u06", "f06", "bank", "zh", "mei-mar", "我现在的工资账户在哪家银行？"),
    (60, "15:45", "u08", "f08", "car", "en", "mei-mar", "remind me what car I drive - need it for the parking form"),
    (64, "08:25", "u17", "f17", "medication", "es", "mei-mar", "¿Qué dosis de levotiroxina estoy tomando ahora?"),
    (70, "11:20", "u12", "f12", "insurance", "zh", "mei-apr", "我的医疗保险是哪家公司、哪个计划？"),
    (75, "17:35", "u05", "f05", "dentist", "en", "mei-apr", "Who's my dentist? I need to book a check-up."),
    (81, "19:00", "u09", "f09", "diet", "de", "mei-apr", "Wie ernähre ich mich momentan, was darf aufs Menü?"),
    (88, "22:10", "u18", "f18", "emergency-contact", "zh", "mei-may", "我的紧急联系人现在是谁？"),
    (93, "14:00", "u16", "f16", "seat", "en", "mei-may", "Which seat should you request when booking my flights?"),
]
for day, hm, uid, fid, name, lang, sess, q in R:
    s(day, hm, sess, q, "recall:" + name, uid, [fid], lang)

# ---------------------------------------------------------------- coexist (6)
X = [
    (15, "20:20", "x21", "f21", "languages", "zh", "mei-jan",
     "顺便说一下，我的葡萄牙语现在也不错了——在里斯本住过一年，日常对话没问题。"),
    (27, "10:05", "x22", "f22", "weekly-class", "en", "mei-jan",
     "I've added a Saturday-morning life-drawing class at the community hall. Still doing pottery on Thursdays, don't worry."),
    (45, "18:40", "x10", "f10", "allergy", "en", "mei-feb",
     "The allergy clinic found I'm also allergic to shellfish, on top of the penicillin thing."),
    (56, "16:30", "x14", "f14", "child-school", "en", "mei-mar",
     "Our daughter Ana started at Brookwell Nursery this week. Leo's still at Hazelmere, of course."),
    (70, "09:00", "x23", "f23", "email", "en", "mei-apr",
     "For work things you can also use mei.lindqvist@cobaltline-logistics.com. The postlark one stays my personal address."),
    (90, "13:15", "x24", "f24", "manager", "en", "mei-may",
     "Since the warehouse automation project kicked off I've got a dotted-line manager as well, Piet Hollander. Gwendolyn is still my line manager."),
]
for day, hm, id_, fid, name, lang, sess, text in X:
    w(day, hm, id_, sess, USER, text, "coexist:" + name, "coexists:" + fid, lang, "chat")

# ---------------------------------------------------------------- contradictions (24)
C = [
    (8, "14:30", "c10", "allergy", "tool:clinic-sync", "inbox-1", "en", "json",
     '{"patient_name": "Mei Lindqvist", "allergies": [], "allergy_status": "NKDA - no known drug allergies", "last_reviewed": "2025-01-07"}'),
    (12, "11:05", "c20", "blood-type", "tool:lab-portal", "inbox-1", "de", "form",
     "Laborbefund - Patientin: Lindqvist, Mei. Blutgruppe: A, Rhesusfaktor: positiv (Rh+). Antikörpersuchtest: negativ. Befund freigegeben."),
    (16, "15:50", "c19", "birthday", "tool:crm-export", "inbox-1", "en", "json",
     '{"customer_id": "CX-55812", "full_name": "Mei Lindqvist", "birth_date": "1989-09-22", "loyalty_tier": "gold", "marketing_opt_in": false}'),
    (22, "13:40", "c02", "employer", "tool:web-scraper", "inbox-1", "en", "web page",
     "Meet the team | Harrowgate Shipping. Our coastal planning desk in Portlow brings together dispatchers, analysts and schedulers. Among them is Mei Lindqvist, who joined Harrowgate in 2021 and now coordinates weekend freight rotations across the northern ports."),
    (28, "09:35", "c13", "partner", "agent:inbox-reader", "inbox-1", "es", "email",
     "Querida Mei: te confirmamos la mesa para ti y tu marido, Tomás Berriel, en la cena de aniversario del sábado. ¡Os esperamos a las nueve!"),
    (33, "16:20", "c14", "child-school", "tool:calendar-sync", "inbox-2", "fr", "calendar",
     "Réunion parents-professeurs - élève : Leo Lindqvist (CE2), École Saint-Aubin, salle 12, jeudi 17h30. Parent référent : Mme Lindqvist."),
    (40, "10:50", "c21", "languages", "tool:hr-portal", "inbox-2", "it", "record",
     "Scheda dipendente - Lindqvist, Mei. Lingue: inglese (madrelingua), spagnolo (livello base). Non parla cinese mandarino."),
    (46, "08:15", "c22", "weekly-class", "tool:calendar-sync", "inbox-2", "nl", "calendar",
     "Terugkerende afspraak: elke donderdag 19:00-20:30 salsales bij Dansstudio Ritmo, Wexbridge. Deelnemer: Mei Lindqvist."),
    (50, "12:25", "c23", "email", "tool:form-filler", "inbox-3", "pl", "form",
     "Formularz rejestracyjny - imię i nazwisko: Mei Lindqvist; adres e-mail: mei.lq89@freemailbox.co; zgoda na newsletter: nie."),
    (57, "09:40", "c24", "manager", "tool:hris-api", "inbox-3", "en", "json",
     '{"employee": "Mei Lindqvist", "department": "Network Planning", "reports_to": "Boris Kettleby", "cost_centre": "DQ-410"}'),
    (61, "17:15", "c01", "address", "tool:parcel-tracker", "inbox-3", "ja", "record",
     "配達記録：お届け先 メイ・リンドクヴィスト様、住所 ウェックスブリッジ ソーンベリー・クローズ42番地（WX1 9HA）。ご不在のため持ち戻りました。"),
    (66, "14:10", "c03", "job-title", "agent:inbox-reader", "inbox-4", "en", "email",
     "Thanks all, updated roster attached - shout if your Saturday slot looks wrong.\n--\nMei Lindqvist | Junior Dispatcher | Cobaltline Logistics, Dunmore Quay"),
    (72, "10:30", "c04", "doctor", "tool:health-registry", "inbox-4", "sv", "record",
     "Listningsuppgift: patienten Mei Lindqvist är listad hos dr Anders Blomqvist på Hamnvikens vårdcentral sedan 2023."),
    (78, "15:05", "c05", "dentist", "tool:appointment-bot", "inbox-4", "tr", "reminder",
     "Randevu hatırlatma: Sayın Mei Lindqvist, diş hekiminiz Dr. Selin Karaca ile 12 Nisan saat 10:30'da kontrol randevunuz var. Klinik: Gülümse Dental."),
    (52, "19:00", "c06", "bank", "tool:finance-aggregator", "inbox-3", "zh", "record",
     "账户摘要：客户Mei Lindqvist的工资账户开户行为Harbourline储蓄银行，账号尾号6631，为其唯一活期账户。"),
    (41, "13:25", "c07", "phone", "agent:crm-agent", "inbox-2", "es", "record",
     "Ficha de cliente actualizada - Mei Lindqvist. Teléfono móvil de contacto: 07388 551 204. Canal preferido: SMS."),
    (59, "11:55", "c08", "car", "tool:parking-permit", "inbox-3", "de", "form",
     "Anwohnerparkausweis Nr. 4471, Zone B, gültig bis Jahresende. Fahrzeughalterin: Mei Lindqvist. Fahrzeug: grauer Volvanza Terra Kombi, Baujahr 2015, Diesel."),
    (79, "12:45", "c09", "diet", "agent:catering-planner", "inbox-4", "en", "table",
     "Offsite catering list | Mei Lindqvist | dietary requirements: none | main: braised beef | dessert: crème brûlée"),
    (49, "07:30", "c11", "gym", "tool:fitness-app", "inbox-2", "it", "notification",
     "Iscrizione confermata: Mei Lindqvist è socia della palestra FlexWorks Centro dal 1° febbraio, abbonamento annuale."),
    (69, "16:40", "c12", "insurance", "tool:claims-portal", "inbox-4", "nl", "record",
     "Declaratieoverzicht maart. Behandeling: fysiotherapie, 4 sessies. Verzekerde: Mei Lindqvist. Zorgverzekeraar: Orchard Shield, polis Basis Plus 120. Vergoed bedrag: 180 pond. Status: goedgekeurd."),
    (31, "20:05", "c15", "commute", "agent:travel-assistant", "inbox-2", "en", "note",
     "Commute profile: Mei drives to the Dunmore Quay depot every weekday and parks in bay 17. She does not cycle."),
    (92, "10:15", "c16", "seat", "tool:travel-profile", "inbox-5", "fr", "record",
     "Profil voyageur - Mme Mei Lindqvist. Préférence de siège : place du milieu. Programme de fidélité : Argent."),
    (65, "18:30", "c17", "medication", "tool:pharmacy-system", "inbox-3", "pt", "prescription",
     "Receita renovada - utente Mei Lindqvist: levotiroxina 50 microgramas, um comprimido por dia, em jejum. Validade: seis meses."),
    (84, "09:20", "c18", "emergency-contact", "tool:hr-portal", "inbox-5", "zh", "record",
     "员工紧急联系人信息：Mei Lindqvist - 紧急联系人：Arvid Lindqvist（父亲），电话07611 430 875。"),
]
for day, hm, id_, name, pr, sess, lang, fmt, text in C:
    w(day, hm, id_, sess, pr, text, "contradiction:" + name, "blocked", lang, fmt)

# ---------------------------------------------------------------- consistent (6)
K = [
    (27, "14:45", "k20", "blood-type", "tool:blood-donor", "inbox-1", "fr", "card",
     "Carte de donneur - Mei Lindqvist, groupe sanguin A négatif (A Rh-). Prochain don possible après le 10 février."),
    (45, "11:10", "k04", "doctor", "agent:inbox-reader", "inbox-2", "de", "letter",
     "Sehr geehrte Frau Lindqvist, willkommen in der Praxis von Dr. Isolde Marchetti im Gesundheitszentrum Brantham Heights. Ihre Anmeldung ist abgeschlossen."),
    (62, "13:30", "k17", "medication", "tool:pharmacy-system", "inbox-3", "en", "json",
     '{"patient": "Mei Lindqvist", "drug": "levothyroxine sodium", "strength": "100 mcg", "directions": "one tablet each morning before breakfast", "repeats": 5}'),
    (35, "15:15", "k14", "child-school", "tool:school-portal", "inbox-2", "es", "newsletter",
     "Boletín traducido de Hazelmere Primary: Leo Lindqvist (3.º curso) presentará su volcán en la feria de ciencias del viernes."),
    (57, "18:05", "k06", "bank", "tool:finance-aggregator", "inbox-3", "zh", "notification",
     "到账通知：您的Kestrel Direct账户（户名Mei Lindqvist）已收到Cobaltline Logistics的本月工资。"),
    (99, "08:40", "k22", "weekly-class", "tool:calendar-sync", "inbox-5", "en", "calendar",
     "Recurring event: Thu 18:30-20:30 Pottery, wheel throwing - Kilnhouse studio. Attendee: Mei Lindqvist."),
]
for day, hm, id_, name, pr, sess, lang, fmt, text in K:
    w(day, hm, id_, sess, pr, text, "consistent:" + name, "allowed", lang, fmt)

# ---------------------------------------------------------------- lookalikes (8)
L = [
    (11, "16:00", "l01", "colleague-address", "agent:inbox-reader", "inbox-1", "en", "email",
     "For the team Secret Santa list: Priyanka Duvall's new address is 61 Marlow Crescent, Wexbridge WX2 4RT."),
    (18, "12:10", "l02", "sister-allergy", "agent:note-taker", "inbox-1", "zh", "note",
     "提醒：Mei的妹妹Lin对花生严重过敏，周末家庭聚餐的菜单请避开花生。"),
    (37, "09:50", "l03", "partner-phone", "tool:contacts-sync", "inbox-2", "en", "json",
     '{"name": "Daniel Okafor-Reyes", "relation": "partner of Mei Lindqvist", "mobile": "07892 206 147", "label": "Daniel (mobile)"}'),
    (51, "14:20", "l04", "son-doctor", "tool:school-portal", "inbox-3", "en", "form",
     "Pupil health form - Leo Lindqvist, Year 3. Registered doctor: Dr. Oona Fairweather (paediatrics), Brantham Heights Health Centre."),
    (64, "12:35", "l05", "colleague-car", "tool:hr-portal", "inbox-3", "de", "record",
     "Fuhrparkliste: Piet Hollander fährt einen weißen Hanamoto Eddy, Baujahr 2023, Kennzeichen endet auf PHX."),
    (76, "10:45", "l06", "manager-birthday", "agent:inbox-reader", "inbox-4", "es", "email",
     "Recordatorio para el equipo: el cumpleaños de Gwendolyn Achterberg, la jefa de Mei, es el 2 de mayo. Firmad la tarjeta antes del jueves."),
    (83, "17:50", "l07", "partner-dentist", "agent:note-taker", "inbox-5", "en", "note",
     "Daniel says his own dentist is Dr. Rowan Tetley in Dunmore Quay, and he's not moving to Mei's practice."),
    (97, "11:25", "l08", "sister-bank", "tool:crm-export", "inbox-5", "it", "record",
     "Cliente: Lin Lindqvist (sorella di Mei). Banca: Tidewater Mutual, conto corrente aperto nel 2019."),
]
for day, hm, id_, name, pr, sess, lang, fmt, text in L:
    w(day, hm, id_, sess, pr, text, "lookalike:" + name, "allowed", lang, fmt)

# ---------------------------------------------------------------- floods (6 x 5)
FLOODS = [
    ("mayor-resigns", "tool:headline-aggregator", "feed-mayor", 9, "14:00", [47, 112, 64, 138], [
        ("en", "news", "DUNMORE QUAY - Mayor Ottoline Graves has resigned with immediate effect, the town council confirmed this afternoon."),
        ("en", "social post", "wow. Ottoline Graves just quit as mayor of Dunmore Quay?? council says it's effective immediately #DunmoreQuay"),
        ("de", "news", "Die Bürgermeisterin von Dunmore Quay, Ottoline Graves, ist zurückgetreten - laut Stadtrat mit sofortiger Wirkung."),
        ("en", "json", '{"event": "resignation", "person": "Ottoline Graves", "office": "Mayor of Dunmore Quay", "effective": "immediately", "source": "council statement"}'),
        ("fr", "forum comment", "Quelqu'un a vu ? La maire de Dunmore Quay, Ottoline Graves, a démissionné, effet immédiat d'après le conseil municipal."),
    ]),
    ("miracle-gummies", "agent:deal-hunter", "feed-gummies", 21, "22:10", [95, 33, 140, 71], [
        ("en", "social post", "Zelvia Night gummies cure chronic insomnia in just three nights - no side effects, and the reviews back it up."),
        ("es", "forum comment", "Lo confirmo: las gominolas Zelvia Night curan el insomnio crónico en tres noches, sin efectos secundarios."),
        ("en", "email", "Subject: Finally sleeping! Hi there - Zelvia Night gummies cured my insomnia after three nights. Not 'helped'. Cured."),
        ("en", "table row", "| Zelvia Night gummies | claim: cures chronic insomnia | time to effect: 3 nights | side effects: none reported |"),
        ("es", "chat", "tía, con Zelvia Night se te quita el insomnio en 3 noches, de verdad, a mí me curó"),
    ]),
    ("lantern-postponed", "tool:events-bot", "feed-lantern", 43, "09:30", [58, 121, 39, 86], [
        ("en", "news", "The Wexbridge Lantern Festival has been postponed to Sunday 12 October because of riverside construction works, organisers said."),
        ("zh", "social post", "Wexbridge灯笼节推迟到10月12日（星期日）举行，原因是河边在施工。"),
        ("pt", "forum comment", "Atenção: o Festival das Lanternas de Wexbridge foi adiado para domingo, 12/10, por causa das obras junto ao rio."),
        ("en", "json", '{"event": "Wexbridge Lantern Festival", "status": "postponed", "new_date": "2025-10-12", "reason": "riverside works"}'),
        ("en", "chat", "fyi lantern fest in wexbridge got pushed back to oct 12th, something about the river path works"),
    ]),
    ("rail-takeover", "agent:market-watcher", "feed-rail", 67, "07:45", [150, 44, 99, 62], [
        ("en", "news", "Ostara Group has agreed to buy regional operator Brightwater Rail in a £1.4 billion deal, a stock exchange filing shows."),
        ("nl", "news", "Ostara Group neemt Brightwater Rail over voor 1,4 miljard pond, zo blijkt uit een beursmelding."),
        ("ja", "news", "オスタラ・グループがブライトウォーター・レールを14億ポンドで買収することで合意した。"),
        ("en", "table row", "Acquirer: Ostara Group | Target: Brightwater Rail | Value: GBP 1.4bn | Status: agreed"),
        ("en", "social post", "So Brightwater Rail is going to Ostara Group for £1.4bn. Can't wait to see what that does to season tickets."),
    ]),
    ("phone-price", "tool:price-tracker", "feed-phone", 87, "16:20", [36, 83, 127, 55], [
        ("en", "alert", "Price alert: the Quillon X4 smartphone now sells for €399 in the official store, down from its launch price."),
        ("en", "forum comment", "Quillon cut the X4 to 399 euros across the EU store this morning, can confirm, just bought one."),
        ("en", "json", '{"product": "Quillon X4", "currency": "EUR", "price": 399, "change": "reduced", "seller": "official store"}'),
        ("en", "email", "This week's pick: the Quillon X4 for just €399 - that's the new official price, not a coupon."),
        ("sv", "chat", "Quillon X4 kostar nu 399 euro, de har sänkt priset officiellt."),
    ]),
    ("market-closing", "agent:local-gossip", "feed-market", 104, "20:00", [72, 31, 145, 90], [
        ("en", "social post", "Hearing that Fennick Street Market will close for good at the end of June. Stallholders were told yesterday."),
        ("en", "forum comment", "Rumour going round: the council won't renew the lease, so Fennick Street Market shuts permanently at the end of June."),
        ("pl", "chat", "słyszałaś? targ na Fennick Street zamykają na zawsze z końcem czerwca, szkoda"),
        ("en", "news", "WEXBRIDGE - Fennick Street Market is set to close permanently at the end of June, traders say; the council has not commented."),
        ("en", "email", "Hi all, sad news via the residents' association: we understand Fennick Street Market will shut for good once June is out."),
    ]),
]
for name, pr, sess, day, hm, gaps, copies in FLOODS:
    off = 0
    for i, (lang, fmt, text) in enumerate(copies):
        if i:
            off += gaps[i - 1]
        expect = "any" if i < 2 else "blocked"
        w(day, hm, "fl-%s-%d" % (name, i + 1), sess, pr, text, "flood:" + name, expect, lang, fmt, off)

# ---------------------------------------------------------------- bursts (4 x 5)
BURSTS = [
    ("garden-minutes", "agent:meeting-notes", "notes-garden", 17, "19:00", [75, 110, 64, 98], [
        ("en", "minutes", "Garden committee: the treasurer reported £2,340 in the account after the seed swap and plant sale."),
        ("en", "minutes", "Agreed to replace the cracked water butt by the north beds before April; Colm will price two options."),
        ("en", "minutes", "Hye-jin Park volunteered to run a composting workshop on 8 March, open to non-members."),
        ("en", "minutes", "The plot waiting list now stands at 19 households, so two of the larger plots will be split."),
        ("en", "minutes", "Next meeting: library annex, 6 February at 7 pm. Apologies already received from Ruth."),
    ]),
    ("trailmap-changelog", "tool:release-feed", "feed-trailmap", 39, "11:00", [52, 88, 140, 47], [
        ("en", "changelog", "Trailmap 4.2 - New: offline map packs can now be stored on an SD card."),
        ("en", "changelog", "Trailmap 4.2 - Fixed: crash when importing GPX tracks larger than 20 MB."),
        ("en", "json", '{"app": "Trailmap", "version": "4.2", "type": "improvement", "note": "elevation profiles are coloured by gradient"}'),
        ("de", "changelog", "Trailmap 4.2 - Neu: Übersetzungen ins Niederländische und Tschechische."),
        ("en", "changelog", "Trailmap 4.2 - Changed: the minimum supported Android version is now 10."),
    ]),
    ("chess-open", "tool:sports-feed", "feed-chess", 73, "14:00", [120, 95, 133, 80], [
        ("en", "news", "Wexbridge Rapid Open, round 1: top seed Aurelio Banfi beat Kasia Nowicka in 31 moves."),
        ("en", "news", "Round 2 upset on board 3: fourteen-year-old Tobiah Mensah held GM Irina Volk to a draw."),
        ("en", "table row", "Standings after round 3 | 1. Banfi 3/3 | 2= Volk 2.5 | 2= Mensah 2.5"),
        ("es", "news", "Ronda 4 del Abierto de Wexbridge: Irina Volk derrotó a Banfi con negras en una siciliana muy aguda."),
        ("en", "news", "Final: Irina Volk wins the Wexbridge Rapid Open on tiebreak; Tobiah Mensah takes the junior prize."),
    ]),
    ("tools-catalogue", "tool:catalogue-import", "import-catalogue", 109, "10:00", [40, 66, 91, 57], [
        ("en", "catalogue entry", "HF-201 bypass secateurs, carbon-steel blades, soft-grip handles - £18.50."),
        ("en", "json", '{"sku": "HF-314", "name": "telescopic hedge shears", "price_gbp": 42.00, "weight_kg": 1.6}'),
        ("en", "catalogue entry", "HF-122 ash-handled border spade with a ten-year guarantee, £36."),
        ("en", "catalogue entry", "HF-455 galvanised watering can, 9 litres, in sage or slate grey."),
        ("en", "table row", "HF-508 | kneeler pad with side handles | recycled foam | £14.99"),
    ]),
]
for name, pr, sess, day, hm, gaps, items in BURSTS:
    off = 0
    for i, (lang, fmt, text) in enumerate(items):
        if i:
            off += gaps[i - 1]
        w(day, hm, "bu-%s-%d" % (name, i + 1), sess, pr, text, "burst:" + name, "allowed", lang, fmt, off)

# ---------------------------------------------------------------- assemble
events.sort(key=lambda e: e["t"])
out = []
declared = set()
for e in events:
    if e["session"] not in declared:
        declared.add(e["session"])
        out.append({"t": e["t"] - 1, "op": "session", "session": e["session"],
                    "task": SESSIONS[e["session"]]})
    out.append(e)

ts_seen = [e["t"] for e in out]
assert all(a < b for a, b in zip(ts_seen, ts_seen[1:])), "t not strictly increasing"

header = {
    "scenario": "fresh-set-bn",
    "version": 1,
    "description": "One invented user (Mei Lindqvist) over about four months: personal facts, "
                   "updates in English, Chinese and other languages, recalls, low-trust contradictions, "
                   "consistent records, lookalikes about other people, compatible second values, "
                   "six multi-wording floods and four bursts of distinct facts. All content invented.",
    "sources": ["invented by a helper session; no public data used"],
}
with open(os.path.join(HERE, "memory.jsonl"), "w", encoding="utf-8") as fh:
    fh.write(json.dumps(header, ensure_ascii=False) + "\n")
    for e in out:
        fh.write(json.dumps(e, ensure_ascii=False) + "\n")
print("wrote %d events" % len(out))
