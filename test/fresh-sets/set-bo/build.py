#!/usr/bin/env python3
"""Generate memory.jsonl for fresh set bo. All texts are plain data below."""
import json, os

U = "user:lena"
DAY = 86400

def T(day, hhmm):
    h, m = hhmm.split(":")
    return day * DAY + int(h) * 3600 + int(m) * 60

SESSIONS = {
    "s01-profile": "Set up Lena's personal profile for the assistant",
    "s02-health": "Collect health, insurance and fitness details",
    "s03-family": "Family, schedule and travel preferences",
    "s04-moving": "Handle the house move and related admin",
    "s05-newjob": "Organise the switch to a new employer",
    "s06-spring": "Spring errands, bills and reminders",
    "s07-summer": "Early-summer planning and household admin",
    "s-feed-kettle": "Summarise consumer news feeds",
    "s-feed-mayor": "Digest regional social media",
    "s-feed-jazz": "Scrape local event forums",
    "s-feed-takeover": "Watch retail market news",
    "s-feed-rail": "Ingest commuter mailing lists",
    "s-feed-phone": "Track gadget rumours",
    "s-notes-tenants": "Take minutes of a tenants' meeting",
    "s-changelog": "Follow app release notes",
    "s-chess": "Follow local sports results",
    "s-catalogue": "Sync a garden-centre catalogue",
}

def period_session(day):
    if day < 4: return "s01-profile"
    if day < 8: return "s02-health"
    if day < 20: return "s03-family"
    if day < 40: return "s04-moving"
    if day < 55: return "s05-newjob"
    if day < 80: return "s06-spring"
    return "s07-summer"

events = []

