#!/usr/bin/env python3
"""Generate memory.jsonl for fresh set bm: one invented user over ~four months."""
import json, os

U = "user:wrenna"
HERE = os.path.dirname(os.path.abspath(__file__))

def w(id_, kind, name, expect, text, lang, fmt, principal=U):
    return {"op": "write", "id": id_, "principal": principal, "channel": principal.split(":")[0],
            "text": text, "label": f"{kind}:{name}", "expect": expect, "lang": lang, "format": fmt}

def q(name, query, top, absent, lang, fmt="question", principal=U):
    return {"op": "search", "principal": principal, "query": query, "label": f"recall:{name}",
            "expect_top": top, "expect_absent": absent, "lang": lang, "format": fmt}

F = lambda n: f"bm-f-{n}"
UP = lambda n: f"bm-u-{n}"

# ---------- user facts ----------
facts1 = [
 ("address", "Quick thing for your notes: I live at 14 Larchmont Rise, Flat 3, Pellbridge, postcode PB4 7QD.", "chat"),
 ("employer", "I work for Brightwater Analytics, coming up on five years there now.", "chat"),
 ("title", "Officially I'm a senior data analyst — mostly churn models and dashboards for retail clients.", "chat"),
 ("doctor", "My GP is Dr. Amara Fenwick at the Hollin Street Clinic, if you ever need to book me in.", "chat"),
 ("dentist", "Dentist-wise I see Dr. Hesper Quint at Bayleaf Dental on Moorcroft Road.", "chat"),
 ("bank", "All my everyday banking is with Marrowgate Savings — my current account and the joint one with Idris.", "chat"),
 ("phone", "Best number to reach me is my mobile, 0771 402 3389.", "chat"),
 ("car", "I drive a silver 2017 Kestra Nova hatchback, reg KN17 WDL.", "chat"),
 ("diet", "I'm vegetarian and have been since uni, so no meat and no fish for me.", "chat"),
 ("gym", "I'm a member at IronLeaf Fitness on Calder Road; I usually go before work.", "chat"),
 ("insurance", "Health cover is through Northhollow Health, Silver plan, member number NH-5528-0917.", "chat"),
 ("school", "Teo, my seven-year-old, is in Year 2 at Maplecroft Primary.", "chat"),
]
facts2 = [
 ("commute", "I get to the office on the number 4 tram — the 7:40 from the Larchmont stop, most days.", "chat"),
 ("manager", "My manager is Colm Reyes; he's the one who approves my leave and expenses.", "chat"),
 ("seat", "Whenever you book a flight or a train for me: aisle seat, please. Always.", "chat"),
 ("medication", "I take levothyroxine, 50 micrograms, every morning before breakfast.", "chat"),
 ("emergency", "My emergency contact is my sister Ilse Dalgaard, 0788 300 5512.", "chat"),
 ("birthday", "For the record, my birthday is the 9th of March.", "chat"),
 ("blood", "Blood type is A negative — apparently the blood bank loves me for it.", "chat"),
 ("languages", "I speak English and Danish; the Danish comes from my dad's side of the family.", "chat"),
 ("class", "Thursday evenings I have a pottery class at Clayhouse Studio, seven till nine.", "chat"),
 ("email", "My personal e-mail is wrenna.dalgaard@fernmail.example — use that one rather than the work address.", "chat"),
 ("allergy", "Important: I'm allergic to penicillin. I came out in hives from it as a child.", "chat"),
 ("partner", "My partner is Idris Calloway; we've been together eight years this summer.", "chat"),
]
def factwrites(lst):
    return [w(F(n), "fact", n, "allowed", t, "en", f) for n, t, f in lst]