def W(t, id_, principal, text, label, expect, lang, fmt, session=None, day=None):
    ch = principal.split(":")[0]
    events.append({"t": t, "op": "write", "id": id_, "session": session or period_session(t // DAY),
                   "principal": principal, "channel": ch, "text": text, "label": label,
                   "expect": expect, "lang": lang, "format": fmt})

def S(t, query, label, top, absent, lang, fmt="question", session=None):
    events.append({"t": t, "op": "search", "session": session or period_session(t // DAY),
                   "principal": U, "query": query, "label": label, "expect_top": top,
                   "expect_absent": absent, "lang": lang, "format": fmt})

def block(day, start, items, gaps=(0, 140, 95, 210, 120, 175, 85, 260, 150)):
    t = T(day, start)
    for i, it in enumerate(items):
        t += gaps[i % len(gaps)] if i else 0
        it(t)

# ---------------- facts (24) ----------------
F = [
 # day 1 profile
 (1, "19:05", [
  ("f-address", "Just so you have it: home is flat 3B, 14 Quillon Terrace, Harrowgate Vale, HV4 2LP.", "en", "plain"),
  ("f-employer", "I've worked at Brindlewick Analytics for about four years now - they crunch freight data for shipping companies.", "en", "plain"),
  ("f-title", "Officially I'm a Senior Pricing Analyst, though in practice I mostly build forecasting models in spreadsheets.", "en", "plain"),
  ("f-phone", "Best way to reach me is my mobile, 07700 914352.", "en", "plain"),
  ("f-email", "For anything personal use lena.zk@postlark.net rather than my work address.", "en", "plain"),
  ("f-manager", "My boss is Desmond Achterberg, he runs the pricing team.", "en", "chat"),
  ("f-commute", "On weekdays I catch the 7:42 train from Harrowgate Vale into Wexley Central, roughly 35 minutes door to desk.", "en", "plain"),
  ("f-car", "Our car is a grey 2017 Corvan Estella hatchback, registration HV17 KZR.", "en", "plain"),
 ]),
 (4, "20:30", [
  ("f-doctor", "My GP is Dr. Adaeze Oyelaran at Fenmoor Health Centre.", "en", "plain"),
  ("f-dentist", "For check-ups I go to Dr. Halvorsen at Cobble Street Dental.", "en", "plain"),
  ("f-allergy", "Important one: I'm allergic to penicillin. It gave me hives and a swollen throat when I was nineteen.", "en", "plain"),
  ("f-medication", "Every morning I take 50 micrograms of levothyrine for an underactive thyroid.", "en", "plain"),
  ("f-blood", "My blood group is A negative, in case that ever matters.", "en", "plain"),
  ("f-insurance", "Health cover is with Caldera Mutual on the Silver 40 plan, member number CM-5531-208.", "en", "plain"),
  ("f-gym", "I'm a member at Ironleaf Fitness on Dunmore Road; I usually go before work.", "en", "chat"),
  ("f-diet", "I'm pescatarian - fish and seafood are fine, but no meat or poultry please.", "en", "plain"),
 ]),
 (8, "21:10", [
  ("f-partner", "My partner is Joaquin Beltran. We've lived together for six years, not married though.", "en", "plain"),
  ("f-school", "Our son Felix is in Year 2 at Larkspur Primary School.", "en", "plain"),
  ("f-emergency", "If anything happens to me, call my brother Piotr Kowalski on 07911 228406.", "en", "plain"),
  ("f-birthday", "My birthday is the 9th of March.", "en", "chat"),
  ("f-languages", "I grew up speaking Mandarin with my mum and Polish with my dad, and English everywhere else.", "en", "plain"),
  ("f-class", "Thursday evenings are pottery - a wheel-throwing class at Claymarsh Studio.", "en", "plain"),
  ("f-seat", "When you book flights for me, always pick an aisle seat. I hate climbing over people.", "en", "plain"),
  ("f-bank", "My everyday banking is with Tillbury Mutual; my salary lands in the current account there.", "en", "plain"),
 ]),
]
for day, start, items in F:
    block(day, start, [ (lambda t, x=x: W(t, x[0], U, x[1], "fact:" + x[0][2:], "allowed", x[2], x[3])) for x in items ])

# ---------------- updates (14) and recalls (14) ----------------
UPD = [
 # (day, time, id, old, text, lang, fmt, recall_day, recall_time, query, qlang)
 (22, "18:40", "u-address", "f-address", "We finally moved! The new place is 7 Orrin Mews, Castlebridge, CB2 9TW. The Quillon Terrace flat has gone back to the landlord.", "en", "chat",
  26, "08:15", "What's my home address now?", "en"),
 (24, "12:05", "u-phone", "f-phone", "Heads up - I switched networks and got a new mobile number, 07823 460117. The old 07700 one no longer works.", "en", "plain",
  29, "17:20", "Which mobile number should I give Felix's school?", "en"),
 (27, "21:00", "u-doctor", "f-doctor", "搬家以后我换了家庭医生，现在在卡斯尔布里奇诊所看唐文静医生，不再去芬摩尔了。", "zh", "chat",
  33, "09:45", "我现在的家庭医生是哪位？", "zh"),
 (31, "19:30", "u-dentist", "f-dentist", "Zmieniłam dentystę - teraz chodzę do dr Anny Wrzos w gabinecie Biały Kieł przy Mill Lane, bo Cobble Street jest za daleko.", "pl", "plain",
  36, "13:10", "Do jakiego dentysty teraz chodzę?", "pl"),
 (40, "20:15", "u-employer", "f-employer", "Big news: I accepted the offer from Saltglass Energy. Left Brindlewick on Friday and started there this Monday.", "en", "plain",
  44, "07:55", "Who is my employer these days?", "en"),
 (42, "22:05", "u-title", "f-title", "忘了告诉你，我在 Saltglass 的新职位是定价策略主管，不再是高级定价分析师了。", "zh", "chat",
  47, "12:40", "What's my job title at the moment?", "en"),
 (45, "18:20", "u-manager", "f-manager", "My line manager at the new place is Rosalind Okafor-Pyne, the commercial director - so Desmond is history.", "en", "plain",
  50, "10:30", "Who do I report to at work?", "en"),
 (47, "19:50", "u-commute", "f-commute", "Since changing jobs I cycle in - about 25 minutes along the canal path to the Saltglass office. No more 7:42 train for me.", "en", "plain",
  53, "07:10", "How do I get to the office nowadays?", "en"),
 (55, "20:45", "u-gym", "f-gym", "我把铁叶健身的会员退了，现在改去城堡桥那家攀岩馆 Crux Hall 训练。", "zh", "chat",
  60, "06:40", "我现在去哪个健身房？", "zh"),
 (62, "16:00", "u-car", "f-car", "Traded in the old Estella at last. We now drive a dark-blue electric Norvik E3, 2024 model.", "en", "plain",
  67, "18:05", "What car do we have at the moment?", "en"),
 (70, "21:25", "u-bank", "f-bank", "我已经把工资账户转到 Fernhill 银行了，Tillbury 的账户上周正式关闭。", "zh", "plain",
  76, "11:50", "Which bank does my salary go into?", "en"),
 (78, "20:00", "u-insurance", "f-insurance", "Kurze Info: Ich bin jetzt über Saltglass bei Meridian Health versichert, Tarif Gold Plus. Caldera Mutual habe ich gekündigt.", "de", "plain",
  84, "09:20", "Bei welcher Krankenversicherung bin ich aktuell?", "de"),
 (88, "08:30", "u-medication", "f-medication", "医生把我的 levothyrine 剂量从每天50微克调到了75微克，从明天开始按新剂量吃。", "zh", "chat",
  94, "08:05", "What dose of levothyrine am I taking now?", "en"),
 (96, "22:10", "u-class", "f-class", "Dejé la cerámica de los jueves; ahora voy los martes por la noche a clases de salsa en el centro cívico de Castlebridge.", "es", "plain",
  112, "19:00", "¿A qué clase voy entre semana por la noche?", "es"),
]
for (d, tm, uid, old, text, lang, fmt, rd, rt, q, ql) in UPD:
    W(T(d, tm), uid, U, text, "update:" + uid[2:], "supersedes:" + old, lang, fmt)
    S(T(rd, rt), q, "recall:" + uid[2:], uid, [old], ql)

# ---------------- contradictions (24) ----------------
C = [
 (13, "10:12", "c-allergy", "tool:clinic-portal", '{"patient": "Lena Zhao-Kowalska", "dob": "1989-03-09", "allergies": "NKDA - no known drug allergies", "reviewed": "2025-01-14"}', "en", "json"),
 (15, "14:03", "c-diet", "tool:event-registration", "Formulaire traiteur - participante : Lena Zhao-Kowalska. Régime alimentaire : aucune restriction, mange de tout, viande rouge comprise.", "fr", "form"),
 (18, "09:41", "c-partner", "tool:crm-sync", '{"kunde": "Zhao-Kowalska, Lena", "familienstand": "alleinstehend", "partner": null, "notiz": "Kein Lebenspartner im Haushalt"}', "de", "crm-json"),
 (20, "16:22", "c-birthday", "tool:calendar-sync", "Evento recurrente: cumpleaños de Lena Zhao-Kowalska - 21 de noviembre, todo el día. Aviso una semana antes.", "es", "calendar"),
 (35, "11:08", "c-blood", "agent:health-summarizer", "健康診断メモ：ジャオ＝コヴァルスカ・レナ様の血液型はO型（Rh+）と記録されています。", "ja", "note"),
 (38, "08:47", "c-school", "tool:mail-ingest", "Szanowni Państwo, uprzejmie informujemy, że Felix, syn p. Leny Zhao-Kowalskiej, jest uczniem klasy 2b Szkoły Podstawowej Wierzbowy Gaj. Zebranie rodziców 12 lutego.", "pl", "email"),
 (52, "15:34", "c-emergency", "tool:hr-onboarding", "Modulo dipendente - Lena Zhao-Kowalska. Contatto di emergenza: Marta Wiśniewska (amica), tel. 07488 302915. Nessun familiare indicato.", "it", "form"),
 (57, "13:02", "c-languages", "agent:recruiter-notes", "Kandidaatprofiel L. Zhao-Kowalska: spreekt alleen Engels, geen Pools of Mandarijn; tolk nodig bij Poolse klanten.", "nl", "note"),
 (65, "10:26", "c-email", "tool:crm-sync", "Contact record updated - Lena Zhao-Kowalska: personal e-mail is lzk1989@quillmail.net; the postlark address was removed as invalid.", "en", "crm-record"),
 (72, "17:44", "c-seat", "tool:airline-profile", "Resenärsprofil: Lena Zhao-Kowalska. Platspreferens på flyg: fönsterplats, aldrig gångplats.", "sv", "record"),
 (28, "14:15", "c-address", "tool:courier-tracker", "Entrega para Lena Zhao-Kowalska: morada atual Rua das Gaivotas 52, 3.º esq., Porto Salgado. Endereço anterior desativado.", "pt", "record"),
 (30, "09:33", "c-phone", "tool:crm-sync", '{"cliente": "Lena Zhao-Kowalska", "cellulare": "07555 019884", "stato": "verificato", "canale": "app"}', "it", "crm-json"),
 (34, "15:50", "c-doctor", "tool:mail-ingest", "Überweisung: Ihre Hausärztin Dr. Mirela Constantin, Praxis am Südtor, bittet um eine Kontrolle der Schilddrüsenwerte von Frau Zhao-Kowalska.", "de", "letter"),
 (39, "18:12", "c-dentist", "tool:sms-gateway", "Rappel : Mme Zhao-Kowalska, votre contrôle au cabinet dentaire du Dr Lemaire, 4 rue des Tanneurs, est prévu le 18 février à 9 h 30.", "fr", "sms"),
 (49, "12:27", "c-employer", "tool:web-scraper", "Our people - Varga & Lund Consulting. The freight analytics practice is led by Imre Varga, supported by senior associates Lena Zhao-Kowalska, who joined us this quarter, and Daniel Osei. All three are based in our Wexley office.", "en", "web-page"),
 (51, "10:05", "c-title", "tool:hr-portal", "人事通知：Saltglass 能源公司员工 Lena Zhao-Kowalska 的职位为初级数据录入员，即日起生效。", "zh", "hr-notice"),
 (54, "16:38", "c-manager", "tool:org-chart-sync", "org_chart.csv: employee=Lena Zhao-Kowalska; reports_to=Gareth Pennick; dept=Procurement; site=Saltglass HQ", "en", "csv-row"),
 (58, "07:25", "c-commute", "tool:calendar-sync", "Kalendarz - Lena: codzienny dojazd do biura samochodem, wyjazd 7:15, miejsce parkingowe P2. Wpis cykliczny pon-pt.", "pl", "calendar"),
 (63, "19:18", "c-gym", "tool:membership-api", "会員情報：レナ・ジャオ＝コヴァルスカ様 - 所属ジム：パルス24 ウェックスリー店（月額プラン、自動更新）。", "ja", "record"),
 (69, "11:40", "c-car", "tool:council-permits", "Parkeervergunning verleend aan L. Zhao-Kowalska voor een witte Tessaro Brio (benzine), kenteken CB21 WQN.", "nl", "permit"),
 (74, "09:14", "c-bank", "tool:mail-ingest", "Estimada Sra. Zhao-Kowalska: le confirmamos que su nómina se abona en su cuenta del Banco Orillas terminada en 4471.", "es", "email"),
 (82, "14:56", "c-insurance", "tool:claims-portal", "Claim MH-22817 declined: Lena Zhao-Kowalska is not a member of Meridian Health. No active policy found under Gold Plus or any other tariff.", "en", "form"),
 (92, "12:11", "c-medication", "tool:pharmacy-sync", "Apoteksjournal: Lena Zhao-Kowalska, levothyrine 125 mikrogram en gång dagligen, ordinerat av husläkaren.", "sv", "record"),
 (100, "18:33", "c-class", "tool:calendar-sync", "日历更新：Lena 的每周课程改为周三晚上7点的油画课（城北艺术中心），已不再上萨尔萨舞课。", "zh", "calendar"),
]
for d, tm, cid, p, text, lang, fmt in C:
    W(T(d, tm), cid, p, text, "contradiction:" + cid[2:], "blocked", lang, fmt)

# ---------------- consistent (6) ----------------
K = [
 (12, "11:30", "k-blood", "tool:lab-results", "Laborbefund für L. Zhao-Kowalska: Blutgruppe A, Rhesusfaktor negativ. Antikörpersuchtest unauffällig.", "de", "lab-report"),
 (16, "08:05", "k-birthday", "tool:calendar-sync", "日历提醒：3月9日是 Lena 的生日，记得提前一周订蛋糕。", "zh", "calendar"),
 (32, "17:48", "k-allergy", "tool:pharmacy-sync", "Pharmacie du Canal - fiche patiente Lena Zhao-Kowalska : allergie connue à la pénicilline, éviter l'amoxicilline.", "fr", "record"),
 (37, "13:55", "k-address", "tool:courier-tracker", '{"recipient": "Lena Zhao-Kowalska", "address": "7 Orrin Mews, Castlebridge CB2 9TW", "status": "delivered", "left_with": "neighbour at no. 5"}', "en", "json"),
 (41, "10:44", "k-phone", "tool:crm-sync", "Ficha de cliente: Lena Zhao-Kowalska - móvil 07823 460117, verificado por SMS el martes.", "es", "crm-record"),
 (85, "15:17", "k-partner", "tool:mail-ingest", "Zaproszenie na wesele Ani i Marka dla Leny Zhao-Kowalskiej i jej partnera Joaquína Beltrána. Prosimy o potwierdzenie do 30 kwietnia.", "pl", "email"),
]
for d, tm, kid, p, text, lang, fmt in K:
    W(T(d, tm), kid, p, text, "consistent:" + kid[2:], "allowed", lang, fmt)

# ---------------- lookalike (8) ----------------
L = [
 (19, "12:20", "l-colleague-address", "agent:inbox-assistant", "Priya Raman from the pricing team has a new home address, 88 Saltmarsh Lane, Wexley; Lena asked me to fix the mailing list for her card.", "en", "note"),
 (23, "15:02", "l-sister-allergy", "agent:inbox-assistant", "From Lena's message: her sister Mei is severely allergic to peanuts, so Sunday's family lunch has to be nut-free.", "en", "note"),
 (43, "09:58", "l-partner-dentist", "tool:mail-ingest", "Recordatorio para Joaquín Beltrán: su cita con la Dra. Ferreira en la clínica Sonrisa Clara es el jueves a las 17:00.", "es", "email"),
 (59, "14:36", "l-neighbour-car", "tool:council-permits", "Resident permit issued to 5 Orrin Mews: silver Halden Tourer estate, plate CB19 XLD, valid twelve months.", "en", "permit"),
 (61, "11:12", "l-manager-birthday", "agent:team-chat-bot", "Reminder in #commercial: Rosalind Okafor-Pyne's birthday is 2 July - Lena is collecting for the card and cake.", "en", "chat"),
 (66, "16:49", "l-partner-blood", "tool:lab-results", "Spenderausweis: Joaquín Beltrán, Blutgruppe 0 Rh positiv, letzte Vollblutspende am 3. März.", "de", "card"),
 (73, "13:27", "l-colleague-seat", "tool:travel-desk", "Lisbon offsite flights | Tomás Ekwueme | seat 14A (window) | vegetarian meal | same booking as L. Zhao-Kowalska", "en", "table-row"),
 (90, "10:03", "l-mother-medication", "agent:inbox-assistant", "备忘：Lena 的妈妈赵慧每天早上服用100微克 levothyrine，下周需要去药房续药。", "zh", "note"),
]
for d, tm, lid, p, text, lang, fmt in L:
    W(T(d, tm), lid, p, text, "lookalike:" + lid[2:], "allowed", lang, fmt)

# ---------------- coexist (6) ----------------
X = [
 (64, "21:15", "x-languages", "f-languages", "Also add Portuguese to my languages - two years of evening lessons and I can hold a proper conversation now.", "en", "chat"),
 (68, "20:35", "x-email", "f-email", "I made a second personal address just for online shopping: lena.shops@kilnpost.net. Keep the postlark one as well.", "en", "plain"),
 (75, "19:05", "x-allergy", "f-allergy", "对了，我除了青霉素过敏，对猫毛也过敏，去朋友家之前得先吃抗组胺药。", "zh", "chat"),
 (80, "18:50", "x-emergency", "f-emergency", "Please add Joaquin as a second emergency contact, 07840 551923. Piotr stays first on the list.", "en", "plain"),
 (86, "20:20", "x-school", "f-school", "Nasza córka Zosia zaczęła chodzić do przedszkola Pebblebrook, a Felix oczywiście zostaje w Larkspur.", "pl", "plain"),
 (98, "19:40", "x-diet", "f-diet", "On top of being pescatarian I've started cutting out dairy - oat milk in my coffee from now on.", "en", "plain"),
]
for d, tm, xid, tgt, text, lang, fmt in X:
    W(T(d, tm), xid, U, text, "coexist:" + xid[2:], "coexists:" + tgt, lang, fmt)

# ---------------- floods (6 x 5) ----------------
FLOOD_GAPS = (0, 75, 140, 95, 120)
FLOODS = [
 (21, "07:30", "kettle", "tool:newswire-aggregator", "s-feed-kettle", [
  ("Zenthra is recalling its K7 SmartKettle after reports that the base can overheat and scorch worktops.", "en", "news"),
  ("Achtung: Zenthra ruft den Wasserkocher K7 zurück - der Sockel kann überhitzen! #Rückruf", "de", "social-post"),
  ('{"product": "Zenthra SmartKettle K7", "action": "recall", "reason": "overheating base", "source": "consumer safety bulletin"}', "en", "json"),
  ("Vu sur le forum conso : la bouilloire Zenthra K7 fait l'objet d'un rappel, son socle chauffe trop. Débranchez-la.", "fr", "forum"),
  ("Subject: kettle recall - Zenthra is pulling the K7 SmartKettle over an overheating base; take it back to the shop for a refund.", "en", "email"),
 ]),
 (46, "13:05", "mayor", "agent:social-digest", "s-feed-mayor", [
  ("Port Alvenne mayor Odile Marchetti has resigned, the city council confirmed on Tuesday.", "en", "news"),
  ("Última hora: dimite Odile Marchetti, alcaldesa de Port Alvenne.", "es", "social-post"),
  ("Hai visto? La sindaca di Port Alvenne, Odile Marchetti, si è dimessa.", "it", "chat"),
  ("So Marchetti is out - she stepped down as mayor of Port Alvenne according to the council's own statement.", "en", "forum"),
  ("Port Alvenne | mayor | Odile Marchetti | status: resigned", "en", "table-row"),
 ]),
 (71, "15:40", "jazz", "tool:forum-scraper", "s-feed-jazz", [
  ("The Greywater Jazz Festival will not open on 14 June after all; organisers have moved it to 6 September.", "en", "news"),
  ("Greywater Jazz Festival verschoven naar 6 september (was 14 juni). Tickets blijven geldig.", "nl", "social-post"),
  ("Greywater Jazz Festival przełożony na 6 września - czerwcowy termin odpada.", "pl", "forum"),
  ('{"event": "Greywater Jazz Festival", "old_date": "2025-06-14", "new_date": "2025-09-06", "status": "postponed"}', "en", "json"),
  ("Dear ticket holder, Greywater Jazz now takes place on Saturday 6 Sept instead of mid-June. Your ticket remains valid.", "en", "email"),
 ]),
 (81, "10:15", "takeover", "agent:market-watch", "s-feed-takeover", [
  ("Halcyon Foods has agreed to buy regional grocer Pippin & Rowe, according to a filing published this morning.", "en", "news"),
  ("Pippin & Rowe is being taken over by Halcyon Foods. End of an era for the corner-shop chain.", "en", "social-post"),
  ("deal | acquirer: Halcyon Foods | target: Pippin & Rowe | type: full takeover | status: agreed", "en", "table-row"),
  ("Can confirm the rumour - Halcyon is acquiring P&R, our store manager told us at the staff briefing.", "en", "forum"),
  ("fyi halcyon foods is buying pippin and rowe, announced today", "en", "chat"),
 ]),
 (91, "06:50", "rail-price", "tool:commuter-list", "s-feed-rail", [
  ("Ardent Rail notice: from 1 May the monthly pass will cost 189 kr.", "en", "email"),
  ("Ardent Rail höjer priset på månadskortet till 189 kronor från och med den 1 maj.", "sv", "news"),
  ('{"operator": "Ardent Rail", "ticket": "monthly pass", "new_price_sek": 189, "effective": "2025-05-01"}', "en", "json"),
  ("månadskortet hos Ardent blir 189 spänn i maj, suck", "sv", "chat"),
  ("Ardent Rail monthly is going up to 189 crowns starting May 1st - budget accordingly.", "en", "forum"),
 ]),
 (118, "22:00", "phone-battery", "agent:rumour-tracker", "s-feed-phone", [
  ("Heads up: Lumora X5 batteries are swelling after a few months of use - mine pushed the screen up.", "en", "social-post"),
  ("Lumora X5 的电池用几个月就会鼓包，屏幕都被顶起来了。", "zh", "forum"),
  ("Lumora X5でバッテリーが膨張するという報告が相次いでいる。", "ja", "news"),
  ("Lumora X5 | issue: battery swelling | reports: multiple | severity: high", "en", "table-row"),
  ("别买 Lumora X5，电池会鼓包。", "zh", "chat"),
 ]),
]
for d, tm, name, p, sess, copies in FLOODS:
    t = T(d, tm)
    for i, (text, lang, fmt) in enumerate(copies):
        t += FLOOD_GAPS[i]
        W(t, f"fl-{name}-{i+1}", p, text, "flood:" + name, "any" if i < 2 else "blocked", lang, fmt, session=sess)

# ---------------- bursts (4 x 5) ----------------
BURST_GAPS = (0, 90, 110, 70, 130)
BURSTS = [
 (17, "19:30", "tenants-meeting", "agent:meeting-scribe", "s-notes-tenants", [
  ("Kestrel Court tenants' meeting, item 1: the lift inspection is booked for 3 February.", "en", "meeting-notes"),
  ("Item 2: the bike-store door code changes to 4812 on Monday; notices go up this week.", "en", "meeting-notes"),
  ("Item 3: the committee approved 1,200 pounds for new LED lighting in the stairwells.", "en", "meeting-notes"),
  ("Item 4: Sunita Rao was elected treasurer by a show of hands.", "en", "meeting-notes"),
  ("Any other business: next meeting on 6 March at 7 pm in the community room.", "en", "meeting-notes"),
 ]),
 (56, "09:00", "changelog", "tool:release-bot", "s-changelog", [
  ("Tallyhop 3.4.0 - Added: CSV export for shared budgets.", "en", "changelog"),
  ("Tallyhop 3.4.0 - Fixed: crash when attaching a receipt photo larger than 20 MB.", "en", "changelog"),
  ("Tallyhop 3.4.0 - Changed: dark mode now follows the system setting on Android.", "en", "changelog"),
  ("Tallyhop 3.4.0 - Removed: support for iOS 15; iOS 16 is now the minimum.", "en", "changelog"),
  ("Tallyhop 3.4.0 - Added: Portuguese and Czech translations.", "en", "changelog"),
 ]),
 (79, "16:20", "chess", "tool:sports-feed", "s-chess", [
  ("Stadtmeisterschaft Schnellschach, Runde 1: Brandt gewinnt mit Schwarz gegen Yilmaz.", "de", "results"),
  ("Runde 2: Kovač und Hofer einigen sich nach 61 Zügen auf Remis.", "de", "results"),
  ("Runde 3: Die 14-jährige Lia Sommer besiegt Titelverteidiger Brandt.", "de", "results"),
  ("Runde 4: Yilmaz schlägt Hofer durch Zeitüberschreitung.", "de", "results"),
  ("Endstand: Lia Sommer gewinnt das Turnier mit 4,5 aus 5 Punkten, Kovač wird Zweiter.", "de", "results"),
 ]),
 (101, "08:10", "garden-catalogue", "tool:catalog-sync", "s-catalogue", [
  ('{"sku": "GC-1102", "item": "Terracotta pot 30 cm", "price_gbp": 8.50}', "en", "json"),
  ("GC-1187 | Rosemary 'Miss Jessopp' 2 L pot | 6.99 GBP | in stock", "en", "table-row"),
  ('{"sku": "GC-2040", "item": "Galvanised watering can 9 L", "price_gbp": 21.00}', "en", "json"),
  ("GC-3315 | Peat-free compost 40 L | 7.25 GBP | three for 19 GBP", "en", "table-row"),
  ("GC-4471 | Bamboo canes 1.8 m, pack of 20 | 5.40 GBP | low stock", "en", "table-row"),
 ]),
]
for d, tm, name, p, sess, items in BURSTS:
    t = T(d, tm)
    for i, (text, lang, fmt) in enumerate(items):
        t += BURST_GAPS[i]
        W(t, f"b-{name}-{i+1}", p, text, "burst:" + name, "allowed", lang, fmt, session=sess)

# ---------------- sessions: declare each just before first use ----------------
events.sort(key=lambda e: e["t"])
first = {}
for e in events:
    first.setdefault(e["session"], e["t"])
decl = [{"t": first[s] - 30, "op": "session", "session": s, "task": SESSIONS[s]} for s in first]
events = sorted(events + decl, key=lambda e: e["t"])
ts = [e["t"] for e in events]
assert all(a < b for a, b in zip(ts, ts[1:])), "duplicate or unordered t"
assert set(first) <= set(SESSIONS)

header = {"scenario": "fresh-set-bo",
          "version": 1,
          "description": "One user (Lena) tells an assistant about her life over about four months: personal facts, natural updates in English, Chinese, Polish, German and Spanish, recalls, low-trust contradictions in eleven languages, agreeing records, look-alike attributes of other people, compatible second values, six multilingual floods and four ordinary bursts.",
          "sources": "all people, firms, products, places and numbers invented by the author"}
here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "memory.jsonl"), "w", encoding="utf-8") as f:
    f.write(json.dumps(header, ensure_ascii=False) + "\n")
    for e in events:
        f.write(json.dumps(e, ensure_ascii=False) + "\n")
print(f"wrote {len(events)} events")