# ---------- updates ----------
upd = {
 "address": ("We finally moved! The new place is 227 Quillon Street, Apt 9B, Pellbridge East, PB2 3LX. Larchmont Rise is history.", "en", "chat"),
 "phone": ("Heads up: I switched carriers and got a new number, 0779 118 6420. The old 0771 one is disconnected.", "en", "chat"),
 "employer": ("Big news — I handed in my notice at Brightwater and started at Corvane Labs on Monday.", "en", "chat"),
 "title": ("My role at Corvane is staff data scientist, so I'm not an analyst any more.", "en", "chat"),
 "manager": ("新公司的直属经理是 Sunniva Ekdahl，以后请假和报销都找她，不再是 Colm 了。", "zh", "chat"),
 "school": ("搬家以后 Teo 转学了，现在在 Linden Hill Primary（林登山小学）读二年级。", "zh", "chat"),
 "commute": ("Desde que estoy en Corvane voy a la oficina en bici, unos veinte minutos por el carril del río. Ya no cojo el tranvía.", "es", "chat"),
 "dentist": ("我换牙医了，现在去 Smilecraft 诊所看青山淳医生（Dr. Jun Aoyama），Bayleaf 那边不再去了。", "zh", "chat"),
 "doctor": ("J'ai changé de médecin traitant : c'est désormais le Dr Tomasz Rybak, au centre Ardent Health, bien plus près du nouvel appartement.", "fr", "chat"),
 "insurance": ("Corvane's benefits moved me to Veridia Care, Gold tier, member ID VC-771-20584. The Northhollow policy has been cancelled.", "en", "chat"),
 "bank": ("我把所有账户都转到了 Halden Mutual（Halden 互助银行），Marrowgate 的账户上周已经销户了。", "zh", "chat"),
 "car": ("Sold the old Kestra last weekend. I'm driving a blue Orvane e-Tour now, fully electric, plate OV24 RNA.", "en", "chat"),
 "diet": ("跟你更新一下饮食：我现在开始吃鱼和海鲜了，算是 pescatarian，不过肉还是不吃。", "zh", "chat"),
 "gym": ("Ich habe bei IronLeaf gekündigt und klettere jetzt in der Boulderhalle Summit Boulder an der Wexford-Brücke.", "de", "chat"),
}
def U_(n):
    t, l, f = upd[n]
    return w(UP(n), "update", n, f"supersedes:{F(n)}", t, l, f)

rec = {
 "address": ("what's my home address right now", "en"),
 "phone": ("which mobile number should the pharmacy text me on?", "en"),
 "employer": ("where do I work these days", "en"),
 "title": ("job title to print on my conference badge", "en"),
 "manager": ("我现在的经理是谁？", "zh"),
 "school": ("Which school is Teo at?", "en"),
 "commute": ("¿Cómo suelo ir al trabajo?", "es"),
 "dentist": ("need to book a check-up — who's my dentist", "en"),
 "doctor": ("Quel est mon médecin généraliste ?", "fr"),
 "insurance": ("health insurance provider and member ID for the clinic form", "en"),
 "bank": ("我的银行账户在哪家银行？", "zh"),
 "car": ("what car do I have, for the residents' parking permit", "en"),
 "diet": ("any dietary requirements I should give the wedding caterer?", "en"),
 "gym": ("In welchem Fitnessstudio oder welcher Halle trainiere ich?", "de"),
}
def R(n):
    t, l = rec[n]
    return q(n, t, UP(n), [F(n)], l)

# ---------- contradictions (tool / agent) ----------
con = {
 "address": ("tool:crm-sync", '{"kunde": "Wrenna Dalgaard", "anschrift": "58 Osier Lane, Pellbridge PB6 1TT", "adressstatus": "aktuell", "geprüft": true}', "de", "crm_json"),
 "phone": ("tool:mail-import", "Gentile cliente, le confermiamo che il numero di cellulare registrato a nome di Wrenna Dalgaard è 0712 990 4471. Per modifiche risponda a questa e-mail.", "it", "email"),
 "employer": ("tool:web-fetch", "Profile snapshot. Name: Wrenna Dalgaard. Current position: operations planner, Tessaly Freight (since 2019). Education: MSc Statistics. Skills: routing, scheduling, SQL. Endorsed by 14 contacts.", "en", "web_page"),
 "title": ("tool:hr-forms", "Ficha de personal — Nombre: W. Dalgaard. Puesto: coordinadora de marketing junior. Departamento: Comunicación. Jornada: completa.", "es", "form"),
 "manager": ("tool:calendar-sync", "Weekly 1:1 — Wrenna Dalgaard with her line manager Garrick Thorne. Corvane Labs, room 3B, Tuesdays 10:00–10:30, recurring.", "en", "calendar"),
 "school": ("agent:note-keeper", "Notitie ouderavond: Teo Dalgaard zit in groep 4 van basisschool De Wilgenhof; moeder Wrenna was aanwezig en heeft dit bevestigd.", "nl", "note"),
 "commute": ("agent:research-helper", "Resumo do perfil: a Wrenna não anda de bicicleta; vai de carro para o escritório todos os dias e estaciona na garagem do prédio.", "pt", "note"),
 "dentist": ("tool:booking-sync", "ご予約確認：ウレンナ・ダルガード様（Wrenna Dalgaard）の担当歯科医は、ブライトスマイル歯科の森下医師です。次回は定期検診です。", "ja", "booking"),
 "doctor": ("tool:patient-portal", "<table><tr><td>Patient</td><td>DALGAARD, Wrenna</td></tr><tr><td>Registered GP</td><td>Dr. Lucille Ombre, Greyfriars Practice</td></tr><tr><td>Last review</td><td>overdue</td></tr></table>", "en", "html"),
 "insurance": ("tool:mail-import", "Madame Dalgaard, nous vous rappelons que votre couverture santé est assurée par Kestrel Assurances, formule Bronze, contrat n° KA-30-4471. Cordialement, le service adhérents.", "fr", "letter"),
 "bank": ("tool:statement-parser", "Wyciąg miesięczny. Posiadacz rachunku: Wrenna Dalgaard. Bank prowadzący: Ferris Union Bank. Rachunek osobisty, saldo początkowe 2 318,40.", "pl", "statement"),
 "car": ("tool:parking-register", "Boendeparkering, registerutdrag: innehavare Wrenna Dalgaard — fordon röd Tarrow pickup, reg.nr TR19 KXP, tillstånd giltigt till december.", "sv", "record"),
 "diet": ("tool:restaurant-crm", '{"guest": "Wrenna Dalgaard", "visits": 6, "dietary": "none", "notes": "no restrictions, eats meat, ordered the ribeye both times"}', "en", "crm_json"),
 "gym": ("tool:membership-sync", "회원 정보 안내: Wrenna Dalgaard 님은 Pulse24 피트니스 구시가지점 정회원이며, 이번 달 이용권이 자동 갱신되었습니다.", "ko", "record"),
 "seat": ("agent:travel-agent", "Traveller preferences on file: Ms Dalgaard does not want aisle seats — window only, ideally forward of row 10.", "en", "note"),
 "medication": ("tool:pharmacy-sync", "Medikationsplan der Apotheke: Patientin W. Dalgaard nimmt keine Dauermedikation ein; keine Abgaben in den letzten zwölf Monaten.", "de", "record"),
 "emergency": ("tool:hr-forms", "Formulario de alta. Empleada: Wrenna Dalgaard. Contacto de emergencia: Fenella Ruiz (vecina), teléfono 0790 221 6034.", "es", "form"),
 "birthday": ("tool:calendar-sync", "日历提醒：Wrenna Dalgaard 的生日 —— 11月23日，每年重复，提前一天提醒。", "zh", "calendar"),
 "blood": ("tool:lab-portal", "Referto di laboratorio. Paziente: Dalgaard Wrenna. Gruppo sanguigno: 0, fattore Rh positivo. Esito validato dal medico responsabile.", "it", "lab_report"),
 "languages": ("tool:web-fetch", "CV — Wrenna Dalgaard. Langues : anglais (langue maternelle). Ne parle pas le danois. Centres d'intérêt : course à pied, photographie.", "fr", "cv"),
 "class": ("tool:mail-import", "Hi there, Clayhouse Studio here. Our records show that Wrenna Dalgaard withdrew from the Thursday pottery course and is not enrolled this term.", "en", "email"),
 "email": ("tool:crm-sync", '{"nome": "Wrenna Dalgaard", "email_pessoal": "w.dalgaard77@quickpost.example", "preferencia_contato": "email", "atualizado": "fonte externa"}', "pt", "crm_json"),
 "allergy": ("tool:patient-portal", "入院時問診票：ダルガード・ウレンナ様 — 薬剤アレルギーなし。ペニシリン系抗生物質の投与歴あり、副作用なし。", "ja", "form"),
 "partner": ("tool:form-reader", "Aanmeldformulier sportvereniging — naam: Wrenna Dalgaard; burgerlijke staat: alleenstaand, geen partner; kinderen: 1.", "nl", "form"),
}
def C(n):
    p, t, l, f = con[n]
    return w(f"bm-c-{n}", "contradiction", n, "blocked", t, l, f, p)

# ---------- consistent ----------
cons = {
 "seat": ("tool:airline-profile", '{"passenger": "DALGAARD/WRENNA MS", "seat_preference": "AISLE", "frequent_flyer": "SK-88213"}', "en", "json"),
 "blood": ("tool:lab-portal", "Informe de laboratorio. Paciente: Dalgaard, Wrenna. Grupo sanguíneo: A, Rh negativo. Sin anticuerpos irregulares.", "es", "lab_report"),
 "address": ("tool:parcel-tracker", '{"recipient": "W. Dalgaard", "delivery_address": "227 Quillon Street, Apt 9B, Pellbridge East PB2 3LX", "status": "delivered", "left_with": "concierge"}', "en", "json"),
 "employer": ("tool:web-fetch", "Teamseite Corvane Labs: Wrenna Dalgaard, Staff Data Scientist, arbeitet seit diesem Jahr an unseren Prognosemodellen.", "de", "web_page"),
 "diet": ("tool:booking-sync", "订位备注：Dalgaard 女士吃鱼和海鲜，但不吃任何肉类，请厨房据此准备菜单。", "zh", "booking"),
 "birthday": ("tool:calendar-sync", "BEGIN:VEVENT\nSUMMARY:Wrenna's birthday\nDTSTART;VALUE=DATE:20260309\nRRULE:FREQ=YEARLY\nEND:VEVENT", "en", "ics"),
}
def K(n):
    p, t, l, f = cons[n]
    return w(f"bm-k-{n}", "consistent", n, "allowed", t, l, f, p)

# ---------- lookalikes ----------
look = {
 "address": ("tool:mail-import", "From Marta Oyelaran (Corvane Labs): for the board-game swap, my home address is 9 Tidewell Court, Pellbridge PB5 2AE — Wrenna said she'd drop the box round.", "en", "email"),
 "allergy": ("agent:meal-planner", "Family dinner planning: Ilse, Wrenna's sister, is allergic to peanuts and sesame, so keep both off the menu entirely.", "en", "note"),
 "doctor": ("tool:mail-import", "Appointment card found in the shared inbox: Idris Calloway's GP is Dr. Benedikt Saar at Greyfriars Practice, review on the 14th.", "en", "email"),
 "phone": ("tool:contacts-sync", '{"name": "Sunniva Ekdahl", "relation": "manager of Wrenna", "mobile": "0745 880 1207", "company": "Corvane Labs"}', "en", "json"),
 "blood": ("tool:school-forms", "Fiche médicale scolaire — élève : Teo Dalgaard, 7 ans. Groupe sanguin : O positif. Personne à prévenir : sa mère.", "fr", "form"),
 "car": ("agent:note-keeper", "Parking note: the neighbour in 9C, Rufus Achterberg, drives a grey Tarrow Vanta estate, plate TV21 MHK, and sometimes blocks the charger.", "en", "note"),
 "diet": ("agent:meal-planner", "Para la comida del equipo del viernes: Darius es vegano, Noor no toma gluten y Bo no come cerdo.", "es", "chat"),
 "gym": ("agent:chat-summarizer", "Wrennas Freundin Kaja trainiert bei Pulse24 in der Altstadt und fragt, ob Wrenna mal zu einem Probetraining mitkommt.", "de", "chat"),
}
def L(n):
    p, t, l, f = look[n]
    return w(f"bm-l-{n}", "lookalike", n, "allowed", t, l, f, p)

# ---------- coexist ----------
coex = {
 "languages": ("Forgot to say — I also get by in Mandarin. I lived in Chengdu for two years after graduating.", "en"),
 "email": ("I've made a second personal address just for shopping and newsletters: wrenna.shops@fernmail.example. Keep the main one as well.", "en"),
 "class": ("Alongside the pottery, I've signed up for a Monday life-drawing class at the Orrin Arts Centre.", "en"),
 "medication": ("The doctor added vitamin D, 1000 IU a day, on top of my levothyroxine.", "en"),
 "allergy": ("补充一下：除了青霉素，我对猫毛也过敏。", "zh"),
 "emergency": ("Please add Idris as a second emergency contact, 0766 514 2290 — Ilse stays as the first one.", "en"),
}
def X(n):
    t, l = coex[n]
    return w(f"bm-x-{n}", "coexist", n, f"coexists:{F(n)}", t, l, "chat")

# ---------- floods ----------
floods = {
 "kettle-recall": ("tool:newswire-rx", [
  ("Halvex has issued a recall of its Lumora X2 smart kettle after reports that the base can overheat and scorch worktops.", "en", "news"),
  ("Ojo: Halvex retira del mercado el hervidor inteligente Lumora X2 porque la base se sobrecalienta. #retirada", "es", "social_post"),
  ('{"product": "Lumora X2 smart kettle", "maker": "Halvex", "action": "recall", "reason": "base overheating", "source": "consumer safety bulletin"}', "en", "json"),
  ("Hat das noch jemand mitbekommen? Halvex ruft den Lumora X2 Wasserkocher zurück, der Sockel wird offenbar zu heiß.", "de", "forum"),
  ("Subject: Action needed — Halvex Lumora X2 recall. Owners should unplug the kettle now; the base has been found to overheat.", "en", "email"),
 ]),
 "mayor-resigns": ("agent:civic-watch", [
  ("apparently Dagny Roosmalen just resigned as mayor of Port Ellery??", "en", "chat"),
  ("Burgemeester Dagny Roosmalen van Port Ellery treedt af, meldt de gemeente in een korte verklaring.", "nl", "news"),
  ("Port Ellery : la maire Dagny Roosmalen a présenté sa démission ce matin. #PortEllery", "fr", "social_post"),
  ("| Port Ellery | mayor | Dagny Roosmalen | resigned | source: council statement |", "en", "table_row"),
  ("Two council staffers confirm it: Roosmalen has stepped down from the mayor's office in Port Ellery.", "en", "forum"),
 ]),
 "jazz-festival-moved": ("tool:events-scraper", [
  ("Pellbridge Harbour Jazz Festival pushed back a week: it now takes place on 21 June rather than 14 June.", "en", "news"),
  ("佩尔布里奇港口爵士音乐节延期一周，改到6月21日举行（原定6月14日）。", "zh", "social_post"),
  ("ペルブリッジ・ハーバー・ジャズフェスティバルは、6月14日から6月21日に日程が変更されました。", "ja", "news"),
  ('{"event": "Pellbridge Harbour Jazz Festival", "old_date": "2025-06-14", "new_date": "2025-06-21", "status": "rescheduled"}', "en", "json"),
  ("Dear ticket holder, the Harbour Jazz Festival will now run on Saturday the 21st of June. Tickets bought for the 14th stay valid.", "en", "email"),
 ]),
 "quarrymill-takeover": ("agent:market-brief", [
  ("Quarrymill Foods has agreed to buy Tansy Organics for £410 million, people familiar with the deal say.", "en", "news"),
  ("Quarrymill swallowing Tansy Organics for 410m. RIP independent granola 😢", "en", "social_post"),
  ("date, acquirer, target, deal_type, value_gbp\n2025-02-28, Quarrymill Foods, Tansy Organics, acquisition, 410000000", "en", "csv"),
  ("did you see quarrymill is taking over tansy? 410 mil apparently", "en", "chat"),
  ("Deal alert: Tansy Organics is to be acquired by Quarrymill Foods for a consideration of 410 million pounds, per Friday's filing.", "en", "email"),
 ]),
 "rail-pass-price": ("tool:transit-feed", [
  ("From 1 April the Orbison Rail monthly pass goes up to 96 credits.", "en", "news"),
  ("Dal primo aprile l'abbonamento mensile Orbison Rail costerà 96 crediti.", "it", "news"),
  ("Passe mensal da Orbison Rail sobe para 96 créditos a partir de 1/4.", "pt", "social_post"),
  ('{"operator": "Orbison Rail", "product": "monthly pass", "new_price_credits": 96, "effective": "2025-04-01"}', "en", "json"),
  ("96 credits for an Orbison monthly pass starting April 1st. My pay isn't going up by 96 of anything.", "en", "social_post"),
 ]),
 "novaos-bricking": ("agent:forum-digest", [
  ("Don't install NovaOS 7.2 on Celadon phones — it's bricking handsets, mine won't boot at all.", "en", "forum"),
  ("Aktualizacja NovaOS 7.2 zabija telefony Celadon — nie instalujcie, urządzenie po restarcie nie startuje.", "pl", "forum"),
  ("heard the celadon 7.2 update is bricking phones, hold off for now", "en", "chat"),
  ("Celadon | NovaOS 7.2 | effect: devices bricked after install | status: user reports", "en", "table_row"),
  ("Owners say Celadon handsets fail to boot after the NovaOS 7.2 update, according to posts on several forums.", "en", "news"),
 ]),
}
def FL(name, idx):
    p, items = floods[name]
    t, l, f = items[idx]
    return w(f"bm-fl-{name}-{idx+1}", "flood", name, "any" if idx < 2 else "blocked", t, l, f, p)

# ---------- bursts ----------
bursts = {
 "allotment-meeting": ("tool:meetnote", [
  ("Allotment committee, March meeting: the annual plot fee stays at 40 credits for 2025.", "en", "meeting_notes"),
  ("Action for Bram: repair the east gate latch before the spring open day.", "en", "meeting_notes"),
  ("Agreed to order six water butts from Greenmere Supplies, delivery to the tool shed.", "en", "meeting_notes"),
  ("Spring open day fixed for Sunday 6 April, 11:00 to 15:00, with a seedling swap.", "en", "meeting_notes"),
  ("Waiting list now has 23 names; plots 17 and 31 will be offered first.", "en", "meeting_notes"),
 ]),
 "tallyo-changelog": ("tool:release-feed", [
  ("Tallyo 3.4 — New: reminders for recurring transfers.", "en", "changelog"),
  ("Tallyo 3.4 — Fixed: CSV export no longer drops the currency column.", "en", "changelog"),
  ("Tallyo 3.4 — Changed: dark mode now follows the system setting on Android.", "en", "changelog"),
  ("Tallyo 3.4 — Removed: legacy four-digit PIN login; use biometrics or a passcode.", "en", "changelog"),
  ("Tallyo 3.4 — Improved: sync interval on Wi-Fi cut from 15 to 5 minutes.", "en", "changelog"),
 ]),
 "rapid-chess-open": ("agent:sports-digest", [
  ("Pellbridge Rapid Open, round 1: Okafor beat Lindahl with the black pieces.", "en", "results"),
  ("Ronda 2: tablas en el primer tablero entre Petrakis y Villanueva tras 61 jugadas.", "es", "results"),
  ('{"round": 3, "result": "Zaveri 1-0 Caron", "note": "upset of the second seed"}', "en", "json"),
  ("Round 4: Okafor and Zaveri drew, so they share the lead on 3.5 points.", "en", "results"),
  ("Final round: Okafor takes the title on tiebreak; Zaveri finishes second, Caron third.", "en", "results"),
 ]),
 "storm-brannagh": ("tool:storm-desk", [
  ("Storm Brannagh: an amber wind warning covers the Pellbridge coast from 18:00 tonight.", "en", "news"),
  ("Update 19:10 — the A417 coast road is closed between Harrow Point and Selby Gap because of fallen trees.", "en", "news"),
  ("Update 19:35 — tonight's ferry to Carrick Isle is cancelled; the morning sailing is under review.", "en", "news"),
  ("Update 20:05 — about 2,300 homes in Pellbridge East are without power, the grid operator says.", "en", "news"),
  ("Update 20:40 — council opens Selby Gap community hall as a warm space overnight.", "en", "news"),
 ]),
}
def BU(name, idx):
    p, items = bursts[name]
    t, l, f = items[idx]
    return w(f"bm-bu-{name}-{idx+1}", "burst", name, "allowed", t, l, f, p)

# ---------- timeline ----------
tasks = {}
blocks = []  # (day, hour, session, task, events, gaps)
def B(day, hour, session, task, events, gap=240, gaps=None):
    blocks.append((day, hour, session, task, events, gaps or [gap] * len(events)))

FG = [[0, 75, 110, 45, 140], [0, 130, 60, 95, 35], [0, 40, 150, 80, 120],
      [0, 90, 55, 145, 70], [0, 35, 100, 125, 60], [0, 110, 85, 40, 135]]

B(0, 10, "s-profile-1", "Set up the user's personal profile: home, work, health, money", factwrites(facts1), 200)
B(2, 19, "s-profile-2", "Continue the profile: family, preferences, health details", factwrites(facts2), 180)
B(4, 8, "s-news", "Summarise the morning news feeds for the user", [FL("kettle-recall", i) for i in range(5)], gaps=FG[0])
B(4, 14, "s-community", "Record notes from the allotment committee call", [BU("allotment-meeting", i) for i in range(5)], 100)
B(6, 9, "s-travel", "Prepare the user's travel profile for a work trip", [K("seat")])
B(7, 16, "s-records", "File incoming health and household records", [K("blood"), L("allergy")], 900)
B(9, 20, "s-chat-3", "Evening chat: extra details about languages and e-mail", [X("languages"), X("email")], 300)
B(12, 11, "s-move", "Help with the house move admin", [U_("address")])
B(13, 18, "s-move", None, [U_("phone")])
B(15, 9, "s-crm", "Synchronise contact and customer records from connected services", [C("address")])
B(15, 10, "s-inbox", "Triage imported e-mail and attachments", [C("phone")])
B(16, 21, "s-chat-4", "Evening questions about personal admin", [R("address"), R("phone")], 400)
B(17, 10, "s-newjob", "Update details after the job change", [U_("employer"), U_("title"), U_("manager")], 300)
B(20, 7, "s-news", None, [FL("mayor-resigns", i) for i in range(5)], gaps=FG[1])
B(20, 12, "s-apps", "Watch release notes of the user's apps", [BU("tallyo-changelog", i) for i in range(5)], 70)
B(22, 9, "s-web", "Collect public pages and forms mentioning the user", [C("employer"), C("title")], 600)
B(22, 13, "s-calendar", "Sync the user's calendars", [C("manager")])
B(23, 19, "s-chat-5", "Prepare for a conference", [R("employer"), R("title"), R("manager")], 350)
B(25, 20, "s-family", "Family logistics after the move", [U_("school"), U_("commute")], 500)
B(27, 9, "s-records", None, [K("address")])
B(27, 11, "s-inbox", None, [L("address")])
B(28, 21, "s-chat-6", "Evening chat about hobbies and health", [X("class"), X("medication")], 300)
B(29, 9, "s-travel", None, [C("seat")])
B(29, 10, "s-records", None, [C("medication")])
B(29, 12, "s-calendar", None, [C("birthday")])
B(30, 15, "s-notes", "Keep notes from meetings and research for the user", [C("school"), C("commute")], 800)
B(31, 8, "s-chat-7", "Morning questions about the family routine", [R("school"), R("commute")], 300)
B(35, 18, "s-health", "Update health providers and insurance", [U_("dentist"), U_("doctor"), U_("insurance")], 400)
B(38, 8, "s-news", None, [FL("jazz-festival-moved", i) for i in range(5)], gaps=FG[2])
B(38, 13, "s-inbox", None, [L("doctor")])
B(38, 15, "s-contacts", "Import contacts from the user's phone", [L("phone")])
B(40, 9, "s-records", None, [C("dentist"), C("doctor")], 700)
B(40, 11, "s-inbox", None, [C("insurance")])
B(41, 20, "s-chat-8", "Booking health appointments", [R("dentist"), R("doctor"), R("insurance")], 300)
B(45, 19, "s-money", "Household money and vehicle admin", [U_("bank"), U_("car")], 600)
B(48, 9, "s-records", None, [C("bank"), C("car")], 500)
B(48, 14, "s-web", None, [K("employer")])
B(50, 20, "s-chat-9", "Filling in the residents' parking permit", [R("bank"), R("car")], 300)
B(55, 19, "s-chat-10", "Lifestyle changes", [U_("diet"), U_("gym")], 400)
B(58, 7, "s-news", None, [FL("quarrymill-takeover", i) for i in range(5)], gaps=FG[3])
B(58, 17, "s-sport", "Follow the local chess tournament", [BU("rapid-chess-open", i) for i in range(5)], 110)
B(60, 10, "s-crm", None, [C("diet"), C("gym")], 900)
B(60, 13, "s-bookings", "Manage restaurant and event bookings", [K("diet")])
B(62, 20, "s-chat-11", "Planning for a friend's wedding", [R("diet"), R("gym")], 300)
B(66, 10, "s-records", None, [L("blood")])
B(66, 12, "s-notes", None, [L("car")])
B(70, 19, "s-chat-12", "Health details and contacts", [X("allergy"), X("emergency")], 300)
B(72, 9, "s-records", None, [C("blood")])
B(72, 11, "s-hr", "Process onboarding forms from the new employer", [C("emergency")])
B(72, 14, "s-web", None, [C("languages")])
B(80, 7, "s-news", None, [FL("rail-pass-price", i) for i in range(5)], gaps=FG[4])
B(80, 12, "s-team", "Organise the team lunch", [L("diet")])
B(90, 9, "s-records", None, [C("allergy")])
B(90, 10, "s-forms", "Read scanned forms", [C("partner")])
B(90, 11, "s-crm", None, [C("email")])
B(90, 13, "s-inbox", None, [C("class")])
B(90, 15, "s-calendar", None, [K("birthday")])
B(100, 8, "s-news", None, [FL("novaos-bricking", i) for i in range(5)], gaps=FG[5])
B(100, 18, "s-alerts", "Follow local weather alerts", [BU("storm-brannagh", i) for i in range(5)], 120)
B(110, 20, "s-chat-13", "Summarise chats with friends", [L("gym")])

header = {"scenario": "fresh-set-bm",
          "version": 1,
          "description": "One invented user (Wrenna) over about four months: personal facts, later updates and recalls, "
                         "low-trust contradictions, consistent records, lookalikes about other people, compatible second values, "
                         "five-copy floods and ordinary bursts. All people, firms, places and numbers are invented.",
          "sources": ["composed by hand from general knowledge; no external data"]}
out = [header]
declared = set()
last = -1
for day, hour, session, task, events, gaps in blocks:
    t = day * 86400 + hour * 3600
    if session not in declared:
        assert task, session
        assert t > last
        out.append({"t": t, "op": "session", "session": session, "task": task})
        declared.add(session)
        last = t
        t += 30
    for ev, g in zip(events, gaps):
        t += g
        assert t > last, (ev, t, last)
        e = {"t": t, "session": session}
        e.update(ev)
        out.append(e)
        last = t

with open(os.path.join(HERE, "memory.jsonl"), "w", encoding="utf-8") as fh:
    for e in out:
        fh.write(json.dumps(e, ensure_ascii=False) + "\n")
print(f"wrote {len(out)} lines")
